import {
  ANALYTICS_INTERVALS,
  type BusinessAnalyticsQuery,
  ORDER_TYPES,
  type OrderType,
} from '@ally/sdk'
import { vendorAnalyticsPeriodRange } from '../VendorAnalytics/period'

/** The periods offered, each ending today; `custom` takes the `from`/`to` typed in. */
export const BUSINESS_ANALYTICS_PERIODS = [
  { id: 'last30Days', label: 'Last 30 days' },
  { id: 'last90Days', label: 'Last 90 days' },
  { id: 'last12Months', label: 'Last 12 months' },
  { id: 'thisYear', label: 'This year' },
  { id: 'custom', label: 'Custom range' },
] as const

export type BusinessAnalyticsPeriod = (typeof BUSINESS_ANALYTICS_PERIODS)[number]['id']
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number]

/** What the screen reports on: the period, its interval, and optionally one vendor and type. */
export interface BusinessAnalyticsFilters {
  period: BusinessAnalyticsPeriod
  /** First and last day (`YYYY-MM-DD`, included) of a custom period; ignored for the others. */
  from?: string
  to?: string
  interval: AnalyticsInterval
  vendorId?: string
  orderType?: OrderType
}

/** The last 12 months, by month, every vendor and order type: what the server defaults to. */
export const DEFAULT_BUSINESS_ANALYTICS_FILTERS: BusinessAnalyticsFilters = {
  period: 'last12Months',
  interval: 'month',
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string | undefined): value is string =>
  value !== undefined && DAY.test(value) && !Number.isNaN(Date.parse(value))

/** `YYYY-MM-DD` of a local date. */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/**
 * The `from`/`to` days of the filters' period (the user's calendar, both included); a custom
 * period without both days (or backwards) is sent without them, and the server's default applies.
 *
 * @example
 * analyticsRange({ period: 'thisYear', interval: 'month' }, new Date(2026, 5, 15))
 * // { from: '2026-01-01', to: '2026-06-15' }
 */
export function analyticsRange(
  filters: Pick<BusinessAnalyticsFilters, 'period' | 'from' | 'to'>,
  today: Date = new Date(),
): { from?: string; to?: string } {
  switch (filters.period) {
    case 'custom':
      return isDay(filters.from) && isDay(filters.to) && filters.from <= filters.to
        ? { from: filters.from, to: filters.to }
        : {}
    case 'thisYear':
      return { from: `${today.getFullYear()}-01-01`, to: localDay(today) }
    default:
      return vendorAnalyticsPeriodRange(filters.period, today)
  }
}

/** The endpoint's query for the filters. */
export function analyticsQuery(
  filters: BusinessAnalyticsFilters,
  today?: Date,
): BusinessAnalyticsQuery {
  return {
    ...analyticsRange(filters, today),
    interval: filters.interval,
    ...(filters.vendorId ? { vendorId: filters.vendorId } : {}),
    ...(filters.orderType ? { orderType: filters.orderType } : {}),
  }
}

/** What the URL (or any text source) holds, as the search params `AnalyticsPage` reads. */
export interface BusinessAnalyticsSearch {
  period?: string
  from?: string
  to?: string
  interval?: string
  vendor?: string
  type?: string
}

/**
 * Filters from text (the URL's `period`, `from`, `to`, `interval`, `vendor`, `type`), keeping
 * only what is valid; `from` and `to` alone mean a custom period.
 *
 * @example
 * toBusinessAnalyticsFilters({ from: '2026-01-01', to: '2026-03-31', type: 'service' })
 * // { period: 'custom', from: '2026-01-01', to: '2026-03-31', interval: 'month', orderType: 'service' }
 */
export function toBusinessAnalyticsFilters(
  search: BusinessAnalyticsSearch,
): BusinessAnalyticsFilters {
  const custom = isDay(search.from) && isDay(search.to)
  const named = BUSINESS_ANALYTICS_PERIODS.find((option) => option.id === search.period)?.id
  const period = named ?? (custom ? 'custom' : DEFAULT_BUSINESS_ANALYTICS_FILTERS.period)
  return {
    period,
    ...(period === 'custom' && isDay(search.from) ? { from: search.from } : {}),
    ...(period === 'custom' && isDay(search.to) ? { to: search.to } : {}),
    interval: ANALYTICS_INTERVALS.find((known) => known === search.interval) ?? 'month',
    ...(search.vendor ? { vendorId: search.vendor } : {}),
    ...(ORDER_TYPES.includes(search.type as OrderType)
      ? { orderType: search.type as OrderType }
      : {}),
  }
}

/** The filters as URL search params: defaults left out, so a plain visit keeps a plain URL. */
export function toBusinessAnalyticsSearch(
  filters: BusinessAnalyticsFilters,
): Record<keyof BusinessAnalyticsSearch, string | undefined> {
  const custom = filters.period === 'custom'
  return {
    period:
      filters.period === DEFAULT_BUSINESS_ANALYTICS_FILTERS.period ? undefined : filters.period,
    from: custom ? filters.from : undefined,
    to: custom ? filters.to : undefined,
    interval: filters.interval === 'month' ? undefined : filters.interval,
    vendor: filters.vendorId,
    type: filters.orderType,
  }
}
