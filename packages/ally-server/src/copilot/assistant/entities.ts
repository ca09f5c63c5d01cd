import { ORDER_TYPES, type OrderType } from '@ally/sdk'

// What the built-in assistant reads out of a message besides its intent: the product's own
// references (TA-0042, PO-0012), a period ("last quarter", "in March", "last 30 days"), an order
// type, "top 3", and the business's own vendors named in it. Plain patterns: they are exact where
// a general parser guesses (docs/architecture.md, "Co-pilot").

export interface Period {
  /** First day, included (YYYY-MM-DD, UTC). */
  from: string
  /** Last day, included. */
  to: string
  /** As the reply names it: "last quarter", "March 2026". */
  label: string
}

export interface Entities {
  /** An order's reference, upper case: `TA-0042`. */
  orderReference?: string
  /** A purchase order's number, upper case: `PO-0012`. */
  purchaseOrderNumber?: string
  period?: Period
  orderType?: OrderType
  /** "top 3": how many to list. */
  top?: number
  /** The business's vendors named in the message, longest name first. */
  vendors: { id: string; name: string }[]
}

const DAY_MS = 86_400_000
/** The months' names, January first (lower case, as questions are read). */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}
/** Words for an order type beside the type's own name. */
const ORDER_TYPE_WORDS: Record<OrderType, readonly string[]> = {
  supply: ['supply', 'supplies', 'goods', 'materials', 'fastener', 'fasteners', 'bolts'],
  service: ['service', 'services'],
  logistics: ['logistics', 'freight', 'shipping', 'transport', 'forwarder', 'forwarders'],
  manufacturing: ['manufacturing', 'manufacturer', 'manufacturers', 'production', 'machining'],
  maintenance: ['maintenance', 'repair', 'repairs', 'upkeep'],
}

const day = (at: Date) => at.toISOString().slice(0, 10)
const utc = (year: number, month: number, date = 1) => new Date(Date.UTC(year, month, date))
const lastDayOf = (year: number, month: number) => utc(year, month + 1, 0)

/**
 * A reference like `ta-42` or `TA 0042`, written as the app writes it: `TA-0042` (upper case, at
 * least four digits; sourcing/order-queries.ts and purchase-orders/po-numbers.ts).
 */
function reference(text: string, prefix: 'TA' | 'PO'): string | undefined {
  const found = new RegExp(`\\b${prefix}[- ]?#?(\\d{1,8})\\b`, 'i').exec(text)
  return found?.[1] ? `${prefix}-${String(Number(found[1])).padStart(4, '0')}` : undefined
}

/** The period a message names, relative to `now`; undefined when it names none. */
export function periodIn(text: string, now: Date): Period | undefined {
  const lower = text.toLowerCase()
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  const quarter = Math.floor(month / 3)
  const until = (from: Date, label: string): Period => ({ from: day(from), to: day(now), label })
  const span = (from: Date, to: Date, label: string): Period => ({
    from: day(from),
    to: day(to),
    label,
  })

  const lastN = /\b(?:last|past|previous)\s+(\d{1,3}|[a-z]+)\s+(day|week|month)s?\b/.exec(lower)
  if (lastN) {
    const count = Number(lastN[1]) || NUMBER_WORDS[lastN[1] ?? ''] || 0
    const unit = lastN[2]
    if (count > 0) {
      const from =
        unit === 'month'
          ? utc(year, month - count, now.getUTCDate() + 1)
          : new Date(now.getTime() - (count * (unit === 'week' ? 7 : 1) - 1) * DAY_MS)
      return until(from, `the last ${count} ${unit}s`)
    }
  }
  if (/\b(last|previous) quarter\b/.test(lower)) {
    const start = utc(year, (quarter - 1) * 3)
    return span(start, lastDayOf(start.getUTCFullYear(), start.getUTCMonth() + 2), 'last quarter')
  }
  if (/\bthis quarter\b/.test(lower)) return until(utc(year, quarter * 3), 'this quarter')
  if (/\b(last|previous) month\b/.test(lower)) {
    return span(utc(year, month - 1), lastDayOf(year, month - 1), 'last month')
  }
  if (/\bthis month\b/.test(lower)) return until(utc(year, month), 'this month')
  if (/\b(last|previous) year\b/.test(lower)) {
    return span(utc(year - 1, 0), utc(year - 1, 11, 31), `${year - 1}`)
  }
  if (/\b(this year|year to date|ytd|so far this year)\b/.test(lower)) {
    return until(utc(year, 0), 'this year')
  }
  if (/\btoday\b/.test(lower)) return until(now, 'today')
  if (/\b(this|last) week\b/.test(lower)) {
    const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * DAY_MS)
    if (lower.includes('this week')) return until(monday, 'this week')
    return span(
      new Date(monday.getTime() - 7 * DAY_MS),
      new Date(monday.getTime() - DAY_MS),
      'last week',
    )
  }
  const named = new RegExp(
    `\\b(?:in|during|for|since)?\\s*(${MONTHS.join('|')})(?:\\s+(\\d{4}))?\\b`,
  ).exec(lower)
  if (named?.[1]) {
    const index = MONTHS.indexOf(named[1])
    // A month not yet come this year is last year's: "in December" asked in March.
    const inYear = named[2] ? Number(named[2]) : index > month ? year - 1 : year
    const name = `${named[1][0]?.toUpperCase()}${named[1].slice(1)} ${inYear}`
    if (/\bsince\b/.test(named[0])) return until(utc(inYear, index), `since ${name}`)
    const last = lastDayOf(inYear, index)
    return span(utc(inYear, index), last > now ? now : last, name)
  }
  return undefined
}

/** The order type a message names, by its name or a word for it. */
export function orderTypeIn(text: string): OrderType | undefined {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? [])
  return ORDER_TYPES.find((type) => ORDER_TYPE_WORDS[type].some((word) => words.has(word)))
}

/** "top 3", "best five", "3 best": how many to list. */
export function topIn(text: string): number | undefined {
  const found = /\b(?:top|best|first)\s+(\d{1,2}|[a-z]+)\b|\b(\d{1,2})\s+(?:best|top)\b/.exec(
    text.toLowerCase(),
  )
  if (!found) return undefined
  const word = found[1] ?? found[2] ?? ''
  const count = Number(word) || NUMBER_WORDS[word]
  return count && count > 0 ? Math.min(count, 20) : undefined
}

/** The vendors of `known` whose names the message holds (whole words, any case). */
export function vendorsIn(
  text: string,
  known: readonly { id: string; name: string }[],
): { id: string; name: string }[] {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}&]+/gu, ' ')} `
  const normal = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}&]+/gu, ' ')
      .trim()
  return known
    .filter(
      (vendor) => normal(vendor.name).length > 1 && lower.includes(` ${normal(vendor.name)} `),
    )
    .sort((a, b) => b.name.length - a.name.length)
}

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every entity of `text`, at `now`, with the business's vendors to look for. */
export function entitiesOf(
  text: string,
  now: Date,
  knownVendors: readonly { id: string; name: string }[],
): Entities {
  const vendors = vendorsIn(text, knownVendors)
  // A vendor's name says nothing of the order type: "Gamma Services" asks about Gamma.
  const rest = vendors.reduce(
    (remaining, vendor) => remaining.replace(new RegExp(escaped(vendor.name), 'gi'), ' '),
    text,
  )
  return {
    orderReference: reference(text, 'TA'),
    purchaseOrderNumber: reference(text, 'PO'),
    period: periodIn(rest, now),
    orderType: orderTypeIn(rest),
    top: topIn(rest),
    vendors,
  }
}
