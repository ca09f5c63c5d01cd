import { routeTo } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { purchaseOrders } from '../db/schema'
import { notFound } from '../http/errors'
import { type BuyerNotice, mailBuyers } from '../services/buyer-notice'
import { markVendorActive } from '../vendors/queries'
import { purchaseOrderAnswerMail } from './po-mail'
import { lockedPurchaseOrder } from './queries'
import { checkMove } from './status-flow'

// The vendor's answer to a purchase order, from the e-mailed link or the portal: accepted
// (acknowledged) or declined, once, while the PO is sent. The buyer is e-mailed the answer,
// queued with it.

export interface Acknowledgement {
  accept: boolean
  note?: string
}

/** Records the vendor's answer to PO `poId` (already known to be the caller's); 409 if not sent. */
export function acknowledgePurchaseOrder(
  db: Db,
  poId: string,
  answer: Acknowledgement,
  now: Date,
  notice: BuyerNotice,
): Promise<void> {
  return db.transaction(async (tx) => {
    const found = await lockedPurchaseOrder(tx, poId)
    if (!found) throw notFound('This purchase order does not exist.')
    const { po, vendorName } = found
    const status = answer.accept ? 'acknowledged' : 'declined'
    checkMove(po.number, po.status, status)
    const note = answer.note?.trim() || null
    await tx
      .update(purchaseOrders)
      .set({
        status,
        acknowledgedAt: answer.accept ? now : null,
        history: [...po.history, { at: now.toISOString(), status, by: vendorName, note }],
      })
      .where(eq(purchaseOrders.id, po.id))
    if (answer.accept) await markVendorActive(tx, po.vendorId, now)
    const news = {
      vendorName,
      number: po.number,
      accepted: answer.accept,
      note,
      link: `${notice.appUrl}${routeTo.purchaseOrder(po.id)}`,
    }
    await mailBuyers(tx, notice.mail, po.businessId, found.createdBy, 'purchaseOrders', (to) =>
      purchaseOrderAnswerMail(to, news),
    )
  })
}
