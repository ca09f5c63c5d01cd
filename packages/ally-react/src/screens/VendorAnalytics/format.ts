import { LOCALE } from '@ally/sdk'

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 })
const daysFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/** A 0–1 rate as a whole percentage: `0.873` → `'87%'`. */
export const formatRate = (rate: number): string => percentFormat.format(rate)

/** Days with one decimal: `4.25` → `'4.3 days'`. */
export const formatDays = (days: number): string =>
  `${daysFormat.format(days)} ${days === 1 ? 'day' : 'days'}`

/** The mean of the values that are there; null when none is. */
export function averageOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null)
  return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null
}
