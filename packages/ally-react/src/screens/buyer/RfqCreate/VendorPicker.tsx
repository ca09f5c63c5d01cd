import type { OrderType, suggestVendors, Vendor, VendorSuggestion } from '@ally/sdk'
import { useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Checkbox, CheckboxGroup } from 'react-aria-components/CheckboxGroup'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { MoreVendors } from '../../../blocks/vendors/MoreVendors'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { useVendorSearch } from '../../../blocks/vendors/useVendorSearch'
import { suggestionToInvite } from '../../../blocks/vendors/vendorInvite'
import { pagedItems } from '../../../queries/endpoint'
import { useInviteVendors, useVendor, useVendorSuggestions } from '../../../queries/vendors'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/forms/Checkbox.css'
import '../../../blocks/detail-page/SourcingButton.css'

const SUGGESTION_LIMIT = 4

type Known = Pick<Vendor, 'name' | 'email'>

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
  const { search, setSearch, term, list, found } = vendors
  const results = useRef<HTMLDivElement>(null)
  const suggestions = pagedItems<typeof suggestVendors>(
    useVendorSuggestions({ orderType, limit: SUGGESTION_LIMIT }).data,
  )
  const [known, setKnown] = useState<ReadonlyMap<string, Known>>(new Map())
  const nameOf = (id: string): Known | undefined =>
    known.get(id) ??
    found.find((vendor) => vendor.id === id) ??
    suggestions.find((s) => s.vendor.id === id)?.vendor

  const choose = (id: string, vendor?: Known) => {
    if (vendor) setKnown((map) => new Map(map).set(id, vendor))
    if (!vendorIds.includes(id)) onChange([...vendorIds, id])
  }
  const shown = new Set(found.map((vendor) => vendor.id))

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
      <h3 className="ally-RfqCreate-subheading">
        {vendorIds.length ? `Chosen (${vendorIds.length})` : 'No vendor chosen yet'}
      </h3>
      {vendorIds.length > 0 && (
        <ul className="ally-RfqCreate-chosen">
          {vendorIds.map((id) => (
            <ChosenVendor
              key={id}
              id={id}
              known={nameOf(id)}
              onRemove={() => onChange(vendorIds.filter((other) => other !== id))}
            />
          ))}
        </ul>
      )}
      <SearchBox
        label="Find a vendor in your list"
        hint="Name or e-mail"
        term={[search, setSearch]}
      />
      {list.isPending ? (
        <Spinner size="small" aria-label="Loading vendors" />
      ) : list.isError ? (
        <p role="alert">Your vendors could not be loaded. {String(list.error.message)}</p>
      ) : found.length === 0 ? (
        <p className="ally-RfqCreate-hint">
          {term
            ? `No vendor in your list matches “${term}”.`
            : 'Your vendor list is empty; invite vendors or pick a suggestion below.'}
        </p>
      ) : (
        <CheckboxGroup
          ref={results}
          className="ally-RfqCreate-results"
          aria-label="Vendors in your list"
          value={vendorIds.filter((id) => shown.has(id))}
          onChange={(next) => {
            const elsewhere = vendorIds.filter((id) => !shown.has(id))
            const kept = vendorIds.filter((id) => next.includes(id))
            const added = next.filter((id) => !vendorIds.includes(id))
            onChange([...elsewhere.filter((id) => !kept.includes(id)), ...kept, ...added])
          }}
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
      )}
      <MoreVendors vendors={vendors} results={results} />
      {suggestions.length > 0 && (
        <section className="ally-RfqCreate-suggestions" aria-labelledby={`${headingId}-suggested`}>
          <h3 id={`${headingId}-suggested`} className="ally-RfqCreate-subheading">
            Suggested for {orderTypeLabel(orderType).toLowerCase()}
          </h3>
          <ul>
            {suggestions.map((suggestion) => (
              <Suggestion
                key={suggestion.vendor.id}
                suggestion={suggestion}
                chosen={vendorIds.includes(suggestion.vendor.id)}
                onChoose={choose}
              />
            ))}
          </ul>
        </section>
      )}
    </fieldset>
  )
}

function ChosenVendor({
  id,
  known,
  onRemove,
}: {
  id: string
  known?: Known
  onRemove: () => void
}) {
  // A draft's vendors may be in no list loaded here: read the one vendor then.
  const read = useVendor(known ? '' : id)
  const vendor = known ?? read.data?.data.vendor
  const name = vendor?.name ?? (read.isError ? 'A vendor no longer in your list' : 'Loading…')
  return (
    <li>
      <span>
        {name} {vendor && <span className="ally-RfqCreate-email">{vendor.email}</span>}
      </span>
      <Button className="ally-SourcingRemove" aria-label={`Remove ${name}`} onPress={onRemove}>
        Remove
      </Button>
    </li>
  )
}

function Suggestion({
  suggestion,
  chosen,
  onChoose,
}: {
  suggestion: VendorSuggestion
  chosen: boolean
  onChoose: (id: string, vendor: Known) => void
}) {
  const { vendor, source, reasons } = suggestion
  const invite = useInviteVendors({
    onSuccess: ({ data }) => {
      const added = data.invited[0]
      if (!added) {
        toast.error(`${vendor.name} could not be added to your vendors.`)
        return
      }
      toast.success(`${vendor.name} invited and chosen`)
      onChoose(added.id, added)
    },
    onError: showError,
  })
  return (
    <li>
      <span>
        <strong>{vendor.name}</strong>
        {reasons[0] && <span className="ally-RfqCreate-reason">{reasons[0]}</span>}
      </span>
      {chosen ? (
        <span className="ally-RfqCreate-done">Chosen</span>
      ) : source === 'history' ? (
        <Button
          className="ally-SourcingButton"
          data-variant="secondary"
          aria-label={`Choose ${vendor.name}`}
          onPress={() => onChoose(vendor.id, vendor)}
        >
          Choose
        </Button>
      ) : (
        <Button
          className="ally-SourcingButton"
          data-variant="secondary"
          aria-label={`Invite ${vendor.name} and choose it`}
          isPending={invite.isPending}
          onPress={() => invite.mutate({ body: { vendors: [suggestionToInvite(suggestion)] } })}
        >
          {invite.isPending ? 'Inviting…' : 'Invite and choose'}
        </Button>
      )}
    </li>
  )
}
