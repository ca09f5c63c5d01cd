import { formatMoney, type Rfq, type VendorRfq } from '@ally/sdk'

type RfqStatus = Rfq['status']

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
