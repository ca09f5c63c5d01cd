import * as z from 'zod/mini'
import {
  Address,
  Amount,
  AmountInput,
  arrayOf,
  Currency,
  Day,
  DealFilters,
  Email,
  FileRef,
  Flag,
  Id,
  LineItemInput,
  listOf,
  nullable,
  optional,
  Timestamp,
  text,
  VendorRef,
} from './common'
import { defineEndpoint } from './define'
import { Shipment } from './shipments'

/** In the order a PO moves through them (docs/product-rules.md, "Purchase orders"). */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'awaiting_approval',
  'sent',
  'acknowledged',
  'declined',
  'partially_shipped',
  'shipped',
  'partially_received',
  'received',
  'closed',
  'cancelled',
] as const
export const PurchaseOrderStatus = z.enum(PURCHASE_ORDER_STATUSES)

export const PurchaseOrderLine = z.object({
  id: Id,
  description: z.string(),
  quantity: Amount,
  unit: z.string(),
  unitPrice: Amount,
  total: Amount,
  /** What the vendor's shipments (not cancelled) carry of this line so far. */
  shippedQuantity: Amount,
  /** Received in good order. */
  receivedQuantity: Amount,
  /** Rejected on arrival or short, over all of the line's shipments. */
  rejectedQuantity: Amount,
  shortQuantity: Amount,
  /** No longer owed: a shortage the buyer accepted, or the rest the buyer cancelled. */
  waivedQuantity: Amount,
  /**
   * What the vendor still ships: what is owed in good order (ordered, less received and waived),
   * less what is on its way and rejected or short goods the buyer has not settled yet.
   */
  toShip: Amount,
})

export const DELIVERY_ISSUE_KINDS = ['rejected', 'short'] as const
/** How the buyer settles a delivery issue (docs/product-rules.md, "Purchase orders"). */
export const DELIVERY_ISSUE_RESOLUTIONS = ['replacement', 'accepted', 'cancelled'] as const
export const DeliveryIssueResolution = z.enum(DELIVERY_ISSUE_RESOLUTIONS)

/**
 * Goods of one line that a receipt found rejected or short. Open until the buyer asks for a
 * replacement, accepts the shortage, or cancels the rest of the PO.
 */
export const DeliveryIssue = z.object({
  id: Id,
  kind: z.enum(DELIVERY_ISSUE_KINDS),
  lineId: Id,
  description: z.string(),
  unit: z.string(),
  quantity: Amount,
  shipmentId: Id,
  /** The receipt's note on damage or shortage. */
  note: nullable(z.string()),
  raisedAt: Timestamp,
  raisedBy: nullable(z.string()),
  resolution: nullable(
    z.object({
      action: DeliveryIssueResolution,
      at: Timestamp,
      by: nullable(z.string()),
      note: nullable(z.string()),
    }),
  ),
})
export type DeliveryIssue = z.infer<typeof DeliveryIssue>

export const PurchaseOrder = z.object({
  id: Id,
  /** Human-readable number, e.g. `PO-0007`. */
  number: z.string(),
  taId: z.string(),
  orderId: nullable(Id),
  approvedQuoteResponseId: nullable(Id),
  vendor: VendorRef,
  status: PurchaseOrderStatus,
  currency: Currency,
  lines: z.array(PurchaseOrderLine),
  subtotal: Amount,
  tax: Amount,
  shippingCost: Amount,
  total: Amount,
  deliveryAddress: nullable(z.string()),
  deliveryDate: nullable(Day),
  paymentTerms: nullable(z.string()),
  notes: nullable(z.string()),
  /** Every status change, oldest first. */
  history: z.array(
    z.object({
      at: Timestamp,
      status: PurchaseOrderStatus,
      by: nullable(z.string()),
      note: nullable(z.string()),
    }),
  ),
  /** The PDFs sent to the vendor, oldest first: one per sending. */
  documents: z.array(FileRef),
  /** Rejected and short goods, oldest first, open and resolved. */
  issues: z.array(DeliveryIssue),
  sentAt: nullable(Timestamp),
  acknowledgedAt: nullable(Timestamp),
  createdAt: Timestamp,
})
export type PurchaseOrder = z.infer<typeof PurchaseOrder>

const PurchaseOrderLineInput = z.extend(LineItemInput, { unitPrice: AmountInput })

const PurchaseOrderTerms = z.object({
  deliveryAddress: optional(Address),
  deliveryDate: optional(Day),
  paymentTerms: optional(text(500)),
  notes: optional(text(4000, 0)),
  tax: optional(AmountInput),
  shippingCost: optional(AmountInput),
})

export const createPurchaseOrder = defineEndpoint({
  method: 'POST',
  permission: 'purchasing',
  path: '/api/v1/ldb/po',
  summary:
    'Draft a purchase order from an approved quote response, or from scratch with a vendor, currency and lines',
  body: z.extend(PurchaseOrderTerms, {
    approvedQuoteResponseId: optional(Id),
    vendorId: optional(Id),
    currency: optional(Currency),
    lines: optional(arrayOf(PurchaseOrderLineInput, 1, 500)),
  }),
  response: PurchaseOrder,
})

export const updatePurchaseOrder = defineEndpoint({
  method: 'PUT',
  permission: 'purchasing',
  path: '/api/v1/ldb/po/update/:id',
  summary: "Change a draft purchase order, or cancel one; `id` is the purchase order's id",
  body: z.extend(PurchaseOrderTerms, {
    lines: optional(arrayOf(PurchaseOrderLineInput, 1, 500)),
    status: optional(z.enum(['cancelled'])),
  }),
  response: PurchaseOrder,
})

export const listPurchaseOrders = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/po/list',
  summary:
    'Purchase orders; filter by text, deal reference (taId), vendor, status, minimum total, overdue only (accepted or partly shipped, delivery date passed) or with open delivery issues only (goods rejected or short, not resolved)',
  query: z.extend(DealFilters, {
    status: optional(PurchaseOrderStatus),
    overdue: Flag,
    issues: Flag,
  }),
  response: listOf(PurchaseOrder),
})

export const getPurchaseOrder = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/po/single',
  summary: 'One purchase order with its shipments',
  query: z.object({ poId: Id }),
  response: z.object({ purchaseOrder: PurchaseOrder, shipments: z.array(Shipment) }),
})

export const sendPurchaseOrder = defineEndpoint({
  method: 'POST',
  permission: 'purchasing',
  path: '/api/v1/ldb/po/send/purchase-order/:id',
  summary:
    "E-mail the purchase order (with its PDF) to the vendor for acknowledgement; `id` is the purchase order's id",
  body: z.object({
    message: optional(text(4000, 0)),
    cc: optional(arrayOf(Email, 0, 10)),
  }),
  response: PurchaseOrder,
})

export const resolveDeliveryIssue = defineEndpoint({
  method: 'POST',
  permission: 'receiving',
  path: '/api/v1/ldb/po/issue/resolve/:id',
  summary:
    "Settle a purchase order's open delivery issue: ask the vendor for a replacement, accept the shortage, or cancel the rest of the PO (every open issue and whatever is not yet shipped); `id` is the purchase order's id",
  body: z.object({
    issueId: Id,
    action: DeliveryIssueResolution,
    note: optional(text(2000, 0)),
  }),
  response: PurchaseOrder,
})

export const purchaseOrderEndpoints = {
  createPurchaseOrder,
  updatePurchaseOrder,
  listPurchaseOrders,
  getPurchaseOrder,
  sendPurchaseOrder,
  resolveDeliveryIssue,
}
