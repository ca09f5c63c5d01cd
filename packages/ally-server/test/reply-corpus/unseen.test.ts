import ExcelJS from 'exceljs'
import { unzlibSync } from 'fflate'
import { type ParsedMail, simpleParser } from 'mailparser'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { REPLY_CASES, type ReplyCase } from './cases'
import { euroMoney, money } from './compose'
import { UNSEEN_REPLY_CASES } from './unseen'

// The held-out cases, checked as messages: each parses, carries the parts its kind implies, and
// expects only figures that fit its RFQ and are written in it. The reader is not run here.

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

/** The attachments that are not images (a logo in a signature). */
const files = (mail: ParsedMail) =>
  mail.attachments.filter((a) => !a.contentType.startsWith('image/'))

/** The text pdf-lib drew: its content streams inflated, their hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const bytes = pdf.toString('latin1')
  const out: string[] = []
  for (const m of bytes.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
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

/** Whether an amount is written in the text, in one of the ways these vendors write amounts. */
function mentions(text: string, n: number): boolean {
  const ways = [money(n), euroMoney(n), n.toFixed(2), n.toLocaleString('en-US'), String(n)]
  return ways.some((w) => text.includes(w))
}

/** Every word of the message a careful reader sees: text, HTML, and the attachments' text. */
async function everything(c: ReplyCase, mail: ParsedMail): Promise<string> {
  const parts = [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '']
  for (const file of files(mail)) {
    if (file.contentType === 'application/pdf') parts.push(pdfText(file.content))
    else if (file.contentType === 'text/csv') parts.push(file.content.toString('utf8'))
    else if (file.contentType === XLSX) {
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(file.content as unknown as ExcelJS.Buffer)
      book.worksheets[0]?.eachRow((row) => {
        row.eachCell((cell) => {
          parts.push(String(cell.value))
        })
      })
    }
  }
  expect(parts.join('').length, c.name).toBeGreaterThan(0)
  return parts.join('\n')
}

describe('the unseen reply cases', () => {
  it('are twelve, in the agreed mix, named and numbered apart from the tuned corpus', () => {
    expect(UNSEEN_REPLY_CASES).toHaveLength(12)
    const names = UNSEEN_REPLY_CASES.map((c) => c.name)
    const ids = UNSEEN_REPLY_CASES.map((c) => c.rfq.taId)
    expect(new Set(names).size).toBe(12)
    expect(new Set(ids).size).toBe(12)
    for (const c of REPLY_CASES) {
      expect(names).not.toContain(c.name)
      expect(ids).not.toContain(c.rfq.taId)
    }
    const count = (kind: ReplyCase['kind']) =>
      UNSEEN_REPLY_CASES.filter((c) => c.kind === kind).length
    expect(count('body-table')).toBe(4)
    expect(count('free-text')).toBe(2)
    expect(count('html')).toBe(2)
    expect(count('pdf')).toBe(2)
    expect(count('xlsx')).toBe(1)
    expect(count('csv')).toBe(1)
  })

  it('has one HTML mail without a text part and one with both parts', async () => {
    const html = await Promise.all(
      UNSEEN_REPLY_CASES.filter((c) => c.kind === 'html').map(async (c) => (await parse(c)).raw),
    )
    const plain = html.map((raw) => /Content-Type: text\/plain/i.test(raw.toString('latin1')))
    expect(plain.sort()).toEqual([false, true])
  })

  it('has a reply that declines lines with N/A or "not available"', async () => {
    const declining = []
    for (const c of UNSEEN_REPLY_CASES) {
      const { mail } = await parse(c)
      const priced = Object.keys(c.expected.unitPrices).length
      if (/\bN\/A\b/.test(mail.text ?? '') && /not available/i.test(mail.text ?? '')) {
        expect(priced).toBeGreaterThan(0)
        expect(priced).toBeLessThan(c.rfq.lines.length)
        declining.push(c)
      }
    }
    expect(declining).toHaveLength(1)
  })

  describe.each(UNSEEN_REPLY_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    it('prices only the RFQ’s lines, and its figures are well formed', () => {
      const ids = c.rfq.lines.map((l) => l.id)
      expect(c.rfq.lines.length).toBeGreaterThanOrEqual(2)
      expect(c.rfq.lines.length).toBeLessThanOrEqual(6)
      expect(ids).toEqual(c.rfq.lines.map((_, i) => `line-${i + 1}`))
      for (const line of c.rfq.lines) expect(line.quantity).toBeGreaterThan(0)

      const e = c.expected
      const priced = Object.keys(e.unitPrices)
      for (const id of priced) expect(ids).toContain(id)
      for (const price of Object.values(e.unitPrices)) {
        expect(price).toBeGreaterThan(0)
        expect(Math.round(price * 100) / 100).toBe(price)
      }
      expect(e.readable).toBe(true)
      expect(priced.length).toBeGreaterThan(0)
      expect(e.currency).not.toBeNull()
      if (e.leadTimeDays !== null) expect(Number.isInteger(e.leadTimeDays)).toBe(true)
      if (e.shippingCost !== null) expect(e.shippingCost).toBeGreaterThanOrEqual(0)
      if (e.validUntil !== null) {
        expect(e.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(new Date(`${e.validUntil}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.validUntil)
      }
    })

    it('parses with simpleParser, from a vendor to the buyer, on a fixed date', async () => {
      const { raw, mail } = await parse(c)
      expect(raw.includes('\r\n')).toBe(true)
      expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/)
      const again = await simpleParser(await c.raw())
      expect(mail.date?.getUTCFullYear()).toBe(2026)
      expect(again.date?.toISOString()).toBe(mail.date?.toISOString())
      expect(again.messageId).toBe(mail.messageId)
      expect(mail.messageId).toMatch(/^<.+@.+>$/)
      expect(mail.from?.value[0]?.address).toMatch(/@/)
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
      expect(to?.value[0]?.address).toMatch(/@/)
      expect(mail.text || mail.html).toBeTruthy()
      const sent = mail.date?.toISOString().slice(0, 10) ?? ''
      if (c.expected.validUntil) expect(c.expected.validUntil > sent).toBe(true)
      expect(mail.subject).toBeTruthy()
      if (!mail.subject?.includes(c.rfq.taId)) {
        expect(mail.inReplyTo).toMatch(/^<.+>$/)
        expect(mail.references).toBeTruthy()
      }
    })

    it('carries the attachments its kind implies', async () => {
      const { mail } = await parse(c)
      const attached = files(mail)
      if (c.kind === 'html') expect(mail.html).toBeTruthy()
      else expect(mail.text).toBeTruthy()
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
        expect(file.content.subarray(0, 5).toString()).toBe('%PDF-')
        const pdf = await PDFDocument.load(file.content)
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
      }
      if (c.kind === 'xlsx') {
        expect(file.contentType).toBe(XLSX)
        expect(name.endsWith('.xlsx')).toBe(true)
        const book = new ExcelJS.Workbook()
        await book.xlsx.load(file.content as unknown as ExcelJS.Buffer)
        const numbers: number[] = []
        let header: string[] = []
        book.worksheets[0]?.eachRow((row) => {
          const cells: string[] = []
          row.eachCell({ includeEmpty: true }, (cell) => {
            cells.push(String(cell.value ?? ''))
            if (typeof cell.value === 'number') numbers.push(cell.value)
          })
          if (cells.includes('Description')) header = cells
        })
        for (const price of Object.values(c.expected.unitPrices)) expect(numbers).toContain(price)
        const price = header.findIndex((h) => /price/i.test(h))
        expect(price).toBeGreaterThanOrEqual(0)
        expect(price).toBeLessThan(header.indexOf('Description'))
      }
      if (c.kind === 'csv') {
        expect(file.contentType).toBe('text/csv')
        expect(name.endsWith('.csv')).toBe(true)
        const rows = file.content
          .toString('utf8')
          .split(/\r?\n/)
          .filter(Boolean)
          .map((row) => row.split('\t'))
        const header = rows.find((r) => r.includes('Description'))
        expect(header?.length).toBeGreaterThanOrEqual(5)
        const cells = rows.flat()
        for (const price of Object.values(c.expected.unitPrices)) {
          expect(cells).toContain(price.toFixed(2))
        }
      }
    })

    it('states every expected price and shipping cost', async () => {
      const { mail } = await parse(c)
      const text = await everything(c, mail)
      for (const [id, price] of Object.entries(c.expected.unitPrices)) {
        expect(mentions(text, price), `${id}: ${price}`).toBe(true)
      }
      const shipping = c.expected.shippingCost
      if (shipping) expect(mentions(text, shipping), `shipping ${shipping}`).toBe(true)
    })
  })
})
