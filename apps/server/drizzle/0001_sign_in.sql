CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_verification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_verification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"owner" text NOT NULL,
	"auth_time" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_phone" (
	"supply_entr_cd" text,
	"mgr_id" text NOT NULL,
	"sphone" text NOT NULL,
	"sphone_use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgr" (
	"mgr_id" text PRIMARY KEY NOT NULL,
	"supply_entr_cd" text,
	"mgr_nm" text NOT NULL,
	"passwd_hash" text NOT NULL,
	"role_cd" text NOT NULL,
	"manager_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"is_ec_monitor" boolean DEFAULT false NOT NULL,
	"sms_auth_required" boolean DEFAULT true NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"passwd_changed_at" timestamp with time zone NOT NULL,
	"passwd_initial" boolean DEFAULT false NOT NULL,
	"passwd_change_next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_entr" (
	"supply_entr_cd" text PRIMARY KEY NOT NULL,
	"supply_entr_nm" text NOT NULL,
	"owner_nm" text NOT NULL,
	"biz_gb" text NOT NULL,
	"biz_no" text NOT NULL,
	"biz_kind" text,
	"biz_type" text,
	"entr_type" text DEFAULT 'N' NOT NULL,
	"entr_sts_cd" text NOT NULL,
	"phone" text,
	"fax" text,
	"zip_no" text,
	"fix_addr" text,
	"dtl_addr" text,
	"home_url" text,
	"chg_nm" text,
	"chg_hphone" text,
	"chg_email" text,
	"cs_operator_nm" text,
	"cs_operator_phone" text,
	"cs_operator_email" text,
	"sac_operator_nm" text,
	"sac_operator_phone" text,
	"sac_operator_email" text,
	"sell_fee_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"settle_day" integer DEFAULT 20 NOT NULL,
	"usd_sac_use_yn" text DEFAULT 'N' NOT NULL,
	"bank_cd" text,
	"bank_nm" text,
	"account_nm" text,
	"account_no" text,
	"bank_en_addr" text,
	"swift_cd" text,
	"country_cd" text,
	"md_nm" text,
	"dept_nm" text,
	"ntce_yn" text DEFAULT 'N' NOT NULL,
	"kicc_yn" text DEFAULT 'N' NOT NULL,
	"sell_fee_rate_confirm_yn" text DEFAULT 'N' NOT NULL,
	"agree_yn" text DEFAULT 'N' NOT NULL,
	"agree_genuine_yn" text DEFAULT 'N' NOT NULL,
	"grnt_srvc_agrm_yn" text DEFAULT 'N' NOT NULL,
	"agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"contents" text NOT NULL,
	"contents_en" text NOT NULL,
	"main_yn" boolean DEFAULT false NOT NULL,
	"use_yn" boolean DEFAULT true NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" text NOT NULL,
	"ip" text,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_phone" ADD CONSTRAINT "auth_phone_mgr_id_mgr_mgr_id_fk" FOREIGN KEY ("mgr_id") REFERENCES "public"."mgr"("mgr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mgr" ADD CONSTRAINT "mgr_supply_entr_cd_supply_entr_supply_entr_cd_fk" FOREIGN KEY ("supply_entr_cd") REFERENCES "public"."supply_entr"("supply_entr_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_verification_owner_idx" ON "sms_verification" USING btree ("owner","auth_time");--> statement-breakpoint
CREATE INDEX "sms_verification_phone_idx" ON "sms_verification" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_phone_mgr_phone_uq" ON "auth_phone" USING btree ("mgr_id","sphone");--> statement-breakpoint
CREATE INDEX "auth_phone_supply_idx" ON "auth_phone" USING btree ("supply_entr_cd","mgr_id");--> statement-breakpoint
CREATE INDEX "mgr_supply_entr_idx" ON "mgr" USING btree ("supply_entr_cd");--> statement-breakpoint
CREATE INDEX "supply_entr_sts_idx" ON "supply_entr" USING btree ("entr_sts_cd","supply_entr_cd");--> statement-breakpoint
CREATE INDEX "supply_entr_biz_no_idx" ON "supply_entr" USING btree ("biz_no");--> statement-breakpoint
CREATE INDEX "supply_entr_nm_idx" ON "supply_entr" USING btree ("supply_entr_nm");--> statement-breakpoint
CREATE INDEX "faq_reg_dt_idx" ON "faq" USING btree ("reg_dt");--> statement-breakpoint
CREATE INDEX "login_attempt_id_at_idx" ON "login_attempt" USING btree ("login_id","at");