CREATE TABLE "tire_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tire_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"vehicle_id" text NOT NULL,
	"vehicle_name" text NOT NULL,
	"tire_size" text,
	"quantity" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"reply" text,
	"replied_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tire_requests_quantity_range" CHECK ("tire_requests"."quantity" BETWEEN 1 AND 8),
	CONSTRAINT "tire_requests_status_known" CHECK ("tire_requests"."status" IN ('open', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "tire_requests" ADD CONSTRAINT "tire_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_requests" ADD CONSTRAINT "tire_requests_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tire_requests_status_idx" ON "tire_requests" USING btree ("status","id");