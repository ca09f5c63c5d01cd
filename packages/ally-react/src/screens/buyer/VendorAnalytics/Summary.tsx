import { formatMoney, formatNumber, formatPercent, type VendorPerformance } from '@ally/sdk'
import type { ReactNode } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { averageOf } from './format'

/** '—' on screen, 'No data' to a screen reader: a rate without history is not 0%. */
export function NoData() {
  return (
    <span className="ally-VendorAnalytics-noData" title="No data">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>No data</VisuallyHidden>
    </span>
  )
}

export const rate = (value: number | null) => (value === null ? <NoData /> : formatPercent(value))

interface SummaryProps {
  rows: readonly VendorPerformance[]
  total: number
  currency: string
  /** More vendors than the loaded ones: the sums and averages cover only those. */
  partial: boolean
}

export function Summary({ rows, total, currency, partial }: SummaryProps) {
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
