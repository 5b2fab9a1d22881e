CREATE TABLE "idempotency_key" (
	"supply_entr_cd" text NOT NULL,
	"route" text NOT NULL,
	"idem_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_key_supply_entr_cd_route_idem_key_pk" PRIMARY KEY("supply_entr_cd","route","idem_key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("created_at");