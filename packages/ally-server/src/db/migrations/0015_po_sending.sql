ALTER TABLE "dev_mail" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_link_token_key" ON "purchase_orders" USING btree ("link_token_hash");