import type { RfqPurchaseOrder, VendorRfq } from '@ally/sdk'
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { UNSENT_STATUSES } from '../db/purchase-order-statuses'
import { approvedQuoteResponses, purchaseOrders, quoteResponses, rfqs, vendors } from '../db/schema'
import type { SignAttachments } from '../files/attachments'
import { hashLinkToken } from '../services/secrets'
import { toVendorRfq } from './mappers'
import { liveResponses, rfqsById } from './rfq-queries'

// Finding the RFQ a vendor acts on: by the token of its e-mailed link, or by id among the RFQs
// sent to a portal account's vendor rows. Anything else is not found, whoever's it is.

/** A link keeps working this long after its RFQ's deadline, so a late reader sees the outcome. */
export const RFQ_LINK_GRACE_MS = 30 * 86_400_000

/** The RFQ whose link carries `token`, unless its link is past its life. */
export async function rfqIdByLink(db: Db, token: string, now: Date) {
  const [found] = await db
    .select({ id: rfqs.id, deadline: rfqs.deadline })
    .from(rfqs)
    .where(eq(rfqs.linkTokenHash, hashLinkToken(token)))
  if (!found || found.deadline.getTime() + RFQ_LINK_GRACE_MS < now.getTime()) return undefined
  return found.id
}

/** The RFQ with this id if it was sent to one of the account's vendor rows. */
export async function accountRfqId(db: Db, accountId: string, rfqId: string) {
  if (!isUuid(rfqId)) return undefined
  const [found] = await db
    .select({ id: rfqs.id })
    .from(rfqs)
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(and(eq(rfqs.id, rfqId), eq(vendors.vendorAccountId, accountId)))
  return found?.id
}

/** The first open by the vendor: the buyer's list shows it has been seen. */
export async function markRfqViewed(db: Db, rfqId: string, at: Date) {
  await db
    .update(rfqs)
    .set({
      viewedAt: at,
      status: sql`case when ${rfqs.status} = 'sent' then 'viewed' else ${rfqs.status} end`,
    })
    .where(and(eq(rfqs.id, rfqId), isNull(rfqs.viewedAt)))
}

/**
 * The purchase order made from each RFQ's award, by RFQ id, once it was sent to the RFQ's vendor:
 * a draft, or one awaiting the buyer's approval, stays the buyer's, and so does any PO of
 * another vendor or business. A cancelled PO frees its award (draft-purchase-order.ts), so it
 * is no longer found here.
 */
export async function sentPurchaseOrders(
  db: Db,
  rfqIds: string[],
): Promise<Map<string, RfqPurchaseOrder>> {
  if (!rfqIds.length) return new Map()
  const rows = await db
    .selectDistinctOn([quoteResponses.rfqId], {
      rfqId: quoteResponses.rfqId,
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      sentAt: purchaseOrders.sentAt,
    })
    .from(approvedQuoteResponses)
    .innerJoin(quoteResponses, eq(quoteResponses.id, approvedQuoteResponses.quoteResponseId))
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, approvedQuoteResponses.purchaseOrderId))
    .where(
      and(
        inArray(quoteResponses.rfqId, rfqIds),
        eq(purchaseOrders.businessId, rfqs.businessId),
        eq(purchaseOrders.vendorId, rfqs.vendorId),
        isNotNull(purchaseOrders.sentAt),
        notInArray(purchaseOrders.status, UNSENT_STATUSES),
      ),
    )
    .orderBy(quoteResponses.rfqId, desc(purchaseOrders.sentAt))
  return new Map(
    rows.flatMap(({ rfqId, sentAt, ...po }) =>
      sentAt ? [[rfqId, { ...po, sentAt: sentAt.toISOString() }] as const] : [],
    ),
  )
}

/** RFQs as their vendor sees them, with the vendor's live answers and the awards' sent POs. */
export async function toVendorRfqs(
  db: Db,
  rows: Parameters<typeof toVendorRfq>[0][],
  sign: SignAttachments,
): Promise<VendorRfq[]> {
  const ids = rows.map((row) => row.rfq.id)
  const [responses, orders] = await Promise.all([
    liveResponses(db, ids),
    sentPurchaseOrders(db, ids),
  ])
  return rows.map((row) =>
    toVendorRfq(row, responses.get(row.rfq.id), orders.get(row.rfq.id) ?? null, sign),
  )
}

/** The RFQ as its vendor sees it, with the vendor's live answer and its award's sent PO. */
export async function vendorRfqView(
  db: Db,
  rfqId: string,
  sign: SignAttachments,
): Promise<VendorRfq | undefined> {
  const rows = await rfqsById(db, null, [rfqId])
  const [view] = await toVendorRfqs(db, rows, sign)
  return view
}
