DROP INDEX "rfqs_business_sent_idx";--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quoted_total" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (lower("title" || ' ' || "ta_id") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "rfqs_business_sent_idx" ON "rfqs" USING btree ("business_id","sent_at","id");--> statement-breakpoint
-- RFQs answered before the column existed carry their live answer's total, converted to the
-- round's currency at the reference rates of src/services/currency.ts (units per US dollar).
UPDATE "rfqs" SET "quoted_total" = round((
  SELECT "qr"."total" * (
    (CASE "q"."currency" WHEN 'usd' THEN 1 WHEN 'eur' THEN 0.92 WHEN 'gbp' THEN 0.79 WHEN 'ngn' THEN 1550 WHEN 'cny' THEN 7.2 END)
    / (CASE "qr"."currency" WHEN 'usd' THEN 1 WHEN 'eur' THEN 0.92 WHEN 'gbp' THEN 0.79 WHEN 'ngn' THEN 1550 WHEN 'cny' THEN 7.2 END))
  FROM "quote_responses" "qr" JOIN "quotes" "q" ON "q"."id" = "rfqs"."quote_id"
  WHERE "qr"."rfq_id" = "rfqs"."id" AND "qr"."status" NOT IN ('superseded', 'withdrawn')
  ORDER BY "qr"."revision" DESC LIMIT 1
), 2);
