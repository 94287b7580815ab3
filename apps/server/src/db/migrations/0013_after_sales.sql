CREATE TABLE "refund_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_number" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"service_type" integer NOT NULL,
	"cargo_status" integer NOT NULL,
	"reason" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"includes_delivery" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" integer NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"return_by" timestamp with time zone,
	"seller_reason" text,
	"seller_remark" text,
	"return_address" text,
	"logistics_company" text,
	"tracking_number" text,
	"logistics_phone" text,
	"shipped_at" timestamp with time zone,
	"payment_refund_number" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_requests_refund_number_unique" UNIQUE("refund_number"),
	CONSTRAINT "refund_requests_quantity_positive" CHECK ("refund_requests"."quantity" > 0),
	CONSTRAINT "refund_requests_amount_positive" CHECK ("refund_requests"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"display_size" text,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"tire_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_item_idx" ON "refund_requests" USING btree ("item_id") WHERE "refund_requests"."status" in (1, 2, 3, 4, 5, 7);--> statement-breakpoint
CREATE INDEX "refund_requests_user_idx" ON "refund_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_respond_idx" ON "refund_requests" USING btree ("respond_by") WHERE "refund_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "refund_requests_return_idx" ON "refund_requests" USING btree ("return_by") WHERE "refund_requests"."status" = 3;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("prod_id","created_at") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_order_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");