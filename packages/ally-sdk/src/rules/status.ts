import { ORDER_STATUSES, type Order } from '../contract/orders'
import { PURCHASE_ORDER_STATUSES, type PurchaseOrder } from '../contract/purchase-orders'
import { SHIPMENT_STATUSES, type Shipment } from '../contract/shipments'
import {
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  type Quote,
  type QuoteResponse,
  RFQ_STATUSES,
  type Rfq,
} from '../contract/sourcing-shapes'
import { VENDOR_STATUSES, type Vendor } from '../contract/vendors'

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
 * A table of the contract's own status list, each status with its tone in the same order; its
 * label is the status as words (`partially_shipped` → 'Partially shipped') unless `labels` says
 * otherwise. Built from the lists rather than spelled out: every status written again costs the
 * SDK's bundle (~0.1 kB for the keys, as much again for the labels).
 */
function table<const S extends readonly string[]>(
  statuses: S,
  tones: { [I in keyof S]: StatusTone },
  labels: Partial<Record<S[number], string>> = {},
): Table<S[number]> {
  const entries = statuses.map((status: S[number], index) => [
    status,
    show(
      labels[status] ?? `${status[0]?.toUpperCase()}${status.slice(1).replaceAll('_', ' ')}`,
      tones[index] as StatusTone,
    ),
  ])
  return Object.fromEntries(entries) as Table<S[number]>
}

const VENDOR = table(VENDOR_STATUSES, ['warning', 'success'])

const ORDER = table(ORDER_STATUSES, ['neutral', 'info', 'success', 'info', 'success', 'danger'])

const RFQ = table(RFQ_STATUSES, [
  'info', // sent
  'info', // viewed
  'success', // responded
  'danger', // declined
  'success', // awarded
  'neutral', // not awarded
  'danger', // cancelled
  'neutral', // expired
])

const QUOTE = table(QUOTE_STATUSES, ['info', 'neutral', 'success', 'danger'])

const QUOTE_RESPONSE = table(
  QUOTE_RESPONSE_STATUSES,
  ['info', 'success', 'warning', 'neutral', 'neutral', 'neutral'],
  { rejected: 'Not awarded' },
)

const PURCHASE_ORDER = table(PURCHASE_ORDER_STATUSES, [
  'neutral', // draft
  'warning', // awaiting approval
  'info', // sent
  'success', // acknowledged
  'danger', // declined
  'info', // partially shipped
  'info', // shipped
  'warning', // partially received
  'success', // received
  'neutral', // closed
  'danger', // cancelled
])

const SHIPMENT = table(SHIPMENT_STATUSES, [
  'neutral', // pending
  'info', // in transit
  'warning', // delayed
  'success', // delivered
  'danger', // exception
  'danger', // cancelled
])
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
