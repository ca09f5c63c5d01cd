import type { VendorRfq } from '@ally/sdk'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rfqs, vendors } from '../db/schema'
import type { SignAttachments } from '../files/attachments'
import { isUuid } from '../http/ids'
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

/** The RFQ as its vendor sees it, with the vendor's live answer. */
export async function vendorRfqView(
  db: Db,
  rfqId: string,
  sign: SignAttachments,
): Promise<VendorRfq | undefined> {
  const [row] = await rfqsById(db, null, [rfqId])
  if (!row) return undefined
  const responses = await liveResponses(db, [rfqId])
  return toVendorRfq(row, responses.get(rfqId), sign)
}
