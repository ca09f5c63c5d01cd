import { formatNumber, ROUTES, VENDOR_ANALYTICS_SORTS, type vendorAnalytics } from '@ally/sdk'
import { type ComponentProps, useId, useMemo } from 'react'
import type { SortDescriptor } from 'react-aria-components/Table'
import { ListState } from '../../../blocks/lists/ListState'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useVendorAnalytics } from '../../../queries/vendors'
import { cx } from '../../../ui/internal/cx'
import { useStateFromProp } from '../../../ui/internal/useStateFromProp'
import { PageHeader } from '../../../ui/PageHeader'
import { Select } from '../../../ui/Select'
import { Spinner } from '../../../ui/Spinner'
import { RatesChart, SpendChart, topBySpend } from './charts'
import { PerformanceTable } from './PerformanceTable'
import {
  DEFAULT_VENDOR_ANALYTICS_PERIOD,
  VENDOR_ANALYTICS_PERIODS,
  type VendorAnalyticsPeriod,
  vendorAnalyticsPeriodRange,
} from './period'
import { Summary } from './Summary'
import '../../../blocks/vendors/vendors.css'
import '../../../ui/spreadRow.css'
import './VendorAnalytics.css'

/** Vendors asked for per page. */
export const VENDOR_ANALYTICS_PAGE_SIZE = 50

type SortKey = (typeof VENDOR_ANALYTICS_SORTS)[number]

/** How the table is sorted: a column the server sorts by, and a direction. */
export interface VendorAnalyticsSort {
  column: SortKey
  direction: 'ascending' | 'descending'
}

/** The server sorts; the table asks for spend, highest first, until the user picks a column. */
export const DEFAULT_VENDOR_ANALYTICS_SORT: VendorAnalyticsSort = {
  column: 'spend',
  direction: 'descending',
}

/** A sort from outside (e.g. the URL's `sort` and `order`), or undefined when it names none. */
export function toVendorAnalyticsSort(
  column: string | undefined,
  order: string | undefined,
): VendorAnalyticsSort | undefined {
  const known = VENDOR_ANALYTICS_SORTS.find((key) => key === column)
  if (!known) return undefined
  return { column: known, direction: order === 'asc' ? 'ascending' : 'descending' }
}

export interface VendorAnalyticsProps {
  /** The period to start with, e.g. from the URL. @default 'last12Months' */
  period?: VendorAnalyticsPeriod
  /** Called when the user picks another period, to mirror it into the URL. */
  onPeriodChange?: (period: VendorAnalyticsPeriod) => void
  /** The sort to start with, e.g. from the URL. @default spend, highest first */
  sort?: VendorAnalyticsSort
  /** Called when the user sorts by another column or direction, to mirror it into the URL. */
  onSortChange?: (sort: VendorAnalyticsSort) => void
  className?: string
}

/**
 * The period and sort picked (following the props, each change mirrored to its callback) and
 * the vendors' analytics for them, sorted by the server.
 */
function useVendorAnalyticsView({
  period: initialPeriod = DEFAULT_VENDOR_ANALYTICS_PERIOD,
  onPeriodChange,
  sort: initialSort = DEFAULT_VENDOR_ANALYTICS_SORT,
  onSortChange,
}: Omit<VendorAnalyticsProps, 'className'>) {
  // Both follow their props, so a URL changed by back or forward shows its period and sort.
  const [period, setPeriod] = useStateFromProp<VendorAnalyticsPeriod>(initialPeriod)
  const [sort, setSort] = useStateFromProp<VendorAnalyticsSort>(initialSort)
  const range = useMemo(() => vendorAnalyticsPeriodRange(period), [period])
  const analytics = useVendorAnalytics({
    limit: VENDOR_ANALYTICS_PAGE_SIZE,
    ...range,
    sort: sort.column,
    order: sort.direction === 'ascending' ? 'asc' : 'desc',
  })
  const rows = useMemo(() => pagedItems<typeof vendorAnalytics>(analytics.data), [analytics.data])

  const choosePeriod = (key: string | null) => {
    const next = VENDOR_ANALYTICS_PERIODS.find((option) => option.id === key)?.id
    if (!next || next === period) return
    setPeriod(next)
    onPeriodChange?.(next)
  }

  const changeSort = (next: SortDescriptor) => {
    const column = VENDOR_ANALYTICS_SORTS.find((key) => key === next.column)
    if (!column) return
    // A newly picked number column starts with the highest first; names start at A.
    const fresh = column !== sort.column && column !== 'name'
    const sorted: VendorAnalyticsSort = {
      column,
      direction: fresh ? 'descending' : (next.direction ?? 'descending'),
    }
    setSort(sorted)
    onSortChange?.(sorted)
  }

  return { period, choosePeriod, sort, changeSort, analytics, rows }
}

type VendorAnalyticsView = ReturnType<typeof useVendorAnalyticsView>

/**
 * Vendor analytics (`/dashboard/vendors/analytics`): for a period, how each vendor the buyer
 * worked with performed — response, win and on-time rates, lead time and spend — as summary
 * tiles, two charts of the highest-spend vendors, and a table sorted by the server.
 */
export function VendorAnalytics({ className, ...props }: VendorAnalyticsProps) {
  const view = useVendorAnalyticsView(props)
  const titleId = useId()
  return (
    <section className={cx('ally-VendorAnalytics', className)} aria-labelledby={titleId}>
      <PageHeader
        className="ally-VendorAnalytics-header"
        titleId={titleId}
        title="Vendor analytics"
        description={
          <p className="ally-VendorAnalytics-intro">
            Response rate, win rate, spend and on-time delivery of the vendors you sent RFQs or
            purchase orders to.
          </p>
        }
        actions={
          <Select
            className="ally-VendorAnalytics-period"
            label="Period"
            options={VENDOR_ANALYTICS_PERIODS}
            selectedKey={view.period}
            onSelectionChange={view.choosePeriod}
          />
        }
      />
      {view.rows.length === 0 ? (
        <NoVendorAnalytics analytics={view.analytics} />
      ) : (
        <VendorAnalyticsReport view={view} />
      )}
    </section>
  )
}

/** What shows while no vendor has analytics yet: loading, the failure, or none in the period. */
function NoVendorAnalytics({ analytics }: Pick<VendorAnalyticsView, 'analytics'>) {
  return (
    <ListState
      query={analytics}
      loadingLabel="Loading vendor analytics"
      failedText="Could not load vendor analytics."
      className="ally-VendorAnalytics-state"
      buttonClassName="ally-VendorButton"
    >
      <p>No RFQs or purchase orders in this period</p>
      <AllyLink to={ROUTES.vendors} className="ally-VendorButton">
        Go to your vendors
      </AllyLink>
    </ListState>
  )
}

/** The period's analytics: summary tiles, the charts of the highest-spend vendors, the table. */
function VendorAnalyticsReport({ view }: { view: VendorAnalyticsView }) {
  const { analytics, rows, sort, changeSort } = view
  const currency = analytics.data?.pages[0]?.data.currency ?? 'usd'
  const total = analytics.data?.pages.at(-1)?.data.pagination.total ?? 0
  const top = topBySpend(rows)
  return (
    <>
      <Summary rows={rows} total={total} currency={currency} partial={analytics.hasNextPage} />
      <div className="ally-VendorAnalytics-charts">
        <SpendChart vendors={top} currency={currency} />
        <RatesChart vendors={top} />
      </div>
      <AllVendors
        rows={rows}
        total={total}
        list={analytics}
        currency={currency}
        sort={sort}
        onSortChange={changeSort}
        busy={analytics.isPlaceholderData}
      />
    </>
  )
}

/** The table of every vendor in the period, with how many of them are shown so far. */
function AllVendors({
  rows,
  total,
  list,
  currency,
  sort,
  onSortChange,
  busy: updating,
}: ComponentProps<typeof PerformanceTable> & { total: number }) {
  const titleId = useId()
  return (
    <section className="ally-VendorAnalytics-tableSection" aria-labelledby={titleId}>
      <div className="ally-SpreadRow">
        <h2 id={titleId}>All vendors</h2>
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
      <PerformanceTable
        rows={rows}
        list={list}
        currency={currency}
        sort={sort}
        onSortChange={onSortChange}
        busy={updating}
      />
    </section>
  )
}
