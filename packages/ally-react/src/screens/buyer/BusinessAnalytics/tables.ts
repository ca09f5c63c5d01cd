// The figures of a report as tables: each chart's table, its export sheet and its CSV section
// come from these, so what is downloaded is what is shown.
import {
  type BusinessAnalytics,
  type CycleStage,
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@ally/sdk'
import type { SheetCell } from '../../../blocks/spreadsheets/spreadsheetKinds'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'

/** One column: its header, the cell as shown, and the cell as exported (numbers stay numbers). */
export interface AnalyticsColumn<T> {
  header: string
  text: (row: T) => string
  cell: (row: T) => SheetCell
  /** Numbers line up on the right. */
  numeric?: boolean
  /** Width in characters, in XLSX. */
  width?: number
}

/** One table of the report; its rows carry an `id` for the table on screen. */
export interface AnalyticsTable<T extends { id: string } = { id: string }> {
  id: string
  title: string
  rows: readonly T[]
  columns: readonly AnalyticsColumn<T>[]
}

/** What a stage measures, from the step before it. */
export const CYCLE_STAGE_LABELS: Record<CycleStage, string> = {
  firstAnswer: 'RFQs sent → first answer',
  award: 'First answer → award',
  purchaseOrder: 'Award → PO sent',
  delivery: 'PO sent → received in full',
}

export const NO_ORDER_TYPE = 'No order type'
const NO_DATA = 'No data'

/** An amount column in the report's currency: `₦1,200.00` on screen, 1200 in the file. */
function amountColumn<T>(header: string, read: (row: T) => number, currency: string) {
  return {
    header: `${header} (${currency.toUpperCase()})`,
    text: (row: T) => formatMoney(read(row), currency),
    cell: read,
    numeric: true,
    width: 18,
  } satisfies AnalyticsColumn<T>
}

function countColumn<T>(header: string, read: (row: T) => number): AnalyticsColumn<T> {
  return { header, text: (row) => formatNumber(read(row), 0), cell: read, numeric: true }
}

function labelColumn<T>(header: string, read: (row: T) => string): AnalyticsColumn<T> {
  return { header, text: read, cell: read, width: 32 }
}

interface VendorRow {
  id: string
  name: string
  amount: number
  purchaseOrders: number
}

const vendorRows = (rows: BusinessAnalytics['spendByVendor']): VendorRow[] =>
  rows.map((row) => ({ id: row.vendorId, ...row }))

/** Spend per interval of the period, empty ones included. */
export function spendOverTimeTable(report: BusinessAnalytics) {
  return {
    id: 'spendOverTime',
    title: `Spend by ${report.interval}`,
    rows: report.spendOverTime.map((point) => ({ id: point.key, ...point })),
    columns: [
      labelColumn(report.interval === 'week' ? 'Week' : 'Month', (row) => row.label),
      amountColumn('Spend', (row) => row.amount, report.currency),
    ],
  } satisfies AnalyticsTable<{ id: string; label: string; amount: number }>
}

/** Every vendor's spend, highest first. */
export function spendByVendorTable(report: BusinessAnalytics): AnalyticsTable<VendorRow> {
  return {
    id: 'spendByVendor',
    title: 'Spend by vendor',
    rows: vendorRows(report.spendByVendor),
    columns: [
      labelColumn('Vendor', (row) => row.name),
      amountColumn('Spend', (row) => row.amount, report.currency),
      countColumn('Purchase orders', (row) => row.purchaseOrders),
    ],
  }
}

export function spendByOrderTypeTable(report: BusinessAnalytics) {
  return {
    id: 'spendByOrderType',
    title: 'Spend by order type',
    rows: report.spendByOrderType.map((row) => ({
      id: row.orderType ?? 'none',
      label: row.orderType ? orderTypeLabel(row.orderType) : NO_ORDER_TYPE,
      amount: row.amount,
      purchaseOrders: row.purchaseOrders,
    })),
    columns: [
      labelColumn('Order type', (row) => row.label),
      amountColumn('Spend', (row) => row.amount, report.currency),
      countColumn('Purchase orders', (row) => row.purchaseOrders),
    ],
  } satisfies AnalyticsTable<{ id: string; label: string; amount: number; purchaseOrders: number }>
}

export function cycleTimesTable(report: BusinessAnalytics) {
  return {
    id: 'cycleTimes',
    title: 'Cycle time by stage',
    rows: report.cycleTimes.map((row) => ({ id: row.stage, ...row })),
    columns: [
      labelColumn('Stage', (row) => CYCLE_STAGE_LABELS[row.stage]),
      {
        header: 'Average days',
        text: (row) => (row.averageDays === null ? NO_DATA : formatDays(row.averageDays)),
        cell: (row) => (row.averageDays === null ? null : Math.round(row.averageDays * 10) / 10),
        numeric: true,
      },
      countColumn('Rounds', (row) => row.rounds),
    ],
  } satisfies AnalyticsTable<{
    id: string
    stage: CycleStage
    averageDays: number | null
    rounds: number
  }>
}

export function openCommitmentsTable(report: BusinessAnalytics): AnalyticsTable<VendorRow> {
  return {
    id: 'openCommitments',
    title: 'Open commitments by vendor',
    rows: vendorRows(report.openCommitments.byVendor),
    columns: [
      labelColumn('Vendor', (row) => row.name),
      amountColumn('Not yet received', (row) => row.amount, report.currency),
      countColumn('Purchase orders', (row) => row.purchaseOrders),
    ],
  }
}

interface SummaryRow {
  id: string
  label: string
  value: SheetCell
  text: string
}

const rateRow = (id: string, label: string, rate: number | null): SummaryRow => ({
  id,
  label: `${label} (%)`,
  value: rate === null ? null : Math.round(rate * 1000) / 10,
  text: rate === null ? NO_DATA : formatPercent(rate),
})

/** What the filters were and the headline figures, as the first table of an export. */
export function summaryTable(
  report: BusinessAnalytics,
  scope: { vendor: string; orderType: string },
): AnalyticsTable<SummaryRow> {
  const money = (id: string, label: string, amount: number): SummaryRow => ({
    id,
    label: `${label} (${report.currency.toUpperCase()})`,
    value: amount,
    text: formatMoney(amount, report.currency),
  })
  const count = (id: string, label: string, value: number): SummaryRow => ({
    id,
    label,
    value,
    text: formatNumber(value, 0),
  })
  const text = (id: string, label: string, value: string): SummaryRow => ({
    id,
    label,
    value,
    text: value,
  })
  const { totals, savings, delivery, openCommitments } = report
  const cycle = totals.averageCycleDays
  return {
    id: 'summary',
    title: 'Summary',
    rows: [
      text('from', 'From', report.from),
      text('to', 'To', report.to),
      text('interval', 'Interval', report.interval),
      text('vendor', 'Vendor', scope.vendor),
      text('orderType', 'Order type', scope.orderType),
      money('spend', 'Spend', totals.spend),
      count('purchaseOrders', 'Purchase orders', totals.purchaseOrders),
      count('vendorsUsed', 'Vendors used', totals.vendorsUsed),
      count('rounds', 'Rounds awarded', savings.rounds),
      money('awarded', 'Awarded', savings.awarded),
      money('againstAverage', 'Savings against the average answer', savings.againstAverage),
      money('againstHighest', 'Savings against the highest answer', savings.againstHighest),
      {
        id: 'averageCycleDays',
        label: 'Average cycle (days)',
        value: cycle === null ? null : Math.round(cycle * 10) / 10,
        text: cycle === null ? NO_DATA : formatDays(cycle),
      },
      rateRow('onTimeRate', 'On-time rate', delivery.onTimeRate),
      rateRow('shortageRate', 'Shortage rate', delivery.shortageRate),
      count('linesReceived', 'PO lines received', delivery.linesReceived),
      count('linesShort', 'PO lines short or rejected', delivery.linesShort),
      count('openPurchaseOrders', 'Open purchase orders', openCommitments.purchaseOrders),
      money('openAmount', 'Open commitments', openCommitments.amount),
    ],
    columns: [
      labelColumn('Figure', (row) => row.label),
      { header: 'Value', text: (row) => row.text, cell: (row) => row.value, width: 20 },
    ],
  }
}

/** Every table of the report, in the order of the page: what an export holds. */
export function reportTables(
  report: BusinessAnalytics,
  scope: { vendor: string; orderType: string },
): AnalyticsTable[] {
  return [
    summaryTable(report, scope),
    spendOverTimeTable(report),
    spendByVendorTable(report),
    spendByOrderTypeTable(report),
    cycleTimesTable(report),
    openCommitmentsTable(report),
    // Each table has its own row type; a consumer only pairs a table's rows with its columns.
  ] as unknown as AnalyticsTable[]
}
