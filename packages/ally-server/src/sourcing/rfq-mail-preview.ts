import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { vendors } from '../db/schema'
import { badRequest } from '../http/errors'
import { isUuid } from '../http/ids'
import type { OrderRow } from './order-queries'
import { orderPartsOfRfqMail, rfqMail } from './rfq-mail'
import { futureDeadline } from './send-rfqs'

// The buyer previews the e-mail before sending: the same template, filled from the stored order
// and the chosen vendor, so the preview cannot drift from what goes out. Only the link differs:
// each vendor's link token is made when its RFQ is sent, and a preview must never mint one.

export const PREVIEW_LINK = '(a private link, made for each vendor when you send)'

export interface MailPreviewInput {
  order: OrderRow
  businessName: string
  vendorId: string
  deadline: string
  message?: string
}

export async function previewRfqMail(db: Db, now: Date, input: MailPreviewInput) {
  const deadline = futureDeadline(input.deadline, now)
  const [vendor] = isUuid(input.vendorId)
    ? await db
        .select({ name: vendors.name, email: vendors.email })
        .from(vendors)
        .where(and(eq(vendors.id, input.vendorId), eq(vendors.businessId, input.order.businessId)))
    : []
  if (!vendor) {
    const message = 'is not a vendor in your list'
    throw badRequest(`body.vendorId: ${message}`, [{ path: 'body.vendorId', message }])
  }
  const { order } = input
  const mail = rfqMail({
    to: vendor.email,
    vendorName: vendor.name,
    businessName: input.businessName,
    ...orderPartsOfRfqMail(order),
    deadline,
    message: input.message?.trim() || null,
    link: PREVIEW_LINK,
  })
  return { to: mail.to, subject: mail.subject, text: mail.text }
}
