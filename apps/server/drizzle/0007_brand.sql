CREATE SEQUENCE "public"."brand_cd_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "brand" (
	"supply_entr_cd" text NOT NULL,
	"brand_rgsr_rqst_seq" integer NOT NULL,
	"brand_cd" text,
	"brand_nm" text NOT NULL,
	"brand_enm" text NOT NULL,
	"brand_nm_norm" text NOT NULL,
	"brand_enm_norm" text NOT NULL,
	"tbrand_cd" text,
	"tbrand_nm" text,
	"tbrand_enm" text,
	"partner_brand_cd" text,
	"delivery_loc_cd" text NOT NULL,
	"sell_fee_rate" numeric(5, 2) NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"min_ord_amt" bigint NOT NULL,
	"jeju_delivery_fee" bigint NOT NULL,
	"island_delivery_fee" bigint NOT NULL,
	"rtrn_dlcst" bigint NOT NULL,
	"exch_dlcst" bigint NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"confirm_status" text NOT NULL,
	"charge_md_cd" text NOT NULL,
	"rqst_reason" text NOT NULL,
	"reject_reason" text,
	"confirm_dt" timestamp with time zone,
	"confirm_id" text,
	"reg_dt" timestamp with time zone NOT NULL,
	"reg_id" text NOT NULL,
	"reg_nm" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_nm" text NOT NULL,
	CONSTRAINT "brand_supply_entr_cd_brand_rgsr_rqst_seq_pk" PRIMARY KEY("supply_entr_cd","brand_rgsr_rqst_seq")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "brand_cd_uq" ON "brand" USING btree ("brand_cd");--> statement-breakpoint
CREATE INDEX "brand_seller_sts_idx" ON "brand" USING btree ("supply_entr_cd","confirm_status","reg_dt");--> statement-breakpoint
CREATE INDEX "brand_nm_norm_idx" ON "brand" USING btree ("brand_nm_norm");--> statement-breakpoint
CREATE INDEX "brand_enm_norm_idx" ON "brand" USING btree ("brand_enm_norm");