import type { OrderType } from '@ally/sdk'
import { MONTHS, orderTypeIn, topIn, vendorsIn } from './entities'

// "500 M8 steel bolts to Lagos by March, ask my top 3 fastener suppliers": what a sentence asks
// to be sourced, read with plain patterns (docs/product-rules.md, "Co-pilot"). Only what is said
// is taken; the RFQ form, where the draft opens, asks for the rest.

export interface RfqRequest {
  /** "M8 steel bolts". */
  description: string
  quantity: number
  /** "pcs" unless a unit is named: "kg", "tons", "boxes"… */
  unit: string
  /** "Lagos". */
  deliveryPlace?: string
  /** YYYY-MM-DD. */
  deliveryDate?: string
  orderType?: OrderType
  /** "top 3": how many vendors to ask. */
  vendorCount?: number
  /** What the vendors to ask are known for: "fastener" in "my top 3 fastener suppliers". */
  vendorWords: string[]
  /** The business's vendors named to ask. */
  vendorIds: string[]
}

const MONTH = `(${MONTHS.map((name) => `${name.slice(0, 3)}(?:${name.slice(3)})?`).join('|')})`

/** Units a quantity may be counted in, as written → as the form writes it. */
const UNITS: Record<string, string> = {
  pc: 'pcs',
  pcs: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  unit: 'pcs',
  units: 'pcs',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilograms: 'kg',
  t: 't',
  ton: 't',
  tons: 't',
  tonne: 't',
  tonnes: 't',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  m: 'm',
  metre: 'm',
  metres: 'm',
  meter: 'm',
  meters: 'm',
  box: 'box',
  boxes: 'box',
  carton: 'carton',
  cartons: 'carton',
  pallet: 'pallet',
  pallets: 'pallet',
  roll: 'roll',
  rolls: 'roll',
  set: 'set',
  sets: 'set',
  pair: 'pair',
  pairs: 'pair',
  bag: 'bag',
  bags: 'bag',
  drum: 'drum',
  drums: 'drum',
}

/** Words that ask for an RFQ to be written, before what is needed. */
const ASKING =
  /^\s*(?:please\s+|can you\s+|could you\s+)?(?:(?:draft|prepare|write|create|make|start|raise|open|send|set up)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+|new\s+)*(?:rfq|request for quotations?|quote request|request)s?\s*(?:for|to buy|to source)?\s*|(?:i|we)\s+(?:need|want|require|must buy|have to buy)\s+(?:to (?:buy|order|source)\s+)?|(?:get|request|ask for)\s+(?:me\s+|us\s+)?(?:quotes?|prices?|quotations?)\s+(?:for|on)\s+|(?:source|buy|order|procure)\s+)/i

/** Where the need stops and the rest of the sentence (place, day, vendors) begins. */
const NEED_ENDS = new RegExp(
  `\\s+(?:to be delivered|delivered|deliver(?:ed)?\\s+to|shipped to|to|for delivery|by|before|no later than|within|in\\s+\\d|in\\s+${MONTH}|from|and ask|ask|send (?:it )?to)\\b|[,;.](?:\\s|$)`,
  'i',
)

/** Words of "my top 3 fastener suppliers" that say nothing of which vendors. */
const NOT_VENDOR_WORDS = new Set([
  'ask',
  'my',
  'our',
  'the',
  'top',
  'best',
  'first',
  'usual',
  'main',
  'favourite',
  'favorite',
  'preferred',
  'suppliers',
  'supplier',
  'vendors',
  'vendor',
  'them',
  'it',
  'to',
  'and',
  'from',
  'with',
  'send',
  'of',
  'a',
  'an',
  'all',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
])

const pad = (n: number) => String(n).padStart(2, '0')
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`

/**
 * The day "by March", "by 15 March", "by March 15th 2027", "by 2027-03-15", "within 3 weeks" names,
 * never one already past: a month alone is its first day (a month already begun, its last).
 */
export function deliveryDayIn(text: string, now: Date): string | undefined {
  const lower = text.toLowerCase()
  const iso = /\b(?:by|before|on)\s+(\d{4})-(\d{2})-(\d{2})\b/.exec(lower)
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const within = /\b(?:within|in)\s+(\d{1,3})\s+(day|week|month)s?\b/.exec(lower)
  if (within) {
    const count = Number(within[1])
    const at = new Date(now)
    if (within[2] === 'month') at.setUTCMonth(at.getUTCMonth() + count)
    else at.setUTCDate(at.getUTCDate() + count * (within[2] === 'week' ? 7 : 1))
    return at.toISOString().slice(0, 10)
  }
  const named = new RegExp(
    `\\b(?:by|before|no later than|in|for)\\s+(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?${MONTH}\\b(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b)?(?:,?\\s+(\\d{4}))?`,
  ).exec(lower)
  if (!named?.[2]) return undefined
  const month = MONTHS.findIndex((name) => name.startsWith(named[2] as string))
  const day = Number(named[1] ?? named[3] ?? 0)
  const thisYear = now.getUTCFullYear()
  const today = now.toISOString().slice(0, 10)
  if (named[4]) return isoDay(Number(named[4]), month, day || 1)
  if (day) {
    const candidate = isoDay(thisYear, month, day)
    return candidate >= today ? candidate : isoDay(thisYear + 1, month, day)
  }
  if (month === now.getUTCMonth()) {
    return isoDay(thisYear, month, new Date(Date.UTC(thisYear, month + 1, 0)).getUTCDate())
  }
  return isoDay(month > now.getUTCMonth() ? thisYear : thisYear + 1, month, 1)
}

/** "to Lagos", "delivered to Port Harcourt": the place, as written (capitalised words). */
function placeIn(text: string): string | undefined {
  const found =
    /\b(?:delivered to|deliver to|shipped to|ship to|to|at|in)\s+((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3})/u.exec(
      text,
    )
  const place = found?.[1]?.trim()
  if (!place) return undefined
  const first = place.toLowerCase().split(/\s+/)[0] ?? ''
  // "in March" is a day, "to Acme" may be a vendor: neither is a place.
  if (MONTHS.some((name) => name.startsWith(first) && first.length >= 3)) return undefined
  return place
}

/** The quantity, its unit and what it is: "500 M8 steel bolts", "2,000 kg of cement". */
function needIn(text: string): Pick<RfqRequest, 'description' | 'quantity' | 'unit'> | null {
  const found =
    /(?:^|\s)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?\s*(?:x\s+)?(?:([a-z]+)\s+)?(?:of\s+)?(.+)$/i.exec(
      text,
    )
  if (!found?.[1] || !found[4]) return null
  let quantity = Number(found[1].replace(/,/g, '')) * (found[2] ? 1000 : 1)
  const unitWord = found[3]?.toLowerCase()
  const unit = unitWord ? UNITS[unitWord] : undefined
  // A word that is no unit is the start of what is needed: "500 steel bolts".
  let rest = unit ? found[4] : `${found[3] ? `${found[3]} ` : ''}${found[4]}`
  rest = rest.replace(/^of\s+/i, '')
  const end = NEED_ENDS.exec(rest)
  const description = (end ? rest.slice(0, end.index) : rest).trim().replace(/\s+/g, ' ')
  if (!description || !(quantity > 0)) return null
  quantity = Math.min(quantity, 1_000_000_000)
  return { description: description.slice(0, 200), quantity, unit: unit ?? 'pcs' }
}

/** The words after "ask" that say which vendors: "my top 3 fastener suppliers" → ["fastener"]. */
function vendorWordsIn(text: string): string[] {
  const found = /\b(?:ask|send (?:it )?to|from|with)\s+(.+)$/i.exec(text)
  if (!found?.[1]) return []
  return (found[1].toLowerCase().match(/[a-z][a-z-]+/g) ?? []).filter(
    (word) => !NOT_VENDOR_WORDS.has(word),
  )
}

/**
 * What `text` asks to be sourced, or null when it names no quantity of anything. `known` are the
 * business's vendors, found by name ("ask Acme and Bolt & Nut").
 */
export function rfqRequestIn(
  text: string,
  now: Date,
  known: readonly { id: string; name: string }[],
): RfqRequest | null {
  const asked = text.replace(ASKING, '')
  const need = needIn(asked)
  if (!need) return null
  const named = vendorsIn(text, known)
  const afterNeed = asked.slice(asked.indexOf(need.description) + need.description.length)
  // "send it to Acme": a vendor, not a place.
  const unnamed = named.reduce((rest, vendor) => rest.split(vendor.name).join(' '), afterNeed)
  return {
    ...need,
    deliveryPlace: placeIn(unnamed),
    deliveryDate: deliveryDayIn(afterNeed, now),
    orderType: orderTypeIn(named.reduce((rest, vendor) => rest.split(vendor.name).join(' '), text)),
    vendorCount: topIn(afterNeed),
    vendorWords: named.length ? [] : vendorWordsIn(afterNeed),
    vendorIds: named.map((vendor) => vendor.id),
  }
}

/**
 * Whether `text` asks for an RFQ to be written (rather than about one): "draft an RFQ for…",
 * "I need…", "get quotes for…" with a quantity, or a sentence that starts with one ("500 M8
 * bolts to Lagos, ask my top 3 suppliers").
 */
export const asksForRfq = (text: string) =>
  (ASKING.test(text) && /\d/.test(text)) ||
  (/^\s*\d/.test(text) && needIn(text) !== null && !/\?\s*$/.test(text))
