import {
  type ApprovedQuoteResponse,
  Order,
  type QuoteResponse,
  type Rfq,
  type Shipment,
  type VendorRef,
} from '@ally/sdk'
import { sampleOf } from '@ally/sdk/testing'
import {
  comparisonFixture,
  purchaseOrderFixture,
  quoteFixture,
  rfqFixture,
} from './sourcingFixtures'

// An order and what followed from it (rounds, RFQs, the award, purchase orders, shipments), and
// a vendor's revised answer, for the round, order and vendor-answer pages' tests and stories.

const BOLTCO: VendorRef = { id: 'boltco', name: 'Boltco', email: 'sales@boltco.test' }
const EUROFIX: VendorRef = { id: 'eurofix', name: 'Eurofix GmbH', email: 'offers@eurofix.test' }
const QUIET: VendorRef = { id: 'quiet', name: 'Quietparts', email: 'hello@quietparts.test' }
const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12)).toISOString()

/** The order behind `comparisonFixture()`'s round (`quote-1`, TA-0001); override any field. */
export function orderFixture(order: Partial<Order> = {}): Order {
  // Sampled from the schema first, so a field added to the contract never breaks the fixture.
  const sampled = sampleOf(Order, { nulls: true }) as Order
  return {
    ...sampled,
    id: 'order-1',
    taId: 'TA-0001',
    title: 'Steel bolts',
    orderType: 'supply',
    status: 'sourcing',
    lines: comparisonFixture().lines,
    deliveryAddress: '1 Marina, Lagos',
    deliveryDate: '2026-03-01',
    currency: 'usd',
    budget: 150,
    notes: 'Deliver to gate B, weekdays only.',
    createdAt: at(1),
    updatedAt: at(1),
    ...order,
  }
}

/** The round's three RFQs as its list answers them: two answered, one opened only. */
export function roundRfqsFixture(): [Rfq, Rfq, Rfq] {
  const round = {
    quoteId: 'quote-1',
    orderId: 'order-1',
    taId: 'TA-0001',
    currency: 'usd' as const,
  }
  return [
    rfqFixture(1, { ...round, id: 'rfq-boltco', vendor: BOLTCO, status: 'responded', total: 100 }),
    rfqFixture(1, {
      ...round,
      id: 'rfq-eurofix',
      vendor: EUROFIX,
      status: 'responded',
      total: 106,
    }),
    rfqFixture(1, {
      ...round,
      id: 'rfq-quiet',
      vendor: QUIET,
      status: 'viewed',
      respondedAt: null,
      total: null,
      deadline: '2099-01-10T12:00:00.000Z',
    }),
  ]
}

/** Eurofix's answer: the live revision 2 (as the comparison shows it) over a superseded first. */
export function revisionsFixture(): QuoteResponse[] {
  const live = comparisonFixture().vendors[1]?.response as QuoteResponse
  return [
    { ...live, revision: 2, submittedAt: at(6) },
    {
      ...live,
      id: 'response-rfq-eurofix-1',
      revision: 1,
      status: 'superseded',
      subtotal: 118.32,
      total: 127.52,
      lines: live.lines.map((line) => ({ ...line, unitPrice: line.unitPrice + 0.1 })),
      notes: 'First offer.',
      submittedAt: at(4),
    },
  ]
}

/** Boltco won the round whole; its purchase order is out. */
export function approvedFixture(award: Partial<ApprovedQuoteResponse> = {}): ApprovedQuoteResponse {
  return {
    id: 'approved-1',
    quoteResponseId: 'response-rfq-boltco',
    quoteId: 'quote-1',
    orderId: 'order-1',
    taId: 'TA-0001',
    title: 'Steel bolts',
    vendor: BOLTCO,
    currency: 'usd',
    lines: [
      {
        lineId: 'bolt',
        description: 'M8 bolt',
        quantity: 100,
        unit: 'pcs',
        unitPrice: 0.5,
        total: 50,
      },
      {
        lineId: 'nut',
        description: 'M8 nut',
        quantity: 200,
        unit: 'pcs',
        unitPrice: 0.2,
        total: 40,
      },
    ],
    shippingCost: 10,
    total: 100,
    note: 'Deliver to gate B.',
    approvedAt: at(8),
    purchaseOrderId: 'po-1',
    ...award,
  }
}

export function shipmentFixture(shipment: Partial<Shipment> = {}): Shipment {
  return {
    id: 'shipment-1',
    purchaseOrderId: 'po-1',
    poNumber: 'PO-0001',
    taId: 'TA-0001',
    vendor: BOLTCO,
    carrier: 'DHL',
    trackingNumber: 'JD0146000012',
    trackingUrl: null,
    status: 'in_transit',
    lines: [],
    shippedOn: '2026-02-12',
    estimatedDelivery: '2026-02-20',
    deliveredAt: null,
    late: false,
    hasIssues: false,
    events: [],
    receipts: [],
    documents: [],
    createdAt: at(12),
    ...shipment,
  }
}

/** Everything `getOrder` answers for the awarded round: the order, its round, PO and shipment. */
export function awardedOrderFixture() {
  return {
    order: orderFixture({ status: 'ordered' }),
    quotes: [quoteFixture(1, { title: 'Steel bolts', status: 'awarded', lowestTotal: 100 })],
    purchaseOrders: [
      purchaseOrderFixture(1, {
        vendor: BOLTCO,
        currency: 'usd',
        total: 100,
        approvedQuoteResponseId: 'approved-1',
        deliveryDate: '2026-02-20',
      }),
    ],
    shipments: [shipmentFixture()],
  }
}
