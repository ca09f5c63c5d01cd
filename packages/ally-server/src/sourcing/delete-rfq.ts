import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { isUuid } from '../db/ids'
import { orders, quotes, rfqs, vendors } from '../db/schema'
import { conflict, notFound } from '../http/errors'
import { rfqWithdrawnMail } from './rfq-mail'

// Deleting an RFQ withdraws the request from its vendor: the RFQ and its answers go, and the
// vendor is told by e-mail, in one transaction. An RFQ already decided by an award stays, since
// the award and what follows from it refer to its answer (docs/product-rules.md, "Sourcing").

const RFQ_NOT_FOUND = 'This RFQ does not exist.'

export async function deleteRfq(
  { db, mail }: Pick<AppContext, 'db' | 'mail'>,
  businessId: string,
  businessName: string,
  rfqId: string,
): Promise<void> {
  if (!isUuid(rfqId)) throw notFound(RFQ_NOT_FOUND)
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        status: rfqs.status,
        vendor: { name: vendors.name, email: vendors.email },
        taId: orders.taId,
        title: orders.title,
      })
      .from(rfqs)
      .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
      .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
      .innerJoin(orders, eq(orders.id, quotes.orderId))
      .where(and(eq(rfqs.id, rfqId), eq(rfqs.businessId, businessId)))
      .for('update', { of: rfqs })
    if (!found) throw notFound(RFQ_NOT_FOUND)
    if (found.status === 'awarded' || found.status === 'not_awarded') {
      throw conflict(
        `This RFQ is ${found.status === 'awarded' ? 'awarded' : 'decided'}; it can no longer be deleted.`,
      )
    }
    await tx.delete(rfqs).where(eq(rfqs.id, rfqId))
    // A vendor that declined or was already cancelled has nothing left to stop.
    if (found.status !== 'declined' && found.status !== 'cancelled') {
      await mail.queue(
        tx,
        rfqWithdrawnMail({
          to: found.vendor.email,
          vendorName: found.vendor.name,
          businessName,
          taId: found.taId,
          title: found.title,
        }),
      )
    }
  })
}
