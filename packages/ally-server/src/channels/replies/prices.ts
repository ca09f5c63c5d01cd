import type { Currency } from '@ally/sdk'
import { type AmountToken, amountsIn } from './amounts'
import { type LineMatcher, wordsOf } from './line-matching'
import type { ReplyRfqLine } from './reply-types'
import { type Row, shownAround } from './rows'

// The unit price of each RFQ line a reply prices, row by row. A row is cut at each number: the
// words before a number say which line it belongs to (`M8 bolts … ₦45`, `gloves at $12.50`),
// a number after no such words belongs to the line before it (a table's quantity, unit price and
// amount columns). A table's header, where there is one, says which column is which.

export interface PriceFound {
  line: ReplyRfqLine
  unitPrice: number
  currency: Currency | null
  row: Row
  /** The row as shown for this price: around it, where the row is long. */
  shown: string
}

type Column = 'description' | 'quantity' | 'unitPrice' | 'total' | 'other'

interface CellToken extends AmountToken {
  cell: number
}

// Rows that total or add to the lines, never price one.
const SUMMARY_ROW =
  /^(?:[|\s]*)(?:sub\s*-?\s*total|grand\s+total|total|vat|tax|shipping|freight|delivery\s+(?:charge|fee|cost)|discount|carriage|transport|amount\s+due|balance)\b/i

// Words after which a number is not a line's price.
const OTHER_FIGURE =
  /\b(?:sub\s*-?\s*total|total|vat|tax|shipping|freight|carriage|transport|delivery\s+(?:charge|fee|cost)|discount|lead\s*time|valid\w*|warrant\w*|guarantee\w*|rc|reg(?:istration)?|tel|phone|fax|po\s+box|account|acct|invoice)\b[^|]*$/i

// A number followed by a time ("5 years", "3h backup") is a duration, never a price.
const DURATION_AFTER = /^\s*(?:years?|yrs?|months?|weeks?|wks?|days?|hours?|hrs?|h\b)/i

// "3) …", "Pos. 3 - …", "Item 3: …": a row numbered at its start.
const NUMBERED = /^\s*(?:pos(?:ition)?\.?\s*|item\s+|line\s+)?(\d{1,2})\s*[).:-]\s+/i

function columnOf(cell: string): Column {
  const text = cell.toLowerCase()
  if (
    /unit\s*(?:price|cost|rate)|price\s*(?:per|\/)\s*(?:unit|pc|piece|item)|u\/\s*price|\brate\b|price\s+each|\beach\b/.test(
      text,
    )
  )
    return 'unitPrice'
  if (/amount|total|extended|\bext\b|line\s+value|\bvalue\b|\bsum\b/.test(text)) return 'total'
  if (/price|cost/.test(text)) return 'unitPrice'
  if (/\bqty\b|quantity|\bquant\b|no\.?\s+of/.test(text)) return 'quantity'
  if (/descr|item|product|material|article|particulars|service|goods/.test(text))
    return 'description'
  return 'other'
}

// Of two unit price columns, the one the buyer pays: net of discount, or before VAT.
const NET_PRICE =
  /\bnett?\b|after\s+disc|disc(?:ounted|\.)?\s+price|your\s+price|special|ex(?:cl?)?\.?\s*(?:vat|tax|gst)|excluding/i

/**
 * A table's header: cells naming a price or amount column and what is priced, holding no money.
 * Beside a list (or VAT-inclusive) price, a net one is the unit price; the other is left aside.
 */
function headerOf(row: Row): Column[] | null {
  if (row.cells.length < 2) return null
  if (row.cells.some((cell) => amountsIn(cell).some((token) => token.moneyLike))) return null
  const named = row.cells.map(columnOf)
  const unitPrices = named.flatMap((column, index) => (column === 'unitPrice' ? [index] : []))
  const net = unitPrices.filter((index) => NET_PRICE.test(row.cells[index] ?? ''))
  const columns =
    unitPrices.length > 1 && net.length === 1
      ? named.map((column, index) =>
          column === 'unitPrice' && index !== net[0] ? 'other' : column,
        )
      : named
  const prices = columns.some((column) => column === 'unitPrice' || column === 'total')
  const goods = columns.some((column) => column === 'description' || column === 'quantity')
  return prices && goods ? columns : null
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The numbers in a row's cells, placed as if the cells were joined with ` | `. */
function tokensOf(row: Row): { joined: string; tokens: CellToken[] } {
  const tokens: CellToken[] = []
  let offset = 0
  for (const [cell, text] of row.cells.entries()) {
    for (const token of amountsIn(text))
      tokens.push({ ...token, cell, start: token.start + offset, end: token.end + offset })
    offset += text.length + 3
  }
  return { joined: row.cells.join(' | '), tokens }
}

/** The quantity asked, written without a currency or decimals, is not a price. */
const isQuantity = (token: AmountToken, line: ReplyRfqLine) =>
  token.quantityLike ||
  (!token.moneyLike && Number.isInteger(token.value) && token.value === line.quantity)

const PRICE_WORDS =
  /\b(?:each|per|price[sd]?|cost[s]?|rate|at|for|apiece|a\s+piece)\b|@|=|\/\s*[a-z]/i

/** `a roll`, `a box` after a number: the price of one of the line's units. */
const perOwnUnit = (context: string, line: ReplyRfqLine) => {
  const unit = wordsOf(line.unit)[0]
  return (
    unit !== undefined &&
    [...context.matchAll(/\b(?:a|an|one)\s+([\p{L}]+)/giu)].some(
      (match) => wordsOf(match[1] ?? '')[0] === unit,
    )
  )
}

function unitPriceOf(
  line: ReplyRfqLine,
  tokens: CellToken[],
  columns: Column[] | null,
  context: string,
  tabular: boolean,
): { value: number; token: CellToken } | null {
  const candidates = tokens.filter(
    (token) =>
      !isQuantity(token, line) &&
      token.value > 0 &&
      // A bare number is a price only in a table or beside a word that makes it one.
      (token.moneyLike || tabular || PRICE_WORDS.test(context) || perOwnUnit(context, line)),
  )
  if (columns) {
    const unit = candidates.find((token) => columns[token.cell] === 'unitPrice')
    if (unit) return { value: unit.value, token: unit }
    const total = candidates.find((token) => columns[token.cell] === 'total')
    if (total && line.quantity > 0)
      return { value: round2(total.value / line.quantity), token: total }
    // A price column left empty, or with N/A, "not available": the line is not priced.
    return null
  }
  // A unit price and its line's amount: the one times the quantity asked is the other. Of one
  // piece, a number and itself prove nothing (the 4 of `4-pole` twice), nor do two bare numbers
  // in a sentence.
  for (const unit of candidates)
    for (const total of candidates)
      if (
        unit !== total &&
        line.quantity !== 1 &&
        (tabular || unit.moneyLike || total.moneyLike) &&
        Math.abs(unit.value * line.quantity - total.value) <= Math.max(0.011, total.value * 0.0005)
      )
        return { value: unit.value, token: unit }
  const first = candidates.find((token) => token.moneyLike) ?? candidates[0]
  if (!first) return null
  // "₦22,500 in total for the 500 bolts": a line's total, said as one.
  const saysTotal = /\b(?:total|in all|altogether|for all|for the lot|lump\s*sum)\b/i.test(context)
  const saysEach = /\b(?:each|per|a piece|apiece|unit)\b|@|\/\s*[a-z]/i.test(context)
  if (saysTotal && !saysEach && line.quantity > 0)
    return { value: round2(first.value / line.quantity), token: first }
  return { value: first.value, token: first }
}

/**
 * Every price the rows give, in row order. A row that only names a line (a description on its
 * own, the quoted RFQ) lets the next row's numbers belong to that line.
 */
export function pricesIn(rows: readonly Row[], matcher: LineMatcher): PriceFound[] {
  const found: PriceFound[] = []
  let columns: Column[] | null = null
  let columnsPart = ''
  let named: ReplyRfqLine | null = null
  for (const row of rows) {
    if (row.part !== columnsPart) {
      columns = null
      named = null
      columnsPart = row.part
    }
    const header = headerOf(row)
    if (header) {
      columns = header
      named = null
      continue
    }
    if (SUMMARY_ROW.test(row.text)) {
      named = null
      continue
    }
    const { joined, tokens } = tokensOf(row)
    // A spreadsheet's row may stop before its header's last column; other tables must match.
    const fits =
      row.part === 'body' || !row.cells.length ? false : row.cells.length <= (columns?.length ?? 0)
    const rowColumns = columns && (columns.length === row.cells.length || fits) ? columns : null
    // Under a header, the row's description cells name its line wherever they stand, before or
    // after the price columns.
    if (rowColumns && !row.quoted) {
      const described = row.cells
        .filter((_, index) => rowColumns[index] === 'description')
        .join(' ')
      const line = matcher.lineNamedIn(described || joined)?.line
      const price = line && unitPriceOf(line, tokens, rowColumns, joined, true)
      if (line && price) {
        found.push({
          line,
          unitPrice: price.value,
          currency:
            price.token.currency ?? tokens.find((token) => token.currency)?.currency ?? null,
          row,
          shown: shownAround(joined, price.token.start, price.token.end),
        })
        named = null
        continue
      }
    }
    const groups: { line: ReplyRfqLine; tokens: CellToken[]; context: string }[] = []
    let previousEnd = 0
    let open = true
    for (const token of tokens) {
      const before = joined.slice(previousEnd, token.start)
      const mention = matcher.lineNamedIn(before)
      // A product code written as a number (`Pos. 3 - 32210 SKF: 27,90 EUR`) names its line and
      // prices nothing: what follows it is that line's.
      const code =
        !mention && !token.moneyLike
          ? matcher.lineNamedIn(joined.slice(previousEnd, token.end))
          : null
      previousEnd = token.end
      if (!token.moneyLike && DURATION_AFTER.test(joined.slice(token.end, token.end + 8))) continue
      if (code) {
        open = true
        if (code.line !== groups.at(-1)?.line)
          groups.push({ line: code.line, tokens: [], context: before })
        continue
      }
      // "Shipping $40", "total 1,250": what follows such words adds up lines, it prices none.
      if (!mention && OTHER_FIGURE.test(before)) {
        open = false
        continue
      }
      const current = open ? groups.at(-1) : undefined
      if (mention) open = true
      // Words of the same line again (`Cutting disc 115 x 22mm (steel)`) go on with its group.
      if (mention && mention.line !== current?.line)
        groups.push({ line: mention.line, tokens: [token], context: before })
      else if (current) {
        current.tokens.push(token)
        current.context += before
      } else if (named && open) groups.push({ line: named, tokens: [token], context: before })
    }
    const rest = joined.slice(previousEnd)
    const last = groups.at(-1)
    if (last) last.context += rest
    if (row.quoted) {
      // Quoted text may name the line the vendor's next row prices; its own numbers are the RFQ's.
      named = matcher.lineNamedIn(row.text)?.line ?? null
      continue
    }
    for (const group of groups) {
      const price = unitPriceOf(
        group.line,
        group.tokens,
        rowColumns,
        group.context,
        rowColumns !== null || row.cells.length >= 3,
      )
      if (!price) continue
      const currency =
        price.token.currency ??
        group.tokens.find((token) => token.currency)?.currency ??
        tokens.find((token) => token.currency)?.currency ??
        null
      found.push({
        line: group.line,
        unitPrice: price.value,
        currency,
        row,
        shown: shownAround(joined, price.token.start, price.token.end),
      })
    }
    // Numbered as the RFQ numbers its lines ("3) Huile hydraulique … : 68,90 €"), a row whose words
    // name no line (another language, another name for it) prices the line of its number.
    const numbered = NUMBERED.exec(row.text)
    const position = numbered ? Number(numbered[1]) : 0
    const byNumber = matcher.lineAt(position)
    if (!groups.length && byNumber && !row.quoted && !rowColumns) {
      const rest = tokens.filter((token) => token.start >= (numbered?.[0].length ?? 0))
      const price = unitPriceOf(byNumber, rest, null, joined, row.cells.length >= 3)
      if (price)
        found.push({
          line: byNumber,
          unitPrice: price.value,
          currency: price.token.currency ?? rest.find((token) => token.currency)?.currency ?? null,
          row,
          shown: shownAround(joined, price.token.start, price.token.end),
        })
    }
    // Only a short row without numbers, a description on its own, hands its line to the next.
    const short = row.text.split(/\s+/).length <= 12
    named = short && tokens.length === 0 ? (matcher.lineNamedIn(row.text)?.line ?? null) : null
  }
  return found
}
