import type { Order } from '../contract/orders'
import type { PurchaseOrder } from '../contract/purchase-orders'
import type { Quote, QuoteResponse, Rfq } from '../contract/quotes'
import type { Shipment } from '../contract/shipments'
import type { Vendor } from '../contract/vendors'

// One vocabulary for every status the product shows: each screen asks here for the words and the
// colour, so the same fact never reads two ways on two tabs. Plain tables and small functions:
// a bundle pulls in only the ones it calls.

/** How a status is coloured: waiting on someone, done well, halfway, ended badly, inert. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral'

/** What a screen shows for a status: its words and its colour. */
export interface StatusDisplay {
  label: string
  tone: StatusTone
}

type Table<S extends string> = Record<S, StatusDisplay>
const show = (label: string, tone: StatusTone): StatusDisplay => ({ label, tone })

const VENDOR: Table<Vendor['status']> = {
  invited: show('Invited', 'warning'),
  active: show('Active', 'success'),
}

const ORDER: Table<Order['status']> = {
  draft: show('Draft', 'neutral'),
  sourcing: show('Sourcing', 'info'),
  awarded: show('Awarded', 'success'),
  ordered: show('Ordered', 'info'),
  fulfilled: show('Fulfilled', 'success'),
  cancelled: show('Cancelled', 'danger'),
}

const RFQ: Table<Rfq['status']> = {
  sent: show('Sent', 'info'),
  viewed: show('Viewed', 'info'),
  responded: show('Responded', 'success'),
  declined: show('Declined', 'danger'),
  awarded: show('Awarded', 'success'),
  not_awarded: show('Not awarded', 'neutral'),
  cancelled: show('Cancelled', 'danger'),
  expired: show('Expired', 'neutral'),
}

const QUOTE: Table<Quote['status']> = {
  open: show('Open', 'info'),
  closed: show('Closed', 'neutral'),
  awarded: show('Awarded', 'success'),
  cancelled: show('Cancelled', 'danger'),
}

const QUOTE_RESPONSE: Table<QuoteResponse['status']> = {
  submitted: show('Submitted', 'info'),
  accepted: show('Accepted', 'success'),
  partially_accepted: show('Partially accepted', 'warning'),
  rejected: show('Not awarded', 'neutral'),
  superseded: show('Superseded', 'neutral'),
  withdrawn: show('Withdrawn', 'neutral'),
}

const PURCHASE_ORDER: Table<PurchaseOrder['status']> = {
  draft: show('Draft', 'neutral'),
  awaiting_approval: show('Awaiting approval', 'warning'),
  sent: show('Sent', 'info'),
  acknowledged: show('Acknowledged', 'success'),
  declined: show('Declined', 'danger'),
  partially_shipped: show('Partially shipped', 'info'),
  shipped: show('Shipped', 'info'),
  partially_received: show('Partially received', 'warning'),
  received: show('Received', 'success'),
  closed: show('Closed', 'neutral'),
  cancelled: show('Cancelled', 'danger'),
}

const SHIPMENT: Table<Shipment['status']> = {
  pending: show('Pending', 'neutral'),
  in_transit: show('In transit', 'info'),
  delayed: show('Delayed', 'warning'),
  delivered: show('Delivered', 'success'),
  exception: show('Exception', 'danger'),
  cancelled: show('Cancelled', 'danger'),
}
const LATE = show('Late', 'warning')

/** `'invited'` → Invited (amber), `'active'` → Active (green). */
export const vendorStatus = (status: Vendor['status']): StatusDisplay => VENDOR[status]

/** A buyer's order, from its draft through sourcing and award to fulfilled (or cancelled). */
export const orderStatus = (status: Order['status']): StatusDisplay => ORDER[status]

/** An RFQ as the buyer and the vendor both see it: `'not_awarded'` → Not awarded. */
export const rfqStatus = (status: Rfq['status']): StatusDisplay => RFQ[status]

/** A sourcing round as a whole: open, closed, awarded (to someone) or cancelled. */
export const quoteStatus = (status: Quote['status']): StatusDisplay => QUOTE[status]

/** A vendor's answer; a rejected one reads "Not awarded", as its RFQ does. */
export const quoteResponseStatus = (status: QuoteResponse['status']): StatusDisplay =>
  QUOTE_RESPONSE[status]

export const purchaseOrderStatus = (status: PurchaseOrder['status']): StatusDisplay =>
  PURCHASE_ORDER[status]

/** A shipment not delivered and past its estimate reads "Late", whatever its carrier says. */
export function shipmentStatus(shipment: Pick<Shipment, 'status' | 'late'>): StatusDisplay {
  return shipment.late && shipment.status !== 'delivered' && shipment.status !== 'cancelled'
    ? LATE
    : SHIPMENT[shipment.status]
}

/**
 * A round seen from one vendor's side: once it is awarded, what counts for that vendor is whether
 * it won, so its own RFQ's outcome is shown (Awarded or Not awarded), never the round's bare
 * "Awarded" beside an RFQ that lost.
 *
 * @example
 * quoteStatusForVendor('awarded', 'not_awarded').label // 'Not awarded'
 * quoteStatusForVendor('open', 'responded').label // 'Open'
 */
export function quoteStatusForVendor(
  round: Quote['status'],
  vendorRfq?: Rfq['status'] | null,
): StatusDisplay {
  if (round === 'awarded' && (vendorRfq === 'awarded' || vendorRfq === 'not_awarded')) {
    return RFQ[vendorRfq]
  }
  return QUOTE[round]
}

/** RFQ statuses in which the vendor can still answer until the deadline. */
const OPEN_RFQ: readonly Rfq['status'][] = ['sent', 'viewed', 'responded']

/**
 * What a vendor's answer to an RFQ amounts to, when there is no quoted total to show: a decline
 * is an answer ("Declined"); an RFQ still open before its deadline is "Awaiting response"; any
 * other RFQ without a quote got "No response". Null when the vendor quoted: show its total.
 *
 * @example
 * rfqAnswer({ status: 'declined', total: null, deadline }) // 'Declined'
 */
export function rfqAnswer(
  rfq: Pick<Rfq, 'status' | 'total' | 'deadline'>,
  now: Date = new Date(),
): string | null {
  if (rfq.total !== null) return null
  if (rfq.status === 'declined') return 'Declined'
  const open = OPEN_RFQ.includes(rfq.status) && new Date(rfq.deadline).getTime() > now.getTime()
  return open ? 'Awaiting response' : 'No response'
}
