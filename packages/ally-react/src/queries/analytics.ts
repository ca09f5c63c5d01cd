import { type BusinessAnalyticsQuery, businessAnalytics } from '@ally/sdk'
import { useAllyQuery } from './endpoint'

/**
 * The business's spend, savings, cycle times, delivery and open commitments for a period (the
 * server's default: the last 12 months, by month). While other filters' figures load, the last
 * ones stay (`isPlaceholderData`), so the page does not flash empty.
 *
 * @example
 * const analytics = useBusinessAnalytics({ from: '2026-01-01', to: '2026-06-30', interval: 'month' })
 * analytics.data?.data.totals.spend
 */
export const useBusinessAnalytics = (query: BusinessAnalyticsQuery = {}) =>
  useAllyQuery(businessAnalytics, { query }, { keepPrevious: true })
