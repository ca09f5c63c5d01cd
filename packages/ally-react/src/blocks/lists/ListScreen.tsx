import { formatCount } from '@ally/sdk'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import './ListScreen.css'

// The words every filtered list page says the same way: how many rows (and whether they are a
// filter's), and what an empty list means. The page's layout is ListScreen.css.

export interface ListCountProps {
  /** The first page's pagination; nothing is said before it arrives. */
  pagination: { total: number; totalIsEstimate?: boolean } | undefined
  /** "purchase order", "purchase orders". */
  one: string
  many: string
  /** Whether any filter is set: the count then reads "… match" ("1 … matches"). */
  filtered: boolean
}

/**
 * " 30 purchase orders." or " 1 shipment matches.", announced politely as filters change; put it
 * at the end of the page's introduction.
 *
 * @example
 * <p className="ally-ListScreen-intro">Each order sent… <ListCount pagination={p} one="purchase order" many="purchase orders" filtered={false} /></p>
 */
export function ListCount({ pagination, one, many, filtered }: ListCountProps) {
  if (!pagination) return null
  return (
    <span aria-live="polite">
      {' '}
      {formatCount(pagination.total, pagination.totalIsEstimate)}{' '}
      {pagination.total === 1 ? one : many}
      {filtered ? (pagination.total === 1 ? ' matches' : ' match') : ''}.
    </span>
  )
}

export interface ListEmptyProps {
  /** Whether filters are set: then the list says none match, with "Clear filters". */
  filtered: boolean
  /** Plural: "No purchase orders match these filters." */
  noun: string
  onClear: () => void
  /** Without filters: the heading ("No purchase orders yet") and where rows come from. */
  title: string
  children: ReactNode
}

/**
 * DataTable's `empty` for a filtered list: none match (with "Clear filters"), or none at all yet
 * and where they come from.
 *
 * @example
 * empty={<ListEmpty filtered={filtered} noun="shipments" onClear={() => change({})} title="No shipments yet">Vendors record them…</ListEmpty>}
 */
export function ListEmpty({ filtered, noun, onClear, title, children }: ListEmptyProps) {
  return filtered ? (
    <>
      <p>No {noun} match these filters.</p>
      <Button className="ally-ListScreen-clear" onPress={onClear}>
        Clear filters
      </Button>
    </>
  ) : (
    <>
      <p className="ally-ListScreen-emptyTitle">{title}</p>
      <p>{children}</p>
    </>
  )
}
