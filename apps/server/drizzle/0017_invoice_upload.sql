CREATE TABLE "invoice_upload" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"supply_entr_cd" text NOT NULL,
	"file_nm" text NOT NULL,
	"data" "bytea",
	"done" boolean DEFAULT false NOT NULL,
	"sheet_message_key" text,
	"row_cnt" integer DEFAULT 0 NOT NULL,
	"ok_cnt" integer DEFAULT 0 NOT NULL,
	"already_cnt" integer DEFAULT 0 NOT NULL,
	"failed_cnt" integer DEFAULT 0 NOT NULL,
	"last_row" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_upload_seller_idx" ON "invoice_upload" USING btree ("supply_entr_cd","created_at");