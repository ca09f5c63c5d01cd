ALTER TABLE "rfqs" ADD COLUMN "awarded_total" numeric(14, 2);--> statement-breakpoint
-- RFQs awarded before the column: what each vendor won (its approved lines and shipping), in the
-- round's currency at the reference rates of services/currency.ts.
UPDATE "rfqs" SET "awarded_total" = "won"."total"
FROM (
  SELECT "qr"."rfq_id", round(sum(
    "aqr"."total"::float8
    / (CASE "qr"."currency" WHEN 'usd' THEN 1 WHEN 'eur' THEN 0.92 WHEN 'gbp' THEN 0.79 WHEN 'ngn' THEN 1550 WHEN 'cny' THEN 7.2 END)
    * (CASE "q"."currency" WHEN 'usd' THEN 1 WHEN 'eur' THEN 0.92 WHEN 'gbp' THEN 0.79 WHEN 'ngn' THEN 1550 WHEN 'cny' THEN 7.2 END)
  )::numeric, 2) AS "total"
  FROM "approved_quote_responses" "aqr"
  JOIN "quote_responses" "qr" ON "qr"."id" = "aqr"."quote_response_id"
  JOIN "rfqs" "r" ON "r"."id" = "qr"."rfq_id"
  JOIN "quotes" "q" ON "q"."id" = "r"."quote_id"
  GROUP BY "qr"."rfq_id"
) AS "won"
WHERE "rfqs"."id" = "won"."rfq_id";
