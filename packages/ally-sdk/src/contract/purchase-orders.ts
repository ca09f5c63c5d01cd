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
  receivedQuantity: Amount,
})

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
    'Purchase orders; filter by text, deal reference (taId), vendor, status, minimum total or overdue only (accepted or partly shipped, delivery date passed)',
  query: z.extend(DealFilters, { status: optional(PurchaseOrderStatus), overdue: Flag }),
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
  path: '/api/v1/ldb/po/send/purchase-order/:id',
  summary:
    "E-mail the purchase order (with its PDF) to the vendor for acknowledgement; `id` is the purchase order's id",
  body: z.object({
    message: optional(text(4000, 0)),
    cc: optional(arrayOf(Email, 0, 10)),
  }),
  response: PurchaseOrder,
})

export const purchaseOrderEndpoints = {
  createPurchaseOrder,
  updatePurchaseOrder,
  listPurchaseOrders,
  getPurchaseOrder,
  sendPurchaseOrder,
}
