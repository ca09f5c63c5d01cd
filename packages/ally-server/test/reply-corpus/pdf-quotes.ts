import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { ReplyCase } from './cases'
import { compose, enquiry, HARBOUR, KANO_AGRO, LEKKI, LOGO_PNG, money } from './compose'

// Quotations attached as PDF, in two layouts: A, the classic table with a totals block; B, a
// letter with each item on its own line and the terms underneath. Standard Helvetica only, as
// pdf-lib draws it (WinAnsi: no ₦, so the vendors write NGN).

type Item = readonly [description: string, quantity: string, unitPrice: number, amount: number]

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

function write(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  o: { size?: number; bold?: boolean; right?: boolean } = {},
) {
  const font = o.bold ? pen.bold : pen.regular
  const size = o.size ?? 10
  const at = o.right ? x - font.widthOfTextAtSize(text, size) : x
  pen.page.drawText(text, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.1) })
}

async function start(title: string, author: string, date: string) {
  const doc = await PDFDocument.create()
  const when = new Date(date)
  doc.setTitle(title)
  doc.setAuthor(author)
  doc.setCreator('Microsoft® Word for Microsoft 365')
  doc.setProducer('Microsoft® Word for Microsoft 365')
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

interface TableQuote {
  title: string
  date: string
  letterhead: readonly [name: string, ...lines: string[]]
  meta: readonly (readonly [label: string, value: string])[]
  customer: readonly string[]
  currencyNote: string
  /** Description, quantity as printed, unit price, amount. */
  items: readonly Item[]
  /** Sub-total first, then the rows under it (shipping, VAT), the grand total last. */
  totals: readonly (readonly [label: string, amount: number])[]
  terms: readonly string[]
}

/** Layout A: No | Description | Qty | Unit price | Amount, and a totals block. */
async function tableQuotePdf(q: TableQuote): Promise<Buffer> {
  const { doc, pen } = await start(q.title, q.letterhead[0], q.date)
  const { height } = pen.page.getSize()
  let y = height - 60
  const [name, ...address] = q.letterhead
  write(pen, name, 50, y, { size: 16, bold: true })
  write(pen, 'QUOTATION', 545, y, { size: 20, bold: true, right: true })
  for (const line of address) {
    y -= 13
    write(pen, line, 50, y, { size: 9 })
  }
  y -= 30
  let metaY = y
  write(pen, 'Bill to:', 50, y, { bold: true })
  for (const line of q.customer) {
    y -= 13
    write(pen, line, 50, y)
  }
  for (const [label, value] of q.meta) {
    write(pen, label, 360, metaY, { bold: true })
    write(pen, value, 545, metaY, { right: true })
    metaY -= 13
  }
  y = Math.min(y, metaY) - 30

  const header = (yy: number) => {
    pen.page.drawRectangle({
      x: 45,
      y: yy - 5,
      width: 505,
      height: 18,
      color: rgb(0.85, 0.88, 0.92),
    })
    write(pen, 'No', 50, yy, { bold: true })
    write(pen, 'Description', 80, yy, { bold: true })
    write(pen, 'Qty', 380, yy, { bold: true, right: true })
    write(pen, 'Unit price', 465, yy, { bold: true, right: true })
    write(pen, 'Amount', 545, yy, { bold: true, right: true })
  }
  header(y)
  q.items.forEach(([description, quantity, unitPrice, amount], index) => {
    y -= 20
    write(pen, String(index + 1), 50, y)
    write(pen, description, 80, y)
    write(pen, quantity, 380, y, { right: true })
    write(pen, money(unitPrice), 465, y, { right: true })
    write(pen, money(amount), 545, y, { right: true })
    pen.page.drawLine({
      start: { x: 45, y: y - 6 },
      end: { x: 550, y: y - 6 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    })
  })
  y -= 26
  q.totals.forEach(([label, amount], index) => {
    const last = index === q.totals.length - 1
    write(pen, label, 360, y, { bold: last })
    write(pen, money(amount), 545, y, { bold: last, right: true })
    y -= 16
  })
  y -= 6
  write(pen, q.currencyNote, 50, y, { size: 9 })
  y -= 28
  write(pen, 'Terms and conditions', 50, y, { bold: true })
  for (const term of q.terms) {
    y -= 14
    write(pen, term, 50, y, { size: 9 })
  }
  return Buffer.from(await doc.save())
}

interface LetterQuote {
  title: string
  date: string
  letterhead: readonly [name: string, ...lines: string[]]
  dateLine: string
  addressee: readonly string[]
  salutation: string
  heading: string
  intro: string
  /** Each item as its own line: `2. Nitrile gloves, size L — 200 boxes @ 12.50 = 2,500.00`. */
  items: readonly string[]
  total: string
  terms: readonly string[]
  closing: readonly string[]
}

/** Layout B: a letter, one line per item, the terms underneath. */
async function letterQuotePdf(q: LetterQuote): Promise<Buffer> {
  const { doc, pen } = await start(q.title, q.letterhead[0], q.date)
  const { height } = pen.page.getSize()
  let y = height - 70
  const [name, ...address] = q.letterhead
  const centre = (text: string, size: number, bold = false) => {
    const font = bold ? pen.bold : pen.regular
    write(pen, text, (595.28 - font.widthOfTextAtSize(text, size)) / 2, y, { size, bold })
  }
  centre(name, 15, true)
  for (const line of address) {
    y -= 13
    centre(line, 9)
  }
  pen.page.drawLine({ start: { x: 60, y: y - 10 }, end: { x: 535, y: y - 10 }, thickness: 1 })
  y -= 40
  write(pen, q.dateLine, 60, y)
  y -= 28
  for (const line of q.addressee) {
    write(pen, line, 60, y)
    y -= 14
  }
  y -= 14
  write(pen, q.salutation, 60, y)
  y -= 24
  write(pen, q.heading, 60, y, { bold: true })
  y -= 24
  write(pen, q.intro, 60, y)
  y -= 24
  for (const item of q.items) {
    write(pen, item, 75, y)
    y -= 18
  }
  y -= 4
  write(pen, q.total, 75, y, { bold: true })
  y -= 30
  write(pen, 'Terms:', 60, y, { bold: true })
  for (const term of q.terms) {
    y -= 15
    write(pen, term, 60, y)
  }
  y -= 36
  for (const line of q.closing) {
    write(pen, line, 60, y)
    y -= 14
  }
  return Buffer.from(await doc.save())
}

const pdf = (filename: string, make: () => Promise<Buffer>) => async () => [
  { filename, contentType: 'application/pdf', content: await make() },
]

const plumbing = enquiry('TA-113', 'Plumbing materials', 'ngn', LEKKI, [
  ['PPR pipe 25mm PN20, 4m length', 60, 'lengths'],
  ['PPR elbow 25mm, 90°', 120, 'pcs'],
  ['Gate valve 1", brass', 15, 'pcs'],
  ['Teflon tape 12mm', 200, 'rolls'],
])

const compressor = enquiry(
  'TA-114',
  'Compressor parts',
  'usd',
  KANO_AGRO,
  [
    ['Air filter element, Atlas Copco 1613900100', 4, 'pcs'],
    ['Oil filter, Atlas Copco 1613610500', 4, 'pcs'],
    ['Separator element, Atlas Copco 1613688000', 2, 'pcs'],
    ['Roto-Inject Fluid, 20L', 3, 'pails'],
    ['Minimum pressure valve kit', 1, 'kit'],
    ['Drive belt set', 2, 'sets'],
  ],
  { sent: '2026-11-12T08:30:00Z', deadline: '2026-11-26T17:00:00Z' },
)

const ppe = enquiry(
  'TA-115',
  'PPE for new intake',
  'usd',
  KANO_AGRO,
  [
    ['Safety helmet, white', 40, 'pcs'],
    ['Nitrile gloves, size L', 200, 'boxes'],
    ['Ear plugs, box of 200 pairs', 10, 'boxes'],
  ],
  { sent: '2026-11-10T09:15:00Z' },
)

const cement = enquiry(
  'TA-116',
  'Cement and blocks',
  'ngn',
  HARBOUR,
  [
    ['50kg bag of Portland cement', 120, 'bags'],
    ['9-inch hollow sandcrete blocks', 1500, 'pcs'],
    ['Sharp sand, 20-tonne trip', 2, 'trips'],
  ],
  { sent: '2026-11-11T10:00:00Z' },
)

const attached = (signature: string[]) =>
  ['Please find our quotation attached.', '', ...signature, ''].join('\n')

export const PDF_CASES: readonly ReplyCase[] = [
  {
    name: 'pdf quotation table with shipping and VAT in the totals (layout A)',
    kind: 'pdf',
    rfq: plumbing.rfq,
    raw: compose({
      enquiry: plumbing,
      from: 'Aquafix Quotations <quotes@aquafix.com.ng>',
      date: '2026-11-16T15:00:00Z',
      subject: 'Re: TA-113 Plumbing materials',
      text: attached(['Regards,', 'Aquafix Plumbing Supplies', '0803 220 1188']),
      attachments: pdf('Quotation QT-2026-0418.pdf', () =>
        tableQuotePdf({
          title: 'Quotation QT-2026-0418',
          date: '2026-11-16T14:52:00Z',
          letterhead: [
            'AQUAFIX PLUMBING SUPPLIES LTD',
            '41 Oba Akran Avenue, Ikeja, Lagos',
            'Tel: 0803 220 1188, 0809 771 2040 | quotes@aquafix.com.ng',
            'RC 1120934 | TIN 20887412-0001',
          ],
          meta: [
            ['Quote No:', 'QT-2026-0418'],
            ['Date:', '16/11/2026'],
            ['Your ref:', 'TA-113'],
            ['Page:', '1 of 1'],
          ],
          customer: ['Lekki Foods Ltd', 'Plot 5, Industrial Avenue', 'Ikeja, Lagos'],
          currencyNote: 'All amounts in Nigerian Naira (NGN).',
          items: [
            ['PPR pipe 25mm PN20 (4m length)', '60', 3850, 231000],
            ['PPR elbow 25mm 90°', '120', 420, 50400],
            ['Brass gate valve 1"', '15', 7600, 114000],
            ['Teflon tape 12mm', '200', 150, 30000],
          ],
          totals: [
            ['Sub-total', 425400],
            ['Shipping', 18500],
            ['VAT 7.5% (on goods)', 31905],
            ['TOTAL', 475805],
          ],
          terms: [
            '1. Delivery: 2 weeks from receipt of purchase order.',
            '2. Validity: 30 days from the date of this quotation.',
            '3. Payment: 50% advance, balance before delivery.',
            '4. Goods once sold are not returnable.',
          ],
        }),
      ),
    }),
    expected: {
      unitPrices: { 'line-1': 3850, 'line-2': 420, 'line-3': 7600, 'line-4': 150 },
      currency: 'ngn',
      leadTimeDays: 14,
      validUntil: '2026-12-16',
      shippingCost: 18500,
      readable: true,
    },
  },
  {
    name: 'pdf quotation table in dollars with freight, logo in the signature (layout A)',
    kind: 'pdf',
    rfq: compressor.rfq,
    raw: compose({
      enquiry: compressor,
      from: 'Atlas Parts International <sales@atlasparts-intl.com>',
      date: '2026-11-20T08:00:00Z',
      subject: 'RE: TA-114 Compressor parts',
      text: attached([
        'Best regards,',
        'Nadia Haddad',
        'Atlas Parts International FZE',
        'Jebel Ali Free Zone, Dubai, UAE | +971 4 887 2210',
      ]),
      html: `<div><p>Please find our quotation attached.</p><p>Best regards,<br><img src="cid:logo@atlasparts-intl.com" alt="Atlas Parts" width="120"><br>Nadia Haddad<br>Atlas Parts International FZE<br>Jebel Ali Free Zone, Dubai, UAE | +971 4 887 2210</p></div>\n`,
      attachments: async () => [
        ...(await pdf('Q-88213.pdf', () =>
          tableQuotePdf({
            title: 'Quotation Q-88213',
            date: '2026-11-20T07:41:00Z',
            letterhead: [
              'ATLAS PARTS INTERNATIONAL FZE',
              'Warehouse LB-14, Jebel Ali Free Zone, Dubai, United Arab Emirates',
              'Tel: +971 4 887 2210 | sales@atlasparts-intl.com | Trade licence 118342',
            ],
            meta: [
              ['Quotation:', 'Q-88213'],
              ['Date:', '20 Nov 2026'],
              ['Customer ref:', 'TA-114'],
              ['Valid until:', '15 January 2027'],
            ],
            customer: [
              'Kano Agro Processing Ltd',
              'Plot 22, Sharada Industrial Estate',
              'Kano, Nigeria',
            ],
            currencyNote: 'Currency: USD. Prices are for genuine parts, ex works Dubai.',
            items: [
              ['Air filter element 1613900100', '4', 48.6, 194.4],
              ['Oil filter 1613610500', '4', 36.25, 145],
              ['Separator element 1613688000', '2', 212, 424],
              ['Roto-Inject Fluid 20L', '3', 395, 1185],
              ['Minimum pressure valve kit 2901146300', '1', 168.9, 168.9],
              ['Drive belt set 1613903100', '2', 74.3, 148.6],
            ],
            totals: [
              ['Sub-total', 2265.9],
              ['Freight (air, to Kano)', 350],
              ['Total USD', 2615.9],
            ],
            terms: [
              'Lead time: 6 weeks ARO.',
              'Payment: 100% T/T in advance.',
              'Warranty: 12 months against manufacturing defects.',
            ],
          }),
        )()),
        {
          filename: 'image001.png',
          contentType: 'image/png',
          content: LOGO_PNG,
          cid: 'logo@atlasparts-intl.com',
        },
      ],
    }),
    expected: {
      unitPrices: {
        'line-1': 48.6,
        'line-2': 36.25,
        'line-3': 212,
        'line-4': 395,
        'line-5': 168.9,
        'line-6': 74.3,
      },
      currency: 'usd',
      leadTimeDays: 42,
      validUntil: '2027-01-15',
      shippingCost: 350,
      readable: true,
    },
  },
  {
    name: 'pdf letter with one line per item, dollars (layout B)',
    kind: 'pdf',
    rfq: ppe.rfq,
    raw: compose({
      enquiry: ppe,
      from: 'Oluwaseun Bello <seun@guardwell.ng>',
      date: '2026-11-17T11:00:00Z',
      subject: 'Re: TA-115 PPE for new intake',
      text: attached(['Thanks,', 'Seun', 'Guardwell Safety Limited', '+234 1 295 7781']),
      attachments: pdf('Guardwell quote TA-115.pdf', () =>
        letterQuotePdf({
          title: 'Quotation TA-115',
          date: '2026-11-17T10:40:00Z',
          letterhead: [
            'GUARDWELL SAFETY LIMITED',
            '12 Allen Avenue, Ikeja, Lagos · RC 1198345 · +234 1 295 7781',
          ],
          dateLine: '17 November 2026',
          addressee: [
            'The Purchasing Manager',
            'Kano Agro Processing Ltd',
            'Sharada Industrial Estate, Kano',
          ],
          salutation: 'Dear Sir,',
          heading: 'QUOTATION FOR PPE — YOUR REF. TA-115',
          intro: 'We are pleased to quote as follows:',
          items: [
            '1. Safety helmet, white, with ratchet — 40 pcs @ 9.80 = 392.00',
            '2. Nitrile gloves, size L — 200 boxes @ 12.50 = 2,500.00',
            '3. Ear plugs, box of 200 pairs — 10 boxes @ 31.00 = 310.00',
          ],
          total: 'Total: 3,202.00',
          terms: [
            'Prices are in US Dollars (USD), exclusive of VAT.',
            'Delivery: 10 working days after receipt of order.',
            'Free delivery to your Kano factory.',
            'This offer is valid until 15 December 2026.',
          ],
          closing: [
            'Yours faithfully,',
            'for: Guardwell Safety Limited',
            '',
            'Oluwaseun Bello',
            'Sales Manager',
          ],
        }),
      ),
    }),
    expected: {
      unitPrices: { 'line-1': 9.8, 'line-2': 12.5, 'line-3': 31 },
      currency: 'usd',
      leadTimeDays: 10,
      validUntil: '2026-12-15',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'pdf letter with one line per item, naira thousands (layout B)',
    kind: 'pdf',
    rfq: cement.rfq,
    raw: compose({
      enquiry: cement,
      from: 'Ahmed Lawal <ahmed@lawalbuildingmaterials.com>',
      date: '2026-11-18T09:45:00Z',
      subject: 'AW: TA-116 Cement and blocks',
      text: attached(['Ahmed Lawal', 'Lawal Building Materials Ltd', '08033119900']),
      attachments: pdf('QUOTE-TA116.pdf', () =>
        letterQuotePdf({
          title: 'Quote TA-116',
          date: '2026-11-18T09:30:00Z',
          letterhead: [
            'LAWAL BUILDING MATERIALS LTD',
            'Mile 2 Bus Stop, Oshodi-Apapa Expressway, Lagos · 0803 311 9900 · RC 987231',
          ],
          dateLine: '18 November 2026',
          addressee: ['Harbour Marine Services Ltd', 'Berth 4, Apapa Port Complex', 'Apapa, Lagos'],
          salutation: 'Attn: Mr Tunde Bakare',
          heading: 'RE: QUOTATION FOR CEMENT, BLOCKS AND SAND (TA-116)',
          intro: 'With reference to your request, we quote as follows:',
          items: [
            '1. Portland cement 42.5R, 50kg — 120 bags @ 9,600.00 = 1,152,000.00',
            '2. 9" hollow blocks (vibrated) — 1,500 pcs @ 650.00 = 975,000.00',
            '3. Sharp sand, 20 tonnes per trip — 2 trips @ 185,000.00 = 370,000.00',
          ],
          total: 'Total: 2,497,000.00',
          terms: [
            'All prices in Naira (NGN).',
            'Delivery charge: 45,000.00 (two trucks).',
            'Delivery within 7 days of payment.',
            'Validity: 14 days.',
          ],
          closing: ['Yours faithfully,', '', 'Ahmed Lawal', 'Managing Director'],
        }),
      ),
    }),
    expected: {
      unitPrices: { 'line-1': 9600, 'line-2': 650, 'line-3': 185000 },
      currency: 'ngn',
      leadTimeDays: 7,
      validUntil: '2026-12-02',
      shippingCost: 45000,
      readable: true,
    },
  },
]
