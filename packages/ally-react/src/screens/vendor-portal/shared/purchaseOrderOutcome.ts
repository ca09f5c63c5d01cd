import { type PurchaseOrder, purchaseOrderStatus, type VendorPurchaseOrder } from '@ally/sdk'
import { formatDate } from '../../../ui/format'

type Status = PurchaseOrder['status']
type Change = PurchaseOrder['history'][number]

/** Statuses that follow an acceptance: the goods are on their way or in (docs/product-rules.md). */
const AFTER_ACCEPTANCE: readonly Status[] = [
  'partially_shipped',
  'shipped',
  'partially_received',
  'received',
  'closed',
]

/** The latest change of the PO's history to `status` (the history is oldest first). */
export const lastChangeTo = (po: Pick<PurchaseOrder, 'history'>, status: Status) =>
  [...po.history].reverse().find((change) => change.status === status)

const on = (iso: string | null | undefined) => (iso ? ` on ${formatDate(iso)}` : '')

/** What the vendor reads about a PO it no longer answers, and how it is coloured. */
export interface PurchaseOrderOutcome {
  tone: 'success' | 'danger' | 'neutral'
  text: string
  /** A note that came with the change: the vendor's own, or the buyer's when it cancelled. */
  note: { label: string; text: string } | null
}

/**
 * Where a PO stands for its vendor once the answer is no longer open: accepted (and what has
 * happened since), declined, or cancelled by the buyer. Null while the PO is `sent` (the vendor
 * answers it) — and for a draft, which a vendor never sees.
 *
 * @example
 * purchaseOrderOutcome(po).text // 'You accepted this purchase order on Mar 3, 2026.'
 */
export function purchaseOrderOutcome(po: VendorPurchaseOrder): PurchaseOrderOutcome | null {
  const buyer = po.buyer.businessName
  const accepted = lastChangeTo(po, 'acknowledged')
  const acceptedOn = on(accepted?.at ?? po.acknowledgedAt)
  const noteOf = (change: Change | undefined, label: string) =>
    change?.note ? { label, text: change.note } : null

  if (po.status === 'acknowledged') {
    return {
      tone: 'success',
      text: `You accepted this purchase order${acceptedOn}.`,
      note: noteOf(accepted, 'Your note'),
    }
  }
  if (AFTER_ACCEPTANCE.includes(po.status)) {
    return {
      tone: 'success',
      text: `You accepted this purchase order${acceptedOn}. It is now ${purchaseOrderStatus(po.status).label.toLowerCase()}.`,
      note: noteOf(accepted, 'Your note'),
    }
  }
  if (po.status === 'declined') {
    const declined = lastChangeTo(po, 'declined')
    return {
      tone: 'danger',
      text: `You declined this purchase order${on(declined?.at)}.`,
      note: noteOf(declined, 'Your reason'),
    }
  }
  if (po.status === 'cancelled') {
    const cancelled = lastChangeTo(po, 'cancelled')
    const hadAccepted = accepted ? ` You had accepted it${acceptedOn}.` : ''
    return {
      tone: 'danger',
      text: `${buyer} cancelled this purchase order${on(cancelled?.at)}.${hadAccepted} Nothing more is needed from you.`,
      note: noteOf(cancelled, `${buyer}'s note`),
    }
  }
  return null
}
