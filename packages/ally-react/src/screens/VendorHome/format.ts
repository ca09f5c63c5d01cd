import {
  formatMoney,
  LOCALE,
  type PURCHASE_ORDER_STATUSES,
  type RFQ_STATUSES,
  type VendorRfq,
} from '@ally/sdk'

export type RfqStatus = (typeof RFQ_STATUSES)[number]
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number]

/** How a status chip is coloured: waiting on someone, done well, halfway, ended badly, inert. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral'

const TONES: Record<RfqStatus | PurchaseOrderStatus, StatusTone> = {
  draft: 'neutral',
  sent: 'info',
  viewed: 'info',
  responded: 'success',
  acknowledged: 'success',
  awarded: 'success',
  received: 'success',
  partially_received: 'warning',
  declined: 'danger',
  not_awarded: 'neutral',
  cancelled: 'danger',
  expired: 'neutral',
}

export const statusTone = (status: RfqStatus | PurchaseOrderStatus): StatusTone => TONES[status]

/** `'not_awarded'` → `'Not awarded'`. */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const timestampFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' })
// A calendar day (`2026-02-03`) is the same day everywhere: format it in UTC, where it was parsed.
const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' })

/** An ISO timestamp as an en-US date in the viewer's time zone: `'Mar 5, 2026'`. */
export const formatTimestamp = (iso: string) => timestampFormat.format(new Date(iso))

/** A calendar day (`'2026-03-05'`) as an en-US date: `'Mar 5, 2026'`. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

const DAY_MS = 24 * 60 * 60 * 1000
const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()

/** RFQ statuses in which the vendor can still answer before the deadline. */
const OPEN_RFQ_STATUSES: readonly RfqStatus[] = ['sent', 'viewed', 'responded']

/**
 * How long an RFQ stays open, counted in the viewer's calendar days: 'Closes today',
 * 'Closes tomorrow', 'Closes in 4 days', or 'Closed' once the deadline has passed. Null for an
 * RFQ that is no longer open (awarded, declined, cancelled…) but whose deadline is still ahead.
 */
export function deadlineHint(
  deadline: string,
  status: RfqStatus,
  now: Date = new Date(),
): string | null {
  const end = new Date(deadline)
  if (end.getTime() <= now.getTime()) return 'Closed'
  if (!OPEN_RFQ_STATUSES.includes(status)) return null
  const days = Math.round((startOfDay(end) - startOfDay(now)) / DAY_MS)
  if (days <= 0) return 'Closes today'
  if (days === 1) return 'Closes tomorrow'
  return `Closes in ${days} days`
}

/**
 * The total of the vendor's own current answer to an RFQ, in the currency it was quoted in (the
 * RFQ's), or null when the vendor has not answered.
 */
export function answerTotal(rfq: VendorRfq): string | null {
  if (rfq.response) return formatMoney(rfq.response.total, rfq.response.currency)
  if (rfq.total !== null) return formatMoney(rfq.total, rfq.currency)
  return null
}
