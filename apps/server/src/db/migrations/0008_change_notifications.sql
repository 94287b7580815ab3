-- Committed changes are announced on the channel 'tread_changes' (issue 12): every instance drops what it cached
-- from them. NOTIFY is sent at commit and never for a rolled-back change, so no write path can forget it.
-- The payload is a comma-separated list of the tags caches file their entries under.
CREATE FUNCTION "announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tread_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update of SKUs names their sizes and products, so a sale in one size leaves every other size's pages cached.
CREATE FUNCTION "announce_sku_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  SELECT string_agg(tag, ',') INTO tags FROM (
    SELECT 'size:' || "size_key" AS tag FROM old_rows WHERE "size_key" IS NOT NULL
    UNION SELECT 'size:' || "size_key" FROM new_rows WHERE "size_key" IS NOT NULL
    UNION SELECT 'product:' || "product_id" FROM old_rows
    UNION SELECT 'product:' || "product_id" FROM new_rows
  ) AS changed;
  IF tags IS NULL THEN
    RETURN NULL;
  END IF;
  -- A payload holds at most 8000 bytes: a mass update announces the whole catalog instead.
  PERFORM pg_notify('tread_changes', CASE WHEN length(tags) > 7000 THEN 'catalog' ELSE 'skus,' || tags END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sys_config_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_config" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('config');
--> statement-breakpoint
CREATE TRIGGER "content_pages_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('config');
--> statement-breakpoint
CREATE TRIGGER "skus_updates" AFTER UPDATE ON "skus" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_sku_update"();
--> statement-breakpoint
CREATE TRIGGER "skus_changes" AFTER INSERT OR DELETE OR TRUNCATE ON "skus" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
--> statement-breakpoint
CREATE TRIGGER "products_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
--> statement-breakpoint
CREATE TRIGGER "brands_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
--> statement-breakpoint
CREATE TRIGGER "categories_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
--> statement-breakpoint
CREATE TRIGGER "vehicles_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
