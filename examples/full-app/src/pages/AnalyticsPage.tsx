// Business analytics, its own chunk: the chart library it loads stays off every other page.
import {
  BusinessAnalytics,
  toBusinessAnalyticsFilters,
  toBusinessAnalyticsSearch,
  useUrlState,
} from '@ally/react'

/**
 * `/dashboard/analytics?period=…&from=…&to=…&interval=…&vendor=…&type=…`: the filters survive
 * reload and sharing; the defaults (last 12 months, by month, everything) keep the URL bare.
 */
export default function AnalyticsPage() {
  const [search, setUrlState] = useUrlState(['period', 'from', 'to', 'interval', 'vendor', 'type'])
  return (
    <BusinessAnalytics
      filters={toBusinessAnalyticsFilters(search)}
      onFiltersChange={(filters) => setUrlState(toBusinessAnalyticsSearch(filters))}
    />
  )
}
