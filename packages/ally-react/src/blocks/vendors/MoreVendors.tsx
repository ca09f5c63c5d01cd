import { formatCount, getErrorMessage } from '@ally/sdk'
import { type RefObject, useEffect, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { Spinner } from '../../ui/Spinner'
import type { VendorSearch } from './useVendorSearch'
import '../detail-page/SourcingButton.css'
import './MoreVendors.css'

export interface MoreVendorsProps {
  /** The picker's search, from `useVendorSearch`. */
  vendors: VendorSearch
  /** The element holding the listed vendors' inputs; the first one "Show more" adds gets focus. */
  results: RefObject<HTMLElement | null>
}

/**
 * Under a vendor picker whose list goes on beyond what it shows: "Showing 8 of 240 vendors", read
 * out as it changes (a live region), and "Show 8 more vendors", which asks for the next page and
 * then moves focus to the first vendor it added. Nothing shows while every match fits on one page.
 *
 * @example
 * const vendors = useVendorSearch()
 * const results = useRef<HTMLDivElement>(null)
 * <CheckboxGroup ref={results}>…</CheckboxGroup>
 * <MoreVendors vendors={vendors} results={results} />
 */
export function MoreVendors({ vendors, results }: MoreVendorsProps) {
  const { list, found, pagination, term } = vendors
  const button = useRef<HTMLButtonElement>(null)
  // Where the next page starts, for the search it was asked for, until its rows are in.
  const asked = useRef<{ from: number; term: string } | null>(null)

  useEffect(() => {
    const pending = asked.current
    if (!pending || found.length <= pending.from) return
    asked.current = null
    // Only when focus is still on the button (or was lost with it), never away from a field.
    const active = document.activeElement
    if (pending.term !== term || (active !== button.current && active !== document.body)) return
    results.current?.querySelectorAll<HTMLElement>('input')[pending.from]?.focus()
  }, [found.length, term, results])

  const paged = pagination !== undefined && found.length > 0 && pagination.total > pagination.limit
  const left = paged ? Math.max(pagination.total - found.length, 0) : 0
  const next = paged ? Math.min(left, pagination.limit) : 0

  return (
    // Always in the page: a screen reader may not read a live region added with its text.
    <div className="ally-MoreVendors" data-empty={paged ? undefined : true}>
      <p className="ally-MoreVendors-count" role="status">
        {paged &&
          `Showing ${formatCount(found.length)} of ${formatCount(pagination.total, pagination.totalIsEstimate)} vendors`}
      </p>
      {paged && list.hasNextPage && (
        <Button
          ref={button}
          className="ally-SourcingButton"
          data-variant="secondary"
          isPending={list.isFetchingNextPage}
          onPress={() => {
            asked.current = { from: found.length, term }
            void list.fetchNextPage()
          }}
        >
          {list.isFetchingNextPage && <Spinner size="small" aria-label="Loading more vendors" />}
          {next > 0 ? `Show ${formatCount(next)} more vendors` : 'Show more vendors'}
        </Button>
      )}
      {list.isFetchNextPageError && (
        <p className="ally-MoreVendors-error" role="alert">
          More vendors could not be loaded. {getErrorMessage(list.error)}
        </p>
      )}
    </div>
  )
}
