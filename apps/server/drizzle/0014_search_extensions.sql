-- The product lists' "contains" searches use trigram indexes (pg_trgm) led by the seller (btree_gin); both are
-- contrib extensions of the PostgreSQL server and of PGlite (loaded at open, see open-database.ts), and trusted,
-- so a database owner may create them. Written by hand: Drizzle's schema cannot express an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
