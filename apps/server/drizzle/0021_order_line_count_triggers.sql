-- Kept order line counts (decisions "Kept order line counts (issue 13)"): every statement that writes ord_dtl appends
-- what it changed per seller, Seoul days of ord_dt and pay_dt, status and delay mark to ord_dtl_count_delta; the
-- order module's schedule folds the deltas into ord_dtl_count. Statement triggers with transition tables: a bulk
-- insert writes one delta row per group, not one per line, and an update that moves no count writes nothing.
CREATE FUNCTION ord_dtl_count_delta_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ord_dtl_count_delta (supply_entr_cd, ord_day, pay_day, ord_dtl_sts_cd, delay_sts_cd, n)
    SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date, (pay_dt AT TIME ZONE 'Asia/Seoul')::date,
      ord_dtl_sts_cd, coalesce(delay_sts_cd, ''), count(*)
    FROM ord_dtl_new GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ord_dtl_count_delta (supply_entr_cd, ord_day, pay_day, ord_dtl_sts_cd, delay_sts_cd, n)
    SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date, (pay_dt AT TIME ZONE 'Asia/Seoul')::date,
      ord_dtl_sts_cd, coalesce(delay_sts_cd, ''), -count(*)
    FROM ord_dtl_old GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO ord_dtl_count_delta (supply_entr_cd, ord_day, pay_day, ord_dtl_sts_cd, delay_sts_cd, n)
    SELECT supply_entr_cd, ord_day, pay_day, ord_dtl_sts_cd, delay_sts_cd, sum(n)
    FROM (
      SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date AS ord_day, (pay_dt AT TIME ZONE 'Asia/Seoul')::date AS pay_day,
        ord_dtl_sts_cd, coalesce(delay_sts_cd, '') AS delay_sts_cd, -1 AS n
      FROM ord_dtl_old
      UNION ALL
      SELECT supply_entr_cd, (ord_dt AT TIME ZONE 'Asia/Seoul')::date, (pay_dt AT TIME ZONE 'Asia/Seoul')::date,
        ord_dtl_sts_cd, coalesce(delay_sts_cd, ''), 1
      FROM ord_dtl_new
    ) moved
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ord_dtl_count_insert_trg AFTER INSERT ON ord_dtl REFERENCING NEW TABLE AS ord_dtl_new
  FOR EACH STATEMENT EXECUTE FUNCTION ord_dtl_count_delta_fn();
--> statement-breakpoint
CREATE TRIGGER ord_dtl_count_update_trg AFTER UPDATE ON ord_dtl REFERENCING OLD TABLE AS ord_dtl_old NEW TABLE AS ord_dtl_new
  FOR EACH STATEMENT EXECUTE FUNCTION ord_dtl_count_delta_fn();
--> statement-breakpoint
CREATE TRIGGER ord_dtl_count_delete_trg AFTER DELETE ON ord_dtl REFERENCING OLD TABLE AS ord_dtl_old
  FOR EACH STATEMENT EXECUTE FUNCTION ord_dtl_count_delta_fn();
--> statement-breakpoint
CREATE FUNCTION ord_dtl_count_truncate_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ord_dtl_count;
  DELETE FROM ord_dtl_count_delta;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ord_dtl_count_truncate_trg AFTER TRUNCATE ON ord_dtl FOR EACH STATEMENT EXECUTE FUNCTION ord_dtl_count_truncate_fn();
--> statement-breakpoint
-- The lines already there, counted once.
INSERT INTO ord_dtl_count (supply_entr_cd, date_kind, day, ord_dtl_sts_cd, delay_sts_cd, n)
SELECT supply_entr_cd, 'ORDER', (ord_dt AT TIME ZONE 'Asia/Seoul')::date, ord_dtl_sts_cd, coalesce(delay_sts_cd, ''), count(*)
FROM ord_dtl GROUP BY 1, 2, 3, 4, 5
UNION ALL
SELECT supply_entr_cd, 'PAY', (pay_dt AT TIME ZONE 'Asia/Seoul')::date, ord_dtl_sts_cd, coalesce(delay_sts_cd, ''), count(*)
FROM ord_dtl GROUP BY 1, 2, 3, 4, 5;
