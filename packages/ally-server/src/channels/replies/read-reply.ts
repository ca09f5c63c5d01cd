import type { Currency } from '@ally/sdk'
import { simpleParser } from 'mailparser'
import { type AcceptedFileType, nameFor } from '../../files/file-types'
import { currencyNamed } from './amounts'
import { attachmentRows } from './attachment-rows'
import { htmlText } from './html-text'
import { lineMatcher } from './line-matching'
import { pricesIn } from './prices'
import type { FigureSource, ReadFigure, ReplyReading, ReplyRfq } from './reply-types'
import { bodyRows, type Row, shownText } from './rows'
import { leadTimeIn, shippingIn, validUntilIn } from './terms'

// A vendor's e-mailed answer to an RFQ, read into the figures of a draft answer: a price per
// line, the currency, lead time, validity and shipping, each with the row it was read from.
// Nothing here stores or sends anything: the caller keeps the reading as a draft for the buyer.

/** The largest mail read; a bigger one is left for the buyer to open. */
export const MAX_MAIL_BYTES = 25 * 1024 * 1024
/** Attachments read per mail; the rest are left for the buyer to open. */
export const MAX_ATTACHMENTS_READ = 10
/** HTML read, at most: a longer page is read up to there. */
const MAX_HTML_CHARACTERS = 2_000_000

const sourceOf = (row: Row): FigureSource => ({
  part: row.part,
  row: row.row,
  text: shownText(row.text),
})

const nothingRead = (problem: string): ReplyReading => ({
  unitPrices: {},
  currency: null,
  leadTimeDays: null,
  validUntil: null,
  shippingCost: null,
  readable: false,
  problems: [problem],
})

/** The currency most prices were written in; else one the reply names; else the RFQ's. */
function currencyOf(
  prices: readonly { currency: Currency | null; row: Row }[],
  rows: readonly Row[],
  rfq: ReplyRfq,
): ReadFigure<Currency> | null {
  const counts = new Map<Currency, { count: number; row: Row }>()
  for (const price of prices) {
    if (!price.currency) continue
    const seen = counts.get(price.currency)
    counts.set(price.currency, { count: (seen?.count ?? 0) + 1, row: seen?.row ?? price.row })
  }
  const [most] = [...counts.entries()].sort((a, b) => b[1].count - a[1].count)
  if (most) return { value: most[0], source: sourceOf(most[1].row) }
  for (const row of rows) {
    if (row.quoted) continue
    const named = currencyNamed(row.text)
    if (named) return { value: named, source: sourceOf(row) }
  }
  const first = prices[0]
  return first ? { value: rfq.currency, source: sourceOf(first.row) } : null
}

/**
 * Reads a vendor's reply (the whole message, as a mailbox hands it over) against the RFQ it
 * answers. Quoted text never counts as the answer; scripts and markup in HTML mail are dropped
 * with the markup; attachments are sniffed and only PDFs, XLSX and CSV files are read.
 *
 * @example
 * const reading = await readReply(raw, { taId: 'TA-12', currency: 'ngn', lines })
 * reading.unitPrices['line-1']?.value // 45
 */
export async function readReply(raw: Buffer, rfq: ReplyRfq): Promise<ReplyReading> {
  return (await readReplyMail(raw, rfq)).reading
}

/** A file of the reply worth keeping beside its draft: one of the kinds the product takes. */
export interface KeptFile {
  name: string
  mimeType: AcceptedFileType
  bytes: Buffer
}

/** The reading, with the reply's text as read and the files worth keeping beside the draft. */
export interface ReadReplyMail {
  reading: ReplyReading
  /** Plain text (from the HTML part when there is no text part), at most MAX_TEXT_CHARACTERS. */
  text: string
  files: KeptFile[]
}

/** The reply's text kept for the buyer to read beside the draft. */
export const MAX_TEXT_CHARACTERS = 50_000

const TOO_LARGE = `The e-mail is larger than ${MAX_MAIL_BYTES / 1024 / 1024} MB and was not read.`

/** What the mailbox gave for a message too large to fetch, or gone since it was listed. */
export const UNFETCHED = `The e-mail is larger than ${MAX_MAIL_BYTES / 1024 / 1024} MB, or no longer in the mailbox, and was not read.`

/** A reply that could not be read at all, saying why: a draft the buyer fills in by hand. */
export const unreadMail = (problem: string): ReadReplyMail => ({
  reading: nothingRead(problem),
  text: '',
  files: [],
})

/** readReply, also handing over what the draft keeps of the reply: its text and its files. */
export async function readReplyMail(raw: Buffer, rfq: ReplyRfq): Promise<ReadReplyMail> {
  if (raw.length > MAX_MAIL_BYTES) return unreadMail(TOO_LARGE)
  const mail = await simpleParser(raw, {
    // The text of HTML-only mail is made here (html-text.ts), where tables keep their cells apart.
    skipHtmlToText: true,
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  })
  const problems: string[] = []
  const html = typeof mail.html === 'string' ? mail.html.slice(0, MAX_HTML_CHARACTERS) : ''
  const text = mail.text?.trim() ? mail.text : htmlText(html)
  const rows = bodyRows(text)
  const files = mail.attachments.filter(
    (file) => file.contentDisposition !== 'inline' || file.filename,
  )
  const kept: KeptFile[] = []
  for (const file of files.slice(0, MAX_ATTACHMENTS_READ)) {
    const read = await attachmentRows({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content,
    })
    if (!read) continue
    if ('problem' in read) problems.push(read.problem)
    else {
      rows.push(...read.rows)
      const name = nameFor(file.filename || 'attachment', read.mimeType)
      kept.push({ name, mimeType: read.mimeType, bytes: file.content })
    }
  }
  if (files.length > MAX_ATTACHMENTS_READ)
    problems.push(`Only the first ${MAX_ATTACHMENTS_READ} attachments were read.`)

  const prices = pricesIn(rows, lineMatcher(rfq.lines))
  const unitPrices: ReplyReading['unitPrices'] = {}
  const used: typeof prices = []
  for (const price of prices) {
    if (unitPrices[price.line.id]) continue
    unitPrices[price.line.id] = {
      value: price.unitPrice,
      source: { part: price.row.part, row: price.row.row, text: price.shown },
    }
    used.push(price)
  }
  const readable = used.length > 0
  if (!readable)
    problems.unshift(
      'No prices could be read from this reply; open the e-mail to answer for the vendor.',
    )
  else
    for (const line of rfq.lines)
      if (!unitPrices[line.id]) problems.push(`No price was found for “${line.description}”.`)

  const reading = {
    unitPrices,
    currency: currencyOf(used, rows, rfq),
    leadTimeDays: leadTimeIn(rows),
    validUntil: validUntilIn(rows, mail.date ?? new Date()),
    shippingCost: shippingIn(rows),
    readable,
    problems,
  }
  return { reading, text: text.slice(0, MAX_TEXT_CHARACTERS), files: kept }
}
