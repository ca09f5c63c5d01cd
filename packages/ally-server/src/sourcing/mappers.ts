import type {
  ApprovedQuoteResponse,
  DeliveryIssue,
  LineItem,
  Order,
  PurchaseOrder,
  Quote,
  QuoteResponse,
  Rfq,
  Shipment,
  VendorPurchaseOrder,
  VendorRfq,
} from '@ally/sdk'
import type {
  approvedQuoteResponses,
  orders,
  purchaseOrders,
  quoteResponses,
  quotes,
  rfqs,
  StoredDeliveryIssue,
  StoredLine,
  StoredPurchaseOrderLine,
  StoredShipmentLine,
  shipments,
} from '../db/schema'
import type { SignAttachments } from '../files/attachments'
import { toPurchaseOrderLine } from '../purchase-orders/line-quantities'

// The sourcing records as the contract shows them. Records with files take the request's
// `SignAttachments`, so their links are signed for the caller that reads them.

const iso = (date: Date | null) => date?.toISOString() ?? null

export const toLines = (lines: readonly StoredLine[], sign: SignAttachments): LineItem[] =>
  lines.map((line) => ({ ...line, attachments: sign(line.attachments) }))

export function toOrder(order: typeof orders.$inferSelect, sign: SignAttachments): Order {
  return {
    id: order.id,
    taId: order.taId,
    title: order.title,
    orderType: order.orderType,
    status: order.status,
    lines: toLines(order.lines, sign),
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    currency: order.currency,
    budget: order.budget === null ? null : Number(order.budget),
    notes: order.notes,
    draft: order.rfqDraft,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  }
}

export interface RfqRow {
  rfq: typeof rfqs.$inferSelect
  order: { id: string; taId: string; title: string } & Pick<
    typeof orders.$inferSelect,
    'lines' | 'deliveryAddress' | 'deliveryDate'
  >
  currency: Rfq['currency']
  vendor: Rfq['vendor']
  total: number | null
}

export function toRfq({ rfq, order, currency, vendor, total }: RfqRow, sign: SignAttachments): Rfq {
  return {
    id: rfq.id,
    taId: order.taId,
    quoteId: rfq.quoteId,
    orderId: order.id,
    title: order.title,
    vendor,
    status: rfq.status,
    lines: toLines(order.lines, sign),
    currency,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    deadline: rfq.deadline.toISOString(),
    message: rfq.message,
    sentAt: rfq.sentAt.toISOString(),
    viewedAt: iso(rfq.viewedAt),
    respondedAt: iso(rfq.respondedAt),
    total: total === null ? null : Number(total),
    awardedTotal: rfq.awardedTotal === null ? null : Number(rfq.awardedTotal),
  }
}

interface BuyerRef {
  businessId: string
  businessName: string | null
}

const toBuyer = (buyer: BuyerRef) => ({
  businessId: buyer.businessId,
  businessName: buyer.businessName ?? 'A buyer',
})

/**
 * An RFQ as its vendor sees it: with the buyer, the vendor's own live answer, and the PO made
 * from its award once sent to the vendor (vendor-rfq-queries.ts reads it).
 */
export function toVendorRfq(
  row: RfqRow & { buyer: BuyerRef },
  response: QuoteResponseRow | undefined,
  purchaseOrder: VendorRfq['purchaseOrder'],
  sign: SignAttachments,
): VendorRfq {
  const rfq = toRfq(row, sign)
  return {
    ...rfq,
    // The buyer's target prices are its own.
    lines: rfq.lines.map(({ targetPrice: _, ...line }) => line),
    buyer: toBuyer(row.buyer),
    response: response ? toQuoteResponse(response, sign) : null,
    purchaseOrder,
  }
}

export interface QuoteResponseRow {
  response: typeof quoteResponses.$inferSelect
  quoteId: string
  taId: string
  vendor: QuoteResponse['vendor']
}

export function toQuoteResponse(
  { response, quoteId, taId, vendor }: QuoteResponseRow,
  sign: SignAttachments,
): QuoteResponse {
  return {
    id: response.id,
    rfqId: response.rfqId,
    quoteId,
    taId,
    vendor,
    status: response.status,
    currency: response.currency,
    lines: response.lines,
    subtotal: response.subtotal,
    shippingCost: response.shippingCost,
    total: response.total,
    leadTimeDays: response.leadTimeDays,
    validUntil: response.validUntil,
    notes: response.notes,
    attachments: sign(response.attachments),
    revision: response.revision,
    submittedAt: response.submittedAt.toISOString(),
  }
}

export interface QuoteRow {
  quote: typeof quotes.$inferSelect
  order: { id: string; taId: string; title: string; orderType: Quote['orderType'] }
  rfqCount: number
  responseCount: number
  waitingCount: number
  lowestTotal: number | null
  vendorRfqStatus: Rfq['status'] | null
}

export function toQuote(row: QuoteRow): Quote {
  const { quote, order, rfqCount, responseCount, waitingCount, lowestTotal } = row
  const item: Quote = {
    id: quote.id,
    taId: order.taId,
    orderId: order.id,
    title: order.title,
    orderType: order.orderType,
    status: quote.status,
    currency: quote.currency,
    deadline: quote.deadline.toISOString(),
    rfqCount,
    responseCount,
    waitingCount,
    lowestTotal: lowestTotal === null ? null : Number(lowestTotal),
    createdAt: quote.createdAt.toISOString(),
  }
  if (row.vendorRfqStatus) item.vendorRfqStatus = row.vendorRfqStatus
  return item
}

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

/** A shipment's line, with what rows stored before rejections and shortages lack as 0. */
const toShipmentLine = (line: StoredShipmentLine): Shipment['lines'][number] => ({
  ...line,
  rejectedQuantity: line.rejectedQuantity ?? 0,
  shortQuantity: line.shortQuantity ?? 0,
})

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

export interface ShipmentRow {
  shipment: typeof shipments.$inferSelect
  poNumber: string
  taId: string | null
  vendor: Shipment['vendor']
}

/** `sign` links the shipment's documents for the reader (its buyer or its vendor). */
export function toShipment(
  { shipment, poNumber, taId, vendor }: ShipmentRow,
  now: Date,
  sign: SignAttachments,
): Shipment {
  const late =
    shipment.status !== 'delivered' &&
    shipment.status !== 'cancelled' &&
    shipment.estimatedDelivery !== null &&
    shipment.estimatedDelivery < now.toISOString().slice(0, 10)
  return {
    id: shipment.id,
    purchaseOrderId: shipment.purchaseOrderId,
    poNumber,
    taId: taId ?? poNumber,
    vendor,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    status: shipment.status,
    lines: shipment.lines.map(toShipmentLine),
    shippedOn: shipment.shippedOn,
    estimatedDelivery: shipment.estimatedDelivery,
    deliveredAt: iso(shipment.deliveredAt),
    late,
    hasIssues: shipment.lines.some((line) => !!line.rejectedQuantity || !!line.shortQuantity),
    events: shipment.events.map((event) => ({
      ...event,
      status: event.status as Shipment['status'],
    })),
    receipts: shipment.receipts.map((receipt) => ({
      at: receipt.at,
      by: receipt.by,
      lines: receipt.lines.map((line) => ({ ...line, rejected: line.rejected ?? 0 })),
      restMissing: receipt.restMissing ?? false,
      note: receipt.note,
    })),
    documents: sign(shipment.documents),
    createdAt: shipment.createdAt.toISOString(),
  }
}

export interface ApprovedRow {
  approved: typeof approvedQuoteResponses.$inferSelect
  orderId: string
  taId: string
  title: string
  currency: ApprovedQuoteResponse['currency']
  vendor: ApprovedQuoteResponse['vendor']
}

export function toApprovedQuoteResponse(row: ApprovedRow): ApprovedQuoteResponse {
  const { approved } = row
  return {
    id: approved.id,
    quoteResponseId: approved.quoteResponseId,
    quoteId: approved.quoteId,
    orderId: row.orderId,
    taId: row.taId,
    title: row.title,
    vendor: row.vendor,
    currency: row.currency,
    lines: approved.lines,
    shippingCost: approved.shippingCost,
    total: approved.total,
    note: approved.note,
    approvedAt: approved.approvedAt.toISOString(),
    purchaseOrderId: approved.purchaseOrderId,
  }
}
