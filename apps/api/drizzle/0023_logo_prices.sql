ALTER TABLE "products" ADD COLUMN "logo_price_halalas" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "logo_unit_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_logo_price_nonnegative" CHECK ("products"."logo_price_halalas" IS NULL OR "products"."logo_price_halalas" >= 0);