CREATE SEQUENCE "public"."supply_entr_cd_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "stored_file" (
	"file_seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_file_file_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"file_kind" text NOT NULL,
	"file_nm" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_join" (
	"appl_seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_join_appl_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entr_sts_cd" text NOT NULL,
	"biz_gb" text NOT NULL,
	"biz_no" text NOT NULL,
	"entr_type" text NOT NULL,
	"supply_entr_nm" text NOT NULL,
	"owner_nm" text NOT NULL,
	"biz_kind" text NOT NULL,
	"biz_type" text NOT NULL,
	"zip_no" text NOT NULL,
	"fix_addr" text NOT NULL,
	"dtl_addr" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text,
	"home_url" text,
	"chg_nm" text NOT NULL,
	"chg_hphone" text NOT NULL,
	"chg_email" text NOT NULL,
	"cs_operator_nm" text NOT NULL,
	"cs_operator_phone" text NOT NULL,
	"cs_operator_email" text NOT NULL,
	"sac_operator_nm" text NOT NULL,
	"sac_operator_phone" text NOT NULL,
	"sac_operator_email" text NOT NULL,
	"usd_sac_use_yn" text DEFAULT 'N' NOT NULL,
	"bank_cd" text NOT NULL,
	"bank_nm" text,
	"account_nm" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_en_addr" text,
	"swift_cd" text,
	"country_cd" text,
	"md_nm" text,
	"dept_nm" text,
	"mgr_id" text NOT NULL,
	"passwd_hash" text,
	"agree_yn" text DEFAULT 'N' NOT NULL,
	"agree_genuine_yn" text DEFAULT 'N' NOT NULL,
	"pymagrm_confirm_yn" text DEFAULT 'N' NOT NULL,
	"ntce_yn" text DEFAULT 'N' NOT NULL,
	"reject_reason" text,
	"supply_entr_cd" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterinquire" (
	"inquiry_seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterinquire_inquiry_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reg_gb" text NOT NULL,
	"entr_nm" text NOT NULL,
	"chg_nm" text NOT NULL,
	"chg_email" text NOT NULL,
	"chg_phone" text NOT NULL,
	"req_contents" text NOT NULL,
	"chg_agree" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "partner_join_sts_idx" ON "partner_join" USING btree ("entr_sts_cd","created_at");--> statement-breakpoint
CREATE INDEX "partner_join_created_idx" ON "partner_join" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_join_pending_mgr_uq" ON "partner_join" USING btree ("mgr_id") WHERE "partner_join"."entr_sts_cd" = '10';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_join_pending_biz_no_uq" ON "partner_join" USING btree ("biz_no") WHERE "partner_join"."entr_sts_cd" = '10' and "partner_join"."biz_gb" in ('C', 'P');--> statement-breakpoint
CREATE INDEX "enterinquire_created_idx" ON "enterinquire" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enterinquire_reg_gb_idx" ON "enterinquire" USING btree ("reg_gb","created_at");