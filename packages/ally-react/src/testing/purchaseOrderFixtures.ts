import type { FileRef, PurchaseOrder, Shipment } from '@ally/sdk'
import { shipmentFixture } from './orderFixtures'
import { purchaseOrderFixture } from './sourcingFixtures'

// One purchase order at each point of its life, with lines, terms, its sent PDF, its history and
// shipments, for the purchase-order page's tests and stories.

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour)).toISOString()

const LINES: PurchaseOrder['lines'] = [
  {
    id: 'line-pipe',
    description: 'Steel pipe 2"',
    quantity: 100,
    unit: 'pcs',
    unitPrice: 8.5,
    total: 850,
    shippedQuantity: 0,
    receivedQuantity: 0,
    rejectedQuantity: 0,
    shortQuantity: 0,
    waivedQuantity: 0,
    toShip: 100,
  },
  {
    id: 'line-flange',
    description: 'Flange DN50',
    quantity: 20,
    unit: 'pcs',
    unitPrice: 2.5,
    total: 50,
    shippedQuantity: 0,
    receivedQuantity: 0,
    rejectedQuantity: 0,
    shortQuantity: 0,
    waivedQuantity: 0,
    toShip: 20,
  },
]

/** The PDF kept from a sending. */
export const purchaseOrderPdf = (number: string, n = 1): FileRef => ({
  id: `doc-${number}-${n}`,
  name: `${number}.pdf`,
  mimeType: 'application/pdf',
  size: 48_213,
  url: `https://files.ally.test/po/${number}-${n}.pdf?sig=abc`,
})

/** A draft PO-0007 for TA-0007 with Acme Ltd: two lines, tax, shipping and terms, never sent. */
export function draftPurchaseOrderFixture(po: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return purchaseOrderFixture(7, {
    status: 'draft',
    currency: 'usd',
    lines: LINES,
    subtotal: 900,
    tax: 72,
    shippingCost: 28,
    total: 1000,
    deliveryAddress: '1 Marina\nLagos',
    deliveryDate: '2026-02-20',
    paymentTerms: 'Net 30',
    notes: 'Deliver to gate B, weekdays only.',
    history: [{ at: at(3, 9), status: 'draft', by: 'Ada Obi', note: null }],
    documents: [],
    sentAt: null,
    acknowledgedAt: null,
    createdAt: at(3, 9),
    ...po,
  })
}

/** The same PO sent by Ada and acknowledged by the vendor with a note, its PDF kept. */
export function acknowledgedPurchaseOrderFixture(po: Partial<PurchaseOrder> = {}): PurchaseOrder {
  const draft = draftPurchaseOrderFixture()
  return {
    ...draft,
    status: 'acknowledged',
    history: [
      ...draft.history,
      { at: at(4, 10), status: 'sent', by: 'Ada Obi', note: null },
      {
        at: at(5, 15),
        status: 'acknowledged',
        by: 'Acme Ltd',
        note: 'Confirmed; ships in two lots.',
      },
    ],
    documents: [purchaseOrderPdf(draft.number)],
    sentAt: at(4, 10),
    acknowledgedAt: at(5, 15),
    ...po,
  }
}

/** Two shipments of PO-0007: one delivered, one past its estimate (late) with a tracking page. */
export function purchaseOrderShipmentsFixture(): Shipment[] {
  const common = { purchaseOrderId: 'po-7', poNumber: 'PO-0007', taId: 'TA-0007' }
  return [
    shipmentFixture({
      ...common,
      id: 'shipment-7a',
      vendor: draftPurchaseOrderFixture().vendor,
      status: 'delivered',
      trackingNumber: 'JD0146000070',
      estimatedDelivery: '2026-01-12',
      deliveredAt: at(11),
      lines: [
        {
          lineId: LINES[0]?.id ?? 'line-1',
          description: LINES[0]?.description ?? 'Pipe',
          unit: LINES[0]?.unit ?? 'pcs',
          quantity: 60,
          receivedQuantity: 60,
          rejectedQuantity: 0,
          shortQuantity: 0,
        },
      ],
    }),
    shipmentFixture({
      ...common,
      id: 'shipment-7b',
      vendor: draftPurchaseOrderFixture().vendor,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      status: 'in_transit',
      estimatedDelivery: '2026-01-15',
      late: true,
    }),
  ]
}

/** The PO shipped in part: one lot received, the other on its way and late. */
export function shippingPurchaseOrderFixture(): PurchaseOrder {
  const acknowledged = acknowledgedPurchaseOrderFixture()
  return {
    ...acknowledged,
    status: 'partially_received',
    lines: LINES.map((line, i) => (i === 0 ? { ...line, receivedQuantity: 60 } : line)),
    history: [
      ...acknowledged.history,
      { at: at(8), status: 'partially_shipped', by: 'Acme Ltd', note: null },
      { at: at(11, 14), status: 'partially_received', by: 'Ada Obi', note: '60 pipes in.' },
    ],
  }
}

/**
 * PO-0007 after its first lot arrived with 5 pipes rejected: an open delivery issue, and (unless
 * `moving`) nothing else on its way.
 */
export function purchaseOrderWithIssueFixture({ moving = false } = {}): {
  po: PurchaseOrder
  shipments: Shipment[]
} {
  const shipping = shippingPurchaseOrderFixture()
  const [delivered, onItsWay] = purchaseOrderShipmentsFixture()
  const lot = {
    ...(delivered as Shipment),
    hasIssues: true,
    lines: (delivered as Shipment).lines.map((line) => ({
      ...line,
      receivedQuantity: 55,
      rejectedQuantity: 5,
    })),
  }
  return {
    po: {
      ...shipping,
      lines: shipping.lines.map((line, i) =>
        i === 0 ? { ...line, receivedQuantity: 55, rejectedQuantity: 5 } : line,
      ),
      issues: [
        {
          id: 'issue-1',
          kind: 'rejected',
          lineId: 'line-pipe',
          description: 'Steel pipe 2"',
          unit: 'pcs',
          quantity: 5,
          shipmentId: lot.id,
          note: 'Five pipes bent.',
          raisedAt: at(11, 14),
          raisedBy: 'Ada Obi',
          resolution: null,
        },
      ],
    },
    shipments: moving ? [lot, onItsWay as Shipment] : [lot],
  }
}
