CREATE INDEX "products_name_ar_trgm_idx" ON "products" USING gin ("name_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_staff_email_trgm_idx" ON "audit_log" USING gin ("staff_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_trgm_idx" ON "audit_log" USING gin ("entity" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (("fname" || ' ' || "lname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_trgm_idx" ON "customers" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_halalas","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_transfers_idx" ON "orders" USING btree ("status") WHERE "orders"."payment_method" = 0 AND "orders"."payment_status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_code_trgm_idx" ON "orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING gin ("comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_trgm_idx" ON "mail_outbox" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_trgm_idx" ON "mail_outbox" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_kind_trgm_idx" ON "mail_outbox" USING gin ("kind" gin_trgm_ops);