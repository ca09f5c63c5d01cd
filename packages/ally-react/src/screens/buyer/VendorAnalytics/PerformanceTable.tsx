import { formatDays, formatMoney, formatNumber, routeTo, type VendorPerformance } from '@ally/sdk'
import { useMemo } from 'react'
import type { SortDescriptor } from 'react-aria-components/Table'
import { AllyLink } from '../../../provider/AllyLink'
import { DataTable, type DataTableColumn, type DataTableList } from '../../../ui/DataTable'
import { NoData, rate } from './Summary'

type PerformanceRow = VendorPerformance & { id: string }

/** Sortable columns are those the server sorts by (`VENDOR_ANALYTICS_SORTS`). */
function performanceColumns(currency: string): DataTableColumn<PerformanceRow>[] {
  return [
    {
      id: 'name',
      name: 'Vendor',
      isRowHeader: true,
      allowsSorting: true,
      cell: (row) => <AllyLink to={routeTo.vendor(row.vendorId)}>{row.name}</AllyLink>,
    },
    { id: 'rfqCount', name: 'RFQs', align: 'end', cell: (row) => formatNumber(row.rfqCount, 0) },
    {
      id: 'spend',
      name: 'Spend',
      align: 'end',
      allowsSorting: true,
      cell: (row) => formatMoney(row.spend, currency),
    },
    {
      id: 'responseRate',
      name: 'Response rate',
      align: 'end',
      allowsSorting: true,
      cell: (row) => rate(row.responseRate),
    },
    {
      id: 'winRate',
      name: 'Win rate',
      align: 'end',
      allowsSorting: true,
      cell: (row) => rate(row.winRate),
    },
    {
      id: 'onTimeRate',
      name: 'On-time',
      align: 'end',
      allowsSorting: true,
      cell: (row) => rate(row.onTimeRate),
    },
    {
      id: 'averageLeadTimeDays',
      name: 'Avg. lead time',
      align: 'end',
      cell: (row) =>
        row.averageLeadTimeDays === null ? <NoData /> : formatDays(row.averageLeadTimeDays),
    },
  ]
}

interface PerformanceTableProps {
  rows: readonly VendorPerformance[]
  /** The analytics query: its next page loads as the table scrolls or on "Load more". */
  list: DataTableList
  currency: string
  sort: SortDescriptor
  onSortChange: (sort: SortDescriptor) => void
  busy: boolean
}

/** The accessible data behind the charts; a column header asks the server for that order. */
export function PerformanceTable({
  rows,
  list,
  currency,
  sort,
  onSortChange,
  busy,
}: PerformanceTableProps) {
  const columns = useMemo(() => performanceColumns(currency), [currency])
  // A vendor is in the report once, so its id keys the row.
  const keyed = useMemo(() => rows.map((row) => ({ ...row, id: row.vendorId })), [rows])
  return (
    <DataTable
      aria-label="Vendor performance"
      noun="vendors"
      columns={columns}
      rows={keyed}
      list={list}
      empty="No RFQs or purchase orders in this period"
      sortDescriptor={sort}
      onSortChange={onSortChange}
      isBusy={busy}
    />
  )
}
