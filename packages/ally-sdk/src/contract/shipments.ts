import * as z from 'zod/mini'
import {
  Amount,
  arrayOf,
  Day,
  DealFilters,
  FileRef,
  Flag,
  Id,
  listOf,
  MAX_ATTACHMENTS,
  nullable,
  optional,
  Quantity,
  ReceivedQuantity,
  Timestamp,
  text,
  VendorRef,
  WebUrl,
} from './common'
import { defineEndpoint } from './define'

export const SHIPMENT_STATUSES = [
  'pending',
  'in_transit',
  'delayed',
  'delivered',
  'exception',
  'cancelled',
] as const
export const ShipmentStatus = z.enum(SHIPMENT_STATUSES)

export const ShipmentEvent = z.object({
  at: Timestamp,
  status: ShipmentStatus,
  location: nullable(z.string()),
  note: nullable(z.string()),
})
export type ShipmentEvent = z.infer<typeof ShipmentEvent>

/**
 * What one shipment carries of one line of its purchase order, and what became of it: received in
 * good order, rejected on arrival (damaged, wrong), or short (never arrived). What is left is
 * still to be received.
 */
export const ShipmentLine = z.object({
  lineId: Id,
  description: z.string(),
  unit: z.string(),
  quantity: Amount,
  receivedQuantity: Amount,
  rejectedQuantity: Amount,
  shortQuantity: Amount,
})
export type ShipmentLine = z.infer<typeof ShipmentLine>

/** The buyer's record of goods arriving: how much of each line, and any damage or shortage. */
export const ShipmentReceipt = z.object({
  at: Timestamp,
  by: nullable(z.string()),
  /** Per line, what was taken in good order (`quantity`) and what was refused (`rejected`). */
  lines: z.array(z.object({ lineId: Id, quantity: Amount, rejected: Amount })),
  /** The buyer said nothing more of the shipment is coming: what it still carried is short. */
  restMissing: z.boolean(),
  note: nullable(z.string()),
})

export const Shipment = z.object({
  id: Id,
  purchaseOrderId: Id,
  poNumber: z.string(),
  taId: z.string(),
  vendor: VendorRef,
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: nullable(z.string()),
  status: ShipmentStatus,
  lines: z.array(ShipmentLine),
  shippedOn: nullable(Day),
  estimatedDelivery: nullable(Day),
  deliveredAt: nullable(Timestamp),
  /** Not delivered and past its estimated delivery day. */
  late: z.boolean(),
  /** Goods of it were rejected or short on arrival: an exception its PO shows until resolved. */
  hasIssues: z.boolean(),
  /** The status timeline, oldest first. */
  events: z.array(ShipmentEvent),
  receipts: z.array(ShipmentReceipt),
  /** Packing lists, delivery notes and the like, from the vendor. */
  documents: z.array(FileRef),
  createdAt: Timestamp,
})
export type Shipment = z.infer<typeof Shipment>

/** Which lines of the PO a shipment carries, and how much of each (more than 0). */
const ShippedLines = arrayOf(z.object({ lineId: Id, quantity: Quantity }), 1, 500)

/** A shipment of a purchase order, without saying which PO (a link's PO is implied). */
export const ShipmentDetails = z.object({
  carrier: text(120),
  trackingNumber: text(120),
  trackingUrl: optional(WebUrl),
  lines: ShippedLines,
  shippedOn: optional(Day),
  estimatedDelivery: optional(Day),
  /** Files the vendor uploaded (from the PO's link or its portal). */
  attachmentIds: optional(arrayOf(Id, 0, MAX_ATTACHMENTS)),
})

export const ShipmentInput = z.extend(ShipmentDetails, { purchaseOrderId: Id })

/** One step of the timeline: a new status, where and when. */
export const ShipmentEventInput = z.object({
  status: ShipmentStatus,
  at: optional(Timestamp),
  location: optional(text(200, 0)),
  note: optional(text(2000, 0)),
  estimatedDelivery: optional(Day),
})

export const listShipments = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/shipment/list',
  summary: 'Shipments of all purchase orders; filter by status, vendor, taId or late only',
  query: z.extend(DealFilters, {
    status: optional(ShipmentStatus),
    late: Flag,
  }),
  response: listOf(Shipment),
})

export const getShipment = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/shipment/single',
  summary: 'One shipment with its timeline',
  query: z.object({ shipmentId: Id }),
  response: Shipment,
})

export const createShipment = defineEndpoint({
  method: 'POST',
  permission: 'receiving',
  path: '/api/v1/ldb/shipment',
  summary: 'Record a shipment for a purchase order (vendors usually post their own)',
  body: ShipmentInput,
  response: Shipment,
})

export const updateShipment = defineEndpoint({
  method: 'PUT',
  permission: 'receiving',
  path: '/api/v1/ldb/shipment/update/:id',
  summary: "Add a status update to a shipment's timeline; `id` is the shipment's id",
  body: ShipmentEventInput,
  response: Shipment,
})

export const receiveShipment = defineEndpoint({
  method: 'POST',
  permission: 'receiving',
  path: '/api/v1/ldb/shipment/receive/:id',
  summary:
    "Record goods of a shipment arriving, per line what was received in good order and what was rejected, with a note on damage or shortage; `restMissing: true` says nothing more of it is coming, so what it still carries is short; `id` is the shipment's id",
  body: z.object({
    lines: arrayOf(
      z.object({ lineId: Id, quantity: ReceivedQuantity, rejected: optional(ReceivedQuantity) }),
      1,
      500,
    ),
    restMissing: optional(z.boolean()),
    note: optional(text(2000, 0)),
  }),
  response: Shipment,
})

export const shipmentEndpoints = {
  listShipments,
  getShipment,
  createShipment,
  updateShipment,
  receiveShipment,
}
