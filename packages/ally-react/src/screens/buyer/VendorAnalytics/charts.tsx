import { formatMoney, formatPercent, type VendorPerformance } from '@ally/sdk'
import { type CSSProperties, useId } from 'react'

/** How many vendors the charts show: the loaded ones with the highest spend. */
export const CHART_VENDORS = 10

/** The `count` rows with the highest spend, highest first (ties by name). */
export function topBySpend(
  rows: readonly VendorPerformance[],
  count = CHART_VENDORS,
): VendorPerformance[] {
  return [...rows].sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name)).slice(0, count)
}

const RATES = [
  { key: 'responseRate', label: 'Response' },
  { key: 'winRate', label: 'Win' },
  { key: 'onTimeRate', label: 'On-time' },
] as const satisfies readonly { key: keyof VendorPerformance; label: string }[]

/** A bar's length as a share of its track (the CSS reads it as `--ally-VendorAnalytics-share`). */
const barStyle = (share: number) =>
  ({ '--ally-VendorAnalytics-share': Math.max(0, Math.min(1, share)) }) as CSSProperties

const rateText = (rate: number | null) => (rate === null ? 'no data' : formatPercent(rate))

interface ChartProps {
  /** The vendors to draw, highest spend first. */
  vendors: readonly VendorPerformance[]
  /** The currency the spend is in. */
  currency: string
}

/** Horizontal bars of each vendor's spend, the longest for the highest. */
export function SpendChart({ vendors, currency }: ChartProps) {
  const captionId = useId()
  const max = Math.max(0, ...vendors.map((vendor) => vendor.spend))
  const summary = `Spend by vendor, the ${vendors.length} highest: ${vendors
    .map((vendor) => `${vendor.name} ${formatMoney(vendor.spend, currency)}`)
    .join('; ')}`
  return (
    <figure className="ally-VendorAnalytics-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="ally-VendorAnalytics-chartTitle">
        Spend by vendor
      </figcaption>
      <div role="img" aria-label={summary} className="ally-VendorAnalytics-bars">
        {vendors.map((vendor) => (
          <div key={vendor.vendorId} className="ally-VendorAnalytics-barRow">
            <span className="ally-VendorAnalytics-barLabel" title={vendor.name}>
              {vendor.name}
            </span>
            <span className="ally-VendorAnalytics-track">
              <span
                className="ally-VendorAnalytics-bar"
                data-metric="spend"
                style={barStyle(max > 0 ? vendor.spend / max : 0)}
              />
            </span>
            <span className="ally-VendorAnalytics-barValue">
              {formatMoney(vendor.spend, currency)}
            </span>
          </div>
        ))}
      </div>
    </figure>
  )
}

/**
 * Three bars a vendor — response, win and on-time rate, on a 0–100% scale. A rate without
 * history has an empty track and says 'No data', so it never reads as 0%.
 */
export function RatesChart({ vendors }: Omit<ChartProps, 'currency'>) {
  const captionId = useId()
  const summary = `Response, win and on-time rates of the ${vendors.length} vendors with the highest spend: ${vendors
    .map(
      (vendor) =>
        `${vendor.name}: ${RATES.map(({ key, label }) => `${label.toLowerCase()} ${rateText(vendor[key])}`).join(', ')}`,
    )
    .join('; ')}`
  return (
    <figure className="ally-VendorAnalytics-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="ally-VendorAnalytics-chartTitle">
        Response, win and on-time rates
      </figcaption>
      <ul className="ally-VendorAnalytics-legend" aria-hidden="true">
        {RATES.map(({ key, label }) => (
          <li key={key}>
            <span className="ally-VendorAnalytics-swatch" data-metric={key} />
            {label}
          </li>
        ))}
      </ul>
      <div role="img" aria-label={summary} className="ally-VendorAnalytics-rateGroups">
        {vendors.map((vendor) => (
          <div key={vendor.vendorId} className="ally-VendorAnalytics-rateGroup">
            <span className="ally-VendorAnalytics-rateVendor" title={vendor.name}>
              {vendor.name}
            </span>
            {RATES.map(({ key, label }) => {
              const rate = vendor[key]
              return (
                <div
                  key={key}
                  className="ally-VendorAnalytics-barRow"
                  data-metric={key}
                  data-empty={rate === null || undefined}
                >
                  <span className="ally-VendorAnalytics-barLabel">{label}</span>
                  <span className="ally-VendorAnalytics-track">
                    {rate !== null && (
                      <span
                        className="ally-VendorAnalytics-bar"
                        data-metric={key}
                        style={barStyle(rate)}
                      />
                    )}
                  </span>
                  <span className="ally-VendorAnalytics-barValue">
                    {rate === null ? 'No data' : formatPercent(rate)}
                  </span>
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </figure>
  )
}
