CREATE TABLE "buyer_notification" (
	"notification_seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_notification_notification_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"ord_no" text NOT NULL,
	"ord_dtl_sq" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_dt" timestamp with time zone NOT NULL,
	"sent_dt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ord_claim" (
	"claim_sq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ord_claim_claim_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"ord_no" text NOT NULL,
	"ord_dtl_sq" integer NOT NULL,
	"claim_type" text NOT NULL,
	"claim_sts_cd" text NOT NULL,
	"claim_qty" integer NOT NULL,
	"req_by" text NOT NULL,
	"reason_cd" text NOT NULL,
	"req_reason" text DEFAULT '' NOT NULL,
	"fee_gubun" text,
	"return_fee" bigint DEFAULT 0 NOT NULL,
	"return_fee_pay_cd" text,
	"return_fee_paid_yn" text DEFAULT 'N' NOT NULL,
	"gift_yn" text DEFAULT 'N' NOT NULL,
	"gift_checked_yn" text DEFAULT 'N' NOT NULL,
	"refund_way_cd" text,
	"refund_bank_cd" text,
	"refund_account_nm" text,
	"refund_account_no" text,
	"refund_amt" bigint,
	"refund_dt" timestamp with time zone,
	"exchange_prod_option_cd" text,
	"exchange_ord_dtl_sq" integer,
	"rdelivery_entr_cd" text,
	"rinvoice_no" text,
	"auto_collect_yn" text DEFAULT 'N' NOT NULL,
	"hold_reason" text,
	"hold_dt" timestamp with time zone,
	"release_memo" text,
	"release_dt" timestamp with time zone,
	"withdraw_reason" text,
	"req_dt" timestamp with time zone NOT NULL,
	"collect_dt" timestamp with time zone,
	"collect_complete_dt" timestamp with time zone,
	"complete_dt" timestamp with time zone,
	"withdraw_dt" timestamp with time zone,
	"mall_claim_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "ord_claim_qty_ck" CHECK ("ord_claim"."claim_qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ord_dtl" (
	"ord_no" text NOT NULL,
	"ord_dtl_sq" integer NOT NULL,
	"supply_entr_cd" text NOT NULL,
	"ord_dt" timestamp with time zone NOT NULL,
	"pay_dt" timestamp with time zone NOT NULL,
	"buyer_nm" text NOT NULL,
	"rcp_nm" text NOT NULL,
	"prod_cd" text NOT NULL,
	"prod_option_cd" text NOT NULL,
	"supply_prod_cd" text NOT NULL,
	"prod_nm" text NOT NULL,
	"brand_cd" text NOT NULL,
	"option_value1" text DEFAULT '' NOT NULL,
	"option_value2" text DEFAULT '' NOT NULL,
	"ord_dtl_sts_cd" text NOT NULL,
	"delay_sts_cd" text,
	"ord_qty" integer NOT NULL,
	"cancel_qty" integer DEFAULT 0 NOT NULL,
	"return_qty" integer DEFAULT 0 NOT NULL,
	"exchange_qty" integer DEFAULT 0 NOT NULL,
	"claim_qty" integer DEFAULT 0 NOT NULL,
	"prod_price" bigint NOT NULL,
	"ord_amt" bigint NOT NULL,
	"grade_discount_amt" bigint DEFAULT 0 NOT NULL,
	"coupon_amt" bigint DEFAULT 0 NOT NULL,
	"coupon_bearer" text DEFAULT 'MALL' NOT NULL,
	"coupon_no" text,
	"coupon_nm" text,
	"point_amt" bigint DEFAULT 0 NOT NULL,
	"egm_amt" bigint DEFAULT 0 NOT NULL,
	"real_ord_amt" bigint NOT NULL,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"sell_fee_rate" numeric(5, 2) NOT NULL,
	"delivery_loc_cd" text NOT NULL,
	"delivery_entr_cd" text,
	"invoice_no" text,
	"invoice_dt" timestamp with time zone,
	"gi_prrn_dt" date NOT NULL,
	"delay_reason_cd" text,
	"delay_reason" text,
	"delay_notice_dt" timestamp with time zone,
	"delivery_expect_dt" date NOT NULL,
	"delivered_dt" timestamp with time zone,
	"purchase_confirm_dt" timestamp with time zone,
	"soldout_yn" text DEFAULT 'N' NOT NULL,
	"soldout_dt" timestamp with time zone,
	"org_ord_dtl_sq" integer,
	"grnt_srvc_goods_yn" text DEFAULT 'N' NOT NULL,
	"digit_issu_status" text,
	"digit_issu_dt" timestamp with time zone,
	"seller_memo" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "ord_dtl_ord_no_ord_dtl_sq_pk" PRIMARY KEY("ord_no","ord_dtl_sq"),
	CONSTRAINT "ord_dtl_qty_ck" CHECK ("ord_dtl"."ord_qty" >= 1 and "ord_dtl"."cancel_qty" >= 0 and "ord_dtl"."return_qty" >= 0 and "ord_dtl"."exchange_qty" >= 0 and "ord_dtl"."claim_qty" >= 0
        and "ord_dtl"."cancel_qty" + "ord_dtl"."return_qty" + "ord_dtl"."exchange_qty" + "ord_dtl"."claim_qty" <= "ord_dtl"."ord_qty"),
	CONSTRAINT "ord_dtl_amt_ck" CHECK ("ord_dtl"."real_ord_amt" >= 0 and "ord_dtl"."ord_amt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ord_status_history" (
	"hist_seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "ord_status_history_hist_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"ord_no" text NOT NULL,
	"ord_dtl_sq" integer NOT NULL,
	"claim_sq" integer,
	"action" text NOT NULL,
	"from_sts_cd" text,
	"to_sts_cd" text,
	"memo" text,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_nm" text NOT NULL,
	"changed_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "ord_status_history_supply_entr_cd_ord_no_ord_dtl_sq_hist_seq_pk" PRIMARY KEY("supply_entr_cd","ord_no","ord_dtl_sq","hist_seq")
);
--> statement-breakpoint
CREATE TABLE "ord" (
	"ord_no" text PRIMARY KEY NOT NULL,
	"ord_dt" timestamp with time zone NOT NULL,
	"pay_dt" timestamp with time zone NOT NULL,
	"pay_kind_cd" text NOT NULL,
	"open_market_yn" text DEFAULT 'N' NOT NULL,
	"buyer_nm" text NOT NULL,
	"buyer_mobile" text NOT NULL,
	"rcp_nm" text NOT NULL,
	"rcp_zip" text NOT NULL,
	"fix_addr" text NOT NULL,
	"dtl_addr" text NOT NULL,
	"rcp_mobile" text NOT NULL,
	"ord_memo" text NOT NULL,
	"puni_pass_no" text,
	"request_hash" text NOT NULL,
	"created_dt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "buyer_notification_ord_idx" ON "buyer_notification" USING btree ("ord_no","ord_dtl_sq");--> statement-breakpoint
CREATE INDEX "buyer_notification_unsent_idx" ON "buyer_notification" USING btree ("created_dt") WHERE "buyer_notification"."sent_dt" is null;--> statement-breakpoint
CREATE INDEX "ord_claim_list_idx" ON "ord_claim" USING btree ("supply_entr_cd","claim_type","claim_sts_cd","req_dt");--> statement-breakpoint
CREATE INDEX "ord_claim_req_dt_idx" ON "ord_claim" USING btree ("supply_entr_cd","req_dt");--> statement-breakpoint
CREATE INDEX "ord_claim_line_idx" ON "ord_claim" USING btree ("supply_entr_cd","ord_no","ord_dtl_sq");--> statement-breakpoint
CREATE INDEX "ord_claim_status_idx" ON "ord_claim" USING btree ("claim_sts_cd","req_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "ord_claim_mall_id_uq" ON "ord_claim" USING btree ("mall_claim_id") WHERE "ord_claim"."mall_claim_id" is not null;--> statement-breakpoint
CREATE INDEX "ord_dtl_ord_dt_idx" ON "ord_dtl" USING btree ("supply_entr_cd","ord_dt","ord_no","ord_dtl_sq");--> statement-breakpoint
CREATE INDEX "ord_dtl_pay_dt_idx" ON "ord_dtl" USING btree ("supply_entr_cd","pay_dt");--> statement-breakpoint
CREATE INDEX "ord_dtl_status_idx" ON "ord_dtl" USING btree ("supply_entr_cd","ord_dtl_sts_cd","ord_dt");--> statement-breakpoint
CREATE INDEX "ord_dtl_delay_idx" ON "ord_dtl" USING btree ("supply_entr_cd","delay_sts_cd","ord_dt") WHERE "ord_dtl"."delay_sts_cd" is not null;--> statement-breakpoint
CREATE INDEX "ord_dtl_invoice_idx" ON "ord_dtl" USING btree ("supply_entr_cd","invoice_no");--> statement-breakpoint
CREATE INDEX "ord_dtl_prod_idx" ON "ord_dtl" USING btree ("supply_entr_cd","prod_cd","ord_dt");--> statement-breakpoint
CREATE INDEX "ord_dtl_order_idx" ON "ord_dtl" USING btree ("supply_entr_cd","ord_no");--> statement-breakpoint
CREATE INDEX "ord_dtl_job_paid_idx" ON "ord_dtl" USING btree ("ord_dtl_sts_cd","pay_dt");--> statement-breakpoint
CREATE INDEX "ord_dtl_job_delivered_idx" ON "ord_dtl" USING btree ("ord_dtl_sts_cd","delivered_dt") WHERE "ord_dtl"."purchase_confirm_dt" is null;--> statement-breakpoint
CREATE INDEX "ord_dtl_carrier_invoice_idx" ON "ord_dtl" USING btree ("delivery_entr_cd","invoice_no");