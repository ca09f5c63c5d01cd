import ExcelJS from 'exceljs'
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { ReplyCase } from './cases'
import {
  type Attachment,
  type Buyer,
  compose,
  enquiry,
  escapeHtml,
  HARBOUR,
  KANO_AGRO,
  LEKKI,
  money,
  NORTHBRIDGE,
  quotedRfq,
  rfqSubject,
} from './compose'

// A second held-out set: replies written apart from the tuned corpus and from unseen.ts, by
// vendors in Nigeria, Ghana, Poland, Pakistan, South Africa, Turkey and the UK, in layouts the
// rest of the corpus does not use (a phone reply, a grid table, a CRM's HTML, a PDF with a
// discount column, a two-sheet workbook). The reader is measured on them, never tuned on them.
// Every expected figure is stated in the mail or its attachment, outside what the vendor quotes
// back. A delivery given only as a date is not a lead time: leadTimeDays is null then.

const BONNY: Buyer = {
  name: 'Ebiye Dappa',
  address: 'supply@bonnyoffshore.ng',
  business: 'Bonny Offshore Support Ltd',
  site: 'Base 2, Finima Road, Bonny Island, Rivers State',
}

const ABUJA_ESTATES: Buyer = {
  name: 'Maryam Bello',
  address: 'maryam.bello@zumaestates.ng',
  business: 'Zuma Estates Ltd',
  site: 'Plot 1187, Cadastral Zone B06, Mabushi, Abuja',
}

// ---------------------------------------------------------------------------------------------
// The RFQs.

const siteConsumables = enquiry(
  'TA-301',
  'Site consumables',
  'ngn',
  LEKKI,
  [
    ['Masking tape 48mm x 50m', 60, 'rolls'],
    ['Silicone sealant, clear, 280ml cartridge', 48, 'pcs'],
    ['Cutting disc 115mm for metal', 100, 'pcs'],
  ],
  { sent: '2026-11-16T08:10:00Z', deadline: '2026-11-20T17:00:00Z' },
)

const networking = enquiry(
  'TA-302',
  'Office network cabling',
  'usd',
  LEKKI,
  [
    ['Cat6 UTP cable, 305m box', 10, 'boxes'],
    ['RJ45 connectors Cat6, pack of 100', 5, 'packs'],
    ['24-port gigabit switch, unmanaged', 3, 'pcs'],
    ['Patch panel 24-port Cat6', 3, 'pcs'],
  ],
  { sent: '2026-11-17T09:00:00Z', deadline: '2026-11-24T17:00:00Z' },
)

const bearings = enquiry(
  'TA-303',
  'Bearings for conveyor overhaul',
  'eur',
  HARBOUR,
  [
    ['Deep groove ball bearing 6205-2RS', 50, 'pcs'],
    ['Pillow block bearing UCP208, FYH', 12, 'pcs'],
    ['Taper roller bearing 32210', 20, 'pcs'],
  ],
  { sent: '2026-11-18T07:40:00Z', deadline: '2026-11-27T17:00:00Z' },
)

const ppe = enquiry(
  'TA-304',
  'Eye and respiratory protection',
  'usd',
  KANO_AGRO,
  [
    ['Safety goggles, clear, anti-fog', 120, 'pcs'],
    ['Disposable dust mask FFP2', 300, 'pcs'],
    ['Hi-vis vest, orange, size XL', 60, 'pcs'],
  ],
  { sent: '2026-11-17T11:00:00Z', deadline: '2026-11-26T17:00:00Z' },
)

const marinePaint = enquiry(
  'TA-305',
  'Marine paint for dry-docking',
  'ngn',
  HARBOUR,
  [
    ['Epoxy primer, marine grade, 20L', 10, 'pails'],
    ['Antifouling paint, 20L', 8, 'pails'],
    ['Epoxy thinner, 4L', 12, 'tins'],
    ['Paint roller 9 inch with tray', 20, 'sets'],
  ],
  { sent: '2026-11-16T10:30:00Z', deadline: '2026-11-23T17:00:00Z' },
)

const valves = enquiry(
  'TA-306',
  'Valves and gaskets',
  'usd',
  BONNY,
  [
    ['Gate valve 2", class 150, carbon steel, flanged', 8, 'pcs'],
    ['Ball valve 1", SS316, full bore, threaded', 20, 'pcs'],
    ['Swing check valve 3", class 150', 4, 'pcs'],
    ['Spiral wound gasket 2", class 150', 40, 'pcs'],
  ],
  { sent: '2026-11-17T06:00:00Z', deadline: '2026-11-28T17:00:00Z' },
)

const rigging = enquiry(
  'TA-307',
  'Wire rope and rigging hardware',
  'eur',
  HARBOUR,
  [
    ['Steel wire rope 16mm, 6x36 IWRC, galvanised', 200, 'm'],
    ['Wire rope clip 16mm', 40, 'pcs'],
    ['Bow shackle 3.25t, galvanised', 20, 'pcs'],
    ['Thimble 16mm, galvanised', 20, 'pcs'],
  ],
  { sent: '2026-11-18T12:00:00Z', deadline: '2026-11-30T17:00:00Z' },
)

const workwear = enquiry(
  'TA-308',
  'PPE for the new starters',
  'gbp',
  NORTHBRIDGE,
  [
    ['Safety boots S3, size 9', 12, 'pairs'],
    ['Hard hat, white, ratchet harness', 25, 'pcs'],
    ['Disposable coverall, type 5/6, size L', 100, 'pcs'],
  ],
  { sent: '2026-11-19T09:00:00Z', deadline: '2026-11-24T17:00:00Z' },
)

const generator = enquiry(
  'TA-309',
  'Standby generator for block C',
  'ngn',
  ABUJA_ESTATES,
  [
    ['Diesel generator 60kVA, soundproof canopy', 1, 'unit'],
    ['Automatic transfer switch panel 100A, 4-pole', 1, 'unit'],
    ['Armoured cable 4-core 35mm²', 40, 'm'],
  ],
  { sent: '2026-11-17T13:00:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const fittings = enquiry(
  'TA-310',
  'Pipe fittings for the boiler house',
  'gbp',
  NORTHBRIDGE,
  [
    ['Ball valve 2", lever operated', 25, 'pcs'],
    ['Y-strainer 2", cast iron', 6, 'pcs'],
    ['Union 2", black malleable iron', 30, 'pcs'],
  ],
  { sent: '2026-11-19T10:00:00Z', deadline: '2026-11-26T17:00:00Z' },
)

// ---------------------------------------------------------------------------------------------
// A CRM's quote mail: a table inside a table inside a table, every style inline.

function crmHtml(): string {
  const items: readonly (readonly [string, string, number, string, number])[] = [
    ['JTN-EP200', 'Jotun Penguard Primer, epoxy, 20L', 10, 'Pail', 148500],
    ['JTN-SF100', 'Jotun SeaForce 90 antifouling, 20L', 8, 'Pail', 212000],
    ['JTN-TH17', 'Jotun Thinner No. 17, 4L', 12, 'Tin', 9800],
    ['RLR-9T', 'Roller 9" with tray, solvent resistant', 20, 'Set', 6750],
  ]
  const cell = 'padding:8px 10px;border-bottom:1px solid #e5e7eb;font-size:13px;color:#374151'
  const right = `${cell};text-align:right;white-space:nowrap`
  const head =
    'padding:8px 10px;background-color:#0f4c81;color:#ffffff;font-size:12px;font-weight:bold;text-transform:uppercase;text-align:left'
  const rows = items
    .map(
      ([sku, name, qty, unit, price]) =>
        `<tr><td style="${cell}">${sku}</td><td style="${cell}">${escapeHtml(name)}</td><td style="${right}">${qty}</td><td style="${cell}">${unit}</td><td style="${right}">&#8358;${money(price)}</td><td style="${right}">&#8358;${money(qty * price)}</td></tr>`,
    )
    .join('\n')
  const subtotal = items.reduce((sum, [, , qty, , price]) => sum + qty * price, 0)
  const vat = Math.round(subtotal * 75) / 1000
  const delivery = 45000
  const total = (label: string, amount: number, strong = false) =>
    `<tr><td colspan="5" style="${right};${strong ? 'font-weight:bold;border-top:2px solid #0f4c81' : ''}">${label}</td><td style="${right};${strong ? 'font-weight:bold;border-top:2px solid #0f4c81' : ''}">&#8358;${money(amount)}</td></tr>`
  return `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Quote QT-00731</title></head>
<body style="margin:0;padding:0;background-color:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff;border-radius:6px;font-family:Helvetica,Arial,sans-serif">
<tr><td style="padding:20px 24px;background-color:#0f4c81;color:#ffffff;font-size:18px;font-weight:bold">Tin Can Marine Coatings Ltd<br><span style="font-size:12px;font-weight:normal">Quote QT-00731 &middot; Your ref. TA-305</span></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#111827;line-height:1.5">
<p style="margin:0 0 12px 0">Dear Tunde Bakare,</p>
<p style="margin:0 0 12px 0">Thank you for your enquiry. Please find our quote for the dry-docking paint below.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;border:1px solid #e5e7eb"><tr><td>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">
<thead><tr><th style="${head}">SKU</th><th style="${head}">Product</th><th style="${head};text-align:right">Qty</th><th style="${head}">UoM</th><th style="${head};text-align:right">Unit Price</th><th style="${head};text-align:right">Amount</th></tr></thead>
<tbody>
${rows}
${total('Subtotal', subtotal)}
${total('VAT (7.5%)', vat)}
${total('Delivery to Apapa', delivery)}
${total('Total (NGN)', subtotal + vat + delivery, true)}
</tbody></table>
</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#374151"><tr>
<td width="50%" valign="top" style="padding:0 8px 0 0"><strong>Delivery</strong><br>Within 7 days of payment</td>
<td width="50%" valign="top" style="padding:0 0 0 8px"><strong>Quote expires</strong><br>30 November 2026</td>
</tr></table>
<p style="margin:16px 0 0 0"><a href="https://tincanmarine.bitrix24.site/quote/QT-00731?hash=9f2c1e" style="display:inline-block;padding:10px 18px;background-color:#16a34a;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">View and accept quote</a></p>
<p style="margin:16px 0 0 0">Kind regards,<br>Chiamaka Udeh<br>Sales Executive</p>
</td></tr>
<tr><td style="padding:14px 24px;background-color:#f9fafb;font-size:11px;color:#6b7280">Tin Can Marine Coatings Ltd &middot; 14 Tin Can Island Road, Apapa, Lagos &middot; +234 1 280 6611 &middot; RC 884120<br>Sent with Bitrix24 CRM. You received this e-mail because you requested a quote.</td></tr>
</table>
</td></tr></table>
</body></html>
`
}

// ---------------------------------------------------------------------------------------------
// Layout E: a distributor's quotation with a discount column (list price, disc. %, net price).

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

const INK = rgb(0.1, 0.1, 0.1)

function put(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  o: { size?: number; bold?: boolean; right?: boolean } = {},
) {
  const font = o.bold ? pen.bold : pen.regular
  const size = o.size ?? 8.5
  const at = o.right ? x - font.widthOfTextAtSize(text, size) : x
  pen.page.drawText(text, { x: at, y, size, font, color: INK })
}

type DiscountItem = readonly [
  code: string,
  description: string,
  qty: number,
  list: number,
  discount: number,
  net: number,
]

async function discountQuotePdf(items: readonly DiscountItem[]): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const when = new Date('2026-11-19T07:25:00Z')
  doc.setTitle('Quotation KVP-Q-26-1144')
  doc.setAuthor('Karoo Valve & Pipe (Pty) Ltd')
  doc.setCreator('Sage 300 Order Entry')
  doc.setProducer('Sage 300 Order Entry')
  doc.setCreationDate(when)
  doc.setModificationDate(when)
  const page = doc.addPage(PageSizes.A4)
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  let y = PageSizes.A4[1] - 50
  put(pen, 'KAROO VALVE & PIPE (PTY) LTD', 40, y, { size: 15, bold: true })
  put(pen, 'Quotation', 555, y, { size: 15, right: true })
  for (const line of [
    '31 Electron Avenue, Isando, Kempton Park 1600, South Africa',
    'Tel +27 11 555 3190  |  quotes@karoovalve.co.za  |  Reg. 2009/014477/07  |  VAT 4470251834',
  ]) {
    y -= 12
    put(pen, line, 40, y, { size: 8 })
  }
  y -= 26
  const meta: readonly (readonly [string, string])[] = [
    ['Quote No.', 'KVP-Q-26-1144'],
    ['Date', '19/11/2026'],
    ['Customer Ref.', 'TA-306'],
    ['Currency', 'USD'],
    ['Sales Rep', 'Pieter van Wyk'],
  ]
  for (const [i, [label, value]] of meta.entries()) {
    put(pen, label, 360, y - i * 12, { bold: true })
    put(pen, value, 450, y - i * 12)
  }
  put(pen, 'Customer', 40, y, { bold: true })
  for (const [i, line] of [
    'Bonny Offshore Support Ltd',
    'Base 2, Finima Road',
    'Bonny Island, Rivers State, Nigeria',
    'Attn: Ebiye Dappa',
  ].entries()) {
    put(pen, line, 40, y - 12 - i * 12)
  }
  y -= 5 * 12 + 20

  const x = { line: 40, code: 62, desc: 130, qty: 330, list: 385, disc: 425, net: 480, amount: 555 }
  page.drawRectangle({ x: 38, y: y - 5, width: 519, height: 17, color: rgb(0.86, 0.88, 0.9) })
  put(pen, 'Ln', x.line, y, { bold: true })
  put(pen, 'Item', x.code, y, { bold: true })
  put(pen, 'Description', x.desc, y, { bold: true })
  put(pen, 'Qty', x.qty, y, { bold: true, right: true })
  put(pen, 'List Price', x.list, y, { bold: true, right: true })
  put(pen, 'Disc %', x.disc, y, { bold: true, right: true })
  put(pen, 'Net Price', x.net, y, { bold: true, right: true })
  put(pen, 'Ext. Amount', x.amount, y, { bold: true, right: true })
  let subtotal = 0
  for (const [i, [code, description, qty, list, discount, net]] of items.entries()) {
    y -= 18
    const amount = Math.round(qty * net * 100) / 100
    subtotal += amount
    put(pen, String((i + 1) * 10), x.line, y)
    put(pen, code, x.code, y)
    put(pen, description, x.desc, y, { size: 8 })
    put(pen, String(qty), x.qty, y, { right: true })
    put(pen, money(list), x.list, y, { right: true })
    put(pen, discount.toFixed(1), x.disc, y, { right: true })
    put(pen, money(net), x.net, y, { right: true })
    put(pen, money(amount), x.amount, y, { right: true })
  }
  y -= 8
  page.drawLine({ start: { x: 38, y }, end: { x: 557, y }, thickness: 0.5, color: INK })
  const freight = 320
  for (const [label, amount, bold] of [
    ['Nett Total', subtotal, false],
    ['Freight (sea, CFR Onne)', freight, false],
    ['Quotation Total USD', subtotal + freight, true],
  ] as const) {
    y -= 15
    put(pen, label, 400, y, { bold })
    put(pen, money(amount), x.amount, y, { bold, right: true })
  }
  y -= 30
  put(pen, 'Conditions of Sale', 40, y, { bold: true })
  for (const line of [
    'Prices are nett of the discounts shown, in US Dollars, export packed.',
    'Delivery: 30 days after receipt of official order.',
    'Validity: this quotation is valid for 15 days.',
    'Payment: 50% with order, 50% before shipment.',
    'Material certificates EN 10204 3.1 supplied with the goods.',
  ]) {
    y -= 12
    put(pen, line, 40, y)
  }
  return Buffer.from(await doc.save())
}

// ---------------------------------------------------------------------------------------------
// A workbook of two sheets: a cover with the terms, then the prices.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function riggingWorkbook(): Promise<Attachment[]> {
  const book = new ExcelJS.Workbook()
  book.creator = 'Elif Yildiz'
  book.lastModifiedBy = 'Elif Yildiz'
  book.created = new Date('2026-11-23T08:05:00Z')
  book.modified = new Date('2026-11-23T08:05:00Z')

  const cover = book.addWorksheet('Cover')
  cover.columns = [{ width: 24 }, { width: 60 }]
  cover.addRow(['MARMARA HALAT VE ZINCIR SAN. A.S.'])
  cover.getCell('A1').font = { bold: true, size: 14 }
  cover.addRow(['Organize Sanayi Bolgesi 4. Cadde No: 18, Gebze / Kocaeli, Turkiye'])
  cover.addRow([])
  cover.addRow(['OFFER', 'MHZ-2026-0912'])
  cover.addRow(['Date', '23.11.2026'])
  cover.addRow(['Customer', 'Harbour Marine Services Ltd, Apapa, Lagos'])
  cover.addRow(['Your reference', 'TA-307 Wire rope and rigging hardware'])
  cover.addRow(['Currency', 'EUR'])
  cover.addRow([])
  cover.addRow(['Delivery time', '6 weeks after order confirmation'])
  cover.addRow(['Delivery terms', 'CIF Apapa, freight and insurance included'])
  cover.addRow(['Payment', '30% advance, 70% cash against documents'])
  cover.addRow(['Offer validity', '31.12.2026'])
  cover.addRow(['Prices', 'see sheet "Prices"'])
  for (const r of [4, 5, 6, 7, 8, 10, 11, 12, 13, 14]) cover.getCell(`A${r}`).font = { bold: true }

  const prices = book.addWorksheet('Prices')
  prices.columns = [
    { width: 5 },
    { width: 48 },
    { width: 8 },
    { width: 7 },
    { width: 16 },
    { width: 16 },
  ]
  const header = prices.addRow(['No', 'Description', 'Qty', 'Unit', 'Unit Price EUR', 'Total EUR'])
  header.font = { bold: true }
  const items = [
    ['Steel wire rope 16mm 6x36WS+IWRC, galvanised, 1960 N/mm2', 200, 'm', 6.85],
    ['Wire rope clip DIN 741, 16mm', 40, 'pcs', 1.9],
    ['Bow shackle 3.25t, galvanised, screw pin', 20, 'pcs', 8.4],
    ['Thimble DIN 6899 B, 16mm, galvanised', 20, 'pcs', 0.95],
  ] as const
  for (const [i, [description, qty, unit, price]] of items.entries()) {
    const row = prices.addRow([i + 1, description, qty, unit, price])
    row.getCell(6).value = {
      formula: `C${row.number}*E${row.number}`,
      result: Math.round(qty * price * 100) / 100,
    }
  }
  const last = prices.rowCount
  const total = prices.addRow(['', 'TOTAL CIF APAPA', '', '', ''])
  total.getCell(6).value = { formula: `SUM(F2:F${last})`, result: 1633 }
  total.font = { bold: true }
  for (const col of ['E', 'F']) prices.getColumn(col).numFmt = '#,##0.00'
  return [
    {
      filename: 'MHZ-2026-0912 Harbour Marine.xlsx',
      contentType: XLSX,
      content: Buffer.from(await book.xlsx.writeBuffer()),
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// The cases.

export const FRESH_REPLY_CASES: readonly ReplyCase[] = [
  {
    name: 'fresh: reply from a phone, short lines, "tape 1,150 a roll"',
    kind: 'free-text',
    rfq: siteConsumables.rfq,
    raw: compose({
      enquiry: siteConsumables,
      from: 'Kelechi Umeh <kelechiumeh.ventures@gmail.com>',
      date: '2026-11-16T13:47:00Z',
      subject: `Re: ${rfqSubject(siteConsumables)}`,
      headers: { 'X-Mailer': 'iPhone Mail (22B83)' },
      text: [
        'Good afternoon ma',
        'Pls see prices, all in naira',
        'tape 1,150 a roll',
        'silicone 2,400 each',
        'cutting disc 650 each',
        'We can supply 4 days after order',
        'delivery to Ikeja is free',
        'Thanks',
        'Kelechi',
        '',
        'Sent from my iPhone',
        '',
        quotedRfq(siteConsumables, 'Umeh Ventures', 'kelechiumeh.ventures@gmail.com', 'apple'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 1150, 'line-2': 2400, 'line-3': 650 },
      currency: 'ngn',
      leadTimeDays: 4,
      validUntil: null,
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'fresh: grid table drawn with +---+ and ===, Ghanaian vendor in dollars',
    kind: 'body-table',
    rfq: networking.rfq,
    raw: compose({
      enquiry: networking,
      from: 'Kofi Asante <kofi@linkwavesystems.com.gh>',
      date: '2026-11-19T10:22:00Z',
      subject: `Re: ${rfqSubject(networking)}`,
      text: [
        'Hello Adaeze,',
        '',
        'Thanks for thinking of us. Our offer for TA-302 is below (prices in USD):',
        '',
        '+----+------------------------------------+-----+------------+-----------+',
        '| #  | Item                               | Qty | Unit price | Amount    |',
        '+====+====================================+=====+============+===========+',
        '| 1  | Cat6 UTP cable 305m, CommScope     |  10 |     118.00 |  1,180.00 |',
        '+----+------------------------------------+-----+------------+-----------+',
        '| 2  | RJ45 Cat6 connectors, pack of 100  |   5 |      14.50 |     72.50 |',
        '+----+------------------------------------+-----+------------+-----------+',
        '| 3  | TP-Link TL-SG1024D 24-port switch  |   3 |      96.00 |    288.00 |',
        '+----+------------------------------------+-----+------------+-----------+',
        '| 4  | Cat6 patch panel 24-port, 1U       |   3 |      38.75 |    116.25 |',
        '+----+------------------------------------+-----+------------+-----------+',
        '|    | Subtotal                           |     |            |  1,656.75 |',
        '|    | DHL courier Accra - Lagos          |     |            |     75.00 |',
        '|    | Total                              |     |            |  1,731.75 |',
        '+----+------------------------------------+-----+------------+-----------+',
        '',
        'Lead time is 2 weeks from payment. This offer is valid for 21 days.',
        '',
        'Regards,',
        'Kofi Asante',
        'LinkWave Systems Ltd',
        'No. 7 Ring Road Central, Accra | +233 24 555 8812',
        '',
        quotedRfq(networking, 'LinkWave Systems', 'kofi@linkwavesystems.com.gh'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 118, 'line-2': 14.5, 'line-3': 96, 'line-4': 38.75 },
      currency: 'usd',
      leadTimeDays: 14,
      validUntil: '2026-12-10',
      shippingCost: 75,
      readable: true,
    },
  },
  {
    name: 'fresh: Polish vendor offers an alternative brand for one line, freight left open',
    kind: 'free-text',
    rfq: bearings.rfq,
    raw: compose({
      enquiry: bearings,
      from: 'Tomasz Wiśniewski <t.wisniewski@lozyska-wisla.pl>',
      date: '2026-11-20T08:15:00Z',
      subject: `Odp: ${rfqSubject(bearings)}`,
      html: true,
      text: [
        'Dear Mr Bakare,',
        '',
        'thank you for the enquiry TA-303. We can offer as follows:',
        '',
        'Pos. 1 - 6205-2RS SKF, 50 pcs: 4,80 EUR/pc',
        'Pos. 2 - UCP208 FYH is discontinued at our supplier and we cannot get it any more. As an alternative we offer NTN UCP208D1, same dimensions and bolt centres, 12 pcs: 31,50 EUR/pc',
        'Pos. 3 - 32210 J2/Q SKF, 20 pcs: 27,90 EUR/pc',
        '',
        'Delivery time: 10 working days from order.',
        'Transport costs are not included, we will quote them separately when the packed weight is known.',
        'Offer valid until 15.12.2026.',
        '',
        'Best regards / Pozdrawiam',
        'Tomasz Wiśniewski',
        'Export Department',
        'Łożyska Wisła Sp. z o.o.',
        'ul. Przemysłowa 12, 30-701 Kraków, Poland',
        'tel. +48 12 555 40 17 | NIP 6762458813',
        '',
        quotedRfq(bearings, 'Łożyska Wisła', 't.wisniewski@lozyska-wisla.pl', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 4.8, 'line-2': 31.5, 'line-3': 27.9 },
      currency: 'eur',
      leadTimeDays: 10,
      validUntil: '2026-12-15',
      shippingCost: null,
      readable: true,
    },
  },
  {
    name: 'fresh: prices per dozen and per box of 10, the per-piece price worked out',
    kind: 'free-text',
    rfq: ppe.rfq,
    raw: compose({
      enquiry: ppe,
      from: 'Usman Tariq <usman@sialkotsafetygear.pk>',
      date: '2026-11-18T16:05:00Z',
      subject: `RE: ${rfqSubject(ppe)}`,
      text: [
        'Dear Sir/Madam,',
        '',
        'Greetings from Sialkot. Thanks for your RFQ TA-304, our best prices in US Dollars:',
        '',
        '- Safety goggles, clear, anti-fog: we sell these by the dozen, USD 42.00 per dozen, that is USD 3.50 per piece. 120 pcs = 10 dozen = USD 420.00.',
        '- FFP2 dust masks: packed in boxes of 10, USD 6.80 per box, so USD 0.68 per piece. 300 pcs = 30 boxes = USD 204.00.',
        '- Hi-vis vest orange XL: USD 4.25 per piece, 60 pcs = USD 255.00.',
        '',
        'Air freight to Kano: USD 180.00.',
        'Production and dispatch: 3 weeks after advance payment.',
        'Offer is valid for 45 days.',
        '',
        'Waiting for your kind reply.',
        '',
        'Best Regards,',
        'Usman Tariq',
        'Sialkot Safety Gear (Pvt) Ltd',
        'Small Industrial Estate, Sialkot 51310, Pakistan',
        'Cell/WhatsApp: +92 300 555 7716',
        '',
        quotedRfq(ppe, 'Sialkot Safety Gear', 'usman@sialkotsafetygear.pk', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 3.5, 'line-2': 0.68, 'line-3': 4.25 },
      currency: 'usd',
      leadTimeDays: 21,
      validUntil: '2027-01-02',
      shippingCost: 180,
      readable: true,
    },
  },
  {
    name: 'fresh: CRM quote mail, nested tables with inline styles, VAT and totals rows',
    kind: 'html',
    rfq: marinePaint.rfq,
    raw: compose({
      enquiry: marinePaint,
      from: 'Tin Can Marine Coatings <quotes@tincanmarine.com.ng>',
      date: '2026-11-18T09:12:00Z',
      subject: `Quote QT-00731 for Harbour Marine Services Ltd (${marinePaint.rfq.taId})`,
      headers: { 'X-Mailer': 'Bitrix24 Mailer' },
      html: crmHtml(),
    }),
    expected: {
      unitPrices: { 'line-1': 148500, 'line-2': 212000, 'line-3': 9800, 'line-4': 6750 },
      currency: 'ngn',
      leadTimeDays: 7,
      validUntil: '2026-11-30',
      shippingCost: 45000,
      readable: true,
    },
  },
  {
    name: 'fresh: pdf quotation with list price, discount % and net price columns (layout E)',
    kind: 'pdf',
    rfq: valves.rfq,
    raw: compose({
      enquiry: valves,
      from: 'Pieter van Wyk <pieter@karoovalve.co.za>',
      date: '2026-11-19T07:40:00Z',
      subject: `RE: ${rfqSubject(valves)}`,
      html: true,
      text: [
        'Morning Ebiye,',
        '',
        'Please find our quotation KVP-Q-26-1144 attached. The net prices already include your project discount.',
        '',
        'Shout if anything is unclear.',
        '',
        'Kind regards',
        'Pieter van Wyk',
        'Karoo Valve & Pipe (Pty) Ltd',
        '+27 82 555 0143',
        '',
        quotedRfq(valves, 'Karoo Valve & Pipe', 'pieter@karoovalve.co.za'),
        '',
      ].join('\n'),
      attachments: async () => [
        {
          filename: 'KVP-Q-26-1144.pdf',
          contentType: 'application/pdf',
          content: await discountQuotePdf([
            ['GV-150-2F', 'Gate valve 2" #150 WCB, RF flanged', 8, 240, 15, 204],
            ['BV-316-1T', 'Ball valve 1" SS316 full bore, NPT', 20, 96, 10, 86.4],
            ['CV-150-3S', 'Swing check valve 3" #150 WCB', 4, 410, 15, 348.5],
            ['SWG-2-150', 'Spiral wound gasket 2" #150, SS316/graphite', 40, 7.5, 0, 7.5],
          ]),
        },
      ],
    }),
    expected: {
      unitPrices: { 'line-1': 204, 'line-2': 86.4, 'line-3': 348.5, 'line-4': 7.5 },
      currency: 'usd',
      leadTimeDays: 30,
      validUntil: '2026-12-04',
      shippingCost: 320,
      readable: true,
    },
  },
  {
    name: 'fresh: xlsx with two sheets, terms on the cover and prices on the second',
    kind: 'xlsx',
    rfq: rigging.rfq,
    raw: compose({
      enquiry: rigging,
      from: 'Elif Yildiz <export@marmarahalat.com.tr>',
      date: '2026-11-23T08:30:00Z',
      subject: `Offer MHZ-2026-0912 - ${rigging.rfq.taId}`,
      text: [
        'Dear Sirs,',
        '',
        'Please find attached our offer MHZ-2026-0912 for your RFQ TA-307.',
        'The commercial terms are on the first sheet, the prices on the sheet "Prices".',
        '',
        'Best regards,',
        'Elif Yildiz',
        'Export Sales',
        'Marmara Halat ve Zincir San. A.S.',
        'T +90 262 555 18 40',
        '',
      ].join('\n'),
      attachments: riggingWorkbook,
    }),
    expected: {
      unitPrices: { 'line-1': 6.85, 'line-2': 1.9, 'line-3': 8.4, 'line-4': 0.95 },
      currency: 'eur',
      leadTimeDays: 42,
      validUntil: '2026-12-31',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'fresh: UK trade supplier in pounds, ex-VAT and inc-VAT prices side by side',
    kind: 'body-table',
    rfq: workwear.rfq,
    raw: compose({
      enquiry: workwear,
      from: 'Laura Haigh <laura.haigh@penninesafety.co.uk>',
      date: '2026-11-19T15:20:00Z',
      subject: `RE: ${rfqSubject(workwear)}`,
      html: true,
      text: [
        'Hi Sarah,',
        '',
        'Thanks for your enquiry, prices as follows:',
        '',
        'Portwest FW63 S3 safety boot, size 9 - £38.50 ex VAT (£46.20 inc VAT) per pair',
        'Centurion 1125 hard hat, white, ratchet - £6.90 ex VAT (£8.28 inc VAT) each',
        'Type 5/6 disposable coverall, L - £2.15 ex VAT (£2.58 inc VAT) each',
        '',
        'Goods net: £849.50',
        'Delivery: £12.50',
        'VAT @ 20%: £172.40',
        'Total inc VAT: £1,034.40',
        '',
        'All stock items, lead time 2 working days. Prices held for 14 days.',
        '',
        'Kind regards,',
        'Laura',
        '',
        'Laura Haigh | Internal Sales',
        'Pennine Safety & Workwear Ltd',
        'Bradley Business Park, Huddersfield HD2 1GN',
        '01484 555 207 | VAT Reg. GB 318 4472 09',
        '',
        quotedRfq(
          workwear,
          'Pennine Safety & Workwear',
          'laura.haigh@penninesafety.co.uk',
          'outlook',
        ),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 38.5, 'line-2': 6.9, 'line-3': 2.15 },
      currency: 'gbp',
      leadTimeDays: 2,
      validUntil: '2026-12-03',
      shippingCost: 12.5,
      readable: true,
    },
  },
  {
    name: 'fresh: delivery promised by a date, no lead time in days',
    kind: 'free-text',
    rfq: generator.rfq,
    raw: compose({
      enquiry: generator,
      from: 'Ibrahim Garba <ibrahim@sahelpowersolutions.ng>',
      date: '2026-11-18T11:30:00Z',
      subject: `Re: ${rfqSubject(generator)}`,
      html: true,
      text: [
        'Dear Hajiya Maryam,',
        '',
        'Thank you for the opportunity. For block C we propose a Perkins-powered 60kVA set in a soundproof canopy at N21,850,000.00, with a 100A 4-pole ATS panel at N1,240,000.00. The 4-core 35mm² armoured cable is N18,500.00 per metre.',
        '',
        'The set is in our Kaduna warehouse; we can deliver, install and commission at Mabushi by 10 December 2026 if we receive your order this month. Delivery and installation are included in the prices above.',
        '',
        'This quote is valid through 30 November 2026.',
        '',
        'Yours faithfully,',
        'Engr. Ibrahim Garba',
        'Sahel Power Solutions Ltd',
        'Suite 14, Garki Mall, Area 11, Abuja | 0809 555 3318',
        '',
        quotedRfq(generator, 'Sahel Power Solutions', 'ibrahim@sahelpowersolutions.ng'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 21850000, 'line-2': 1240000, 'line-3': 18500 },
      currency: 'ngn',
      leadTimeDays: null,
      validUntil: '2026-11-30',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'fresh: asks a question back before quoting, no prices',
    kind: 'nothing',
    rfq: fittings.rfq,
    raw: compose({
      enquiry: fittings,
      from: 'Martin Crowther <martin@aireflowheating.co.uk>',
      date: '2026-11-20T09:00:00Z',
      subject: `RE: ${rfqSubject(fittings)}`,
      text: [
        'Hi Sarah,',
        '',
        'Happy to quote for these, but before I do could you confirm a couple of things?',
        '',
        '1. Are the ball valves and strainers BSP threaded or flanged PN16?',
        '2. Is the boiler house on steam or LTHW? If steam we would need to offer a different valve.',
        '',
        "Once I know I'll get prices over to you the same day.",
        '',
        'Cheers,',
        'Martin',
        '',
        'Martin Crowther | Aireflow Heating Supplies Ltd',
        'Canal Road, Bradford BD2 1AR | 01274 555 660',
        '',
        quotedRfq(fittings, 'Aireflow Heating Supplies', 'martin@aireflowheating.co.uk', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: {},
      currency: null,
      leadTimeDays: null,
      validUntil: null,
      shippingCost: null,
      readable: false,
    },
  },
]
