import type { Currency, OrderType, VENDOR_ANALYTICS_SORTS } from '@ally/sdk'
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders, purchaseOrders, quotes, rfqs, shipments, vendors } from '../db/schema'
import { COMMITTED_STATUSES } from '../purchase-orders/status-flow'
import { convertedSql } from '../services/currency'

// How a vendor performs for one buyer, computed from its RFQs, purchase orders and shipments:
// - response rate: RFQs it answered, of those that were due (answered, declined, expired or past
//   their deadline); an RFQ still open before its deadline counts neither way;
// - win rate: RFQs awarded to it, of those decided (awarded or not awarded);
// - on-time rate: shipments delivered by the promised day (the PO's delivery date, else the
//   shipment's estimate), of those delivered with a promise or still undelivered past it;
// - average lead time: days from sending the PO to each delivery;
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
  sql<number | null>`round((${part})::numeric / nullif(${whole}, 0), 4)::float8`

/** The performance of a business's vendors, one row per vendor; see the rules above. */
export function vendorPerformance(db: Db, scope: PerformanceScope) {
  const now = scope.now
  const rfqStats = db.$with('rfq_stats').as(
    db
      .select({
        vendorId: sql<string>`${rfqs.vendorId}`.as('rfq_vendor_id'),
        sent: sql<number>`count(*)`.as('sent'),
        responded: sql<number>`count(*) filter (where ${rfqs.respondedAt} is not null)`.as(
          'responded',
        ),
        due: sql<number>`count(*) filter (where ${rfqs.status} <> 'cancelled' and (${rfqs.respondedAt} is not null or ${rfqs.status} in ('declined', 'expired') or ${rfqs.deadline} < ${now.toISOString()}))`.as(
          'due',
        ),
        won: sql<number>`count(*) filter (where ${rfqs.status} = 'awarded')`.as('won'),
        decided:
          sql<number>`count(*) filter (where ${rfqs.status} in ('awarded', 'not_awarded'))`.as(
            'decided',
          ),
      })
      .from(rfqs)
      .where(
        and(
          eq(rfqs.businessId, scope.businessId),
          scope.vendorIds ? inArray(rfqs.vendorId, scope.vendorIds) : undefined,
          inPeriod(sql`${rfqs.sentAt}`, scope),
          scope.orderType
            ? sql`exists (select 1 from ${quotes} join ${orders} on ${orders.id} = ${quotes.orderId} where ${quotes.id} = ${rfqs.quoteId} and ${orders.orderType} = ${scope.orderType})`
            : undefined,
        ),
      )
      .groupBy(rfqs.vendorId),
  )

  const placedAt = sql`coalesce(${purchaseOrders.sentAt}, ${purchaseOrders.createdAt})`
  const poStats = db.$with('po_stats').as(
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
      .where(
        and(
          eq(purchaseOrders.businessId, scope.businessId),
          scope.vendorIds ? inArray(purchaseOrders.vendorId, scope.vendorIds) : undefined,
          inPeriod(placedAt, scope),
        ),
      )
      .groupBy(purchaseOrders.vendorId),
  )

  const promised = sql`coalesce(${purchaseOrders.deliveryDate}, ${shipments.estimatedDelivery})`
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`
  const deliveredDay = sql`(${shipments.deliveredAt} at time zone 'UTC')::date`
  const deliveryStats = db.$with('delivery_stats').as(
    db
      .select({
        vendorId: sql<string>`${purchaseOrders.vendorId}`.as('delivery_vendor_id'),
        promisedCount:
          sql<number>`count(*) filter (where ${promised} is not null and ${shipments.status} <> 'cancelled' and (${shipments.deliveredAt} is not null or ${promised} < ${today}))`.as(
            'promised_count',
          ),
        onTime:
          sql<number>`count(*) filter (where ${shipments.deliveredAt} is not null and ${deliveredDay} <= ${promised})`.as(
            'on_time',
          ),
        leadDays:
          sql<number>`avg(extract(epoch from (${shipments.deliveredAt} - ${purchaseOrders.sentAt})) / 86400) filter (where ${shipments.deliveredAt} is not null and ${purchaseOrders.sentAt} is not null)`.as(
            'lead_days',
          ),
      })
      .from(shipments)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
      .where(
        and(
          eq(shipments.businessId, scope.businessId),
          scope.vendorIds ? inArray(purchaseOrders.vendorId, scope.vendorIds) : undefined,
          inPeriod(placedAt, scope),
        ),
      )
      .groupBy(purchaseOrders.vendorId),
  )

  const fields = {
    responseRate: rate(sql`${rfqStats.responded}`, sql`${rfqStats.due}`),
    winRate: rate(sql`${rfqStats.won}`, sql`${rfqStats.decided}`),
    onTimeRate: rate(sql`${deliveryStats.onTime}`, sql`${deliveryStats.promisedCount}`),
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

  return {
    /** One page, sorted by a metric (vendors without data for it last), then by name. */
    page: async (options: {
      sort: PerformanceSort
      order: 'asc' | 'desc'
      limit: number
      offset: number
    }): Promise<{ rows: VendorPerformanceRow[]; total: number }> => {
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
    },
    /** Every row, by vendor id: for a few known vendors (vendor detail, suggestions). */
    byVendor: async (): Promise<Map<string, VendorPerformanceRow>> => {
      const rows = await query
      return new Map(rows.map(({ total: _, ...row }) => [row.vendorId, row]))
    },
  }
}
