import { type RfqMailOrder, UNASSIGNED_ORDER_REFERENCE } from '@ally/sdk'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { type StoredAttachment, vendors } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/errors'
import { findOwnOrder, storedOrderContent } from './order-queries'
import { orderPartsOfRfqMail, rfqMail } from './rfq-mail'
import { futureDeadline, SENDABLE } from './send-rfqs'

// The buyer previews the e-mail before sending, from the request as written: the same template,
// filled from the content as saving would store it and the chosen vendor, so the preview cannot
// drift from what goes out. A preview reads and never writes: no order, no `TA-` reference taken
// (content not saved yet shows `TA-…`), no link token (each vendor's is made when its RFQ is sent).

export const PREVIEW_LINK = '(a private link, made for each vendor when you send)'

export interface MailPreviewInput {
  businessId: string
  businessName: string
  /** The request as written; checked as `createOrder` checks it. */
  order: RfqMailOrder
  /** Each line's files, as `lineFiles` found them. */
  attachments: readonly StoredAttachment[][]
  /** The saved order the content is for: its reference goes in the e-mail. */
  orderId?: string
  vendorId: string
  deadline: string
  message?: string
}

/** The reference of the saved order a preview is for, or null without one; 404/409 as sending. */
async function referenceOf(db: Db, businessId: string, orderId: string | undefined) {
  if (orderId === undefined) return null
  const order = await findOwnOrder(db, businessId, orderId)
  if (!order) throw notFound('This order does not exist.')
  if (!SENDABLE.has(order.status)) {
    throw conflict(`This order is ${order.status}; RFQs can no longer be sent for it.`)
  }
  return order.taId
}

export async function previewRfqMail(db: Db, now: Date, input: MailPreviewInput) {
  const deadline = futureDeadline(input.deadline, now)
  const taId = await referenceOf(db, input.businessId, input.orderId)
  const [vendor] = isUuid(input.vendorId)
    ? await db
        .select({ name: vendors.name, email: vendors.email })
        .from(vendors)
        .where(and(eq(vendors.id, input.vendorId), eq(vendors.businessId, input.businessId)))
    : []
  if (!vendor) {
    const message = 'is not a vendor in your list'
    throw badRequest(`body.vendorId: ${message}`, [{ path: 'body.vendorId', message }])
  }
  const mail = rfqMail({
    to: vendor.email,
    vendorName: vendor.name,
    businessName: input.businessName,
    ...orderPartsOfRfqMail({
      ...storedOrderContent(input.order, input.attachments),
      taId: taId ?? UNASSIGNED_ORDER_REFERENCE,
    }),
    deadline,
    message: input.message?.trim() || null,
    link: PREVIEW_LINK,
  })
  return { to: mail.to, subject: mail.subject, text: mail.text, taId }
}
