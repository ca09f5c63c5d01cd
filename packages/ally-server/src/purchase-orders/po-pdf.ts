// Over 300 lines on purpose: the PDF's layout (writer, table, sections) is one drawing, read
// together.
import { currencySymbol, formatNumber, type PurchaseOrder } from '@ally/sdk'
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

// The purchase order as the vendor receives it: an A4 PDF with the buyer's logo, both addresses,
// the lines, the totals and the terms. Made with pdf-lib and its standard Helvetica, so nothing
// is downloaded or installed; characters Helvetica cannot draw show as '?'.

/** What the PDF prints of a line. */
type PdfLine = Pick<
  PurchaseOrder['lines'][number],
  'description' | 'quantity' | 'unit' | 'unitPrice' | 'total'
>

export interface PoPdfInput {
  po: { lines: readonly PdfLine[] } & Pick<
    PurchaseOrder,
    | 'number'
    | 'taId'
    | 'currency'
    | 'subtotal'
    | 'tax'
    | 'shippingCost'
    | 'total'
    | 'deliveryAddress'
    | 'deliveryDate'
    | 'paymentTerms'
    | 'notes'
  >
  buyer: { name: string; address: string | null; country: string | null; email: string | null }
  vendor: { name: string; contactName: string | null; email: string; address: string | null }
  /** PNG or JPEG bytes of the buyer's logo; anything else is left out. */
  logo: { bytes: Buffer; mimeType: string } | null
  /** The day the PO is issued (sent). */
  issuedAt: Date
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 40
const WIDTH = A4[0] - 2 * MARGIN
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.38, 0.42, 0.48)
const RULE = rgb(0.82, 0.84, 0.88)
const BAND = rgb(0.95, 0.96, 0.97)

/** Columns of the lines table: label, width, and whether figures align right. */
const COLUMNS = [
  { label: '#', width: 26, right: false },
  { label: 'Description', width: 209, right: false },
  { label: 'Qty', width: 60, right: true },
  { label: 'Unit', width: 50, right: false },
  { label: 'Unit price', width: 85, right: true },
  { label: 'Amount', width: 85, right: true },
] as const

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/** `text` with every character Helvetica (WinAnsi) cannot draw replaced by '?'. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return [...text.replace(/\s+/g, ' ')]
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('')
}

/** Splits `text` into lines no wider than `width`, breaking long words where they must. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of drawable(font, paragraph).split(' ')) {
      const candidate = line ? `${line} ${word}` : word
      if (fits(candidate)) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      let rest = word
      while (!fits(rest)) {
        let cut = rest.length - 1
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}

/** Money as the PDF shows it: the symbol when Helvetica has it (`€1,200.00`), else the code. */
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

function money(font: PDFFont, amount: number, currency: string): string {
  const fixed = CENTS.format(Math.abs(amount))
  const symbol = currencySymbol(currency)
  const sign = amount < 0 ? '-' : ''
  return symbol && drawable(font, symbol) === symbol
    ? `${sign}${symbol}${fixed}`
    : `${sign}${currency.toUpperCase()} ${fixed}`
}

const day = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

const dayOf = (iso: string) => day(new Date(`${iso}T00:00:00Z`))

async function embedLogo(doc: PDFDocument, logo: PoPdfInput['logo']): Promise<PDFImage | null> {
  if (!logo) return null
  try {
    if (logo.mimeType === 'image/png') return await doc.embedPng(logo.bytes)
    if (logo.mimeType === 'image/jpeg') return await doc.embedJpg(logo.bytes)
  } catch {
    // A logo pdf-lib cannot read leaves the PDF without it rather than unsent.
  }
  return null
}

/** Draws pages top to bottom, starting a new page when the next block does not fit. */
class Writer {
  page: PDFPage
  y: number

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly onNewPage: (writer: Writer) => void,
  ) {
    this.page = doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  /** Makes room for `height` points, on a new page if this one is full. */
  room(height: number) {
    if (this.y - height >= MARGIN + 24) return
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
    this.onNewPage(this)
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: typeof INK }) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    this.page.drawText(drawable(font, text), {
      x,
      y: this.y,
      size: options.size ?? 10,
      font,
      color: options.color ?? INK,
    })
  }

  /** `text` ending at `right`. */
  textRight(text: string, right: number, options: { size?: number; bold?: boolean }) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    const width = font.widthOfTextAtSize(drawable(font, text), options.size ?? 10)
    this.text(text, right - width, options)
  }

  rule(color = RULE) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.75,
      color,
    })
  }
}

/** A labelled block of wrapped lines in a column; returns its height. */
function block(writer: Writer, x: number, width: number, label: string, lines: string[]): number {
  const top = writer.y
  writer.text(label.toUpperCase(), x, { size: 8, bold: true, color: MUTED })
  writer.y -= 14
  for (const line of lines.flatMap((l) => wrapText(writer.fonts.regular, l, 10, width))) {
    writer.text(line, x, {})
    writer.y -= 13
  }
  const height = top - writer.y
  writer.y = top
  return height
}

function tableHeader(writer: Writer) {
  writer.page.drawRectangle({
    x: MARGIN,
    y: writer.y - 6,
    width: WIDTH,
    height: 20,
    color: BAND,
  })
  let x = MARGIN
  for (const column of COLUMNS) {
    const options = { size: 8, bold: true }
    if (column.right) writer.textRight(column.label.toUpperCase(), x + column.width - 6, options)
    else writer.text(column.label.toUpperCase(), x + 6, { ...options, color: MUTED })
    x += column.width
  }
  writer.y -= 24
}

/** The purchase order as PDF bytes. */
export async function purchaseOrderPdf(input: PoPdfInput): Promise<Buffer> {
  const { po } = input
  const doc = await PDFDocument.create()
  doc.setTitle(`Purchase order ${po.number}`)
  doc.setAuthor(input.buyer.name)
  doc.setSubject(`Purchase order ${po.number} for ${input.vendor.name}`)
  doc.setProducer('Ally')
  doc.setCreator('Ally')
  doc.setCreationDate(input.issuedAt)
  doc.setModificationDate(input.issuedAt)
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const logo = await embedLogo(doc, input.logo)
  // A page break inside the table repeats its header.
  const table = { open: false }
  const writer = new Writer(doc, fonts, (w) => {
    if (table.open) tableHeader(w)
  })

  drawHeading(writer, input, logo)
  drawParties(writer, input)
  table.open = true
  drawLines(writer, fonts, po)
  table.open = false
  drawTotals(writer, fonts, po)
  if (po.notes) drawNotes(writer, fonts, po.notes)
  drawFooters(doc, fonts, po.number)
  return Buffer.from(await doc.save())
}

/** The logo (or the buyer's name) on the left, the PO's number and facts on the right. */
function drawHeading(writer: Writer, input: PoPdfInput, logo: PDFImage | null): void {
  const { po } = input
  const right = MARGIN + WIDTH
  if (logo) {
    const size = logo.scaleToFit(150, 54)
    writer.page.drawImage(logo, {
      x: MARGIN,
      y: writer.y - size.height + 10,
      width: size.width,
      height: size.height,
    })
  } else {
    writer.text(input.buyer.name, MARGIN, { size: 16, bold: true })
  }
  writer.textRight('PURCHASE ORDER', right, { size: 18, bold: true })
  writer.y -= 22
  const facts: [string, string][] = [
    ['Number', po.number],
    ['Date', day(input.issuedAt)],
    ...(po.taId !== po.number ? [['Reference', po.taId] as [string, string]] : []),
    ['Currency', po.currency.toUpperCase()],
  ]
  for (const [label, value] of facts) {
    writer.textRight(`${label}: ${value}`, right, {})
    writer.y -= 13
  }
  writer.y = Math.min(writer.y, A4[1] - MARGIN - 70) - 14
  writer.rule()
  writer.y -= 20
}

/** The buyer and the vendor side by side, then where to deliver and the payment terms. */
function drawParties(writer: Writer, input: PoPdfInput): void {
  const { po } = input
  const half = (WIDTH - 20) / 2
  const buyerLines = [
    input.buyer.name,
    ...(input.buyer.address ? [input.buyer.address] : []),
    ...(input.buyer.country ? [input.buyer.country] : []),
    ...(input.buyer.email ? [input.buyer.email] : []),
  ]
  const vendorLines = [
    input.vendor.name,
    ...(input.vendor.contactName ? [`Attn: ${input.vendor.contactName}`] : []),
    ...(input.vendor.address ? [input.vendor.address] : []),
    input.vendor.email,
  ]
  const parties = Math.max(
    block(writer, MARGIN, half, 'Buyer', buyerLines),
    block(writer, MARGIN + half + 20, half, 'Vendor', vendorLines),
  )
  writer.y -= parties + 8
  const delivery = [
    po.deliveryAddress ?? 'To be agreed',
    ...(po.deliveryDate ? [`By ${dayOf(po.deliveryDate)}`] : []),
  ]
  const terms = [po.paymentTerms ?? 'As agreed']
  const third = Math.max(
    block(writer, MARGIN, half, 'Deliver to', delivery),
    block(writer, MARGIN + half + 20, half, 'Payment terms', terms),
  )
  writer.y -= third + 12
}

/** The lines under the table's header, carried over to new pages under a repeated one. */
function drawLines(writer: Writer, fonts: Fonts, po: PoPdfInput['po']): void {
  tableHeader(writer)
  po.lines.forEach((line, index) => {
    const description = wrapText(fonts.regular, line.description, 10, COLUMNS[1].width - 12)
    writer.room(description.length * 13 + 8)
    const cells = [
      String(index + 1),
      '',
      formatNumber(line.quantity, 4),
      line.unit,
      money(fonts.regular, line.unitPrice, po.currency),
      money(fonts.regular, line.total, po.currency),
    ]
    let x = MARGIN
    COLUMNS.forEach((column, i) => {
      if (column.right) writer.textRight(cells[i] ?? '', x + column.width - 6, {})
      else if (i !== 1) writer.text(cells[i] ?? '', x + 6, {})
      x += column.width
    })
    for (const part of description) {
      writer.text(part, MARGIN + COLUMNS[0].width + 6, {})
      writer.y -= 13
    }
    // The rule sits 7 pt under the last baseline; the next row's baseline 14 pt under it.
    writer.y += 6
    writer.rule()
    writer.y -= 14
  })
}

/** Totals, right-aligned under the amounts. */
function drawTotals(writer: Writer, fonts: Fonts, po: PoPdfInput['po']): void {
  const right = MARGIN + WIDTH
  writer.room(4 * 16 + 10)
  const totals: [string, number, boolean][] = [
    ['Subtotal', po.subtotal, false],
    ['Tax', po.tax, false],
    ['Shipping', po.shippingCost, false],
    [`Total (${po.currency.toUpperCase()})`, po.total, true],
  ]
  for (const [label, amount, bold] of totals) {
    writer.textRight(label, right - 100, { bold })
    writer.textRight(money(fonts.regular, amount, po.currency), right - 6, { bold })
    writer.y -= 16
  }
}

function drawNotes(writer: Writer, fonts: Fonts, text: string): void {
  const notes = wrapText(fonts.regular, text, 10, WIDTH)
  writer.y -= 10
  writer.room(14 + Math.min(notes.length, 4) * 13)
  writer.text('NOTES', MARGIN, { size: 8, bold: true, color: MUTED })
  writer.y -= 14
  for (const line of notes) {
    writer.room(13)
    writer.text(line, MARGIN, {})
    writer.y -= 13
  }
}

/** Every page says which PO it belongs to and where it falls. */
function drawFooters(doc: PDFDocument, fonts: Fonts, number: string): void {
  const pages = doc.getPages()
  pages.forEach((page, index) => {
    const footer = `${number} · page ${index + 1} of ${pages.length}`
    page.drawText(drawable(fonts.regular, footer), {
      x: MARGIN,
      y: MARGIN - 16,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    })
  })
}
