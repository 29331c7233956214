-- Closed value sets become enums and check constraints; sponsor and bank names get a column per
-- language; a blank address note becomes null. Existing rows are brought in line first, so the
-- migration applies to a database that already holds a shop.
CREATE TYPE "public"."language" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('owner', 'manager', 'editor', 'support');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'on_hold', 'processing', 'shipped', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'paid', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'failed', 'kept');--> statement-breakpoint
-- Spelling variants of the statuses the old comments listed ("On hold", "on-hold", "canceled").
UPDATE "orders" SET "status" = replace(replace(lower(btrim("status")), ' ', '_'), '-', '_');--> statement-breakpoint
UPDATE "orders" SET "status" = 'cancelled' WHERE "status" = 'canceled';--> statement-breakpoint
UPDATE "orders" SET "payment_status" = lower(btrim("payment_status"));--> statement-breakpoint
UPDATE "staff_users" SET "role" = lower(btrim("role"));--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = lower(btrim("status"));--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "lang" = CASE WHEN lower(btrim("lang")) = 'en' THEN 'en' ELSE 'ar' END;--> statement-breakpoint
UPDATE "contact_messages" SET "lang" = CASE WHEN lower(btrim("lang")) = 'en' THEN 'en' ELSE 'ar' END;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "lang" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "lang" SET DATA TYPE "public"."language" USING "lang"::"public"."language";--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "lang" SET DEFAULT 'ar'::"public"."language";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "lang" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "lang" SET DATA TYPE "public"."language" USING "lang"::"public"."language";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "lang" SET DEFAULT 'ar'::"public"."language";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."mail_status" USING "status"::"public"."mail_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."mail_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING "status"::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DATA TYPE "public"."payment_status" USING "payment_status"::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DEFAULT 'unpaid'::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DATA TYPE "public"."staff_role" USING "role"::"public"."staff_role";--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'manager'::"public"."staff_role";--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "note" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "note" DROP NOT NULL;--> statement-breakpoint
UPDATE "addresses" SET "note" = NULL WHERE btrim("note") = '';--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- "مصرف الراجحي | Al Rajhi Bank" was both languages in one value: split it; otherwise copy it to both.
UPDATE "settings" SET "bank_name_ar" = btrim(split_part("bank_name", '|', 1)), "bank_name_en" = CASE WHEN position('|' in "bank_name") > 0 THEN btrim(split_part("bank_name", '|', 2)) ELSE btrim("bank_name") END;--> statement-breakpoint
ALTER TABLE "settings" DROP COLUMN "bank_name";--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "sponsors" SET "name_ar" = "name", "name_en" = "name";--> statement-breakpoint
ALTER TABLE "sponsors" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_type_known" CHECK ("coupons"."type" IN (0, 1));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_range" CHECK ("coupons"."amount" >= 0 AND ("coupons"."type" = 0 OR "coupons"."amount" <= 10000));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN (0, 1));--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_range" CHECK ("price_tiers"."from_qty" >= 1 AND "price_tiers"."from_qty" <= "price_tiers"."to_qty");--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_price_positive" CHECK ("price_tiers"."price_halalas" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_avg_rate_range" CHECK ("products"."avg_rate" >= 0 AND "products"."avg_rate" <= 5);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rates_count_nonnegative" CHECK ("products"."rates_count" >= 0);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rate_stars" CHECK ("reviews"."rate" BETWEEN 1 AND 5);
