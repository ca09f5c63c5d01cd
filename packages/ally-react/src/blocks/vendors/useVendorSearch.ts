import type { listVendors } from '@ally/sdk'
import { useState } from 'react'
import { pagedItems } from '../../queries/endpoint'
import { useVendorList } from '../../queries/vendors'
import { useDebouncedValue } from '../lists/useDebouncedValue'

/** Vendors a picker lists at a time: enough to pick from, few enough to scan; more on request. */
export const VENDOR_PICKER_PAGE = 8

/** A vendor picker's search: what `useVendorSearch` hands to the picker and to `MoreVendors`. */
export type VendorSearch = ReturnType<typeof useVendorSearch>

/**
 * A search over the buyer's vendor list for a picker (New RFQ's, a new PO's): the text typed, the
 * term sent once typing pauses, the list page by page (`VENDOR_PICKER_PAGE` a page), the rows
 * loaded so far and the server's count of all that match.
 *
 * @example
 * const vendors = useVendorSearch()
 * <TextInput type="search" value={vendors.search} onChange={vendors.setSearch} label="Find a vendor" />
 * {vendors.found.map((vendor) => <Checkbox key={vendor.id} value={vendor.id}>{vendor.name}</Checkbox>)}
 * <MoreVendors vendors={vendors} results={resultsRef} />
 */
export function useVendorSearch() {
  const [search, setSearch] = useState('')
  const term = useDebouncedValue(search.trim(), 250)
  const list = useVendorList({ search: term, limit: VENDOR_PICKER_PAGE })
  const found = pagedItems<typeof listVendors>(list.data)
  // The rows shown and this count come from the same answers, also while a new term loads.
  const pagination = list.data?.pages.at(-1)?.data.pagination
  return { search, setSearch, term, list, found, pagination }
}
