ALTER TABLE "wallet_accounts" ALTER COLUMN "balance_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "wallet_entries" ALTER COLUMN "delta_cents" SET DATA TYPE bigint;