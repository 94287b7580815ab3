CREATE TABLE "growth_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "growth_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"change" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"vip_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_accounts_growth_not_negative" CHECK ("member_accounts"."growth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_monthly_grants" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_monthly_grants_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "vip_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"coupon_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "vip_purchases_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "growth_entries" ADD CONSTRAINT "growth_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_monthly_grants" ADD CONSTRAINT "vip_monthly_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_entries_user_idx" ON "growth_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_purchases_user_idx" ON "vip_purchases" USING btree ("user_id","created_at");