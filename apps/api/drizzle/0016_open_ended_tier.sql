ALTER TABLE "price_tiers" DROP CONSTRAINT "price_tiers_range";--> statement-breakpoint
ALTER TABLE "price_tiers" ALTER COLUMN "to_qty" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_range" CHECK ("price_tiers"."from_qty" >= 1 AND ("price_tiers"."to_qty" IS NULL OR "price_tiers"."from_qty" <= "price_tiers"."to_qty"));