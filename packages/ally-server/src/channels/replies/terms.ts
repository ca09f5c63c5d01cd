import { amountsIn } from './amounts'
import type { ReadFigure } from './reply-types'
import { type Row, shownText } from './rows'

// The terms around the prices: how long until delivery, until when the prices hold, and what
// shipping costs. Each is the first row, in reading order, that states it.

const source = (row: Row) => ({ part: row.part, row: row.row, text: shownText(row.text) })

/** A row's sentences: terms often share a line ("Prices valid 30 days. Delivery in 2 weeks."). */
const sentencesOf = (text: string) => text.split(/[.;!](?:\s+|$)|\s+[|]\s+/)

/** January to December in English, lower case, as Intl names them. */
const MONTH_NAMES = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 1))
    .toLocaleString('en', { month: 'long', timeZone: 'UTC' })
    .toLowerCase(),
)

/** Counts vendors write in words ("within one week"). */
const COUNT_WORDS = 'one two three four five six seven eight nine ten eleven twelve'.split(' ')
const COUNT = String.raw`(\d{1,3}|${COUNT_WORDS.join('|')})`

// English, French and German: "3-4 weeks", "3 semaines", "10 Arbeitstage", "2 wks".
const DURATION = String.raw`${COUNT}(?:\s*(?:-|–|to|à|bis)\s*${COUNT})?\s*(?:working\s+|business\s+|calendar\s+|jours\s+ouvrés\s+|arbeits)?(days?|weeks?|wks?|months?|jours?|semaines?|mois|tage?n?|wochen|woche|monate?n?)`

const countOf = (word: string) => {
  const index = COUNT_WORDS.indexOf(word.toLowerCase())
  return index >= 0 ? index + 1 : Number(word)
}

function days(amount: string, upper: string | undefined, unit: string): number {
  const count = countOf(upper ?? amount)
  if (/^(?:w|sem)/i.test(unit)) return count * 7
  if (/^m/i.test(unit)) return count * 30
  return count
}

const LEAD_TIME = new RegExp(
  String.raw`(?:lead\s*-?\s*time|delivery|deliver(?:ed|y)?|ship(?:ped|ping|s|ment)?|dispatch(?:ed)?|ready|supply|available|turnaround|production|manufactur\w*|on\s+site|completion|complete|within|délai|livraison|lieferzeit|lieferung|liefertermin)\b[^.;\n]{0,40}?\b${DURATION}`,
  'i',
)
const DURATION_FIRST = new RegExp(
  String.raw`\b${DURATION}\s+(?:lead\s*-?\s*time|for\s+delivery|delivery)`,
  'i',
)

const DURATION_ONLY = new RegExp(String.raw`^\s*${DURATION}\s*$`, 'i')
const DURATION_START = new RegExp(
  String.raw`^\s*(?:within\s+|approx\.?\s+|about\s+)?${DURATION}`,
  'i',
)
const LEAD_TIME_LABEL =
  /^\s*(?:lead\s*-?\s*time|delivery\s+(?:time|period)|time\s+of\s+delivery|délai(?:\s+de\s+livraison)?|lieferzeit)\s*:?\s*$/i
// "Order before 4pm for next-day delivery": one day.
const NEXT_DAY =
  /\bnext[-\s]day\s+(?:delivery|dispatch)|\bdelivered\s+next\s+day|\bovernight\s+delivery/i

/**
 * The lead time in days: "lead time 2 weeks", "delivery within 5 days", "10 working days to
 * ship"; failing a sentence that says it, the longest of a table's lead time column.
 */
export function leadTimeIn(rows: readonly Row[]): ReadFigure<number> | null {
  let column: { part: string; index: number } | null = null
  let longest: ReadFigure<number> | null = null
  for (const row of rows) {
    if (row.quoted) continue
    // A label and its value side by side (a cover sheet's "Delivery time | 6 weeks after order").
    const cells = row.cells.filter((cell) => cell.trim() !== '')
    const at = cells.findIndex((cell) => LEAD_TIME_LABEL.test(cell))
    const labelled = at >= 0 ? DURATION_START.exec(cells[at + 1] ?? '') : null
    if (labelled?.[1] && labelled[3])
      return { value: days(labelled[1], labelled[2], labelled[3]), source: source(row) }
    if (NEXT_DAY.test(row.text)) return { value: 1, source: source(row) }
    for (const sentence of sentencesOf(row.text)) {
      const match = LEAD_TIME.exec(sentence) ?? DURATION_FIRST.exec(sentence)
      // "Payment within 30 days", "valid for 30 days": periods, but not until delivery.
      const before = match ? sentence.slice(0, match.index + match[0].length) : ''
      if (/valid|payment|pay\b|credit|invoice|\bnet\s+\d|warranty|guarantee/i.test(before)) continue
      if (match?.[1] && match[3])
        return { value: days(match[1], match[2], match[3]), source: source(row) }
    }
    const header = row.cells.findIndex((cell) =>
      /^(?:lead\s*-?\s*time|delivery(?:\s+time)?)\b/i.test(cell),
    )
    if (header >= 0 && !DURATION_ONLY.test(row.cells[header] ?? ''))
      column = { part: row.part, index: header }
    else if (column?.part === row.part) {
      const match = DURATION_ONLY.exec(row.cells[column.index] ?? '')
      const value = match?.[1] && match[3] ? days(match[1], match[2], match[3]) : null
      if (value !== null && value > (longest?.value ?? -1)) longest = { value, source: source(row) }
    }
  }
  return longest
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

function monthIndex(name: string): number {
  const lower = name.toLowerCase()
  // The month's name or its usual short form (Dec, Sept), never a word that begins like one.
  return MONTH_NAMES.findIndex(
    (month) =>
      month === lower || month.slice(0, 3) === lower || (lower === 'sept' && month === 'september'),
  )
}

/** A date written out: 2026-12-15, 15/12/2026, 31-12-2026, 12/18/2026, 15 December 2026, December 15, 2026, 15-Dec-2026. */
export function dateIn(text: string, since?: Date): string | null {
  const iso = /\b(20\d{2})-(\d{2})-(\d{2})\b/.exec(text)
  const numeric = /\b(\d{1,2})([/.-])(\d{1,2})\2(20\d{2}|\d{2})\b/.exec(text)
  const dayFirst = /\b(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?[\s-,]+(20\d{2})\b/i.exec(text)
  const monthFirst = /\b([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(20\d{2})\b/i.exec(text)
  let parts: [number, number, number] | null = null
  if (iso) parts = [Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])]
  else if (numeric) {
    // Day first (15/12/2026), unless the second number cannot be a month (12/18/2026, American).
    const [first, second] = [Number(numeric[1]), Number(numeric[3])]
    const [day, month] = second > 12 ? [second, first] : [first, second]
    const year = Number(numeric[4])
    parts = [year < 100 ? 2000 + year : year, month - 1, day]
  } else if (dayFirst && monthIndex(dayFirst[2] ?? '') >= 0)
    parts = [Number(dayFirst[3]), monthIndex(dayFirst[2] ?? ''), Number(dayFirst[1])]
  else if (monthFirst && monthIndex(monthFirst[1] ?? '') >= 0)
    parts = [Number(monthFirst[3]), monthIndex(monthFirst[1] ?? ''), Number(monthFirst[2])]
  // "till 30th November": the next such day from the mail's.
  const noYear = [
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3,9})\b(?![\s,-]+\d)/gi,
    /\b([a-z]{3,9})\s+(\d{1,2})(?:st|nd|rd|th)?\b(?![\s,-]+\d)/gi,
  ]
  const written =
    since && !parts
      ? noYear.flatMap((pattern, order) =>
          [...text.matchAll(pattern)].map((match) =>
            order === 0 ? { day: match[1], month: match[2] } : { day: match[2], month: match[1] },
          ),
        )
      : []
  for (const { day, month: name } of written) {
    const month = monthIndex(name ?? '')
    if (month < 0 || !since) continue
    const year = since.getUTCFullYear()
    const thisYear = Date.UTC(year, month, Number(day))
    parts = [thisYear < since.getTime() - 86_400_000 ? year + 1 : year, month, Number(day)]
    break
  }
  if (!parts) return null
  const [year, month, day] = parts
  const date = new Date(Date.UTC(year, month, day))
  return date.getUTCMonth() === month && date.getUTCDate() === day ? isoDay(date) : null
}

/**
 * Until when the prices hold: a date given ("valid until 15 December 2026"), or a period from
 * the day the mail was sent ("valid for 30 days", "Validity: 14 days").
 */
export function validUntilIn(rows: readonly Row[], sentAt: Date): ReadFigure<string> | null {
  for (const row of rows) {
    if (
      row.quoted ||
      !/valid|expir|hold|held|good\s+(?:for|until|till|through|thru)|gültig/i.test(row.text)
    )
      continue
    const date = dateIn(row.text, sentAt)
    if (date) return { value: date, source: source(row) }
    const period = new RegExp(
      String.raw`(?:(?:valid(?:ity)?|expir\w*|hold|held|good|gültig\w*)\b|validité)[^.;\n]{0,30}?\b${DURATION}`,
      'i',
    ).exec(row.text)
    if (period?.[1] && period[3]) {
      const until = new Date(sentAt.getTime() + days(period[1], period[2], period[3]) * 86_400_000)
      return { value: isoDay(until), source: source(row) }
    }
  }
  return null
}

const SHIPPING =
  /\b(?:shipping|freight|carriage|courier|haulage|dhl|fedex|ups|delivery\s+(?:charge|fee|cost)s?|delivery\s+to\b|transport(?:ation)?(?:\s+(?:charge|fee|cost)s?)?|logistics\s+(?:charge|fee|cost)s?|frais\s+de\s+port|versandkosten|fracht\w*)\b/i
const FREE = /\b(?:free|included|inclusive|includes|no\s+charge|at\s+our\s+cost|waived|nil)\b/i
const FREE_DELIVERY =
  /\bfree\s+(?:delivery|shipping|freight|transport)\b|\b(?:carriage|freight|postage)\s+paid\b|\bno\s+(?:delivery|shipping|freight|carriage)\s+charge\b|\b(?:delivery|shipping|freight|transport|carriage)\b[^.,;]{0,30}?\b(?:is\s+|are\s+)?(?:free|included|inclusive|at\s+no\s+(?:extra\s+)?cost|no\s+charge)\b/i

// "Transport costs are not included, we will quote them separately": not free, and no figure.
const NOT_INCLUDED =
  /\bnot\s+(?:be\s+)?(?:included|inclusive)|\bexcluded\b|\bexclusive\s+of\b|\bseparately\b|\bextra\b|\bto\s+be\s+(?:advised|confirmed|quoted)\b|\bon\s+request\b/i
// A row that is a label and an amount: "Delivery: £12.50" (never "Delivery: 30 days").
const DELIVERY_LABEL = /^\s*(?:delivery|postage|p\s*&\s*p)\s*(?:charges?)?\s*[:=-]/i

/**
 * What shipping costs: the amount on its row, or 0 where it is free or included; nothing where
 * the vendor says it comes on top, to be quoted apart.
 */
export function shippingIn(rows: readonly Row[]): ReadFigure<number> | null {
  for (const row of rows) {
    if (row.quoted) continue
    const onTop = NOT_INCLUDED.test(row.text)
    if (FREE_DELIVERY.test(row.text) && !onTop) return { value: 0, source: source(row) }
    const named = SHIPPING.exec(row.text)
    if (!named) {
      const labelled = DELIVERY_LABEL.test(row.text)
        ? amountsIn(row.text).find((token) => token.moneyLike)
        : undefined
      if (labelled) return { value: labelled.value, source: source(row) }
      continue
    }
    // The amount after the word ("Shipping: 25,000"), else the row's ("145 | Transport (DAP)").
    const amounts = [...amountsIn(row.text.slice(named.index)), ...amountsIn(row.text)].filter(
      (token) => !token.quantityLike,
    )
    const amount = amounts.find((token) => token.moneyLike) ?? amounts[0]
    if (amount) return { value: amount.value, source: source(row) }
    if (FREE.test(row.text) && !onTop) return { value: 0, source: source(row) }
  }
  return null
}
