ALTER TABLE "files" ADD COLUMN "purchase_order_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "shipped_on" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "receipts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_purchase_order_idx" ON "files" USING btree ("purchase_order_id");