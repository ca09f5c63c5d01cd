import type { AnalyticsScope } from './scope'

// The points of "spend over time": every week or month the period touches, empty ones included,
// each keyed by its first day (a month's 1st, a week's Monday, as PostgreSQL's date_trunc), so the
// chart has no gaps (docs/product-rules.md, "Business analytics").

const DAY_MS = 86_400_000
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]

export interface Bucket {
  key: string
  label: string
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** The first day of the week (Monday) or month `day` is in. */
export function bucketStart(day: string, interval: AnalyticsScope['interval']): Date {
  const at = new Date(`${day}T00:00:00Z`)
  if (interval === 'month') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
  return new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY_MS)
}

const labelOf = (start: Date, interval: AnalyticsScope['interval']) =>
  interval === 'month'
    ? `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`
    : `Week of ${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]}`

/** Every bucket from the one holding `from` to the one holding `to`, oldest first. */
export function bucketsOf(scope: Pick<AnalyticsScope, 'from' | 'to' | 'interval'>): Bucket[] {
  const last = dayOf(bucketStart(scope.to, scope.interval))
  const buckets: Bucket[] = []
  for (let at = bucketStart(scope.from, scope.interval); dayOf(at) <= last; ) {
    buckets.push({ key: dayOf(at), label: labelOf(at, scope.interval) })
    at =
      scope.interval === 'month'
        ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
        : new Date(at.getTime() + 7 * DAY_MS)
  }
  return buckets
}
