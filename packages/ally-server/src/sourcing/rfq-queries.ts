// Over 300 lines on purpose: every read of RFQs (the lists, a round's, by id, with answers) shares
// its columns and filters, kept together.
import type { QuoteResponse, Rfq } from '@ally/sdk'
import { and, desc, eq, gte, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { builtOnce } from '../db/built-once'
import type { Db } from '../db/client'
import { type CountedPage, cappedTotal, EXACT_TOTAL_LIMIT } from '../db/counted-page'
import { isUuid } from '../db/ids'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { buyerRef, matchCount, type SourcingFilters, uuidOrNone, vendorRef } from '../db/references'
import { businesses, orders, quoteResponses, quotes, rfqs, vendors } from '../db/schema'
import { containing, searching } from '../db/search'
import type { SignAttachments } from '../files/attachments'
import { type QuoteResponseRow, type RfqRow, toQuoteResponse } from './mappers'
import { currentTotal, LIVE_RESPONSE, withRound } from './references'

// RFQs, read a page at a time with one query. The buyer's are scoped by business; the vendor
// portal's by the vendor account behind the vendor rows.

export type RfqFilters = SourcingFilters<Rfq['status']>

/** What the orders' trigram index holds: title and reference, lower-cased (migration 0012). */
const ORDER_SEARCH_TEXT = sql`lower(${orders.title} || ' ' || ${orders.taId})`

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
      withRound(db.select(rfqColumns).from(rfqs).$dynamic())
        .innerJoin(businesses, eq(businesses.id, rfqs.businessId))
        .where(where)
        .orderBy(desc(rfqs.sentAt), desc(rfqs.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

/** A term matching at most this many rounds (or vendors) is looked up as a list of ids. */
const LISTED_MATCHES = 500

/**
 * The RFQs a search term matches, as a condition on `rfqs`: the term is looked up in the orders'
 * trigram index (title, reference) and the vendors' (name, e-mail, contact) first. A narrow term
 * becomes lists of round and vendor ids that the RFQ indexes answer at once; a broad one stays a
 * subquery, since the newest-first walk then finds a page of matches almost at once.
 */
async function searchCondition(db: Db, businessId: string, term: string): Promise<SQL> {
  const like = containing(term)
  // Builders change in place on .limit(): each use gets its own.
  const matchingRounds = () =>
    db
      .select({ id: quotes.id })
      .from(quotes)
      .innerJoin(orders, eq(orders.id, quotes.orderId))
      .where(and(eq(orders.businessId, businessId), sql`${ORDER_SEARCH_TEXT} like ${like}`))
  const matchingVendors = () =>
    db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.businessId, businessId), sql`${vendors.searchText} like ${like}`))
  const [rounds, sellers] = await Promise.all([
    matchingRounds().limit(LISTED_MATCHES + 1),
    matchingVendors().limit(LISTED_MATCHES + 1),
  ])
  if (rounds.length > LISTED_MATCHES || sellers.length > LISTED_MATCHES) {
    return or(
      inArray(rfqs.quoteId, matchingRounds()),
      inArray(rfqs.vendorId, matchingVendors()),
    ) as SQL
  }
  const listed = [
    rounds.length
      ? inArray(
          rfqs.quoteId,
          rounds.map((row) => row.id),
        )
      : undefined,
    sellers.length
      ? inArray(
          rfqs.vendorId,
          sellers.map((row) => row.id),
        )
      : undefined,
  ]
  return or(...listed) ?? sql`false`
}

/** A business's RFQ filters as conditions on `rfqs` alone, so the list walks `rfqs` in sent order. */
async function businessRfqConditions(
  db: Db,
  businessId: string,
  filters: RfqFilters,
): Promise<SQL | undefined> {
  const term = filters.search?.trim()
  return and(
    eq(rfqs.businessId, businessId),
    filters.vendor !== undefined ? eq(rfqs.vendorId, uuidOrNone(filters.vendor)) : undefined,
    filters.status ? eq(rfqs.status, filters.status) : undefined,
    term ? await searchCondition(db, businessId, term) : undefined,
    filters.taId
      ? sql`${rfqs.quoteId} in (select ${quotes.id} from ${quotes} join ${orders} on ${orders.id} = ${quotes.orderId} where ${orders.businessId} = ${businessId} and lower(${orders.taId}) = lower(${filters.taId}))`
      : undefined,
    filters.amount !== undefined ? gte(rfqs.quotedTotal, filters.amount) : undefined,
  )
}

/**
 * A business's RFQs, newest first, and how many match. The page's ids come from an index walk in
 * sent order, the total is exact up to EXACT_TOTAL_LIMIT and a flagged lower bound beyond, and
 * only the page's rows are read in full. An id that is not a UUID matches nothing.
 */
export async function businessRfqs(
  db: Db,
  businessId: string,
  filters: RfqFilters,
  page: PageRequest,
  countLimit = EXACT_TOTAL_LIMIT,
): Promise<CountedPage<RfqRow>> {
  const unfiltered =
    !filters.search?.trim() &&
    filters.vendor === undefined &&
    !filters.status &&
    !filters.taId &&
    filters.amount === undefined
  if (unfiltered) {
    // The list as it first loads is built once (db/built-once.ts), as one statement.
    const where = eq(rfqs.businessId, businessId)
    const found = await builtOnce(db, 'business_rfq_page', () =>
      rfqPageWithCount(
        db,
        eq(rfqs.businessId, sql.placeholder('businessId')),
        sql.placeholder('limit'),
        sql.placeholder('offset'),
      ).prepare('business_rfq_page'),
    ).execute({ businessId, limit: page.limit, offset: page.offset })
    // A page past the end has no row to carry the count.
    const counted =
      found[0]?.counted ??
      (page.offset > 0
        ? ((
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(countedMatches(db, where).as('capped'))
          )[0]?.n ?? 0)
        : 0)
    const rows: RfqRow[] = found.map(({ counted: n, ...row }) => ({ ...row, count: n }))
    return { rows, ...cappedTotal(counted, countLimit, page.offset + rows.length) }
  }
  // Filtered: the page's ids and the count on two connections at once (a search's count can
  // take as long as its page), then the page's rows in full.
  const where = await businessRfqConditions(db, businessId, filters)
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: rfqs.id })
      .from(rfqs)
      .where(where)
      .orderBy(desc(rfqs.sentAt), desc(rfqs.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(countedMatches(db, where).as('capped')),
  ])
  const rows = await rfqsById(
    db,
    businessId,
    ids.map((row) => row.id),
  )
  return { rows, ...cappedTotal(counted?.n ?? 0, countLimit, page.offset + rows.length) }
}

/** The matches, no further than a count needs: a broad filter over a large list is not counted whole. */
const countedMatches = (db: Db, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(rfqs)
    .where(where)
    .limit(EXACT_TOTAL_LIMIT + 1)

/**
 * One statement, one round trip: the page's ids from an index walk in sent order, its rows in
 * full, and the count.
 */
function rfqPageWithCount(
  db: Db,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const pageIds = db
    .$with('page_ids')
    .as(
      db
        .select({ id: rfqs.id, sentAt: rfqs.sentAt })
        .from(rfqs)
        .where(where)
        .orderBy(desc(rfqs.sentAt), desc(rfqs.id))
        .limit(limit)
        .offset(offset),
    )
  const { count: _perRow, ...columns } = rfqColumns
  const counted = sql<number>`(select count(*) from (${countedMatches(db, where)}) as capped)`
  return withRound(
    db
      .with(pageIds)
      .select({ ...columns, counted: counted.mapWith(Number) })
      .from(pageIds)
      .innerJoin(rfqs, eq(rfqs.id, pageIds.id))
      .$dynamic(),
  )
    .innerJoin(businesses, eq(businesses.id, rfqs.businessId))
    .orderBy(desc(pageIds.sentAt), desc(pageIds.id))
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
  return withRound(
    db
      .select(responseColumns)
      .from(quoteResponses)
      .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
      .$dynamic(),
  )
}

/** The live response of each RFQ, by RFQ id. */
export async function liveResponses(
  db: Db,
  rfqIds: string[],
): Promise<Map<string, QuoteResponseRow>> {
  if (!rfqIds.length) return new Map()
  const rows = await withRound(
    db
      .selectDistinctOn([quoteResponses.rfqId], responseColumns)
      .from(quoteResponses)
      .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
      .$dynamic(),
  )
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
export async function responseView(
  db: Db,
  responseId: string,
  sign: SignAttachments,
): Promise<QuoteResponse> {
  const [row] = await responseRows(db).where(eq(quoteResponses.id, responseId))
  if (!row) throw new Error(`Response ${responseId} was not found right after it was stored`)
  return toQuoteResponse(row, sign)
}
