ALTER TABLE "purchase_orders" ADD COLUMN "issues" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "issues_open_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchase_orders_business_issues_idx" ON "purchase_orders" USING btree ("business_id","issues_open_since") WHERE "purchase_orders"."issues_open_since" is not null;