-- Typo-tolerant text search (issue 4): drizzle-kit cannot create extensions or trigram operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "status" = 'active';
