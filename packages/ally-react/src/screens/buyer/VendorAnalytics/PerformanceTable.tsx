import { formatDays, formatMoney, formatNumber, routeTo, type VendorPerformance } from '@ally/sdk'
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components/Table'
import { AllyLink } from '../../../provider/AllyLink'
import { NoData, rate } from './Summary'

const COLUMNS: { id: keyof VendorPerformance; label: string; sortable: boolean }[] = [
  { id: 'name', label: 'Vendor', sortable: true },
  { id: 'rfqCount', label: 'RFQs', sortable: false },
  { id: 'spend', label: 'Spend', sortable: true },
  { id: 'responseRate', label: 'Response rate', sortable: true },
  { id: 'winRate', label: 'Win rate', sortable: true },
  { id: 'onTimeRate', label: 'On-time', sortable: true },
  { id: 'averageLeadTimeDays', label: 'Avg. lead time', sortable: false },
]

interface PerformanceTableProps {
  rows: VendorPerformance[]
  currency: string
  sort: SortDescriptor
  onSortChange: (sort: SortDescriptor) => void
  busy: boolean
}

/** The accessible data behind the charts; a column header asks the server for that order. */
export function PerformanceTable({
  rows,
  currency,
  sort,
  onSortChange,
  busy,
}: PerformanceTableProps) {
  return (
    <Table
      aria-label="Vendor performance"
      className="ally-VendorAnalytics-table"
      sortDescriptor={sort}
      onSortChange={onSortChange}
      aria-busy={busy || undefined}
    >
      <TableHeader className="ally-VendorAnalytics-thead">
        {COLUMNS.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.id === 'name'}
            allowsSorting={column.sortable}
            className="ally-VendorAnalytics-column"
            data-numeric={column.id !== 'name' || undefined}
          >
            {({ sortDirection }) => (
              <span className="ally-VendorAnalytics-columnLabel">
                {column.label}
                {column.sortable && (
                  <span
                    className="ally-VendorAnalytics-sortIcon"
                    aria-hidden="true"
                    data-direction={sortDirection}
                  >
                    {sortDirection === 'ascending'
                      ? '▲'
                      : sortDirection === 'descending'
                        ? '▼'
                        : '↕'}
                  </span>
                )}
              </span>
            )}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={rows} className="ally-VendorAnalytics-tbody">
        {(row) => (
          <Row id={row.vendorId} className="ally-VendorAnalytics-row">
            <Cell className="ally-VendorAnalytics-cell" textValue={row.name}>
              <AllyLink to={routeTo.vendor(row.vendorId)} className="ally-VendorAnalytics-vendor">
                {row.name}
              </AllyLink>
            </Cell>
            <Cell className="ally-VendorAnalytics-cell" data-numeric>
              {formatNumber(row.rfqCount, 0)}
            </Cell>
            <Cell className="ally-VendorAnalytics-cell" data-numeric>
              {formatMoney(row.spend, currency)}
            </Cell>
            <Cell className="ally-VendorAnalytics-cell" data-numeric>
              {rate(row.responseRate)}
            </Cell>
            <Cell className="ally-VendorAnalytics-cell" data-numeric>
              {rate(row.winRate)}
            </Cell>
            <Cell className="ally-VendorAnalytics-cell" data-numeric>
              {rate(row.onTimeRate)}
            </Cell>
            <Cell className="ally-VendorAnalytics-cell" data-numeric>
              {row.averageLeadTimeDays === null ? <NoData /> : formatDays(row.averageLeadTimeDays)}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}
