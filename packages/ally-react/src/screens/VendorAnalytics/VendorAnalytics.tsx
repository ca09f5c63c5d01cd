import {
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
  getErrorMessage,
  ROUTES,
  routeTo,
  type VENDOR_ANALYTICS_SORTS,
  type VendorPerformance,
  type vendorAnalytics,
} from '@ally/sdk'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components/Table'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { AllyLink } from '../../provider/AllyLink'
import { pagedItems } from '../../queries/endpoint'
import { useVendorAnalytics } from '../../queries/vendors'
import { cx } from '../../ui/internal/cx'
import { Select } from '../../ui/Select'
import { Spinner } from '../../ui/Spinner'
import { RatesChart, SpendChart, topBySpend } from './charts'
import { averageOf } from './format'
import {
  DEFAULT_VENDOR_ANALYTICS_PERIOD,
  VENDOR_ANALYTICS_PERIODS,
  type VendorAnalyticsPeriod,
  vendorAnalyticsPeriodRange,
} from './period'
import '../shared/vendors.css'
import './VendorAnalytics.css'

/** Vendors asked for per page. */
export const VENDOR_ANALYTICS_PAGE_SIZE = 50

type SortKey = (typeof VENDOR_ANALYTICS_SORTS)[number]
/** The server sorts; the table asks for spend, highest first, until the user picks a column. */
const DEFAULT_SORT: SortDescriptor = { column: 'spend', direction: 'descending' }

export interface VendorAnalyticsProps {
  /** The period to start with, e.g. from the URL. @default 'last12Months' */
  period?: VendorAnalyticsPeriod
  /** Called when the user picks another period, to mirror it into the URL. */
  onPeriodChange?: (period: VendorAnalyticsPeriod) => void
  className?: string
}

/**
 * Vendor analytics (`/dashboard/vendors/analytics`): for a period, how each vendor the buyer
 * worked with performed — response, win and on-time rates, lead time and spend — as summary
 * tiles, two charts of the highest-spend vendors, and a table sorted by the server.
 */
export function VendorAnalytics({
  period: initialPeriod = DEFAULT_VENDOR_ANALYTICS_PERIOD,
  onPeriodChange,
  className,
}: VendorAnalyticsProps) {
  const [period, setPeriod] = useState<VendorAnalyticsPeriod>(initialPeriod)
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_SORT)
  const range = useMemo(() => vendorAnalyticsPeriodRange(period), [period])
  const analytics = useVendorAnalytics({
    limit: VENDOR_ANALYTICS_PAGE_SIZE,
    ...range,
    sort: sort.column as SortKey,
    order: sort.direction === 'ascending' ? 'asc' : 'desc',
  })
  const rows = useMemo(() => pagedItems<typeof vendorAnalytics>(analytics.data), [analytics.data])
  const firstPage = analytics.data?.pages[0]?.data
  const total = analytics.data?.pages.at(-1)?.data.pagination.total ?? 0
  const titleId = useId()
  const tableTitleId = useId()

  const choosePeriod = (key: string | null) => {
    const next = VENDOR_ANALYTICS_PERIODS.find((option) => option.id === key)?.id
    if (!next || next === period) return
    setPeriod(next)
    onPeriodChange?.(next)
  }

  const changeSort = (next: SortDescriptor) => {
    // A newly picked number column starts with the highest first; names start at A.
    const fresh = next.column !== sort.column && next.column !== 'name'
    setSort(fresh ? { column: next.column, direction: 'descending' } : next)
  }

  let body: ReactNode
  if (analytics.isPending) {
    body = (
      <div className="ally-VendorAnalytics-state">
        <Spinner size="large" aria-label="Loading vendor analytics" />
      </div>
    )
  } else if (analytics.isError && rows.length === 0) {
    body = (
      <div className="ally-VendorAnalytics-state" role="alert">
        <p>Could not load vendor analytics. {getErrorMessage(analytics.error)}</p>
        <Button className="ally-VendorButton" onPress={() => void analytics.refetch()}>
          Retry
        </Button>
      </div>
    )
  } else if (rows.length === 0) {
    body = (
      <div className="ally-VendorAnalytics-state">
        <p>No RFQs or purchase orders in this period</p>
        <AllyLink to={ROUTES.vendors} className="ally-VendorButton">
          Go to your vendors
        </AllyLink>
      </div>
    )
  } else {
    const currency = firstPage?.currency ?? 'usd'
    const top = topBySpend(rows)
    const updating = analytics.isPlaceholderData
    body = (
      <>
        <Summary rows={rows} total={total} currency={currency} partial={analytics.hasNextPage} />
        <div className="ally-VendorAnalytics-charts">
          <SpendChart vendors={top} currency={currency} />
          <RatesChart vendors={top} />
        </div>
        <section className="ally-VendorAnalytics-tableSection" aria-labelledby={tableTitleId}>
          <div className="ally-VendorAnalytics-tableHeader">
            <h2 id={tableTitleId}>All vendors</h2>
            <div className="ally-VendorAnalytics-count" aria-live="polite">
              {updating ? (
                <Spinner size="small" aria-label="Updating vendor analytics" />
              ) : (
                `Showing ${formatNumber(rows.length, 0)} of ${formatNumber(total, 0)} ${
                  total === 1 ? 'vendor' : 'vendors'
                }`
              )}
            </div>
          </div>
          <div className="ally-VendorAnalytics-tableScroll">
            <PerformanceTable
              rows={rows}
              currency={currency}
              sort={sort}
              onSortChange={changeSort}
              busy={updating}
            />
          </div>
          {analytics.isFetchNextPageError && (
            <div className="ally-VendorAnalytics-more" role="alert">
              <p>Could not load more vendors. {getErrorMessage(analytics.error)}</p>
              <Button className="ally-VendorButton" onPress={() => void analytics.fetchNextPage()}>
                Retry
              </Button>
            </div>
          )}
          {analytics.hasNextPage && !analytics.isFetchNextPageError && (
            <div className="ally-VendorAnalytics-more">
              <Button
                className="ally-VendorButton"
                data-variant="secondary"
                isDisabled={analytics.isFetchingNextPage}
                aria-busy={analytics.isFetchingNextPage || undefined}
                onPress={() => void analytics.fetchNextPage()}
              >
                {analytics.isFetchingNextPage && (
                  <Spinner size="small" aria-label="Loading more vendors" />
                )}
                Load more
              </Button>
            </div>
          )}
        </section>
      </>
    )
  }

  return (
    <section className={cx('ally-VendorAnalytics', className)} aria-labelledby={titleId}>
      <header className="ally-VendorAnalytics-header">
        <div>
          <h1 id={titleId}>Vendor analytics</h1>
          <p className="ally-VendorAnalytics-intro">
            Response rate, win rate, spend and on-time delivery of the vendors you sent RFQs or
            purchase orders to.
          </p>
        </div>
        <Select
          className="ally-VendorAnalytics-period"
          label="Period"
          options={VENDOR_ANALYTICS_PERIODS}
          selectedKey={period}
          onSelectionChange={choosePeriod}
        />
      </header>
      {body}
    </section>
  )
}

/** '—' on screen, 'No data' to a screen reader: a rate without history is not 0%. */
function NoData() {
  return (
    <span className="ally-VendorAnalytics-noData" title="No data">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>No data</VisuallyHidden>
    </span>
  )
}

const rate = (value: number | null) => (value === null ? <NoData /> : formatPercent(value))

interface SummaryProps {
  rows: readonly VendorPerformance[]
  total: number
  currency: string
  /** More vendors than the loaded ones: the sums and averages cover only those. */
  partial: boolean
}

function Summary({ rows, total, currency, partial }: SummaryProps) {
  const spend = rows.reduce((sum, row) => sum + row.spend, 0)
  const withData = (key: 'responseRate' | 'onTimeRate') =>
    rows.filter((row) => row[key] !== null).length
  const averageNote = (count: number) =>
    count === 0 ? 'No vendor has data yet' : `Across ${formatNumber(count, 0)} with data`
  const response = averageOf(rows.map((row) => row.responseRate))
  const onTime = averageOf(rows.map((row) => row.onTimeRate))
  return (
    <dl className="ally-VendorAnalytics-summary">
      <Tile
        label="Total spend"
        note={partial ? `Across the ${formatNumber(rows.length, 0)} vendors loaded` : undefined}
      >
        {formatMoney(spend, currency)}
      </Tile>
      <Tile label="Vendors with activity">{formatNumber(total, 0)}</Tile>
      <Tile label="Average response rate" note={averageNote(withData('responseRate'))}>
        {rate(response)}
      </Tile>
      <Tile label="Average on-time rate" note={averageNote(withData('onTimeRate'))}>
        {rate(onTime)}
      </Tile>
    </dl>
  )
}

function Tile({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <div className="ally-VendorAnalytics-tile">
      <dt>{label}</dt>
      <dd>
        <span className="ally-VendorAnalytics-tileValue">{children}</span>
        {note && <span className="ally-VendorAnalytics-tileNote">{note}</span>}
      </dd>
    </div>
  )
}

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
function PerformanceTable({ rows, currency, sort, onSortChange, busy }: PerformanceTableProps) {
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
