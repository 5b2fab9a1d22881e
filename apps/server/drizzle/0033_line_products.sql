CREATE TABLE "ord_line_product" (
	"supply_entr_cd" text NOT NULL,
	"prod_cd" text NOT NULL,
	"supply_prod_cd" text NOT NULL,
	"prod_nm" text NOT NULL,
	CONSTRAINT "ord_line_product_pk" PRIMARY KEY("supply_entr_cd","prod_cd","supply_prod_cd","prod_nm")
);
--> statement-breakpoint
CREATE INDEX "ord_dtl_brand_idx" ON "ord_dtl" USING btree ("supply_entr_cd","brand_cd","ord_dt","pay_dt","ord_dtl_sts_cd","delay_sts_cd","gi_prrn_dt");--> statement-breakpoint
CREATE INDEX "ord_dtl_buyer_trgm_idx" ON "ord_dtl" USING gin ("supply_entr_cd","buyer_nm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ord_dtl_rcp_trgm_idx" ON "ord_dtl" USING gin ("supply_entr_cd","rcp_nm" gin_trgm_ops);--> statement-breakpoint
-- Kept line products (decisions "Plans on the generated mall (issue 13)"): every statement that inserts or updates
-- ord_dtl adds the products its lines name that are not kept yet, in key order (two writers of the same new
-- products then wait rather than deadlock). Statement triggers with transition tables, as the kept counts and sums
-- (migrations 0021, 0028). A delete leaves the rows: the list rechecks the lines, so a stale row finds nothing.
CREATE FUNCTION ord_line_product_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ord_line_product (supply_entr_cd, prod_cd, supply_prod_cd, prod_nm)
  SELECT DISTINCT supply_entr_cd, prod_cd, supply_prod_cd, prod_nm FROM ord_dtl_new
  ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ord_line_product_insert_trg AFTER INSERT ON ord_dtl REFERENCING NEW TABLE AS ord_dtl_new
  FOR EACH STATEMENT EXECUTE FUNCTION ord_line_product_fn();
--> statement-breakpoint
CREATE TRIGGER ord_line_product_update_trg AFTER UPDATE ON ord_dtl REFERENCING NEW TABLE AS ord_dtl_new
  FOR EACH STATEMENT EXECUTE FUNCTION ord_line_product_fn();
--> statement-breakpoint
CREATE FUNCTION ord_line_product_truncate_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ord_line_product;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ord_line_product_truncate_trg AFTER TRUNCATE ON ord_dtl FOR EACH STATEMENT EXECUTE FUNCTION ord_line_product_truncate_fn();
--> statement-breakpoint
-- The lines already there (as rebuildLineProducts does).
INSERT INTO ord_line_product (supply_entr_cd, prod_cd, supply_prod_cd, prod_nm)
SELECT DISTINCT supply_entr_cd, prod_cd, supply_prod_cd, prod_nm FROM ord_dtl ORDER BY 1, 2, 3, 4;
