import type { RefObject } from 'react'
import { Checkbox, CheckboxGroup } from 'react-aria-components/CheckboxGroup'
import type { VendorSearch } from '../../../blocks/vendors/useVendorSearch'
import { Spinner } from '../../../ui/Spinner'
import '../../../blocks/forms/Checkbox.css'

/**
 * The choice after ticking the listed vendors: those chosen from elsewhere (a suggestion, a
 * draft) first, then the listed ones kept in their order, then the newly ticked.
 */
function withListedChoice(vendorIds: string[], listed: Set<string>, ticked: string[]): string[] {
  const elsewhere = vendorIds.filter((id) => !listed.has(id))
  const kept = vendorIds.filter((id) => ticked.includes(id))
  const added = ticked.filter((id) => !vendorIds.includes(id))
  return [...elsewhere.filter((id) => !kept.includes(id)), ...kept, ...added]
}

/**
 * The buyer's vendors matching the search, a checkbox each; or that they are loading, failed, or
 * that none match.
 */
export function VendorSearchResults({
  vendors: { list, found, term },
  vendorIds,
  onChange,
  results,
}: {
  vendors: VendorSearch
  vendorIds: string[]
  onChange: (vendorIds: string[]) => void
  /** Holds the checkboxes, for `MoreVendors` to focus the first one it adds. */
  results: RefObject<HTMLDivElement | null>
}) {
  if (list.isPending) return <Spinner size="small" aria-label="Loading vendors" />
  if (list.isError) {
    return <p role="alert">Your vendors could not be loaded. {String(list.error.message)}</p>
  }
  if (found.length === 0) {
    return (
      <p className="ally-RfqCreate-hint">
        {term
          ? `No vendor in your list matches “${term}”.`
          : 'Your vendor list is empty; invite vendors or pick a suggestion below.'}
      </p>
    )
  }
  const listed = new Set(found.map((vendor) => vendor.id))
  return (
    <CheckboxGroup
      ref={results}
      className="ally-RfqCreate-results"
      aria-label="Vendors in your list"
      value={vendorIds.filter((id) => listed.has(id))}
      onChange={(ticked) => onChange(withListedChoice(vendorIds, listed, ticked))}
    >
      {found.map((vendor) => (
        <Checkbox key={vendor.id} value={vendor.id} className="ally-Checkbox">
          {({ isSelected }) => (
            <>
              <span className="ally-Checkbox-box" aria-hidden="true">
                {isSelected ? '✓' : null}
              </span>
              <span>
                {vendor.name} <span className="ally-RfqCreate-email">{vendor.email}</span>
              </span>
            </>
          )}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
}
