import { BUSINESS_INITIALS_MAX, DEFAULT_CURRENCY, PROFILE_NAME_MAX } from './constants'

/** The currency symbols the product shows; usd is the default. */
export const CURRENCY_SYMBOLS = { usd: '$', ngn: '₦', eur: '€', gbp: '£', cny: '¥' } as const

/** `'ngn'` → `'₦'`; unknown or missing codes fall back to usd's `'$'` (case-insensitive). */
export function currencySymbol(code?: string | null): string {
  const key = (code ?? DEFAULT_CURRENCY).toLowerCase() as keyof typeof CURRENCY_SYMBOLS
  return CURRENCY_SYMBOLS[key] ?? CURRENCY_SYMBOLS.usd
}

/** Thousands separators for a run of digits: `'1234567'` → `'1,234,567'`. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/**
 * `value` in en-US (LOCALE) with `min` to `max` decimals, as `Intl.NumberFormat` writes it, but
 * without making one: a page's first Intl object costs it tens of milliseconds while the browser
 * loads its locale data (docs/performance.md#no-intl-on-the-first-load). Like Intl, it rounds the
 * shortest decimal that reads back as `value` (1.005 → 1.01, where `toFixed` gives 1.00), half away
 * from zero. Below 1e-6 a value counts as zero (it is one at the up to six decimals used here).
 */
function formatFixed(value: number, min: number, max: number): string {
  const size = Math.abs(value)
  // NaN, ∞ and amounts no business has (from 1e21, written in exponent form) as JavaScript writes them.
  if (!(size < 1e21)) return String(value)
  const [whole = '0', fraction = ''] = (size < 1e-6 ? '0' : String(size)).split('.')
  const digits = (
    BigInt(whole + fraction.slice(0, max).padEnd(max, '0')) + BigInt((fraction[max] ?? '0') >= '5')
  )
    .toString()
    .padStart(max + 1, '0')
  const cut = digits.length - max
  const decimals = digits.slice(cut).replace(/0+$/, '').padEnd(min, '0')
  // Intl keeps the sign of a negative amount that rounds to zero ('-0'); 1 / -0 is -∞.
  return `${1 / value < 0 ? '-' : ''}${group(digits.slice(0, cut))}${decimals ? `.${decimals}` : ''}`
}

/** en-US grouping: `1234567.891` → `'1,234,567.89'` (up to `maxDecimals`, 2 by default). */
export function formatNumber(value: number, maxDecimals = 2): string {
  return formatFixed(value, 0, maxDecimals)
}

/**
 * A 0–1 rate as a percentage with at most one decimal, the same on every screen:
 * `0.6667` → `'66.7%'`, `0.5` → `'50%'`.
 */
export const formatPercent = (rate: number): string => `${formatNumber(rate * 100, 1)}%`

/** Days with at most one decimal: `4.25` → `'4.3 days'`, `1` → `'1 day'`. */
export const formatDays = (days: number): string =>
  `${formatNumber(days, 1)} ${days === 1 ? 'day' : 'days'}`

/**
 * A count for a heading; a total the server only estimated (it stops counting at a threshold)
 * is a lower bound: `formatCount(10000, true)` → `'10,000+'`, `formatCount(1234)` → `'1,234'`.
 */
export const formatCount = (total: number, estimated = false): string =>
  `${formatNumber(total, 0)}${estimated ? '+' : ''}`

/**
 * A money amount with its symbol and two decimals: `formatMoney(1234.5, 'ngn')` → `'₦1,234.50'`,
 * negatives as `'-$5.00'`.
 */
export function formatMoney(amount: number, currency?: string | null): string {
  const sign = amount < 0 ? '-' : ''
  return `${sign}${currencySymbol(currency)}${formatFixed(Math.abs(amount), 2, 2)}`
}

/** Up to three initials of a business name: `'Acme trading co ltd'` → `'ATC'`. */
export function businessInitials(
  name: string | null | undefined,
  max = BUSINESS_INITIALS_MAX,
): string {
  return (name ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, max)
    .map((word) => (word[0] ?? '').toUpperCase())
    .join('')
}

/** Names longer than 22 characters are cut there and end in an ellipsis. */
export function truncateName(name: string | null | undefined, max = PROFILE_NAME_MAX): string {
  const value = name ?? ''
  return value.length > max ? `${value.slice(0, max)}…` : value
}
