import { sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { readWholePeriod } from '../db/whole-period-read'
import { deliveryStatsOf } from '../vendors/vendor-performance'
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
 * it: each PO keeps both counts (lines_received, lines_short; migration 0031), so a year is a sum
 * over its POs rather than an expansion of every line (docs/performance.md).
 */
async function linesOf(db: Db, scope: AnalyticsScope) {
  // Only POs something was received of can have such lines.
  const receiving = sql`p.status in ('partially_received', 'received', 'closed')`
  const result = await db.execute(sql`
    select coalesce(sum(p.lines_received), 0)::int as received,
      coalesce(sum(p.lines_short), 0)::int as short
    from ${purchaseOrdersOf(scope, sql`${receiving} and ${inPeriod(sql`p.sent_at`, scope)}`)}`)
  const [row] = resultRows<{ received: number; short: number }>(result)
  return { received: row?.received ?? 0, short: row?.short ?? 0 }
}

/** The scope's delivery figures: the two statements side by side, the on-time one as a whole-period read. */
export async function deliveryOf(db: Db, scope: AnalyticsScope): Promise<Delivery> {
  const [onTime, lines] = await Promise.all([
    readWholePeriod(db, (tx) => onTimeOf(tx, scope)),
    linesOf(db, scope),
  ])
  return {
    onTimeRate: rate(onTime.onTime, onTime.due),
    shortageRate: rate(lines.short, lines.received),
    linesReceived: lines.received,
    linesShort: lines.short,
  }
}
