import {
  DEFAULT_ORDER_TYPE,
  formatPercent,
  getErrorMessage,
  MESSAGES,
  ORDER_TYPES,
  type OrderType,
  routeTo,
  type VendorSuggestion,
} from '@ally/sdk'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ListState } from '../../../blocks/lists/ListState'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { useDebouncedValue } from '../../../blocks/lists/useDebouncedValue'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { suggestionToInvite } from '../../../blocks/vendors/vendorInvite'
import { AllyLink } from '../../../provider/AllyLink'
import { useInviteVendors, useVendorSuggestions } from '../../../queries/vendors'
import { useCan } from '../../../session/useCan'
import { cx } from '../../../ui/internal/cx'
import { Select, type SelectOption } from '../../../ui/Select'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/vendors/vendors.css'
import './VendorSuggestions.css'

/** How long typing must pause before the search is sent. */
export const VENDOR_SUGGESTIONS_DEBOUNCE_MS = 300

export interface VendorSuggestionsProps {
  className?: string
  /** The order type suggested for first. @default 'supply' */
  defaultOrderType?: OrderType
}

const ORDER_TYPE_OPTIONS: SelectOption[] = ORDER_TYPES.map((type) => ({
  id: type,
  label: orderTypeLabel(type),
}))

const SOURCE_LABELS: Record<VendorSuggestion['source'], string> = {
  history: 'From your vendors',
  network: 'On Ally',
}

type SuggestionsQuery = ReturnType<typeof useVendorSuggestions>

/**
 * Vendors ranked for an order type, each with the reasons it is suggested: the buyer's own
 * vendors ("From your vendors", linking to their page) and registered vendors on Ally who serve
 * that type ("On Ally", with an Invite button). Search as you type narrows the list.
 */
export function VendorSuggestions({ className, defaultOrderType }: VendorSuggestionsProps) {
  const [orderType, setOrderType] = useState<OrderType>(defaultOrderType ?? DEFAULT_ORDER_TYPE)
  const [term, setTerm] = useState('')
  const search = useDebouncedValue(term, VENDOR_SUGGESTIONS_DEBOUNCE_MS).trim()
  const suggestions = useVendorSuggestions({ orderType, search })
  const items = suggestions.data?.pages.flatMap((page) => page.data.items) ?? []
  // Vendors invited from here, by id: the card keeps saying so across filter changes.
  const [invited, setInvited] = useState<ReadonlySet<string>>(() => new Set())
  const titleId = useId()

  return (
    <section
      className={cx('ally-VendorSuggestions', className)}
      aria-labelledby={titleId}
      aria-busy={suggestions.isPending || undefined}
    >
      <h2 id={titleId} className="ally-VendorSuggestions-title">
        Suggested vendors
      </h2>
      <div className="ally-VendorSuggestions-filters">
        <Select
          className="ally-VendorSuggestions-orderType"
          label="Order type"
          options={ORDER_TYPE_OPTIONS}
          selectedKey={orderType}
          onSelectionChange={(key) => {
            if (key) setOrderType(key as OrderType)
          }}
        />
        <SearchBox
          className="ally-VendorSuggestions-search"
          label="Search suggestions"
          hint="Vendor name or e-mail"
          term={[term, setTerm]}
        />
      </div>
      {items.length === 0 ? (
        <NoSuggestions suggestions={suggestions} orderType={orderType} search={search} />
      ) : (
        <>
          <ul
            className="ally-VendorSuggestions-list"
            aria-label="Suggestions"
            aria-busy={suggestions.isPlaceholderData || undefined}
          >
            {items.map((suggestion) => (
              <SuggestionCard
                key={suggestion.vendor.id}
                suggestion={suggestion}
                invited={invited.has(suggestion.vendor.id)}
                onInvited={(id) => setInvited((previous) => new Set(previous).add(id))}
              />
            ))}
          </ul>
          <MoreSuggestions suggestions={suggestions} />
        </>
      )}
    </section>
  )
}

interface NoSuggestionsProps {
  suggestions: SuggestionsQuery
  orderType: OrderType
  search: string
}

/** What shows while there is no suggestion: loading, the failure, or none for the filters. */
function NoSuggestions({ suggestions, orderType, search }: NoSuggestionsProps) {
  return (
    <ListState
      query={suggestions}
      loadingLabel="Loading suggestions"
      failedText="Could not load suggestions."
      className="ally-VendorSuggestions-state"
      buttonClassName="ally-VendorButton"
    >
      <p>
        {search
          ? `No suggested ${orderType} vendors match “${search}”.`
          : `No vendors to suggest for ${orderType} yet.`}
      </p>
    </ListState>
  )
}

/** Under the cards: why the next page failed, and "Load more" while there is one. */
function MoreSuggestions({ suggestions }: { suggestions: SuggestionsQuery }) {
  return (
    <>
      {suggestions.isFetchNextPageError && (
        <p className="ally-VendorAlert" role="alert">
          Could not load more suggestions. {getErrorMessage(suggestions.error)}
        </p>
      )}
      {suggestions.hasNextPage && (
        <div className="ally-VendorSuggestions-more">
          <Button
            className="ally-VendorButton"
            data-variant="secondary"
            isPending={suggestions.isFetchingNextPage}
            onPress={() => void suggestions.fetchNextPage()}
          >
            {suggestions.isFetchingNextPage && (
              <Spinner size="small" aria-label="Loading more suggestions" />
            )}
            Load more
          </Button>
        </div>
      )}
    </>
  )
}

interface SuggestionCardProps {
  suggestion: VendorSuggestion
  invited: boolean
  onInvited: (vendorId: string) => void
}

function SuggestionCard({ suggestion, invited, onInvited }: SuggestionCardProps) {
  const { vendor, reasons, source, score } = suggestion
  const mayInvite = useCan('vendors')
  return (
    <li className="ally-VendorSuggestions-card" data-source={source}>
      <div className="ally-VendorSuggestions-cardHeader">
        <h3 className="ally-VendorSuggestions-name">{vendor.name}</h3>
        <span className="ally-VendorSuggestions-badge" data-source={source}>
          {SOURCE_LABELS[source]}
        </span>
      </div>
      <p className="ally-VendorSuggestions-meta">
        <span>{vendor.country ?? 'Country not given'}</span>
        <span>
          {vendor.orderTypes.length
            ? vendor.orderTypes.map(orderTypeLabel).join(', ')
            : 'No order types given'}
        </span>
        <span>{formatPercent(score)} match</span>
      </p>
      <ul className="ally-VendorSuggestions-reasons" aria-label="Why it is suggested">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="ally-VendorSuggestions-actions">
        {source === 'history' ? (
          <AllyLink
            to={routeTo.vendor(vendor.id)}
            className="ally-VendorButton"
            data-variant="secondary"
            aria-label={`View vendor ${vendor.name}`}
          >
            View vendor
          </AllyLink>
        ) : (
          mayInvite && (
            <InviteAction suggestion={suggestion} invited={invited} onInvited={onInvited} />
          )
        )}
      </div>
    </li>
  )
}

function InviteAction({ suggestion, invited, onInvited }: SuggestionCardProps) {
  const { vendor } = suggestion
  const buttonRef = useRef<HTMLButtonElement>(null)
  const doneRef = useRef<HTMLSpanElement>(null)
  // Keyboard users keep their place: focus moves from the button to the "Invited" mark.
  const moveFocus = useRef(false)
  const invite = useInviteVendors({
    onSuccess: ({ data }) => {
      const [refused] = data.rejected
      if (refused || data.invited.length === 0) {
        toast.error(refused?.message ?? `${vendor.name} was not invited.`)
        return
      }
      toast.success(MESSAGES.invitationSent)
      moveFocus.current = document.activeElement === buttonRef.current
      onInvited(vendor.id)
    },
    onError: showError,
  })

  useEffect(() => {
    if (invited && moveFocus.current) {
      moveFocus.current = false
      doneRef.current?.focus()
    }
  }, [invited])

  if (invited) {
    return (
      <span ref={doneRef} className="ally-VendorSuggestions-invited" tabIndex={-1}>
        <span aria-hidden="true">✓</span>
        Invited
      </span>
    )
  }
  return (
    <Button
      ref={buttonRef}
      className="ally-VendorButton"
      aria-label={`Invite ${vendor.name}`}
      isPending={invite.isPending}
      onPress={() => invite.mutate({ body: { vendors: [suggestionToInvite(suggestion)] } })}
    >
      {invite.isPending && <Spinner size="small" aria-label="Sending" />}
      Invite
    </Button>
  )
}
