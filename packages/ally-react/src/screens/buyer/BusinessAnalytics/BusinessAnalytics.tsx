import { formatDays, formatMoney, type BusinessAnalytics as Report, ROUTES } from '@ally/sdk'
import { useId, useMemo } from 'react'
import { ListState } from '../../../blocks/lists/ListState'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { AllyLink } from '../../../provider/AllyLink'
import { useBusinessAnalytics } from '../../../queries/analytics'
import { formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { useStateFromProp } from '../../../ui/internal/useStateFromProp'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { ChartFigure } from './ChartFigure'
import { compactMoney, topAmounts } from './chartPoints'
import { Export } from './Export'
import { FilterBar } from './FilterBar'
import {
  analyticsQuery,
  type BusinessAnalyticsFilters,
  DEFAULT_BUSINESS_ANALYTICS_FILTERS,
} from './filters'
import { Summary } from './Summary'
import {
  CYCLE_STAGE_LABELS,
  cycleTimesTable,
  openCommitmentsTable,
  reportTables,
  spendByOrderTypeTable,
  spendByVendorTable,
  spendOverTimeTable,
} from './tables'
import '../../../blocks/vendors/vendors.css'
import './BusinessAnalytics.css'

export interface BusinessAnalyticsProps {
  /** The filters to start with, e.g. from the URL. @default the last 12 months, by month */
  filters?: Partial<BusinessAnalyticsFilters>
  /** Called with every filter the user changes, to mirror them into the URL. */
  onFiltersChange?: (filters: BusinessAnalyticsFilters) => void
  className?: string
}

/** The filters picked (following the props, each change mirrored to the callback) and their report. */
function useBusinessAnalyticsView({
  filters: initial,
  onFiltersChange,
}: Omit<BusinessAnalyticsProps, 'className'>) {
  // Follows the props, so a URL changed by back or forward shows its filters.
  const [filters, setFilters] = useStateFromProp<BusinessAnalyticsFilters>({
    ...DEFAULT_BUSINESS_ANALYTICS_FILTERS,
    ...initial,
  })
  const query = useMemo(() => analyticsQuery(filters), [filters])
  const analytics = useBusinessAnalytics(query)
  const change = (patch: Partial<BusinessAnalyticsFilters>) => {
    const next = { ...filters, ...patch }
    // Leaving a custom period forgets its days: presets count back from today.
    if (next.period !== 'custom') {
      delete next.from
      delete next.to
    }
    setFilters(next)
    onFiltersChange?.(next)
  }
  return { filters, change, analytics }
}

type View = ReturnType<typeof useBusinessAnalyticsView>

/** Nothing bought, sourced or owed in the period: a report of zeros says less than a sentence. */
const isEmptyReport = (report: Report) =>
  report.totals.purchaseOrders === 0 &&
  report.savings.rounds === 0 &&
  report.cycleTimes.every((stage) => stage.rounds === 0) &&
  report.openCommitments.purchaseOrders === 0

/**
 * Business analytics (`/dashboard/analytics`): for a period, and optionally one vendor or order
 * type, what the business spent (over time, by vendor, by order type), saved against the answers
 * it received, how long each sourcing stage took, how deliveries went and what it still owes.
 * Every chart has its data as a table one click away; the figures shown download as CSV or XLSX.
 *
 * @example
 * <BusinessAnalytics
 *   filters={{ period: 'thisYear', orderType: 'service' }}
 *   onFiltersChange={(filters) => setSearchParams(toBusinessAnalyticsSearch(filters))}
 * />
 */
export function BusinessAnalytics({ className, ...props }: BusinessAnalyticsProps) {
  const view = useBusinessAnalyticsView(props)
  const titleId = useId()
  const report = view.analytics.data?.data
  return (
    <section
      className={cx('ally-BusinessAnalytics', className)}
      aria-labelledby={titleId}
      data-busy={view.analytics.isPlaceholderData || undefined}
    >
      <PageHeader
        className="ally-BusinessAnalytics-header"
        titleId={titleId}
        title="Business analytics"
        description={
          <p className="ally-BusinessAnalytics-intro">
            Spend, savings, cycle times, deliveries and open commitments of your purchase orders and
            sourcing rounds.
          </p>
        }
      />
      <FilterBar filters={view.filters} onChange={view.change} />
      {report === undefined || isEmptyReport(report) ? (
        <NoReport view={view} />
      ) : (
        <ReportView view={view} report={report} />
      )}
    </section>
  )
}

/** What shows without figures: loading, the failure with Retry, or an empty period. */
function NoReport({ view }: { view: View }) {
  return (
    <>
      {/* Only while an empty period's placeholder stays: an empty row would add a gap. */}
      {view.analytics.isPlaceholderData && <Updating view={view} />}
      <ListState
        query={view.analytics}
        loadingLabel="Loading business analytics"
        failedText="Could not load business analytics."
        className="ally-BusinessAnalytics-state"
        buttonClassName="ally-VendorButton"
      >
        <p>No purchase orders or sourcing rounds in this period</p>
        <AllyLink to={ROUTES.createRfq} className="ally-VendorButton">
          Create an RFQ
        </AllyLink>
      </ListState>
    </>
  )
}

/** A quiet note while another filter's figures load over the ones shown. */
function Updating({ view }: { view: View }) {
  const { isPlaceholderData, isFetching } = view.analytics
  return (
    <div className="ally-BusinessAnalytics-status" aria-live="polite">
      {isPlaceholderData && isFetching && (
        <Spinner size="small" aria-label="Updating business analytics" />
      )}
    </div>
  )
}

/** The scope of the figures in words, for the export's summary. */
function scopeOf(filters: BusinessAnalyticsFilters, report: Report) {
  const vendor = filters.vendorId
    ? (report.spendByVendor.find((row) => row.vendorId === filters.vendorId)?.name ??
      filters.vendorId)
    : 'All vendors'
  return {
    vendor,
    orderType: filters.orderType ? orderTypeLabel(filters.orderType) : 'All order types',
  }
}

function ReportView({ view, report }: { view: View; report: Report }) {
  const { currency } = report
  const tables = useMemo(
    () => reportTables(report, scopeOf(view.filters, report)),
    [report, view.filters],
  )
  return (
    <>
      <div className="ally-BusinessAnalytics-bar">
        <p className="ally-BusinessAnalytics-period">
          {formatDay(report.from)} – {formatDay(report.to)} · amounts in {currency.toUpperCase()}
        </p>
        <Updating view={view} />
        <Export tables={tables} period={report} isDisabled={view.analytics.isPlaceholderData} />
      </div>
      <Summary report={report} />
      <div className="ally-BusinessAnalytics-charts">
        <Charts report={report} />
      </div>
    </>
  )
}

/** The five charts of the report, each with its table. */
function Charts({ report }: { report: Report }) {
  const { currency } = report
  const money = (amount: number) => formatMoney(amount, currency)
  const orderTypes = spendByOrderTypeTable(report)
  const cycle = cycleTimesTable(report)
  return (
    <>
      <ChartFigure
        table={spendOverTimeTable(report)}
        kind="columns"
        points={report.spendOverTime.map((point) => ({
          id: point.key,
          label: point.label,
          value: point.amount,
          text: money(point.amount),
        }))}
        tick={(value) => compactMoney(value, currency)}
        empty="No spend in this period."
      />
      <ChartFigure
        table={spendByVendorTable(report)}
        kind="bars"
        points={topAmounts(spendByVendorTable(report).rows, currency)}
        note={
          report.spendByVendor.length > 10 ? 'The ten highest, then the rest together.' : undefined
        }
        empty="No purchase orders in this period."
      />
      <ChartFigure
        table={orderTypes}
        kind="bars"
        points={orderTypes.rows.map((row) => ({
          id: row.id,
          label: row.label,
          value: row.amount,
          text: money(row.amount),
        }))}
        empty="No purchase orders in this period."
      />
      <ChartFigure
        table={cycle}
        kind="bars"
        points={cycle.rows.map((row) => ({
          id: row.id,
          label: CYCLE_STAGE_LABELS[row.stage],
          value: row.averageDays,
          text: row.averageDays === null ? 'No data' : formatDays(row.averageDays),
        }))}
        note="Average days of each stage, from the one before, over the rounds that reached it."
        empty="No sourcing rounds in this period."
      />
      <ChartFigure
        table={openCommitmentsTable(report)}
        kind="bars"
        points={topAmounts(openCommitmentsTable(report).rows, currency)}
        note="Purchase orders sent and not yet received in full, whenever they were placed."
        empty="Nothing is waiting to be received."
      />
    </>
  )
}
