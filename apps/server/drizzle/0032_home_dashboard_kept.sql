-- The home dashboard's kept figures (decisions "Home dashboard at scale (issue 13)"). Writers of ord_dtl wait until
-- this commits: the backfill below sums the lines as they are, and every statement after it goes through the new
-- trigger body, so no change is counted twice or lost.
LOCK TABLE ord_dtl IN SHARE MODE;
--> statement-breakpoint
CREATE TABLE "ord_due_count_delta" (
	"delta_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ord_due_count_delta_delta_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"gi_prrn_dt" date NOT NULL,
	"due_cls" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ord_due_count" (
	"supply_entr_cd" text NOT NULL,
	"gi_prrn_dt" date NOT NULL,
	"due_cls" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "ord_due_count_pk" PRIMARY KEY("supply_entr_cd","gi_prrn_dt","due_cls")
);
--> statement-breakpoint
ALTER TABLE "ord_sale_day_sum" ADD COLUMN "settle_expect_amt" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_sale_sum_delta" ADD COLUMN "settle_expect_amt" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ord_due_count_delta_seller_idx" ON "ord_due_count_delta" USING btree ("supply_entr_cd","gi_prrn_dt");--> statement-breakpoint
CREATE INDEX "ord_claim_collected_idx" ON "ord_claim" USING btree ("supply_entr_cd","collect_complete_dt") WHERE "ord_claim"."collect_complete_dt" is not null;--> statement-breakpoint
CREATE INDEX "ord_claim_withdrawn_idx" ON "ord_claim" USING btree ("supply_entr_cd","withdraw_dt") WHERE "ord_claim"."withdraw_dt" is not null;
--> statement-breakpoint
-- floor(a / b) exactly, as floorDiv of settlement-amounts.ts: numeric division rounds to a scale first, and div()
-- truncates toward zero.
CREATE FUNCTION ord_floor_div(a numeric, b numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT div(a, b) - CASE WHEN mod(a, b) <> 0 AND (a < 0) <> (b < 0) THEN 1 ELSE 0 END $$;
--> statement-breakpoint
-- What a line would settle to at its kept quantity: the settlement run's SALE row (sale - fee - the seller's burden)
-- plus its SHIPPING row (the delivery fee), 0 when nothing is kept (the run writes neither). The formulas of
-- settlement-amounts.ts's amountsAt, feeOf and rowTotal, floors and all; estimateSales is what it is tested against.
CREATE FUNCTION ord_dtl_settle_expect_amt(ord_qty integer, kept integer, ord_amt bigint, coupon_amt bigint, coupon_bearer text,
    prom_dc_amt bigint, prom_bearer text, delivery_fee bigint, sell_fee_rate numeric) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  sale numeric;
  burden numeric;
BEGIN
  IF kept <= 0 THEN
    RETURN 0;
  END IF;
  sale := ord_floor_div(ord_amt::numeric * kept, ord_qty);
  burden := CASE WHEN coupon_bearer = 'SELLER' THEN ord_floor_div(coupon_amt::numeric * kept, ord_qty) ELSE 0 END
    + CASE WHEN prom_bearer = 'SELLER' THEN ord_floor_div(prom_dc_amt::numeric * kept, ord_qty) ELSE 0 END;
  -- The fee rate is numeric(5,2) percent: in hundredths of a percent it is an integer, and the fee is per 10,000.
  RETURN sale - ord_floor_div((sale - burden) * (sell_fee_rate * 100), 10000) - burden + delivery_fee;
END
$$;
--> statement-breakpoint
-- The triggers of migration 0028 keep their names and run this body. Besides the sales and delivered-line deltas of
-- 0028 (the same figures), it adds each line's settle_expect_amt to the sales deltas and appends the due lines' counts
-- (per seller, planned dispatch day and class: shipped by the deadline on its invoice's Seoul day, shipped after it,
-- not shipped; a line cancelled whole before shipping is not due). One statement per operation: the changed lines are
-- read once, signed (-1 as they were, +1 as they are), and each delta table gets the groups whose figures moved, so a
-- status move or a memo writes nothing and an invoice writes only a due delta. The three branches differ in their
-- first CTE alone: a transition table the operation lacks cannot be named.
CREATE OR REPLACE FUNCTION ord_sale_sum_delta_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changed AS (
      SELECT 1 AS sign, * FROM ord_dtl_new
    ), lines AS (
      SELECT sign, supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
        coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd, ord_qty, real_ord_amt,
        cancel_qty, floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
        return_qty, floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
        ord_qty - cancel_qty - return_qty AS real_sale_qty,
        floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt,
        ord_dtl_settle_expect_amt(ord_qty, ord_qty - cancel_qty - return_qty, ord_amt, coupon_amt, coupon_bearer, prom_dc_amt, prom_bearer,
          delivery_fee, sell_fee_rate) AS settle_expect_amt,
        (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, delivery_loc_cd,
        (delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date AS lead_days,
        gi_prrn_dt,
        CASE WHEN invoice_dt IS NOT NULL THEN CASE WHEN (invoice_dt AT TIME ZONE 'Asia/Seoul')::date <= gi_prrn_dt THEN 'ON_TIME' ELSE 'LATE' END
          WHEN cancel_qty < ord_qty THEN 'UNSHIPPED' END AS due_cls
      FROM changed
    ), sales AS (
      INSERT INTO ord_sale_sum_delta (supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty,
        cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt, settle_expect_amt)
      SELECT * FROM (
        SELECT supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, sum(sign) AS ord_cnt, sum(sign * ord_qty) AS ord_qty,
          sum(sign * real_ord_amt) AS real_ord_amt, sum(sign * cancel_qty) AS cancel_qty, sum(sign * cancel_amt) AS cancel_amt,
          sum(sign * return_qty) AS return_qty, sum(sign * return_amt) AS return_amt, sum(sign * real_sale_qty) AS real_sale_qty,
          sum(sign * real_sale_amt) AS real_sale_amt, sum(sign * settle_expect_amt) AS settle_expect_amt
        FROM lines GROUP BY 1, 2, 3, 4, 5, 6
      ) g
      WHERE (ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt, settle_expect_amt)
        <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ), leads AS (
      INSERT INTO ord_lead_time_delta (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
      SELECT supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(sign)
      FROM lines WHERE delivered_day IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0
    )
    INSERT INTO ord_due_count_delta (supply_entr_cd, gi_prrn_dt, due_cls, n)
    SELECT supply_entr_cd, gi_prrn_dt, due_cls, sum(sign)
    FROM lines WHERE due_cls IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(sign) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (
      SELECT -1 AS sign, * FROM ord_dtl_old
    ), lines AS (
      SELECT sign, supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
        coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd, ord_qty, real_ord_amt,
        cancel_qty, floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
        return_qty, floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
        ord_qty - cancel_qty - return_qty AS real_sale_qty,
        floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt,
        ord_dtl_settle_expect_amt(ord_qty, ord_qty - cancel_qty - return_qty, ord_amt, coupon_amt, coupon_bearer, prom_dc_amt, prom_bearer,
          delivery_fee, sell_fee_rate) AS settle_expect_amt,
        (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, delivery_loc_cd,
        (delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date AS lead_days,
        gi_prrn_dt,
        CASE WHEN invoice_dt IS NOT NULL THEN CASE WHEN (invoice_dt AT TIME ZONE 'Asia/Seoul')::date <= gi_prrn_dt THEN 'ON_TIME' ELSE 'LATE' END
          WHEN cancel_qty < ord_qty THEN 'UNSHIPPED' END AS due_cls
      FROM changed
    ), sales AS (
      INSERT INTO ord_sale_sum_delta (supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty,
        cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt, settle_expect_amt)
      SELECT * FROM (
        SELECT supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, sum(sign) AS ord_cnt, sum(sign * ord_qty) AS ord_qty,
          sum(sign * real_ord_amt) AS real_ord_amt, sum(sign * cancel_qty) AS cancel_qty, sum(sign * cancel_amt) AS cancel_amt,
          sum(sign * return_qty) AS return_qty, sum(sign * return_amt) AS return_amt, sum(sign * real_sale_qty) AS real_sale_qty,
          sum(sign * real_sale_amt) AS real_sale_amt, sum(sign * settle_expect_amt) AS settle_expect_amt
        FROM lines GROUP BY 1, 2, 3, 4, 5, 6
      ) g
      WHERE (ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt, settle_expect_amt)
        <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ), leads AS (
      INSERT INTO ord_lead_time_delta (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
      SELECT supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(sign)
      FROM lines WHERE delivered_day IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0
    )
    INSERT INTO ord_due_count_delta (supply_entr_cd, gi_prrn_dt, due_cls, n)
    SELECT supply_entr_cd, gi_prrn_dt, due_cls, sum(sign)
    FROM lines WHERE due_cls IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(sign) <> 0;
  ELSE
    WITH changed AS (
      SELECT -1 AS sign, * FROM ord_dtl_old UNION ALL SELECT 1, * FROM ord_dtl_new
    ), lines AS (
      SELECT sign, supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
        coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd, ord_qty, real_ord_amt,
        cancel_qty, floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
        return_qty, floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
        ord_qty - cancel_qty - return_qty AS real_sale_qty,
        floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt,
        ord_dtl_settle_expect_amt(ord_qty, ord_qty - cancel_qty - return_qty, ord_amt, coupon_amt, coupon_bearer, prom_dc_amt, prom_bearer,
          delivery_fee, sell_fee_rate) AS settle_expect_amt,
        (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, delivery_loc_cd,
        (delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date AS lead_days,
        gi_prrn_dt,
        CASE WHEN invoice_dt IS NOT NULL THEN CASE WHEN (invoice_dt AT TIME ZONE 'Asia/Seoul')::date <= gi_prrn_dt THEN 'ON_TIME' ELSE 'LATE' END
          WHEN cancel_qty < ord_qty THEN 'UNSHIPPED' END AS due_cls
      FROM changed
    ), sales AS (
      INSERT INTO ord_sale_sum_delta (supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty,
        cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt, settle_expect_amt)
      SELECT * FROM (
        SELECT supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, sum(sign) AS ord_cnt, sum(sign * ord_qty) AS ord_qty,
          sum(sign * real_ord_amt) AS real_ord_amt, sum(sign * cancel_qty) AS cancel_qty, sum(sign * cancel_amt) AS cancel_amt,
          sum(sign * return_qty) AS return_qty, sum(sign * return_amt) AS return_amt, sum(sign * real_sale_qty) AS real_sale_qty,
          sum(sign * real_sale_amt) AS real_sale_amt, sum(sign * settle_expect_amt) AS settle_expect_amt
        FROM lines GROUP BY 1, 2, 3, 4, 5, 6
      ) g
      WHERE (ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt, settle_expect_amt)
        <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ), leads AS (
      INSERT INTO ord_lead_time_delta (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
      SELECT supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(sign)
      FROM lines WHERE delivered_day IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0
    )
    INSERT INTO ord_due_count_delta (supply_entr_cd, gi_prrn_dt, due_cls, n)
    SELECT supply_entr_cd, gi_prrn_dt, due_cls, sum(sign)
    FROM lines WHERE due_cls IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ord_sale_sum_truncate_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ord_sale_day_sum;
  DELETE FROM ord_sale_prod_sum;
  DELETE FROM ord_sale_sum_delta;
  DELETE FROM ord_lead_time_count;
  DELETE FROM ord_lead_time_delta;
  DELETE FROM ord_due_count;
  DELETE FROM ord_due_count_delta;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The lines already there. Until now every kept day sum and pending delta held 0 settle_expect_amt, so a kept row
-- given its group's whole sum makes kept plus pending exact; a group whose lines are all still pending gets a row
-- with its settle_expect_amt alone, and the fold adds the rest.
INSERT INTO ord_sale_day_sum AS k (supply_entr_cd, ord_day, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty,
  return_amt, real_sale_qty, real_sale_amt, settle_expect_amt)
SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date, coalesce(buyer_age_cd, ''), coalesce(buyer_sex_cd, ''), 0, 0, 0, 0, 0, 0, 0, 0, 0,
  sum(ord_dtl_settle_expect_amt(ord_qty, ord_qty - cancel_qty - return_qty, ord_amt, coupon_amt, coupon_bearer, prom_dc_amt, prom_bearer,
    delivery_fee, sell_fee_rate))
FROM ord_dtl GROUP BY 1, 2, 3, 4
HAVING sum(ord_dtl_settle_expect_amt(ord_qty, ord_qty - cancel_qty - return_qty, ord_amt, coupon_amt, coupon_bearer, prom_dc_amt, prom_bearer,
    delivery_fee, sell_fee_rate)) <> 0
ORDER BY 1, 2, 3, 4
ON CONFLICT (supply_entr_cd, ord_day, age_cd, sex_cd) DO UPDATE SET settle_expect_amt = excluded.settle_expect_amt;
--> statement-breakpoint
INSERT INTO ord_due_count (supply_entr_cd, gi_prrn_dt, due_cls, n)
SELECT supply_entr_cd, gi_prrn_dt, due_cls, count(*)
FROM (
  SELECT supply_entr_cd, gi_prrn_dt,
    CASE WHEN invoice_dt IS NOT NULL THEN CASE WHEN (invoice_dt AT TIME ZONE 'Asia/Seoul')::date <= gi_prrn_dt THEN 'ON_TIME' ELSE 'LATE' END
      WHEN cancel_qty < ord_qty THEN 'UNSHIPPED' END AS due_cls
  FROM ord_dtl
) due
WHERE due_cls IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE "ord_sale_day_sum" ALTER COLUMN "settle_expect_amt" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "ord_sale_sum_delta" ALTER COLUMN "settle_expect_amt" DROP DEFAULT;
