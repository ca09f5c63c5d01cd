import type { OrderType, suggestVendors, VendorSuggestion } from '@ally/sdk'
import { useId, useRef, useState } from 'react'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { MoreVendors } from '../../../blocks/vendors/MoreVendors'
import { useVendorSearch } from '../../../blocks/vendors/useVendorSearch'
import { pagedItems } from '../../../queries/endpoint'
import { useVendorSuggestions } from '../../../queries/vendors'
import { ChosenVendors, type KnownVendor } from './ChosenVendors'
import { SuggestedVendors } from './SuggestedVendors'
import { VendorSearchResults } from './VendorSearchResults'

const SUGGESTION_LIMIT = 4

export interface VendorPickerProps {
  orderType: OrderType
  vendorIds: string[]
  onChange: (vendorIds: string[]) => void
  problem?: string
}

/**
 * Who gets the RFQ: the vendors chosen so far (each removable), a search over the buyer's vendor
 * list with a checkbox per vendor (a page at a time, with how many there are and "Show more"),
 * and the vendors suggested for the order type. A suggested vendor from Ally's network is invited
 * to the list first, then chosen.
 */
export function VendorPicker({ orderType, vendorIds, onChange, problem }: VendorPickerProps) {
  const headingId = useId()
  const vendors = useVendorSearch()
  const results = useRef<HTMLDivElement>(null)
  const suggestions = pagedItems<typeof suggestVendors>(
    useVendorSuggestions({ orderType, limit: SUGGESTION_LIMIT }).data,
  )
  const { nameOf, remember } = useKnownVendors(vendors.found, suggestions)
  const choose = (id: string, vendor?: KnownVendor) => {
    if (vendor) remember(id, vendor)
    if (!vendorIds.includes(id)) onChange([...vendorIds, id])
  }

  return (
    <fieldset
      className="ally-RfqCreate-section ally-RfqCreate-vendors"
      aria-describedby={problem ? `${headingId}-problem` : undefined}
    >
      <legend id={headingId}>Vendors</legend>
      {problem && (
        <p id={`${headingId}-problem`} className="ally-RfqCreate-problem" role="alert">
          {problem}
        </p>
      )}
      <ChosenVendors vendorIds={vendorIds} nameOf={nameOf} onChange={onChange} />
      <SearchBox
        label="Find a vendor in your list"
        hint="Name or e-mail"
        term={[vendors.search, vendors.setSearch]}
      />
      <VendorSearchResults
        vendors={vendors}
        vendorIds={vendorIds}
        onChange={onChange}
        results={results}
      />
      <MoreVendors vendors={vendors} results={results} />
      <SuggestedVendors
        headingId={`${headingId}-suggested`}
        orderType={orderType}
        suggestions={suggestions}
        vendorIds={vendorIds}
        onChoose={choose}
      />
    </fieldset>
  )
}

/**
 * The names of chosen vendors the picker has seen: those invited from a suggestion (remembered,
 * as they may be in no page loaded), those listed by the search, and those suggested.
 */
function useKnownVendors(
  found: readonly (KnownVendor & { id: string })[],
  suggestions: readonly VendorSuggestion[],
) {
  const [known, setKnown] = useState<ReadonlyMap<string, KnownVendor>>(new Map())
  const nameOf = (id: string): KnownVendor | undefined =>
    known.get(id) ??
    found.find((vendor) => vendor.id === id) ??
    suggestions.find((s) => s.vendor.id === id)?.vendor
  const remember = (id: string, vendor: KnownVendor) =>
    setKnown((map) => new Map(map).set(id, vendor))
  return { nameOf, remember }
}
