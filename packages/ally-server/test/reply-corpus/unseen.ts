import ExcelJS from 'exceljs'
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { ReplyCase } from './cases'
import {
  type Attachment,
  attribution,
  type Buyer,
  compose,
  type Enquiry,
  enquiry,
  escapeHtml,
  HARBOUR,
  KANO_AGRO,
  LEKKI,
  money,
  NORTHBRIDGE,
  quotedRfq,
  rfqMailText,
  rfqSubject,
} from './compose'

// A held-out set: replies written apart from the rest of the corpus, by vendors in Nigeria, the
// UK, the EU, the US, China and India, in wordings and layouts the other cases do not use. The
// reader is measured on them, never tuned on them. Every expected figure is stated in the mail
// or its attachment, outside what the vendor quotes back.

const ONNE: Buyer = {
  name: 'Ibiere Tamuno',
  address: 'procurement@onnebase.ng',
  business: 'Onne Base Logistics Ltd',
  site: 'Federal Ocean Terminal, Onne, Rivers State',
}

// ---------------------------------------------------------------------------------------------
// The RFQs.

const agroInputs = enquiry(
  'TA-201',
  'Fertilizer, sacks and sprayers',
  'ngn',
  KANO_AGRO,
  [
    ['NPK 15-15-15 fertilizer, 50kg bag', 40, 'bags'],
    ['Urea 46% fertilizer, 50kg bag', 30, 'bags'],
    ['Polypropylene woven sack, 50kg, printed', 5000, 'pcs'],
    ['Knapsack sprayer, 16L', 10, 'pcs'],
  ],
  { sent: '2026-11-13T07:30:00Z', deadline: '2026-11-24T17:00:00Z' },
)

const pumps = enquiry(
  'TA-202',
  'Water pumps',
  'usd',
  ONNE,
  [
    ['Centrifugal pump 2HP, 3-phase', 6, 'sets'],
    ['Submersible borehole pump 1.5HP', 4, 'sets'],
    ['Pressure switch for booster pump', 10, 'pcs'],
  ],
  { sent: '2026-11-10T12:00:00Z', deadline: '2026-11-23T17:00:00Z' },
)

const instruments = enquiry(
  'TA-203',
  'Process instruments',
  'usd',
  KANO_AGRO,
  [
    ['Pressure gauge 0-10 bar, 100mm dial, 1/2" NPT', 12, 'pcs'],
    ['Temperature transmitter 4-20mA, PT100', 4, 'pcs'],
    ['Solenoid valve 1/2", 24VDC, normally closed', 6, 'pcs'],
  ],
  { sent: '2026-11-12T08:00:00Z', deadline: '2026-11-26T17:00:00Z' },
)

const powerTools = enquiry(
  'TA-204',
  'Cordless tools',
  'gbp',
  NORTHBRIDGE,
  [
    ['Cordless combi drill 18V, body only', 4, 'pcs'],
    ['18V 5.0Ah Li-ion battery', 8, 'pcs'],
    ['SDS-plus drill bit set, 5-piece', 10, 'sets'],
  ],
  { sent: '2026-11-11T09:15:00Z', deadline: '2026-11-20T17:00:00Z' },
)

const butterflyValves = enquiry(
  'TA-205',
  'Butterfly valves with actuators',
  'eur',
  HARBOUR,
  [
    ['Butterfly valve DN150 PN16, wafer type, EPDM seat', 6, 'pcs'],
    ['Pneumatic actuator, double acting, for DN150 valve', 6, 'pcs'],
    ['Limit switch box for actuator', 6, 'pcs'],
  ],
  { sent: '2026-11-06T10:00:00Z', deadline: '2026-11-17T17:00:00Z' },
)

const pneumatics = enquiry(
  'TA-206',
  'Pneumatic fittings and valves',
  'gbp',
  NORTHBRIDGE,
  [
    ['Push-in fitting, straight, 8mm x 1/4" BSPT', 100, 'pcs'],
    ['Polyurethane tube 8mm OD, 100m reel, blue', 3, 'reels'],
    ['Filter regulator 1/2" BSP with gauge', 5, 'pcs'],
    ['5/2 solenoid valve, 1/4" BSP, 24VDC', 8, 'pcs'],
  ],
  { sent: '2026-11-16T09:30:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const ledLights = enquiry(
  'TA-207',
  'LED lighting for the warehouse',
  'usd',
  HARBOUR,
  [
    ['LED high bay light 150W, IP65', 40, 'pcs'],
    ['LED flood light 200W, IP66', 24, 'pcs'],
    ['LED tube T8 1200mm 18W', 300, 'pcs'],
  ],
  { sent: '2026-11-13T08:00:00Z', deadline: '2026-11-27T17:00:00Z' },
)

const riceMill = enquiry(
  'TA-208',
  'Rice mill spares',
  'usd',
  KANO_AGRO,
  [
    ['Rubber roll 10" for paddy husker', 20, 'pcs'],
    ['Whitener screen for rice polisher', 10, 'pcs'],
    ['Elevator bucket, plastic, 6 inch', 200, 'pcs'],
    ['Flat belt 4 inch, 4-ply', 50, 'm'],
  ],
  { sent: '2026-11-11T11:00:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const reverseOsmosis = enquiry(
  'TA-209',
  'RO plant consumables',
  'usd',
  LEKKI,
  [
    ['RO membrane 4040, brackish water', 12, 'pcs'],
    ['FRP pressure vessel 4040, 300 psi', 6, 'pcs'],
    ['Filter housing 20" big blue', 4, 'pcs'],
    ['PP sediment cartridge 20", 5 micron', 100, 'pcs'],
  ],
  { sent: '2026-11-09T13:00:00Z', deadline: '2026-11-20T17:00:00Z' },
)

const sanitary = enquiry(
  'TA-210',
  'Sanitary valves and fittings',
  'eur',
  LEKKI,
  [
    ['Sanitary butterfly valve DN50, stainless steel, clamp ends', 10, 'pcs'],
    ['Tri-clamp ferrule 2", stainless steel', 40, 'pcs'],
    ['Tri-clamp gasket 2", EPDM', 100, 'pcs'],
    ['Sanitary pressure gauge 0-6 bar', 5, 'pcs'],
  ],
  { sent: '2026-11-12T08:45:00Z', deadline: '2026-11-24T17:00:00Z' },
)

const lifeSaving = enquiry(
  'TA-211',
  'Life-saving equipment',
  'usd',
  ONNE,
  [
    ['Life jacket, SOLAS approved, adult', 30, 'pcs'],
    ['Lifebuoy ring, 24 in., SOLAS approved', 6, 'pcs'],
    ['Lifebuoy self-igniting light', 6, 'pcs'],
    ['Immersion suit, universal size', 4, 'pcs'],
  ],
  { sent: '2026-11-12T15:00:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const welding = enquiry(
  'TA-212',
  'Welding equipment',
  'ngn',
  HARBOUR,
  [
    ['Inverter welding machine 400A, 3-phase', 2, 'units'],
    ['Welding cable 50mm, 100m roll', 1, 'roll'],
    ['Earth clamp 500A', 4, 'pcs'],
    ['Electrode holder 500A', 4, 'pcs'],
    ['Grinding disc 180mm, for steel', 50, 'pcs'],
  ],
  { sent: '2026-11-16T10:20:00Z', deadline: '2026-11-27T17:00:00Z' },
)

// ---------------------------------------------------------------------------------------------
// Quoting the RFQ the ways these vendors' clients do.

/** The RFQ under an Outlook header, the vendor's answer typed after the lines it answers. */
function answeredUnder(
  e: Enquiry,
  vendorName: string,
  vendorAddress: string,
  answers: Record<string, string>,
): string {
  const out: string[] = [attribution(e, 'outlook-web', vendorAddress), '']
  for (const line of rfqMailText(e, vendorName)) {
    out.push(line)
    const answer = Object.entries(answers).find(([start]) => line.startsWith(start))?.[1]
    if (answer) out.push(answer)
  }
  return out.join('\n')
}

/** How Foxmail puts the message it replies to under the reply, as text. */
function foxmailQuoteText(e: Enquiry, vendorName: string, vendorLabel: string): string {
  return [
    '------------------ Original ------------------',
    `From:  "${e.buyer.business}"<${e.buyer.address}>;`,
    'Date:  Fri, Nov 13, 2026 04:00 PM',
    `To:  ${vendorLabel};`,
    `Subject:  ${rfqSubject(e)}`,
    '',
    ...rfqMailText(e, vendorName),
  ].join('\n')
}

/** The same, as Foxmail's HTML part carries it. */
function foxmailQuoteHtml(e: Enquiry, vendorName: string, vendorLabel: string): string {
  const head = [
    ['From:', `"${e.buyer.business}"<${e.buyer.address}>;`],
    ['Date:', 'Fri, Nov 13, 2026 04:00 PM'],
    ['To:', `${vendorLabel};`],
    ['Subject:', rfqSubject(e)],
  ]
    .map(([label, value]) => `<div><b>${label}</b>&nbsp;${escapeHtml(value ?? '')}</div>`)
    .join('')
  const body = rfqMailText(e, vendorName)
    .map((line) => `<div>${line ? escapeHtml(line) : '<br>'}</div>`)
    .join('')
  return `<div style="font-size:12px;font-family:Arial Narrow;padding:2px 0 2px 0;">------------------&nbsp;Original&nbsp;------------------</div><div style="font-size:12px;background:#efefef;padding:8px;">${head}</div><div><br></div>${body}`
}

/** Desktop Outlook's quoted RFQ in HTML: a ruled header block, then the message unmarked. */
function outlookQuoteHtml(e: Enquiry, vendorName: string, vendorAddress: string): string {
  const [, ...header] = attribution(e, 'outlook-web', vendorAddress).split('\n')
  const head = header
    .map((line) => {
      const [label, ...rest] = line.split(': ')
      return `<b>${escapeHtml(label ?? '')}:</b> ${escapeHtml(rest.join(': '))}`
    })
    .join('<br>\n')
  const body = rfqMailText(e, vendorName)
    .map(
      (line) =>
        `<p class=MsoNormal>${line ? `<span lang=EN-US>${escapeHtml(line)}</span>` : '<o:p>&nbsp;</o:p>'}</p>`,
    )
    .join('\n')
  return `<div><div style='border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm'><p class=MsoNormal><span lang=EN-US>${head}<o:p></o:p></span></p></div></div>\n${body}`
}

// ---------------------------------------------------------------------------------------------
// PDF quotes in two layouts the rest of the corpus does not use: C, an Indian accounting
// package's quotation (two-column header block, Item Code | Description | UOM | Qty | Rate |
// Amount); D, a Chinese exporter's proforma invoice (seller and buyer boxes, a ruled grid).
// Standard Helvetica, WinAnsi only.

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

const PAGE_WIDTH = PageSizes.A4[0]
const PAGE_HEIGHT = PageSizes.A4[1]
const INK = rgb(0.12, 0.12, 0.12)

function put(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  o: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'centre' } = {},
) {
  const font = o.bold ? pen.bold : pen.regular
  const size = o.size ?? 9
  const width = font.widthOfTextAtSize(text, size)
  const at = o.align === 'right' ? x - width : o.align === 'centre' ? x - width / 2 : x
  pen.page.drawText(text, { x: at, y, size, font, color: INK })
}

function rule(pen: Pen, x1: number, y1: number, x2: number, y2: number, thickness = 0.6) {
  pen.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: INK })
}

async function newPdf(title: string, author: string, date: string, software: string) {
  const doc = await PDFDocument.create()
  const when = new Date(date)
  doc.setTitle(title)
  doc.setAuthor(author)
  doc.setCreator(software)
  doc.setProducer(software)
  doc.setCreationDate(when)
  doc.setModificationDate(when)
  const page = doc.addPage(PageSizes.A4)
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  return { doc, pen }
}

type CodedItem = readonly [
  code: string,
  description: string,
  uom: string,
  qty: number,
  rate: number,
  amount: number,
]

interface CodedQuote {
  title: string
  date: string
  seller: readonly [name: string, ...lines: string[]]
  to: readonly string[]
  meta: readonly (readonly [label: string, value: string])[]
  items: readonly CodedItem[]
  totals: readonly (readonly [label: string, amount: number])[]
  words: string
  terms: readonly string[]
  bank: readonly string[]
  signOff: readonly string[]
}

/** Layout C: letterhead, a two-column block (customer | quotation details), a coded table. */
async function codedQuotePdf(q: CodedQuote): Promise<Buffer> {
  const { doc, pen } = await newPdf(q.title, q.seller[0], q.date, 'Zoho Books')
  const [name, ...address] = q.seller
  let y = PAGE_HEIGHT - 52
  put(pen, name, 40, y, { size: 14, bold: true })
  put(pen, 'QUOTATION', 555, y, { size: 18, bold: true, align: 'right' })
  for (const line of address) {
    y -= 12
    put(pen, line, 40, y, { size: 8.5 })
  }
  y -= 12
  rule(pen, 40, y, 555, y, 1)
  y -= 20

  let left = y
  put(pen, 'Quotation To', 40, left, { bold: true })
  for (const line of q.to) {
    left -= 12
    put(pen, line, 40, left)
  }
  let right = y
  for (const [label, value] of q.meta) {
    put(pen, label, 330, right, { bold: true })
    put(pen, `:  ${value}`, 430, right)
    right -= 12
  }
  y = Math.min(left, right) - 24

  const columns = { no: 44, code: 62, description: 136, uom: 372, qty: 432, rate: 492, amount: 553 }
  pen.page.drawRectangle({ x: 40, y: y - 6, width: 515, height: 19, color: rgb(0.2, 0.27, 0.4) })
  const white = (text: string, x: number, align: 'left' | 'right' = 'left') => {
    const width = pen.bold.widthOfTextAtSize(text, 9)
    pen.page.drawText(text, {
      x: align === 'right' ? x - width : x,
      y,
      size: 9,
      font: pen.bold,
      color: rgb(1, 1, 1),
    })
  }
  white('#', columns.no)
  white('Item Code', columns.code)
  white('Description', columns.description)
  white('UOM', columns.uom)
  white('Qty', columns.qty, 'right')
  white('Rate', columns.rate, 'right')
  white('Amount', columns.amount, 'right')
  q.items.forEach(([code, description, uom, qty, rate, amount], index) => {
    y -= 20
    put(pen, String(index + 1), columns.no, y)
    put(pen, code, columns.code, y)
    put(pen, description, columns.description, y, { size: 8.5 })
    put(pen, uom, columns.uom, y)
    put(pen, money(qty), columns.qty, y, { align: 'right' })
    put(pen, money(rate), columns.rate, y, { align: 'right' })
    put(pen, money(amount), columns.amount, y, { align: 'right' })
    rule(pen, 40, y - 7, 555, y - 7, 0.3)
  })
  y -= 24
  for (const [index, [label, amount]] of q.totals.entries()) {
    const last = index === q.totals.length - 1
    put(pen, label, 360, y, { bold: last })
    put(pen, money(amount), columns.amount, y, { bold: last, align: 'right' })
    y -= 15
  }
  y -= 6
  put(pen, q.words, 40, y, { size: 8.5 })
  y -= 26
  put(pen, 'Terms & Conditions', 40, y, { bold: true })
  for (const term of q.terms) {
    y -= 13
    put(pen, term, 40, y, { size: 8.5 })
  }
  y -= 24
  put(pen, 'Bank Details', 40, y, { bold: true })
  for (const line of q.bank) {
    y -= 12
    put(pen, line, 40, y, { size: 8.5 })
  }
  y -= 34
  for (const line of q.signOff) {
    put(pen, line, 555, y, { align: 'right' })
    y -= 13
  }
  return Buffer.from(await doc.save())
}

type ProformaItem = readonly [
  description: string,
  quantity: number,
  unit: string,
  unitPrice: number,
  amount: number,
]

interface Proforma {
  title: string
  date: string
  letterhead: readonly [name: string, ...lines: string[]]
  seller: readonly string[]
  buyer: readonly string[]
  info: readonly string[]
  items: readonly ProformaItem[]
  total: number
  say: string
  terms: readonly string[]
  bank: readonly string[]
}

/** Layout D: a proforma invoice, seller and buyer side by side, a ruled grid of goods. */
async function proformaPdf(q: Proforma): Promise<Buffer> {
  const { doc, pen } = await newPdf(q.title, q.letterhead[0], q.date, 'WPS Office')
  const centre = PAGE_WIDTH / 2
  const [name, ...address] = q.letterhead
  let y = PAGE_HEIGHT - 50
  put(pen, name, centre, y, { size: 14, bold: true, align: 'centre' })
  for (const line of address) {
    y -= 12
    put(pen, line, centre, y, { size: 8.5, align: 'centre' })
  }
  y -= 28
  put(pen, 'PROFORMA INVOICE', centre, y, { size: 16, bold: true, align: 'centre' })
  rule(pen, centre - 75, y - 3, centre + 75, y - 3, 0.8)
  y -= 18

  const lines = Math.max(q.seller.length, q.buyer.length)
  const boxHeight = 20 + lines * 12
  pen.page.drawRectangle({
    x: 40,
    y: y - boxHeight,
    width: 255,
    height: boxHeight,
    borderColor: INK,
    borderWidth: 0.6,
  })
  pen.page.drawRectangle({
    x: 300,
    y: y - boxHeight,
    width: 255,
    height: boxHeight,
    borderColor: INK,
    borderWidth: 0.6,
  })
  put(pen, 'The Seller:', 46, y - 13, { bold: true })
  put(pen, 'The Buyer:', 306, y - 13, { bold: true })
  for (const [i, line] of q.seller.entries()) put(pen, line, 46, y - 26 - i * 12, { size: 8.5 })
  for (const [i, line] of q.buyer.entries()) put(pen, line, 306, y - 26 - i * 12, { size: 8.5 })
  y -= boxHeight + 18
  for (const [i, text] of q.info.entries()) put(pen, text, 40 + i * 180, y, { bold: true })
  y -= 14

  const edges = [40, 64, 300, 354, 394, 474, 555]
  const row = 20
  const top = y
  const headers = ['No.', 'Commodity & Specification', 'Quantity', 'Unit', 'Unit Price', 'Amount']
  const sub = ['', '', '', '', '(USD)', '(USD)']
  const cells = (texts: readonly string[], yy: number, bold = false) => {
    texts.forEach((text, i) => {
      const l = edges[i] ?? 0
      const r = edges[i + 1] ?? 0
      if (i === 1) put(pen, text, l + 4, yy, { size: 8.5, bold })
      else if (i >= 4 || i === 2) put(pen, text, r - 4, yy, { size: 8.5, bold, align: 'right' })
      else put(pen, text, (l + r) / 2, yy, { size: 8.5, bold, align: 'centre' })
    })
  }
  pen.page.drawRectangle({
    x: 40,
    y: y - 2 * row,
    width: 515,
    height: 2 * row,
    color: rgb(0.9, 0.9, 0.9),
  })
  cells(headers, y - 13, true)
  cells(sub, y - 13 - row + 4, true)
  y -= 2 * row
  rule(pen, 40, y, 555, y)
  q.items.forEach(([description, quantity, unit, unitPrice, amount], index) => {
    cells(
      [
        String(index + 1),
        description,
        quantity.toLocaleString('en-US'),
        unit,
        money(unitPrice),
        money(amount),
      ],
      y - 14,
    )
    y -= row
    rule(pen, 40, y, 555, y)
  })
  cells(['', 'TOTAL', '', '', '', money(q.total)], y - 14, true)
  y -= row
  rule(pen, 40, y, 555, y)
  rule(pen, 40, top, 555, top)
  for (const x of edges) rule(pen, x, top, x, y)

  y -= 16
  put(pen, q.say, 40, y, { bold: true, size: 8.5 })
  y -= 24
  put(pen, 'Terms and Conditions:', 40, y, { bold: true })
  for (const term of q.terms) {
    y -= 13
    put(pen, term, 40, y, { size: 8.5 })
  }
  y -= 22
  put(pen, 'Bank Information:', 40, y, { bold: true })
  for (const line of q.bank) {
    y -= 12
    put(pen, line, 40, y, { size: 8.5 })
  }
  y -= 40
  put(pen, 'The Seller (signature and stamp)', 40, y)
  put(pen, 'The Buyer (signature and stamp)', 330, y)
  rule(pen, 40, y + 30, 220, y + 30, 0.4)
  rule(pen, 330, y + 30, 510, y + 30, 0.4)
  return Buffer.from(await doc.save())
}

const pdfFile =
  (filename: string, make: () => Promise<Buffer>) => async (): Promise<Attachment[]> => [
    { filename, contentType: 'application/pdf', content: await make() },
  ]

// ---------------------------------------------------------------------------------------------
// Spreadsheets.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function xlsxFile(
  filename: string,
  created: string,
  fill: (book: ExcelJS.Workbook) => void,
): Promise<Attachment[]> {
  const book = new ExcelJS.Workbook()
  book.creator = 'J. de Vries'
  book.lastModifiedBy = 'J. de Vries'
  book.created = new Date(created)
  book.modified = new Date(created)
  fill(book)
  return [{ filename, contentType: XLSX, content: Buffer.from(await book.xlsx.writeBuffer()) }]
}

// ---------------------------------------------------------------------------------------------
// Outlook's HTML table, cell by cell.

const tdBase =
  'border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt;height:15.0pt;mso-border-alt:solid windowtext .5pt'

function outlookCell(
  content: string,
  o: { width: number; right?: boolean; head?: boolean; colspan?: number },
): string {
  const background = o.head ? ';background:#D9E1F2' : ''
  const align = o.right ? ` align=right style='text-align:right'` : ''
  const inner = `<span style='font-size:10.0pt;mso-fareast-language:EN-GB'><span style='color:black'>${content}</span></span>`
  const text = o.head ? `<b>${inner}</b>` : inner
  const span = o.colspan ? ` colspan=${o.colspan}` : ''
  return `<td width=${o.width}${span} valign=top style='width:${(o.width * 0.75).toFixed(1)}pt;${tdBase}${background}'><p class=MsoNormal${align}>${text}<o:p></o:p></p></td>`
}

const OUTLOOK_HEAD = `<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=Generator content="Microsoft Word 15 (filtered medium)">
<style><!--
/* Font Definitions */
@font-face
	{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face
	{font-family:Calibri;
	panose-1:2 15 5 2 2 2 4 3 2 4;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{margin:0cm;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;
	mso-fareast-language:EN-US;}
a:link, span.MsoHyperlink
	{mso-style-priority:99;
	color:#0563C1;
	text-decoration:underline;}
span.EmailStyle19
	{mso-style-type:personal-reply;
	font-family:"Calibri",sans-serif;
	color:windowtext;}
@page WordSection1
	{size:612.0pt 792.0pt;
	margin:72.0pt 72.0pt 72.0pt 72.0pt;}
div.WordSection1
	{page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]-->
</head>`

const para = (html: string) => `<p class=MsoNormal>${html}<o:p></o:p></p>`
const blank = '<p class=MsoNormal><o:p>&nbsp;</o:p></p>'

function pneumaticsHtml(): string {
  const widths = [92, 250, 48, 86, 92]
  const head = ['Part No.', 'Description', 'Qty', 'Unit Price', 'Line Total']
  const rows: (readonly [string, string, string, string, string])[] = [
    [
      'PC8-02',
      'Push-in straight male connector 8mm x 1/4&quot; BSPT',
      '100',
      '&#163;1.38',
      '&#163;138.00',
    ],
    [
      'PU0805-BL-100',
      'Polyurethane tube 8mm OD x 5mm ID, blue, 100m reel',
      '3',
      '&#163;64.00',
      '&#163;192.00',
    ],
    [
      'AW4000-04G',
      'Filter regulator 1/2&quot; BSP, 5&#181;m, c/w gauge',
      '5',
      '&#163;48.95',
      '&#163;244.75',
    ],
    [
      'SY5120-5DZ-01',
      '5/2 single solenoid valve, 1/4&quot; BSP, 24VDC',
      '8',
      '&#163;37.20',
      '&#163;297.60',
    ],
  ]
  const tr = (cells: string) => `<tr style='height:15.0pt'>\n${cells}\n</tr>`
  const table = [
    `<table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 width=568 style='width:426.0pt;border-collapse:collapse;mso-yfti-tbllook:1184;mso-padding-alt:0cm 5.4pt 0cm 5.4pt'>`,
    tr(
      head
        .map((h, i) => outlookCell(h, { width: widths[i] ?? 80, head: true, right: i >= 2 }))
        .join('\n'),
    ),
    ...rows.map((r) =>
      tr(r.map((c, i) => outlookCell(c, { width: widths[i] ?? 80, right: i >= 2 })).join('\n')),
    ),
    tr(
      [
        outlookCell('&nbsp;', { width: 92 }),
        outlookCell('<b>Total (ex VAT)</b>', { width: 384, colspan: 3 }),
        outlookCell('<b>&#163;872.35</b>', { width: 92, right: true }),
      ].join('\n'),
    ),
    '</table>',
  ].join('\n')
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
${OUTLOOK_HEAD}
<body lang=EN-GB link="#0563C1" vlink="#954F72" style='word-wrap:break-word'>
<div class=WordSection1>
${para('Hi Sarah,')}
${blank}
${para('Thanks for the enquiry &#8211; please see our prices below for your ref TA-206.')}
${blank}
${table}
${blank}
${para("<span style='mso-fareast-language:EN-GB'>Lead time:&nbsp;5 working days from order.</span>")}
${para("<span style='mso-fareast-language:EN-GB'>Carriage:&nbsp;&#163;9.95 per consignment.</span>")}
${para("<span style='mso-fareast-language:EN-GB'>All prices exclude VAT. This quotation is valid for 30 days.</span>")}
${blank}
${para('Kind regards,')}
${blank}
${para("<b><span style='font-size:10.0pt;color:#1F3864'>Rachel Sutcliffe</span></b>")}
${para("<span style='font-size:9.0pt;color:#1F3864'>Internal Sales | Calder Valley Pneumatics Ltd</span>")}
${para("<span style='font-size:9.0pt;color:#1F3864'>Unit 7, Armytage Road Industrial Estate, Brighouse HD6 1QF</span>")}
${para("<span style='font-size:9.0pt;color:#1F3864'>T: 01484 555 210 | F: 01484 555 211</span>")}
${para("<span style='font-size:8.0pt;color:gray'>Calder Valley Pneumatics Ltd. Registered in England No. 05512378. VAT Reg. No. GB 871 2204 61.</span>")}
${blank}
${outlookQuoteHtml(pneumatics, 'Calder Valley Pneumatics', 'sales@caldervalleypneumatics.co.uk')}
</div>
</body>
</html>
`
}

// ---------------------------------------------------------------------------------------------
// The Foxmail reply with both parts.

const LED_ROWS = [
  ['BW-HB150', 'UFO LED high bay 150W, IP65, 5000K, Meanwell driver', '40', '26.80', '1,072.00'],
  ['BW-FL200', 'LED flood light 200W, IP66, 5000K, SMD chips', '24', '31.50', '756.00'],
  ['BW-T8-18', 'T8 LED glass tube 1200mm 18W, 4000K', '300', '0.98', '294.00'],
] as const

const LED_TERMS = [
  'Price term: FOB Ningbo',
  'Sea freight to Lagos (Apapa), LCL: USD 650.00',
  'Delivery time: 20 days after receiving the deposit',
  'Payment: 30% T/T deposit, 70% balance before shipment',
  'Price validity: 15 days',
  'Warranty: 3 years',
]

const LED_SIGNATURE = [
  'Best regards',
  'Sunny Wang',
  'Sales Manager',
  'Ningbo Brightway Lighting Co., Ltd.',
  'Add: No. 88 Jinhai Road, Beilun District, Ningbo, Zhejiang, China 315800',
  'Tel: +86-574-8688 2210   Mob/WhatsApp/WeChat: +86 158 5742 6603',
]

const LED_VENDOR_LABEL = '"Sunny Wang"<sunny@nbbrightway.com>'

function ledText(): string {
  return [
    'Dear Tunde,',
    '',
    'Good day!',
    '',
    'Thanks for your inquiry. Please check our best price as below:',
    '',
    'Item No.    Description    Qty(pcs)    Unit Price (USD)    Amount (USD)',
    ...LED_ROWS.map((r) => r.join('    ')),
    'Total: USD 2,122.00',
    '',
    ...LED_TERMS,
    '',
    'Any question please feel free to contact me.',
    '',
    ...LED_SIGNATURE,
    '',
    foxmailQuoteText(ledLights, 'Ningbo Brightway Lighting', LED_VENDOR_LABEL),
    '',
  ].join('\n')
}

function ledHtml(): string {
  const td = (text: string, right = false) =>
    `<td style="border:1px solid #000000;padding:2px 6px;${right ? 'text-align:right;' : ''}">${escapeHtml(text)}</td>`
  const th = (text: string) =>
    `<td style="border:1px solid #000000;padding:2px 6px;background-color:#ffd966;"><b>${escapeHtml(text)}</b></td>`
  const table = [
    '<table border="1" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:720px;font-size:13px;"><tbody>',
    `<tr>${['Item No.', 'Description', 'Qty(pcs)', 'Unit Price (USD)', 'Amount (USD)'].map(th).join('')}</tr>`,
    ...LED_ROWS.map(
      ([code, description, qty, price, amount]) =>
        `<tr>${td(code)}${td(description)}${td(qty, true)}${td(price, true)}${td(amount, true)}</tr>`,
    ),
    `<tr><td colspan="4" style="border:1px solid #000000;padding:2px 6px;text-align:right;"><b>Total:</b></td>${td('USD 2,122.00', true)}</tr>`,
    '</tbody></table>',
  ].join('')
  const div = (text: string) => `<div>${text ? escapeHtml(text) : '<br>'}</div>`
  return [
    '<div style="line-height:1.7;color:#000000;font-size:14px;font-family:Arial">',
    div('Dear Tunde,'),
    div(''),
    div('Good day!'),
    div(''),
    div('Thanks for your inquiry. Please check our best price as below:'),
    div(''),
    table,
    div(''),
    ...LED_TERMS.map((t) => `<div><span style="color:#0000ff;">${escapeHtml(t)}</span></div>`),
    div(''),
    div('Any question please feel free to contact me.'),
    div(''),
    `<div style="color:#909090;font-family:Arial Narrow;font-size:12px">${LED_SIGNATURE.map(escapeHtml).join('<br>')}</div>`,
    div(''),
    `<div><div style="font-size:12px;color:#000000">${foxmailQuoteHtml(ledLights, 'Ningbo Brightway Lighting', LED_VENDOR_LABEL)}</div></div>`,
    '</div>',
    '',
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------
// The cases.

export const UNSEEN_REPLY_CASES: readonly ReplyCase[] = [
  {
    name: 'unseen: numbered list from Kano, "N 38,500/bag"',
    kind: 'body-table',
    rfq: agroInputs.rfq,
    raw: compose({
      enquiry: agroInputs,
      from: 'Abubakar Gwarzo <gwarzoagro@yahoo.com>',
      date: '2026-11-18T08:20:00Z',
      subject: `Re: ${rfqSubject(agroInputs)}`,
      html: true,
      text: [
        'Assalamu alaikum,',
        '',
        'Ref. your RFQ TA-201. Our price are as follows:',
        '',
        '1) NPK 15:15:15 (Indorama), 50kg – N 38,500/bag',
        '2) Urea 46% granular, 50kg – N 34,000/bag',
        '3) PP woven sack 50kg, printed 2 colours – N 185/pc (min. order 1,000 pcs)',
        '4) Knapsack sprayer 16L, manual – N 24,500/pc',
        '',
        'Supply: 1 week after payment.',
        'Transport to Sharada: N 35,000.',
        'Offer valid till 5th December 2026.',
        '',
        'Thanks.',
        'Abubakar Sani Gwarzo',
        'Gwarzo & Sons Agro Allied Ventures',
        'Shop 41-42, Singer Market, Kano',
        '0803 586 2210, 0706 114 9087',
        '',
        quotedRfq(agroInputs, 'Gwarzo & Sons Agro Allied', 'gwarzoagro@yahoo.com'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 38500, 'line-2': 34000, 'line-3': 185, 'line-4': 24500 },
      currency: 'ngn',
      leadTimeDays: 7,
      validUntil: '2026-12-05',
      shippingCost: 35000,
      readable: true,
    },
  },
  {
    name: 'unseen: Indian exporter, unit prices in parentheses, terms block',
    kind: 'body-table',
    rfq: pumps.rfq,
    raw: compose({
      enquiry: pumps,
      from: 'R. Senthil Kumar <exports@srimuruganpumps.in>',
      date: '2026-11-16T06:35:00Z',
      subject: `Re: ${rfqSubject(pumps)}`,
      html: true,
      text: [
        'Dear Sir/Madam,',
        '',
        'Greetings from Coimbatore!',
        '',
        'We thank you for your enquiry no. TA-202 and are pleased to quote our lowest prices as under (all prices in USD, per unit):',
        '',
        'a. Centrifugal monoblock pump, 2 HP, 50 x 50 mm, 3 phase, 415V  (USD 148.00)',
        'b. V4 submersible borewell pump 1.5 HP, 10 stage, with control panel  (USD 212.50)',
        'c. Automatic pressure switch, 1.4 - 2.8 bar, 1/4" BSP  (USD 9.75)',
        '',
        'Quantity as per your enquiry i.e. 6 / 4 / 10 nos.',
        '',
        'Terms & Conditions:',
        'Delivery  : Within 25 days from the date of receipt of your confirmed order with advance.',
        'Freight   : USD 260.00 extra (sea freight up to Onne port, CFR basis).',
        'Payment   : 50% advance by T/T, balance against copy of B/L.',
        'Validity  : 45 days from today.',
        'Warranty  : 12 months from the date of dispatch.',
        '',
        'Kindly release your valued order at the earliest.',
        '',
        'Thanks & Regards,',
        'R. Senthil Kumar',
        'Manager - Exports',
        'Sri Murugan Pumps Pvt. Ltd.',
        'SF No. 112/3, Avinashi Road, Coimbatore - 641 014, Tamil Nadu, India.',
        'Mob: +91 98430 12345 | Ph: 0422 257 1180 | GSTIN: 33AABCS1234K1Z5',
        '',
        quotedRfq(pumps, 'Sri Murugan Pumps', 'exports@srimuruganpumps.in'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 148, 'line-2': 212.5, 'line-3': 9.75 },
      currency: 'usd',
      leadTimeDays: 25,
      validUntil: '2026-12-31',
      shippingCost: 260,
      readable: true,
    },
  },
  {
    name: 'unseen: US vendor answers under each quoted line, marked [JM]',
    kind: 'body-table',
    rfq: instruments.rfq,
    raw: compose({
      enquiry: instruments,
      from: 'Jim Mercer <jmercer@lonestar-pi.com>',
      date: '2026-11-17T21:40:00Z',
      subject: `RE: ${rfqSubject(instruments)}`,
      text: [
        'Hi,',
        '',
        'Thanks for sending this over. My answers are below each line, marked [JM].',
        '',
        'Jim Mercer',
        'Sales Engineer | Lone Star Process Instruments LLC',
        '2215 Gessner Rd, Suite 300, Houston, TX 77080',
        'O: (713) 555-0172 | C: (832) 555-0119',
        '',
        answeredUnder(instruments, 'Lone Star Process Instruments', 'jmercer@lonestar-pi.com', {
          '1. ':
            '[JM] WIKA 232.54 series, 4" dial, 0-10 bar / 0-145 psi dual scale, glycerin filled: $38.90 ea',
          '2. ': '[JM] Rosemount 248 head mount with PT100 element, $412.00 ea',
          '3. ': '[JM] ASCO 8210 series, brass body, 24VDC coil: $186.50 ea',
          'Prices in ': '[JM] Yes, all USD.',
          'Deliver to: ':
            '[JM] We ship 10 business days ARO. DHL Express to Kano is $285.00 for the lot. Quote good for 60 days.',
        }),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 38.9, 'line-2': 412, 'line-3': 186.5 },
      currency: 'usd',
      leadTimeDays: 10,
      validUntil: '2027-01-16',
      shippingCost: 285,
      readable: true,
    },
  },
  {
    name: 'unseen: chatty UK reply in sentences, pounds with £',
    kind: 'free-text',
    rfq: powerTools.rfq,
    raw: compose({
      enquiry: powerTools,
      from: 'Dan Hirst <dan@dalestoolsupply.co.uk>',
      date: '2026-11-13T10:12:00Z',
      subject: `RE: ${rfqSubject(powerTools)}`,
      html: true,
      text: [
        'Hi Sarah,',
        '',
        'Thanks for the enquiry, nice to hear from you again.',
        '',
        "The Makita DHP486Z combi drills (body only) are £142.50 each, and we can do the genuine BL1850B 5.0Ah batteries at £58.20 each. For the SDS-plus bit sets I'd suggest the Bosch X5L 5-piece, which is £16.75 a set. All prices are ex VAT.",
        '',
        "Everything's on the shelf in Wakefield, so we'd have it with you within 3 working days of the order. Carriage is free over £250, so nothing to add there. I can hold these prices until Friday 4th December.",
        '',
        'Any questions just give me a shout.',
        '',
        'Cheers,',
        'Dan',
        '',
        'Dan Hirst | Trade Counter',
        'Dales Tool Supply Ltd',
        'Unit 4, Calder Park, Wakefield WF2 7AW | 01924 555 386',
        '',
        quotedRfq(powerTools, 'Dales Tool Supply', 'dan@dalestoolsupply.co.uk', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 142.5, 'line-2': 58.2, 'line-3': 16.75 },
      currency: 'gbp',
      leadTimeDays: 3,
      validUntil: '2026-12-04',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'unseen: Italian offer in sentences, "EUR 1.050,00"',
    kind: 'free-text',
    rfq: butterflyValves.rfq,
    raw: compose({
      enquiry: butterflyValves,
      from: 'Marco Bellini <export@valvolelombarde.it>',
      date: '2026-11-12T09:05:00Z',
      subject: `R: ${rfqSubject(butterflyValves)}`,
      text: [
        'Dear Mr. Bakare,',
        '',
        'good morning and thank you for your kind request.',
        '',
        'Following your RFQ TA-205 we are glad to offer you the butterfly valve DN150 PN16 wafer type, ductile iron body, disc in AISI 316, EPDM seat, at the price of EUR 1.050,00 each. The double acting pneumatic actuator size DA-180, mounted and tested on the valve, has a price of EUR 1.385,00 each, while the limit switch box with 2 mechanical micro switches is EUR 212,40 each.',
        '',
        'Delivery time is 5 weeks from your order confirmation. Transport up to Lagos port (CPT Apapa) will be EUR 1.120,00 for the whole supply. Our offer is valid 60 days.',
        '',
        'Remaining at your disposal for any further information, we send you our best regards.',
        '',
        'Ing. Marco Bellini',
        'Export Sales Dept.',
        'Valvole Lombarde S.r.l.',
        'Via dell’Industria 27 – 25030 Castel Mella (BS) – Italy',
        'Tel. +39 030 2589 114 – Fax +39 030 2589 190',
        'P.IVA IT 03456780987 – Cap. Soc. € 100.000,00 i.v.',
        '',
        'Ai sensi del Regolamento UE 2016/679 (GDPR) le informazioni contenute in questa e-mail sono riservate.',
        '',
        quotedRfq(butterflyValves, 'Valvole Lombarde', 'export@valvolelombarde.it', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 1050, 'line-2': 1385, 'line-3': 212.4 },
      currency: 'eur',
      leadTimeDays: 35,
      validUntil: '2027-01-11',
      shippingCost: 1120,
      readable: true,
    },
  },
  {
    name: 'unseen: Outlook HTML only, table with a header row, &nbsp; and nested spans',
    kind: 'html',
    rfq: pneumatics.rfq,
    raw: compose({
      enquiry: pneumatics,
      from: 'Rachel Sutcliffe <sales@caldervalleypneumatics.co.uk>',
      date: '2026-11-19T15:27:00Z',
      subject: `RE: ${rfqSubject(pneumatics)}`,
      headers: { 'X-Mailer': 'Microsoft Outlook 16.0' },
      html: pneumaticsHtml(),
    }),
    expected: {
      unitPrices: { 'line-1': 1.38, 'line-2': 64, 'line-3': 48.95, 'line-4': 37.2 },
      currency: 'gbp',
      leadTimeDays: 5,
      validUntil: '2026-12-19',
      shippingCost: 9.95,
      readable: true,
    },
  },
  {
    name: 'unseen: Chinese Foxmail reply, HTML table and its text alternative',
    kind: 'html',
    rfq: ledLights.rfq,
    raw: compose({
      enquiry: ledLights,
      from: 'Sunny Wang <sunny@nbbrightway.com>',
      date: '2026-11-18T02:48:00Z',
      subject: `Re:${rfqSubject(ledLights)}`,
      headers: { 'X-Mailer': 'Foxmail 7.2.25.228[cn]' },
      text: ledText(),
      html: ledHtml(),
    }),
    expected: {
      unitPrices: { 'line-1': 26.8, 'line-2': 31.5, 'line-3': 0.98 },
      currency: 'usd',
      leadTimeDays: 20,
      validUntil: '2026-12-03',
      shippingCost: 650,
      readable: true,
    },
  },
  {
    name: 'unseen: pdf quotation from an Indian accounting package, Item Code | Rate | Amount (layout C)',
    kind: 'pdf',
    rfq: riceMill.rfq,
    raw: compose({
      enquiry: riceMill,
      from: 'Gurpreet Singh <sales@bhullarricemachinery.com>',
      date: '2026-11-20T07:15:00Z',
      subject: `Re: ${rfqSubject(riceMill)}`,
      html: true,
      text: [
        'Dear Sir,',
        '',
        'Greetings from Karnal!',
        '',
        'Please find attached our quotation no. QTN/26-27/0188 against your enquiry TA-208 for rice mill spares.',
        '',
        'Kindly go through the same and revert.',
        '',
        'Thanks & Regards,',
        'Gurpreet Singh',
        'Bhullar Rice Machinery Pvt. Ltd.',
        '+91 94160 55218',
        '',
      ].join('\n'),
      attachments: pdfFile('QTN-26-27-0188.pdf', () =>
        codedQuotePdf({
          title: 'QTN/26-27/0188',
          date: '2026-11-20T06:58:00Z',
          seller: [
            'BHULLAR RICE MACHINERY PVT. LTD.',
            'Plot 47, Sector 3, HSIIDC Industrial Estate, Karnal, Haryana 132001, India',
            'Ph: +91 184 226 4410 | sales@bhullarricemachinery.com',
            'GSTIN: 06AAECB4471M1Z2 | IEC: 0512034471',
          ],
          to: [
            'Kano Agro Processing Ltd',
            'Plot 22, Sharada Industrial Estate Phase II',
            'Kano, Nigeria',
          ],
          meta: [
            ['Quotation No.', 'QTN/26-27/0188'],
            ['Quotation Date', '20-11-2026'],
            ['Enquiry Ref.', 'TA-208'],
            ['Currency', 'USD'],
          ],
          items: [
            ['RR-10-NBR', 'Rubber Roll 10" x 10", NBR, 90 shore', 'PCS', 20, 38.5, 770],
            ['SCR-WH-40', 'Whitener Screen, slotted, 40 mesh', 'PCS', 10, 22, 220],
            ['EB-6-PP', 'Elevator Bucket 6", polypropylene', 'PCS', 200, 1.85, 370],
            ['FB-4-4P', 'Flat Belt 4", 4-ply rubberised', 'MTR', 50, 6.4, 320],
          ],
          totals: [
            ['Sub Total', 1680],
            ['Freight (Sea, CFR Apapa)', 410],
            ['Total (USD)', 2090],
          ],
          words: 'Amount in words: US Dollars Two Thousand Ninety Only',
          terms: [
            '1. Prices are in US Dollars, packed in seaworthy wooden cases.',
            '2. Delivery: dispatch within 3 weeks from receipt of advance payment.',
            '3. Payment: 100% advance by T/T.',
            '4. Validity: 30 days from the date of quotation.',
            '5. Subject to Karnal jurisdiction.',
          ],
          bank: [
            'Bank: Punjab National Bank, Karnal Main Branch',
            'A/c No.: 0412008700031155 | IFSC: PUNB0041200 | SWIFT: PUNBINBBKAR',
          ],
          signOff: ['For Bhullar Rice Machinery Pvt. Ltd.', '', 'Authorised Signatory'],
        }),
      ),
    }),
    expected: {
      unitPrices: { 'line-1': 38.5, 'line-2': 22, 'line-3': 1.85, 'line-4': 6.4 },
      currency: 'usd',
      leadTimeDays: 21,
      validUntil: '2026-12-20',
      shippingCost: 410,
      readable: true,
    },
  },
  {
    name: 'unseen: pdf proforma invoice from a Chinese exporter, CIF (layout D)',
    kind: 'pdf',
    rfq: reverseOsmosis.rfq,
    raw: compose({
      enquiry: reverseOsmosis,
      from: 'Kevin Zhang <kevin@aquapure-hz.com>',
      date: '2026-11-16T01:30:00Z',
      subject: 'PI AP20261116-03 for your RFQ TA-209',
      text: [
        'Dear Ms. Adaeze,',
        '',
        'Nice day!',
        'Attached is the PI for your RFQ TA-209, please check.',
        'Any question, pls let me know.',
        '',
        'Best regards,',
        'Kevin Zhang',
        'Hangzhou AquaPure Water Technology Co., Ltd',
        'Mob/WhatsApp: +86 139 5718 2264',
        '',
      ].join('\n'),
      attachments: pdfFile('PI AP20261116-03.pdf', () =>
        proformaPdf({
          title: 'PI AP20261116-03',
          date: '2026-11-16T01:12:00Z',
          letterhead: [
            'HANGZHOU AQUAPURE WATER TECHNOLOGY CO., LTD.',
            'No. 1500 Wenyi West Road, Yuhang District, Hangzhou, Zhejiang 311121, China',
            'Tel: +86-571-8877 6620  Fax: +86-571-8877 6621  Web: www.aquapure-hz.com',
          ],
          seller: [
            'Hangzhou AquaPure Water Technology Co., Ltd.',
            'No. 1500 Wenyi West Road, Yuhang District',
            'Hangzhou, Zhejiang, China',
            'Contact: Kevin Zhang, +86 139 5718 2264',
          ],
          buyer: [
            'Lekki Foods Ltd',
            'Plot 5, Industrial Avenue, Ikeja, Lagos, Nigeria',
            'Attn: Adaeze Okafor',
            'adaeze.okafor@lekkifoods.ng',
          ],
          info: ['PI No.: AP20261116-03', 'Date: Nov. 16, 2026', 'Your Ref.: TA-209'],
          items: [
            ['RO membrane 4040, BW, 2,400 GPD, 99.5% rejection', 12, 'PCS', 118, 1416],
            ['FRP pressure vessel 4040, 300 psi, end port', 6, 'PCS', 165, 990],
            ['Filter housing 20" Big Blue, 1" port, with bracket', 4, 'PCS', 27.5, 110],
            ['PP sediment cartridge 20" x 4.5", 5 micron', 100, 'PCS', 1.9, 190],
          ],
          total: 2706,
          say: 'SAY: US DOLLARS TWO THOUSAND SEVEN HUNDRED AND SIX ONLY.',
          terms: [
            '1. Price term: CIF Lagos, sea freight and insurance included.',
            '2. Payment: 30% T/T deposit, balance 70% against copy of B/L.',
            '3. Delivery time: within 25 days after receipt of deposit.',
            '4. Packing: export carton on fumigated pallets.',
            '5. Validity: this PI is valid until Dec. 10, 2026.',
          ],
          bank: [
            'Beneficiary: Hangzhou AquaPure Water Technology Co., Ltd.',
            'Bank: Bank of China, Zhejiang Branch, Hangzhou',
            'A/C No.: 3562 5870 4412    SWIFT: BKCHCNBJ910',
          ],
        }),
      ),
    }),
    expected: {
      unitPrices: { 'line-1': 118, 'line-2': 165, 'line-3': 27.5, 'line-4': 1.9 },
      currency: 'usd',
      leadTimeDays: 25,
      validUntil: '2026-12-10',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'unseen: Dutch xlsx with the price columns before the description',
    kind: 'xlsx',
    rfq: sanitary.rfq,
    raw: compose({
      enquiry: sanitary,
      from: 'Jeroen de Vries <j.devries@vandijk-proces.nl>',
      date: '2026-11-17T12:55:00Z',
      subject: 'Offerte 2026-0457 / your RFQ TA-210',
      text: [
        'Dear Ms Okafor,',
        '',
        'Thank you for your request. Attached you will find our offer 2026-0457 in Excel.',
        '',
        'Delivery time: 3 weeks after order.',
        'Transport to Lagos by air freight (DAP): € 145,00.',
        'The offer is valid until 31-12-2026.',
        '',
        'Met vriendelijke groet / Kind regards,',
        '',
        'Jeroen de Vries',
        'Van Dijk Proces Techniek B.V.',
        'Industrieweg 14, 3044 AS Rotterdam',
        'T +31 10 555 4120 | KvK 24312088 | BTW NL8123.45.678.B01',
        '',
        quotedRfq(sanitary, 'Van Dijk Proces Techniek', 'j.devries@vandijk-proces.nl', 'apple'),
        '',
      ].join('\n'),
      attachments: () =>
        xlsxFile('Offerte 2026-0457 Lekki Foods.xlsx', '2026-11-17T12:40:00Z', (book) => {
          const sheet = book.addWorksheet('Offerte')
          sheet.columns = [
            { width: 6 },
            { width: 14 },
            { width: 14 },
            { width: 7 },
            { width: 7 },
            { width: 16 },
            { width: 54 },
          ]
          sheet.addRow(['Van Dijk Proces Techniek B.V.'])
          sheet.getCell('A1').font = { bold: true, size: 13 }
          sheet.addRow(['Offer 2026-0457 – Lekki Foods Ltd – your ref. TA-210'])
          sheet.addRow([])
          const header = sheet.addRow([
            'Pos',
            'Price/unit €',
            'Amount €',
            'Qty',
            'Unit',
            'Article no.',
            'Description',
          ])
          header.font = { bold: true }
          const euro = '€ #,##0.00'
          const items = [
            [
              86.4,
              864,
              10,
              'pcs',
              'VDK-BV50-304',
              'Butterfly valve DN50, AISI 304, EPDM, clamp ends',
            ],
            [4.35, 174, 40, 'pcs', 'TC-F2-316L', 'Clamp ferrule 2" (OD 64mm), AISI 316L, L=21.5mm'],
            [0.95, 95, 100, 'pcs', 'TC-G2-EPDM', 'Clamp gasket 2", EPDM, FDA approved'],
            [
              112,
              560,
              5,
              'pcs',
              'MAN-S06-100',
              'Sanitary pressure gauge 0-6 bar, dia. 100, diaphragm',
            ],
          ] as const
          items.forEach((item, index) => {
            const row = sheet.addRow([(index + 1) * 10, ...item])
            row.getCell(2).numFmt = euro
            row.getCell(3).numFmt = euro
          })
          sheet.addRow([])
          const goods = sheet.addRow(['', '', 1693, '', '', '', 'Total goods'])
          goods.getCell(3).numFmt = euro
          const freight = sheet.addRow([
            '',
            '',
            145,
            '',
            '',
            '',
            'Transport (air freight, DAP Lagos)',
          ])
          freight.getCell(3).numFmt = euro
          const total = sheet.addRow(['', '', 1838, '', '', '', 'Total excl. VAT'])
          total.getCell(3).numFmt = euro
          total.font = { bold: true }
        }),
    }),
    expected: {
      unitPrices: { 'line-1': 86.4, 'line-2': 4.35, 'line-3': 0.95, 'line-4': 112 },
      currency: 'eur',
      leadTimeDays: 21,
      validUntil: '2026-12-31',
      shippingCost: 145,
      readable: true,
    },
  },
  {
    name: 'unseen: US tab-delimited export named .csv, freight as its own line',
    kind: 'csv',
    rfq: lifeSaving.rfq,
    raw: compose({
      enquiry: lifeSaving,
      from: 'Kyle Brennan <kbrennan@gulfcoastmarinesafety.com>',
      date: '2026-11-18T19:02:00Z',
      subject: `RE: ${rfqSubject(lifeSaving)}`,
      html: true,
      text: [
        'Hello Ibiere,',
        '',
        'Thanks for the RFQ. Quote Q-26-11873 is attached (tab-delimited, opens in Excel).',
        '',
        'All items are USCG/SOLAS approved and in stock at our Houston warehouse. Lead time is 2 weeks ARO, allowing for export paperwork. Freight via FedEx International Economy to Port Harcourt is on the quote as line 5 ($740.00). Quote expires 12/18/2026.',
        '',
        'Best,',
        'Kyle Brennan',
        'Inside Sales | Gulf Coast Marine Safety, Inc.',
        '8110 Clinton Dr, Houston, TX 77029',
        'Direct 713-555-0148 | Fax 713-555-0199',
        '',
        quotedRfq(lifeSaving, 'Gulf Coast Marine Safety', 'kbrennan@gulfcoastmarinesafety.com'),
        '',
      ].join('\n'),
      attachments: async () => [
        {
          filename: 'Q-26-11873.csv',
          contentType: 'text/csv',
          content: Buffer.from(
            [
              'Quote #\tQ-26-11873',
              'Date\t11/18/2026',
              'Customer\tOnne Base Logistics Ltd',
              '',
              'Line\tItem #\tDescription\tQty\tUOM\tUnit Price\tExt Price',
              '1\tLJ-SOLAS-AD\tLife jacket, SOLAS/USCG, adult, foam\t30\tEA\t48.75\t1462.50',
              '2\tLB-24-SOL\tLifebuoy ring 24 in. SOLAS, retro tape\t6\tEA\t96.20\t577.20',
              '3\tLB-LT-SI\tLifebuoy light, self-igniting, SOLAS\t6\tEA\t58.00\t348.00',
              '4\tIS-UNI\tImmersion suit, universal adult\t4\tEA\t389.00\t1556.00',
              '5\tFRT\tFreight - FedEx Intl Economy to Port Harcourt\t1\tLOT\t740.00\t740.00',
              '\t\t\t\t\tTotal\t4683.70',
              '',
            ].join('\r\n'),
            'utf8',
          ),
        },
      ],
    }),
    expected: {
      unitPrices: { 'line-1': 48.75, 'line-2': 96.2, 'line-3': 58, 'line-4': 389 },
      currency: 'usd',
      leadTimeDays: 14,
      validUntil: '2026-12-18',
      shippingCost: 740,
      readable: true,
    },
  },
  {
    name: 'unseen: some lines declined with N/A and "not available" in the table',
    kind: 'body-table',
    rfq: welding.rfq,
    raw: compose({
      enquiry: welding,
      from: 'Olumide Fashola <sales@lagosweldtech.com.ng>',
      date: '2026-11-19T09:30:00Z',
      subject: `Re: ${rfqSubject(welding)}`,
      text: [
        'Good morning Sir,',
        '',
        'Thank you for the opportunity. Kindly find our offer below.',
        '',
        'S/N  ITEM                                 QTY       UNIT PRICE (₦)   AMOUNT (₦)',
        '1    Inverter welding machine 400A 3ph    2 units   1,285,000.00     2,570,000.00',
        '2    Welding cable 50mm sq, 100m roll     1 roll    N/A              N/A',
        '3    Earth clamp 500A (brass)             4 pcs     9,500.00         38,000.00',
        '4    Electrode holder 500A                4 pcs     not available    -',
        '5    Grinding disc 180mm (Norton)         50 pcs    2,300.00         115,000.00',
        '                                                    TOTAL            2,723,000.00',
        '',
        'Items 2 and 4 are not available at the moment, so we are unable to quote them.',
        '',
        'Delivery: 3 days after payment.',
        'Delivery to Apapa is free of charge.',
        'Offer valid for 10 days.',
        '',
        'Regards,',
        'Olumide Fashola',
        'Lagos Weldtech Nigeria Ltd',
        '27 Ijora Causeway, Ijora, Lagos',
        '0802 311 4578 | 0913 552 0041',
        '',
        quotedRfq(welding, 'Lagos Weldtech Nigeria', 'sales@lagosweldtech.com.ng', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 1285000, 'line-3': 9500, 'line-5': 2300 },
      currency: 'ngn',
      leadTimeDays: 3,
      validUntil: '2026-11-29',
      shippingCost: 0,
      readable: true,
    },
  },
]
