import { deflateSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { ReplyCase } from './cases'
import {
  type Attachment,
  type Buyer,
  compose,
  type Enquiry,
  enquiry,
  HARBOUR,
  KANO_AGRO,
  LEKKI,
  money,
  NORTHBRIDGE,
  quotedRfq,
  quoteLines,
  rfqMailText,
  rfqSubject,
} from './compose'

// A third held-out set, written without sight of the reader: replies from France, the
// Netherlands, the UAE, China, the US, the UK and Nigeria, in layouts the other sets do not use
// (dotted leaders, a markdown pipe table with list and net prices, "@ $9.80/roll", a PDF whose
// quantity comes before the description, a semicolon CSV with a freight row, a one-sheet
// workbook with its terms in the title block, a screenshot instead of a quote). The reader is
// measured on them, never tuned on them. Every expected figure is stated in the mail or its
// attachment, outside what the vendor quotes back, except where only line totals are given: the
// unit price is then the line total over the RFQ's quantity. Ranges of lead time count at their
// longer end; working and business days count as days; weeks as 7 days.

const GARDEN_CITY: Buyer = {
  name: 'Chidinma Nwosu',
  address: 'procurement@gardencityhospital.ng',
  business: 'Garden City Specialist Hospital',
  site: '18 Aba Road, Port Harcourt, Rivers State',
}

// ---------------------------------------------------------------------------------------------
// The RFQs.

const hydraulics = enquiry(
  'TA-401',
  'Hydraulic hoses and fittings',
  'eur',
  HARBOUR,
  [
    ['Hydraulic hose 1/2" 2SN', 100, 'm'],
    ['Hose fitting 1/2" JIC female, crimp type', 40, 'pcs'],
    ['Hydraulic oil ISO VG 46, 20L', 10, 'pails'],
  ],
  { sent: '2026-11-10T09:15:00Z', deadline: '2026-11-20T17:00:00Z' },
)

const coldRoom = enquiry(
  'TA-402',
  'Cold room spares',
  'ngn',
  LEKKI,
  [
    ['Contactor 3-pole 32A, 230V coil', 4, 'pcs'],
    ['Evaporator fan motor 10W, 230V', 6, 'pcs'],
    ['Refrigerant R404A, 10.9kg cylinder', 2, 'cylinders'],
  ],
  { sent: '2026-11-10T08:20:00Z', deadline: '2026-11-17T17:00:00Z' },
)

const labConsumables = enquiry(
  'TA-403',
  'Quality lab consumables',
  'usd',
  KANO_AGRO,
  [
    ['Nitrile gloves, powder-free, size M, box of 100', 40, 'boxes'],
    ['Petri dish 90mm, sterile, pack of 20', 25, 'packs'],
    ['Pipette tips 1000µL, rack of 96', 30, 'racks'],
    ['Ethanol 70%, 5L', 12, 'jugs'],
  ],
  { sent: '2026-11-12T08:00:00Z', deadline: '2026-11-23T17:00:00Z' },
)

const electrical = enquiry(
  'TA-404',
  'Electrical consumables for the assembly line',
  'gbp',
  NORTHBRIDGE,
  [
    ['Cable tie 300 x 4.8mm, black, pack of 100', 20, 'packs'],
    ['Wago 221-413 lever connector, box of 50', 10, 'boxes'],
    ['PVC trunking 50 x 50mm, 3m length', 30, 'lengths'],
  ],
  { sent: '2026-11-12T14:30:00Z', deadline: '2026-11-19T17:00:00Z' },
)

const packaging = enquiry(
  'TA-405',
  'Packaging materials for the dispatch bay',
  'ngn',
  LEKKI,
  [
    ['Stretch film 500mm x 23mic, 300m roll', 48, 'rolls'],
    ['Carton box 40 x 30 x 30cm, 5-ply', 500, 'pcs'],
    ['Packing tape 48mm x 100m, clear', 72, 'rolls'],
    ['Plastic pallet 1200 x 1000mm, 4-way entry', 20, 'pcs'],
  ],
  { sent: '2026-11-12T09:30:00Z', deadline: '2026-11-20T17:00:00Z' },
)

const millMotors = enquiry(
  'TA-406',
  'Motor spares for the mill',
  'ngn',
  KANO_AGRO,
  [
    ['Electric motor 7.5kW, 4-pole, 415V, TEFC', 2, 'pcs'],
    ['V-belt B-68', 24, 'pcs'],
    ['DOL motor starter 7.5kW with overload relay', 2, 'pcs'],
  ],
  { sent: '2026-11-13T10:00:00Z', deadline: '2026-11-24T17:00:00Z' },
)

const workshopLighting = enquiry(
  'TA-407',
  'LED lighting for the workshop',
  'usd',
  HARBOUR,
  [
    ['LED high bay 150W, 5000K, IP65', 30, 'pcs'],
    ['LED batten 1200mm 36W, IP65', 80, 'pcs'],
    ['Emergency exit sign, LED, maintained', 12, 'pcs'],
  ],
  { sent: '2026-11-13T11:00:00Z', deadline: '2026-11-27T17:00:00Z' },
)

const furniture = enquiry(
  'TA-408',
  'Office furniture for the admin block',
  'ngn',
  GARDEN_CITY,
  [
    ['Executive office chair, mesh back', 10, 'pcs'],
    ['Office desk 1400 x 700mm with drawer pedestal', 6, 'pcs'],
    ['4-drawer steel filing cabinet', 4, 'pcs'],
    ['Visitor chair, stackable', 20, 'pcs'],
  ],
  { sent: '2026-11-16T09:00:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const mooring = enquiry(
  'TA-409',
  'Mooring and deck equipment',
  'eur',
  HARBOUR,
  [
    ['Mooring rope 40mm, polypropylene, 220m coil', 2, 'coils'],
    ['Pneumatic fender 600 x 1000mm', 4, 'pcs'],
    ['Deck scrubbing brush with handle', 24, 'pcs'],
    ['Life ring 2.5kg with SOLAS reflective tape', 6, 'pcs'],
  ],
  { sent: '2026-11-11T07:30:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const fasteners = enquiry(
  'TA-410',
  'Fasteners for silo repair',
  'usd',
  KANO_AGRO,
  [
    ['Hex bolt M16 x 60, grade 8.8, zinc plated', 500, 'pcs'],
    ['Hex nut M16, grade 8, zinc plated', 500, 'pcs'],
    ['Flat washer M16, zinc plated', 1000, 'pcs'],
  ],
  { sent: '2026-11-16T07:45:00Z', deadline: '2026-11-23T17:00:00Z' },
)

const canteen = enquiry(
  'TA-411',
  'Kitchen equipment for the staff canteen',
  'ngn',
  LEKKI,
  [
    ['Industrial gas cooker, 6 burners with oven', 1, 'unit'],
    ['Stainless steel work table 1800 x 700mm', 3, 'pcs'],
    ['Chest freezer 500L', 2, 'pcs'],
  ],
  { sent: '2026-11-11T12:00:00Z', deadline: '2026-11-20T17:00:00Z' },
)

const tooling = enquiry(
  'TA-412',
  'Workshop tooling',
  'gbp',
  NORTHBRIDGE,
  [
    ['HSS drill bit set 1-13mm, 25 pieces', 6, 'sets'],
    ['Bench vice, 150mm jaw', 2, 'pcs'],
    ['Torque wrench 1/2" drive, 40-200Nm', 3, 'pcs'],
    ['Digital caliper 150mm', 4, 'pcs'],
  ],
  { sent: '2026-11-13T09:00:00Z', deadline: '2026-11-20T17:00:00Z' },
)

// ---------------------------------------------------------------------------------------------
// A French webmail's quote of the RFQ: "Le mar. 10 nov. 2026 à 10:15, … a écrit :".

function frenchQuote(e: Enquiry, vendorName: string, when: string): string {
  return [
    `Le ${when}, ${e.buyer.business} <${e.buyer.address}> a écrit :`,
    '',
    quoteLines(rfqMailText(e, vendorName)),
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------
// A Kano trader's PDF quotation: Item No | Qty | Description | Unit | Rate | Amount, the
// quantity before the description, an amount in words under the totals.

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

const INK = rgb(0.12, 0.12, 0.12)

function write(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  o: { size?: number; bold?: boolean; right?: boolean; centre?: boolean } = {},
) {
  const font = o.bold ? pen.bold : pen.regular
  const size = o.size ?? 9
  const width = font.widthOfTextAtSize(text, size)
  const at = o.right ? x - width : o.centre ? x - width / 2 : x
  pen.page.drawText(text, { x: at, y, size, font, color: INK })
}

type RateItem = readonly [
  itemNo: string,
  qty: number,
  description: string,
  unit: string,
  rate: number,
]

async function rateQuotationPdf(items: readonly RateItem[]): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const when = new Date('2026-11-17T09:48:00Z')
  doc.setTitle('Quotation KTE/QT/26/1142')
  doc.setAuthor('Khanna Trading & Engineering (Nig) Ltd')
  doc.setCreator('Busy Accounting Software')
  doc.setProducer('Busy Accounting Software')
  doc.setCreationDate(when)
  doc.setModificationDate(when)
  const page = doc.addPage(PageSizes.A4)
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  }
  const mid = PageSizes.A4[0] / 2
  let y = PageSizes.A4[1] - 48
  write(pen, 'KHANNA TRADING & ENGINEERING (NIG) LTD', mid, y, {
    size: 16,
    bold: true,
    centre: true,
  })
  for (const line of [
    '14 Bompai Road, Bompai Industrial Area, Kano State',
    'Ph: 0803 555 4470, 0706 555 1182  |  khannatrading.kano@gmail.com  |  RC 411872',
  ]) {
    y -= 13
    write(pen, line, mid, y, { size: 9, centre: true })
  }
  y -= 10
  page.drawLine({ start: { x: 36, y }, end: { x: 559, y }, thickness: 1.2, color: INK })
  y -= 20
  write(pen, 'QUOTATION', mid, y, { size: 13, bold: true, centre: true })
  y -= 22
  write(pen, 'To,', 40, y, { bold: true })
  write(pen, 'Quotation No.  : KTE/QT/26/1142', 360, y)
  for (const [i, [left, right]] of (
    [
      ['The Purchasing Department', 'Dated          : 17.11.2026'],
      ['Kano Agro Processing Ltd', 'Your Enquiry  : TA-406'],
      ['Plot 22, Sharada Industrial Estate Phase II', 'Enquiry Date  : 13.11.2026'],
      ['Kano', ''],
    ] as const
  ).entries()) {
    write(pen, left, 40, y - 12 * (i + 1))
    if (right) write(pen, right, 360, y - 12 * (i + 1))
  }
  y -= 12 * 5 + 14
  write(pen, 'Dear Sir, we are pleased to quote our lowest rates for the following items:', 40, y)
  y -= 20

  const x = { item: 40, qty: 140, desc: 150, unit: 380, rate: 470, amount: 555 }
  page.drawLine({ start: { x: 36, y: y + 13 }, end: { x: 559, y: y + 13 }, thickness: 0.8 })
  write(pen, 'Item No', x.item, y, { bold: true })
  write(pen, 'Qty', x.qty, y, { bold: true, right: true })
  write(pen, 'Description', x.desc, y, { bold: true })
  write(pen, 'Unit', x.unit, y, { bold: true })
  write(pen, 'Rate (NGN)', x.rate, y, { bold: true, right: true })
  write(pen, 'Amount (NGN)', x.amount, y, { bold: true, right: true })
  page.drawLine({ start: { x: 36, y: y - 5 }, end: { x: 559, y: y - 5 }, thickness: 0.8 })
  let subtotal = 0
  for (const [itemNo, qty, description, unit, rate] of items) {
    y -= 18
    const amount = qty * rate
    subtotal += amount
    write(pen, itemNo, x.item, y)
    write(pen, String(qty), x.qty, y, { right: true })
    write(pen, description, x.desc, y, { size: 8.5 })
    write(pen, unit, x.unit, y)
    write(pen, money(rate), x.rate, y, { right: true })
    write(pen, money(amount), x.amount, y, { right: true })
  }
  y -= 10
  page.drawLine({ start: { x: 36, y }, end: { x: 559, y }, thickness: 0.8, color: INK })
  const transport = 95000
  const vat = Math.round(subtotal * 0.075 * 100) / 100
  for (const [label, amount, bold] of [
    ['Sub Total', subtotal, false],
    ['Add: Transportation Lagos - Kano', transport, false],
    ['Add: VAT @ 7.5% on goods', vat, false],
    ['Grand Total', subtotal + transport + vat, true],
  ] as const) {
    y -= 15
    write(pen, label, 330, y, { bold })
    write(pen, money(amount), x.amount, y, { bold, right: true })
  }
  y -= 20
  write(
    pen,
    'Amount in words: Naira Three Million Two Hundred Seventy Thousand One Hundred Twenty Only',
    40,
    y,
    { bold: true },
  )
  y -= 26
  write(pen, 'Terms & Conditions:', 40, y, { bold: true })
  for (const line of [
    '1. Delivery   : Within 10 days from receipt of your LPO along with payment.',
    '2. Validity   : 7 days from the date of this quotation.',
    '3. Payment    : 100% before dispatch.',
    '4. Warranty   : 12 months on motors against manufacturing defects only.',
    '5. Motors are WEG make, starters with Schneider overload relay 13-18A.',
  ]) {
    y -= 13
    write(pen, line, 40, y)
  }
  y -= 40
  write(pen, 'For KHANNA TRADING & ENGINEERING (NIG) LTD', 555, y, { bold: true, right: true })
  y -= 36
  write(pen, 'Authorised Signatory', 555, y, { right: true })
  return Buffer.from(await doc.save())
}

// ---------------------------------------------------------------------------------------------
// A one-sheet workbook: letterhead and terms in a title block, then the table.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function furnitureWorkbook(): Promise<Attachment[]> {
  const book = new ExcelJS.Workbook()
  book.creator = 'Springfield Office Systems'
  book.lastModifiedBy = 'Ngozi Amadi'
  book.created = new Date('2026-11-18T12:40:00Z')
  book.modified = new Date('2026-11-18T13:05:00Z')
  const sheet = book.addWorksheet('Quotation')
  sheet.columns = [
    { width: 6 },
    { width: 46 },
    { width: 20 },
    { width: 7 },
    { width: 7 },
    { width: 17 },
    { width: 18 },
  ]
  sheet.addRow(['SPRINGFIELD OFFICE SYSTEMS LTD'])
  sheet.mergeCells('A1:G1')
  sheet.getCell('A1').font = { bold: true, size: 16 }
  sheet.getCell('A1').alignment = { horizontal: 'center' }
  sheet.addRow([
    '27 Trans-Amadi Industrial Layout, Port Harcourt  |  0803 555 2290  |  sales@springfieldoffice.ng',
  ])
  sheet.mergeCells('A2:G2')
  sheet.getCell('A2').alignment = { horizontal: 'center' }
  sheet.addRow([])
  sheet.addRow(['QUOTATION'])
  sheet.mergeCells('A4:G4')
  sheet.getCell('A4').font = { bold: true, size: 13 }
  sheet.getCell('A4').alignment = { horizontal: 'center' }
  sheet.addRow(['', 'Quote No: SOS/Q/2611/058', '', '', '', 'Date:', '18-Nov-2026'])
  sheet.addRow([
    '',
    'Customer: Garden City Specialist Hospital',
    '',
    '',
    '',
    'Valid Until:',
    '02-Dec-2026',
  ])
  sheet.addRow([
    '',
    'Your Ref: TA-408 Office furniture',
    '',
    '',
    '',
    'Lead Time:',
    '2-3 weeks from PO',
  ])
  for (const r of [5, 6, 7]) sheet.getCell(`F${r}`).font = { bold: true }
  sheet.addRow([])
  const header = sheet.addRow([
    'S/N',
    'Item Description',
    'Brand / Model',
    'Qty',
    'UOM',
    'Unit Price (₦)',
    'Total (₦)',
  ])
  header.font = { bold: true }
  const items = [
    ['Executive mesh office chair, high back, adjustable arms', 'Ergomax EM-218', 10, 145000],
    ['Office desk 1400x700 with 3-drawer mobile pedestal', 'Springfield SD-14', 6, 210000],
    ['4-drawer steel filing cabinet, lockable', 'Bisley-type BS4', 4, 168500],
    ['Visitor chair, stackable, padded seat', 'Ergomax V-40', 20, 38000],
  ] as const
  const first = sheet.rowCount + 1
  for (const [i, [description, brand, qty, price]] of items.entries()) {
    const row = sheet.addRow([i + 1, description, brand, qty, 'pcs', price])
    row.getCell(7).value = { formula: `D${row.number}*F${row.number}`, result: qty * price }
  }
  const last = sheet.rowCount
  const subtotal = items.reduce((sum, [, , qty, price]) => sum + qty * price, 0)
  const vat = subtotal * 0.075
  const delivery = 60000
  sheet.addRow([])
  const totals: readonly (readonly [string, ExcelJS.CellValue])[] = [
    ['Sub-Total', { formula: `SUM(G${first}:G${last})`, result: subtotal }],
    ['VAT @ 7.5%', { formula: `G${last + 2}*7.5%`, result: vat }],
    ['Delivery to site (Port Harcourt)', delivery],
    [
      'GRAND TOTAL',
      { formula: `SUM(G${last + 2}:G${last + 4})`, result: subtotal + vat + delivery },
    ],
  ]
  for (const [label, value] of totals) {
    const row = sheet.addRow(['', '', '', '', '', label, value])
    row.getCell(6).font = { bold: true }
  }
  sheet.getRow(sheet.rowCount).font = { bold: true }
  sheet.addRow([])
  sheet.addRow(['', 'Payment: 70% advance with order, balance on delivery.'])
  sheet.addRow(['', 'Assembly at site by our technicians at no extra cost.'])
  for (const col of ['F', 'G']) sheet.getColumn(col).numFmt = '#,##0.00'
  return [
    {
      filename: 'SOS-Q-2611-058 Garden City Hospital.xlsx',
      contentType: XLSX,
      content: Buffer.from(await book.xlsx.writeBuffer()),
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// A phone screenshot of a handwritten quote: a real PNG, and nothing in it a reader can parse.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A grey 8-bit image of a page: pale paper, darker strokes where the handwriting would be. */
function screenshotPng(width: number, height: number): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1)
    for (let x = 0; x < width; x++) {
      const onLine = y > 40 && y % 22 < 9 && x > 24 && x < width - 30 - ((y * 7) % 60)
      const stroke = onLine && ((x * 13 + y * 5) % 17 < 7 || (x + y) % 11 === 0)
      row[x + 1] = stroke ? 40 + ((x * y) % 50) : 232 - ((x + 2 * y) % 9)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// ---------------------------------------------------------------------------------------------
// The cases.

export const FRESH2_REPLY_CASES: ReplyCase[] = [
  {
    name: 'fresh2: French exporter, "7,35 € HT le mètre", port and délai in French',
    kind: 'free-text',
    rfq: hydraulics.rfq,
    raw: compose({
      enquiry: hydraulics,
      from: 'Camille Roux <c.roux@hydrauliqueprovence.fr>',
      date: '2026-11-12T14:25:00Z',
      subject: `RE : ${rfqSubject(hydraulics)}`,
      html: true,
      text: [
        'Bonjour Monsieur Bakare,',
        '',
        'Nous vous remercions pour votre demande de prix TA-401 et vous prions de trouver ci-dessous notre meilleure offre :',
        '',
        '1) Flexible hydraulique 1/2" EN 853 2SN, marque Manuli : 7,35 € HT le mètre (100 m, soit 735,00 € HT)',
        '2) Embout à sertir JIC femelle 1/2" : 3,10 € HT l\'unité (40 pièces, soit 124,00 € HT)',
        '3) Huile hydraulique HM 46, bidon de 20 L : 68,90 € HT le bidon (10 bidons, soit 689,00 € HT)',
        '',
        'Total marchandise : 1 548,00 € HT',
        "Frais de port et d'emballage maritime : 410,00 € HT",
        'Délai de livraison : 3 semaines à réception de commande',
        "Validité de l'offre : 30 jours",
        'Règlement : virement à la commande',
        '',
        'Restant à votre disposition pour tout renseignement complémentaire,',
        '',
        'Cordialement,',
        '',
        'Camille Roux',
        'Service Export',
        'Hydraulique Provence SAS',
        'ZI Les Paluds, 13400 Aubagne, France',
        'Tél. +33 4 42 55 18 90 – SIRET 512 448 903 00027',
        '',
        frenchQuote(hydraulics, 'Hydraulique Provence', 'mar. 10 nov. 2026 à 10:15'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 7.35, 'line-2': 3.1, 'line-3': 68.9 },
      currency: 'eur',
      leadTimeDays: 21,
      validUntil: '2026-12-12',
      shippingCost: 410,
      readable: true,
    },
  },
  {
    name: 'fresh2: Outlook top-posted reply, "-----Original Message-----" and the RFQ below',
    kind: 'free-text',
    rfq: coldRoom.rfq,
    raw: compose({
      enquiry: coldRoom,
      from: 'Olumide Fashola <olumide.f@coolpointng.com>',
      date: '2026-11-11T09:40:00Z',
      subject: `RE: ${rfqSubject(coldRoom)}`,
      headers: { 'X-Mailer': 'Microsoft Outlook 16.0' },
      html: true,
      text: [
        'Dear Adaeze,',
        '',
        'Good day and thank you for the request.',
        '',
        'Please see our offer for TA-402 as follows:',
        '',
        'Item 1: Schneider LC1D32 contactor, 230V AC coil - N38,500.00 each',
        'Item 2: Elco 10W evaporator fan motor - N27,000.00 each',
        'Item 3: Refron R404A refrigerant, 10.9kg - N185,000.00 per cylinder',
        '',
        'The above prices exclude VAT @ 7.5%.',
        'Delivery to your Ikeja factory: N15,000.00',
        'Delivery period: 5 working days after confirmation of payment.',
        'Kindly note that prices are valid till 30/11/2026 owing to FX fluctuations.',
        '',
        'Thanks & regards,',
        '',
        'Olumide Fashola',
        'Sales Engineer',
        'Coolpoint Refrigeration Services Ltd',
        '23 Kudirat Abiola Way, Oregun, Ikeja | 0802 555 7719 | www.coolpointng.com',
        '',
        'DISCLAIMER: This e-mail and any files transmitted with it are confidential and intended solely for the addressee. If you have received it in error, please notify the sender and delete it.',
        '',
        quotedRfq(
          coldRoom,
          'Coolpoint Refrigeration Services',
          'olumide.f@coolpointng.com',
          'outlook',
        ),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 38500, 'line-2': 27000, 'line-3': 185000 },
      currency: 'ngn',
      leadTimeDays: 5,
      validUntil: '2026-11-30',
      shippingCost: 15000,
      readable: true,
    },
  },
  {
    name: 'fresh2: tab-separated table from a US lab supplier, "ships in 7-10 business days"',
    kind: 'body-table',
    rfq: labConsumables.rfq,
    raw: compose({
      enquiry: labConsumables,
      from: 'Megan Kowalski <mkowalski@greatlakesscientific.com>',
      date: '2026-11-12T21:40:00Z',
      subject: `RE: ${rfqSubject(labConsumables)}`,
      text: [
        'Hi there,',
        '',
        'Thanks for reaching out. Pricing is below, copied from our quoting system. All figures USD.',
        '',
        'Line\tCat. No.\tDescription\tQty\tUOM\tEach\tExt.',
        '1\tGLS-NG-M100\tNitrile exam gloves PF, M, 100/bx\t40\tBX\t7.95\t318.00',
        '2\tGLS-PD90-20\tPetri dish 90 mm sterile, 20/pk\t25\tPK\t4.60\t115.00',
        '3\tGLS-PT1000-R\tPipette tip 1000 uL, racked, 96/rk\t30\tRK\t6.25\t187.50',
        '4\tGLS-ETH70-5L\tEthanol 70% v/v, 5 L\t12\tEA\t18.40\t220.80',
        '\t\t\t\t\tSubtotal\t841.30',
        '\t\t\t\t\tShipping\t265.00',
        '\t\t\t\t\tTotal\t1,106.30',
        '',
        'Shipping is FedEx International Economy to Kano, DAP; import duties and clearance are on your side.',
        'Lead time: ships in 7-10 business days ARO.',
        'Quote #GLS-Q-55817 is good through 12/15/2026.',
        '',
        'Best,',
        'Megan Kowalski',
        'International Sales | Great Lakes Scientific Supply',
        '4410 Commerce Dr, Toledo, OH 43612 | (419) 555-0176',
        '',
        quotedRfq(
          labConsumables,
          'Great Lakes Scientific Supply',
          'mkowalski@greatlakesscientific.com',
          'outlook-web',
        ),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 7.95, 'line-2': 4.6, 'line-3': 6.25, 'line-4': 18.4 },
      currency: 'usd',
      leadTimeDays: 10,
      validUntil: '2026-12-15',
      shippingCost: 265,
      readable: true,
    },
  },
  {
    name: 'fresh2: markdown pipe table with list and account price columns, carriage paid',
    kind: 'body-table',
    rfq: electrical.rfq,
    raw: compose({
      enquiry: electrical,
      from: 'Dan Marsh <dan.marsh@yorkselectrical.co.uk>',
      date: '2026-11-13T10:05:00Z',
      subject: `RE: ${rfqSubject(electrical)}`,
      text: [
        'Morning Sarah,',
        '',
        'See below, list price vs your account price:',
        '',
        '| Code        | Description                         | Qty | List £ | Your price £ | Line £ |',
        '|:------------|:------------------------------------|----:|-------:|-------------:|-------:|',
        '| CT300BK     | Cable ties 300x4.8 black (100)      |  20 |   4.20 |         2.95 |  59.00 |',
        '| WAGO221-413 | Wago 221-413 lever connector (50)   |  10 |  21.60 |        16.80 | 168.00 |',
        '| TR5050W     | Maxi trunking 50x50 3m white        |  30 |   9.50 |         7.15 | 214.50 |',
        '',
        'Goods total £441.50 + VAT. Orders over £250 go carriage paid, so no delivery charge on this one.',
        'All in stock at our Leeds branch, order before 4pm for next-day delivery.',
        '',
        'Quote Q-118842, valid until 30/11/26.',
        '',
        'Cheers,',
        'Dan',
        '',
        'Dan Marsh | Trade Counter',
        'Yorks Electrical Wholesale Ltd | Kirkstall Road, Leeds LS4 2AZ | 0113 555 0842',
        '',
        quotedRfq(electrical, 'Yorks Electrical Wholesale', 'dan.marsh@yorkselectrical.co.uk'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 2.95, 'line-2': 16.8, 'line-3': 7.15 },
      currency: 'gbp',
      leadTimeDays: 1,
      validUntil: '2026-11-30',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'fresh2: Dubai trader quotes "@ $9.80/roll" in dollars on a naira RFQ',
    kind: 'other-currency',
    rfq: packaging.rfq,
    raw: compose({
      enquiry: packaging,
      from: 'Faisal Rahman <faisal@gulfpacktrading.ae>',
      date: '2026-11-14T06:55:00Z',
      subject: `Re: ${rfqSubject(packaging)}`,
      text: [
        'Dear Ms. Adaeze,',
        '',
        'Greetings from Jebel Ali!',
        '',
        'Ref. your RFQ TA-405, we are pleased to offer as below. Please note we quote and invoice in US Dollars only.',
        '',
        '48 rolls Stretch film 500mm x 23mic x 300m @ $9.80/roll = $470.40',
        '500 pcs Carton box 5-ply 400x300x300mm @ $1.15/pc = $575.00',
        '72 rolls BOPP tape 48mm x 100m clear @ $2.30/roll = $165.60',
        '20 pcs Plastic pallet 1200x1000 4-way @ $32.50/pc = $650.00',
        '',
        'Total FOB Jebel Ali: $1,861.00',
        'Sea freight to Apapa + trucking to Ikeja: $640.00 lump sum',
        'Shipment: 2 wks from receipt of 50% advance',
        'Offer valid 10 days.',
        '',
        'Best regards,',
        'Faisal Rahman',
        'Gulf Pack Trading FZE',
        'Jebel Ali Free Zone, Dubai, UAE | +971 4 555 2043 | WhatsApp +971 50 555 8817',
        '',
        quotedRfq(packaging, 'Gulf Pack Trading', 'faisal@gulfpacktrading.ae'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 9.8, 'line-2': 1.15, 'line-3': 2.3, 'line-4': 32.5 },
      currency: 'usd',
      leadTimeDays: 14,
      validUntil: '2026-11-24',
      shippingCost: 640,
      readable: true,
    },
  },
  {
    name: 'fresh2: pdf quotation, Item No | Qty | Description | Unit | Rate | Amount (layout F)',
    kind: 'pdf',
    rfq: millMotors.rfq,
    raw: compose({
      enquiry: millMotors,
      from: 'Rajesh Khanna <khannatrading.kano@gmail.com>',
      date: '2026-11-17T10:15:00Z',
      subject: `Re: ${rfqSubject(millMotors)}`,
      html: true,
      text: [
        'Dear Sir,',
        '',
        'Please find attached our quotation no. KTE/QT/26/1142 against your enquiry TA-406.',
        '',
        'Thanks and regards,',
        'Rajesh Khanna',
        'Khanna Trading & Engineering (Nig) Ltd',
        '14 Bompai Road, Kano | 0803 555 4470',
        '',
        quotedRfq(millMotors, 'Khanna Trading & Engineering', 'khannatrading.kano@gmail.com'),
        '',
      ].join('\n'),
      attachments: async () => [
        {
          filename: 'Quotation KTE-QT-26-1142.pdf',
          contentType: 'application/pdf',
          content: await rateQuotationPdf([
            [
              'MTR-075-4P',
              2,
              'WEG TEFC induction motor 7.5kW 4P 415V 50Hz, B3 foot',
              'Nos',
              1185000,
            ],
            ['VB-B68', 24, 'V-belt B68, Fenner', 'Nos', 6400],
            ['DOL-075', 2, 'DOL starter 7.5kW complete with thermal overload', 'Nos', 215000],
          ]),
        },
      ],
    }),
    expected: {
      unitPrices: { 'line-1': 1185000, 'line-2': 6400, 'line-3': 215000 },
      currency: 'ngn',
      leadTimeDays: 10,
      validUntil: '2026-11-24',
      shippingCost: 95000,
      readable: true,
    },
  },
  {
    name: 'fresh2: semicolon csv from a Ningbo factory, quoted specs and a freight row',
    kind: 'csv',
    rfq: workshopLighting.rfq,
    raw: compose({
      enquiry: workshopLighting,
      from: 'Lily Chen <lily@nbbrightlux.com>',
      date: '2026-11-16T03:12:00Z',
      subject: `Re: ${rfqSubject(workshopLighting)}`,
      text: [
        'Dear Tunde,',
        '',
        'Good day! Thanks for your inquiry.',
        'Attached is our quotation sheet (CSV) for TA-407, price in USD.',
        '',
        'Lead time: 15-20 days after deposit.',
        'Payment: 30% T/T deposit, 70% before shipment.',
        'Price validity: 2 weeks.',
        'Warranty: 5 years for high bay, 3 years for batten and exit sign.',
        '',
        'Any question please feel free to contact me.',
        '',
        'Best regards,',
        'Lily Chen',
        'Sales Manager',
        'Ningbo Brightlux Lighting Co., Ltd.',
        'Tel/WeChat: +86 137 5550 2816',
        '',
        quotedRfq(workshopLighting, 'Ningbo Brightlux Lighting', 'lily@nbbrightlux.com'),
        '',
      ].join('\n'),
      attachments: async () => [
        {
          filename: 'BL-QT-20261116-07.csv',
          contentType: 'text/csv',
          content: Buffer.from(
            [
              'No.;Item;Model;Specification;Qty;Unit;Unit Price (USD);Amount (USD)',
              '1;LED High Bay;HB-UFO-150;"150W; 5000K; IP65; 150lm/W";30;pcs;28.50;855.00',
              '2;LED Batten;TB-1200-36;"1200mm; 36W; IP65; 4000K";80;pcs;6.75;540.00',
              '3;Exit Sign;EX-M3;"LED; maintained; 3h backup";12;pcs;9.20;110.40',
              '4;Sea freight Ningbo-Lagos (LCL);;;1;lot;380.00;380.00',
              ';;;;;;Total;1885.40',
              '',
            ].join('\r\n'),
            'utf8',
          ),
        },
      ],
    }),
    expected: {
      unitPrices: { 'line-1': 28.5, 'line-2': 6.75, 'line-3': 9.2 },
      currency: 'usd',
      leadTimeDays: 20,
      validUntil: '2026-11-30',
      shippingCost: 380,
      readable: true,
    },
  },
  {
    name: 'fresh2: one-sheet xlsx, letterhead and terms in a title block above the table',
    kind: 'xlsx',
    rfq: furniture.rfq,
    raw: compose({
      enquiry: furniture,
      from: 'Ngozi Amadi <sales@springfieldoffice.ng>',
      date: '2026-11-18T13:20:00Z',
      subject: `Quotation SOS/Q/2611/058 - ${furniture.rfq.taId} Office furniture`,
      text: [
        'Dear Chidinma,',
        '',
        'Trust this finds you well. Attached is our quotation for the admin block furniture; terms are at the top of the sheet.',
        '',
        'We look forward to your order.',
        '',
        'Warm regards,',
        'Ngozi Amadi',
        'Springfield Office Systems Ltd',
        '0803 555 2290',
        '',
      ].join('\n'),
      attachments: furnitureWorkbook,
    }),
    expected: {
      unitPrices: { 'line-1': 145000, 'line-2': 210000, 'line-3': 168500, 'line-4': 38000 },
      currency: 'ngn',
      leadTimeDays: 21,
      validUntil: '2026-12-02',
      shippingCost: 60000,
      readable: true,
    },
  },
  {
    name: 'fresh2: Dutch chandler prices two of four lines, the rest sold out',
    kind: 'free-text',
    rfq: mooring.rfq,
    raw: compose({
      enquiry: mooring,
      from: 'Jeroen de Vries <sales@maasmarinesupply.nl>',
      date: '2026-11-13T12:10:00Z',
      subject: `Re: ${rfqSubject(mooring)}`,
      html: true,
      text: [
        'Dear Mr. Bakare,',
        '',
        'Thanks for your request. Unfortunately we can not offer everything at this moment:',
        '',
        'Mooring rope PP 40mm, coil of 220m: we have 2 coils on stock, price EUR 645,00 per coil.',
        'Pneumatic fender 600x1000: sold out, the next production batch is not before March, so we must pass on this one.',
        'Deck brush with handle: EUR 11,40 each, 24 pcs available.',
        'SOLAS lifebuoy 2,5 kg: out of stock, sorry.',
        '',
        'The goods can be ready for dispatch within 1 week after your order. Transport we can arrange through our forwarder in Rotterdam; those costs are for buyer account and will be quoted once you confirm.',
        '',
        'Met vriendelijke groet / Kind regards,',
        'Jeroen de Vries',
        'Maas Marine Supply B.V.',
        'Havenstraat 41, Rotterdam | +31 10 555 62 18 | KvK 24351887',
        '',
        quotedRfq(mooring, 'Maas Marine Supply', 'sales@maasmarinesupply.nl'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 645, 'line-3': 11.4 },
      currency: 'eur',
      leadTimeDays: 7,
      validUntil: null,
      shippingCost: null,
      readable: true,
    },
  },
  {
    name: 'fresh2: line totals only, "$225.00 for the lot", delivery included',
    kind: 'free-text',
    rfq: fasteners.rfq,
    raw: compose({
      enquiry: fasteners,
      from: 'Sani Abdullahi <sani@northernfasteners.com.ng>',
      date: '2026-11-16T15:30:00Z',
      subject: `Re: ${rfqSubject(fasteners)}`,
      text: [
        'Hello,',
        '',
        'For RFQ TA-410 we can give you:',
        '',
        '500 pcs M16 x 60 hex bolts 8.8 zinc plated: $225.00 for the lot',
        '500 pcs M16 hex nuts gr. 8 zinc: $60.00',
        '1,000 pcs M16 flat washers zinc: $40.00',
        '',
        'Total $325.00, delivery to Sharada Phase II included.',
        'We can deliver within one week of payment.',
        '',
        'Regards',
        'Sani Abdullahi',
        'Northern Fasteners & Tools Ltd',
        'Shop 112-114, Kofar Ruwa Market, Kano | 0806 555 3391',
        '',
        quotedRfq(
          fasteners,
          'Northern Fasteners & Tools',
          'sani@northernfasteners.com.ng',
          'apple',
        ),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 0.45, 'line-2': 0.12, 'line-3': 0.04 },
      currency: 'usd',
      leadTimeDays: 7,
      validUntil: null,
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'fresh2: "prices as per attached", the attachment a phone screenshot',
    kind: 'nothing',
    rfq: canteen.rfq,
    raw: compose({
      enquiry: canteen,
      from: 'Hauwa Musa <firstchoicecatering@yahoo.com>',
      date: '2026-11-13T10:44:00Z',
      subject: `Re: ${rfqSubject(canteen)}`,
      text: [
        'Good morning,',
        '',
        'Prices as per attached.',
        '',
        'Kindly acknowledge receipt.',
        '',
        'Best regards,',
        'Hauwa Musa',
        'First Choice Catering Equipment',
        'Shop B7, Alaba International Market, Ojo, Lagos',
        '+234 803 555 0192',
        '',
        'Sent from Yahoo Mail on Android',
        '',
        quotedRfq(canteen, 'First Choice Catering Equipment', 'firstchoicecatering@yahoo.com'),
        '',
      ].join('\n'),
      attachments: async () => [
        {
          filename: 'Screenshot_20261113-104217.png',
          contentType: 'image/png',
          content: screenshotPng(270, 480),
        },
      ],
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
  {
    name: 'fresh2: UK tool merchant, dotted leaders, "Carriage £45.00", 3-4 weeks, valid 60 days',
    kind: 'free-text',
    rfq: tooling.rfq,
    raw: compose({
      enquiry: tooling,
      from: 'Graham Pickles <sales@calderdaletools.co.uk>',
      date: '2026-11-16T11:05:00Z',
      subject: `RE: ${rfqSubject(tooling)}`,
      text: [
        'Dear Ms Whitfield,',
        '',
        'Re: your enquiry TA-412, workshop tooling',
        '',
        'Thank you for your enquiry, which we have pleasure in quoting as follows:',
        '',
        '6 off  Dormer A095 HSS-TiN drill set 1-13mm x 0.5mm (25 pce) ..... £34.80 nett each',
        "2 off  Record No. 6 engineer's bench vice, 150mm jaw .............. £89.00 nett each",
        '3 off  Norbar 1/2" sq. dr. torque wrench 40-200 N·m ............. £112.50 nett each',
        '4 off  Moore & Wright 150mm digital caliper ....................... £27.95 nett each',
        '',
        'Carriage £45.00',
        'Delivery 3-4 weeks from receipt of your official order.',
        'Prices are exclusive of VAT, which will be added at the prevailing rate.',
        'This quotation is valid 60 days.',
        '',
        'Assuring you of our best attention at all times.',
        '',
        'Yours sincerely,',
        '',
        'Graham Pickles',
        'Sales Office',
        'Calderdale Tool & Fixings Ltd',
        'Mill Lane, Elland HX5 9DT | 01422 555 318 | Est. 1974',
        '',
        quotedRfq(tooling, 'Calderdale Tool & Fixings', 'sales@calderdaletools.co.uk', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 34.8, 'line-2': 89, 'line-3': 112.5, 'line-4': 27.95 },
      currency: 'gbp',
      leadTimeDays: 28,
      validUntil: '2027-01-15',
      shippingCost: 45,
      readable: true,
    },
  },
]
