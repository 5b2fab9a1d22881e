CREATE TABLE "ord_dtl_count_delta" (
	"delta_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ord_dtl_count_delta_delta_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"ord_day" date NOT NULL,
	"pay_day" date NOT NULL,
	"ord_dtl_sts_cd" text NOT NULL,
	"delay_sts_cd" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ord_dtl_count" (
	"supply_entr_cd" text NOT NULL,
	"date_kind" text NOT NULL,
	"day" date NOT NULL,
	"ord_dtl_sts_cd" text NOT NULL,
	"delay_sts_cd" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "ord_dtl_count_pk" PRIMARY KEY("supply_entr_cd","date_kind","day","ord_dtl_sts_cd","delay_sts_cd")
);
--> statement-breakpoint
CREATE INDEX "ord_dtl_count_delta_seller_idx" ON "ord_dtl_count_delta" USING btree ("supply_entr_cd");--> statement-breakpoint
CREATE INDEX "ord_dtl_ship_today_idx" ON "ord_dtl" USING btree ("supply_entr_cd","gi_prrn_dt","ord_dt","pay_dt","ord_dtl_sts_cd","delay_sts_cd") WHERE "ord_dtl"."ord_dtl_sts_cd" in ('20', '35');