CREATE TYPE "public"."artwork_placement" AS ENUM('chest_left', 'chest_right', 'back', 'sleeve');--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"preview" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "artwork_id" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "placement" "artwork_placement";--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artworks_customer_idx" ON "artworks" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;