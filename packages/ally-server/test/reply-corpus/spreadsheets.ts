import ExcelJS from 'exceljs'
import type { ReplyCase } from './cases'
import { type Attachment, compose, enquiry, HARBOUR, KANO_AGRO, LEKKI, quotedRfq } from './compose'

// Quotations attached as spreadsheets: XLSX made with exceljs (numbers as numbers), and CSV as
// two kinds of accounting software export it.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function xlsx(
  filename: string,
  fill: (book: ExcelJS.Workbook) => void,
): Promise<Attachment[]> {
  const book = new ExcelJS.Workbook()
  book.creator = 'Microsoft Excel'
  book.created = new Date('2026-11-15T16:00:00Z')
  book.modified = new Date('2026-11-16T08:30:00Z')
  fill(book)
  return [{ filename, contentType: XLSX, content: Buffer.from(await book.xlsx.writeBuffer()) }]
}

const csv = (filename: string, text: string): Attachment[] => [
  { filename, contentType: 'text/csv', content: Buffer.from(text, 'utf8') },
]

const lubricants = enquiry('TA-117', 'Lubricants', 'ngn', HARBOUR, [
  ['Engine oil 15W-40, 208L drum', 4, 'drums'],
  ['Hydraulic oil ISO VG 68, 208L drum', 2, 'drums'],
  ['Gear oil EP 90, 20L pail', 10, 'pails'],
  ['Lithium grease EP2, 15kg pail', 6, 'pails'],
])

const bearings = enquiry(
  'TA-118',
  'Bearings and belts',
  'usd',
  KANO_AGRO,
  [
    ['Deep groove ball bearing 6205-2RS', 40, 'pcs'],
    ['Deep groove ball bearing 6308-ZZ', 20, 'pcs'],
    ['Pillow block bearing UCP210', 8, 'pcs'],
    ['V-belt B-68', 30, 'pcs'],
    ['Taper lock bush 2012', 10, 'pcs'],
  ],
  { sent: '2026-11-12T13:00:00Z', deadline: '2026-11-26T17:00:00Z' },
)

const chemicals = enquiry('TA-119', 'Cleaning chemicals', 'ngn', LEKKI, [
  ['Caustic soda flakes, 25kg bag', 20, 'bags'],
  ['Sodium hypochlorite 12%, 25L', 15, 'jerrycans'],
  ['Industrial degreaser, 25L', 10, 'jerrycans'],
])

const chain = enquiry(
  'TA-120',
  'Roller chain and sprockets',
  'eur',
  HARBOUR,
  [
    ['Roller chain 16B-1, 5m box', 6, 'boxes'],
    ['Sprocket 16B-1, 19 teeth', 4, 'pcs'],
    ['Connecting link 16B-1', 20, 'pcs'],
    ['Chain lubricant spray, 400ml', 24, 'cans'],
  ],
  { sent: '2026-11-06T09:00:00Z', deadline: '2026-11-16T17:00:00Z' },
)

const amountFormat = '#,##0.00'

export const SPREADSHEET_CASES: readonly ReplyCase[] = [
  {
    name: 'xlsx with a title block above the header and notes below',
    kind: 'xlsx',
    rfq: lubricants.rfq,
    raw: compose({
      enquiry: lubricants,
      from: 'Zenith Oil Services <quotes@zenithoil.ng>',
      date: '2026-11-16T13:20:00Z',
      subject: 'Re: TA-117 Lubricants',
      text: [
        'Dear Sir,',
        '',
        'Please find our quotation attached.',
        '',
        'Zenith Oil Services Ltd',
        '14 Warehouse Road, Apapa | 0802 334 5566',
        '',
        quotedRfq(lubricants, 'Zenith Oil Services', 'quotes@zenithoil.ng'),
        '',
      ].join('\n'),
      attachments: () =>
        xlsx('TA-117 Zenith quotation.xlsx', (book) => {
          const sheet = book.addWorksheet('Quotation')
          sheet.columns = [
            { width: 6 },
            { width: 38 },
            { width: 8 },
            { width: 10 },
            { width: 18 },
            { width: 18 },
          ]
          sheet.addRow(['ZENITH OIL SERVICES LTD'])
          sheet.mergeCells('A1:F1')
          sheet.getCell('A1').font = { bold: true, size: 14 }
          sheet.addRow(['14 Warehouse Road, Apapa, Lagos · RC 774512 · 0802 334 5566'])
          sheet.mergeCells('A2:F2')
          sheet.addRow(['QUOTATION'])
          sheet.getCell('A3').font = { bold: true, size: 12 }
          sheet.addRow([
            'To:',
            'Harbour Marine Services Ltd',
            'Ref:',
            'TA-117',
            'Date:',
            new Date('2026-11-16T00:00:00Z'),
          ])
          sheet.getCell('F4').numFmt = 'dd/mm/yyyy'
          sheet.addRow([])
          const header = sheet.addRow([
            'S/N',
            'Description',
            'Qty',
            'Unit',
            'Unit Price (NGN)',
            'Amount (NGN)',
          ])
          header.font = { bold: true }
          const items = [
            ['Engine oil 15W-40 (Total Rubia), 208L', 4, 'drum', 312000, 1248000],
            ['Hydraulic oil ISO VG 68, 208L', 2, 'drum', 298500, 597000],
            ['Gear oil EP 90, 20L', 10, 'pail', 34800, 348000],
            ['Lithium grease EP2, 15kg', 6, 'pail', 41250, 247500],
          ] as const
          items.forEach((item, index) => {
            const row = sheet.addRow([index + 1, ...item])
            row.getCell(5).numFmt = amountFormat
            row.getCell(6).numFmt = amountFormat
          })
          const total = sheet.addRow(['', 'TOTAL', '', '', '', 2440500])
          total.font = { bold: true }
          total.getCell(6).numFmt = amountFormat
          sheet.addRow([])
          sheet.addRow(['Notes:'])
          sheet.addRow(['1. Prices exclude VAT.'])
          sheet.addRow(['2. Delivery: 1 week after PO.'])
          sheet.addRow(['3. Transport to Apapa: 20,000.00'])
          sheet.addRow(['4. Prices valid until 11 December 2026.'])
        }),
    }),
    expected: {
      unitPrices: { 'line-1': 312000, 'line-2': 298500, 'line-3': 34800, 'line-4': 41250 },
      currency: 'ngn',
      leadTimeDays: 7,
      validUntil: '2026-12-11',
      shippingCost: 20000,
      readable: true,
    },
  },
  {
    name: 'xlsx with the header in the first row and a lead time column',
    kind: 'xlsx',
    rfq: bearings.rfq,
    raw: compose({
      enquiry: bearings,
      from: 'Priya Nair <priya.nair@gulfbearings.ae>',
      date: '2026-11-19T16:10:00Z',
      subject: 'RE: TA-118 Bearings and belts',
      html: true,
      text: [
        'Dear Sir,',
        '',
        'Please find attached our quotation for your RFQ TA-118.',
        'Prices are in USD, CFR Lagos: freight to Lagos is included. Offer valid 30 days.',
        '',
        'Kind regards,',
        'Priya Nair | Sales Coordinator',
        'Gulf Bearings Trading LLC, Deira, Dubai | +971 4 226 9080',
        '',
        quotedRfq(bearings, 'Gulf Bearings Trading', 'priya.nair@gulfbearings.ae', 'outlook'),
        '',
      ].join('\n'),
      attachments: () =>
        xlsx('GB-Q-55120.xlsx', (book) => {
          const sheet = book.addWorksheet('Q-55120')
          sheet.addRow([
            'Item',
            'Part No.',
            'Description',
            'Qty',
            'UoM',
            'Unit Price',
            'Ext. Price',
            'Lead time',
          ]).font = { bold: true }
          const items = [
            ['6205-2RS-SKF', 'Deep groove ball bearing 6205-2RS, SKF', 40, 'PCS', 3.45, 138],
            ['6308-ZZ-FAG', 'Deep groove ball bearing 6308-ZZ, FAG', 20, 'PCS', 11.8, 236],
            ['UCP210-NTN', 'Pillow block bearing UCP210, NTN', 8, 'PCS', 27.5, 220],
            ['B68-GATES', 'V-belt B-68, Gates Hi-Power', 30, 'PCS', 6.15, 184.5],
            ['TLB-2012-25', 'Taper lock bush 2012, bore 25mm', 10, 'PCS', 9.9, 99],
          ] as const
          items.forEach((item, index) => {
            const row = sheet.addRow([(index + 1) * 10, ...item, '4 weeks'])
            row.getCell(6).numFmt = amountFormat
            row.getCell(7).numFmt = amountFormat
          })
          sheet.addRow([])
          const total = sheet.addRow(['', '', 'Total (USD)', '', '', '', 877.5])
          total.getCell(7).numFmt = amountFormat
        }),
    }),
    expected: {
      unitPrices: { 'line-1': 3.45, 'line-2': 11.8, 'line-3': 27.5, 'line-4': 6.15, 'line-5': 9.9 },
      currency: 'usd',
      leadTimeDays: 28,
      validUntil: '2026-12-19',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'csv, comma-separated with a UTF-8 BOM',
    kind: 'csv',
    rfq: chemicals.rfq,
    raw: compose({
      enquiry: chemicals,
      from: 'Funke Ajayi <funke@cleanpro.com.ng>',
      date: '2026-11-17T10:20:00Z',
      subject: 'Re: TA-119 Cleaning chemicals',
      text: [
        'Hello Adaeze,',
        '',
        'Our prices are in the attached CSV (exported from our system).',
        'Delivery within 6 days. Free delivery within Lagos mainland. Validity: 14 days.',
        '',
        'Funke Ajayi',
        'CleanPro Chemicals Nigeria Ltd | 9 Industrial Crescent, Ilupeju | 0812 404 7711',
        '',
        quotedRfq(chemicals, 'CleanPro Chemicals', 'funke@cleanpro.com.ng'),
        '',
      ].join('\n'),
      attachments: async () =>
        csv(
          'cleanpro_quote_TA-119.csv',
          [
            '\uFEFF"Line","Description","Qty","Unit","Unit price (NGN)","Total (NGN)"',
            '1,"Caustic soda flakes, 25kg bag",20,bag,32500.00,650000.00',
            '2,"Sodium hypochlorite 12%, 25L",15,jerrycan,18750.00,281250.00',
            '3,"Industrial degreaser, 25L",10,jerrycan,27400.00,274000.00',
            '',
          ].join('\r\n'),
        ),
    }),
    expected: {
      unitPrices: { 'line-1': 32500, 'line-2': 18750, 'line-3': 27400 },
      currency: 'ngn',
      leadTimeDays: 6,
      validUntil: '2026-12-01',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'csv, semicolon-separated with decimal commas',
    kind: 'csv',
    rfq: chain.rfq,
    raw: compose({
      enquiry: chain,
      from: 'Anna Schmidt <a.schmidt@antriebstechnik-schmidt.de>',
      date: '2026-11-13T08:30:00Z',
      subject: 'AW: TA-120 Roller chain and sprockets',
      text: [
        'Dear Mr Bakare,',
        '',
        'please find attached our offer no. 2026-1187 as CSV file.',
        '',
        'Delivery time: 10 working days',
        'Shipping: 25,00 EUR',
        'Offer valid until 15.12.2026',
        '',
        'Mit freundlichen Grüßen / Best regards',
        'Anna Schmidt',
        'Antriebstechnik Schmidt GmbH · Gewerbepark 3 · 90411 Nürnberg',
        'Tel. +49 911 300 4471 · HRB 29981 Amtsgericht Nürnberg',
        '',
        quotedRfq(
          chain,
          'Antriebstechnik Schmidt',
          'a.schmidt@antriebstechnik-schmidt.de',
          'german',
        ),
        '',
      ].join('\n'),
      attachments: async () =>
        csv(
          'Angebot_2026-1187.csv',
          [
            'Item;Article no.;Description;Qty;Unit;Unit price EUR;Total EUR',
            '1;16B-1-5M;Roller chain 16B-1, 5 m box;6;box;189,40;1.136,40',
            '2;16B-19Z;Sprocket 16B-1, 19 teeth;4;pc;42,75;171,00',
            '3;16B-VG;Connecting link 16B-1;20;pc;3,85;77,00',
            '4;KS-400;Chain spray 400 ml;24;can;12,50;300,00',
            '',
          ].join('\r\n'),
        ),
    }),
    expected: {
      unitPrices: { 'line-1': 189.4, 'line-2': 42.75, 'line-3': 3.85, 'line-4': 12.5 },
      currency: 'eur',
      leadTimeDays: 10,
      validUntil: '2026-12-15',
      shippingCost: 25,
      readable: true,
    },
  },
]
