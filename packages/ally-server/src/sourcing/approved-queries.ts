import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { matchCount, uuidOrNone, vendorRef } from '../db/references'
import { approvedQuoteResponses, orders, quoteResponses, quotes, rfqs, vendors } from '../db/schema'
import { searching } from '../db/search'
import type { ApprovedRow } from './mappers'

// Approved quote responses: what a buyer accepted, each waiting for (or made into) a purchase
// order. Scoped by business like every buyer-side read.

export interface ApprovedFilters {
  search?: string
  vendor?: string
  taId?: string
  /** `'true'`: only those without a purchase order yet. */
  pending?: 'true' | 'false'
}

const approvedColumns = {
  approved: approvedQuoteResponses,
  orderId: orders.id,
  taId: orders.taId,
  title: orders.title,
  currency: quoteResponses.currency,
  vendor: vendorRef,
  count: matchCount,
}

function approvedRows(db: Db) {
  return db
    .select(approvedColumns)
    .from(approvedQuoteResponses)
    .innerJoin(quoteResponses, eq(quoteResponses.id, approvedQuoteResponses.quoteResponseId))
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .innerJoin(quotes, eq(quotes.id, approvedQuoteResponses.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
}

/** A business's approved responses, newest first. */
export function businessApproved(
  db: Db,
  businessId: string,
  filters: ApprovedFilters,
  page: PageRequest,
) {
  return pageWithTotal(
    (limit, offset) =>
      approvedRows(db)
        .where(
          and(
            eq(approvedQuoteResponses.businessId, businessId),
            searching(filters.search, [
              sql`${orders.title}`,
              sql`${orders.taId}`,
              sql`${vendors.name}`,
            ]),
            filters.vendor !== undefined
              ? eq(rfqs.vendorId, uuidOrNone(filters.vendor))
              : undefined,
            filters.taId ? sql`lower(${orders.taId}) = lower(${filters.taId})` : undefined,
            filters.pending === 'true' ? isNull(approvedQuoteResponses.purchaseOrderId) : undefined,
          ),
        )
        .orderBy(desc(approvedQuoteResponses.approvedAt), desc(approvedQuoteResponses.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

/** Approved responses by id, in the order of `ids`. */
export async function approvedById(db: Db, ids: string[]): Promise<ApprovedRow[]> {
  if (!ids.length) return []
  const rows = await approvedRows(db).where(inArray(approvedQuoteResponses.id, ids))
  return ids.flatMap((id) => rows.filter((row) => row.approved.id === id))
}
