import type { ReplyCase } from './cases'
import { compose, enquiry, HARBOUR, KANO_AGRO, LEKKI, quotedRfq, rfqSubject } from './compose'

// Replies with nothing to read: numbers aplenty, none of them a price.

const later = enquiry(
  'TA-124',
  'Stainless steel sheets',
  'ngn',
  HARBOUR,
  [
    ['Stainless steel sheet 304, 1.5mm, 1220 x 2440', 20, 'sheets'],
    ['Stainless steel sheet 316, 2mm, 1220 x 2440', 10, 'sheets'],
  ],
  {
    deliverBy: '2026-11-27',
    message: 'Please quote within 14 days delivery and keep your prices valid for 30 days.',
  },
)

const declined = enquiry('TA-125', 'Forklift tyres', 'ngn', LEKKI, [
  ['Solid forklift tyre 6.50-10', 8, 'pcs'],
  ['Solid forklift tyre 28x9-15', 4, 'pcs'],
])

const away = enquiry(
  'TA-126',
  'Printer cartridges',
  'usd',
  KANO_AGRO,
  [
    ['HP 26A toner cartridge', 6, 'pcs'],
    ['HP 63XL ink cartridge, black', 12, 'pcs'],
    ['Canon PG-545 ink cartridge', 12, 'pcs'],
  ],
  { sent: '2026-11-16T09:00:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const nothing = {
  unitPrices: {},
  currency: null,
  leadTimeDays: null,
  validUntil: null,
  shippingCost: null,
  readable: false,
} as const

export const NOTHING_CASES: readonly ReplyCase[] = [
  {
    name: 'will come back with prices next week',
    kind: 'nothing',
    rfq: later.rfq,
    raw: compose({
      enquiry: later,
      from: 'Ade Ogunleye <ade@metalmartng.com>',
      date: '2026-11-17T08:05:00Z',
      subject: `Re: ${rfqSubject(later)}`,
      text: [
        'Good morning sir,',
        '',
        "Well received. We don't have the 316 in stock right now and the 304 price is changing daily, we are checking with our supplier and will come back to you with prices next week (latest Wednesday).",
        '',
        'Thanks',
        'Ade',
        '',
        'Sent from my iPhone',
        '',
        quotedRfq(later, 'MetalMart Nigeria', 'ade@metalmartng.com', 'apple'),
        '',
      ].join('\n'),
    }),
    expected: { ...nothing, unitPrices: {} },
  },
  {
    name: 'polite decline with a signature full of numbers',
    kind: 'nothing',
    rfq: declined.rfq,
    raw: compose({
      enquiry: declined,
      from: 'TyreWorld Customer Service <info@tyreworld.com.ng>',
      date: '2026-11-20T10:00:00Z',
      subject: 'RE: TA-125 Forklift tyres',
      text: [
        'Dear Adaeze,',
        '',
        'Thank you for your request for quotation. Unfortunately we no longer deal in forklift tyres and are unable to quote on this occasion. We hope to be of service in future.',
        '',
        'Yours faithfully,',
        '',
        'Ngozi Umeh',
        'Customer Service',
        'TyreWorld Nigeria Ltd',
        'RC 284910 | TIN 01928374-0001',
        '45 Ikorodu Road, Maryland, Lagos 100211',
        'Tel: +234 1 271 0045, +234 803 300 4500',
        'Open Mon-Fri 8:00-17:00, Sat 9:00-14:00',
        'www.tyreworld.com.ng',
        '',
        'Over 25 years, 12 branches, 150,000 tyres fitted.',
        'This e-mail and any attachments are confidential and intended solely for the addressee.',
        '',
        quotedRfq(declined, 'TyreWorld Nigeria', 'info@tyreworld.com.ng', 'outlook'),
        '',
      ].join('\n'),
    }),
    expected: { ...nothing, unitPrices: {} },
  },
  {
    name: 'out-of-office auto-reply',
    kind: 'nothing',
    rfq: away.rfq,
    raw: compose({
      enquiry: away,
      from: 'Daniel Eke <daniel.eke@printhub.ng>',
      date: '2026-11-16T09:01:00Z',
      subject: `Automatic reply: ${rfqSubject(away)}`,
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
      text: [
        'I am out of the office from 13 November 2026 until 23 November 2026 with limited access to e-mail.',
        '',
        'For urgent quotations please contact sales@printhub.ng or call 0809 555 1212.',
        '',
        'Daniel Eke',
        'PrintHub Nigeria | 3 Murtala Mohammed Way, Kano',
        '',
      ].join('\n'),
    }),
    expected: { ...nothing, unitPrices: {} },
  },
]
