import type { OrderType, VendorSuggestion } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { suggestionToInvite } from '../../../blocks/vendors/vendorInvite'
import { useInviteVendors } from '../../../queries/vendors'
import { toast } from '../../../ui/Toaster'
import type { KnownVendor } from './ChosenVendors'
import '../../../blocks/detail-page/SourcingButton.css'

/** The vendors suggested for the order type, each to choose (or invite and choose). */
export function SuggestedVendors({
  headingId,
  orderType,
  suggestions,
  vendorIds,
  onChoose,
}: {
  /** The id of the heading, unique on the page. */
  headingId: string
  orderType: OrderType
  suggestions: readonly VendorSuggestion[]
  vendorIds: string[]
  onChoose: (id: string, vendor: KnownVendor) => void
}) {
  if (suggestions.length === 0) return null
  return (
    <section className="ally-RfqCreate-suggestions" aria-labelledby={headingId}>
      <h3 id={headingId} className="ally-RfqCreate-subheading">
        Suggested for {orderTypeLabel(orderType).toLowerCase()}
      </h3>
      <ul>
        {suggestions.map((suggestion) => (
          <SuggestedVendor
            key={suggestion.vendor.id}
            suggestion={suggestion}
            chosen={vendorIds.includes(suggestion.vendor.id)}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  )
}

/**
 * One suggested vendor with why it is suggested: chosen already, or a button that chooses it
 * (one the buyer has worked with) or invites it to the list and then chooses it (Ally's network).
 */
function SuggestedVendor({
  suggestion,
  chosen,
  onChoose,
}: {
  suggestion: VendorSuggestion
  chosen: boolean
  onChoose: (id: string, vendor: KnownVendor) => void
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
