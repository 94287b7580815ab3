CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"tier" text NOT NULL,
	"blurb" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"parent_id" integer,
	"biz_type" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"biz_type" integer NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"season" text,
	"tire_category" text,
	"tier" integer,
	"treadwear" integer,
	"traction" text,
	"temperature" text,
	"warranty_miles" integer,
	"warranty_years" integer,
	"sidewall" text,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"party_code" text NOT NULL,
	"part_number" text NOT NULL,
	"size" text,
	"size_key" text,
	"width" real,
	"ratio" real,
	"diameter" real,
	"load_index" integer,
	"speed_rating" text,
	"run_flat" boolean DEFAULT false NOT NULL,
	"xl" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"map_price" integer,
	"list_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"weight_lb" real,
	"active" boolean DEFAULT true NOT NULL,
	"biz_type" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"season" text,
	"tier" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skus_party_code_unique" UNIQUE("party_code"),
	CONSTRAINT "skus_stock_not_negative" CHECK ("skus"."stock" >= 0),
	CONSTRAINT "skus_price_positive" CHECK ("skus"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stations_code_unique" UNIQUE("code"),
	CONSTRAINT "stations_kind" CHECK ("stations"."kind" in ('installer', 'pickup'))
);
--> statement-breakpoint
CREATE TABLE "plates" (
	"state" text NOT NULL,
	"plate" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"vin" text,
	CONSTRAINT "plates_state_plate_pk" PRIMARY KEY("state","plate")
);
--> statement-breakpoint
CREATE TABLE "user_tire_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_tire_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"width" real NOT NULL,
	"ratio" real NOT NULL,
	"diameter" real NOT NULL,
	"size_key" text NOT NULL,
	"source" text DEFAULT 'size' NOT NULL,
	"currents" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"vehicle_id" text NOT NULL,
	"last_query_tire_size" text NOT NULL,
	"vin" text,
	"state" text,
	"license_plate" text,
	"current_mileage" integer,
	"mileage_rate" integer,
	"currents" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text NOT NULL,
	"engine" text NOT NULL,
	"body_type" text NOT NULL,
	"front_size" text NOT NULL,
	"rear_size" text,
	"optional_sizes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plates" ADD CONSTRAINT "plates_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tire_sizes" ADD CONSTRAINT "user_tire_sizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vehicles" ADD CONSTRAINT "user_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vehicles" ADD CONSTRAINT "user_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id","size_key");--> statement-breakpoint
CREATE INDEX "skus_part_number_idx" ON "skus" USING btree (upper("part_number"));--> statement-breakpoint
CREATE INDEX "stations_kind_lat_idx" ON "stations" USING btree ("kind","lat") WHERE "stations"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "user_tire_sizes_user_size_idx" ON "user_tire_sizes" USING btree ("user_id","size_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tire_sizes_one_current_idx" ON "user_tire_sizes" USING btree ("user_id") WHERE "user_tire_sizes"."currents";--> statement-breakpoint
CREATE UNIQUE INDEX "user_vehicles_user_vehicle_size_idx" ON "user_vehicles" USING btree ("user_id","vehicle_id","last_query_tire_size");--> statement-breakpoint
CREATE UNIQUE INDEX "user_vehicles_one_current_idx" ON "user_vehicles" USING btree ("user_id") WHERE "user_vehicles"."currents";--> statement-breakpoint
CREATE INDEX "vehicles_year_make_model_idx" ON "vehicles" USING btree ("year","make","model");