CREATE INDEX "purchase_orders_business_status_idx" ON "purchase_orders" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_business_sent_idx" ON "purchase_orders" USING btree ("business_id","sent_at");--> statement-breakpoint
CREATE INDEX "quotes_business_open_idx" ON "quotes" USING btree ("business_id","deadline") WHERE "quotes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "shipments_business_open_idx" ON "shipments" USING btree ("business_id","estimated_delivery") WHERE "shipments"."status" not in ('delivered', 'cancelled');