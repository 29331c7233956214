ALTER TABLE "customers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "product_colors_color_idx" ON "product_colors" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "product_sizes_size_idx" ON "product_sizes" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "customers_orders_count_idx" ON "customers" USING btree ("orders_count","id");--> statement-breakpoint
-- customers.orders_count is kept by the database, whoever writes orders (checkout, staff, imports):
-- one more for an order placed, one less for an order deleted, both when an order changes hands.
CREATE FUNCTION "orders_count_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "customers" SET "orders_count" = "orders_count" + 1 WHERE "id" = NEW."customer_id";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "customers" SET "orders_count" = "orders_count" - 1 WHERE "id" = OLD."customer_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_on_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_count_kept"();--> statement-breakpoint
CREATE TRIGGER "orders_count_on_customer_change" AFTER UPDATE OF "customer_id" ON "orders"
  FOR EACH ROW WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id") EXECUTE FUNCTION "orders_count_kept"();--> statement-breakpoint
UPDATE "customers" SET "orders_count" = "counted"."n"
  FROM (SELECT "customer_id", count(*)::int AS "n" FROM "orders" GROUP BY "customer_id") AS "counted"
  WHERE "counted"."customer_id" = "customers"."id";
