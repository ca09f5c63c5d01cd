DROP INDEX "vendors_search_idx";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(contact_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);