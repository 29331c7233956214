ALTER TABLE "addresses" ADD COLUMN "receiver_name" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "receiver_phone" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "additional_number" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "short_address" text;