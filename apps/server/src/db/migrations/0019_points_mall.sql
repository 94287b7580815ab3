CREATE TABLE "mall_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"goods_id" integer NOT NULL,
	"count" integer NOT NULL,
	"points" integer NOT NULL,
	"cash_cents" integer NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"order_number" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mall_exchanges_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sku_id" integer,
	"coupon_id" integer,
	"points_price" integer NOT NULL,
	"cash_cents" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"exchanged" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mall_goods_exchanged_range" CHECK ("mall_goods"."exchanged" between 0 and "mall_goods"."stock")
);
--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_exchanges_user_idx" ON "mall_exchanges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_exchanges_order_idx" ON "mall_exchanges" USING btree ("order_id");