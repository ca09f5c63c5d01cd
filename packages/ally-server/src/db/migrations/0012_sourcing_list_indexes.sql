DROP INDEX "rfqs_business_sent_idx";--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quoted_total" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (lower("title" || ' ' || "ta_id") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "rfqs_business_sent_idx" ON "rfqs" USING btree ("business_id","sent_at","id");--> statement-breakpoint
-- RFQs answered before the column existed carry the total of their live answer.
UPDATE "rfqs" SET "quoted_total" = (
  SELECT "total" FROM "quote_responses"
  WHERE "quote_responses"."rfq_id" = "rfqs"."id" AND "quote_responses"."status" NOT IN ('superseded', 'withdrawn')
  ORDER BY "revision" DESC LIMIT 1
);
