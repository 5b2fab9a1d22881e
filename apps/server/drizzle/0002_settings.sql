CREATE TABLE "seller_sequence" (
	"supply_entr_cd" text NOT NULL,
	"seq_name" text NOT NULL,
	"last_value" bigint NOT NULL,
	CONSTRAINT "seller_sequence_supply_entr_cd_seq_name_pk" PRIMARY KEY("supply_entr_cd","seq_name")
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"supply_entr_cd" text NOT NULL,
	"change_sq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "change_log_change_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"actor_mgr_id" text NOT NULL,
	"actor_nm" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "change_log_supply_entr_cd_change_sq_pk" PRIMARY KEY("supply_entr_cd","change_sq")
);
--> statement-breakpoint
CREATE TABLE "delivery_loc" (
	"supply_entr_cd" text NOT NULL,
	"delivery_loc_cd" text NOT NULL,
	"delivery_loc_nm" text NOT NULL,
	"delivery_entr_cd" text NOT NULL,
	"delivery_loc_phone" text NOT NULL,
	"delivery_loc_zip" text NOT NULL,
	"delivery_loc_addr" text NOT NULL,
	"delivery_loc_dtl_addr" text NOT NULL,
	"return_same_yn" text DEFAULT 'N' NOT NULL,
	"return_zip_no" text NOT NULL,
	"return_addr" text NOT NULL,
	"return_dtl_addr" text NOT NULL,
	"frcn_dypl_yn" text DEFAULT 'N' NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"verified_yn" text DEFAULT 'N' NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	"reg_id" text NOT NULL,
	"reg_nm" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_nm" text NOT NULL,
	CONSTRAINT "delivery_loc_supply_entr_cd_delivery_loc_cd_pk" PRIMARY KEY("supply_entr_cd","delivery_loc_cd")
);
--> statement-breakpoint
CREATE TABLE "goods_flow_box_fare" (
	"supply_entr_cd" text NOT NULL,
	"delivery_loc_cd" text NOT NULL,
	"box_size" text NOT NULL,
	"shsc_fare" bigint,
	"bh_fare" bigint,
	"rt_fare" bigint,
	CONSTRAINT "goods_flow_box_fare_supply_entr_cd_delivery_loc_cd_box_size_pk" PRIMARY KEY("supply_entr_cd","delivery_loc_cd","box_size")
);
--> statement-breakpoint
CREATE TABLE "goods_flow_contract" (
	"supply_entr_cd" text NOT NULL,
	"delivery_loc_cd" text NOT NULL,
	"contract_no" text NOT NULL,
	"contract_cust_no" text NOT NULL,
	"fare_type" text NOT NULL,
	"md_nm" text NOT NULL,
	"gf_sts_cd" text NOT NULL,
	"verified_result_msg" text,
	"reject_reason" text,
	"renew_dt" date,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reg_dt" timestamp with time zone NOT NULL,
	"reg_id" text NOT NULL,
	"reg_nm" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_nm" text NOT NULL,
	CONSTRAINT "goods_flow_contract_supply_entr_cd_delivery_loc_cd_pk" PRIMARY KEY("supply_entr_cd","delivery_loc_cd")
);
--> statement-breakpoint
CREATE TABLE "dlcst_plcy_hist" (
	"supply_entr_cd" text NOT NULL,
	"dlcst_plcy_cd" text NOT NULL,
	"dlcst_plcy_seq" integer NOT NULL,
	"dlcst_plcy_titl" text NOT NULL,
	"plcy_type_cd" text NOT NULL,
	"strt_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"dlcst_type_cd" text NOT NULL,
	"dlcst" bigint NOT NULL,
	"dlcst_levy_stdr_amt" bigint NOT NULL,
	"inmn_dlcst" bigint NOT NULL,
	"jeju_dlcst" bigint NOT NULL,
	"rtrn_dlcst" bigint NOT NULL,
	"exch_dlcst" bigint NOT NULL,
	"use_yn" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_nm" text NOT NULL,
	"changed_dt" timestamp with time zone NOT NULL,
	"changed_id" text NOT NULL,
	"changed_nm" text NOT NULL,
	CONSTRAINT "dlcst_plcy_hist_supply_entr_cd_dlcst_plcy_cd_dlcst_plcy_seq_pk" PRIMARY KEY("supply_entr_cd","dlcst_plcy_cd","dlcst_plcy_seq")
);
--> statement-breakpoint
CREATE TABLE "dlcst_plcy" (
	"supply_entr_cd" text NOT NULL,
	"dlcst_plcy_cd" text NOT NULL,
	"dlcst_plcy_seq" integer NOT NULL,
	"dlcst_plcy_titl" text NOT NULL,
	"plcy_type_cd" text NOT NULL,
	"strt_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"dlcst_type_cd" text NOT NULL,
	"dlcst" bigint NOT NULL,
	"dlcst_levy_stdr_amt" bigint NOT NULL,
	"inmn_dlcst" bigint NOT NULL,
	"jeju_dlcst" bigint NOT NULL,
	"rtrn_dlcst" bigint NOT NULL,
	"exch_dlcst" bigint NOT NULL,
	"use_yn" text NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	"reg_id" text NOT NULL,
	"reg_nm" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_nm" text NOT NULL,
	CONSTRAINT "dlcst_plcy_supply_entr_cd_dlcst_plcy_cd_pk" PRIMARY KEY("supply_entr_cd","dlcst_plcy_cd")
);
--> statement-breakpoint
CREATE INDEX "change_log_entity_idx" ON "change_log" USING btree ("supply_entr_cd","entity","change_sq");--> statement-breakpoint
CREATE INDEX "delivery_loc_use_idx" ON "delivery_loc" USING btree ("supply_entr_cd","use_yn","delivery_loc_nm");--> statement-breakpoint
CREATE INDEX "goods_flow_contract_sts_idx" ON "goods_flow_contract" USING btree ("supply_entr_cd","gf_sts_cd");--> statement-breakpoint
CREATE INDEX "dlcst_plcy_dates_idx" ON "dlcst_plcy" USING btree ("supply_entr_cd","use_yn","strt_dt","end_dt");