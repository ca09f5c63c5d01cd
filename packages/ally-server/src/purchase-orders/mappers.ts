import type { DeliveryIssue, PurchaseOrder, VendorPurchaseOrder } from '@ally/sdk'
import { type BuyerRef, toBuyer } from '../accounts/mappers'
import type { purchaseOrders, StoredDeliveryIssue, StoredPurchaseOrderLine } from '../db/schema'
import type { SignAttachments } from '../files/attachments'
import { toPurchaseOrderLine } from './line-quantities'

// A purchase order as the contract shows it, to its buyer and to its vendor.

const iso = (date: Date | null) => date?.toISOString() ?? null

export interface PurchaseOrderRow {
  po: typeof purchaseOrders.$inferSelect
  taId: string | null
  /** The approved response the PO was made from, if any. */
  approvedId: string | null
  vendor: PurchaseOrder['vendor']
}

/** `sign` links the PDFs sent, for readers who may see them (the buyer, the vendor). */
export function toPurchaseOrder(row: PurchaseOrderRow, sign: SignAttachments): PurchaseOrder {
  const { po } = row
  return {
    id: po.id,
    number: po.number,
    // A purchase order made without an order is referred to by its own number.
    taId: row.taId ?? po.number,
    orderId: po.orderId,
    approvedQuoteResponseId: row.approvedId,
    vendor: row.vendor,
    status: po.status,
    currency: po.currency,
    lines: po.lines.map((line) => toPurchaseOrderLine(line, po.issues)),
    subtotal: po.subtotal,
    tax: po.tax,
    shippingCost: po.shippingCost,
    total: po.total,
    deliveryAddress: po.deliveryAddress,
    deliveryDate: po.deliveryDate,
    paymentTerms: po.paymentTerms,
    notes: po.notes,
    history: po.history.map((change) => ({
      ...change,
      status: change.status as PurchaseOrder['status'],
    })),
    documents: sign(po.documents),
    issues: po.issues.map((issue) => toDeliveryIssue(issue, po.lines)),
    sentAt: iso(po.sentAt),
    acknowledgedAt: iso(po.acknowledgedAt),
    createdAt: po.createdAt.toISOString(),
  }
}

/** A purchase order as its vendor sees it: with the buyer. */
export function toVendorPurchaseOrder(
  row: PurchaseOrderRow & { buyer: BuyerRef },
  sign: SignAttachments,
): VendorPurchaseOrder {
  return { ...toPurchaseOrder(row, sign), buyer: toBuyer(row.buyer) }
}

/** An issue, named after its line as the PO has it. */
function toDeliveryIssue(
  issue: StoredDeliveryIssue,
  lines: readonly StoredPurchaseOrderLine[],
): DeliveryIssue {
  const line = lines.find((candidate) => candidate.id === issue.lineId)
  return {
    ...issue,
    description: line?.description ?? 'A line no longer on the PO',
    unit: line?.unit ?? '',
  }
}
