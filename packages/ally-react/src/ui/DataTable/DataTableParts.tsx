import { getErrorMessage } from '@ally/sdk'
import type { ReactNode } from 'react'
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
import { Spinner } from '../Spinner'
import type { DataTableColumn, DataTableList } from './DataTable'

/** A header cell: the column's name and, if it sorts, an arrow for its direction. */
export function DataTableColumnHeader<T>({ column }: { column: DataTableColumn<T> }) {
  return (
    <Column
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
              {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : ''}
            </span>
          )}
        </>
      )}
    </Column>
  )
}

interface DataTableRowProps<T extends { id: string }> {
  row: T
  columns: readonly DataTableColumn<T>[]
  rowHref?: (row: T) => string | undefined
  rowData?: (row: T) => Record<`data-${string}`, string>
  linkColumn: string | undefined
}

/** A body row: one cell a column; with an href the link column's cell is the row's link. */
export function DataTableRow<T extends { id: string }>({
  row,
  columns,
  rowHref,
  rowData,
  linkColumn,
}: DataTableRowProps<T>) {
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
    <LinkRow id={row.id} to={href} className="ally-DataTable-row" {...rowData?.(row)}>
      {cells}
    </LinkRow>
  ) : (
    <Row id={row.id} className="ally-DataTable-row" {...rowData?.(row)}>
      {cells}
    </Row>
  )
}

export interface DataTableGridProps<T extends { id: string }>
  extends Omit<DataTableRowProps<T>, 'row'> {
  label: string
  rows: readonly T[]
  sortDescriptor?: SortDescriptor
  onSortChange?: (descriptor: SortDescriptor) => void
  canScrollForMore: boolean
  isLoadingMore: boolean
  loadMore: () => void
  scrollOffset: number
}

/** The react-aria Table itself: the header row, the body rows and the load-more item. */
export function DataTableGrid<T extends { id: string }>({
  label,
  columns,
  rows,
  rowHref,
  rowData,
  linkColumn,
  sortDescriptor,
  onSortChange,
  canScrollForMore,
  isLoadingMore,
  loadMore,
  scrollOffset,
}: DataTableGridProps<T>) {
  return (
    <Table
      className="ally-DataTable-table"
      aria-label={label}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
    >
      <TableHeader>
        {columns.map((column) => (
          <DataTableColumnHeader key={column.id} column={column} />
        ))}
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <DataTableRow
            key={row.id}
            row={row}
            columns={columns}
            rowHref={rowHref}
            rowData={rowData}
            linkColumn={linkColumn}
          />
        ))}
        {canScrollForMore && (
          <TableLoadMoreItem
            onLoadMore={loadMore}
            isLoading={isLoadingMore}
            scrollOffset={scrollOffset}
          />
        )}
      </TableBody>
    </Table>
  )
}

interface DataTableStatesProps {
  list: DataTableList
  hasRows: boolean
  noun: string
  empty: ReactNode
  errorText: string
  spinnerSize: 'small' | 'medium' | 'large'
  className?: string
}

/** The first page's spinner, its error with Retry, or the empty state; null once there are rows. */
export function DataTableStates({
  list,
  hasRows,
  noun,
  empty,
  errorText,
  spinnerSize,
  className,
}: DataTableStatesProps) {
  if (list.isPending) {
    return (
      <div className={cx('ally-DataTable-state', className)}>
        <Spinner size={spinnerSize} aria-label={`Loading ${noun}`} />
      </div>
    )
  }
  if (list.isError && !list.isFetchNextPageError && !hasRows) {
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
  if (!hasRows) return <div className={cx('ally-DataTable-state', className)}>{empty}</div>
  return null
}

/** Under the table: the error of the next page, and "Load more" while there is one. */
export function DataTableFooter({
  list,
  noun,
  onLoadMore,
}: {
  list: DataTableList
  noun: string
  onLoadMore: () => void
}) {
  return (
    <>
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
            onPress={onLoadMore}
          >
            {list.isFetchingNextPage && (
              <Spinner size="small" aria-label={`Loading more ${noun}`} />
            )}
            Load more
          </Button>
        </div>
      )}
    </>
  )
}

/** Row links go through the provider's navigation, like every other link of a screen. */
export function NavigatingRows({ children }: { children: ReactNode }) {
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
