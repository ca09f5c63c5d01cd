CREATE TABLE "business_counters" (
	"business_id" uuid NOT NULL,
	"sequence" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "business_counters_business_id_sequence_pk" PRIMARY KEY("business_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "business_counters" ADD CONSTRAINT "business_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders made before the counter (the demo's history) keep their numbers: each business's counter starts at its highest TA- reference.
INSERT INTO "business_counters" ("business_id", "sequence", "value")
SELECT "business_id", 'order', max(substring("ta_id" from '^TA-([0-9]{1,9})$')::integer)
FROM "orders" WHERE "ta_id" ~ '^TA-[0-9]{1,9}$' GROUP BY "business_id";
