CREATE TABLE "ord_lead_time_count" (
	"supply_entr_cd" text NOT NULL,
	"delivered_day" date NOT NULL,
	"prod_cd" text NOT NULL,
	"brand_cd" text NOT NULL,
	"delivery_loc_cd" text NOT NULL,
	"lead_days" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "ord_lead_time_count_pk" PRIMARY KEY("supply_entr_cd","delivered_day","prod_cd","brand_cd","delivery_loc_cd","lead_days")
);
--> statement-breakpoint
CREATE TABLE "ord_lead_time_delta" (
	"delta_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ord_lead_time_delta_delta_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"delivered_day" date NOT NULL,
	"prod_cd" text NOT NULL,
	"brand_cd" text NOT NULL,
	"delivery_loc_cd" text NOT NULL,
	"lead_days" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ord_sale_day_sum" (
	"supply_entr_cd" text NOT NULL,
	"ord_day" date NOT NULL,
	"age_cd" text NOT NULL,
	"sex_cd" text NOT NULL,
	"ord_cnt" integer NOT NULL,
	"ord_qty" integer NOT NULL,
	"real_ord_amt" bigint NOT NULL,
	"cancel_qty" integer NOT NULL,
	"cancel_amt" bigint NOT NULL,
	"return_qty" integer NOT NULL,
	"return_amt" bigint NOT NULL,
	"real_sale_qty" integer NOT NULL,
	"real_sale_amt" bigint NOT NULL,
	CONSTRAINT "ord_sale_day_sum_pk" PRIMARY KEY("supply_entr_cd","ord_day","age_cd","sex_cd")
);
--> statement-breakpoint
CREATE TABLE "ord_sale_prod_sum" (
	"supply_entr_cd" text NOT NULL,
	"ord_day" date NOT NULL,
	"prod_cd" text NOT NULL,
	"brand_cd" text NOT NULL,
	"ord_cnt" integer NOT NULL,
	"ord_qty" integer NOT NULL,
	"real_ord_amt" bigint NOT NULL,
	"cancel_qty" integer NOT NULL,
	"cancel_amt" bigint NOT NULL,
	"return_qty" integer NOT NULL,
	"return_amt" bigint NOT NULL,
	"real_sale_qty" integer NOT NULL,
	"real_sale_amt" bigint NOT NULL,
	CONSTRAINT "ord_sale_prod_sum_pk" PRIMARY KEY("supply_entr_cd","ord_day","prod_cd","brand_cd")
);
--> statement-breakpoint
CREATE TABLE "ord_sale_sum_delta" (
	"delta_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ord_sale_sum_delta_delta_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"ord_day" date NOT NULL,
	"prod_cd" text NOT NULL,
	"brand_cd" text NOT NULL,
	"age_cd" text NOT NULL,
	"sex_cd" text NOT NULL,
	"ord_cnt" integer NOT NULL,
	"ord_qty" integer NOT NULL,
	"real_ord_amt" bigint NOT NULL,
	"cancel_qty" integer NOT NULL,
	"cancel_amt" bigint NOT NULL,
	"return_qty" integer NOT NULL,
	"return_amt" bigint NOT NULL,
	"real_sale_qty" integer NOT NULL,
	"real_sale_amt" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ord_lead_time_count_prod_idx" ON "ord_lead_time_count" USING btree ("supply_entr_cd","prod_cd","delivered_day");--> statement-breakpoint
CREATE INDEX "ord_lead_time_delta_seller_idx" ON "ord_lead_time_delta" USING btree ("supply_entr_cd","delivered_day");--> statement-breakpoint
CREATE INDEX "ord_sale_sum_delta_seller_idx" ON "ord_sale_sum_delta" USING btree ("supply_entr_cd","ord_day");--> statement-breakpoint
-- Kept sales sums (decisions "Order statistics (issue 16)"): every statement that writes ord_dtl appends what it
-- changed to ord_sale_sum_delta (per seller, Seoul order day, product, brand, age band, sex: the lines' figures, each
-- line's floors computed here so they add up) and to ord_lead_time_delta (delivered lines per seller, Seoul delivery
-- day, product, brand, shipping site and lead days). The order module's schedule folds them into ord_sale_day_sum,
-- ord_sale_prod_sum and ord_lead_time_count. The same statement triggers with transition tables as the kept line
-- counts (migration 0021): an update that moves no figure (a status move, a memo) writes nothing.
CREATE FUNCTION ord_sale_sum_delta_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ord_sale_sum_delta (supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt)
    SELECT supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, sum(ord_cnt), sum(ord_qty), sum(real_ord_amt), sum(cancel_qty), sum(cancel_amt),
    sum(return_qty), sum(return_amt), sum(real_sale_qty), sum(real_sale_amt)
    FROM (
    SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
      coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd,
      1 AS ord_cnt, 1 * ord_qty AS ord_qty, 1 * real_ord_amt AS real_ord_amt,
      1 * cancel_qty AS cancel_qty, 1 * floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
      1 * return_qty AS return_qty, 1 * floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
      1 * (ord_qty - cancel_qty - return_qty) AS real_sale_qty,
      1 * floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt
    FROM ord_dtl_new
    ) changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(ord_cnt) <> 0 OR sum(ord_qty) <> 0 OR sum(real_ord_amt) <> 0 OR sum(cancel_qty) <> 0 OR sum(cancel_amt) <> 0
      OR sum(return_qty) <> 0 OR sum(return_amt) <> 0 OR sum(real_sale_qty) <> 0 OR sum(real_sale_amt) <> 0;
    INSERT INTO ord_lead_time_delta (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
    SELECT supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(n)
    FROM (
    SELECT supply_entr_cd, (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, prod_cd, brand_cd, delivery_loc_cd,
      ((delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date) AS lead_days, 1 AS n
    FROM ord_dtl_new WHERE delivered_dt IS NOT NULL
    ) changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(n) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ord_sale_sum_delta (supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt)
    SELECT supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, sum(ord_cnt), sum(ord_qty), sum(real_ord_amt), sum(cancel_qty), sum(cancel_amt),
    sum(return_qty), sum(return_amt), sum(real_sale_qty), sum(real_sale_amt)
    FROM (
    SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
      coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd,
      -1 AS ord_cnt, -1 * ord_qty AS ord_qty, -1 * real_ord_amt AS real_ord_amt,
      -1 * cancel_qty AS cancel_qty, -1 * floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
      -1 * return_qty AS return_qty, -1 * floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
      -1 * (ord_qty - cancel_qty - return_qty) AS real_sale_qty,
      -1 * floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt
    FROM ord_dtl_old
    ) changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(ord_cnt) <> 0 OR sum(ord_qty) <> 0 OR sum(real_ord_amt) <> 0 OR sum(cancel_qty) <> 0 OR sum(cancel_amt) <> 0
      OR sum(return_qty) <> 0 OR sum(return_amt) <> 0 OR sum(real_sale_qty) <> 0 OR sum(real_sale_amt) <> 0;
    INSERT INTO ord_lead_time_delta (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
    SELECT supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(n)
    FROM (
    SELECT supply_entr_cd, (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, prod_cd, brand_cd, delivery_loc_cd,
      ((delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date) AS lead_days, -1 AS n
    FROM ord_dtl_old WHERE delivered_dt IS NOT NULL
    ) changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(n) <> 0;
  ELSE
    INSERT INTO ord_sale_sum_delta (supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt)
    SELECT supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, sum(ord_cnt), sum(ord_qty), sum(real_ord_amt), sum(cancel_qty), sum(cancel_amt),
    sum(return_qty), sum(return_amt), sum(real_sale_qty), sum(real_sale_amt)
    FROM (
    SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
      coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd,
      -1 AS ord_cnt, -1 * ord_qty AS ord_qty, -1 * real_ord_amt AS real_ord_amt,
      -1 * cancel_qty AS cancel_qty, -1 * floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
      -1 * return_qty AS return_qty, -1 * floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
      -1 * (ord_qty - cancel_qty - return_qty) AS real_sale_qty,
      -1 * floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt
    FROM ord_dtl_old
    UNION ALL
    SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
      coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd,
      1 AS ord_cnt, 1 * ord_qty AS ord_qty, 1 * real_ord_amt AS real_ord_amt,
      1 * cancel_qty AS cancel_qty, 1 * floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
      1 * return_qty AS return_qty, 1 * floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
      1 * (ord_qty - cancel_qty - return_qty) AS real_sale_qty,
      1 * floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt
    FROM ord_dtl_new
    ) changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(ord_cnt) <> 0 OR sum(ord_qty) <> 0 OR sum(real_ord_amt) <> 0 OR sum(cancel_qty) <> 0 OR sum(cancel_amt) <> 0
      OR sum(return_qty) <> 0 OR sum(return_amt) <> 0 OR sum(real_sale_qty) <> 0 OR sum(real_sale_amt) <> 0;
    INSERT INTO ord_lead_time_delta (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
    SELECT supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(n)
    FROM (
    SELECT supply_entr_cd, (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, prod_cd, brand_cd, delivery_loc_cd,
      ((delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date) AS lead_days, -1 AS n
    FROM ord_dtl_old WHERE delivered_dt IS NOT NULL
    UNION ALL
    SELECT supply_entr_cd, (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, prod_cd, brand_cd, delivery_loc_cd,
      ((delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date) AS lead_days, 1 AS n
    FROM ord_dtl_new WHERE delivered_dt IS NOT NULL
    ) changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ord_sale_sum_insert_trg AFTER INSERT ON ord_dtl REFERENCING NEW TABLE AS ord_dtl_new
  FOR EACH STATEMENT EXECUTE FUNCTION ord_sale_sum_delta_fn();
--> statement-breakpoint
CREATE TRIGGER ord_sale_sum_update_trg AFTER UPDATE ON ord_dtl REFERENCING OLD TABLE AS ord_dtl_old NEW TABLE AS ord_dtl_new
  FOR EACH STATEMENT EXECUTE FUNCTION ord_sale_sum_delta_fn();
--> statement-breakpoint
CREATE TRIGGER ord_sale_sum_delete_trg AFTER DELETE ON ord_dtl REFERENCING OLD TABLE AS ord_dtl_old
  FOR EACH STATEMENT EXECUTE FUNCTION ord_sale_sum_delta_fn();
--> statement-breakpoint
CREATE FUNCTION ord_sale_sum_truncate_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ord_sale_day_sum;
  DELETE FROM ord_sale_prod_sum;
  DELETE FROM ord_sale_sum_delta;
  DELETE FROM ord_lead_time_count;
  DELETE FROM ord_lead_time_delta;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ord_sale_sum_truncate_trg AFTER TRUNCATE ON ord_dtl FOR EACH STATEMENT EXECUTE FUNCTION ord_sale_sum_truncate_fn();
--> statement-breakpoint
-- The lines already there, summed once (as rebuildSaleSums does).
INSERT INTO ord_sale_sum_delta (supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ord_cnt, ord_qty, real_ord_amt, cancel_qty, cancel_amt, return_qty, return_amt, real_sale_qty, real_sale_amt)
SELECT supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, sum(ord_cnt), sum(ord_qty), sum(real_ord_amt), sum(cancel_qty), sum(cancel_amt),
    sum(return_qty), sum(return_amt), sum(real_sale_qty), sum(real_sale_amt)
FROM (
SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, prod_cd, brand_cd,
      coalesce(buyer_age_cd, '') AS age_cd, coalesce(buyer_sex_cd, '') AS sex_cd,
      1 AS ord_cnt, 1 * ord_qty AS ord_qty, 1 * real_ord_amt AS real_ord_amt,
      1 * cancel_qty AS cancel_qty, 1 * floor(real_ord_amt::numeric * cancel_qty / ord_qty)::bigint AS cancel_amt,
      1 * return_qty AS return_qty, 1 * floor(real_ord_amt::numeric * return_qty / ord_qty)::bigint AS return_amt,
      1 * (ord_qty - cancel_qty - return_qty) AS real_sale_qty,
      1 * floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty)::bigint AS real_sale_amt
    FROM ord_dtl
) l GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO ord_lead_time_delta (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
    SELECT supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(n)
    FROM (
    SELECT supply_entr_cd, (delivered_dt AT TIME ZONE 'Asia/Seoul')::date AS delivered_day, prod_cd, brand_cd, delivery_loc_cd,
      ((delivered_dt AT TIME ZONE 'Asia/Seoul')::date - (pay_dt AT TIME ZONE 'Asia/Seoul')::date) AS lead_days, 1 AS n
    FROM ord_dtl WHERE delivered_dt IS NOT NULL
    ) changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(n) <> 0;
