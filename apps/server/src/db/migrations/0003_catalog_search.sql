-- Search indexes drizzle-kit cannot declare (issue 4): the pg_trgm extension, its trigram index, and INCLUDE.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "status" = 'active';
--> statement-breakpoint
-- A size's active SKUs with every filter column, in price order: counts and pages are index-only scans.
CREATE INDEX IF NOT EXISTS "skus_size_search_idx" ON "skus" ("size_key", "price") INCLUDE ("id", "product_id", "brand_id", "season", "speed_rating", "load_index", "run_flat", "tier", "popularity") WHERE "active";
