-- A PO's lines a receipt accounted for (received, rejected or found short: receive-shipment.ts
-- keeps those quantities on the line), and those of them with a delivery issue (short or
-- rejected, resolved or not), for its stored lines_received and lines_short: business
-- analytics' shortage rate sums them (docs/performance.md, "Business analytics"). Immutable:
-- they read nothing but their arguments.
CREATE FUNCTION "purchase_order_lines_received"(lines jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT count(*)::int FROM jsonb_array_elements(lines) line
	WHERE coalesce((line->>'receivedQuantity')::float8, 0)
		+ coalesce((line->>'rejectedQuantity')::float8, 0)
		+ coalesce((line->>'shortQuantity')::float8, 0) > 0
$$;
--> statement-breakpoint
CREATE FUNCTION "purchase_order_lines_short"(lines jsonb, issues jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT count(*)::int FROM jsonb_array_elements(lines) line
	WHERE coalesce((line->>'receivedQuantity')::float8, 0)
		+ coalesce((line->>'rejectedQuantity')::float8, 0)
		+ coalesce((line->>'shortQuantity')::float8, 0) > 0
		AND issues @> jsonb_build_array(jsonb_build_object('lineId', line->'id'))
$$;
--> statement-breakpoint
CREATE TABLE "round_figures" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"first_answer_at" timestamp with time zone,
	"awarded" double precision,
	"highest" double precision,
	"average" double precision,
	"awarded_at" timestamp with time zone,
	"purchase_order_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_figures" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"counted" boolean NOT NULL,
	"carrier_only" boolean NOT NULL,
	"estimated_delivery" date,
	"on_time" double precision NOT NULL,
	"arrived_promised" double precision NOT NULL,
	"share_days" double precision NOT NULL,
	"dated" double precision NOT NULL,
	"open_share" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "lines_received" integer GENERATED ALWAYS AS (purchase_order_lines_received(lines)) STORED;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "lines_short" integer GENERATED ALWAYS AS (purchase_order_lines_short(lines, issues)) STORED;--> statement-breakpoint
ALTER TABLE "round_figures" ADD CONSTRAINT "round_figures_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_figures" ADD CONSTRAINT "round_figures_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD CONSTRAINT "shipment_figures_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD CONSTRAINT "shipment_figures_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_figures" ADD CONSTRAINT "shipment_figures_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_figures_business_idx" ON "round_figures" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "shipment_figures_business_idx" ON "shipment_figures" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "shipment_figures_purchase_order_idx" ON "shipment_figures" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "approved_quote_responses_purchase_order_idx" ON "approved_quote_responses" USING btree ("purchase_order_id");
--> statement-breakpoint
-- Round `round`'s figures worked out again from its rows as they are (docs/performance.md,
-- "Business analytics"): its RFQs (first sent, first answer — a decline is none —, the awarded,
-- highest and average totals) and its approvals with their sent POs (first approval, first PO
-- sent, and when the last of them was received in full: each PO's first 'received' entry). A
-- round deleted in the same transaction is skipped, and so is one this transaction already worked
-- out: its triggers run at commit, so the first time sees every change. Its row is locked only
-- while the transaction commits.
CREATE FUNCTION "refresh_round_figures"(round uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "round_figures" AS f ("quote_id", "business_id", "sent_at", "first_answer_at",
		"awarded", "highest", "average", "awarded_at", "purchase_order_at", "delivered_at")
	SELECT q."id", q."business_id", r.sent, r.first_answer, r.awarded, r.highest, r.average,
		d.award, d.po, d.delivered
	FROM "quotes" q
	CROSS JOIN LATERAL (
		SELECT min("sent_at") AS sent,
			min("responded_at") FILTER (WHERE "status" <> 'declined') AS first_answer,
			sum("awarded_total"::float8) AS awarded, max("quoted_total"::float8) AS highest,
			avg("quoted_total"::float8) AS average
		FROM "rfqs" WHERE "quote_id" = q."id"
	) r
	CROSS JOIN LATERAL (
		SELECT min(a."approved_at") AS award, min(p."sent_at") AS po,
			CASE WHEN count(p."sent_at") = count(received.at) THEN max(received.at) END AS delivered
		FROM "approved_quote_responses" a
		LEFT JOIN "purchase_orders" p ON p."id" = a."purchase_order_id" AND p."sent_at" IS NOT NULL
		CROSS JOIN LATERAL (
			SELECT (jsonb_path_query_first(p."history", '$[*] ? (@.status == "received").at') #>> '{}')::timestamptz AS at
		) received
		WHERE a."quote_id" = q."id"
	) d
	-- A row this transaction wrote carries its id (xmin).
	WHERE q."id" = round AND NOT EXISTS (SELECT 1 FROM "round_figures"
		WHERE "quote_id" = round AND xmin = pg_current_xact_id()::xid)
	ON CONFLICT ("quote_id") DO UPDATE SET "sent_at" = excluded."sent_at",
		"first_answer_at" = excluded."first_answer_at", "awarded" = excluded."awarded",
		"highest" = excluded."highest", "average" = excluded."average",
		"awarded_at" = excluded."awarded_at", "purchase_order_at" = excluded."purchase_order_at",
		"delivered_at" = excluded."delivered_at";
$$;
--> statement-breakpoint
-- An RFQ or an approval changed: its round.
CREATE FUNCTION "round_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "refresh_round_figures"(OLD."quote_id");
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "refresh_round_figures"(NEW."quote_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A PO was sent or received (its history grew): the rounds of its approvals. A PO deleted sets
-- its approvals' purchase_order_id to null, which their own trigger sees.
CREATE FUNCTION "round_purchase_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	round uuid;
BEGIN
	FOR round IN SELECT DISTINCT "quote_id" FROM "approved_quote_responses"
		WHERE "purchase_order_id" = NEW."id" LOOP
		PERFORM "refresh_round_figures"(round);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rfqs_round_figures" AFTER INSERT OR DELETE OR UPDATE OF "quote_id", "status", "quoted_total", "awarded_total", "sent_at", "responded_at" ON "rfqs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "round_row_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "approved_quote_responses_round_figures" AFTER INSERT OR DELETE OR UPDATE OF "quote_id", "approved_at", "purchase_order_id" ON "approved_quote_responses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "round_row_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_orders_round_figures" AFTER UPDATE OF "sent_at", "history" ON "purchase_orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "round_purchase_order_changed"();
--> statement-breakpoint
SELECT "refresh_round_figures"("id") FROM "quotes";
--> statement-breakpoint
-- Shipment `shipment`'s figures worked out again from it and its PO as they are (the on-time
-- rate and lead time of vendors/vendor-performance.ts, whose opening comment defines them): the
-- shares of the PO's lines it carried and that arrived (each line weighs one, a quantity its
-- share of the line), those on time (by the PO's delivery day, else the shipment's estimate) and
-- weighted by days from sending. A shipment's first receipt arrived when it was delivered (the
-- carrier may say so first), later receipts when recorded; delivered with nothing recorded yet,
-- it counts what it carries. Once a transaction, as refresh_round_figures; a deleted shipment's
-- row goes with it (foreign key).
CREATE FUNCTION "refresh_shipment_figures"(shipment uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "shipment_figures" AS f ("shipment_id", "purchase_order_id", "business_id",
		"counted", "carrier_only", "estimated_delivery", "on_time", "arrived_promised",
		"share_days", "dated", "open_share")
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
		share.carried - share.received
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
		"dated" = excluded."dated", "open_share" = excluded."open_share";
$$;
--> statement-breakpoint
CREATE FUNCTION "shipment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "refresh_shipment_figures"(NEW."id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Its lines, delivery day or sending changed: the figures of each of its shipments.
CREATE FUNCTION "shipment_purchase_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	shipment uuid;
BEGIN
	FOR shipment IN SELECT "id" FROM "shipments" WHERE "purchase_order_id" = NEW."id" LOOP
		PERFORM "refresh_shipment_figures"(shipment);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shipments_shipment_figures" AFTER INSERT OR UPDATE ON "shipments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "shipment_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_orders_shipment_figures" AFTER UPDATE OF "lines", "delivery_date", "sent_at" ON "purchase_orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "shipment_purchase_order_changed"();
--> statement-breakpoint
SELECT "refresh_shipment_figures"("id") FROM "shipments";
--> statement-breakpoint
-- Where a PO falls in a period is coalesce(sent_at, created_at) (vendors/vendor-performance.ts):
-- without statistics on it, the planner guessed 50 of a year's 10,000 POs and looked each one's
-- shipments up in turn instead of hashing them (docs/performance.md, "Business analytics").
CREATE STATISTICS "purchase_orders_placed_stats" ON (coalesce("sent_at", "created_at")) FROM "purchase_orders";
--> statement-breakpoint
ANALYZE "purchase_orders";
