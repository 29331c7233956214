ALTER TABLE "payments" ALTER COLUMN "provider" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'initiated';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'capture' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_capture_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("settled_at") WHERE "payments"."settled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_captures" CHECK ("orders"."refunded_halalas" >= 0 AND "orders"."refunded_halalas" <= "orders"."captured_halalas");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_halalas" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_known" CHECK ("payments"."kind" IN ('capture', 'refund'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" IN ('sandbox', 'moyasar', 'bank'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('initiated', 'paid', 'refunded', 'failed'));--> statement-breakpoint
DROP TYPE "public"."payment_attempt_status";--> statement-breakpoint
-- Card attempts already paid moved their money when they were last updated.
UPDATE "payments" SET "settled_at" = "updated_at" WHERE "status" = 'paid';--> statement-breakpoint
-- Bank transfers staff confirmed before the ledger existed become its captures.
INSERT INTO "payments" ("order_id", "kind", "provider", "status", "amount_halalas", "currency", "settled_at", "created_at", "updated_at")
SELECT "id", 'capture', 'bank', 'paid', "total_halalas", 'SAR', coalesce("paid_at", "updated_at"), coalesce("paid_at", "updated_at"), coalesce("paid_at", "updated_at")
FROM "orders" WHERE "payment_method" = 0 AND "payment_status" = 'paid';--> statement-breakpoint
UPDATE "orders" SET "captured_halalas" = c."sum"
FROM (SELECT "order_id", sum("amount_halalas")::int AS "sum" FROM "payments" WHERE "kind" = 'capture' AND "status" = 'paid' GROUP BY "order_id") c
WHERE c."order_id" = "orders"."id";
