/** The periods the analytics can cover; each ends today and includes it. */
export const VENDOR_ANALYTICS_PERIODS = [
  { id: 'last30Days', label: 'Last 30 days' },
  { id: 'last90Days', label: 'Last 90 days' },
  { id: 'last12Months', label: 'Last 12 months' },
  { id: 'allTime', label: 'All time' },
] as const

export type VendorAnalyticsPeriod = (typeof VENDOR_ANALYTICS_PERIODS)[number]['id']

/** The period the screen opens with. */
export const DEFAULT_VENDOR_ANALYTICS_PERIOD: VendorAnalyticsPeriod = 'last12Months'

/** `YYYY-MM-DD` of a local date, as the endpoint's `from`/`to` take it. */
function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The `from`/`to` dates (inclusive, the user's local calendar) of a period ending `today`:
 * 30 or 90 days counting today, or the 12 months up to today; nothing for all time.
 *
 * @example
 * vendorAnalyticsPeriodRange('last30Days', new Date(2026, 5, 15))
 * // { from: '2026-05-17', to: '2026-06-15' }
 */
export function vendorAnalyticsPeriodRange(
  period: VendorAnalyticsPeriod,
  today: Date = new Date(),
): { from?: string; to?: string } {
  const year = today.getFullYear()
  const month = today.getMonth()
  const day = today.getDate()
  let from: Date
  switch (period) {
    case 'allTime':
      return {}
    case 'last30Days':
      from = new Date(year, month, day - 29)
      break
    case 'last90Days':
      from = new Date(year, month, day - 89)
      break
    case 'last12Months': {
      // The same day a year ago (the month's last day if it has fewer days), then the day after.
      const lastDay = new Date(year - 1, month + 1, 0).getDate()
      from = new Date(year - 1, month, Math.min(day, lastDay) + 1)
      break
    }
  }
  return { from: isoDate(from), to: isoDate(new Date(year, month, day)) }
}
