import type { Currency } from '@ally/sdk'

// Amounts as vendors write them: with or without a currency sign or code before or after,
// thousands grouped by commas, dots or spaces, decimals after a dot or a comma.

/** A number found in a row of text, with what was written around it. */
export interface AmountToken {
  value: number
  /** The currency written with it, if any. */
  currency: Currency | null
  /** Whether it looks like money: a currency beside it or two decimals. */
  moneyLike: boolean
  /** A whole number directly followed by a unit word (`500 pcs`): a quantity, not a price. */
  quantityLike: boolean
  start: number
  end: number
}

const SIGNS: Record<string, Currency> = {
  '₦': 'ngn',
  $: 'usd',
  US$: 'usd',
  '€': 'eur',
  '£': 'gbp',
  '¥': 'cny',
  '￥': 'cny',
  RMB: 'cny',
  CNY: 'cny',
  NGN: 'ngn',
  USD: 'usd',
  EUR: 'eur',
  GBP: 'gbp',
  N: 'ngn',
}

const WORDS: [RegExp, Currency][] = [
  [/\bnaira\b|\bngn\b|₦/i, 'ngn'],
  [/\bus\s?dollars?\b|\busd\b|\bdollars?\b|\$/i, 'usd'],
  [/\beuros?\b|\beur\b|€/i, 'eur'],
  [/\bpounds?\s+sterling\b|\bsterling\b|\bgbp\b|£/i, 'gbp'],
  [/\byuan\b|\brenminbi\b|\brmb\b|\bcny\b|¥|￥/i, 'cny'],
]

/** The currency a stretch of text names (`prices in USD`, `naira`), if exactly one. */
export function currencyNamed(text: string): Currency | null {
  const named = new Set(
    WORDS.filter(([pattern]) => pattern.test(text)).map(([, currency]) => currency),
  )
  return named.size === 1 ? ([...named][0] ?? null) : null
}

// A currency sign written after a number (`45 ₦`, `7,35 €`): not followed by a letter or digit.
const SIGN_AFTER = String.raw`\s?[₦$€£¥](?![\p{L}\p{N}])`
const CODE_AFTER = String.raw`\s?(?:NGN|USD|EUR|GBP|CNY|RMB|naira|dollars?|euros?|pounds?|yuan)\b`
// A number: grouped thousands (1,250,000.00 · 1.234,50 · 1 250 000 with no-break spaces) or plain
// (1250 · 12,50). Ordinary spaces group only where the French write them, before decimals after a
// comma or a currency (`1 548,00 €`, `15 000 ₦`): elsewhere, as in `500 225.00`, they part a
// quantity and a price.
const NUMBER = String.raw`\d{1,3}(?: \d{3})+(?=,\d{1,2}(?!\d)|${SIGN_AFTER}|${CODE_AFTER})(?:,\d{1,2})?|\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,3})?`
const PREFIX = String.raw`(?:US\$|[₦$€£¥￥]|\b(?:NGN|USD|EUR|GBP|CNY|RMB)\b|\bN\s?(?=\d))`
const SUFFIX = String.raw`(?:${SIGN_AFTER}|${CODE_AFTER})`
const TOKEN = new RegExp(String.raw`(${PREFIX})?\s?(${NUMBER})(?![\d.,]*\d)(${SUFFIX})?`, 'giu')

const UNIT_WORD =
  /^\s?(?:x\s)?(?:pcs?|pieces?|units?|boxe?s?|bags?|cartons?|packs?|rolls?|pairs?|sets?|kg|kgs|tons?|tonnes?|litres?|liters?|l|m|meters?|metres?|drums?|jobs?|days?|weeks?|wks?|months?|hours?|hrs?|nos?|ea|%)\b/i

/**
 * The value of a written number: `1,250,000.00`, `1.234,50`, `12,50` (a decimal comma: two
 * digits after it), `1,250` (a thousands comma: three). Null when it is not one.
 */
export function parseAmount(written: string): number | null {
  const text = written.replace(/[\u00a0\u202f ]/g, '')
  if (!/^\d[\d.,]*$/.test(text)) return null
  const lastSep = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))
  if (lastSep === -1) return Number(text)
  const decimals = text.length - lastSep - 1
  const separators = text.match(/[.,]/g) ?? []
  const mixed = new Set(separators).size > 1
  // The last separator is a decimal point when digits other than three follow it, or when the
  // other kind of separator groups the thousands before it.
  const isDecimal =
    decimals !== 3 || mixed || (separators.length === 1 && text[lastSep] === '.' && /^0/.test(text))
  const whole = text.slice(0, isDecimal ? lastSep : undefined).replace(/[.,]/g, '')
  const fraction = isDecimal ? text.slice(lastSep + 1) : ''
  const value = Number(fraction ? `${whole}.${fraction}` : whole)
  return Number.isFinite(value) ? value : null
}

/** A currency sign or code written as a prefix or suffix, as a currency. */
function currencyOf(written: string | undefined): Currency | null {
  if (!written) return null
  const key = written.trim()
  return SIGNS[key] ?? SIGNS[key.toUpperCase()] ?? currencyNamed(key)
}

/**
 * The numbers in a row of text, with the currency written beside each. Numbers glued to letters
 * (`M8`, `50kg`, `size 10mm`), dates, times, percentages and phone numbers are left out: they
 * name or describe things and are never prices.
 */
export function amountsIn(text: string): AmountToken[] {
  const tokens: AmountToken[] = []
  for (const match of text.matchAll(TOKEN)) {
    const [whole, prefix, number, suffix] = match
    if (!number) continue
    const start = match.index
    const numberStart = start + whole.indexOf(number)
    const numberEnd = numberStart + number.length
    const before = text.slice(Math.max(0, numberStart - 1), numberStart)
    const after = text.slice(numberEnd, numberEnd + 1)
    // Part of a word or a code (M8, 50kg, A4, 2x), a date (12/11/2026, 2026-11-16), a time (09:30),
    // a phone number (+234 803…) or a share (15%).
    if (!prefix && /[A-Za-z]/.test(before)) continue
    if (!suffix && /[A-Za-z]/.test(after) && !/^x\b/i.test(text.slice(numberEnd, numberEnd + 2)))
      continue
    if (/\d[.,]$/.test(text.slice(Math.max(0, numberStart - 2), numberStart))) continue
    if (/[/:\-+#]/.test(before) || /^[/:]\d|^-\d|^%/.test(text.slice(numberEnd, numberEnd + 2)))
      continue
    // Inside a phone number: a plus, then only digits, spaces, dashes or brackets up to here.
    if (!prefix && /\+[\d\s()-]*$/.test(text.slice(Math.max(0, numberStart - 24), numberStart)))
      continue
    const value = parseAmount(number)
    if (value === null) continue
    const bare = !prefix && !suffix && !/[.,]\d{1,2}$/.test(number)
    // A phone number in pieces (0812 404 7711), or a number with a leading zero: never a price.
    if (bare && /^0\d/.test(number)) continue
    if (
      bare &&
      (/\d[ -]$/.test(text.slice(0, numberStart)) || /^[ -]\d/.test(text.slice(numberEnd)))
    )
      continue
    const currency = currencyOf(prefix) ?? currencyOf(suffix)
    const decimals = /[.,]\d{2}$/.test(number) && !/[.,]\d{3}$/.test(number)
    tokens.push({
      value,
      currency,
      // A price per something (`185/pc`, `12.50/box`) or after an at sign (`@ 9.80`) is money.
      moneyLike:
        currency !== null ||
        decimals ||
        /^\s?\/\s?[a-z]/i.test(text.slice(numberEnd, numberEnd + 3)) ||
        /@\s?$/.test(text.slice(Math.max(0, start - 2), start)),
      quantityLike:
        !prefix && !suffix && Number.isInteger(value) && UNIT_WORD.test(text.slice(numberEnd)),
      start,
      end: start + whole.length,
    })
  }
  return tokens
}
