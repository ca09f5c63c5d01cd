-- Copies that spare analytics a join over a year of rows (docs/performance.md, "Business
-- analytics"), kept by PostgreSQL as the rows they copy change, so no write path can forget them.
--
-- A PO's order type, from its order: set as the PO is made or moved to another order, and again on
-- its POs when an order's type changes (only a draft's can, sourcing/order-routes.ts).
ALTER TABLE "purchase_orders" ADD COLUMN "order_type" text;
--> statement-breakpoint
CREATE FUNCTION "purchase_order_type"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."order_type" := (SELECT "order_type" FROM "orders" WHERE "id" = NEW."order_id");
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "purchase_orders_order_type" BEFORE INSERT OR UPDATE OF "order_id" ON "purchase_orders" FOR EACH ROW EXECUTE FUNCTION "purchase_order_type"();
--> statement-breakpoint
CREATE FUNCTION "order_type_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "purchase_orders" SET "order_type" = NEW."order_type" WHERE "order_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_purchase_order_type" AFTER UPDATE OF "order_type" ON "orders" FOR EACH ROW WHEN (OLD."order_type" IS DISTINCT FROM NEW."order_type") EXECUTE FUNCTION "order_type_changed"();
--> statement-breakpoint
UPDATE "purchase_orders" p SET "order_type" = o."order_type" FROM "orders" o WHERE o."id" = p."order_id";
--> statement-breakpoint
-- Each shipment's figures also copy what the on-time rate filters and judges by of its PO: its
-- vendor, status, placing time, delivery day and order type. Emptied and worked out again below.
TRUNCATE "shipment_figures";
--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD COLUMN "vendor_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD COLUMN "purchase_order_status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD COLUMN "placed_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD COLUMN "order_type" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_shipment_figures"(shipment uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "shipment_figures" AS f ("shipment_id", "purchase_order_id", "business_id",
		"counted", "carrier_only", "estimated_delivery", "on_time", "arrived_promised",
		"share_days", "dated", "open_share", "vendor_id", "purchase_order_status", "placed_at",
		"delivery_date", "order_type")
	SELECT s."id", s."purchase_order_id", s."business_id",
		s."status" <> 'cancelled' AND (s."delivered_at" IS NOT NULL OR p."delivery_date" IS NULL),
		c.carrier_only, s."estimated_delivery",
		(CASE WHEN (s."delivered_at" AT TIME ZONE 'UTC')::date <= c.promised
			THEN arrived.arrived - later.figures[1] ELSE 0 END) + later.figures[2],
		CASE WHEN c.promised IS NOT NULL THEN arrived.arrived ELSE 0 END,
		coalesce((arrived.arrived - later.figures[1])
			* greatest(extract(epoch FROM s."delivered_at" - p."sent_at"), 0) / 86400, 0)
			+ later.figures[3],
		CASE WHEN p."sent_at" IS NOT NULL THEN arrived.arrived ELSE 0 END,
		share.carried - share.received,
		p."vendor_id", p."status", coalesce(p."sent_at", p."created_at"), p."delivery_date",
		p."order_type"
	FROM "shipments" s
	JOIN "purchase_orders" p ON p."id" = s."purchase_order_id"
	CROSS JOIN LATERAL (
		SELECT jsonb_object_agg(ordered.value->>'id', ordered.value->'quantity') AS quantities
		FROM jsonb_array_elements(p."lines") AS ordered(value)
	) line
	CROSS JOIN LATERAL (
		SELECT s."delivered_at" IS NOT NULL AND jsonb_array_length(s."receipts") = 0 AS carrier_only,
			coalesce(p."delivery_date", s."estimated_delivery") AS promised
	) c
	-- What it carries and what of it was received, as shares of their lines.
	CROSS JOIN LATERAL (
		SELECT coalesce(sum(carried.quantity
				/ nullif((line.quantities->>carried."lineId")::float8, 0)), 0) AS carried,
			coalesce(sum(coalesce(carried."receivedQuantity", 0)
				/ nullif((line.quantities->>carried."lineId")::float8, 0)), 0) AS received
		FROM jsonb_to_recordset(s."lines")
			AS carried("lineId" text, quantity float8, "receivedQuantity" float8)
	) share
	-- Receipts after the first: their shares, on time, and × days.
	CROSS JOIN LATERAL (
		SELECT CASE WHEN jsonb_array_length(s."receipts") > 1 THEN (
			SELECT array[coalesce(sum(later.share), 0),
				coalesce(sum(later.share)
					FILTER (WHERE (later.at AT TIME ZONE 'UTC')::date <= c.promised), 0),
				coalesce(sum(later.share
					* greatest(extract(epoch FROM later.at - p."sent_at"), 0) / 86400), 0)]
			FROM (
				SELECT (receipt.value->>'at')::timestamptz AS at,
					received.quantity / nullif((line.quantities->>received."lineId")::float8, 0) AS share
				FROM jsonb_array_elements(s."receipts") WITH ORDINALITY AS receipt(value, n)
				CROSS JOIN jsonb_to_recordset(receipt.value->'lines')
					AS received("lineId" text, quantity float8)
				WHERE receipt.n > 1
			) later
		) ELSE array[0, 0, 0]::float8[] END AS figures
	) later
	CROSS JOIN LATERAL (
		SELECT CASE WHEN c.carrier_only THEN share.carried ELSE share.received END AS arrived
	) arrived
	WHERE s."id" = shipment AND NOT EXISTS (SELECT 1 FROM "shipment_figures"
		WHERE "shipment_id" = shipment AND xmin = pg_current_xact_id()::xid)
	ON CONFLICT ("shipment_id") DO UPDATE SET "purchase_order_id" = excluded."purchase_order_id",
		"counted" = excluded."counted", "carrier_only" = excluded."carrier_only",
		"estimated_delivery" = excluded."estimated_delivery", "on_time" = excluded."on_time",
		"arrived_promised" = excluded."arrived_promised", "share_days" = excluded."share_days",
		"dated" = excluded."dated", "open_share" = excluded."open_share",
		"vendor_id" = excluded."vendor_id", "purchase_order_status" = excluded."purchase_order_status",
		"placed_at" = excluded."placed_at", "delivery_date" = excluded."delivery_date",
		"order_type" = excluded."order_type";
$$;
--> statement-breakpoint
DROP TRIGGER "purchase_orders_shipment_figures" ON "purchase_orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_orders_shipment_figures" AFTER UPDATE OF "lines", "delivery_date", "sent_at", "status", "vendor_id", "order_type" ON "purchase_orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "shipment_purchase_order_changed"();
--> statement-breakpoint
SELECT "refresh_shipment_figures"("id") FROM "shipments";
--> statement-breakpoint
ANALYZE "shipment_figures";
--> statement-breakpoint
ANALYZE "purchase_orders";
