import type { EndpointInput, FileRef, receiveShipment, Shipment, VendorRef } from '@ally/sdk'
import { shipmentFixture } from './orderFixtures'

// Shipments for the shipment list and the shipment page's tests and stories: numbered ones for a
// list, and one lot of PO-0007 at each point of its life (on its way and late, partly received,
// fully received). `shipmentFixture` (orderFixtures) is the base of all of them.

const ACME: VendorRef = { id: 'acme', name: 'Acme Ltd', email: 'sales@acme.test' }
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour)).toISOString()
const four = (n: number) => String(n).padStart(4, '0')
const CARRIERS = ['DHL', 'UPS', 'FedEx', 'GIG Logistics'] as const

/** Shipment `n` of PO-000n (TA-000n) from Acme Ltd, in transit and on time; override any field. */
export function shipmentListFixture(n: number, shipment: Partial<Shipment> = {}): Shipment {
  return shipmentFixture({
    id: `shipment-${n}`,
    purchaseOrderId: `po-${n}`,
    poNumber: `PO-${four(n)}`,
    taId: `TA-${four(n)}`,
    vendor: ACME,
    carrier: CARRIERS[n % CARRIERS.length],
    trackingNumber: `TRK${String(n).padStart(6, '0')}`,
    shippedOn: `2026-01-${String(1 + (n % 9)).padStart(2, '0')}`,
    estimatedDelivery: `2026-01-${String(11 + (n % 9)).padStart(2, '0')}`,
    createdAt: at(1 + (n % 9)),
    ...shipment,
  })
}

/** The packing list the vendor uploaded with the lot. */
export const packingListFixture: FileRef = {
  id: 'doc-packing-7',
  name: 'packing-list-PO-0007.pdf',
  mimeType: 'application/pdf',
  size: 31_744,
  url: 'https://files.ally.test/shipments/packing-list-PO-0007.pdf?sig=abc',
}

/** PO-0007's second lot by UPS: 60 pipes and 20 flanges, past its expected day, nothing in yet. */
export function inTransitShipmentFixture(shipment: Partial<Shipment> = {}): Shipment {
  return shipmentFixture({
    id: 'shipment-7b',
    purchaseOrderId: 'po-7',
    poNumber: 'PO-0007',
    taId: 'TA-0007',
    vendor: ACME,
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    status: 'in_transit',
    lines: [
      {
        lineId: 'line-pipe',
        description: 'Steel pipe 2"',
        unit: 'pcs',
        quantity: 60,
        receivedQuantity: 0,
        rejectedQuantity: 0,
        shortQuantity: 0,
      },
      {
        lineId: 'line-flange',
        description: 'Flange DN50',
        unit: 'pcs',
        quantity: 20,
        receivedQuantity: 0,
        rejectedQuantity: 0,
        shortQuantity: 0,
      },
    ],
    shippedOn: '2026-01-08',
    estimatedDelivery: '2026-01-15',
    deliveredAt: null,
    late: true,
    events: [
      { at: at(8, 9), status: 'pending', location: 'Acme warehouse, Ikeja', note: null },
      {
        at: at(9, 14),
        status: 'in_transit',
        location: 'Lagos hub',
        note: 'Collected by UPS.',
      },
    ],
    receipts: [],
    documents: [packingListFixture],
    createdAt: at(8, 9),
    ...shipment,
  })
}

/** The same lot delivered 20 pipes short: Ada recorded 40 pipes and every flange, with a note. */
export function partlyReceivedShipmentFixture(shipment: Partial<Shipment> = {}): Shipment {
  const sent = inTransitShipmentFixture()
  const note = '20 pipes short; one crate dented.'
  return {
    ...sent,
    status: 'delivered',
    late: false,
    deliveredAt: at(16, 10),
    lines: sent.lines.map((line) => ({
      ...line,
      receivedQuantity: line.lineId === 'line-pipe' ? 40 : line.quantity,
    })),
    events: [...sent.events, { at: at(16, 10), status: 'delivered', location: null, note }],
    receipts: [
      {
        at: at(16, 10),
        by: 'Ada Obi',
        lines: [
          { lineId: 'line-pipe', quantity: 40, rejected: 0 },
          { lineId: 'line-flange', quantity: 20, rejected: 0 },
        ],
        restMissing: false,
        note,
      },
    ],
    ...shipment,
  }
}

/** The missing 20 pipes came two days later: everything in this lot is received. */
export function receivedShipmentFixture(shipment: Partial<Shipment> = {}): Shipment {
  const partly = partlyReceivedShipmentFixture()
  return {
    ...partly,
    lines: partly.lines.map((line) => ({ ...line, receivedQuantity: line.quantity })),
    receipts: [
      ...partly.receipts,
      {
        at: at(18, 11),
        by: 'Ada Obi',
        lines: [{ lineId: 'line-pipe', quantity: 20, rejected: 0 }],
        restMissing: false,
        note: null,
      },
    ],
    ...shipment,
  }
}

/**
 * `shipment` after the receipt `body`, as the server records it: each line's received and
 * rejected quantities go up, with `restMissing` what is still unaccounted for is short, and the
 * shipment is delivered (with issues when anything was rejected or short).
 */
export function shipmentReceived(
  shipment: Shipment,
  body: EndpointInput<typeof receiveShipment>['body'],
  at: string,
): Shipment {
  const got = new Map(body.lines.map((line) => [line.lineId, line]))
  const lines = shipment.lines.map((line) => {
    const receivedQuantity = line.receivedQuantity + (got.get(line.lineId)?.quantity ?? 0)
    const rejectedQuantity = line.rejectedQuantity + (got.get(line.lineId)?.rejected ?? 0)
    const left = line.quantity - receivedQuantity - rejectedQuantity - line.shortQuantity
    const shortQuantity = line.shortQuantity + (body.restMissing ? left : 0)
    return { ...line, receivedQuantity, rejectedQuantity, shortQuantity }
  })
  return {
    ...shipment,
    status: 'delivered',
    late: false,
    deliveredAt: shipment.deliveredAt ?? at,
    hasIssues: lines.some((line) => line.rejectedQuantity > 0 || line.shortQuantity > 0),
    lines,
    receipts: [
      ...shipment.receipts,
      {
        at,
        by: 'Ada Obi',
        lines: body.lines
          .filter((line) => line.quantity > 0 || (line.rejected ?? 0) > 0)
          .map((line) => ({ ...line, rejected: line.rejected ?? 0 })),
        restMissing: body.restMissing ?? false,
        note: body.note ?? null,
      },
    ],
  }
}
