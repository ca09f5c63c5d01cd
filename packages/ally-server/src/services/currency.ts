import { CURRENCIES, type Currency } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Reference exchange rates: units of each currency per 1 US dollar. Reports that add up money in
 * several currencies (spend per vendor) convert with these. They are fixed reference values, not
 * live quotes: the server never fetches data at run time, and a report's ranking should not move
 * with the market from one hour to the next.
 */
export const REFERENCE_RATES: Readonly<Record<Currency, number>> = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
  ngn: 1550,
  cny: 7.2,
}

/** Converts an amount between currencies at the reference rates, rounded to cents. */
export function convert(amount: number, from: Currency, to: Currency): number {
  return Math.round((amount / REFERENCE_RATES[from]) * REFERENCE_RATES[to] * 100) / 100
}

/** SQL for `amount` (in the row's `currency`) expressed in `to`, at the reference rates. */
export function convertedSql(amount: SQL | unknown, currency: SQL | unknown, to: Currency): SQL {
  const cases = CURRENCIES.map(
    (code) => sql`when ${code} then ${REFERENCE_RATES[to] / REFERENCE_RATES[code]}::float8`,
  )
  return sql`(${amount})::float8 * (case ${currency} ${sql.join(cases, sql` `)} end)`
}

/**
 * The currency reports are given in: usd, the default currency of docs/product-rules.md#constants.
 */
export const REPORT_CURRENCY = 'usd' as const
