import type { Currency } from '@ally/sdk'
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders, purchaseOrders, quotes, rfqs, shipments, vendors } from '../db/schema'
import { COMMITTED_STATUSES } from '../purchase-orders/status-flow'
import { convertedSql } from '../services/currency'
import { lateOn } from '../shipments/queries'
import { matchCount } from '../sourcing/references'

// What the dashboard home counts (docs/product-rules.md, "Dashboard home"). Each list query
// returns the few most pressing rows, each carrying the number of all matches.

/** How many rows of each kind the home lists; the rest are counted and linked. */
export const ATTENTION_ITEMS = 5

const OPEN_RFQ = ['sent', 'viewed'] as const

const rfqColumns = {
  id: rfqs.id,
  quoteId: rfqs.quoteId,
  deadline: rfqs.deadline,
  title: orders.title,
  taId: orders.taId,
  vendorName: vendors.name,
  total: matchCount,
}

/** RFQs of open rounds no vendor answered yet, before (`due: 'ahead'`) or past their deadline. */
export function unansweredRfqs(db: Db, businessId: string, now: Date, due: 'ahead' | 'past') {
  const at = now.toISOString()
  return db
    .select(rfqColumns)
    .from(rfqs)
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(
      and(
        eq(rfqs.businessId, businessId),
        eq(quotes.status, 'open'),
        due === 'ahead'
          ? and(inArray(rfqs.status, OPEN_RFQ), sql`${rfqs.deadline} > ${at}`)
          : and(
              // The expiry timer marks them expired a little after the deadline: both count.
              inArray(rfqs.status, [...OPEN_RFQ, 'expired']),
              sql`${rfqs.deadline} <= ${at}`,
            ),
      ),
    )
    .orderBy(due === 'ahead' ? asc(rfqs.deadline) : desc(rfqs.deadline), asc(rfqs.id))
    .limit(ATTENTION_ITEMS)
}

/** Open rounds with at least one live answer, to compare and award. */
export function roundsWithAnswers(db: Db, businessId: string) {
  const answered = sql<number>`count(*) filter (where ${rfqs.quotedTotal} is not null)`.mapWith(
    Number,
  )
  return db
    .select({
      id: quotes.id,
      deadline: quotes.deadline,
      title: orders.title,
      taId: orders.taId,
      answers: answered,
      total: matchCount,
    })
    .from(quotes)
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(rfqs, eq(rfqs.quoteId, quotes.id))
    .where(and(eq(quotes.businessId, businessId), eq(quotes.status, 'open')))
    .groupBy(quotes.id, orders.id)
    .having(sql`${answered} > 0`)
    .orderBy(asc(quotes.deadline), asc(quotes.id))
    .limit(ATTENTION_ITEMS)
}

/** Purchase orders in one status, longest waiting first. */
export function purchaseOrdersIn(db: Db, businessId: string, status: 'awaiting_approval' | 'sent') {
  const since = status === 'sent' ? purchaseOrders.sentAt : purchaseOrders.createdAt
  return db
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      since,
      amount: sql<number>`${purchaseOrders.total}::float8`.mapWith(Number),
      currency: purchaseOrders.currency,
      taId: orders.taId,
      vendorName: vendors.name,
      total: matchCount,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(and(eq(purchaseOrders.businessId, businessId), eq(purchaseOrders.status, status)))
    .orderBy(asc(since), asc(purchaseOrders.id))
    .limit(ATTENTION_ITEMS)
}

/** Shipments still on their way, late or expected within the week from `today` (YYYY-MM-DD). */
export function shipmentsDue(db: Db, businessId: string, today: string, due: 'week' | 'late') {
  const weekEnd = new Date(Date.parse(today) + 6 * 86_400_000).toISOString().slice(0, 10)
  const when: SQL | undefined =
    due === 'late'
      ? lateOn(today)
      : and(
          sql`${shipments.status} not in ('delivered', 'cancelled')`,
          gte(shipments.estimatedDelivery, today),
          lte(shipments.estimatedDelivery, weekEnd),
        )
  return db
    .select({
      id: shipments.id,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      estimatedDelivery: shipments.estimatedDelivery,
      poNumber: purchaseOrders.number,
      taId: orders.taId,
      vendorName: vendors.name,
      total: matchCount,
    })
    .from(shipments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(and(eq(shipments.businessId, businessId), when))
    .orderBy(asc(shipments.estimatedDelivery), asc(shipments.id))
    .limit(ATTENTION_ITEMS)
}

/** Committed purchase orders sent in [from, to), in `currency` at the reference rates. */
export async function spendBetween(
  db: Db,
  businessId: string,
  from: Date,
  to: Date,
  currency: Currency,
) {
  const [row] = await db
    .select({
      spend:
        sql<number>`coalesce(sum(${convertedSql(purchaseOrders.total, purchaseOrders.currency, currency)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.businessId, businessId),
        inArray(purchaseOrders.status, [...COMMITTED_STATUSES]),
        gte(purchaseOrders.sentAt, from),
        lt(purchaseOrders.sentAt, to),
      ),
    )
  return Math.round((row?.spend ?? 0) * 100) / 100
}

/** How many vendors and orders the business has: none of either is a new business. */
export async function businessSize(db: Db, businessId: string) {
  const [vendorCount, orderCount] = await Promise.all([
    db.select({ n: count() }).from(vendors).where(eq(vendors.businessId, businessId)),
    db.select({ n: count() }).from(orders).where(eq(orders.businessId, businessId)),
  ])
  return { vendors: vendorCount[0]?.n ?? 0, orders: orderCount[0]?.n ?? 0 }
}
