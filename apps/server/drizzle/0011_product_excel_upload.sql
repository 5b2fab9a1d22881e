CREATE TABLE "product_excel_upload" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"supply_entr_cd" text NOT NULL,
	"mode" text NOT NULL,
	"file_nm" text NOT NULL,
	"data" "bytea",
	"done" boolean DEFAULT false NOT NULL,
	"row_cnt" integer DEFAULT 0 NOT NULL,
	"product_cnt" integer DEFAULT 0 NOT NULL,
	"saved_cnt" integer DEFAULT 0 NOT NULL,
	"failed_cnt" integer DEFAULT 0 NOT NULL,
	"error_cnt" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_excel_upload_seller_idx" ON "product_excel_upload" USING btree ("supply_entr_cd","created_at");