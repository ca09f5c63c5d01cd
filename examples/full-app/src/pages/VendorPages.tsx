// The vendor pages, one chunk: list, invite, detail and analytics are visited together.
import {
  AddVendor,
  toVendorAnalyticsSort,
  useUrlState,
  VENDOR_ANALYTICS_PERIODS,
  VendorAnalytics,
  type VendorAnalyticsPeriod,
  VendorDetail,
  VendorList,
  VendorSuggestions,
} from '@ally/react'
import { useParams } from 'wouter'

/** `/dashboard/vendors?search=…`: the search lives in the URL, so it survives reload and back. */
export function VendorListPage() {
  const [{ search = '' }, setUrlState] = useUrlState(['search'])
  // The list takes a search from elsewhere (the top bar, back and forward) in place.
  return <VendorList search={search} onSearchChange={(term) => setUrlState({ search: term })} />
}

/** Inviting by hand, with the vendors Ally suggests for an order type beneath. */
export function AddVendorPage() {
  return (
    <>
      <AddVendor />
      <VendorSuggestions />
    </>
  )
}

export function VendorDetailPage() {
  const { vendorId = '' } = useParams<{ vendorId: string }>()
  return <VendorDetail vendorId={vendorId} />
}

/** `/dashboard/vendors/analytics?period=…&sort=…&order=…`: period and sort survive reload and sharing. */
export function VendorAnalyticsPage() {
  const [{ period: asked, sort, order }, setUrlState] = useUrlState(['period', 'sort', 'order'])
  const period: VendorAnalyticsPeriod | undefined = VENDOR_ANALYTICS_PERIODS.find(
    (known) => known.id === asked,
  )?.id
  return (
    <VendorAnalytics
      period={period}
      onPeriodChange={(next) => setUrlState({ period: next })}
      sort={toVendorAnalyticsSort(sort, order)}
      onSortChange={(next) =>
        setUrlState({ sort: next.column, order: next.direction === 'ascending' ? 'asc' : 'desc' })
      }
    />
  )
}
