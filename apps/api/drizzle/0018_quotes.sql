CREATE TYPE "public"."quote_status" AS ENUM('requested', 'quoted', 'changes_requested', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"product_id" integer,
	"product_name_ar" text NOT NULL,
	"product_name_en" text NOT NULL,
	"product_image" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"items" jsonb NOT NULL,
	"tier_price_halalas" integer NOT NULL,
	"unit_price_halalas" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_price_check" CHECK ("quote_lines"."unit_price_halalas" is null or "quote_lines"."unit_price_halalas" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" "quote_status" DEFAULT 'requested' NOT NULL,
	"lang" "language" NOT NULL,
	"wanted_by" date,
	"note" text,
	"changes_note" text,
	"staff_note" text,
	"valid_until" date,
	"quoted_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_priced_check" CHECK ("quotes"."status" not in ('quoted', 'accepted') or "quotes"."valid_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","id");