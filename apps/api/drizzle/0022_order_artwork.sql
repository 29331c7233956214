CREATE TYPE "public"."artwork_status" AS ENUM('awaiting', 'approved', 'changes_requested');--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "artwork_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "placement" "artwork_placement";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "artwork_status" "artwork_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "artwork_note" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;