-- Substring search over vendors uses trigram indexes (ILIKE '%…%' without a table scan).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"phone" text,
	"country" text,
	"address" text,
	"order_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_business_email_key" ON "vendors" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_invite_token_key" ON "vendors" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "vendors_business_name_idx" ON "vendors" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin (lower("name" || ' ' || "email" || ' ' || coalesce("contact_name", '')) gin_trgm_ops);