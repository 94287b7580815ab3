CREATE TABLE "flash_purchases" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "flash_purchases_count_positive" CHECK ("flash_purchases"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sale_days" (
	"sale_id" integer NOT NULL,
	"day" date NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "flash_sale_days_sale_id_day_pk" PRIMARY KEY("sale_id","day"),
	CONSTRAINT "flash_sale_days_sold" CHECK ("flash_sale_days"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flash_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sku_id" integer NOT NULL,
	"flash_price_cents" integer NOT NULL,
	"daily_stock" integer NOT NULL,
	"per_shopper_limit" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"session_start_minute" integer NOT NULL,
	"session_end_minute" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sales_stock_positive" CHECK ("flash_sales"."daily_stock" > 0 and "flash_sales"."per_shopper_limit" > 0),
	CONSTRAINT "flash_sales_session_in_day" CHECK (0 <= "flash_sales"."session_start_minute" and "flash_sales"."session_start_minute" < "flash_sales"."session_end_minute" and "flash_sales"."session_end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "buying_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buying_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"leader_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"seats_taken" integer NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "buying_groups_seats" CHECK ("buying_groups"."seats_taken" between 0 and "buying_groups"."size" and "buying_groups"."paid_count" <= "buying_groups"."seats_taken")
);
--> statement-breakpoint
CREATE TABLE "group_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sku_id" integer NOT NULL,
	"group_price_cents" integer NOT NULL,
	"group_size" integer NOT NULL,
	"time_limit_hours" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_activities_size" CHECK ("group_activities"."group_size" between 2 and 10)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"leader" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_purchases" ADD CONSTRAINT "flash_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchases" ADD CONSTRAINT "flash_purchases_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchases" ADD CONSTRAINT "flash_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_days" ADD CONSTRAINT "flash_sale_days_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_groups" ADD CONSTRAINT "buying_groups_activity_id_group_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_groups" ADD CONSTRAINT "buying_groups_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_activities" ADD CONSTRAINT "group_activities_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_buying_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."buying_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_purchases_shopper_idx" ON "flash_purchases" USING btree ("sale_id","day","user_id");--> statement-breakpoint
CREATE INDEX "flash_sales_days_idx" ON "flash_sales" USING btree ("last_day","first_day");--> statement-breakpoint
CREATE INDEX "buying_groups_activity_idx" ON "buying_groups" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "buying_groups_open_deadline_idx" ON "buying_groups" USING btree ("expires_at") WHERE "buying_groups"."state" = 'open';--> statement-breakpoint
CREATE INDEX "group_members_group_idx" ON "group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_once_idx" ON "group_members" USING btree ("group_id","user_id") WHERE "group_members"."left_at" is null;--> statement-breakpoint
-- Cards show a product's flash-sale status: the catalog's cached answers drop when a sale is scheduled, edited or closed.
CREATE TRIGGER "flash_sales_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flash_sales" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('catalog');
