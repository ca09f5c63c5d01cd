import { formatNumber } from '@ally/sdk'
import { useMemo } from 'react'
import { Button } from 'react-aria-components/Button'
import { DataTable, type DataTableColumn, type DataTableList } from '../../../ui/DataTable'
import { Select, type SelectOption } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { ALL, type ListFilters } from './useListFilters'

/** One page of a vendor list as the server sends it: its items and the count of them all. */
export interface ListPanelPage<T> {
  data: { items: readonly T[]; pagination: { total: number } }
}

export interface ListPanelProps<T extends { id: string }, S extends string> {
  /** Singular and plural, as in the middle of a sentence. */
  noun: [one: string, many: string]
  /** Names the table. */
  label: string
  searchLabel: string
  searchPlaceholder: string
  statusLabel: string
  statusOptions: SelectOption[]
  filters: ListFilters<S>
  /** The paged list query; its pages give the rows and the last page the total. */
  list: DataTableList & {
    isPlaceholderData: boolean
    data?: { pages: readonly ListPanelPage<T>[] }
  }
  columns: readonly DataTableColumn<T>[]
  rowData?: (row: T) => Record<`data-${string}`, string>
  /** Makes each row a link to its own page. */
  rowHref?: (row: T) => string
  /** Said when the vendor has none at all. */
  empty: string
}

/** A list's search and status filter, its count, then the table (or its state). */
export function ListPanel<T extends { id: string }, S extends string>({
  noun: [one, many],
  label,
  searchLabel,
  searchPlaceholder,
  statusLabel,
  statusOptions,
  filters,
  list,
  columns,
  rowData,
  rowHref,
  empty,
}: ListPanelProps<T, S>) {
  const filtered = filters.search !== '' || filters.status !== ALL
  const pages = list.data?.pages
  const rows = useMemo(() => (pages ?? []).flatMap((page) => page.data.items), [pages])
  const total = pages?.at(-1)?.data.pagination.total
  return (
    <div className="ally-VendorHome-list">
      <div className="ally-VendorHome-filters">
        <TextInput
          className="ally-VendorHome-search"
          label={searchLabel}
          type="search"
          value={filters.term}
          onChange={filters.setTerm}
          placeholder={searchPlaceholder}
        />
        <Select
          className="ally-VendorHome-statusFilter"
          label={statusLabel}
          options={statusOptions}
          selectedKey={filters.status}
          onSelectionChange={(key) => filters.setStatus((key ?? ALL) as S | typeof ALL)}
        />
      </div>
      {total !== undefined && (
        <p className="ally-VendorHome-count" aria-live="polite">
          {formatNumber(total, 0)} {total === 1 ? one : many}
        </p>
      )}
      <DataTable
        aria-label={label}
        noun={many}
        errorText={`Could not load your ${many}.`}
        columns={columns}
        rows={rows}
        rowData={rowData}
        rowHref={rowHref}
        list={list}
        isBusy={list.isPlaceholderData}
        spinnerSize="large"
        empty={
          filtered ? (
            <>
              <p>No {many} match your search or filter.</p>
              <Button
                className="ally-DataTable-button"
                data-variant="secondary"
                onPress={filters.clear}
              >
                Clear filters
              </Button>
            </>
          ) : (
            <p>{empty}</p>
          )
        }
      />
    </div>
  )
}
