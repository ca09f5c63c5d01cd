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
import { useRef } from 'react'
import { useLocation, useParams, useSearch } from 'wouter'

/** `/dashboard/vendors?search=…`: the search lives in the URL, so it survives reload and back. */
export function VendorListPage() {
  const [location, setLocation] = useLocation()
  const search = new URLSearchParams(useSearch()).get('search') ?? ''
  // The list's own typing is mirrored into the URL; a search from elsewhere (the top bar)
  // arrives as a different value and starts the list afresh.
  const mirrored = useRef(search)
  const fromElsewhere = search !== mirrored.current
  if (fromElsewhere) mirrored.current = search
  return (
    <VendorList
      key={fromElsewhere ? `search:${search}` : undefined}
      search={search}
      onSearchChange={(term) => {
        mirrored.current = term
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
