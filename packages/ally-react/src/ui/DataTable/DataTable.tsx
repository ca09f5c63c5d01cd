import { type ReactNode, useMemo } from 'react'
import type { SortDescriptor } from 'react-aria-components/Table'
import { cx } from '../internal/cx'
import { DataTableFooter, DataTableGrid, DataTableStates, NavigatingRows } from './DataTableParts'
import { useDataTable } from './useDataTable'
import './DataTable.css'

/** One column: its header, how a row fills its cell, and whether it names the row or sorts. */
export interface DataTableColumn<T> {
  /** Also the cell's `data-cell`, for styles and tests. */
  id: string
  /** The header; also the label of the cell on a phone, where rows become cards. */
  name: string
  cell: (row: T) => ReactNode
  /** Screen readers name a row by its row-header cells; at least one column must be one. */
  isRowHeader?: boolean
  /** Clicking the header asks `onSortChange` for this column. */
  allowsSorting?: boolean
  /** Numbers and money line up on the right. @default 'start' */
  align?: 'start' | 'end'
}

/**
 * The state of a paged list: any TanStack infinite query (`useAllyInfiniteList`,
 * `useVendorList`, …) has these fields.
 */
export interface DataTableList {
  isPending: boolean
  isError: boolean
  isFetchNextPageError: boolean
  error: Error | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  refetch: () => unknown
  fetchNextPage: () => unknown
}

export interface DataTableProps<T extends { id: string }> {
  /** Names the table (and the scroll region around it). */
  'aria-label': string
  columns: readonly DataTableColumn<T>[]
  /** The rows loaded so far. */
  rows: readonly T[]
  /** The query behind the rows: drives the loading, error, empty and load-more states. */
  list: DataTableList
  /** Plural, as in "Loading RFQs" and "Could not load more RFQs". */
  noun: string
  /** Shown when there are no rows (and no error). */
  empty: ReactNode
  /** The first sentence of a load error. @default `Could not load ${noun}.` */
  errorText?: string
  /**
   * Makes the whole row open its record: the first row-header cell becomes a real `<a href>`
   * stretched over the row, so a click anywhere on the row follows it through the provider's
   * navigation while Ctrl/Cmd-click, middle-click and the context menu ("Open in new tab",
   * "Copy link") stay the browser's; Enter on the focused row opens it too. That cell must hold
   * no link of its own (links cannot nest); controls in other cells stay clickable above it.
   */
  rowHref?: (row: T) => string | undefined
  /** Extra `data-*` attributes of a row, e.g. `{ 'data-rfq': rfq.id }`. */
  rowData?: (row: T) => Record<`data-${string}`, string>
  sortDescriptor?: SortDescriptor
  onSortChange?: (descriptor: SortDescriptor) => void
  /** Rows shown are stale while new ones load (e.g. placeholder data after a new filter). */
  isBusy?: boolean
  /** The spinner while the first page loads. @default 'medium' */
  spinnerSize?: 'small' | 'medium' | 'large'
  className?: string
}

/**
 * A list as a react-aria Table: sortable headers, the first page's spinner, an error with Retry,
 * an empty state, and more rows as the user scrolls within 25 px of the end of its scroll box
 * (react-aria's load-more item) or presses "Load more" — the button stays for keyboard users and
 * where IntersectionObserver is missing. The box is at most `--ally-DataTable-max-height` tall
 * (min(70vh, 40rem)) with a sticky header. On a narrow container (a phone) rows become cards.
 * With `rowHref` each row (each card) is a real link to its record.
 *
 * @example
 * const rfqs = useRfqList({ vendor: vendorId, limit: 20 })
 * <DataTable
 *   aria-label="RFQs"
 *   noun="RFQs"
 *   list={rfqs}
 *   rows={pagedItems(rfqs.data)}
 *   empty="No RFQs yet."
 *   rowHref={(rfq) => routeTo.rfq(rfq.id)}
 *   columns={[
 *     { id: 'title', name: 'Title', isRowHeader: true, cell: (rfq) => rfq.title },
 *     { id: 'status', name: 'Status', cell: (rfq) => <StatusBadge kind="rfq" status={rfq.status} /> },
 *   ]}
 * />
 */
export function DataTable<T extends { id: string }>({
  'aria-label': label,
  columns,
  rows,
  list,
  noun,
  empty,
  errorText = `Could not load ${noun}.`,
  rowHref,
  rowData,
  sortDescriptor,
  onSortChange,
  isBusy = false,
  spinnerSize = 'medium',
  className,
}: DataTableProps<T>) {
  const { regionRef, loadMore, pressLoadMore, canScrollForMore, scrollOffset, linkColumn } =
    useDataTable(list, rows, columns)
  // Rebuilt only when the rows or columns change, not on every keystroke in a filter above.
  const table = useMemo(
    () => (
      <DataTableGrid
        label={label}
        columns={columns}
        rows={rows}
        rowHref={rowHref}
        rowData={rowData}
        linkColumn={linkColumn}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        canScrollForMore={canScrollForMore}
        isLoadingMore={list.isFetchingNextPage}
        loadMore={loadMore}
        scrollOffset={scrollOffset}
      />
    ),
    [
      label,
      columns,
      rows,
      rowHref,
      linkColumn,
      rowData,
      sortDescriptor,
      onSortChange,
      canScrollForMore,
      list.isFetchingNextPage,
      loadMore,
      scrollOffset,
    ],
  )

  if (list.isPending || rows.length === 0) {
    const states = { list, noun, empty, errorText, spinnerSize, className }
    return <DataTableStates {...states} hasRows={rows.length > 0} />
  }
  return (
    <div className={cx('ally-DataTable', className)}>
      <section
        ref={regionRef}
        className="ally-DataTable-scroll"
        aria-label={label}
        aria-busy={isBusy || list.isFetchingNextPage || undefined}
        tabIndex={-1}
      >
        {rowHref ? <NavigatingRows>{table}</NavigatingRows> : table}
      </section>
      <DataTableFooter list={list} noun={noun} onLoadMore={pressLoadMore} />
    </div>
  )
}
