import type { ReplyCase } from './cases'
import {
  attribution,
  compose,
  enquiry,
  HARBOUR,
  KANO_AGRO,
  LEKKI,
  quotedRfq,
  quoteLines,
  rfqMailText,
  rfqSubject,
} from './compose'

// Prices written in sentences, in the vendor's order rather than the RFQ's.

const perPiece = enquiry('TA-105', 'Bolts, gloves and cable ties', 'ngn', LEKKI, [
  ['M8 hex bolts, zinc plated', 500, 'pcs'],
  ['Nitrile gloves, size L', 200, 'boxes'],
  ['Cable ties 300mm, black (pack of 100)', 50, 'packs'],
])

const someLines = enquiry(
  'TA-106',
  'PPE restock',
  'usd',
  KANO_AGRO,
  [
    ['Nitrile gloves, size L', 200, 'boxes'],
    ['Hi-vis vest, orange', 60, 'pcs'],
    ['Safety boots, steel toe, size 42', 24, 'pairs'],
    ['Hard hat, white', 40, 'pcs'],
  ],
  { sent: '2026-11-12T09:30:00Z', deadline: '2026-11-23T17:00:00Z' },
)

const codesAfter = enquiry(
  'TA-107',
  'Generator maintenance',
  'ngn',
  HARBOUR,
  [
    ['Diesel generator service (100 kVA Perkins)', 1, 'job'],
    ['Fuel filter, Perkins 26560201', 4, 'pcs'],
    ['Engine oil 15W-40, 25L drum', 2, 'drums'],
    ['Air filter element', 1, 'pc'],
  ],
  { message: 'The set has run 500 hours since the last service.' },
)

const german = enquiry(
  'TA-108',
  'Pump spares',
  'eur',
  HARBOUR,
  [
    ['Mechanical seal 35mm for KSB Etanorm', 4, 'pcs'],
    ['Impeller, bronze, KSB Etanorm 65-200', 2, 'pcs'],
    ['Gasket set', 4, 'sets'],
  ],
  { sent: '2026-11-05T13:10:00Z', deadline: '2026-11-16T17:00:00Z' },
)

const inline = enquiry('TA-109', 'M10 fasteners', 'ngn', LEKKI, [
  ['M10 hex bolts x 50mm, zinc plated', 300, 'pcs'],
  ['M10 flat washers', 600, 'pcs'],
  ['M10 threaded rod, 1m', 50, 'pcs'],
])

const forwarded = enquiry(
  'TA-127',
  'Paint and thinners',
  'ngn',
  LEKKI,
  [
    ['Emulsion paint, white, 20L pail', 15, 'pails'],
    ['Gloss paint, signal red, 4L tin', 12, 'tins'],
    ['Thinner, 4L tin', 10, 'tins'],
  ],
  { sent: '2026-11-13T08:00:00Z', deadline: '2026-11-24T17:00:00Z', deliverBy: '2026-11-27' },
)

/** The RFQ quoted, the vendor's answer typed under the line it answers. */
function answeredInline(): string {
  const vendor = 'yusuf@adebayofasteners.com'
  const answers: Record<string, string> = {
    '1. ': 'N65 per piece',
    '2. ': 'N9 per piece',
    '3. ': 'N1,150 per length',
    'Deliver to: ':
      'All ex-stock, delivery in 2 days. Transport to Ikeja N8,000. Prices hold till 30th November.',
  }
  const out: string[] = [attribution(inline, 'gmail', vendor), '']
  for (const line of rfqMailText(inline, 'Adebayo Fasteners')) {
    out.push(quoteLines([line]))
    const answer = Object.entries(answers).find(([start]) => line.startsWith(start))?.[1]
    if (answer) out.push(answer, '')
  }
  return out.join('\n')
}

export const FREE_TEXT_CASES: readonly ReplyCase[] = [
  {
    name: 'free text, per piece and per box, in another order than the RFQ',
    kind: 'free-text',
    rfq: perPiece.rfq,
    raw: compose({
      enquiry: perPiece,
      from: 'Ifeoma Obi <ifeoma.obi@obiandsons.com.ng>',
      date: '2026-11-16T10:05:00Z',
      subject: 'Re: TA-105 Bolts, gloves and cable ties',
      html: true,
      text: [
        'Good morning Adaeze,',
        '',
        'Thanks for thinking of us. The gloves are ₦7,200 per box (100 pcs in a box, powder free). For the M8 bolts we can do ₦45 per piece, they are grade 8.8. Cable ties 300mm black we have at ₦1,950 per pack of 100.',
        '',
        'We can deliver everything within 5 days of your PO, and delivery to Ikeja is free.',
        '',
        'Kind regards,',
        'Ifeoma Obi',
        'Obi & Sons Ventures',
        'Shop 12, Block C, Trade Fair Complex, Ojo, Lagos',
        '08034567821, 08129876543',
        '',
        quotedRfq(perPiece, 'Obi & Sons Ventures', 'ifeoma.obi@obiandsons.com.ng'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 45, 'line-2': 7200, 'line-3': 1950 },
      currency: 'ngn',
      leadTimeDays: 5,
      validUntil: null,
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'free text in dollars, only some lines priced',
    kind: 'free-text',
    rfq: someLines.rfq,
    raw: compose({
      enquiry: someLines,
      from: 'Halima Sani <halima.sani@safetyfirst.ng>',
      date: '2026-11-19T07:50:00Z',
      subject: `Re: ${rfqSubject(someLines)}`,
      text: [
        'Hello,',
        '',
        'We can offer gloves at $12.50/box and the white hard hats at $8.75 each.',
        '',
        "Sorry, we don't carry safety boots, and the hi-vis vests are out of stock until January so I can't quote them now.",
        '',
        'Lead time 2 weeks. Shipping $40 flat to Kano. Prices valid until 30 November 2026.',
        '',
        'Best,',
        'Halima Sani',
        'Safety First Nigeria Ltd | RC 889120',
        'Plot 7 Zaria Road, Kano | +234 909 112 3344',
        '',
        quotedRfq(someLines, 'Safety First Nigeria', 'halima.sani@safetyfirst.ng'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 12.5, 'line-4': 8.75 },
      currency: 'usd',
      leadTimeDays: 14,
      validUntil: '2026-11-30',
      shippingCost: 40,
      readable: true,
    },
  },
  {
    name: 'free text with the currency code after the number',
    kind: 'free-text',
    rfq: codesAfter.rfq,
    raw: compose({
      enquiry: codesAfter,
      from: 'Emeka Nnadi <emeka@powergenservices.ng>',
      date: '2026-11-17T09:10:00Z',
      subject: 'RE: TA-107 Generator maintenance',
      text: [
        'Dear Mr Bakare,',
        '',
        'Following our call this morning, our prices are:',
        '',
        'Engine oil 15W-40 (25 litres): 38,500.00 NGN per drum',
        'Fuel filters 26560201: 12,750.00 NGN each',
        'Air filter element: 21,000.00 NGN',
        'Full service of the 100kVA set, labour and consumables not listed above: 85,000.00 NGN',
        '',
        'Our technician can be on site within 3 days of your go-ahead.',
        'Validity: 14 days.',
        '',
        'Regards,',
        'Emeka Nnadi',
        'PowerGen Services Ltd',
        'RC: 1457732 | VAT: 10293847-0001',
        'Tel: +234 1 453 0021',
        '',
        quotedRfq(codesAfter, 'PowerGen Services', 'emeka@powergenservices.ng', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 85000, 'line-2': 12750, 'line-3': 38500, 'line-4': 21000 },
      currency: 'ngn',
      leadTimeDays: 3,
      validUntil: '2026-12-01',
      shippingCost: null,
      readable: true,
    },
  },
  {
    name: 'free text from a German vendor, positions and freight included',
    kind: 'free-text',
    rfq: german.rfq,
    raw: compose({
      enquiry: german,
      from: 'Klaus Becker <k.becker@pumpen-becker.de>',
      date: '2026-11-12T15:20:00Z',
      subject: `AW: ${rfqSubject(german)}`,
      text: [
        'Dear Mr. Bakare,',
        '',
        'thank you for your request. We offer as follows:',
        '',
        'Pos. 1: Mechanical seal 35 mm, KSB original - EUR 86.00 per piece',
        'Pos. 2: Impeller bronze, 65-200, machined to 209 mm - EUR 642.00 per piece',
        'Pos. 3: Gasket set - EUR 24.50 per set',
        '',
        'Delivery time: 4 weeks after receipt of order. Freight included (DAP Lagos).',
        'This offer is valid for 30 days.',
        '',
        'With kind regards',
        'Klaus Becker',
        'Sales Export',
        '',
        'Pumpen Becker GmbH',
        'Industriestr. 12, 44147 Dortmund, Germany',
        'Tel. +49 231 555 0190',
        'Amtsgericht Dortmund HRB 12345 | USt-IdNr. DE123456789',
        '',
        quotedRfq(german, 'Pumpen Becker', 'k.becker@pumpen-becker.de', 'german'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 86, 'line-2': 642, 'line-3': 24.5 },
      currency: 'eur',
      leadTimeDays: 28,
      validUntil: '2026-12-12',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'answers typed in line under the quoted RFQ lines',
    kind: 'free-text',
    rfq: inline.rfq,
    raw: compose({
      enquiry: inline,
      from: 'Yusuf Adebayo <yusuf@adebayofasteners.com>',
      date: '2026-11-10T16:45:00Z',
      subject: 'Re: TA-109 M10 fasteners',
      text: [
        'Hi Adaeze, answers in line below.',
        '',
        'Yusuf',
        'Adebayo Fasteners & Tools',
        '08023341190',
        '',
        answeredInline(),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 65, 'line-2': 9, 'line-3': 1150 },
      currency: 'ngn',
      leadTimeDays: 2,
      validUntil: '2026-11-30',
      shippingCost: 8000,
      readable: true,
    },
  },
  {
    name: 'prices in a forwarded note from the sales desk',
    kind: 'free-text',
    rfq: forwarded.rfq,
    raw: compose({
      enquiry: forwarded,
      from: 'Bola Adeniran <bola@colourhouse.ng>',
      date: '2026-11-17T11:30:00Z',
      subject: `Re: ${rfqSubject(forwarded)}`,
      html: true,
      text: [
        'Good afternoon Ma,',
        '',
        'See below from our sales desk, that is our offer.',
        '',
        'Bola',
        '',
        '---------- Forwarded message ---------',
        'From: Sales Desk <sales@colourhouse.ng>',
        'Date: Tue, 17 Nov 2026 at 09:12',
        'Subject: TA-127 prices',
        'To: Bola Adeniran <bola@colourhouse.ng>',
        '',
        'Bola, prices for Lekki Foods:',
        'Emulsion paint, white, 20L: 28,000 per pail',
        'Gloss paint, signal red, 4L: 12,500 per tin',
        'Thinner 4L: 4,800 per tin',
        'Transport ₦10,000 to their site, we can deliver 3 days after payment.',
        '',
        'Sales Desk',
        'Colour House Paints Ltd, 8 Oba Akran Avenue, Ikeja | 0701 234 5678',
        '',
        quotedRfq(forwarded, 'Colour House Paints', 'bola@colourhouse.ng'),
        '',
      ].join('\n'),
    }),
    expected: {
      unitPrices: { 'line-1': 28000, 'line-2': 12500, 'line-3': 4800 },
      currency: 'ngn',
      leadTimeDays: 3,
      validUntil: null,
      shippingCost: 10000,
      readable: true,
    },
  },
]
