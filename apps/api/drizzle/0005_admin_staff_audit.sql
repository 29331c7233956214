CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'staff'::text;--> statement-breakpoint
-- The roles are now owner and staff: the earlier manager, editor and support accounts become staff.
UPDATE "staff_users" SET "role" = 'staff' WHERE "role" <> 'owner';--> statement-breakpoint
DROP TYPE "public"."staff_role";--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('owner', 'staff');--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'staff'::"public"."staff_role";--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DATA TYPE "public"."staff_role" USING "role"::"public"."staff_role";--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "size_id" integer;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "lang" "language" DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The shop's size list starts as the sizes its products already offer, linked to them.
INSERT INTO "sizes" ("name", "sort_order") SELECT "name", min("sort_order") FROM "product_sizes" GROUP BY "name" ORDER BY min("sort_order"), "name";--> statement-breakpoint
UPDATE "product_sizes" SET "size_id" = "sizes"."id" FROM "sizes" WHERE "sizes"."name" = "product_sizes"."name";
