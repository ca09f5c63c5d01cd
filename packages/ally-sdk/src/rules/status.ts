import type { Order } from '../contract/orders'
import type { PurchaseOrder } from '../contract/purchase-orders'
import type { Shipment } from '../contract/shipments'
import type { Quote, QuoteResponse, Rfq } from '../contract/sourcing-shapes'
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

/**
 * A table whose labels are the statuses as words (`partially_shipped` → 'Partially shipped'),
 * except where `labels` says otherwise: written out, the labels cost the SDK's bundle ~0.1 kB.
 */
function table<S extends string>(
  tones: Record<S, StatusTone>,
  labels: Partial<Record<S, string>> = {},
): Table<S> {
  const entries = Object.entries<StatusTone>(tones).map(([status, tone]) => [
    status,
    show(
      labels[status as S] ?? `${status[0]?.toUpperCase()}${status.slice(1).replaceAll('_', ' ')}`,
      tone,
    ),
  ])
  return Object.fromEntries(entries) as Table<S>
}

const VENDOR: Table<Vendor['status']> = table({
  invited: 'warning',
  active: 'success',
})

const ORDER: Table<Order['status']> = table({
  draft: 'neutral',
  sourcing: 'info',
  awarded: 'success',
  ordered: 'info',
  fulfilled: 'success',
  cancelled: 'danger',
})

const RFQ: Table<Rfq['status']> = table({
  sent: 'info',
  viewed: 'info',
  responded: 'success',
  declined: 'danger',
  awarded: 'success',
  not_awarded: 'neutral',
  cancelled: 'danger',
  expired: 'neutral',
})

const QUOTE: Table<Quote['status']> = table({
  open: 'info',
  closed: 'neutral',
  awarded: 'success',
  cancelled: 'danger',
})

const QUOTE_RESPONSE: Table<QuoteResponse['status']> = table(
  {
    submitted: 'info',
    accepted: 'success',
    partially_accepted: 'warning',
    rejected: 'neutral',
    superseded: 'neutral',
    withdrawn: 'neutral',
  },
  { rejected: 'Not awarded' },
)

const PURCHASE_ORDER: Table<PurchaseOrder['status']> = table({
  draft: 'neutral',
  awaiting_approval: 'warning',
  sent: 'info',
  acknowledged: 'success',
  declined: 'danger',
  partially_shipped: 'info',
  shipped: 'info',
  partially_received: 'warning',
  received: 'success',
  closed: 'neutral',
  cancelled: 'danger',
})

const SHIPMENT: Table<Shipment['status']> = table({
  pending: 'neutral',
  in_transit: 'info',
  delayed: 'warning',
  delivered: 'success',
  exception: 'danger',
  cancelled: 'danger',
})
const LATE = show('Late', 'warning')
/** Delivered, and goods of it were rejected or short: its PO has an issue to settle. */
const DELIVERED_WITH_ISSUES = show('Delivered with issues', 'warning')

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
export function shipmentStatus(
  shipment: Pick<Shipment, 'status' | 'late'> & Partial<Pick<Shipment, 'hasIssues'>>,
): StatusDisplay {
  if (shipment.status === 'delivered' && shipment.hasIssues) return DELIVERED_WITH_ISSUES
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
