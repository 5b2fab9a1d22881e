CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"mgr_id" text NOT NULL,
	"state" text NOT NULL,
	"supply_entr_cd" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "code" (
	"group_cd" text NOT NULL,
	"code" text NOT NULL,
	"code_nm" text NOT NULL,
	"code_nm_en" text NOT NULL,
	"attr_c1" text,
	"sort_order" integer NOT NULL,
	"use_yn" boolean DEFAULT true NOT NULL,
	CONSTRAINT "code_group_cd_code_pk" PRIMARY KEY("group_cd","code")
);
--> statement-breakpoint
CREATE INDEX "session_mgr_id_idx" ON "session" USING btree ("mgr_id");--> statement-breakpoint
CREATE INDEX "session_last_seen_idx" ON "session" USING btree ("last_seen_at");