import { sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { deliveryStatsOf, withoutJit } from '../vendors/vendor-performance'
import { type AnalyticsScope, endOf, inPeriod, startOf, vendorOf } from './scope'
import { purchaseOrdersOf } from './spend'

// Delivery (docs/product-rules.md, "Business analytics"), over the committed POs placed in the
// period: the on-time rate exactly as vendor analytics counts it, summed over every vendor (its
// delivery figures, reused), and the share of PO lines received that came short or rejected.

export interface Delivery {
  onTimeRate: number | null
  shortageRate: number | null
  linesReceived: number
  linesShort: number
}

const rate = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null

/** Σ on-time goods and Σ due goods of the scope's POs: vendor analytics' figures, summed. */
async function onTimeOf(tx: Db, scope: AnalyticsScope) {
  const vendorId = vendorOf(scope)
  const stats = deliveryStatsOf(tx, {
    businessId: scope.businessId,
    now: scope.now,
    currency: scope.currency,
    vendorIds: vendorId ? [vendorId] : undefined,
    from: startOf(scope),
    to: endOf(scope),
    purchaseOrderType: scope.orderType,
  })
  const [row] = await tx
    .with(stats)
    .select({
      onTime: sql<number>`coalesce(sum(${stats.onTime}), 0)::float8`.mapWith(Number),
      due: sql<number>`coalesce(sum(${stats.due}), 0)::float8`.mapWith(Number),
    })
    .from(stats)
  return row ?? { onTime: 0, due: 0 }
}

/**
 * The scope's PO lines received and those found short. A line is received once a receipt
 * accounted for it (received, rejected or found short: the PO line's quantities, kept by
 * receive-shipment.ts), short when the PO holds an issue (short or rejected, resolved or not) on
 * it. Read from the PO alone: going through each PO's shipments and receipts took 3× as long.
 */
async function linesOf(tx: Db, scope: AnalyticsScope) {
  // Only POs something was received of can have such lines.
  const receiving = sql`p.status in ('partially_received', 'received', 'closed')`
  const quantity = (field: string) => sql`coalesce((line.value->>${field})::float8, 0)`
  const result = await tx.execute(sql`
    select count(*)::int as received,
      count(*) filter (where p.issues @> jsonb_build_array(jsonb_build_object('lineId', line.value->'id')))::int as short
    from ${purchaseOrdersOf(
      scope,
      sql`${receiving} and ${inPeriod(sql`p.sent_at`, scope)}`,
      sql`cross join jsonb_array_elements(p.lines) line`,
    )}
      and ${quantity('receivedQuantity')} + ${quantity('rejectedQuantity')} + ${quantity('shortQuantity')} > 0`)
  const [row] = resultRows<{ received: number; short: number }>(result)
  return { received: row?.received ?? 0, short: row?.short ?? 0 }
}

/** The scope's delivery figures, the two statements side by side, each with JIT off (withoutJit). */
export async function deliveryOf(db: Db, scope: AnalyticsScope): Promise<Delivery> {
  const [onTime, lines] = await Promise.all([
    withoutJit(db, (tx) => onTimeOf(tx, scope)),
    withoutJit(db, (tx) => linesOf(tx, scope)),
  ])
  return {
    onTimeRate: rate(onTime.onTime, onTime.due),
    shortageRate: rate(lines.short, lines.received),
    linesReceived: lines.received,
    linesShort: lines.short,
  }
}
