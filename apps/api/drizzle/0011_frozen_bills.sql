ALTER TABLE "orders" ADD COLUMN "seller_address_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_address_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank" jsonb;--> statement-breakpoint
-- Orders placed before bills were frozen kept no copy of their buyer, the seller's address or the
-- bank account: they get today's profile and settings, the best that can be done for them (their
-- bills showed exactly these until now). Orders placed from here on store their own at placement.
UPDATE "orders" SET "buyer" = jsonb_build_object(
  'fname', c."fname", 'lname', c."lname", 'email', c."email", 'phone', c."phone",
  'companyName', c."company_name", 'vatNumber', c."vat_number")
FROM "customers" c WHERE c."id" = "orders"."customer_id";--> statement-breakpoint
UPDATE "orders" SET "seller_address_ar" = s."address_ar", "seller_address_en" = s."address_en",
  "bank" = CASE WHEN "orders"."payment_method" = 0 THEN jsonb_build_object(
    'nameAr', s."bank_name_ar", 'nameEn', s."bank_name_en", 'account', s."bank_account", 'iban', s."bank_iban")
  END
FROM "settings" s WHERE s."id" = 1;--> statement-breakpoint
-- A shop without its settings row still has its transfer orders show a (blank) bank block.
UPDATE "orders" SET "bank" = '{"nameAr": "", "nameEn": "", "account": "", "iban": ""}'::jsonb
WHERE "payment_method" = 0 AND "bank" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "buyer" SET NOT NULL;
