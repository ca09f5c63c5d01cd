import * as z from 'zod/mini'
import {
  FileRef,
  Id,
  listOf,
  nullable,
  optional,
  PageQuery,
  Search,
  Timestamp,
  text,
} from './common'
import { defineEndpoint } from './define'
import { PURCHASE_ORDER_STATUSES, PurchaseOrder } from './purchase-orders'
import { Shipment, ShipmentDetails, ShipmentEventInput, ShipmentInput } from './shipments'
import { QuoteResponse, QuoteResponseInput, RFQ_STATUSES, Rfq } from './sourcing-shapes'

// What a vendor does with what buyers sent it: answer RFQs, acknowledge POs, report shipments.

export const BuyerRef = z.object({ businessId: Id, businessName: z.string() })

/**
 * The purchase order made from a vendor's award, as its RFQ shows it: which one, where it stands
 * and when it was sent. Only once sent to the vendor; a draft, or one awaiting the buyer's
 * approval, is the buyer's own. Its link's token never travels here: the PO e-mail carries it.
 */
export const RfqPurchaseOrder = z.object({
  id: Id,
  /** e.g. `PO-0007`. */
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  sentAt: Timestamp,
})
export type RfqPurchaseOrder = z.infer<typeof RfqPurchaseOrder>

/** An RFQ as its vendor sees it: who asked, the vendor's current answer, and the award's PO. */
export const VendorRfq = z.extend(Rfq, {
  buyer: BuyerRef,
  response: nullable(QuoteResponse),
  /**
   * Once the RFQ is awarded and the buyer has sent the purchase order made from the award: that
   * PO; null before, and again when the buyer cancels it (the award may be ordered anew).
   */
  purchaseOrder: nullable(RfqPurchaseOrder),
})
export type VendorRfq = z.infer<typeof VendorRfq>

export const VendorPurchaseOrder = z.extend(PurchaseOrder, { buyer: BuyerRef })
export type VendorPurchaseOrder = z.infer<typeof VendorPurchaseOrder>

/** A PO opened from its link, with what already shipped of it (a vendor ships in parts). */
export const LinkedPurchaseOrder = z.extend(VendorPurchaseOrder, { shipments: z.array(Shipment) })
export type LinkedPurchaseOrder = z.infer<typeof LinkedPurchaseOrder>

/** The token of a tokenised link (an RFQ's or a PO's): acting on it needs no account. */
const LinkQuery = z.object({ token: text(512) })

export const listVendorRfqs = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/rfq/list',
  summary: "The vendor's RFQ inbox across all buyers, newest first",
  query: z.extend(PageQuery, { search: Search, status: optional(z.enum(RFQ_STATUSES)) }),
  response: listOf(VendorRfq),
})

export const getVendorRfq = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/rfq/single',
  summary: 'One RFQ sent to this vendor (marks it viewed)',
  query: z.object({ rfqId: Id }),
  response: VendorRfq,
})

export const submitQuoteResponse = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/rfq/quote/:rfqId',
  summary:
    "Answer an RFQ per line; answering again before the deadline makes a new revision; `rfqId` is the RFQ's id",
  body: QuoteResponseInput,
  response: QuoteResponse,
})

export const declineRfq = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/rfq/decline/:rfqId',
  summary: "Decline to quote; `rfqId` is the RFQ's id",
  body: z.object({ reason: optional(text(2000, 0)) }),
  response: VendorRfq,
})

export const getRfqByLink = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/rfq/link',
  summary: 'An RFQ opened from its e-mailed link, without an account',
  auth: 'none',
  query: LinkQuery,
  response: VendorRfq,
})

export const submitQuoteByLink = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/rfq/link/quote',
  summary: 'Answer an RFQ from its e-mailed link, without an account',
  auth: 'none',
  query: LinkQuery,
  body: QuoteResponseInput,
  response: QuoteResponse,
})

export const declineRfqByLink = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/rfq/link/decline',
  summary: 'Decline an RFQ from its e-mailed link, without an account',
  auth: 'none',
  query: LinkQuery,
  body: z.object({ reason: optional(text(2000, 0)) }),
  response: VendorRfq,
})

export const uploadFileByLink = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/rfq/link/files',
  summary:
    'Upload a file for an answer from its e-mailed link (raw bytes with Content-Type; name in the query), without an account',
  auth: 'none',
  // The upload's name, as UploadQuery has it; spelled out, since reading `.shape` would keep this
  // endpoint in every bundle (a property read is not pure to a bundler).
  query: z.extend(LinkQuery, { name: text(255) }),
  upload: true,
  response: FileRef,
})

export const listVendorPurchaseOrders = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/po/list',
  summary: 'Purchase orders sent to this vendor across all buyers',
  query: z.extend(PageQuery, {
    search: Search,
    status: optional(z.enum(PURCHASE_ORDER_STATUSES)),
  }),
  response: listOf(VendorPurchaseOrder),
})

export const getVendorPurchaseOrder = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/po/single',
  summary: 'One purchase order sent to this vendor, with its shipments',
  query: z.object({ poId: Id }),
  response: z.object({ purchaseOrder: VendorPurchaseOrder, shipments: z.array(Shipment) }),
})

const Acknowledgement = z.object({ accept: z.boolean(), note: optional(text(2000, 0)) })

export const acknowledgePurchaseOrder = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/po/acknowledge/:id',
  summary: "Accept or decline a purchase order; `id` is the purchase order's id",
  body: Acknowledgement,
  response: VendorPurchaseOrder,
})

export const getPurchaseOrderByLink = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/po/link',
  summary: 'A purchase order opened from its e-mailed link, with its shipments, without an account',
  auth: 'none',
  query: LinkQuery,
  response: LinkedPurchaseOrder,
})

export const acknowledgePurchaseOrderByLink = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/po/link/acknowledge',
  summary: 'Accept or decline a purchase order from its e-mailed link, without an account',
  auth: 'none',
  query: LinkQuery,
  body: Acknowledgement,
  response: LinkedPurchaseOrder,
})

export const createShipmentByLink = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/po/link/shipment',
  summary:
    'Report a shipment of an accepted purchase order from its e-mailed link, without an account',
  auth: 'none',
  query: LinkQuery,
  body: ShipmentDetails,
  response: Shipment,
})

export const uploadFileByPurchaseOrderLink = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/po/link/files',
  summary:
    "Upload a shipment's document from a purchase order's e-mailed link (raw bytes with Content-Type; name in the query), without an account",
  auth: 'none',
  query: z.extend(LinkQuery, { name: text(255) }),
  upload: true,
  response: FileRef,
})

export const createVendorShipment = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/shipment',
  summary: 'Report a shipment for an acknowledged purchase order',
  body: ShipmentInput,
  response: Shipment,
})

export const updateVendorShipment = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/shipment/update/:id',
  summary: "Post a shipment status update; `id` is the shipment's id",
  body: ShipmentEventInput,
  response: Shipment,
})

export const vendorPortalEndpoints = {
  listVendorRfqs,
  getVendorRfq,
  submitQuoteResponse,
  declineRfq,
  getRfqByLink,
  submitQuoteByLink,
  declineRfqByLink,
  uploadFileByLink,
  listVendorPurchaseOrders,
  getVendorPurchaseOrder,
  acknowledgePurchaseOrder,
  getPurchaseOrderByLink,
  acknowledgePurchaseOrderByLink,
  createShipmentByLink,
  uploadFileByPurchaseOrderLink,
  createVendorShipment,
  updateVendorShipment,
}
