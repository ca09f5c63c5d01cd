import { formatCount, getErrorMessage, ROUTES, type Vendor } from '@ally/sdk'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup'
import { ListState } from '../../../blocks/lists/ListState'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { useDebouncedValue } from '../../../blocks/lists/useDebouncedValue'
import { SpreadsheetMenu } from '../../../blocks/spreadsheets/SpreadsheetMenu'
import type { SpreadsheetKind } from '../../../blocks/spreadsheets/spreadsheetKinds'
import { vendorsFile } from '../../../blocks/vendors/vendorSheet'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient } from '../../../provider/AllyProvider'
import { fetchAllVendors, useVendorList } from '../../../queries/vendors'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { VendorRows } from './VendorRows'
import './VendorList.css'
import { useCan } from '../../../session/useCan'

/** How long typing must pause before the search is sent. */
export const VENDOR_SEARCH_DEBOUNCE_MS = 300

type StatusFilter = Vendor['status'] | 'all'
const STATUS_FILTERS: { id: StatusFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'invited', label: 'Invited' },
  { id: 'active', label: 'Active' },
]

export interface VendorListProps {
  /**
   * The search, e.g. from the URL's `?search=`. A new value from elsewhere (a top-bar search,
   * back and forward) replaces what is in the box; the list's own reports coming back do not.
   */
  search?: string
  /** Called with the settled search term (after the debounce), to mirror it into the URL. */
  onSearchChange?: (term: string) => void
  className?: string
}

/**
 * The search box's term, and the settled (debounced) search it asks for: a new `search` from the
 * parent is adopted in place, and only a change the user made is reported through
 * `onSearchChange`.
 */
function useSearchTerm(search: string, onSearchChange?: (search: string) => void) {
  const [term, setTerm] = useState(search)
  // The search as last given, and the search the parent knows (given, or reported to it).
  const [given, setGiven] = useState(search)
  const [known, setKnown] = useState(search)
  if (search !== given) {
    setGiven(search)
    // A new search from elsewhere is adopted in place, never by remounting: focus and the
    // status filter stay. Our own report coming back is already known and changes nothing.
    if (search !== known) {
      setKnown(search)
      setTerm(search)
    }
  }
  const settled = useDebouncedValue(term, VENDOR_SEARCH_DEBOUNCE_MS).trim()
  // Only a change the user made is reported, not the search the screen was given.
  const reported = useRef(settled)
  const onSearchChangeRef = useRef(onSearchChange)
  useLayoutEffect(() => {
    onSearchChangeRef.current = onSearchChange
  })
  useEffect(() => {
    if (reported.current === settled) return
    reported.current = settled
    if (settled === known.trim()) return
    setKnown(settled)
    onSearchChangeRef.current?.(settled)
  }, [settled, known])

  return { term, setTerm, settled }
}

/** The search box and the status filter. */
function VendorListFilters({
  term,
  onTerm,
  status,
  onStatus,
}: {
  term: string
  onTerm: (term: string) => void
  status: StatusFilter
  onStatus: (status: StatusFilter) => void
}) {
  return (
    <div className="ally-VendorList-filters">
      <SearchBox
        className="ally-VendorList-search"
        label="Search vendors"
        hint="Name, e-mail or contact"
        term={[term, onTerm]}
      />
      <ToggleButtonGroup
        className="ally-VendorList-status"
        aria-label="Status"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[status]}
        onSelectionChange={(keys) => {
          const [next] = keys
          if (next) onStatus(next as StatusFilter)
        }}
      >
        {STATUS_FILTERS.map((filter) => (
          <ToggleButton key={filter.id} id={filter.id} className="ally-VendorList-statusOption">
            {filter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  )
}

/** Below the filters: loading, a failed load, nothing found, or the rows with "load more". */
function VendorListBody({
  vendors,
  rows,
  settled,
  status,
}: {
  vendors: ReturnType<typeof useVendorList>
  rows: Vendor[]
  settled: string
  status: StatusFilter
}) {
  const searching = vendors.isPlaceholderData
  const mayInvite = useCan('vendors')
  if (rows.length === 0) {
    return (
      <ListState
        query={vendors}
        loadingLabel="Loading vendors"
        failedText="Could not load your vendors."
        className="ally-VendorList-state"
        buttonClassName="ally-VendorButton"
      >
        {settled ? (
          <p>No vendors match “{settled}”</p>
        ) : status !== 'all' ? (
          <p>No {status} vendors</p>
        ) : (
          <>
            <p>No vendors yet</p>
            {mayInvite && (
              <AllyLink to={ROUTES.addVendor} className="ally-VendorButton">
                Invite vendors
              </AllyLink>
            )}
          </>
        )}
      </ListState>
    )
  } else {
    return (
      <>
        <VendorRows
          vendors={rows}
          busy={searching}
          hasMore={vendors.hasNextPage && !vendors.isFetchNextPageError}
          isLoading={vendors.isFetchingNextPage}
          onLoadMore={() => void vendors.fetchNextPage()}
        />
        {vendors.isFetchNextPageError && (
          <div className="ally-VendorList-more" role="alert">
            <p>Could not load more vendors. {getErrorMessage(vendors.error)}</p>
            <Button className="ally-VendorButton" onPress={() => void vendors.fetchNextPage()}>
              Retry
            </Button>
          </div>
        )}
      </>
    )
  }
}

/**
 * The business's vendors (`/dashboard/vendors`): search as you type, a status filter, and a
 * virtualised, keyboard-navigable list that loads the next page near its bottom. A row opens
 * the vendor's page.
 */
export function VendorList({ search = '', onSearchChange, className }: VendorListProps) {
  const mayInvite = useCan('vendors')
  const { term, setTerm, settled } = useSearchTerm(search, onSearchChange)
  const [status, setStatus] = useState<StatusFilter>('all')
  const vendors = useVendorList({
    search: settled,
    status: status === 'all' ? undefined : status,
  })
  const rows = useMemo(
    () => vendors.data?.pages.flatMap((page) => page.data.items) ?? [],
    [vendors.data],
  )
  const pagination = vendors.data?.pages.at(-1)?.data.pagination
  const total = pagination?.total

  const titleId = useId()
  const client = useAllyClient()

  // The export is the whole filtered list, not just the pages scrolled to so far.
  const exportVendors = async (kind: SpreadsheetKind) => {
    const all = await fetchAllVendors(client, {
      search: settled,
      status: status === 'all' ? undefined : status,
    })
    const file = await vendorsFile(kind, all)
    return { ...file, done: `Exported ${all.length} ${all.length === 1 ? 'vendor' : 'vendors'}.` }
  }

  return (
    <section className={cx('ally-VendorList', className)} aria-labelledby={titleId}>
      <PageHeader
        className="ally-VendorList-header"
        titleId={titleId}
        title="Vendors"
        documentTitle="Vendor list"
        description={
          total !== undefined && (
            <p className="ally-VendorList-count" aria-live="polite">
              {formatCount(total, pagination?.totalIsEstimate)} {total === 1 ? 'vendor' : 'vendors'}
            </p>
          )
        }
        actions={
          <>
            <SpreadsheetMenu
              label="Export"
              secondary
              isDisabled={!total}
              onDownload={exportVendors}
            />
            {mayInvite && (
              <AllyLink to={ROUTES.addVendor} className="ally-VendorButton">
                Invite vendors
              </AllyLink>
            )}
          </>
        }
      />
      <VendorListFilters term={term} onTerm={setTerm} status={status} onStatus={setStatus} />
      <VendorListBody vendors={vendors} rows={rows} settled={settled} status={status} />
    </section>
  )
}
