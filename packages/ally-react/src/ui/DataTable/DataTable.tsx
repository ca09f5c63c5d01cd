import { getErrorMessage } from '@ally/sdk'
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { RouterProvider } from 'react-aria-components'
import { Button } from 'react-aria-components/Button'
import { Link } from 'react-aria-components/Link'
import {
  Cell,
  Column,
  Row,
  type RowProps,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
  TableLoadMoreItem,
} from 'react-aria-components/Table'
import { useAllyNavigation } from '../../provider/AllyProvider'
import { cx } from '../internal/cx'
import { canWatchScrolling, useLoadMoreOffset } from '../internal/useLoadMoreOffset'
import { Spinner } from '../Spinner'
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
  const regionRef = useRef<HTMLElement>(null)
  // "Load more" goes away with the last page: its keyboard user lands on the rows, not the page.
  const keepFocus = useRef(false)
  useEffect(() => {
    if (!keepFocus.current || list.isFetchingNextPage) return
    keepFocus.current = false
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!list.hasNextPage && lost) regionRef.current?.focus()
  }, [list.isFetchingNextPage, list.hasNextPage])

  // Stable, so the memoised table below is not rebuilt for a new callback.
  const latestList = useRef(list)
  useLayoutEffect(() => {
    latestList.current = list
  })
  const loadMore = useCallback(() => {
    if (!latestList.current.isFetchingNextPage) void latestList.current.fetchNextPage()
  }, [])

  // The region is the scroller the load-more item watches; its margin is a share of its height.
  const canScrollForMore = list.hasNextPage && !list.isFetchNextPageError && canWatchScrolling()
  const scrollOffset = useLoadMoreOffset(regionRef, rows.length > 0 && canScrollForMore)
  // The record's name carries the row's link, so the link reads as the record.
  const linkColumn = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id
  // Rebuilt only when the rows or columns change, not on every keystroke in a filter above.
  const table = useMemo(
    () => (
      <Table
        className="ally-DataTable-table"
        aria-label={label}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
      >
        <TableHeader>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className="ally-DataTable-column"
              data-align={column.align}
            >
              {({ allowsSorting, sortDirection }) => (
                <>
                  {column.name}
                  {allowsSorting && (
                    <span className="ally-DataTable-sort" aria-hidden="true">
                      {sortDirection === 'ascending'
                        ? '▲'
                        : sortDirection === 'descending'
                          ? '▼'
                          : ''}
                    </span>
                  )}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const href = rowHref?.(row)
            const cells = columns.map((column) => (
              <Cell
                key={column.id}
                className="ally-DataTable-cell"
                data-cell={column.id}
                data-label={column.name}
                data-align={column.align}
              >
                {href && column.id === linkColumn ? (
                  <Link href={href} className="ally-DataTable-rowLink">
                    {column.cell(row)}
                  </Link>
                ) : (
                  column.cell(row)
                )}
              </Cell>
            ))
            return href ? (
              <LinkRow
                key={row.id}
                id={row.id}
                to={href}
                className="ally-DataTable-row"
                {...rowData?.(row)}
              >
                {cells}
              </LinkRow>
            ) : (
              <Row key={row.id} id={row.id} className="ally-DataTable-row" {...rowData?.(row)}>
                {cells}
              </Row>
            )
          })}
          {canScrollForMore && (
            <TableLoadMoreItem
              onLoadMore={loadMore}
              isLoading={list.isFetchingNextPage}
              scrollOffset={scrollOffset}
            />
          )}
        </TableBody>
      </Table>
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

  if (list.isPending) {
    return (
      <div className={cx('ally-DataTable-state', className)}>
        <Spinner size={spinnerSize} aria-label={`Loading ${noun}`} />
      </div>
    )
  }
  if (list.isError && !list.isFetchNextPageError && rows.length === 0) {
    return (
      <div className={cx('ally-DataTable-state', className)} role="alert">
        <p>
          {errorText} {getErrorMessage(list.error)}
        </p>
        <Button className="ally-DataTable-button" onPress={() => void list.refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  if (rows.length === 0) {
    return <div className={cx('ally-DataTable-state', className)}>{empty}</div>
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
      {list.isFetchNextPageError && (
        <p className="ally-DataTable-alert" role="alert">
          Could not load more {noun}. {getErrorMessage(list.error)}
        </p>
      )}
      {list.hasNextPage && (
        <div className="ally-DataTable-more">
          <Button
            className="ally-DataTable-button"
            data-variant="secondary"
            isPending={list.isFetchingNextPage}
            onPress={() => {
              keepFocus.current = true
              loadMore()
            }}
          >
            {list.isFetchingNextPage && (
              <Spinner size="small" aria-label={`Loading more ${noun}`} />
            )}
            Load more
          </Button>
        </div>
      )}
    </div>
  )
}

/** Row links go through the provider's navigation, like every other link of a screen. */
function NavigatingRows({ children }: { children: ReactNode }) {
  const navigation = useAllyNavigation()
  return <RouterProvider navigate={(to) => navigation.navigate(to)}>{children}</RouterProvider>
}

/**
 * A row whose record opens on Enter (and on a click outside its link) through the provider's
 * navigation. Not react-aria's `href` on the row: that only simulates a link on a `<tr>` (no
 * "Open in new tab", no "Copy link address") and cancels every click inside the row, the real
 * link's Ctrl/Cmd-click too.
 */
function LinkRow<T extends object>({ to, ...props }: RowProps<T> & { to: string }) {
  const navigation = useAllyNavigation()
  return <Row {...props} onAction={() => navigation.navigate(to)} />
}
