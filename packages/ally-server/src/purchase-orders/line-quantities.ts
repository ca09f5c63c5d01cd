import type { PurchaseOrder } from '@ally/sdk'
import type { StoredPurchaseOrderLine } from '../db/schema'

// What a PO line still owes, once goods can be rejected, found short, replaced or waived
// (docs/product-rules.md, "Purchase orders"). Shipments, receipts and the resolution of delivery
// issues all count from here, so "still to ship" and "complete" mean one thing everywhere.

/** Quantities are compared with this slack: they are stored to 3 decimals, summed as floats. */
export const QUANTITY_SLACK = 1e-9

const waivedOf = (line: StoredPurchaseOrderLine) => line.waivedQuantity ?? 0

/** What the vendor still ships: ordered, less waived and shipped, plus replacements asked for. */
export function toShip(line: StoredPurchaseOrderLine): number {
  const shipped = (line.shippedQuantity ?? 0) - (line.replacementQuantity ?? 0)
  return Math.max(0, line.quantity - waivedOf(line) - shipped)
}

/** What is still owed in good order: ordered, less waived and received. */
export const toReceive = (line: StoredPurchaseOrderLine) =>
  Math.max(0, line.quantity - waivedOf(line) - line.receivedQuantity)

export const shippedInFull = (line: StoredPurchaseOrderLine) => toShip(line) <= QUANTITY_SLACK

export const receivedInFull = (line: StoredPurchaseOrderLine) => toReceive(line) <= QUANTITY_SLACK

/** A stored line as the contract gives it, with what older rows did not store as 0. */
export function toPurchaseOrderLine(line: StoredPurchaseOrderLine): PurchaseOrder['lines'][number] {
  return {
    id: line.id,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    total: line.total,
    shippedQuantity: line.shippedQuantity ?? 0,
    receivedQuantity: line.receivedQuantity,
    rejectedQuantity: line.rejectedQuantity ?? 0,
    shortQuantity: line.shortQuantity ?? 0,
    waivedQuantity: waivedOf(line),
    toShip: toShip(line),
  }
}

/** 3 decimals at most, as quantities are given: sums of floats otherwise print 4.999999. */
export const figure = (value: number) => Number(value.toFixed(4)).toString()

/** Why a line takes no more than `toShip`: "10 ordered, 4 shipped" and any replacement or waiver. */
export function shippingFigures(line: StoredPurchaseOrderLine): string {
  const parts = [`${figure(line.quantity)} ordered`, `${figure(line.shippedQuantity ?? 0)} shipped`]
  if (line.replacementQuantity) parts.push(`${figure(line.replacementQuantity)} to replace`)
  if (line.waivedQuantity) parts.push(`${figure(line.waivedQuantity)} no longer owed`)
  return parts.join(', ')
}
