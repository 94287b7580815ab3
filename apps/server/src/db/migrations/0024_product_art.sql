-- Products show pictures drawn from their own data (issue 19) instead of a few shared files under /static/products/,
-- which are gone; order lines sold before keep their product's new picture. The URLs are images.ts's, version 1.
UPDATE "products" SET "image" = CASE WHEN "biz_type" = 7
  THEN '/api/catalog/art/tire/' || "id" || '/tread.svg?v=1'
  ELSE '/api/catalog/art/part/' || "id" || '.svg?v=1' END
WHERE "image" LIKE '/static/products/%';
--> statement-breakpoint
UPDATE "order_items" SET "image" = CASE WHEN "biz_type" = 7
  THEN '/api/catalog/art/tire/' || "prod_id" || '/tread.svg?v=1'
  ELSE '/api/catalog/art/part/' || "prod_id" || '.svg?v=1' END
WHERE "image" LIKE '/static/products/%';
