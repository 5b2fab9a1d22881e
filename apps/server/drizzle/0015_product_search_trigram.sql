CREATE INDEX "product_name_trgm_idx" ON "product" USING gin ("supply_entr_cd","prod_nm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_supply_prod_cd_trgm_idx" ON "product" USING gin ("supply_entr_cd","supply_prod_cd" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_status_name_idx" ON "product" USING btree ("supply_entr_cd","prod_sts_cd","prod_nm");