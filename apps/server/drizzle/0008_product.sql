CREATE SEQUENCE "public"."prod_cd_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "product_image" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"image_seq" integer NOT NULL,
	"file_seq" integer NOT NULL,
	CONSTRAINT "product_image_supply_entr_cd_prod_cd_image_seq_pk" PRIMARY KEY("supply_entr_cd","prod_cd","image_seq"),
	CONSTRAINT "product_image_seq_ck" CHECK ("product_image"."image_seq" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_notice_item" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"ni_cd_seq" integer NOT NULL,
	"item_nm" text NOT NULL,
	"item_value" text NOT NULL,
	CONSTRAINT "product_notice_item_supply_entr_cd_prod_cd_ni_cd_seq_pk" PRIMARY KEY("supply_entr_cd","prod_cd","ni_cd_seq"),
	CONSTRAINT "product_notice_item_seq_ck" CHECK ("product_notice_item"."ni_cd_seq" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"prod_option_cd" text NOT NULL,
	"sort_order" integer NOT NULL,
	"option_value1" text DEFAULT '' NOT NULL,
	"option_value2" text DEFAULT '' NOT NULL,
	"stock_qty" integer NOT NULL,
	"extra_charge" bigint DEFAULT 0 NOT NULL,
	"enterprise_option_cd" text,
	"sale_able_yn" text DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "product_option_supply_entr_cd_prod_option_cd_pk" PRIMARY KEY("supply_entr_cd","prod_option_cd"),
	CONSTRAINT "product_option_stock_ck" CHECK ("product_option"."stock_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_price_change_option" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"prod_price_seq" integer NOT NULL,
	"prod_option_cd" text NOT NULL,
	"old_extra_charge" bigint NOT NULL,
	"new_extra_charge" bigint NOT NULL,
	CONSTRAINT "product_price_change_option_supply_entr_cd_prod_cd_prod_price_seq_prod_option_cd_pk" PRIMARY KEY("supply_entr_cd","prod_cd","prod_price_seq","prod_option_cd")
);
--> statement-breakpoint
CREATE TABLE "product_price_change" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"prod_price_seq" integer NOT NULL,
	"change_type" text NOT NULL,
	"old_list_price" bigint NOT NULL,
	"new_list_price" bigint NOT NULL,
	"old_prod_price" bigint NOT NULL,
	"new_prod_price" bigint NOT NULL,
	"old_sell_fee_rate" numeric(5, 2) NOT NULL,
	"new_sell_fee_rate" numeric(5, 2) NOT NULL,
	"confirm_sts_cd" text NOT NULL,
	"confirm_dt" timestamp with time zone,
	"confirm_id" text,
	"confirm_nm" text,
	"reject_reason" text,
	"reg_dt" timestamp with time zone NOT NULL,
	"reg_id" text NOT NULL,
	"reg_nm" text NOT NULL,
	CONSTRAINT "product_price_change_supply_entr_cd_prod_cd_prod_price_seq_pk" PRIMARY KEY("supply_entr_cd","prod_cd","prod_price_seq")
);
--> statement-breakpoint
CREATE TABLE "product_status_history" (
	"hist_seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "product_status_history_hist_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"from_sts_cd" text,
	"to_sts_cd" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_nm" text NOT NULL,
	"changed_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "product_status_history_supply_entr_cd_prod_cd_hist_seq_pk" PRIMARY KEY("supply_entr_cd","prod_cd","hist_seq")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"supply_prod_cd" text NOT NULL,
	"prod_nm" text NOT NULL,
	"prod_sts_cd" text NOT NULL,
	"reject_reason" text,
	"brand_cd" text NOT NULL,
	"standard_category_id" text NOT NULL,
	"season_cd" text NOT NULL,
	"itemkind_cd" text NOT NULL,
	"prod_sex_gb" text NOT NULL,
	"model_cd" text DEFAULT '' NOT NULL,
	"model_nm" text DEFAULT '' NOT NULL,
	"make_nm" text NOT NULL,
	"native_cd" text NOT NULL,
	"importation_gb" text NOT NULL,
	"luxury_yn" text DEFAULT 'N' NOT NULL,
	"vat_cd" text DEFAULT '01' NOT NULL,
	"list_price" bigint NOT NULL,
	"prod_price" bigint NOT NULL,
	"sell_fee_rate" numeric(5, 2) NOT NULL,
	"point_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"product_origin_price" bigint,
	"option_type" text NOT NULL,
	"optn_stp_mthd_cd" text DEFAULT '01' NOT NULL,
	"option_nm1" text DEFAULT '' NOT NULL,
	"option_nm2" text DEFAULT '' NOT NULL,
	"delivery_loc_cd" text NOT NULL,
	"dlcst_plcy_cd" text,
	"delivery_method" text DEFAULT '01' NOT NULL,
	"cod_yn" text DEFAULT 'N' NOT NULL,
	"gi_dd" integer NOT NULL,
	"gi_hr" integer,
	"gi_optn_cd" text DEFAULT '00' NOT NULL,
	"lt_dcnt" integer NOT NULL,
	"prod_desc" text NOT NULL,
	"ni_type_cd" text NOT NULL,
	"kc_gb" text DEFAULT '00' NOT NULL,
	"confirm_no1" text DEFAULT '' NOT NULL,
	"confirm_no2" text DEFAULT '' NOT NULL,
	"confirm_no3" text DEFAULT '' NOT NULL,
	"confirm_no4" text DEFAULT '' NOT NULL,
	"confirm_no5" text DEFAULT '' NOT NULL,
	"gift_wrap_yn" text DEFAULT 'N' NOT NULL,
	"minor_buy_yn" text DEFAULT 'Y' NOT NULL,
	"min_ord_qty" integer DEFAULT 1 NOT NULL,
	"max_ord_qty" integer,
	"grnt_srvc_goods_yn" text DEFAULT 'N' NOT NULL,
	"reserve_yn" text DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	"reg_id" text NOT NULL,
	"reg_nm" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_nm" text NOT NULL,
	CONSTRAINT "product_supply_entr_cd_prod_cd_pk" PRIMARY KEY("supply_entr_cd","prod_cd"),
	CONSTRAINT "product_prices_ck" CHECK ("product"."prod_price" > 0 and "product"."prod_price" <= "product"."list_price"),
	CONSTRAINT "product_ord_qty_ck" CHECK ("product"."min_ord_qty" >= 1 and ("product"."max_ord_qty" is null or "product"."max_ord_qty" >= "product"."min_ord_qty"))
);
--> statement-breakpoint
CREATE INDEX "product_option_prod_idx" ON "product_option" USING btree ("supply_entr_cd","prod_cd","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_uq" ON "product_option" USING btree ("supply_entr_cd","prod_cd",lower("option_value1"),lower("option_value2"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_enterprise_cd_uq" ON "product_option" USING btree ("supply_entr_cd","prod_cd","enterprise_option_cd") WHERE "product_option"."enterprise_option_cd" is not null;--> statement-breakpoint
CREATE INDEX "product_price_change_status_idx" ON "product_price_change" USING btree ("supply_entr_cd","confirm_sts_cd","reg_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "product_price_change_open_uq" ON "product_price_change" USING btree ("supply_entr_cd","prod_cd") WHERE "product_price_change"."confirm_sts_cd" = '10';--> statement-breakpoint
CREATE UNIQUE INDEX "product_supply_prod_cd_uq" ON "product" USING btree ("supply_entr_cd","supply_prod_cd");--> statement-breakpoint
CREATE INDEX "product_status_idx" ON "product" USING btree ("supply_entr_cd","prod_sts_cd","reg_dt");--> statement-breakpoint
CREATE INDEX "product_reg_dt_idx" ON "product" USING btree ("supply_entr_cd","reg_dt");--> statement-breakpoint
CREATE INDEX "product_brand_idx" ON "product" USING btree ("supply_entr_cd","brand_cd");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("supply_entr_cd","standard_category_id");