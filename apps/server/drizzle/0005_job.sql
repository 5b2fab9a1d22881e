CREATE TABLE "job" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"claimed_by" text,
	"locked_until" timestamp with time zone,
	"unique_key" text,
	"result_file_nm" text,
	"error_key" text,
	"supply_entr_cd" text,
	"requested_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "job_claim_idx" ON "job" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "job_seller_idx" ON "job" USING btree ("supply_entr_cd","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_unique_key_idx" ON "job" USING btree ("unique_key") WHERE "job"."unique_key" is not null;