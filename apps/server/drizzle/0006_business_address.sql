ALTER TABLE "partner_join" ADD COLUMN "biz_country_cd" text DEFAULT 'KR' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_join" ADD COLUMN "biz_city_nm" text;--> statement-breakpoint
ALTER TABLE "supply_entr" ADD COLUMN "biz_country_cd" text DEFAULT 'KR' NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_entr" ADD COLUMN "biz_city_nm" text;