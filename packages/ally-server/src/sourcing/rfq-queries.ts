import type { QuoteResponse, Rfq } from '@ally/sdk'
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { businesses, orders, quoteResponses, quotes, rfqs, vendors } from '../db/schema'
import { searching } from '../db/search'
import { isUuid } from '../http/ids'
import { type QuoteResponseRow, toQuoteResponse } from './mappers'
import {
  buyerRef,
  currentTotal,
  LIVE_RESPONSE,
  matchCount,
  type SourcingFilters,
  uuidOrNone,
  vendorRef,
} from './references'

// RFQs, read a page at a time with one query. The buyer's are scoped by business; the vendor
// portal's by the vendor account behind the vendor rows.

export type RfqFilters = SourcingFilters<Rfq['status']>

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
  buyer: buyerRef,
  count: matchCount,
}

function rfqFilters(filters: RfqFilters, extraSearch: SQL[] = []) {
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
function rfqPage(db: Db, where: SQL | undefined, page: PageRequest) {
  return pageWithTotal(
    (limit, offset) =>
      db
        .select(rfqColumns)
        .from(rfqs)
        .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
        .innerJoin(orders, eq(orders.id, quotes.orderId))
        .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
        .innerJoin(businesses, eq(businesses.id, rfqs.businessId))
        .where(where)
        .orderBy(desc(rfqs.sentAt), desc(rfqs.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

/** A business's RFQs, newest first. An id that is not a UUID matches nothing. */
export function businessRfqs(db: Db, businessId: string, filters: RfqFilters, page: PageRequest) {
  const where = and(
    eq(rfqs.businessId, businessId),
    filters.vendor !== undefined ? eq(rfqs.vendorId, uuidOrNone(filters.vendor)) : undefined,
    ...rfqFilters(filters),
  )
  return rfqPage(db, where, page)
}

/** The RFQs sent to a vendor account, from every business that has it as a vendor. */
export function accountRfqs(
  db: Db,
  accountId: string,
  filters: Omit<RfqFilters, 'vendor' | 'taId' | 'amount'>,
  page: PageRequest,
) {
  const where = and(
    eq(vendors.vendorAccountId, accountId),
    ...rfqFilters(filters, [sql`${businesses.name}`]),
  )
  return rfqPage(db, where, page)
}

const responseColumns = {
  response: quoteResponses,
  quoteId: rfqs.quoteId,
  taId: orders.taId,
  vendor: vendorRef,
}

/** Responses with what their mapper needs: the round, the order's reference and the vendor. */
function responseRows(db: Db) {
  return db
    .select(responseColumns)
    .from(quoteResponses)
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
}

/** The live response of each RFQ, by RFQ id. */
export async function liveResponses(
  db: Db,
  rfqIds: string[],
): Promise<Map<string, QuoteResponseRow>> {
  if (!rfqIds.length) return new Map()
  const rows = await db
    .selectDistinctOn([quoteResponses.rfqId], responseColumns)
    .from(quoteResponses)
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(and(inArray(quoteResponses.rfqId, rfqIds), LIVE_RESPONSE))
    .orderBy(quoteResponses.rfqId, desc(quoteResponses.revision))
  return new Map(rows.map((row) => [row.response.rfqId, row]))
}

/** A business's RFQs in one sourcing round, newest first. */
export function quoteRfqs(db: Db, businessId: string, quoteId: string, page: PageRequest) {
  return rfqPage(
    db,
    and(eq(rfqs.businessId, businessId), eq(rfqs.quoteId, uuidOrNone(quoteId))),
    page,
  )
}

/**
 * RFQs by id, newest first: the business's (another business's ids match nothing), or, with
 * `businessId` null, whoever's — for the tokenised link, which found its RFQ by the token's hash.
 */
export async function rfqsById(db: Db, businessId: string | null, ids: string[]) {
  const wanted = ids.filter(isUuid)
  if (!wanted.length) return []
  const where = and(
    businessId === null ? undefined : eq(rfqs.businessId, businessId),
    inArray(rfqs.id, wanted),
  )
  const { rows } = await rfqPage(db, where, { limit: wanted.length, page: 1, offset: 0 })
  return rows
}

/** Every revision of the vendor's response to an RFQ, newest first. */
export function rfqResponses(db: Db, rfqId: string): Promise<QuoteResponseRow[]> {
  return responseRows(db)
    .where(eq(quoteResponses.rfqId, rfqId))
    .orderBy(desc(quoteResponses.revision))
}

/** One stored response, as the contract's QuoteResponse. */
export async function responseView(db: Db, responseId: string): Promise<QuoteResponse> {
  const [row] = await responseRows(db).where(eq(quoteResponses.id, responseId))
  if (!row) throw new Error(`Response ${responseId} was not found right after it was stored`)
  return toQuoteResponse(row)
}
