CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"cashback" boolean DEFAULT false NOT NULL,
	"scope" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"target" text NOT NULL,
	"amount_cents" integer,
	"percent" integer,
	"max_off_cents" integer,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"total_quantity" integer,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"app_only" boolean DEFAULT false NOT NULL,
	"in_center" boolean DEFAULT true NOT NULL,
	"code" text,
	"channel_key" text,
	"banner_enabled" boolean DEFAULT true NOT NULL,
	"scope" jsonb NOT NULL,
	"paused_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_amount_or_percent" CHECK (("coupons"."amount_cents" is null) <> ("coupons"."percent" is null)),
	CONSTRAINT "coupons_never_over_claimed" CHECK ("coupons"."total_quantity" is null or "coupons"."claimed_count" <= "coupons"."total_quantity")
);
--> statement-breakpoint
CREATE TABLE "order_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"coupon_id" integer,
	"activity_id" integer,
	"activity_type" integer,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payback_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"void_at" timestamp with time zone,
	CONSTRAINT "order_promotions_not_negative" CHECK ("order_promotions"."amount_cents" >= 0 and "order_promotions"."payback_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"looking_for" text NOT NULL,
	"needed" text NOT NULL,
	"user_coupon_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"by_code" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_channel_key_idx" ON "coupons" USING btree ("channel_key");--> statement-breakpoint
CREATE INDEX "order_promotions_order_idx" ON "order_promotions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_promotions_unpaid_idx" ON "order_promotions" USING btree ("order_id") WHERE "order_promotions"."payback_cents" > 0 and "order_promotions"."paid_at" is null and "order_promotions"."void_at" is null;--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE INDEX "user_coupons_order_idx" ON "user_coupons" USING btree ("order_id") WHERE "user_coupons"."order_id" is not null;--> statement-breakpoint
-- Cards show activities and coupons (issue 14): a change of what they offer drops cached catalog answers. Claims
-- only move claimed_count, which no card shows, so they leave the caches alone.
CREATE TRIGGER "activities_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
--> statement-breakpoint
CREATE TRIGGER "coupons_changes" AFTER INSERT OR DELETE OR TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
--> statement-breakpoint
CREATE TRIGGER "coupons_edits" AFTER UPDATE OF "name", "target", "amount_cents", "percent", "max_off_cents", "min_spend_cents", "valid_from", "valid_to", "in_center", "scope", "paused_at", "ended_at" ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
