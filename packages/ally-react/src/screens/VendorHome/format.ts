import { formatMoney, LOCALE, type Rfq, type VendorRfq } from '@ally/sdk'

type RfqStatus = Rfq['status']

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
