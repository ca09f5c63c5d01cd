import { formatMoney } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { purchaseOrders } from '../db/schema'
import { conflict, fieldError, forbidden, notFound } from '../http/errors'
import { convert } from '../services/currency'
import { newLinkToken } from '../services/secrets'
import {
  blankToNull,
  checkLines,
  checkNoFiles,
  type DraftChange,
  storedLine,
  totals,
} from './draft-purchase-order'
import { purchaseOrderLinkUrl, purchaseOrderMail } from './po-mail'
import { lockedPurchaseOrder } from './queries'
import {
  type FoundPurchaseOrder,
  poWithVendor,
  type SendDeps,
  type Sender,
  storePurchaseOrderPdf,
} from './send-purchase-order'

// A change to a purchase order the vendor already has (sent or accepted, nothing shipped yet) is
// a revision: the next revision number, a new PDF, a new link, and the PO back to "sent" for the
// vendor to accept or decline again; the e-mail says what changed (docs/product-rules.md,
// "Purchase orders"). Once goods ship, a PO no longer changes.

/** The statuses a PO is revised in; a draft is simply changed. */
export const REVISABLE = ['sent', 'acknowledged'] as const
export const isRevisable = (status: string) => (REVISABLE as readonly string[]).includes(status)

const NOT_FOUND = 'This purchase order does not exist.'
/** Goods are on their way or in: the PO stands as the vendor ships against it. */
const SHIPPING: readonly string[] = [
  'partially_shipped',
  'shipped',
  'partially_received',
  'received',
  'closed',
]

type Fields = Omit<DraftChange, 'status'>

/** What a change touches, in the words the vendor reads. */
function changedParts(found: FoundPurchaseOrder, fields: Fields): string[] {
  const { po } = found
  const parts: string[] = []
  if (fields.lines) parts.push('lines')
  if (fields.tax !== undefined && fields.tax !== po.tax) parts.push('tax')
  if (fields.shippingCost !== undefined && fields.shippingCost !== po.shippingCost)
    parts.push('shipping')
  if (
    fields.deliveryAddress !== undefined &&
    blankToNull(fields.deliveryAddress) !== po.deliveryAddress
  )
    parts.push('delivery address')
  if (fields.deliveryDate !== undefined && fields.deliveryDate !== po.deliveryDate)
    parts.push('delivery date')
  if (fields.paymentTerms !== undefined && blankToNull(fields.paymentTerms) !== po.paymentTerms)
    parts.push('payment terms')
  if (fields.notes !== undefined && blankToNull(fields.notes) !== po.notes) parts.push('notes')
  return parts
}

/**
 * Revises PO `poId`: a 409 unless it is sent or accepted (and did not move meanwhile), a 400
 * naming `body` when nothing differs, a 403 for a member when the revised total is above the approval
 * threshold. The vendor is e-mailed the new PDF in the same transaction that stores it.
 */
// ~100 lines on purpose: the checks, the new PDF (made before the transaction: it is slow), then
// the transaction that checks again under the PO's lock, stores and queues the vendor's mail; split,
// the second check would sit apart from the first it repeats.
export async function revisePurchaseOrder(
  deps: SendDeps,
  sender: Sender,
  poId: string,
  fields: Fields,
  now: Date,
): Promise<void> {
  checkLines(fields.lines)
  const found = await poWithVendor(deps.db, sender.businessId, poId)
  if (!found) throw notFound(NOT_FOUND)
  checkNoFiles(fields.lines)
  const { po, vendor } = found
  refuseUnrevisable(po)
  const changed = changedParts(found, fields)
  if (!changed.length) {
    throw fieldError(
      'body',
      `nothing differs from ${po.number} as the vendor has it; nothing was sent`,
    )
  }
  const revised = revisedOf(po, fields)
  const { approvalThreshold: threshold, currency } = sender.business
  if (
    threshold !== null &&
    !sender.canApprove &&
    convert(revised.total, po.currency, currency) > threshold
  ) {
    throw forbidden(
      `The revised total is above the ${formatMoney(threshold, currency)} approval threshold: an owner or admin revises it.`,
    )
  }
  const revision = po.revision + 1
  const pdf = await storePurchaseOrderPdf(
    deps,
    sender,
    { ...found, po: revised },
    `${po.number}-rev${revision}.pdf`,
    now,
  )
  try {
    await deps.db.transaction(async (tx) => {
      const locked = (await lockedPurchaseOrder(tx, po.id))?.po
      if (!locked) throw notFound(NOT_FOUND)
      if (!isRevisable(locked.status) || locked.revision !== po.revision) {
        throw conflict(`${po.number} changed meanwhile; reload it and make the change again.`)
      }
      const link = newLinkToken()
      await tx
        .update(purchaseOrders)
        .set({
          lines: revised.lines,
          subtotal: revised.subtotal,
          tax: revised.tax,
          shippingCost: revised.shippingCost,
          total: revised.total,
          deliveryAddress: revised.deliveryAddress,
          deliveryDate: revised.deliveryDate,
          paymentTerms: revised.paymentTerms,
          notes: revised.notes,
          revision,
          // The vendor answers the revision afresh.
          status: 'sent',
          acknowledgedAt: null,
          sentAt: now,
          linkTokenHash: link.hash,
          documents: [...locked.documents, pdf],
          history: [
            ...locked.history,
            {
              at: now.toISOString(),
              status: 'sent',
              by: sender.name,
              note: `Revision ${revision} (${changed.join(', ')}) e-mailed to ${vendor.email}`,
            },
          ],
        })
        .where(eq(purchaseOrders.id, po.id))
      await deps.mail.queue(
        tx,
        purchaseOrderMail({
          to: vendor.email,
          cc: [],
          businessName: sender.business.name ?? 'Your buyer',
          vendorName: vendor.name,
          number: po.number,
          total: revised.total,
          currency: po.currency,
          lineCount: revised.lines.length,
          deliveryDate: revised.deliveryDate,
          message: undefined,
          link: purchaseOrderLinkUrl(deps.appUrl, link.token),
          pdf,
          revision: { number: revision, changed },
        }),
      )
    })
  } catch (error) {
    await deps.files.remove(pdf.id)
    throw error
  }
}

type PurchaseOrderRow = typeof purchaseOrders.$inferSelect

/** A 409 unless the PO is sent or accepted: a draft changes, and shipped goods end revisions. */
function refuseUnrevisable(po: PurchaseOrderRow): void {
  if (!isRevisable(po.status)) {
    const where = `${po.number} is ${po.status.replaceAll('_', ' ')}`
    throw conflict(
      SHIPPING.includes(po.status)
        ? `${where}: once goods ship, a purchase order no longer changes.`
        : `${where}: only a draft changes, and a sent or accepted purchase order is revised.`,
    )
  }
}

/** The PO as revised by `fields`: what they leave out stays, and the totals follow the lines. */
function revisedOf(po: PurchaseOrderRow, fields: Fields): PurchaseOrderRow {
  const lines = fields.lines ? fields.lines.map(storedLine) : po.lines
  const sums = totals(lines, fields.tax ?? po.tax, fields.shippingCost ?? po.shippingCost)
  return {
    ...po,
    lines,
    ...sums,
    deliveryAddress:
      fields.deliveryAddress === undefined
        ? po.deliveryAddress
        : blankToNull(fields.deliveryAddress),
    deliveryDate: fields.deliveryDate ?? po.deliveryDate,
    paymentTerms:
      fields.paymentTerms === undefined ? po.paymentTerms : blankToNull(fields.paymentTerms),
    notes: fields.notes === undefined ? po.notes : blankToNull(fields.notes),
  }
}
