CREATE SEQUENCE "public"."promotion_cd_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "promotion_product" (
	"prom_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"supply_entr_cd" text NOT NULL,
	"prom_price" bigint,
	"req_state" text DEFAULT 'PREPARE' NOT NULL,
	"reject_reason" text,
	"decided_id" text,
	"decided_dt" timestamp with time zone,
	CONSTRAINT "promotion_product_prom_cd_prod_cd_pk" PRIMARY KEY("prom_cd","prod_cd"),
	CONSTRAINT "promotion_product_reject_ck" CHECK ("promotion_product"."req_state" <> 'REJECT' or "promotion_product"."reject_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"prom_cd" text PRIMARY KEY NOT NULL,
	"prom_nm" text NOT NULL,
	"prom_division" text NOT NULL,
	"req_start_dt" date NOT NULL,
	"req_end_dt" date NOT NULL,
	"prog_start_dt" date NOT NULL,
	"prog_end_dt" date NOT NULL,
	"dc_type_cd" text NOT NULL,
	"dc_value" integer DEFAULT 0 NOT NULL,
	"bearer" text NOT NULL,
	"cancel_yn" text DEFAULT 'N' NOT NULL,
	"reg_id" text NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_periods_ck" CHECK ("promotion"."req_start_dt" <= "promotion"."req_end_dt" and "promotion"."req_end_dt" < "promotion"."prog_start_dt" and "promotion"."prog_start_dt" <= "promotion"."prog_end_dt"),
	CONSTRAINT "promotion_dc_ck" CHECK ("promotion"."dc_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_review" (
	"review_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_review_review_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mall_review_id" text NOT NULL,
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"ord_no" text,
	"ord_dtl_sq" integer,
	"rating" integer NOT NULL,
	"contents" text DEFAULT '' NOT NULL,
	"buyer_nm" text NOT NULL,
	"review_dt" timestamp with time zone NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "product_review_rating_ck" CHECK ("product_review"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ord_dtl" ADD COLUMN "buyer_age_cd" text;--> statement-breakpoint
ALTER TABLE "ord_dtl" ADD COLUMN "buyer_sex_cd" text;--> statement-breakpoint
ALTER TABLE "ord_dtl" ADD COLUMN "prom_cd" text;--> statement-breakpoint
ALTER TABLE "ord_dtl" ADD COLUMN "prom_dc_amt" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_dtl" ADD COLUMN "prom_bearer" text DEFAULT 'MALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "ord" ADD COLUMN "buyer_age_cd" text;--> statement-breakpoint
ALTER TABLE "ord" ADD COLUMN "buyer_sex_cd" text;--> statement-breakpoint
CREATE INDEX "promotion_product_seller_idx" ON "promotion_product" USING btree ("supply_entr_cd","prom_cd","req_state");--> statement-breakpoint
CREATE INDEX "promotion_product_prod_idx" ON "promotion_product" USING btree ("prod_cd","req_state");--> statement-breakpoint
CREATE INDEX "promotion_reg_idx" ON "promotion" USING btree ("reg_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "product_review_mall_uq" ON "product_review" USING btree ("mall_review_id");--> statement-breakpoint
CREATE INDEX "product_review_seller_idx" ON "product_review" USING btree ("supply_entr_cd","review_dt","prod_cd","rating");