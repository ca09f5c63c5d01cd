import { getRfqByLink } from '@ally/sdk'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { rfqs } from '../db/schema'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { hashLinkToken } from '../services/secrets'
import { toVendorRfq } from '../sourcing/mappers'
import { liveResponses, rfqsById } from '../sourcing/rfq-queries'

// The RFQ a vendor opens from its e-mail (`/vendor/rfq?token=…` in the app), without an account:
// the token is the only credential, so a wrong one, or one past its life, is simply not found.

/** A link keeps working this long after its RFQ's deadline, so a late reader sees the outcome. */
export const RFQ_LINK_GRACE_MS = 30 * 86_400_000
const GONE = 'This link does not work. Ask the buyer to send the request again.'

export function vendorLinkRoutes({ db, now }: AppContext) {
  return [
    implement(
      getRfqByLink,
      async ({ query }) => {
        const at = now()
        const [found] = await db
          .select({ id: rfqs.id, deadline: rfqs.deadline, viewedAt: rfqs.viewedAt })
          .from(rfqs)
          .where(eq(rfqs.linkTokenHash, hashLinkToken(query.token)))
        if (!found || found.deadline.getTime() + RFQ_LINK_GRACE_MS < at.getTime()) {
          throw notFound(GONE)
        }
        if (!found.viewedAt) {
          // The first open: the buyer's list shows the vendor has seen it.
          await db
            .update(rfqs)
            .set({
              viewedAt: at,
              status: sql`case when ${rfqs.status} = 'sent' then 'viewed' else ${rfqs.status} end`,
            })
            .where(and(eq(rfqs.id, found.id), isNull(rfqs.viewedAt)))
        }
        const [row] = await rfqsById(db, null, [found.id])
        if (!row) throw notFound(GONE)
        const responses = await liveResponses(db, [found.id])
        return {
          message: `${row.order.taId} ${row.order.title}`,
          data: toVendorRfq(row, responses.get(found.id)),
        }
      },
      { rateLimit: 60 },
    ),
  ]
}
