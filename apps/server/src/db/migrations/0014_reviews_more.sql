CREATE TABLE "product_ratings" (
	"prod_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"rating_total" integer NOT NULL,
	CONSTRAINT "product_ratings_count_nonnegative" CHECK ("product_ratings"."review_count" >= 0)
);
--> statement-breakpoint
-- A product's rating changed (a review written, hidden or shown again): caches drop the cards and pages showing it
-- ('rating:<prodId>') and the table of every rating ('ratings').
CREATE FUNCTION "announce_rating_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tread_changes', 'ratings,rating:' || NEW."prod_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_ratings_changes" AFTER INSERT OR UPDATE ON "product_ratings" FOR EACH ROW EXECUTE FUNCTION "announce_rating_change"();
