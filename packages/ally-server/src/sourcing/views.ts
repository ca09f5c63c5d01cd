import type {
  PurchaseOrder,
  Quote,
  QuoteResponse,
  Rfq,
  VendorPurchaseOrder,
  VendorRfq,
} from '@ally/sdk'
import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  businesses,
  orders,
  purchaseOrders,
  quoteResponses,
  quotes,
  rfqs,
  vendors,
} from '../db/schema'
import { isUuid } from '../http/ids'
import { containing } from '../routes/vendors'

// The sourcing records as the contract shows them, read with one query per page. Buyer lists
// are scoped by business; the vendor portal's by the vendor account behind the vendor rows.

const iso = (date: Date | null) => date?.toISOString() ?? null
const vendorRef = { id: vendors.id, name: vendors.name, email: vendors.email }
const buyerRef = { businessId: businesses.id, businessName: businesses.name }

/** The answer that counts: the newest revision not superseded or withdrawn. */
const LIVE_RESPONSE = sql`${quoteResponses.status} not in ('superseded', 'withdrawn')`
const currentTotal = sql<
  number | null
>`(select ${quoteResponses.total}::float8 from ${quoteResponses} where ${quoteResponses.rfqId} = ${rfqs.id} and ${LIVE_RESPONSE} order by ${quoteResponses.revision} desc limit 1)`

export interface Page {
  limit: number
  page: number
}

function paged<T>(items: T[], total: number, { limit, page }: Page) {
  return { items, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } }
}

/** Free text over the given columns, with the user's `%` and `_` taken literally. */
function searching(term: string | undefined, columns: SQL[]): SQL | undefined {
  const trimmed = term?.trim()
  if (!trimmed) return undefined
  return sql`lower(concat_ws(' ', ${sql.join(columns, sql`, `)})) like ${containing(trimmed)}`
}

const rfqColumns = {
  rfq: rfqs,
  order: {
    id: orders.id,
    taId: orders.taId,
    title: orders.title,
    lines: orders.lines,
    deliveryAddress: orders.deliveryAddress,
    deliveryDate: orders.deliveryDate,
  },
  currency: quotes.currency,
  vendor: vendorRef,
  total: currentTotal,
  count: sql<number>`count(*) over ()`.mapWith(Number),
}

type RfqRow = {
  rfq: typeof rfqs.$inferSelect
  order: { id: string; taId: string; title: string } & Pick<
    typeof orders.$inferSelect,
    'lines' | 'deliveryAddress' | 'deliveryDate'
  >
  currency: Rfq['currency']
  vendor: Rfq['vendor']
  total: number | null
}

function toRfq({ rfq, order, currency, vendor, total }: RfqRow): Rfq {
  return {
    id: rfq.id,
    taId: order.taId,
    quoteId: rfq.quoteId,
    orderId: order.id,
    title: order.title,
    vendor,
    status: rfq.status,
    lines: order.lines,
    currency,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    deadline: rfq.deadline.toISOString(),
    message: rfq.message,
    sentAt: rfq.sentAt.toISOString(),
    viewedAt: iso(rfq.viewedAt),
    respondedAt: iso(rfq.respondedAt),
    total: total === null ? null : Number(total),
  }
}

export interface RfqFilters extends Page {
  search?: string
  vendor?: string
  taId?: string
  amount?: number
  status?: Rfq['status']
}

function rfqFilters(filters: Omit<RfqFilters, keyof Page>, extraSearch: SQL[] = []) {
  return [
    searching(filters.search, [
      sql`${orders.title}`,
      sql`${orders.taId}`,
      sql`${vendors.name}`,
      ...extraSearch,
    ]),
    filters.taId ? sql`lower(${orders.taId}) = lower(${filters.taId})` : undefined,
    filters.amount !== undefined ? sql`${currentTotal} >= ${filters.amount}` : undefined,
    filters.status ? eq(rfqs.status, filters.status) : undefined,
  ]
}

/** One page of RFQs, newest first, with their order, currency, vendor and buyer. */
function rfqPage(db: Db, where: SQL | undefined, filters: Page) {
  return pageWithTotal(
    (limit, offset) =>
      db
        .select({ ...rfqColumns, buyer: buyerRef })
        .from(rfqs)
        .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
        .innerJoin(orders, eq(orders.id, quotes.orderId))
        .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
        .innerJoin(businesses, eq(businesses.id, rfqs.businessId))
        .where(where)
        .orderBy(desc(rfqs.sentAt), desc(rfqs.id))
        .limit(limit)
        .offset(offset),
    filters,
  )
}

/** A business's RFQs, newest first. An id that is not a UUID matches nothing. */
export async function listBusinessRfqs(db: Db, businessId: string, filters: RfqFilters) {
  const where = and(
    eq(rfqs.businessId, businessId),
    filters.vendor !== undefined ? eq(rfqs.vendorId, uuidOrNone(filters.vendor)) : undefined,
    ...rfqFilters(filters),
  )
  const { rows, total } = await rfqPage(db, where, filters)
  return paged(rows.map(toRfq), total, filters)
}

/** The RFQs sent to a vendor account, from every business that has it as a vendor. */
export async function listAccountRfqs(
  db: Db,
  accountId: string,
  filters: Omit<RfqFilters, 'vendor' | 'taId' | 'amount'>,
) {
  const where = and(
    eq(vendors.vendorAccountId, accountId),
    ...rfqFilters(filters, [sql`${businesses.name}`]),
  )
  const { rows, total } = await rfqPage(db, where, filters)
  const responses = await currentResponses(
    db,
    rows.map((row) => row.rfq.id),
  )
  const items: VendorRfq[] = rows.map((row) => ({
    ...toRfq(row),
    buyer: { businessId: row.buyer.businessId, businessName: row.buyer.businessName ?? 'A buyer' },
    response: responses.get(row.rfq.id) ?? null,
  }))
  return paged(items, total, filters)
}

/** The live response of each RFQ, by RFQ id. */
async function currentResponses(db: Db, rfqIds: string[]): Promise<Map<string, QuoteResponse>> {
  if (!rfqIds.length) return new Map()
  const rows = await db
    .selectDistinctOn([quoteResponses.rfqId], {
      response: quoteResponses,
      quoteId: rfqs.quoteId,
      taId: orders.taId,
      vendor: vendorRef,
    })
    .from(quoteResponses)
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(and(inArray(quoteResponses.rfqId, rfqIds), LIVE_RESPONSE))
    .orderBy(quoteResponses.rfqId, desc(quoteResponses.revision))
  return new Map(
    rows.map(({ response, quoteId, taId, vendor }) => [
      response.rfqId,
      {
        id: response.id,
        rfqId: response.rfqId,
        quoteId,
        taId,
        vendor,
        status: response.status,
        currency: response.currency,
        lines: response.lines,
        subtotal: response.subtotal,
        shippingCost: response.shippingCost,
        total: response.total,
        leadTimeDays: response.leadTimeDays,
        validUntil: response.validUntil,
        notes: response.notes,
        revision: response.revision,
        submittedAt: response.submittedAt.toISOString(),
      },
    ]),
  )
}

export interface QuoteFilters extends Page {
  search?: string
  vendor?: string
  taId?: string
  amount?: number
  status?: Quote['status']
}

const lowestTotal = sql<
  number | null
>`(select min(live.total)::float8 from (select distinct on (${quoteResponses.rfqId}) ${quoteResponses.total} as total, ${quoteResponses.status} as status from ${quoteResponses} join ${rfqs} on ${rfqs.id} = ${quoteResponses.rfqId} where ${rfqs.quoteId} = ${quotes.id} order by ${quoteResponses.rfqId}, ${quoteResponses.revision} desc) live where live.status not in ('superseded', 'withdrawn'))`

/**
 * A business's sourcing rounds, newest first; `vendor` keeps those that vendor quoted in, each
 * with that vendor's own RFQ status, so a vendor's page can tell a round it lost from one it won.
 */
export async function listBusinessQuotes(db: Db, businessId: string, filters: QuoteFilters) {
  const vendorRfqStatus =
    filters.vendor === undefined
      ? sql<null>`null`
      : sql<
          Rfq['status'] | null
        >`(select ${rfqs.status} from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.vendorId} = ${uuidOrNone(filters.vendor)} order by ${rfqs.sentAt} desc limit 1)`
  const { rows, total } = await pageWithTotal(
    (limit, offset) =>
      db
        .select({
          quote: quotes,
          order: {
            id: orders.id,
            taId: orders.taId,
            title: orders.title,
            orderType: orders.orderType,
          },
          rfqCount:
            sql<number>`(select count(*) from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.status} <> 'cancelled')`.mapWith(
              Number,
            ),
          responseCount:
            sql<number>`(select count(*) from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.respondedAt} is not null)`.mapWith(
              Number,
            ),
          lowestTotal,
          vendorRfqStatus,
          count: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(quotes)
        .innerJoin(orders, eq(orders.id, quotes.orderId))
        .where(
          and(
            eq(quotes.businessId, businessId),
            searching(filters.search, [sql`${orders.title}`, sql`${orders.taId}`]),
            filters.vendor !== undefined
              ? sql`exists (select 1 from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.vendorId} = ${uuidOrNone(filters.vendor)} and ${rfqs.respondedAt} is not null)`
              : undefined,
            filters.taId ? sql`lower(${orders.taId}) = lower(${filters.taId})` : undefined,
            filters.amount !== undefined ? sql`${lowestTotal} >= ${filters.amount}` : undefined,
            filters.status ? eq(quotes.status, filters.status) : undefined,
          ),
        )
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit)
        .offset(offset),
    filters,
  )
  const items: Quote[] = rows.map((row) => {
    const { quote, order, rfqCount, responseCount, lowestTotal } = row
    const item: Quote = {
      id: quote.id,
      taId: order.taId,
      orderId: order.id,
      title: order.title,
      orderType: order.orderType,
      status: quote.status,
      currency: quote.currency,
      deadline: quote.deadline.toISOString(),
      rfqCount,
      responseCount,
      lowestTotal: lowestTotal === null ? null : Number(lowestTotal),
      createdAt: quote.createdAt.toISOString(),
    }
    if (row.vendorRfqStatus) item.vendorRfqStatus = row.vendorRfqStatus
    return item
  })
  return paged(items, total, filters)
}

export interface PurchaseOrderFilters extends Page {
  search?: string
  vendor?: string
  taId?: string
  amount?: number
  status?: PurchaseOrder['status']
}

const poColumns = {
  po: purchaseOrders,
  taId: orders.taId,
  vendor: vendorRef,
  count: sql<number>`count(*) over ()`.mapWith(Number),
}

function toPurchaseOrder(row: {
  po: typeof purchaseOrders.$inferSelect
  taId: string | null
  vendor: PurchaseOrder['vendor']
}): PurchaseOrder {
  const { po } = row
  return {
    id: po.id,
    number: po.number,
    // A purchase order made without an order is referred to by its own number.
    taId: row.taId ?? po.number,
    orderId: po.orderId,
    approvedQuoteResponseId: null,
    vendor: row.vendor,
    status: po.status,
    currency: po.currency,
    lines: po.lines,
    subtotal: po.subtotal,
    tax: po.tax,
    shippingCost: po.shippingCost,
    total: po.total,
    deliveryAddress: po.deliveryAddress,
    deliveryDate: po.deliveryDate,
    paymentTerms: po.paymentTerms,
    notes: po.notes,
    history: po.history.map((change) => ({
      ...change,
      status: change.status as PurchaseOrder['status'],
    })),
    sentAt: iso(po.sentAt),
    acknowledgedAt: iso(po.acknowledgedAt),
    createdAt: po.createdAt.toISOString(),
  }
}

function poFilters(filters: Omit<PurchaseOrderFilters, keyof Page>, extraSearch: SQL[] = []) {
  return [
    searching(filters.search, [
      sql`${purchaseOrders.number}`,
      sql`${orders.taId}`,
      sql`${vendors.name}`,
      ...extraSearch,
    ]),
    filters.taId
      ? sql`lower(coalesce(${orders.taId}, ${purchaseOrders.number})) = lower(${filters.taId})`
      : undefined,
    filters.amount !== undefined ? sql`${purchaseOrders.total} >= ${filters.amount}` : undefined,
    filters.status ? eq(purchaseOrders.status, filters.status) : undefined,
  ]
}

/** A business's purchase orders, newest first. */
export async function listBusinessPurchaseOrders(
  db: Db,
  businessId: string,
  filters: PurchaseOrderFilters,
) {
  const { rows, total } = await pageWithTotal(
    (limit, offset) =>
      db
        .select(poColumns)
        .from(purchaseOrders)
        .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
        .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
        .where(
          and(
            eq(purchaseOrders.businessId, businessId),
            filters.vendor !== undefined
              ? eq(purchaseOrders.vendorId, uuidOrNone(filters.vendor))
              : undefined,
            ...poFilters(filters),
          ),
        )
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
        .limit(limit)
        .offset(offset),
    filters,
  )
  return paged(rows.map(toPurchaseOrder), total, filters)
}

/** The purchase orders sent to a vendor account; drafts stay with the buyer. */
export async function listAccountPurchaseOrders(
  db: Db,
  accountId: string,
  filters: Omit<PurchaseOrderFilters, 'vendor' | 'taId' | 'amount'>,
) {
  const { rows, total } = await pageWithTotal(
    (limit, offset) =>
      db
        .select({ ...poColumns, buyer: buyerRef })
        .from(purchaseOrders)
        .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
        .innerJoin(businesses, eq(businesses.id, purchaseOrders.businessId))
        .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
        .where(
          and(
            eq(vendors.vendorAccountId, accountId),
            notInArray(purchaseOrders.status, ['draft']),
            ...poFilters(filters, [sql`${businesses.name}`]),
          ),
        )
        .orderBy(
          desc(sql`coalesce(${purchaseOrders.sentAt}, ${purchaseOrders.createdAt})`),
          desc(purchaseOrders.id),
        )
        .limit(limit)
        .offset(offset),
    filters,
  )
  const items: VendorPurchaseOrder[] = rows.map((row) => ({
    ...toPurchaseOrder(row),
    buyer: { businessId: row.buyer.businessId, businessName: row.buyer.businessName ?? 'A buyer' },
  }))
  return paged(items, total, filters)
}

const NO_ROW = '00000000-0000-0000-0000-000000000000'
/** A filter id that is not a UUID names no row: match nothing instead of failing the cast. */
const uuidOrNone = (id: string) => (isUuid(id) ? id : NO_ROW)

/**
 * Runs a page query whose rows carry `count(*) over ()`. A page past the end has no row to carry
 * it, so then the first row alone is read for the total.
 */
async function pageWithTotal<Row extends { count: number }>(
  run: (limit: number, offset: number) => Promise<Row[]>,
  { limit, page }: Page,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await run(limit, (page - 1) * limit)
  if (rows.length || page === 1) return { rows, total: rows[0]?.count ?? 0 }
  const [first] = await run(1, 0)
  return { rows, total: first?.count ?? 0 }
}
