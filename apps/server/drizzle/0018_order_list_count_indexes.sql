DROP INDEX "ord_dtl_ord_dt_idx";--> statement-breakpoint
DROP INDEX "ord_dtl_pay_dt_idx";--> statement-breakpoint
CREATE INDEX "ord_dtl_ord_dt_idx" ON "ord_dtl" USING btree ("supply_entr_cd","ord_dt","ord_no","ord_dtl_sq","ord_dtl_sts_cd","delay_sts_cd","gi_prrn_dt");--> statement-breakpoint
CREATE INDEX "ord_dtl_pay_dt_idx" ON "ord_dtl" USING btree ("supply_entr_cd","pay_dt","ord_no","ord_dtl_sq","ord_dtl_sts_cd","delay_sts_cd","gi_prrn_dt");