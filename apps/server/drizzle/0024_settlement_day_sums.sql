CREATE TABLE "sac_day_sum" (
	"supply_entr_cd" text NOT NULL,
	"settle_ym" text NOT NULL,
	"sale_dt" date NOT NULL,
	"kind" text NOT NULL,
	"sell_fee_rate" numeric(5, 2),
	"cnt" integer NOT NULL,
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
	"total_amt" bigint NOT NULL,
	"card_amt" bigint NOT NULL,
	"other_pay_amt" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sac_day_sum_month_idx" ON "sac_day_sum" USING btree ("supply_entr_cd","settle_ym","sale_dt");--> statement-breakpoint
-- The months fixed before this table: their groups from their rows (the run writes them from now on).
INSERT INTO "sac_day_sum" SELECT "supply_entr_cd", "settle_ym", "sale_dt", "kind", "sell_fee_rate", count(*)::int,
	sum("sale_amt"), sum("fee_amt"), sum("supply_burden_amt"), sum("se_cpn_amt"), sum("egm_amt"), sum("lf_burden_amt"),
	sum("delivery_amt"), sum("extra_delivery_amt"), sum("calc_fee"), sum("hold_amt"), sum("total_amt"),
	coalesce(sum("vat_sale_amt") FILTER (WHERE "evidence" = 'CARD'), 0), coalesce(sum("vat_sale_amt") FILTER (WHERE "evidence" <> 'CARD'), 0)
	FROM "sac_row" GROUP BY "supply_entr_cd", "settle_ym", "sale_dt", "kind", "sell_fee_rate";
