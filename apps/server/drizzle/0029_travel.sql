CREATE SEQUENCE "public"."travel_prod_cd_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "travel_estimate_room" (
	"supply_entr_cd" text NOT NULL,
	"estm_no" text NOT NULL,
	"estm_room_seq" integer NOT NULL,
	"room_seq" integer NOT NULL,
	"room_cnt" integer NOT NULL,
	"check_in_dt" date,
	"check_out_dt" date,
	CONSTRAINT "travel_estimate_room_supply_entr_cd_estm_no_estm_room_seq_pk" PRIMARY KEY("supply_entr_cd","estm_no","estm_room_seq"),
	CONSTRAINT "travel_estimate_room_dates_ck" CHECK ("travel_estimate_room"."check_in_dt" is null or "travel_estimate_room"."check_out_dt" is null or "travel_estimate_room"."check_in_dt" < "travel_estimate_room"."check_out_dt"),
	CONSTRAINT "travel_estimate_room_cnt_ck" CHECK ("travel_estimate_room"."room_cnt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "travel_estimate" (
	"supply_entr_cd" text NOT NULL,
	"estm_no" text NOT NULL,
	"prod_cd" text NOT NULL,
	"prod_nm" text NOT NULL,
	"estm_prod_type_cd" text NOT NULL,
	"estm_stat_cd" text NOT NULL,
	"req_nm" text NOT NULL,
	"req_mobile" text NOT NULL,
	"req_email" text DEFAULT '' NOT NULL,
	"person_cnt" integer NOT NULL,
	"req_cont" text DEFAULT '' NOT NULL,
	"estm_amt" bigint,
	"pay_limit_dt" date,
	"memo" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"req_dt" timestamp with time zone NOT NULL,
	"paid_dt" timestamp with time zone,
	"cancel_dt" timestamp with time zone,
	"request_hash" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_estimate_supply_entr_cd_estm_no_pk" PRIMARY KEY("supply_entr_cd","estm_no"),
	CONSTRAINT "travel_estimate_amt_ck" CHECK ("travel_estimate"."estm_amt" is null or "travel_estimate"."estm_amt" > 0)
);
--> statement-breakpoint
CREATE TABLE "travel_order_night" (
	"supply_entr_cd" text NOT NULL,
	"ord_no" text NOT NULL,
	"ord_dtl_sq" integer NOT NULL,
	"stay_dt" date NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "travel_order_night_supply_entr_cd_ord_no_ord_dtl_sq_stay_dt_pk" PRIMARY KEY("supply_entr_cd","ord_no","ord_dtl_sq","stay_dt")
);
--> statement-breakpoint
CREATE TABLE "travel_order" (
	"supply_entr_cd" text NOT NULL,
	"ord_no" text NOT NULL,
	"ord_dtl_sq" integer NOT NULL,
	"prod_cd" text NOT NULL,
	"room_seq" integer NOT NULL,
	"prod_nm" text NOT NULL,
	"room_nm" text NOT NULL,
	"check_in_dt" date NOT NULL,
	"check_out_dt" date NOT NULL,
	"room_cnt" integer NOT NULL,
	"adult_cnt" integer NOT NULL,
	"child_cnt" integer DEFAULT 0 NOT NULL,
	"guest_nm" text NOT NULL,
	"guest_mobile" text NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"buyer_nm" text NOT NULL,
	"buyer_mobile" text NOT NULL,
	"rsv_request" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"ord_amt" bigint NOT NULL,
	"rsv_sts_cd" text NOT NULL,
	"cancel_reason" text,
	"ord_dt" timestamp with time zone NOT NULL,
	"pay_dt" timestamp with time zone NOT NULL,
	"confirm_dt" timestamp with time zone,
	"cancel_dt" timestamp with time zone,
	"request_hash" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_order_supply_entr_cd_ord_no_ord_dtl_sq_pk" PRIMARY KEY("supply_entr_cd","ord_no","ord_dtl_sq"),
	CONSTRAINT "travel_order_dates_ck" CHECK ("travel_order"."check_in_dt" < "travel_order"."check_out_dt"),
	CONSTRAINT "travel_order_counts_ck" CHECK ("travel_order"."room_cnt" >= 1 and "travel_order"."adult_cnt" >= 1 and "travel_order"."child_cnt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travel_status_history" (
	"hist_seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "travel_status_history_hist_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"kind" text NOT NULL,
	"ref_key" text NOT NULL,
	"from_sts_cd" text,
	"to_sts_cd" text NOT NULL,
	"action" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_nm" text NOT NULL,
	"memo" text,
	"changed_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_status_history_supply_entr_cd_hist_seq_pk" PRIMARY KEY("supply_entr_cd","hist_seq")
);
--> statement-breakpoint
CREATE TABLE "travel_price_change" (
	"supply_entr_cd" text NOT NULL,
	"prod_price_seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "travel_price_change_prod_price_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prod_cd" text NOT NULL,
	"old_list_price" bigint NOT NULL,
	"old_prod_price" bigint NOT NULL,
	"new_list_price" bigint NOT NULL,
	"new_prod_price" bigint NOT NULL,
	"confirm_sts_cd" text NOT NULL,
	"req_reason" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"req_dt" timestamp with time zone NOT NULL,
	"req_id" text NOT NULL,
	"confirm_dt" timestamp with time zone,
	"confirm_id" text,
	CONSTRAINT "travel_price_change_supply_entr_cd_prod_price_seq_pk" PRIMARY KEY("supply_entr_cd","prod_price_seq"),
	CONSTRAINT "travel_price_change_prices_ck" CHECK ("travel_price_change"."new_prod_price" > 0 and "travel_price_change"."new_prod_price" <= "travel_price_change"."new_list_price")
);
--> statement-breakpoint
CREATE TABLE "travel_product_history" (
	"hist_seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "travel_product_history_hist_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	CONSTRAINT "travel_product_history_supply_entr_cd_prod_cd_hist_seq_pk" PRIMARY KEY("supply_entr_cd","prod_cd","hist_seq")
);
--> statement-breakpoint
CREATE TABLE "travel_product_image" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"image_seq" integer NOT NULL,
	"file_seq" integer NOT NULL,
	CONSTRAINT "travel_product_image_supply_entr_cd_prod_cd_image_seq_pk" PRIMARY KEY("supply_entr_cd","prod_cd","image_seq"),
	CONSTRAINT "travel_product_image_seq_ck" CHECK ("travel_product_image"."image_seq" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "travel_product" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"supply_prod_cd" text NOT NULL,
	"prod_nm" text NOT NULL,
	"prod_sts_cd" text NOT NULL,
	"reject_reason" text,
	"brand_cd" text NOT NULL,
	"continent_cd" text NOT NULL,
	"nation_cd" text NOT NULL,
	"grade_cd" text NOT NULL,
	"zip_no" text DEFAULT '' NOT NULL,
	"base_addr" text NOT NULL,
	"dtl_addr" text DEFAULT '' NOT NULL,
	"check_in_tm" text DEFAULT '15:00' NOT NULL,
	"check_out_tm" text DEFAULT '11:00' NOT NULL,
	"prod_desc" text NOT NULL,
	"list_price" bigint NOT NULL,
	"prod_price" bigint NOT NULL,
	"sell_fee_rate" numeric(5, 2) NOT NULL,
	"rsv_start_dt" date NOT NULL,
	"rsv_end_dt" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	"reg_id" text NOT NULL,
	"reg_nm" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_nm" text NOT NULL,
	CONSTRAINT "travel_product_supply_entr_cd_prod_cd_pk" PRIMARY KEY("supply_entr_cd","prod_cd"),
	CONSTRAINT "travel_product_prices_ck" CHECK ("travel_product"."prod_price" > 0 and "travel_product"."prod_price" <= "travel_product"."list_price"),
	CONSTRAINT "travel_product_window_ck" CHECK ("travel_product"."rsv_start_dt" <= "travel_product"."rsv_end_dt")
);
--> statement-breakpoint
CREATE TABLE "travel_room_day" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"room_seq" integer NOT NULL,
	"stay_dt" date NOT NULL,
	"price" bigint NOT NULL,
	"stock_qty" integer NOT NULL,
	"sale_yn" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_room_day_supply_entr_cd_prod_cd_room_seq_stay_dt_pk" PRIMARY KEY("supply_entr_cd","prod_cd","room_seq","stay_dt"),
	CONSTRAINT "travel_room_day_price_ck" CHECK ("travel_room_day"."price" > 0),
	CONSTRAINT "travel_room_day_stock_ck" CHECK ("travel_room_day"."stock_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travel_room" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"room_seq" integer NOT NULL,
	"room_nm" text NOT NULL,
	"std_person_cnt" integer NOT NULL,
	"max_person_cnt" integer NOT NULL,
	"bed_type_nm" text DEFAULT '' NOT NULL,
	"room_desc" text DEFAULT '' NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_room_supply_entr_cd_prod_cd_room_seq_pk" PRIMARY KEY("supply_entr_cd","prod_cd","room_seq"),
	CONSTRAINT "travel_room_person_ck" CHECK ("travel_room"."std_person_cnt" >= 1 and "travel_room"."max_person_cnt" >= "travel_room"."std_person_cnt")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "travel_estimate_mall_uq" ON "travel_estimate" USING btree ("estm_no");--> statement-breakpoint
CREATE INDEX "travel_estimate_req_dt_idx" ON "travel_estimate" USING btree ("supply_entr_cd","req_dt");--> statement-breakpoint
CREATE INDEX "travel_estimate_status_idx" ON "travel_estimate" USING btree ("supply_entr_cd","estm_stat_cd","req_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_order_mall_uq" ON "travel_order" USING btree ("ord_no","ord_dtl_sq");--> statement-breakpoint
CREATE INDEX "travel_order_ord_dt_idx" ON "travel_order" USING btree ("supply_entr_cd","ord_dt");--> statement-breakpoint
CREATE INDEX "travel_order_status_idx" ON "travel_order" USING btree ("supply_entr_cd","rsv_sts_cd","ord_dt");--> statement-breakpoint
CREATE INDEX "travel_order_check_in_idx" ON "travel_order" USING btree ("supply_entr_cd","check_in_dt");--> statement-breakpoint
CREATE INDEX "travel_status_history_ref_idx" ON "travel_status_history" USING btree ("supply_entr_cd","kind","ref_key");--> statement-breakpoint
CREATE INDEX "travel_price_change_req_idx" ON "travel_price_change" USING btree ("supply_entr_cd","req_dt");--> statement-breakpoint
CREATE INDEX "travel_price_change_prod_idx" ON "travel_price_change" USING btree ("supply_entr_cd","prod_cd","confirm_sts_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_price_change_open_uq" ON "travel_price_change" USING btree ("supply_entr_cd","prod_cd") WHERE "travel_price_change"."confirm_sts_cd" = '10';--> statement-breakpoint
CREATE INDEX "travel_price_change_queue_idx" ON "travel_price_change" USING btree ("confirm_sts_cd","req_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_product_prod_cd_uq" ON "travel_product" USING btree ("prod_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_product_supply_prod_cd_uq" ON "travel_product" USING btree ("supply_entr_cd","supply_prod_cd");--> statement-breakpoint
CREATE INDEX "travel_product_status_idx" ON "travel_product" USING btree ("supply_entr_cd","prod_sts_cd","reg_dt");--> statement-breakpoint
CREATE INDEX "travel_product_reg_dt_idx" ON "travel_product" USING btree ("supply_entr_cd","reg_dt");--> statement-breakpoint
CREATE INDEX "travel_product_review_queue_idx" ON "travel_product" USING btree ("prod_sts_cd","reg_dt");