ALTER TABLE "refund_requests" DROP CONSTRAINT "refund_requests_amount_positive";--> statement-breakpoint
ALTER TABLE "order_points" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_points" ADD COLUMN "returned_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_amount_not_negative" CHECK ("refund_requests"."amount_cents" >= 0);--> statement-breakpoint
-- Orders placed before: their units from their items; an order whose points all came back has all its units back.
UPDATE "order_points" AS p
SET "units" = i.units, "returned_units" = CASE WHEN p.returned >= p.points THEN i.units ELSE 0 END
FROM (SELECT "order_id", sum("count")::int AS units FROM "order_items" GROUP BY "order_id") AS i
WHERE i.order_id = p.order_id;
