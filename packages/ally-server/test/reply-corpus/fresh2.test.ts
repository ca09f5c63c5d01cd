import ExcelJS from 'exceljs'
import { unzlibSync } from 'fflate'
import { type ParsedMail, simpleParser } from 'mailparser'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { REPLY_CASES, type ReplyCase } from './cases'
import { euroMoney, money } from './compose'
import { FRESH_REPLY_CASES } from './fresh'
import { FRESH2_REPLY_CASES } from './fresh2'
import { UNSEEN_REPLY_CASES } from './unseen'

// The third held-out set, checked as messages: each parses, carries the parts its kind implies,
// and expects only figures that fit its RFQ and are written in it (a unit price directly, or as
// the line total it makes with the RFQ's quantity). The reader is not run here.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const parsed = new Map<string, Promise<{ raw: Buffer; mail: ParsedMail }>>()
function parse(c: ReplyCase) {
  let entry = parsed.get(c.name)
  if (!entry) {
    entry = c.raw().then(async (raw) => ({ raw, mail: await simpleParser(raw) }))
    parsed.set(c.name, entry)
  }
  return entry
}

const images = (mail: ParsedMail) =>
  mail.attachments.filter((a) => a.contentType.startsWith('image/'))
const files = (mail: ParsedMail) =>
  mail.attachments.filter((a) => !a.contentType.startsWith('image/'))

/** The text pdf-lib drew: its content streams inflated, their hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const out: string[] = []
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = Buffer.from(unzlibSync(Buffer.from(m[1] ?? '', 'latin1'))).toString('latin1')
    } catch {
      content = m[1] ?? ''
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      out.push(Buffer.from(t[1] ?? '', 'hex').toString('latin1'))
    }
  }
  return out.join('\n')
}

async function workbook(content: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(content as unknown as ExcelJS.Buffer)
  return book
}

/** Every cell of every sheet, as text and as numbers (a formula's cached result included). */
function cells(book: ExcelJS.Workbook) {
  const texts: string[] = []
  const numbers: number[] = []
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const v = cell.value
        if (typeof v === 'number') numbers.push(v)
        else if (v && typeof v === 'object' && 'result' in v && typeof v.result === 'number') {
          numbers.push(v.result)
        }
        texts.push(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))
      })
    })
  }
  return { texts, numbers }
}

/** Every word and number a careful reader sees: text, HTML, and the attachments' contents. */
async function everything(mail: ParsedMail) {
  const texts = [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '']
  const numbers: number[] = []
  for (const file of files(mail)) {
    if (file.contentType === 'application/pdf') texts.push(pdfText(file.content))
    if (file.contentType === 'text/csv') texts.push(file.content.toString('utf8'))
    if (file.contentType === XLSX) {
      const found = cells(await workbook(file.content))
      texts.push(...found.texts)
      numbers.push(...found.numbers)
    }
  }
  return { text: texts.join('\n'), numbers }
}

/** Whether an amount is written in one of the ways these vendors write amounts. */
function states(seen: { text: string; numbers: number[] }, n: number): boolean {
  const ways = [money(n), euroMoney(n), n.toFixed(2), n.toLocaleString('en-US')]
  return ways.some((w) => seen.text.includes(w)) || seen.numbers.includes(n)
}

const EMPTY = {
  unitPrices: {},
  currency: null,
  leadTimeDays: null,
  validUntil: null,
  shippingCost: null,
  readable: false,
}

describe('the fresh2 reply cases', () => {
  it('are twelve, named and numbered apart from the rest of the corpus', () => {
    expect(FRESH2_REPLY_CASES).toHaveLength(12)
    const names = FRESH2_REPLY_CASES.map((c) => c.name)
    const ids = FRESH2_REPLY_CASES.map((c) => c.rfq.taId)
    expect(new Set(names).size).toBe(12)
    for (const name of names) expect(name.startsWith('fresh2: ')).toBe(true)
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => `TA-${401 + i}`))
    for (const c of [...REPLY_CASES, ...UNSEEN_REPLY_CASES, ...FRESH_REPLY_CASES]) {
      expect(names).not.toContain(c.name)
      expect(ids).not.toContain(c.rfq.taId)
    }
    expect(FRESH2_REPLY_CASES.filter((c) => !c.expected.readable)).toHaveLength(1)
    for (const kind of ['pdf', 'xlsx', 'csv'] as const) {
      expect(FRESH2_REPLY_CASES.filter((c) => c.kind === kind)).toHaveLength(1)
    }
    const currencies = new Set(FRESH2_REPLY_CASES.map((c) => c.expected.currency))
    for (const currency of currencies) {
      expect([null, 'usd', 'ngn', 'eur', 'gbp', 'cny']).toContain(currency)
    }
  })

  describe.each(FRESH2_REPLY_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    it('prices only the RFQ’s lines, and its figures are well formed', () => {
      const ids = c.rfq.lines.map((l) => l.id)
      expect(c.rfq.lines.length).toBeGreaterThanOrEqual(2)
      expect(c.rfq.lines.length).toBeLessThanOrEqual(4)
      expect(ids).toEqual(c.rfq.lines.map((_, i) => `line-${i + 1}`))
      const e = c.expected
      expect(Object.keys(e).sort()).toEqual(Object.keys(EMPTY).sort())
      const priced = Object.keys(e.unitPrices)
      for (const id of priced) expect(ids).toContain(id)
      for (const price of Object.values(e.unitPrices)) {
        expect(price).toBeGreaterThan(0)
        expect(Math.round(price * 100) / 100).toBe(price)
      }
      expect(e.readable).toBe(priced.length > 0)
      if (!e.readable) {
        expect(c.kind).toBe('nothing')
        expect(e).toEqual(EMPTY)
      } else {
        expect(c.kind).not.toBe('nothing')
        expect(e.currency).not.toBeNull()
      }
      if (c.kind !== 'other-currency' && e.currency) expect(e.currency).toBe(c.rfq.currency)
      if (c.kind === 'other-currency') expect(e.currency).not.toBe(c.rfq.currency)
      if (e.leadTimeDays !== null) {
        expect(Number.isInteger(e.leadTimeDays)).toBe(true)
        expect(e.leadTimeDays).toBeGreaterThan(0)
      }
      if (e.shippingCost !== null) expect(e.shippingCost).toBeGreaterThanOrEqual(0)
      if (e.validUntil !== null) {
        expect(e.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(new Date(`${e.validUntil}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.validUntil)
      }
    })

    it('parses with simpleParser, from a vendor to the buyer, on a fixed date', async () => {
      const { raw, mail } = await parse(c)
      expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/)
      const again = await simpleParser(await c.raw())
      expect(again.date?.toISOString()).toBe(mail.date?.toISOString())
      expect(again.messageId).toBe(mail.messageId)
      expect(mail.date?.toISOString().slice(0, 7)).toBe('2026-11')
      expect(mail.from?.value[0]?.address).toMatch(/@/)
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
      expect(to?.value[0]?.address).toMatch(/@/)
      expect(mail.subject).toBeTruthy()
      if (!mail.subject?.includes(c.rfq.taId)) expect(mail.inReplyTo).toMatch(/^<.+>$/)
      const sent = mail.date?.toISOString().slice(0, 10) ?? ''
      if (c.expected.validUntil) expect(c.expected.validUntil >= sent).toBe(true)
    })

    it('carries the attachments its kind implies', async () => {
      const { mail } = await parse(c)
      expect(mail.text).toBeTruthy()
      const attached = files(mail)
      if (c.kind === 'nothing') {
        expect(attached).toHaveLength(0)
        expect(images(mail).length).toBeGreaterThanOrEqual(1)
        return
      }
      if (c.kind !== 'pdf' && c.kind !== 'xlsx' && c.kind !== 'csv') {
        expect(mail.attachments).toHaveLength(0)
        return
      }
      expect(attached).toHaveLength(1)
      const [file] = attached
      if (!file) throw new Error('no attachment')
      expect(file.contentDisposition).toBe('attachment')
      const name = file.filename?.toLowerCase() ?? ''
      if (c.kind === 'pdf') {
        expect(file.contentType).toBe('application/pdf')
        expect(name.endsWith('.pdf')).toBe(true)
        const pdf = await PDFDocument.load(file.content)
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
      }
      if (c.kind === 'csv') {
        expect(file.contentType).toBe('text/csv')
        expect(name.endsWith('.csv')).toBe(true)
        expect(file.content.toString('utf8').split('\r\n')[0]).toContain(';')
      }
      if (c.kind === 'xlsx') {
        expect(file.contentType).toBe(XLSX)
        expect(name.endsWith('.xlsx')).toBe(true)
        const book = await workbook(file.content)
        expect(book.worksheets).toHaveLength(1)
        const { numbers } = cells(book)
        for (const price of Object.values(c.expected.unitPrices)) expect(numbers).toContain(price)
      }
    })

    it('states every expected price (or its line total) and shipping cost', async () => {
      const { mail } = await parse(c)
      const seen = await everything(mail)
      for (const [id, price] of Object.entries(c.expected.unitPrices)) {
        const quantity = c.rfq.lines.find((l) => l.id === id)?.quantity ?? 0
        const total = Math.round(price * quantity * 100) / 100
        expect(states(seen, price) || states(seen, total), `${id}: ${price}`).toBe(true)
      }
      const shipping = c.expected.shippingCost
      if (shipping) expect(states(seen, shipping), `shipping ${shipping}`).toBe(true)
    })
  })
})
