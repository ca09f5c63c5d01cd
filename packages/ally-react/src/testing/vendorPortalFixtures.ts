import {
  type EndpointData,
  type getVendorPurchaseOrder,
  type LinkedPurchaseOrder,
  type listVendorPurchaseOrders,
  type listVendorRfqs,
  type Shipment,
  VendorPurchaseOrder,
  VendorRfq,
} from '@ally/sdk'
import { sampleOf } from '@ally/sdk/testing'
import type { MockReply, RecordedCall } from './mockApi'
import { pagedReply } from './paged'

// Fixtures of the vendor home, for its tests and stories.

export const BUYERS = [
  { businessId: 'buyer-1', businessName: 'Lagos Builders Ltd' },
  { businessId: 'buyer-2', businessName: 'Accra Foods Plc' },
  { businessId: 'buyer-3', businessName: 'Nairobi Agritech' },
] as const

const TITLES = ['Steel rebar, 12 mm', 'Cement, 50 kg bags', 'Roofing sheets', 'Diesel, 10,000 l']

/** An ISO timestamp `days` from now (negative: in the past). */
export const daysFromNow = (days: number, now = Date.now()) =>
  new Date(now + days * 24 * 60 * 60 * 1000).toISOString()

/**
 * Noon, local time, `days` calendar days from today: a deadline whose "Closes in N days" does
 * not depend on the hour the test runs (now + 3.5 days read "3 days" before noon, "4" after).
 */
export function calendarDaysFromNow(days: number, now = new Date()): string {
  const day = new Date(now)
  day.setDate(day.getDate() + days)
  day.setHours(12, 0, 0, 0)
  return day.toISOString()
}

/** A believable RFQ in the vendor's inbox, different for every `n`; override any field. */
export function vendorRfqFixture(n: number, rfq: Partial<VendorRfq> = {}): VendorRfq {
  const base = sampleOf(VendorRfq, { seed: n }) as VendorRfq
  const buyer = BUYERS[(n - 1) % BUYERS.length] ?? BUYERS[0]
  const lines = Array.from({ length: 1 + (n % 3) }, (_, i) => ({
    id: `rfq-${n}-line-${i + 1}`,
    description: `Item ${i + 1}`,
    quantity: 10 * (i + 1),
    unit: 'pcs',
    specifications: null,
    attachments: [],
  }))
  return {
    ...base,
    id: `rfq-${n}`,
    taId: `RFQ-${String(n).padStart(4, '0')}`,
    quoteId: `quote-${n}`,
    title: TITLES[(n - 1) % TITLES.length] ?? 'Supplies',
    status: 'sent',
    lines,
    currency: 'usd',
    deadline: daysFromNow(3 + (n % 5)),
    sentAt: daysFromNow(-2),
    viewedAt: null,
    respondedAt: null,
    total: null,
    buyer: { ...buyer },
    response: null,
    purchaseOrder: null,
    ...rfq,
  }
}

/** The vendor's answer to `rfq`, totalling `total` in the RFQ's currency. */
export function answered(rfq: VendorRfq, total: number): VendorRfq {
  const response = sampleOf(VendorRfq, { seed: 1 }).response as NonNullable<VendorRfq['response']>
  return {
    ...rfq,
    status: 'responded',
    total,
    respondedAt: daysFromNow(-1),
    response: {
      ...response,
      id: `${rfq.id}-response`,
      rfqId: rfq.id,
      quoteId: rfq.quoteId,
      currency: rfq.currency,
      subtotal: total,
      shippingCost: 0,
      total,
    },
  }
}

/** A believable purchase order sent to the vendor, different for every `n`; override any field. */
export function vendorPurchaseOrderFixture(
  n: number,
  order: Partial<VendorPurchaseOrder> = {},
): VendorPurchaseOrder {
  const base = sampleOf(VendorPurchaseOrder, { seed: n }) as VendorPurchaseOrder
  const buyer = BUYERS[(n - 1) % BUYERS.length] ?? BUYERS[0]
  return {
    ...base,
    id: `po-${n}`,
    number: `PO-${String(n).padStart(4, '0')}`,
    taId: `TA-${String(n).padStart(4, '0')}`,
    status: 'sent',
    currency: 'ngn',
    subtotal: 1000 * n,
    tax: 0,
    shippingCost: 0,
    total: 1000 * n,
    deliveryDate: '2026-04-15',
    sentAt: '2026-03-02T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    buyer: { ...buyer },
    ...order,
  }
}

/**
 * A sent purchase order as its e-mailed link shows it (`getPurchaseOrderByLink`): three lines with
 * tax and shipping, delivery, payment terms, notes, its PDF and its history, nothing shipped yet;
 * override any field.
 */
export function linkedPurchaseOrderFixture(
  order: Partial<LinkedPurchaseOrder> = {},
): LinkedPurchaseOrder {
  const lines = [
    { description: 'Gate valve, 4", cast steel', quantity: 12, unit: 'pcs', unitPrice: 185.5 },
    { description: 'Spiral-wound gasket set', quantity: 24, unit: 'sets', unitPrice: 12.25 },
    { description: 'Stud bolts, M20 × 110', quantity: 400, unit: 'pcs', unitPrice: 1.8 },
  ].map((line, i) => ({
    ...line,
    id: `po-line-${i + 1}`,
    total: Math.round(line.quantity * line.unitPrice * 100) / 100,
    shippedQuantity: 0,
    receivedQuantity: 0,
    rejectedQuantity: 0,
    shortQuantity: 0,
    waivedQuantity: 0,
    toShip: line.quantity,
  }))
  // 2,226 + 294 + 720
  const subtotal = 3_240
  const po = vendorPurchaseOrderFixture(7, {
    taId: 'TA-0042',
    orderId: 'order-42',
    approvedQuoteResponseId: 'approved-42',
    vendor: { id: 'vendor-1', name: 'Lagos Steel Works', email: 'sales@lagos-steel.test' },
    status: 'sent',
    currency: 'usd',
    lines,
    subtotal,
    tax: 243,
    shippingCost: 150,
    total: subtotal + 243 + 150,
    deliveryAddress: '14 Wharf Road, Apapa, Lagos',
    deliveryDate: '2026-04-15',
    paymentTerms: 'Net 30 from delivery',
    notes: 'Deliver to gate B, weekdays 8:00–16:00.\nCall the site manager an hour before.',
    documents: [
      {
        id: 'po-pdf-1',
        name: 'PO-0007.pdf',
        mimeType: 'application/pdf',
        size: 48_213,
        url: 'https://api.test/files/po-pdf-1/PO-0007.pdf?expires=1&signature=s',
      },
    ],
    history: [
      { at: '2026-03-01T10:00:00.000Z', status: 'draft', by: 'Ada Obi', note: null },
      {
        at: '2026-03-02T10:00:00.000Z',
        status: 'sent',
        by: 'Ada Obi',
        note: 'E-mailed to sales@lagos-steel.test',
      },
    ],
    sentAt: '2026-03-02T10:00:00.000Z',
    acknowledgedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    buyer: { businessId: 'buyer-1', businessName: 'Lagos Builders Ltd' },
  })
  return { ...po, shipments: [], ...order }
}

/**
 * `po` after a change the server records: the vendor's answer (`acknowledged`, `declined`) or
 * the buyer's cancellation, at `at`, with the note that came with it.
 */
export function purchaseOrderChanged<P extends VendorPurchaseOrder>(
  po: P,
  status: 'acknowledged' | 'declined' | 'cancelled',
  { note = null, at = '2026-03-03T09:30:00.000Z' }: { note?: string | null; at?: string } = {},
): P {
  const by = status === 'cancelled' ? 'Ada Obi' : po.vendor.name
  return {
    ...po,
    status,
    acknowledgedAt: status === 'acknowledged' ? at : po.acknowledgedAt,
    history: [...po.history, { at, status, by, note }],
  }
}

/**
 * `po` after `shipment` was reported, as the link reads it back: each line shipped that much more,
 * the shipment listed, and the PO partially shipped, or shipped once nothing is left.
 */
export function purchaseOrderShipped(
  po: LinkedPurchaseOrder,
  shipment: Shipment,
): LinkedPurchaseOrder {
  const carried = new Map(shipment.lines.map((line) => [line.lineId, line.quantity]))
  const lines = po.lines.map((line) => ({
    ...line,
    shippedQuantity: line.shippedQuantity + (carried.get(line.id) ?? 0),
    toShip: Math.max(0, line.toShip - (carried.get(line.id) ?? 0)),
  }))
  const all = lines.every((line) => line.toShip <= 0)
  const status = all ? 'shipped' : 'partially_shipped'
  return {
    ...po,
    lines,
    status: po.status === 'partially_received' ? po.status : status,
    history: [
      ...po.history,
      { at: shipment.createdAt, status, by: po.vendor.name, note: shipment.trackingNumber },
    ],
    shipments: [...po.shipments, shipment],
  }
}

/** A PO as the vendor's portal reads it (`getVendorPurchaseOrder`): the PO, and its shipments beside it. */
export function portalPurchaseOrder({
  shipments,
  ...purchaseOrder
}: LinkedPurchaseOrder): EndpointData<typeof getVendorPurchaseOrder> {
  return { purchaseOrder, shipments }
}

/** Answers a vendor list from an array as the server would: `search`, `status`, then the page. */
function serve<Row extends { status: string; buyer: { businessName: string } }>(
  rows: Row[],
  searchable: (row: Row) => string[],
) {
  return ({ query }: RecordedCall) => {
    const term = query.get('search')?.toLowerCase()
    const status = query.get('status')
    const matching = rows.filter(
      (row) =>
        (!term ||
          [...searchable(row), row.buyer.businessName].some((field) =>
            field.toLowerCase().includes(term),
          )) &&
        (!status || row.status === status),
    )
    return pagedReply(matching, query)
  }
}

/** Answers `listVendorRfqs` from an array (search: title, reference, buyer). */
export const serveVendorRfqs = (rfqs: VendorRfq[]) =>
  serve(rfqs, (rfq) => [rfq.title, rfq.taId]) as (
    call: RecordedCall,
  ) => MockReply<typeof listVendorRfqs>

/** Answers `listVendorPurchaseOrders` from an array (search: number, buyer). */
export const serveVendorPurchaseOrders = (orders: VendorPurchaseOrder[]) =>
  serve(orders, (order) => [order.number, order.taId]) as (
    call: RecordedCall,
  ) => MockReply<typeof listVendorPurchaseOrders>
