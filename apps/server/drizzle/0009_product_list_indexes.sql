DROP INDEX "product_brand_idx";--> statement-breakpoint
DROP INDEX "product_category_idx";--> statement-breakpoint
CREATE INDEX "product_option_stock_idx" ON "product_option" USING btree ("supply_entr_cd","stock_qty");--> statement-breakpoint
CREATE INDEX "product_up_dt_idx" ON "product" USING btree ("supply_entr_cd","up_dt");--> statement-breakpoint
CREATE INDEX "product_brand_idx" ON "product" USING btree ("supply_entr_cd","brand_cd","reg_dt");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("supply_entr_cd","standard_category_id" text_pattern_ops,"reg_dt");