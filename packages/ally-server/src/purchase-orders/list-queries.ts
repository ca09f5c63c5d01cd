import type { PurchaseOrder } from '@ally/sdk'
import { and, desc, eq, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { UNSENT_STATUSES } from '../db/purchase-order-statuses'
import {
  buyerRef,
  dealReference,
  matchCount,
  type SourcingFilters,
  uuidOrNone,
  vendorRef,
} from '../db/references'
import { approvedQuoteResponses, businesses, orders, purchaseOrders, vendors } from '../db/schema'
import { searching } from '../db/search'
import { notOverdueOn, overdueOn } from './overdue'

export type PurchaseOrderFilters = SourcingFilters<PurchaseOrder['status']>

/**
 * The buyer's list also filters by overdue (purchase-orders/overdue.ts) on `today`'s UTC day,
 * and by delivery issues still open.
 */
export interface BusinessPurchaseOrderFilters extends PurchaseOrderFilters {
  overdue?: 'true' | 'false'
  issues?: 'true' | 'false'
}

/**
 * POs with their vendor, their buyer, their order (the deal reference) and the response they were
 * made from; `count` is the list's number of matches (1 for a single PO).
 */
export function selectPurchaseOrders(db: Db) {
  return db
    .select({
      po: purchaseOrders,
      taId: orders.taId,
      approvedId: approvedQuoteResponses.id,
      vendor: vendorRef,
      buyer: buyerRef,
      count: matchCount,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .innerJoin(businesses, eq(businesses.id, purchaseOrders.businessId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .leftJoin(approvedQuoteResponses, eq(approvedQuoteResponses.purchaseOrderId, purchaseOrders.id))
}

function poFilters(filters: PurchaseOrderFilters, extraSearch: SQL[] = []) {
  return [
    searching(filters.search, [
      sql`${purchaseOrders.number}`,
      sql`${orders.taId}`,
      sql`${vendors.name}`,
      ...extraSearch,
    ]),
    dealReference(filters.taId, purchaseOrders.number),
    filters.amount !== undefined ? sql`${purchaseOrders.total} >= ${filters.amount}` : undefined,
    filters.status ? eq(purchaseOrders.status, filters.status) : undefined,
  ]
}

/** A business's purchase orders, newest first; overdue as of `now`'s UTC day. */
export function businessPurchaseOrders(
  db: Db,
  businessId: string,
  filters: BusinessPurchaseOrderFilters,
  page: PageRequest,
  now: Date,
) {
  const today = now.toISOString().slice(0, 10)
  return pageWithTotal(
    (limit, offset) =>
      selectPurchaseOrders(db)
        .where(
          and(
            eq(purchaseOrders.businessId, businessId),
            filters.vendor !== undefined
              ? eq(purchaseOrders.vendorId, uuidOrNone(filters.vendor))
              : undefined,
            ...poFilters(filters),
            filters.overdue === 'true' ? overdueOn(today) : undefined,
            filters.overdue === 'false' ? notOverdueOn(today) : undefined,
            filters.issues === 'true' ? isNotNull(purchaseOrders.issuesOpenSince) : undefined,
            filters.issues === 'false' ? isNull(purchaseOrders.issuesOpenSince) : undefined,
          ),
        )
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

/** The purchase orders sent to a vendor account; drafts and POs awaiting approval stay with the buyer. */
export function accountPurchaseOrders(
  db: Db,
  accountId: string,
  filters: Omit<PurchaseOrderFilters, 'vendor' | 'taId' | 'amount'>,
  page: PageRequest,
) {
  return pageWithTotal(
    (limit, offset) =>
      selectPurchaseOrders(db)
        .where(
          and(
            eq(vendors.vendorAccountId, accountId),
            notInArray(purchaseOrders.status, UNSENT_STATUSES),
            ...poFilters(filters, [sql`${businesses.name}`]),
          ),
        )
        .orderBy(
          desc(sql`coalesce(${purchaseOrders.sentAt}, ${purchaseOrders.createdAt})`),
          desc(purchaseOrders.id),
        )
        .limit(limit)
        .offset(offset),
    page,
  )
}
