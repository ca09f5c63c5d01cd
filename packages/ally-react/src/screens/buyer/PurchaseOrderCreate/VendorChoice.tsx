import type { Vendor } from '@ally/sdk'
import { useRef, useState } from 'react'
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { MoreVendors } from '../../../blocks/vendors/MoreVendors'
import { useVendorSearch } from '../../../blocks/vendors/useVendorSearch'
import { useVendor } from '../../../queries/vendors'
import { Spinner } from '../../../ui/Spinner'

type Known = Pick<Vendor, 'id' | 'name' | 'email'>

export interface VendorChoiceProps {
  vendorId: string
  onChange: (vendorId: string) => void
}

/**
 * The vendor of a PO from scratch: a search over the buyer's vendor list and one radio per match
 * (`vendorId`, so the form's and the server's errors land on it), a page at a time with how many
 * there are and "Show more" under them. The chosen vendor stays named when a later search no
 * longer shows it.
 */
export function VendorChoice({ vendorId, onChange }: VendorChoiceProps) {
  const vendors = useVendorSearch()
  const { search, setSearch, term, list, found } = vendors
  const results = useRef<HTMLDivElement>(null)
  const [picked, setPicked] = useState<Known | undefined>(undefined)
  const listed = found.find((vendor) => vendor.id === vendorId)
  // Known from a search, or read by id (a vendor chosen before this search).
  const read = useVendor(vendorId && !listed && picked?.id !== vendorId ? vendorId : '')
  const chosen = listed ?? (picked?.id === vendorId ? picked : read.data?.data.vendor)

  return (
    <div className="ally-PurchaseOrderCreate-vendor">
      <SearchBox
        label="Find a vendor in your list"
        hint="Name or e-mail"
        term={[search, setSearch]}
      />
      <RadioGroup
        ref={results}
        className="ally-PurchaseOrderCreate-radios"
        name="vendorId"
        isRequired
        value={vendorId || null}
        onChange={(id) => {
          const vendor = found.find((row) => row.id === id)
          if (vendor) setPicked(vendor)
          onChange(id)
        }}
      >
        <Label className="ally-PurchaseOrderCreate-label">
          Vendor
          <span className="ally-PurchaseOrderCreate-required" aria-hidden="true">
            {' '}
            *
          </span>
        </Label>
        <Text slot="description" className="ally-PurchaseOrderCreate-hint">
          {chosen
            ? `Chosen: ${chosen.name} (${chosen.email})`
            : vendorId
              ? 'Chosen: loading…'
              : 'No vendor chosen yet.'}
        </Text>
        {list.isPending ? (
          <Spinner size="small" aria-label="Loading vendors" />
        ) : list.isError ? (
          <p role="alert">Your vendors could not be loaded. {list.error.message}</p>
        ) : found.length === 0 ? (
          <p className="ally-PurchaseOrderCreate-hint">
            {term
              ? `No vendor in your list matches “${term}”.`
              : 'Your vendor list is empty; invite a vendor first.'}
          </p>
        ) : (
          found.map((vendor) => (
            <Radio key={vendor.id} value={vendor.id} className="ally-PurchaseOrderCreate-radio">
              <span className="ally-PurchaseOrderCreate-dot" aria-hidden="true" />
              <span>
                {vendor.name} <span className="ally-PurchaseOrderCreate-hint">{vendor.email}</span>
              </span>
            </Radio>
          ))
        )}
        <FieldError className="ally-TextInput-error" />
      </RadioGroup>
      {/* Outside the radio group, which may hold radios only. */}
      <MoreVendors vendors={vendors} results={results} />
    </div>
  )
}
