CREATE TABLE "business_versions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_versions" ADD CONSTRAINT "business_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bumps the business's version once per transaction, at commit (docs/performance.md, "The dashboard
-- home"). Deferred, so the version row is locked only while the transaction commits, after every
-- other lock it takes; the transaction-local setting remembers which businesses were bumped, so a
-- statement writing 10,000 rows bumps once. A business deleted in the same transaction is skipped.
CREATE FUNCTION "bump_business_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	business uuid;
	bumped text := coalesce(current_setting('ally.bumped_businesses', true), '');
BEGIN
	IF TG_OP = 'DELETE' THEN
		business := OLD.business_id;
	ELSE
		business := NEW.business_id;
	END IF;
	IF business IS NULL OR position(business::text IN bumped) > 0 THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('ally.bumped_businesses', bumped || business::text || ',', true);
	INSERT INTO "business_versions" ("business_id", "version")
		SELECT business, 1 WHERE EXISTS (SELECT 1 FROM "businesses" WHERE "id" = business)
		ON CONFLICT ("business_id") DO UPDATE SET "version" = "business_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendors_bump_business_version" AFTER INSERT OR UPDATE OR DELETE ON "vendors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_business_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_bump_business_version" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_business_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quotes_bump_business_version" AFTER INSERT OR UPDATE OR DELETE ON "quotes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_business_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rfqs_bump_business_version" AFTER INSERT OR UPDATE OR DELETE ON "rfqs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_business_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_orders_bump_business_version" AFTER INSERT OR UPDATE OR DELETE ON "purchase_orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_business_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shipments_bump_business_version" AFTER INSERT OR UPDATE OR DELETE ON "shipments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_business_version"();
