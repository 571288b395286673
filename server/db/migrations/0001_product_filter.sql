DROP INDEX "products_total_sold_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_promo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(descriptions, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("total_sold" DESC NULLS FIRST,"id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_category_sold_idx" ON "products" USING btree ("category_id","total_sold" DESC NULLS FIRST,"id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_subcategory_sold_idx" ON "products" USING btree ("subcategory_id","total_sold" DESC NULLS FIRST,"id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_subcategory_price_idx" ON "products" USING btree ("subcategory_id","effective_price","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("count_review" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("star_review","total_sold" DESC NULLS FIRST) WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_promo_idx" ON "products" USING btree ("total_sold" DESC NULLS FIRST,"id") WHERE status = 'enabled' and has_promo;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("effective_price","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE status = 'enabled';--> statement-breakpoint
-- Hand-written: effective_price and has_promo follow the active promos (cheapest first), kept by triggers
-- so every writer (seed, admin, tests) stays consistent. A promo window opening or closing later is caught
-- up by refresh_promo_windows(), which the API runs periodically.
CREATE OR REPLACE FUNCTION product_active_promo_price(pid integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT min(price_promo) FROM promos
  WHERE product_id = pid AND status = 'active'
    AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_effective_price() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  promo bigint;
BEGIN
  promo := product_active_promo_price(NEW.id);
  NEW.has_promo := promo IS NOT NULL;
  NEW.effective_price := coalesce(promo, NEW.price);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_effective_price BEFORE INSERT OR UPDATE OF price ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_effective_price();--> statement-breakpoint
CREATE OR REPLACE FUNCTION promos_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE products SET price = price WHERE id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    UPDATE products SET price = price WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER promos_effective_price AFTER INSERT OR UPDATE OR DELETE ON promos
  FOR EACH ROW EXECUTE FUNCTION promos_touch_product();--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_promo_windows() RETURNS integer LANGUAGE sql AS $$
  WITH changed AS (
    UPDATE products p SET price = p.price
    WHERE p.id IN (SELECT product_id FROM promos WHERE starts_at IS NOT NULL OR ends_at IS NOT NULL)
      AND p.effective_price IS DISTINCT FROM coalesce(product_active_promo_price(p.id), p.price)
    RETURNING 1
  )
  SELECT count(*)::integer FROM changed
$$;--> statement-breakpoint
UPDATE products SET price = price;
