import * as z from 'zod/mini'
import {
  Day,
  DealFilters,
  Flag,
  Id,
  listOf,
  nullable,
  optional,
  Timestamp,
  text,
  VendorRef,
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
  estimatedDelivery: nullable(Day),
  deliveredAt: nullable(Timestamp),
  /** Not delivered and past its estimated delivery day. */
  late: z.boolean(),
  /** The status timeline, oldest first. */
  events: z.array(ShipmentEvent),
  createdAt: Timestamp,
})
export type Shipment = z.infer<typeof Shipment>

export const ShipmentInput = z.object({
  purchaseOrderId: Id,
  carrier: text(120),
  trackingNumber: text(120),
  trackingUrl: optional(text(2048)),
  estimatedDelivery: optional(Day),
})

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
  summary: "Add a status update to a shipment's timeline",
  body: ShipmentEventInput,
  response: Shipment,
})

export const shipmentEndpoints = { listShipments, getShipment, createShipment, updateShipment }
