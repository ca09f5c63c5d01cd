import type { PurchaseOrder, Quote, Rfq, VendorRef } from '@ally/sdk'

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
    sentAt: day(2 + (n % 9)),
    acknowledgedAt: null,
    createdAt: day(1 + (n % 9)),
    ...po,
  }
}

export { servePaged } from './paged'
