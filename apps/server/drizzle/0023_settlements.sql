CREATE TABLE "exchange_rate" (
	"currency" text NOT NULL,
	"rate_dt" date NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"source" text NOT NULL,
	"created_by" text NOT NULL,
	"created_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rate_pk" PRIMARY KEY("currency","rate_dt")
);
--> statement-breakpoint
CREATE TABLE "sac_adjustment" (
	"adj_sq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sac_adjustment_adj_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_dt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sac_hold" (
	"hold_sq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sac_hold_hold_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"hold_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"release_due_dt" date NOT NULL,
	"basis_ym" text,
	"created_by" text NOT NULL,
	"created_dt" timestamp with time zone NOT NULL,
	"released_by" text,
	"released_dt" timestamp with time zone,
	"release_memo" text
);
--> statement-breakpoint
CREATE TABLE "sac_month" (
	"supply_entr_cd" text NOT NULL,
	"settle_ym" text NOT NULL,
	"pay_due_dt" date NOT NULL,
	"fixed_dt" timestamp with time zone NOT NULL,
	"row_cnt" integer NOT NULL,
	"sale_amt" bigint NOT NULL,
	"fee_amt" bigint NOT NULL,
	"supply_burden_amt" bigint NOT NULL,
	"se_cpn_amt" bigint NOT NULL,
	"egm_amt" bigint NOT NULL,
	"lf_burden_amt" bigint NOT NULL,
	"delivery_amt" bigint NOT NULL,
	"extra_delivery_amt" bigint NOT NULL,
	"calc_fee" bigint NOT NULL,
	"hold_amt" bigint NOT NULL,
	"release_amt" bigint NOT NULL,
	"payout_amt" bigint NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"exrt" numeric(12, 4),
	"exrt_dt" date,
	"payout_usd" numeric(14, 2),
	CONSTRAINT "sac_month_pk" PRIMARY KEY("supply_entr_cd","settle_ym")
);
--> statement-breakpoint
CREATE TABLE "sac_row" (
	"sac_row_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sac_row_sac_row_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"settle_ym" text NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"sale_dt" date NOT NULL,
	"ord_no" text,
	"ord_dtl_sq" integer,
	"claim_sq" integer,
	"prod_cd" text,
	"prod_nm" text,
	"qty" integer DEFAULT 0 NOT NULL,
	"sale_amt" bigint DEFAULT 0 NOT NULL,
	"sell_fee_rate" numeric(5, 2),
	"fee_amt" bigint DEFAULT 0 NOT NULL,
	"supply_burden_amt" bigint DEFAULT 0 NOT NULL,
	"se_cpn_amt" bigint DEFAULT 0 NOT NULL,
	"egm_amt" bigint DEFAULT 0 NOT NULL,
	"lf_burden_amt" bigint DEFAULT 0 NOT NULL,
	"delivery_amt" bigint DEFAULT 0 NOT NULL,
	"extra_delivery_amt" bigint DEFAULT 0 NOT NULL,
	"calc_fee" bigint DEFAULT 0 NOT NULL,
	"hold_amt" bigint DEFAULT 0 NOT NULL,
	"total_amt" bigint NOT NULL,
	"vat_sale_amt" bigint DEFAULT 0 NOT NULL,
	"tax_type" text,
	"evidence" text,
	"pay_kind_cd" text,
	"open_market_yn" text DEFAULT 'N' NOT NULL,
	"reason_key" text,
	"reason_params" jsonb,
	"total_usd" numeric(14, 2),
	"created_dt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sac_run" (
	"settle_ym" text PRIMARY KEY NOT NULL,
	"sts_cd" text NOT NULL,
	"confirm_dt" date NOT NULL,
	"pay_due_dt" date NOT NULL,
	"started_dt" timestamp with time zone NOT NULL,
	"fixed_dt" timestamp with time zone,
	"published_dt" timestamp with time zone,
	"seller_cnt" integer DEFAULT 0 NOT NULL,
	"row_cnt" integer DEFAULT 0 NOT NULL,
	"run_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_invoice" (
	"supply_entr_cd" text NOT NULL,
	"settle_ym" text NOT NULL,
	"approval_no" text NOT NULL,
	"write_dt" date NOT NULL,
	"issue_dt" date NOT NULL,
	"issue_due_dt" date NOT NULL,
	"issue_type" text NOT NULL,
	"tax_type" text NOT NULL,
	"purpose" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"supply_amt" bigint NOT NULL,
	"tax_amt" bigint NOT NULL,
	"total_amt" bigint NOT NULL,
	"sts_cd" text NOT NULL,
	"created_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_invoice_pk" PRIMARY KEY("supply_entr_cd","settle_ym")
);
--> statement-breakpoint
CREATE INDEX "sac_adjustment_seller_idx" ON "sac_adjustment" USING btree ("supply_entr_cd","created_dt");--> statement-breakpoint
CREATE INDEX "sac_hold_seller_idx" ON "sac_hold" USING btree ("supply_entr_cd","created_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "sac_hold_rule_uq" ON "sac_hold" USING btree ("supply_entr_cd","hold_kind","basis_ym") WHERE "sac_hold"."basis_ym" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sac_row_source_uq" ON "sac_row" USING btree ("supply_entr_cd","source_key");--> statement-breakpoint
CREATE INDEX "sac_row_month_idx" ON "sac_row" USING btree ("supply_entr_cd","settle_ym","kind","sac_row_sq");--> statement-breakpoint
CREATE INDEX "sac_row_sale_dt_idx" ON "sac_row" USING btree ("supply_entr_cd","sale_dt");--> statement-breakpoint
CREATE INDEX "sac_row_line_idx" ON "sac_row" USING btree ("supply_entr_cd","ord_no","ord_dtl_sq");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_approval_uq" ON "tax_invoice" USING btree ("approval_no");