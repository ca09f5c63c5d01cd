import { formatMoney, routeTo } from '@ally/sdk'
import { and, eq } from 'drizzle-orm'
import { businessApprovers } from '../accounts/queries'
import type { BusinessRow } from '../context'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { orders, purchaseOrders, type StoredAttachment, vendors } from '../db/schema'
import { parseFileLink } from '../files/file-links'
import type { FileStore } from '../files/file-store'
import { forbidden, notFound } from '../http/errors'
import { convert } from '../services/currency'
import type { MailOutbox } from '../services/mail-outbox'
import { newLinkToken } from '../services/secrets'
import type { Actor } from './draft-purchase-order'
import { approvalRequestMail, purchaseOrderLinkUrl, purchaseOrderMail } from './po-mail'
import { purchaseOrderPdf } from './po-pdf'
import { lockedPurchaseOrder } from './queries'
import { checkMove } from './status-flow'

// Sending a purchase order: its PDF is made and stored, the PO becomes sent with a new link, and
// the e-mail carrying both is queued in the same transaction (docs/product-rules.md, "Purchase
// orders"). The PDF is made before the transaction, so the row lock is held only for the writes.

const NOT_FOUND = 'This purchase order does not exist.'

export interface SendDeps {
  db: Db
  mail: MailOutbox
  files: FileStore
  appUrl: string
}

export interface SendRequest {
  message?: string
  cc?: string[]
}

/** The sender: who is acting, with the business and the address the PDF shows. */
export interface Sender extends Actor {
  business: BusinessRow
  email: string
  /** Owners and admins approve purchase orders above the business's threshold by sending them. */
  canApprove: boolean
}

/** Sent, or held for an owner's or admin's approval above `threshold` (the business's currency). */
export type SendOutcome = { held: false } | { held: true; threshold: string }

/** A PO of the business with its vendor's name and addresses, as the PDF and the e-mail need. */
export async function poWithVendor(db: Db, businessId: string, poId: string) {
  if (!isUuid(poId)) return undefined
  const [row] = await db
    .select({
      po: purchaseOrders,
      taId: orders.taId,
      vendor: {
        name: vendors.name,
        contactName: vendors.contactName,
        email: vendors.email,
        address: vendors.address,
      },
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.businessId, businessId)))
  return row
}

/** A PO as its PDF, drawn as it stands in `found` and stored as the business's file `name`. */
export async function storePurchaseOrderPdf(
  { files }: Pick<SendDeps, 'files'>,
  sender: Sender,
  found: FoundPurchaseOrder,
  name: string,
  now: Date,
): Promise<StoredAttachment> {
  const { po, vendor } = found
  const bytes = await purchaseOrderPdf({
    po: { ...po, taId: found.taId ?? po.number },
    buyer: {
      name: sender.business.name ?? 'Your buyer',
      address: sender.business.address,
      country: sender.business.country,
      email: sender.email,
    },
    vendor,
    logo: await logoOf(files, sender.business),
    issuedAt: now,
  })
  const file = await files.save({
    owner: { businessId: sender.businessId },
    name,
    mimeType: 'application/pdf',
    bytes,
  })
  return { id: file.id, name: file.name, mimeType: file.mimeType, size: file.size }
}

/** The business's logo as bytes the PDF can show, or null (none, gone, or not PNG or JPEG). */
async function logoOf(files: FileStore, business: BusinessRow) {
  const link = business.avatar ? parseFileLink(business.avatar) : null
  if (!link) return null
  const file = await files.findOwned(link.id, { businessId: business.id })
  if (!file || !['image/png', 'image/jpeg'].includes(file.mimeType)) return null
  try {
    return { bytes: await files.read(file.id), mimeType: file.mimeType }
  } catch {
    return null
  }
}

/**
 * Sends PO `poId` to its vendor: a 409 unless it is a draft or waits for approval. Above the
 * business's approval threshold, an owner or admin sending it approves it; anyone else's sending
 * holds it for their approval instead (docs/product-rules.md, "Purchase orders").
 */
// ~85 lines on purpose: the checks, the PDF (made before the transaction: it is slow), then the
// transaction that checks again under the PO's lock, decides the approval and queues the vendor's
// mail; split, the second check would sit apart from the first it repeats.
export async function sendPurchaseOrder(
  deps: SendDeps,
  sender: Sender,
  poId: string,
  request: SendRequest,
  now: Date,
): Promise<SendOutcome> {
  const { db, mail, files, appUrl } = deps
  const found = await poWithVendor(db, sender.businessId, poId)
  if (!found) throw notFound(NOT_FOUND)
  const { po, vendor } = found
  // Refused before the PDF is made; checked again under the lock below.
  checkMove(po.number, po.status, 'sent')
  const { approvalThreshold: threshold, currency } = sender.business
  const aboveThreshold = threshold !== null && convert(po.total, po.currency, currency) > threshold
  if (aboveThreshold && !sender.canApprove) {
    const limit = formatMoney(threshold, currency)
    if (po.status === 'awaiting_approval') {
      throw forbidden(
        `${po.number} is above the ${limit} approval threshold: an owner or admin sends it.`,
      )
    }
    await holdForApproval(deps, sender, found, limit, now)
    return { held: true, threshold: limit }
  }
  const buyerName = sender.business.name ?? 'Your buyer'
  const pdf = await storePurchaseOrderPdf(deps, sender, found, `${po.number}.pdf`, now)
  try {
    await db.transaction(async (tx) => {
      const locked = (await lockedPurchaseOrder(tx, po.id))?.po
      if (!locked) throw notFound(NOT_FOUND)
      checkMove(po.number, locked.status, 'sent')
      const link = newLinkToken()
      const cc = [...new Set(request.cc ?? [])]
      await tx
        .update(purchaseOrders)
        .set({
          status: 'sent',
          sentAt: now,
          linkTokenHash: link.hash,
          documents: [...po.documents, pdf],
          history: [
            ...locked.history,
            {
              at: now.toISOString(),
              status: 'sent',
              by: sender.name,
              note: `${aboveThreshold ? 'Approved and e-mailed' : 'E-mailed'} to ${[vendor.email, ...cc].join(', ')}`,
            },
          ],
        })
        .where(eq(purchaseOrders.id, po.id))
      if (po.orderId) {
        // The need is now ordered, not only awarded.
        await tx
          .update(orders)
          .set({ status: 'ordered' })
          .where(and(eq(orders.id, po.orderId), eq(orders.status, 'awarded')))
      }
      await mail.queue(
        tx,
        purchaseOrderMail({
          to: vendor.email,
          cc,
          businessName: buyerName,
          vendorName: vendor.name,
          number: po.number,
          total: po.total,
          currency: po.currency,
          lineCount: po.lines.length,
          deliveryDate: po.deliveryDate,
          message: request.message,
          link: purchaseOrderLinkUrl(appUrl, link.token),
          pdf,
        }),
      )
    })
  } catch (error) {
    // Nothing points at the PDF of a sending that did not happen.
    await files.remove(pdf.id)
    throw error
  }
  return { held: false }
}

export type FoundPurchaseOrder = NonNullable<Awaited<ReturnType<typeof poWithVendor>>>

/** The draft waits for approval; every other owner and admin is e-mailed, in the same transaction. */
async function holdForApproval(
  { db, mail, appUrl }: SendDeps,
  sender: Sender,
  { po, vendor }: FoundPurchaseOrder,
  limit: string,
  now: Date,
) {
  const approvers = await businessApprovers(db, sender.businessId, 'approvals')
  await db.transaction(async (tx) => {
    const locked = (await lockedPurchaseOrder(tx, po.id))?.po
    if (!locked) throw notFound(NOT_FOUND)
    checkMove(po.number, locked.status, 'awaiting_approval')
    await tx
      .update(purchaseOrders)
      .set({
        status: 'awaiting_approval',
        history: [
          ...locked.history,
          {
            at: now.toISOString(),
            status: 'awaiting_approval',
            by: sender.name,
            note: `Above the ${limit} approval threshold`,
          },
        ],
      })
      .where(eq(purchaseOrders.id, po.id))
    const news = {
      requestedBy: sender.name,
      vendorName: vendor.name,
      number: po.number,
      total: formatMoney(po.total, po.currency),
      threshold: limit,
      link: `${appUrl}${routeTo.purchaseOrder(po.id)}`,
    }
    const others = approvers.filter((email) => email !== sender.email)
    if (others.length)
      await mail.queue(
        tx,
        others.map((to) => approvalRequestMail(to, news)),
      )
  })
}
