import type { Currency, OrderType, VENDOR_ANALYTICS_SORTS } from '@ally/sdk'
import { and, type Column, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { COMMITTED_STATUSES } from '../db/purchase-order-statuses'
import { orders, purchaseOrders, quotes, rfqs, shipmentFigures, vendors } from '../db/schema'
import { readWholePeriod } from '../db/whole-period-read'
import { convertedSql } from '../services/currency'

// How a vendor performs for one buyer, computed from its RFQs, purchase orders and shipments:
// - response rate: RFQs it answered with a quote, of those that were due (answered, declined,
//   expired or past their deadline); a decline is due and not an answer; an RFQ still open before
//   its deadline counts neither way;
// - win rate: RFQs awarded to it, of those it quoted on that were decided (awarded or not): an
//   award marks every other RFQ of the round "not awarded", a silent vendor's too, which is no loss;
// - on-time rate: on its committed POs (sent, not cancelled or declined), the share of the goods
//   due that arrived by the promised day (the PO's delivery date, else the shipment's estimate).
//   Each PO line weighs one, split by quantity. Due are the goods that arrived with a promised
//   day, and those not arrived once it passed: a PO past its day owes every line, a shipment
//   past its estimate (on a PO without a day) what it carries; a closed PO's rest is not awaited.
//   Goods arrive when the buyer records a receipt, the first receipt of a shipment when the
//   shipment was delivered (the carrier may say so first); a shipment the carrier reported
//   delivered with nothing recorded yet counts what it carries;
// - average lead time: days from sending the PO to each arrival, weighted the same way; goods
//   not arrived add nothing (a PO with nothing received has no lead time, not 0);
// - spend: purchase orders sent and not cancelled or declined, converted to one currency.

export type PerformanceSort = (typeof VENDOR_ANALYTICS_SORTS)[number]

export interface PerformanceScope {
  businessId: string
  /** "Now", for deadlines and late shipments. */
  now: Date
  /** Spend is reported in this currency. */
  currency: Currency
  /** Only these vendors (all of them, with or without activity); otherwise vendors with activity. */
  vendorIds?: string[]
  /** Activity from this instant (inclusive)… */
  from?: Date
  /** …to this instant (exclusive). */
  to?: Date
  /** Only RFQs of orders of this type. */
  orderType?: OrderType
  /** Only POs made for orders of this type, in the delivery figures (business analytics). */
  purchaseOrderType?: OrderType
}

export interface VendorPerformanceRow {
  vendorId: string
  name: string
  /** Every RFQ sent to it, and every purchase order made out to it, drafts and cancelled included. */
  rfqCount: number
  /** RFQs it answered with a quote. */
  quoteCount: number
  purchaseOrderCount: number
  won: number
  decided: number
  responseRate: number | null
  winRate: number | null
  onTimeRate: number | null
  averageLeadTimeDays: number | null
  spend: number
}

function inPeriod(column: SQL, scope: PerformanceScope): SQL | undefined {
  return and(
    scope.from ? sql`${column} >= ${scope.from.toISOString()}` : undefined,
    scope.to ? sql`${column} < ${scope.to.toISOString()}` : undefined,
  )
}

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number)
const rate = (part: SQL, whole: SQL) =>
  sql<number | null>`round((${part})::numeric / nullif((${whole})::numeric, 0), 4)::float8`

/** The performance of a business's vendors, one row per vendor; see the rules above. */
export function vendorPerformance(db: Db, scope: PerformanceScope) {
  return {
    /** One page, sorted by a metric (vendors without data for it last), then by name. */
    page: (options: {
      sort: PerformanceSort
      order: 'asc' | 'desc'
      limit: number
      offset: number
    }): Promise<{ rows: VendorPerformanceRow[]; total: number }> =>
      readWholePeriod(db, async (tx) => {
        const { query, fields } = performanceQuery(tx, scope)
        const direction = options.order === 'asc' ? sql`asc` : sql`desc`
        const rows = await query
          .orderBy(
            sql`${fields[options.sort]} ${direction} nulls last`,
            sql`lower(${vendors.name})`,
            vendors.id,
          )
          .limit(options.limit)
          .offset(options.offset)
        return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 }
      }),
    /** Every row, by vendor id: for a few known vendors (vendor detail, suggestions). */
    byVendor: (): Promise<Map<string, VendorPerformanceRow>> =>
      readWholePeriod(db, async (tx) => {
        const rows = await performanceQuery(tx, scope).query
        return new Map(rows.map(({ total: _, ...row }) => [row.vendorId, row]))
      }),
  }
}

/** When a PO was placed: sent, or made if it never was. */
const placedAt = sql`coalesce(${purchaseOrders.sentAt}, ${purchaseOrders.createdAt})`

/** The query behind vendorPerformance, and the expressions it sorts by. */
function performanceQuery(db: Db, scope: PerformanceScope) {
  const rfqStats = rfqStatsOf(db, scope)
  const poStats = poStatsOf(db, scope)
  const deliveryStats = deliveryStatsOf(db, scope)
  const fields = {
    responseRate: rate(sql`${rfqStats.responded}`, sql`${rfqStats.due}`),
    winRate: rate(sql`${rfqStats.won}`, sql`${rfqStats.decided}`),
    onTimeRate: rate(sql`${deliveryStats.onTime}`, sql`${deliveryStats.due}`),
    spend: sql<number>`round(coalesce(${poStats.spend}, 0)::numeric, 2)::float8`,
    name: sql<string>`lower(${vendors.name})`,
  } satisfies Record<PerformanceSort, SQL>

  const query = db
    .with(rfqStats, poStats, deliveryStats)
    .select({
      vendorId: vendors.id,
      name: vendors.name,
      rfqCount: int(sql`${rfqStats.sent}`),
      quoteCount: int(sql`${rfqStats.responded}`),
      purchaseOrderCount: int(sql`${poStats.placed}`),
      won: int(sql`${rfqStats.won}`),
      decided: int(sql`${rfqStats.decided}`),
      responseRate: fields.responseRate,
      winRate: fields.winRate,
      onTimeRate: fields.onTimeRate,
      averageLeadTimeDays: sql<number | null>`round(${deliveryStats.leadDays}::numeric, 1)::float8`,
      spend: fields.spend,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(vendors)
    .leftJoin(rfqStats, eq(rfqStats.vendorId, vendors.id))
    .leftJoin(poStats, eq(poStats.vendorId, vendors.id))
    .leftJoin(deliveryStats, eq(deliveryStats.vendorId, vendors.id))
    .where(
      and(
        eq(vendors.businessId, scope.businessId),
        scope.vendorIds
          ? inArray(vendors.id, scope.vendorIds)
          : or(sql`${rfqStats.vendorId} is not null`, sql`${poStats.vendorId} is not null`),
      ),
    )

  return { query, fields }
}

/** The scope's business's rows (RFQs, POs), only its vendors' when it names them. */
const ofScope = (
  table: { businessId: Column; vendorId: Column },
  scope: PerformanceScope,
): SQL | undefined =>
  and(
    eq(table.businessId, scope.businessId),
    scope.vendorIds ? inArray(table.vendorId, scope.vendorIds) : undefined,
  )

/** Per vendor, its RFQs sent in the period: answered, due, won and decided. */
function rfqStatsOf(db: Db, scope: PerformanceScope) {
  const now = scope.now
  return db.$with('rfq_stats').as(
    db
      .select({
        vendorId: sql<string>`${rfqs.vendorId}`.as('rfq_vendor_id'),
        sent: sql<number>`count(*)`.as('sent'),
        // Declining also stamps respondedAt (answer-rfq.ts), but a decline is not a quote.
        responded:
          sql<number>`count(*) filter (where ${rfqs.respondedAt} is not null and ${rfqs.status} <> 'declined')`.as(
            'responded',
          ),
        due: sql<number>`count(*) filter (where ${rfqs.status} <> 'cancelled' and (${rfqs.respondedAt} is not null or ${rfqs.status} in ('declined', 'expired') or ${rfqs.deadline} < ${now.toISOString()}))`.as(
          'due',
        ),
        won: sql<number>`count(*) filter (where ${rfqs.status} = 'awarded')`.as('won'),
        decided:
          sql<number>`count(*) filter (where ${rfqs.status} in ('awarded', 'not_awarded') and ${rfqs.respondedAt} is not null)`.as(
            'decided',
          ),
      })
      .from(rfqs)
      .where(
        and(
          ofScope(rfqs, scope),
          inPeriod(sql`${rfqs.sentAt}`, scope),
          scope.orderType
            ? sql`exists (select 1 from ${quotes} join ${orders} on ${orders.id} = ${quotes.orderId} where ${quotes.id} = ${rfqs.quoteId} and ${orders.orderType} = ${scope.orderType})`
            : undefined,
        ),
      )
      .groupBy(rfqs.vendorId),
  )
}

/** Per vendor, its POs placed in the period, and the spend on those committed. */
function poStatsOf(db: Db, scope: PerformanceScope) {
  return db.$with('po_stats').as(
    db
      .select({
        vendorId: sql<string>`${purchaseOrders.vendorId}`.as('po_vendor_id'),
        placed: sql<number>`count(*)`.as('placed'),
        spend:
          sql<number>`sum(${convertedSql(purchaseOrders.total, purchaseOrders.currency, scope.currency)}) filter (where ${inArray(purchaseOrders.status, [...COMMITTED_STATUSES])})`.as(
            'spend',
          ),
      })
      .from(purchaseOrders)
      .where(and(ofScope(purchaseOrders, scope), inPeriod(placedAt, scope)))
      .groupBy(purchaseOrders.vendorId),
  )
}

/**
 * Per vendor, on its committed POs placed in the period: goods on time, goods due, lead days.
 * Business analytics sums it over every vendor for the business's on-time rate. Each shipment's
 * shares (carried, arrived, on time, × days) are kept in shipment_figures as it and its PO change,
 * with the PO's columns read here (migrations 0031 and 0032, which hold their SQL), so a year of
 * shipments is read without its POs; what depends on the day is worked out here.
 */
export function deliveryStatsOf(db: Db, scope: PerformanceScope) {
  const today = sql`(${scope.now.toISOString()}::timestamptz at time zone 'UTC')::date`
  // Past its delivery day and still awaited (a closed PO's remainder no longer is).
  const overdue = (po: { status: Column; deliveryDate: Column }) =>
    sql`(${po.status} <> 'closed' and ${po.deliveryDate} < ${today})`
  // Each PO line weighs one and a quantity counts as its share of the line (lines are in
  // different units). A receipt never exceeds what was ordered, so shares add up without grouping
  // by line: a PO past its delivery day owes all its lines, and the rest is summed shipment by
  // shipment.
  const overduePurchaseOrders = and(
    ofScope(purchaseOrders, scope),
    inArray(purchaseOrders.status, [...COMMITTED_STATUSES]),
    inPeriod(placedAt, scope),
    scope.purchaseOrderType ? eq(purchaseOrders.orderType, scope.purchaseOrderType) : undefined,
    overdue(purchaseOrders),
  )
  const f = shipmentFigures
  // Goods merely on their way count as the PO's outstanding lines when it has a day, so only
  // shipments delivered or of a PO without a day are counted.
  const countedShipments = and(
    ofScope(f, scope),
    sql`${f.counted}`,
    inArray(f.purchaseOrderStatus, [...COMMITTED_STATUSES]),
    inPeriod(sql`${f.placedAt}`, scope),
    scope.purchaseOrderType ? eq(f.orderType, scope.purchaseOrderType) : undefined,
  )
  // On its way past its estimate, on an awaited PO with no delivery day: what it carries and was
  // not received.
  const pastEstimate = sql`case when ${f.deliveryDate} is null and ${f.purchaseOrderStatus} <> 'closed'
    and ${f.estimatedDelivery} < ${today} and not ${f.carrierOnly} then ${f.openShare} else 0 end`
  return db
    .$with('delivery_stats', {
      vendorId: sql<string>`delivery_vendor_id`.as('delivery_vendor_id'),
      onTime: sql<number>`on_time`.as('on_time'),
      due: sql<number>`delivery_due`.as('delivery_due'),
      leadDays: sql<number | null>`lead_days`.as('lead_days'),
    })
    .as(
      sql`select delivery.vendor_id as delivery_vendor_id, sum(delivery.on_time) as on_time,
        sum(delivery.due) as delivery_due,
        sum(delivery.share_days) / nullif(sum(delivery.dated), 0) as lead_days
      from (
        select ${purchaseOrders.vendorId} as vendor_id, 0::float8 as on_time,
          jsonb_array_length(${purchaseOrders.lines})::float8 as due, 0::float8 as share_days, 0::float8 as dated
        from ${purchaseOrders}
        where ${overduePurchaseOrders}
        union all
        select ${f.vendorId}, ${f.onTime},
          case when ${overdue({ status: f.purchaseOrderStatus, deliveryDate: f.deliveryDate })} then 0
            else ${f.arrivedPromised} + ${pastEstimate} end,
          ${f.shareDays}, ${f.dated}
        from ${f}
        where ${countedShipments}
      ) delivery
      group by delivery.vendor_id`,
    )
}
