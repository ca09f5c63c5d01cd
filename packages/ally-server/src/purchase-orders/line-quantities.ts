import type { PurchaseOrder } from '@ally/sdk'
import type { StoredDeliveryIssue, StoredPurchaseOrderLine } from '../db/schema'

// What a PO line still owes, once goods can be rejected, found short, replaced or waived
// (docs/product-rules.md, "Purchase orders"). Shipments, receipts and the resolution of delivery
// issues all count from here, so "still to ship" and "complete" mean one thing everywhere.

/** Quantities are compared with this slack: they are stored to 3 decimals, summed as floats. */
export const QUANTITY_SLACK = 1e-9

const waivedOf = (line: StoredPurchaseOrderLine) => line.waivedQuantity ?? 0

/** What is still owed in good order: ordered, less waived and received. */
export const toReceive = (line: StoredPurchaseOrderLine) =>
  Math.max(0, line.quantity - waivedOf(line) - line.receivedQuantity)

/** Goods of the line on their way: shipped and not yet received, rejected or found short. */
const inTransit = (line: StoredPurchaseOrderLine) =>
  Math.max(
    0,
    (line.shippedQuantity ?? 0) -
      line.receivedQuantity -
      (line.rejectedQuantity ?? 0) -
      (line.shortQuantity ?? 0),
  )

/** Rejected or short goods of the line the buyer has not settled yet: not to ship, not owed yet. */
const unsettled = (line: StoredPurchaseOrderLine, issues: readonly StoredDeliveryIssue[]) =>
  issues
    .filter((issue) => issue.lineId === line.id && !issue.resolution)
    .reduce((sum, issue) => sum + issue.quantity, 0)

/**
 * What the vendor still ships: what is owed in good order, less what is on its way and what
 * waits for the buyer's decision. Rejected or short goods count again once the buyer asks for a
 * replacement; a shortage accepted is no longer owed, so it is not shipped again either.
 */
export const toShip = (line: StoredPurchaseOrderLine, issues: readonly StoredDeliveryIssue[]) =>
  Math.max(0, toReceive(line) - inTransit(line) - unsettled(line, issues))

export const shippedInFull =
  (issues: readonly StoredDeliveryIssue[]) => (line: StoredPurchaseOrderLine) =>
    toShip(line, issues) <= QUANTITY_SLACK

export const receivedInFull = (line: StoredPurchaseOrderLine) => toReceive(line) <= QUANTITY_SLACK

/** A stored line of a PO with `issues`, as the contract gives it, older rows' gaps as 0. */
export function toPurchaseOrderLine(
  line: StoredPurchaseOrderLine,
  issues: readonly StoredDeliveryIssue[],
): PurchaseOrder['lines'][number] {
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
    toShip: toShip(line, issues),
  }
}

/** 3 decimals at most, as quantities are given: sums of floats otherwise print 4.999999. */
export const figure = (value: number) => Number(value.toFixed(4)).toString()

/** Why a line takes no more than `toShip`: "10 ordered, 4 shipped" and any replacement asked for. */
export function shippingFigures(line: StoredPurchaseOrderLine): string {
  const parts = [`${figure(line.quantity)} ordered`, `${figure(line.shippedQuantity ?? 0)} shipped`]
  if (line.replacementQuantity) parts.push(`${figure(line.replacementQuantity)} to replace`)
  return parts.join(', ')
}
