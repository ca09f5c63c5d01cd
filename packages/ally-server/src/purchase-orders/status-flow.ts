import type { PurchaseOrder } from '@ally/sdk'
import { conflict } from '../http/errors'

// Which status a purchase order may move to from each (docs/product-rules.md, "Purchase
// orders"). Anything else is a 409 that says where the PO stands: a status is never skipped and
// a finished PO never reopens.

type Status = PurchaseOrder['status']

const NEXT: Record<Status, readonly Status[]> = {
  draft: ['awaiting_approval', 'sent', 'cancelled'],
  awaiting_approval: ['sent', 'cancelled'],
  sent: ['acknowledged', 'declined', 'cancelled'],
  acknowledged: ['partially_shipped', 'shipped', 'partially_received', 'received', 'cancelled'],
  declined: [],
  // Goods may be received before the vendor reports every shipment.
  partially_shipped: ['shipped', 'partially_received', 'received'],
  shipped: ['partially_received', 'received'],
  // A PO received only in part can be closed short.
  partially_received: ['received', 'closed'],
  received: ['closed'],
  closed: [],
  cancelled: [],
}

export const canMove = (from: Status, to: Status) => NEXT[from].includes(to)

/** Why a PO in `from` cannot move to `to`; a 409 to throw. */
export function refusedMove(number: string, from: Status, to: Status) {
  const where = from.replaceAll('_', ' ')
  return conflict(
    to === 'cancelled'
      ? `${number} is ${where}, so it can no longer be cancelled.`
      : `${number} is ${where}, so it cannot become ${to.replaceAll('_', ' ')}.`,
  )
}

/** A 409 unless the PO may move from `from` to `to`. */
export function checkMove(number: string, from: Status, to: Status) {
  if (!canMove(from, to)) throw refusedMove(number, from, to)
}
