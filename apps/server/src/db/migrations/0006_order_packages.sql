CREATE TABLE "order_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"waybill" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"item_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_packages_order_idx" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_shipped_deadline_idx" ON "orders" USING btree ("auto_confirm_at") WHERE "orders"."status" = 3;