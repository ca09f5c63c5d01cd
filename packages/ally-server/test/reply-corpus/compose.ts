import type { Currency } from '@ally/sdk'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { ReplyRfq } from '../../src/channels/replies/reply-types'

// What the corpus's messages are made of: the buyers, the RFQs they sent (as the product's RFQ
// e-mail words them, src/sourcing/rfq-mail.ts), the ways mail clients quote them, and the
// composing of a whole RFC 822 message with nodemailer's MailComposer.

export interface Buyer {
  name: string
  address: string
  business: string
  site: string
}

export const LEKKI: Buyer = {
  name: 'Adaeze Okafor',
  address: 'adaeze.okafor@lekkifoods.ng',
  business: 'Lekki Foods Ltd',
  site: 'Plot 5, Industrial Avenue, Ikeja, Lagos',
}

export const HARBOUR: Buyer = {
  name: 'Tunde Bakare',
  address: 'procurement@harbourmarine.ng',
  business: 'Harbour Marine Services Ltd',
  site: 'Berth 4, Apapa Port Complex, Apapa, Lagos',
}

export const NORTHBRIDGE: Buyer = {
  name: 'Sarah Whitfield',
  address: 's.whitfield@northbridge-eng.co.uk',
  business: 'Northbridge Engineering Ltd',
  site: 'Unit 3, Riverside Park, Leeds LS10 1AB',
}

export const KANO_AGRO: Buyer = {
  name: 'Purchasing Department',
  address: 'purchasing@kanoagro.com',
  business: 'Kano Agro Processing Ltd',
  site: 'Plot 22, Sharada Industrial Estate Phase II, Kano',
}

/** An RFQ as its buyer sent it: what the reply answers, and what the vendor's mail quotes. */
export interface Enquiry {
  rfq: ReplyRfq
  title: string
  buyer: Buyer
  /** When the RFQ e-mail went out (ISO, UTC). */
  sent: string
  /** The quote deadline the RFQ e-mail gives (ISO, UTC). */
  deadline: string
  deliverBy?: string
  /** The buyer's own words in the RFQ e-mail. */
  message?: string
}

type LineSpec = readonly [description: string, quantity: number, unit: string]

export function enquiry(
  taId: string,
  title: string,
  currency: Currency,
  buyer: Buyer,
  lines: readonly LineSpec[],
  more: Partial<Pick<Enquiry, 'sent' | 'deadline' | 'deliverBy' | 'message'>> = {},
): Enquiry {
  return {
    rfq: {
      taId,
      currency,
      lines: lines.map(([description, quantity, unit], index) => ({
        id: `line-${index + 1}`,
        description,
        quantity,
        unit,
      })),
    },
    title,
    buyer,
    sent: more.sent ?? '2026-11-09T10:02:00Z',
    deadline: more.deadline ?? '2026-11-20T17:00:00Z',
    deliverBy: more.deliverBy,
    message: more.message,
  }
}

/** The RFQ's own Message-ID, which a threaded reply names in In-Reply-To and References. */
export const rfqMessageId = (e: Enquiry) =>
  `<rfq.${e.rfq.taId.toLowerCase()}.${e.sent.slice(0, 10).replaceAll('-', '')}@mail.ally.example>`

/** The product's RFQ e-mail, as text (src/sourcing/rfq-mail.ts). */
export function rfqMailText(e: Enquiry, vendorName: string): string[] {
  const r = e.rfq
  return [
    `${e.buyer.business} asks ${vendorName} for a quote: ${e.title} (${r.taId}).`,
    ...(e.message ? ['', `${e.buyer.business} writes: “${e.message}”`] : []),
    '',
    'Items:',
    ...r.lines.map((l, i) => `${i + 1}. ${l.description}: ${l.quantity} ${l.unit}`),
    '',
    `Prices in ${r.currency.toUpperCase()}.`,
    `Deliver to: ${e.buyer.site}`,
    ...(e.deliverBy ? [`Deliver by: ${e.deliverBy}`] : []),
    `Quote by ${e.deadline.slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `View and answer: https://app.ally.example/vendor/rfq?token=rq_${r.taId.replace('-', '').toLowerCase()}x7Kp2mQ9vL4sT8wZ`,
    '',
    'No account is needed: the link opens this request. Keep it to yourself.',
  ]
}

/** The RFQ's subject, as the product sends it. */
export const rfqSubject = (e: Enquiry) => `RFQ ${e.rfq.taId}: ${e.title} — ${e.buyer.business}`

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const pad = (n: number) => String(n).padStart(2, '0')

function parts(iso: string) {
  const d = new Date(iso)
  return {
    day: DAYS[d.getUTCDay()] ?? '',
    date: d.getUTCDate(),
    month: MONTHS[d.getUTCMonth()] ?? '',
    monthNo: d.getUTCMonth() + 1,
    year: d.getUTCFullYear(),
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
  }
}

export type QuoteStyle = 'gmail' | 'apple' | 'german' | 'outlook' | 'outlook-web'

/** Lines prefixed the way a mail client marks what it quotes. */
export const quoteLines = (lines: readonly string[]) =>
  lines.map((line) => (line ? `> ${line}` : '>')).join('\n')

/** The header a client puts above a quoted message. */
export function attribution(e: Enquiry, style: QuoteStyle, vendorAddress: string): string {
  const p = parts(e.sent)
  const who = `${e.buyer.business} <${e.buyer.address}>`
  switch (style) {
    case 'gmail':
      return `On ${p.day.slice(0, 3)}, ${p.date} ${p.month.slice(0, 3)} ${p.year} at ${p.time}, ${who} wrote:`
    case 'apple':
      return `On ${p.date} ${p.month.slice(0, 3)} ${p.year}, at ${p.time}, ${who} wrote:`
    case 'german':
      return `Am ${pad(p.date)}.${pad(p.monthNo)}.${p.year} um ${p.time} schrieb ${who}:`
    case 'outlook':
    case 'outlook-web': {
      const h12 = p.hours % 12 === 0 ? 12 : p.hours % 12
      const sent = `${p.day}, ${p.month} ${p.date}, ${p.year} ${h12}:${pad(p.minutes)} ${p.hours < 12 ? 'AM' : 'PM'}`
      return [
        style === 'outlook' ? '-----Original Message-----' : '________________________________',
        `From: ${who}`,
        `Sent: ${sent}`,
        `To: ${vendorAddress}`,
        `Subject: ${rfqSubject(e)}`,
      ].join('\n')
    }
  }
}

/** The RFQ e-mail quoted below a reply: `> ` lines, or Outlook's unmarked copy under a header. */
export function quotedRfq(
  e: Enquiry,
  vendorName: string,
  vendorAddress: string,
  style: QuoteStyle = 'gmail',
): string {
  const body = rfqMailText(e, vendorName)
  const head = attribution(e, style, vendorAddress)
  return style.startsWith('outlook')
    ? `${head}\n\n${body.join('\n')}`
    : `${head}\n\n${quoteLines(body)}`
}

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * The HTML alternative a webmail client sends beside the text: the same words, `> ` lines in a
 * gmail_quote blockquote.
 */
export function htmlFromText(text: string): string {
  const out: string[] = []
  let quote: string[] = []
  const flush = () => {
    if (!quote.length) return
    out.push(
      `<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">${quote.join('<br>')}</blockquote>`,
    )
    quote = []
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('>')) {
      quote.push(escapeHtml(line.replace(/^> ?/, '')))
      continue
    }
    flush()
    out.push(line ? `<div>${escapeHtml(line)}</div>` : '<div><br></div>')
  }
  flush()
  return `<div dir="ltr">${out.join('\n')}</div>\n`
}

export interface Attachment {
  filename: string
  contentType: string
  content: Buffer
  /** Set for an image the HTML shows (a logo in the signature). */
  cid?: string
}

export interface Reply {
  enquiry: Enquiry
  /** `Name <address>` of the vendor. */
  from: string
  to?: string
  /** ISO, UTC: the Date header, which "valid for N days" counts from. */
  date: string
  subject: string
  text?: string
  /** HTML; `true` for the webmail alternative made from the text. */
  html?: string | true
  attachments?: () => Promise<Attachment[]>
  /** In-Reply-To and References naming the RFQ's message; true unless said otherwise. */
  threaded?: boolean
  headers?: Record<string, string>
}

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

/** The whole message, as a mailbox hands it over: CRLF lines, fixed date, ids and boundaries. */
export function compose(reply: Reply): () => Promise<Buffer> {
  return async () => {
    const e = reply.enquiry
    const vendor = addressOf(reply.from)
    const domain = vendor.split('@')[1] ?? 'vendor.example'
    const stamp = reply.date.replace(/\D/g, '').slice(0, 12)
    const threaded = reply.threaded ?? true
    const html = reply.html === true ? htmlFromText(reply.text ?? '') : reply.html
    const attachments = (await reply.attachments?.()) ?? []
    return new MailComposer({
      from: reply.from,
      to: reply.to ?? `${e.buyer.name} <${e.buyer.address}>`,
      subject: reply.subject,
      date: new Date(reply.date),
      messageId: `<${stamp}.${e.rfq.taId.toLowerCase()}.reply@${domain}>`,
      inReplyTo: threaded ? rfqMessageId(e) : undefined,
      references: threaded ? [rfqMessageId(e)] : undefined,
      text: reply.text,
      html,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' } : {}),
      })),
      headers: reply.headers,
      baseBoundary: `corpus-${e.rfq.taId.toLowerCase()}`,
      newline: 'win',
    })
      .compile()
      .build()
  }
}

/** A 1 × 1 PNG, the smallest stand-in for a logo in a signature. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** `1,250,000.00`: how most of the corpus's vendors write an amount. */
export const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** `1.234,50`: the continental European way. */
export const euroMoney = (n: number) =>
  n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
