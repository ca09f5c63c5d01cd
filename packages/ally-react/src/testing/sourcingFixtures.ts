import type {
  PurchaseOrder,
  Quote,
  QuoteComparison,
  QuoteResponse,
  Rfq,
  VendorRef,
} from '@ally/sdk'

// Believable RFQs, quotes and purchase orders with one vendor, for the vendor page's tests and
// stories. Each differs by `n`; override any field.

const ACME: VendorRef = { id: 'acme', name: 'Acme Ltd', email: 'sales@acme.test' }
const day = (n: number, hour = 12) => new Date(Date.UTC(2026, 0, n, hour)).toISOString()
const ref = (n: number) => `TA-${String(n).padStart(4, '0')}`

export function rfqFixture(n: number, rfq: Partial<Rfq> = {}): Rfq {
  return {
    id: `rfq-${n}`,
    taId: ref(n),
    quoteId: `quote-${n}`,
    orderId: `order-${n}`,
    title: `Steel pipes, lot ${n}`,
    vendor: ACME,
    status: 'responded',
    lines: [
      {
        id: `line-${n}`,
        description: 'Steel pipe 2"',
        quantity: 100,
        unit: 'pcs',
        specifications: null,
        attachments: [],
      },
    ],
    currency: 'ngn',
    deliveryAddress: '1 Marina, Lagos',
    deliveryDate: null,
    deadline: day(10 + (n % 18)),
    message: null,
    sentAt: day(1 + (n % 9)),
    viewedAt: day(2 + (n % 9)),
    respondedAt: day(3 + (n % 9)),
    total: 250_000 + n * 1000,
    awardedTotal: null,
    ...rfq,
  }
}

export function quoteFixture(n: number, quote: Partial<Quote> = {}): Quote {
  return {
    id: `quote-${n}`,
    taId: ref(n),
    orderId: `order-${n}`,
    title: `Office furniture, round ${n}`,
    orderType: 'supply',
    status: 'open',
    currency: 'usd',
    deadline: day(10 + (n % 18)),
    rfqCount: 3,
    responseCount: 2,
    waitingCount: 1,
    lowestTotal: 1200 + n * 10,
    createdAt: day(1 + (n % 9)),
    ...quote,
  }
}

export function purchaseOrderFixture(n: number, po: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: `po-${n}`,
    number: `PO-${String(n).padStart(4, '0')}`,
    taId: ref(n),
    orderId: `order-${n}`,
    approvedQuoteResponseId: null,
    vendor: ACME,
    status: 'sent',
    currency: 'gbp',
    lines: [],
    subtotal: 900 + n,
    tax: 0,
    shippingCost: 100,
    total: 1000 + n,
    deliveryAddress: null,
    deliveryDate: null,
    paymentTerms: null,
    notes: null,
    history: [],
    documents: [],
    issues: [],
    sentAt: day(2 + (n % 9)),
    acknowledgedAt: null,
    createdAt: day(1 + (n % 9)),
    ...po,
  }
}

export { servePaged } from './paged'

const BOLTCO: VendorRef = { id: 'boltco', name: 'Boltco', email: 'sales@boltco.test' }
const EUROFIX: VendorRef = { id: 'eurofix', name: 'Eurofix GmbH', email: 'offers@eurofix.test' }
const QUIET: VendorRef = { id: 'quiet', name: 'Quietparts', email: 'hello@quietparts.test' }

function responseFixture(
  rfqId: string,
  vendor: VendorRef,
  response: Partial<QuoteResponse> & Pick<QuoteResponse, 'lines' | 'currency'>,
): QuoteResponse {
  const subtotal = response.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
  const shippingCost = response.shippingCost ?? 0
  return {
    id: `response-${rfqId}`,
    rfqId,
    quoteId: 'quote-1',
    taId: 'TA-0001',
    vendor,
    status: 'submitted',
    subtotal,
    shippingCost,
    total: subtotal + shippingCost,
    leadTimeDays: 10,
    validUntil: '2099-01-31',
    notes: null,
    attachments: [],
    revision: 1,
    submittedAt: day(4),
    ...response,
  }
}

/**
 * A round of two lines asked of three vendors: Boltco (USD, cheapest overall), Eurofix (EUR,
 * cheapest for the nuts) and Quietparts (no answer yet). Override anything.
 */
export function comparisonFixture(comparison: Partial<QuoteComparison> = {}): QuoteComparison {
  const lines = [
    {
      id: 'bolt',
      description: 'M8 bolt',
      quantity: 100,
      unit: 'pcs',
      specifications: 'Zinc plated',
      attachments: [],
      targetPrice: 0.4,
    },
    {
      id: 'nut',
      description: 'M8 nut',
      quantity: 200,
      unit: 'pcs',
      specifications: null,
      attachments: [],
      targetPrice: null,
    },
  ]
  const rate = 1 / 0.92
  return {
    quote: quoteFixture(1, {
      title: 'Steel bolts',
      rfqCount: 3,
      responseCount: 2,
      lowestTotal: 100,
    }),
    lines,
    vendors: [
      {
        rfqId: 'rfq-boltco',
        vendor: BOLTCO,
        status: 'responded',
        response: responseFixture('rfq-boltco', BOLTCO, {
          currency: 'usd',
          shippingCost: 10,
          lines: [
            { lineId: 'bolt', unitPrice: 0.5, quantity: 100, leadTimeDays: 7, note: null },
            { lineId: 'nut', unitPrice: 0.2, quantity: 200, leadTimeDays: null, note: 'Boxed' },
          ],
        }),
        rate: 1,
        lines: [
          { lineId: 'bolt', unitPrice: 0.5, total: 50 },
          { lineId: 'nut', unitPrice: 0.2, total: 40 },
        ],
        subtotal: 90,
        shippingCost: 10,
        total: 100,
        responseRate: 0.9,
        winRate: 0.5,
        onTimeRate: 1,
      },
      {
        rfqId: 'rfq-eurofix',
        vendor: EUROFIX,
        status: 'responded',
        response: responseFixture('rfq-eurofix', EUROFIX, {
          currency: 'eur',
          shippingCost: 9.2,
          leadTimeDays: 14,
          lines: [
            { lineId: 'bolt', unitPrice: 0.552, quantity: 100, leadTimeDays: null, note: null },
            { lineId: 'nut', unitPrice: 0.1656, quantity: 200, leadTimeDays: null, note: null },
          ],
        }),
        rate,
        lines: [
          { lineId: 'bolt', unitPrice: 0.6, total: 60 },
          { lineId: 'nut', unitPrice: 0.18, total: 36 },
        ],
        subtotal: 96,
        shippingCost: 10,
        total: 106,
        responseRate: null,
        winRate: null,
        onTimeRate: null,
      },
      {
        rfqId: 'rfq-quiet',
        vendor: QUIET,
        status: 'viewed',
        response: null,
        rate: 1,
        lines: [],
        subtotal: null,
        shippingCost: null,
        total: null,
        responseRate: 0.25,
        winRate: 0,
        onTimeRate: null,
      },
    ],
    awards: [],
    ...comparison,
  }
}
