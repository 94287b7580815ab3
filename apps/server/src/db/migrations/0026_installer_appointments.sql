CREATE TABLE "appointment_slots" (
	"station_id" integer NOT NULL,
	"day" date NOT NULL,
	"start" text NOT NULL,
	CONSTRAINT "appointment_slots_station_id_day_start_pk" PRIMARY KEY("station_id","day","start")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"station_id" integer NOT NULL,
	"day" date NOT NULL,
	"start" text NOT NULL,
	"status" text NOT NULL,
	"units_left" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointments_status_known" CHECK ("appointments"."status" IN ('booked', 'released'))
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_user_number_idx" ON "appointments" USING btree ("user_id","order_number");--> statement-breakpoint
CREATE INDEX "appointments_station_day_idx" ON "appointments" USING btree ("station_id","day","start") WHERE "appointments"."status" = 'booked';