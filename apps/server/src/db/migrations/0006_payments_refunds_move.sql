-- Refunds made or owed before payments had their own refunds table become rows of it.
INSERT INTO "payment_refunds" ("refund_number", "payment_id", "amount_cents", "reason", "note", "status", "provider", "provider_ref", "created_at", "updated_at", "refunded_at")
SELECT 'R' || lpad("id"::text, 20, '0'), "id", "amount_cents", 'orders_not_payable', coalesce("failure_reason", ''),
  CASE WHEN "status" = 'refunded' THEN 'succeeded' ELSE 'pending' END, "provider", "refund_ref", "updated_at", "updated_at", "refunded_at"
FROM "payments" WHERE "status" IN ('refund_pending', 'refunded') AND "amount_cents" > 0;--> statement-breakpoint
UPDATE "payments" SET "refunded_cents" = "amount_cents" WHERE "status" IN ('refund_pending', 'refunded');--> statement-breakpoint
UPDATE "payments" SET "status" = 'unapplied' WHERE "status" = 'refund_pending';--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_ref";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_at";
