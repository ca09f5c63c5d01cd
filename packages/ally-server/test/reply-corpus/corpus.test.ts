import ExcelJS from 'exceljs'
import { type ParsedMail, simpleParser } from 'mailparser'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { REPLY_CASES, type ReplyCase, type ReplyKind } from './cases'

// The corpus itself, checked: every case is a message a mailbox could hand over, built as the
// case says, with expectations that fit its RFQ. The reader is not run here.

const MINIMUM: Record<ReplyKind, number> = {
  'body-table': 4,
  'free-text': 4,
  html: 2,
  pdf: 4,
  xlsx: 2,
  csv: 2,
  'other-currency': 2,
  nothing: 2,
}

const ATTACHED: Partial<Record<ReplyKind, { type: string; extension: string }>> = {
  pdf: { type: 'application/pdf', extension: '.pdf' },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: '.xlsx',
  },
  csv: { type: 'text/csv', extension: '.csv' },
}

const parsed = new Map<string, Promise<{ raw: Buffer; mail: ParsedMail }>>()
function parse(c: ReplyCase) {
  let entry = parsed.get(c.name)
  if (!entry) {
    entry = c.raw().then(async (raw) => ({ raw, mail: await simpleParser(raw) }))
    parsed.set(c.name, entry)
  }
  return entry
}

/** The case's one quote file; images (a logo in the signature) may come beside it. */
function quoteFile(c: ReplyCase, mail: ParsedMail) {
  const want = ATTACHED[c.kind]
  if (!want) throw new Error(`${c.kind} has no quote file`)
  const files = mail.attachments.filter((a) => !a.contentType.startsWith('image/'))
  expect(files).toHaveLength(1)
  const [file] = files
  if (!file) throw new Error('no attachment')
  expect(file.contentType).toBe(want.type)
  expect(file.contentDisposition).toBe('attachment')
  expect(file.filename?.toLowerCase().endsWith(want.extension)).toBe(true)
  return file
}

describe('the reply corpus', () => {
  it('has enough cases of every kind, each named once', () => {
    expect(REPLY_CASES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(REPLY_CASES.map((c) => c.name)).size).toBe(REPLY_CASES.length)
    for (const [kind, least] of Object.entries(MINIMUM)) {
      expect(REPLY_CASES.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(least)
    }
  })

  it('answers each RFQ once', () => {
    const ids = REPLY_CASES.map((c) => c.rfq.taId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  describe.each(REPLY_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    it('prices only the RFQ’s lines, and its figures are well formed', () => {
      const ids = c.rfq.lines.map((l) => l.id)
      expect(c.rfq.lines.length).toBeGreaterThanOrEqual(2)
      expect(c.rfq.lines.length).toBeLessThanOrEqual(6)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.every((id) => /^line-\d+$/.test(id))).toBe(true)
      for (const line of c.rfq.lines) expect(line.quantity).toBeGreaterThan(0)

      const e = c.expected
      const priced = Object.keys(e.unitPrices)
      for (const id of priced) expect(ids).toContain(id)
      for (const price of Object.values(e.unitPrices)) {
        expect(price).toBeGreaterThan(0)
        expect(Math.round(price * 100) / 100).toBe(price)
      }
      expect(e.readable).toBe(priced.length > 0)
      if (e.readable) expect(e.currency).not.toBeNull()
      else expect(e.currency).toBeNull()
      if (e.leadTimeDays !== null) expect(Number.isInteger(e.leadTimeDays)).toBe(true)
      if (e.shippingCost !== null) expect(e.shippingCost).toBeGreaterThanOrEqual(0)
      if (e.validUntil !== null) {
        expect(e.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(new Date(`${e.validUntil}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.validUntil)
      }
      expect(c.kind === 'nothing').toBe(!e.readable)
    })

    it('builds a message that parses, from a vendor to the buyer, on a fixed date', async () => {
      const { raw, mail } = await parse(c)
      expect(raw.includes('\r\n')).toBe(true)
      expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/)
      const again = await simpleParser(await c.raw())
      expect(mail.date?.getUTCFullYear()).toBe(2026)
      expect(again.date?.toISOString()).toBe(mail.date?.toISOString())
      expect(again.messageId).toBe(mail.messageId)
      expect(mail.from?.value[0]?.address).toMatch(/@/)
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
      expect(to?.value[0]?.address).toMatch(/@/)
      expect(mail.messageId).toMatch(/^<.+@.+>$/)
      expect(mail.text || mail.html).toBeTruthy()
      const sent = mail.date?.toISOString().slice(0, 10) ?? ''
      if (c.expected.validUntil) expect(c.expected.validUntil > sent).toBe(true)
    })

    it('names its RFQ: the reference in the subject, or the thread headers', async () => {
      const { mail } = await parse(c)
      expect(mail.subject).toBeTruthy()
      if (!mail.subject?.includes(c.rfq.taId)) {
        expect(mail.inReplyTo).toMatch(/^<.+>$/)
        expect(mail.references).toBeTruthy()
      }
    })

    it('carries the parts its kind says', async () => {
      const { raw, mail } = await parse(c)
      const text = raw.toString('latin1')
      if (c.kind === 'html') {
        expect(mail.html).toBeTruthy()
        expect(text).not.toMatch(/Content-Type: text\/plain/i)
      } else {
        expect(text).toMatch(/Content-Type: text\/plain/i)
      }
      const want = ATTACHED[c.kind]
      if (!want) {
        expect(mail.attachments).toHaveLength(0)
        return
      }
      const file = quoteFile(c, mail)
      if (c.kind === 'pdf') {
        expect(file.content.subarray(0, 5).toString()).toBe('%PDF-')
        const pdf = await PDFDocument.load(file.content)
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
      }
      if (c.kind === 'xlsx') {
        const book = new ExcelJS.Workbook()
        // exceljs's types want its own Buffer; the bytes are a Node Buffer.
        await book.xlsx.load(file.content as unknown as ExcelJS.Buffer)
        const numbers: number[] = []
        book.worksheets[0]?.eachRow((row) => {
          row.eachCell((cell) => {
            if (typeof cell.value === 'number') numbers.push(cell.value)
          })
        })
        for (const price of Object.values(c.expected.unitPrices)) expect(numbers).toContain(price)
      }
      if (c.kind === 'csv') {
        const csv = file.content.toString('utf8')
        expect(csv.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(c.rfq.lines.length)
      }
    })
  })

  it('has a CSV with a byte-order mark and one with semicolons and decimal commas', async () => {
    const files = await Promise.all(
      REPLY_CASES.filter((c) => c.kind === 'csv').map(async (c) =>
        quoteFile(c, (await parse(c)).mail),
      ),
    )
    expect(
      files.some((f) => f.content.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))),
    ).toBe(true)
    expect(files.some((f) => /;\d+,\d{2}(;|\r?\n)/.test(f.content.toString('utf8')))).toBe(true)
  })

  it('has an HTML mail with a script and event handlers, its prices still to be read', async () => {
    const scripted = []
    for (const c of REPLY_CASES.filter((c) => c.kind === 'html')) {
      const { mail } = await parse(c)
      if (/<script/i.test(mail.html || '') && /\sonclick=/i.test(mail.html || '')) scripted.push(c)
    }
    expect(scripted.length).toBeGreaterThanOrEqual(1)
    expect(scripted.every((c) => c.expected.readable)).toBe(true)
  })

  it('has a reply whose subject leaves out the reference', async () => {
    const subjects = await Promise.all(
      REPLY_CASES.map(async (c) => [c, (await parse(c)).mail] as const),
    )
    expect(subjects.some(([c, mail]) => !mail.subject?.includes(c.rfq.taId))).toBe(true)
  })
})
