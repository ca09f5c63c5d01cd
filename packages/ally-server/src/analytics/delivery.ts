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

/** The scope's delivery figures; both statements run with JIT off (see withoutJit). */
export function deliveryOf(db: Db, scope: AnalyticsScope): Promise<Delivery> {
  const vendorId = vendorOf(scope)
  return withoutJit(db, async (tx) => {
    const stats = deliveryStatsOf(tx, {
      businessId: scope.businessId,
      now: scope.now,
      currency: scope.currency,
      vendorIds: vendorId ? [vendorId] : undefined,
      from: startOf(scope),
      to: endOf(scope),
      purchaseOrderType: scope.orderType,
    })
    const [onTime] = await tx
      .with(stats)
      .select({
        onTime: sql<number>`coalesce(sum(${stats.onTime}), 0)::float8`.mapWith(Number),
        due: sql<number>`coalesce(sum(${stats.due}), 0)::float8`.mapWith(Number),
      })
      .from(stats)
    // A PO line is received once a receipt of one of its shipments names it; short when the PO
    // holds an issue (short or rejected goods) on that line, resolved or not. Only POs something
    // was received of can have such lines.
    const receiving = sql`p.status in ('partially_received', 'received', 'closed')`
    const lines = await tx.execute(sql`
      select count(*)::int as received,
        count(*) filter (where exists (
          select 1 from jsonb_array_elements(po.issues) issue
          where issue->>'lineId' = got.line_id and issue->>'kind' in ('short', 'rejected')
        ))::int as short
      from (
        select p.id, p.issues
        from ${purchaseOrdersOf(scope, sql`${receiving} and ${inPeriod(sql`p.sent_at`, scope)}`)}
      ) po
      cross join lateral (
        select distinct received.value->>'lineId' as line_id
        from shipments s
        cross join jsonb_array_elements(s.receipts) receipt
        cross join jsonb_array_elements(receipt.value->'lines') received
        where s.purchase_order_id = po.id and s.status <> 'cancelled'
      ) got`)
    const [counted] = resultRows<{ received: number; short: number }>(lines)
    const linesReceived = counted?.received ?? 0
    const linesShort = counted?.short ?? 0
    return {
      onTimeRate: rate(onTime?.onTime ?? 0, onTime?.due ?? 0),
      shortageRate: rate(linesShort, linesReceived),
      linesReceived,
      linesShort,
    }
  })
}
