CREATE INDEX "product_review_queue_idx" ON "product" USING btree ("prod_sts_cd","reg_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prod_cd_uq" ON "product" USING btree ("prod_cd");