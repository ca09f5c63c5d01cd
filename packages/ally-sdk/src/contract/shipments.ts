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

/** What one shipment carries of one line of its purchase order, and how much of it arrived. */
export const ShipmentLine = z.object({
  lineId: Id,
  description: z.string(),
  unit: z.string(),
  quantity: Amount,
  receivedQuantity: Amount,
})
export type ShipmentLine = z.infer<typeof ShipmentLine>

/** The buyer's record of goods arriving: how much of each line, and any damage or shortage. */
export const ShipmentReceipt = z.object({
  at: Timestamp,
  by: nullable(z.string()),
  lines: z.array(z.object({ lineId: Id, quantity: Amount })),
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
  path: '/api/v1/ldb/shipment',
  summary: 'Record a shipment for a purchase order (vendors usually post their own)',
  body: ShipmentInput,
  response: Shipment,
})

export const updateShipment = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/ldb/shipment/update/:id',
  summary: "Add a status update to a shipment's timeline; `id` is the shipment's id",
  body: ShipmentEventInput,
  response: Shipment,
})

export const receiveShipment = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/shipment/receive/:id',
  summary:
    "Record goods of a shipment received, in full or in part per line, with a note on damage or shortage; `id` is the shipment's id",
  body: z.object({
    lines: arrayOf(z.object({ lineId: Id, quantity: ReceivedQuantity }), 1, 500),
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
