CREATE TABLE "einvoice_chain" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_counter" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	CONSTRAINT "einvoice_chain_single_row" CHECK ("einvoice_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "einvoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"form" text NOT NULL,
	"number" text NOT NULL,
	"uuid" uuid NOT NULL,
	"counter" integer,
	"previous_hash" text,
	"hash" text,
	"xml" text,
	"qr" text,
	"corrects_document_id" integer,
	"reason" text,
	"requested_halalas" integer,
	"total_halalas" integer,
	"vat_halalas" integer,
	"status" text DEFAULT 'unsigned' NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cleared_xml" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_documents_kind_known" CHECK ("einvoice_documents"."kind" IN ('invoice', 'credit-note', 'debit-note')),
	CONSTRAINT "einvoice_documents_form_known" CHECK ("einvoice_documents"."form" IN ('standard', 'simplified')),
	CONSTRAINT "einvoice_documents_status_known" CHECK ("einvoice_documents"."status" IN ('unsigned', 'held', 'pending', 'reported', 'cleared', 'rejected')),
	CONSTRAINT "einvoice_documents_counter_positive" CHECK ("einvoice_documents"."counter" > 0),
	CONSTRAINT "einvoice_documents_signed_when_sent" CHECK ("einvoice_documents"."status" IN ('unsigned', 'held') OR ("einvoice_documents"."counter" IS NOT NULL AND "einvoice_documents"."hash" IS NOT NULL AND "einvoice_documents"."xml" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "einvoice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"environment" text DEFAULT 'simulation' NOT NULL,
	"seller_name_ar" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"cr_number" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"branch" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"step" text DEFAULT 'none' NOT NULL,
	"private_key_encrypted" text,
	"csr" text,
	"compliance_token" text,
	"compliance_secret_encrypted" text,
	"compliance_request_id" text,
	"production_token" text,
	"production_secret_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_settings_single_row" CHECK ("einvoice_settings"."id" = 1),
	CONSTRAINT "einvoice_settings_environment_known" CHECK ("einvoice_settings"."environment" IN ('developer-portal', 'simulation', 'production', 'simulator')),
	CONSTRAINT "einvoice_settings_step_known" CHECK ("einvoice_settings"."step" IN ('none', 'key', 'compliance', 'checked', 'production'))
);
--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_counter_uq" ON "einvoice_documents" USING btree ("counter");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_number_uq" ON "einvoice_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_uuid_uq" ON "einvoice_documents" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "einvoice_documents_order_idx" ON "einvoice_documents" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "einvoice_documents_unsigned_idx" ON "einvoice_documents" USING btree ("id") WHERE "einvoice_documents"."status" = 'unsigned';--> statement-breakpoint
CREATE INDEX "einvoice_documents_due_idx" ON "einvoice_documents" USING btree ("counter") WHERE "einvoice_documents"."status" = 'pending';--> statement-breakpoint
-- The chain starts from ZATCA's documented first previous-invoice hash (base64 of the hex SHA-256 of "0").
INSERT INTO "einvoice_chain" ("id", "last_counter", "last_hash") VALUES (1, 0, 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==');--> statement-breakpoint
INSERT INTO "einvoice_settings" ("id") VALUES (1);
