// The vendor pages, one chunk: list, invite, detail and analytics are visited together.
import {
  AddVendor,
  VENDOR_ANALYTICS_PERIODS,
  VendorAnalytics,
  type VendorAnalyticsPeriod,
  VendorDetail,
  VendorList,
  VendorSuggestions,
} from '@ally/react'
import { useLocation, useParams, useSearch } from 'wouter'

/** `/dashboard/vendors?search=…`: the search lives in the URL, so it survives reload and back. */
export function VendorListPage() {
  const [location, setLocation] = useLocation()
  const search = new URLSearchParams(useSearch()).get('search') ?? ''
  // The list mirrors its typing into the URL, and takes a search from elsewhere (the top bar,
  // back and forward) in place: remounting it would drop the focus and what is being typed.
  return (
    <VendorList
      search={search}
      onSearchChange={(term) => {
        setLocation(term ? `${location}?search=${encodeURIComponent(term)}` : location, {
          replace: true,
        })
      }}
    />
  )
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

/** `/dashboard/vendors/analytics?period=…`: the chosen period survives reload and sharing. */
export function VendorAnalyticsPage() {
  const [location, setLocation] = useLocation()
  const asked = new URLSearchParams(useSearch()).get('period')
  const period: VendorAnalyticsPeriod | undefined = VENDOR_ANALYTICS_PERIODS.find(
    (known) => known.id === asked,
  )?.id
  return (
    <VendorAnalytics
      period={period}
      onPeriodChange={(next) => setLocation(`${location}?period=${next}`, { replace: true })}
    />
  )
}
