import type { Shipment } from '@ally/sdk'
import type { StoredShipmentLine, shipments } from '../db/schema'
import type { SignAttachments } from '../files/attachments'

// A shipment as the contract shows it, to its buyer and to its vendor.

const iso = (date: Date | null) => date?.toISOString() ?? null

/** A shipment's line, with what rows stored before rejections and shortages lack as 0. */
const toShipmentLine = (line: StoredShipmentLine): Shipment['lines'][number] => ({
  ...line,
  rejectedQuantity: line.rejectedQuantity ?? 0,
  shortQuantity: line.shortQuantity ?? 0,
})

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
