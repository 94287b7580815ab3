CREATE TABLE "order_points" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"points" integer NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"item_cents" integer NOT NULL,
	"returned_item_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_points_returned_range" CHECK ("order_points"."returned" between 0 and "order_points"."points" and "order_points"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_free_spins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raffle_free_spins_not_negative" CHECK ("raffle_free_spins"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_prize_stock" (
	"prize_id" text PRIMARY KEY NOT NULL,
	"given" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"prize_id" text NOT NULL,
	"prize_name" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"cost" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"bonus_growth" integer DEFAULT 0 NOT NULL,
	"bonus_points" integer DEFAULT 0 NOT NULL,
	"coupon_ids" integer[] DEFAULT '{}' NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "top_ups_number_unique" UNIQUE("number"),
	CONSTRAINT "top_ups_amount_range" CHECK ("top_ups"."amount_cents" between 1 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "order_points" ADD CONSTRAINT "order_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_free_spins" ADD CONSTRAINT "raffle_free_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_spins" ADD CONSTRAINT "raffle_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raffle_spins_user_idx" ON "raffle_spins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "top_ups_user_idx" ON "top_ups" USING btree ("user_id","created_at");