// What a chart draws, and how tall it is: known before its code loads, so the placeholder holds
// the same space and nothing jumps when the chart arrives.
import { currencySymbol, formatMoney } from '@ally/sdk'

/** One bar or column: its label, its value (null: nothing to measure) and the value as text. */
export interface ChartPoint {
  id: string
  label: string
  value: number | null
  text: string
  /** `rest`: the sum of those not drawn one by one. */
  series?: 'rest'
}

/** The height in pixels of a chart of `count` points. */
export const chartHeight = (kind: 'bars' | 'columns', count: number) =>
  kind === 'bars' ? Math.max(1, count) * 44 + 8 : 240

/** How many vendors a chart draws, the rest summed in one bar. */
export const CHART_VENDORS = 10

/**
 * The first `CHART_VENDORS` amounts (highest first, as the server sends them) and, when there
 * are more, one bar of the rest: "14 other vendors".
 */
export function topAmounts(
  rows: readonly { id: string; name: string; amount: number }[],
  currency: string,
): ChartPoint[] {
  const top = rows.slice(0, CHART_VENDORS).map((row) => ({
    id: row.id,
    label: row.name,
    value: row.amount,
    text: formatMoney(row.amount, currency),
  }))
  const rest = rows.slice(CHART_VENDORS)
  if (rest.length === 0) return top
  const amount = rest.reduce((sum, row) => sum + row.amount, 0)
  return [
    ...top,
    {
      id: 'rest',
      label: `${rest.length} other ${rest.length === 1 ? 'vendor' : 'vendors'}`,
      value: amount,
      text: formatMoney(amount, currency),
      series: 'rest',
    },
  ]
}

/** An axis tick: `₦1.2M`, `$350k`, `€90`. */
export function compactMoney(value: number, currency: string): string {
  const abs = Math.abs(value)
  const [scaled, unit] =
    abs >= 1e9
      ? [value / 1e9, 'B']
      : abs >= 1e6
        ? [value / 1e6, 'M']
        : abs >= 1e3
          ? [value / 1e3, 'k']
          : [value, '']
  const rounded = Math.round(scaled * 10) / 10
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${Math.abs(rounded)}${unit}`
}

/** The chart's name for a screen reader: its title, then every point. */
export const chartSummary = (title: string, points: readonly ChartPoint[]) =>
  points.length === 0
    ? `${title}: nothing in this period`
    : `${title}: ${points.map((point) => `${point.label} ${point.text}`).join('; ')}`
