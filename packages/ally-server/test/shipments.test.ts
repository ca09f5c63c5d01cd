import type { PurchaseOrder } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shipments } from '../src/db/schema'
import { ACCEPTED_SAMPLES } from './file-fixtures'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 2", orders and shipments: the vendor ships an accepted PO in parts (from
// its e-mailed link or its portal), never more than was ordered and not yet shipped; the buyer
// sees each shipment, late once its expected day has passed, and records what arrived, in part
// and with a note on damage. The PO's status follows.

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

describe.each(ENGINES)('shipments on %s', (engine) => {
  let h: Harness
  let buyer: Buyer
  let stranger: Buyer
  let vendor: { id: string; email: string }

  /** A PO of two lines (10 pcs, 5 sets), sent and accepted from its link; with the link token. */
  async function acceptedPo(): Promise<{ po: PurchaseOrder; token: string }> {
    const { data: draft } = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: {
        vendorId: vendor.id,
        currency: 'usd',
        lines: [
          { description: 'Seat ring', quantity: 10, unit: 'pcs', unitPrice: 4 },
          { description: 'Stem packing', quantity: 5, unit: 'sets', unitPrice: 9 },
        ],
      },
    })
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: draft.id }, body: {} })
    const text = (await h.lastMail(vendor.email))?.text ?? ''
    const token = decodeURIComponent(/\/vendor\/po\?token=(\S+)/.exec(text)?.[1] ?? '')
    const { data: po } = await h
      .client()
      .vendorPortal.acknowledgePurchaseOrderByLink({ query: { token }, body: { accept: true } })
    return { po, token }
  }

  const shipmentCount = async (poId: string) =>
    (
      await h.database.db
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.purchaseOrderId, poId))
    ).length

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('ship-buyer')
    stranger = await h.signedUpOwner('ship-stranger')
    const email = uniqueEmail('shipper')
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Valveco', email, orderTypes: ['supply'] }] },
    })
    vendor = { id: data.invited[0]?.id ?? '', email }
  })
  afterAll(() => h?.close())

  it('ships part of a PO from the link, tells the buyer, and shows it late once overdue', async () => {
    const { po, token } = await acceptedPo()
    const [ring] = po.lines
    const shipped = await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'JD0146',
        lines: [{ lineId: ring?.id ?? '', quantity: 6 }],
        shippedOn: day(-3),
        estimatedDelivery: day(-1),
      },
    })
    expect(shipped.message).toBe('Shipment reported to the buyer')
    expect(shipped.data).toMatchObject({
      purchaseOrderId: po.id,
      poNumber: po.number,
      status: 'in_transit',
      late: true,
      shippedOn: day(-3),
      lines: [{ lineId: ring?.id, description: 'Seat ring', quantity: 6, receivedQuantity: 0 }],
      events: [{ status: 'in_transit', note: 'Shipped by Valveco' }],
    })
    const news = await h.lastMail(buyer.email)
    expect(news?.subject).toBe(`Shipped: ${po.number} — Valveco`)
    expect(news?.text).toContain(`/dashboard/shipment/${shipped.data.id}`)

    const { data: read } = await buyer.browser.purchaseOrders.getPurchaseOrder({
      query: { poId: po.id },
    })
    expect(read.purchaseOrder.status).toBe('partially_shipped')
    expect(read.purchaseOrder.lines.map((line) => line.shippedQuantity)).toEqual([6, 0])
    expect(read.shipments.map((s) => s.id)).toEqual([shipped.data.id])

    const late = await buyer.browser.shipments.listShipments({ query: { late: 'true' } })
    expect(late.data.items.map((s) => s.id)).toContain(shipped.data.id)
    const onTime = await buyer.browser.shipments.listShipments({ query: { late: 'false' } })
    expect(onTime.data.items.map((s) => s.id)).not.toContain(shipped.data.id)
    const found = await buyer.browser.shipments.listShipments({ query: { search: 'jd0146' } })
    expect(found.data.items.map((s) => s.id)).toEqual([shipped.data.id])
  })

  it('never ships more than ordered and not yet shipped, even at the same moment', async () => {
    const { po, token } = await acceptedPo()
    const [ring, packing] = po.lines
    const ship = (quantity: number, lineId = ring?.id ?? '') =>
      h.client().vendorPortal.createShipmentByLink({
        query: { token },
        body: { carrier: 'UPS', trackingNumber: 'X1', lines: [{ lineId, quantity }] },
      })
    await ship(6)
    const over = await expectApiError(ship(5))
    expect(over.status).toBe(400)
    expect(over.errors).toEqual([
      { path: 'body.lines.0.quantity', message: 'can be at most 4: 10 ordered, 6 shipped' },
    ])
    const foreign = await expectApiError(ship(1, vendor.id))
    expect(foreign.errors[0]?.path).toBe('body.lines.0.lineId')
    expect(await shipmentCount(po.id)).toBe(1)

    // Two shipments of the last four at once: one goes, the other is refused.
    const results = await Promise.allSettled([ship(4), ship(4)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await shipmentCount(po.id)).toBe(2)

    await ship(5, packing?.id)
    const { data } = await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId: po.id } })
    expect(data.purchaseOrder.status).toBe('shipped')
    const done = await expectApiError(ship(1))
    expect(done.status).toBe(409)
  })

  it('refuses shipping a PO the vendor has not accepted', async () => {
    const { data: draft } = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: {
        vendorId: vendor.id,
        currency: 'usd',
        lines: [{ description: 'Gasket', quantity: 1, unit: 'pcs', unitPrice: 1 }],
      },
    })
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: draft.id }, body: {} })
    const text = (await h.lastMail(vendor.email))?.text ?? ''
    const token = decodeURIComponent(/\/vendor\/po\?token=(\S+)/.exec(text)?.[1] ?? '')
    const refused = await expectApiError(
      h.client().vendorPortal.createShipmentByLink({
        query: { token },
        body: {
          carrier: 'UPS',
          trackingNumber: 'X2',
          lines: [{ lineId: draft.lines[0]?.id ?? '', quantity: 1 }],
        },
      }),
    )
    expect(refused.status).toBe(409)
    expect(refused.message).toBe(`${draft.number} is not accepted yet; accept it before shipping.`)
  })

  it('records receipt in part with a note, then in full, and the PO follows', async () => {
    const { po, token } = await acceptedPo()
    const [ring, packing] = po.lines
    const { data: first } = await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'R1',
        lines: [
          { lineId: ring?.id ?? '', quantity: 10 },
          { lineId: packing?.id ?? '', quantity: 2 },
        ],
      },
    })
    const partial = await buyer.browser.shipments.receiveShipment({
      params: { id: first.id },
      body: {
        lines: [
          { lineId: ring?.id ?? '', quantity: 8 },
          { lineId: packing?.id ?? '', quantity: 0 },
        ],
        note: 'Two rings arrived cracked',
      },
    })
    expect(partial.message).toBe('Receipt recorded')
    expect(partial.data).toMatchObject({
      status: 'delivered',
      late: false,
      deliveredAt: expect.any(String),
      lines: [{ receivedQuantity: 8 }, { receivedQuantity: 0 }],
      receipts: [
        {
          by: 'Ada Obi',
          note: 'Two rings arrived cracked',
          lines: [{ lineId: ring?.id, quantity: 8 }],
        },
      ],
    })
    const over = await expectApiError(
      buyer.browser.shipments.receiveShipment({
        params: { id: first.id },
        body: { lines: [{ lineId: ring?.id ?? '', quantity: 3 }] },
      }),
    )
    expect(over.errors).toEqual([
      { path: 'body.lines.0.quantity', message: 'can be at most 2: 10 shipped, 8 received' },
    ])
    let read = await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId: po.id } })
    expect(read.data.purchaseOrder.status).toBe('partially_received')
    expect(read.data.purchaseOrder.lines.map((line) => line.receivedQuantity)).toEqual([8, 0])

    const { data: second } = await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'R2',
        lines: [{ lineId: packing?.id ?? '', quantity: 3 }],
      },
    })
    await buyer.browser.shipments.receiveShipment({
      params: { id: first.id },
      body: {
        lines: [
          { lineId: ring?.id ?? '', quantity: 2 },
          { lineId: packing?.id ?? '', quantity: 2 },
        ],
      },
    })
    await buyer.browser.shipments.receiveShipment({
      params: { id: second.id },
      body: { lines: [{ lineId: packing?.id ?? '', quantity: 3 }] },
    })
    read = await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId: po.id } })
    expect(read.data.purchaseOrder.status).toBe('received')
    expect(read.data.purchaseOrder.history.map((change) => change.status)).toEqual([
      'draft',
      'sent',
      'acknowledged',
      'partially_shipped',
      'partially_received',
      'received',
    ])
  })

  it('keeps one business’s shipments from another, and writes nothing for it', async () => {
    const { po, token } = await acceptedPo()
    const { data: shipment } = await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'C1',
        lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 1 }],
      },
    })
    for (const call of [
      stranger.browser.shipments.getShipment({ query: { shipmentId: shipment.id } }),
      stranger.browser.shipments.receiveShipment({
        params: { id: shipment.id },
        body: { lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 1 }] },
      }),
      stranger.browser.shipments.createShipment({
        body: {
          purchaseOrderId: po.id,
          carrier: 'X',
          trackingNumber: 'Y',
          lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 1 }],
        },
      }),
    ]) {
      expect((await expectApiError(call)).status).toBe(404)
    }
    const listed = await stranger.browser.shipments.listShipments({ query: {} })
    expect(listed.data.items).toEqual([])
    const { data } = await buyer.browser.shipments.getShipment({
      query: { shipmentId: shipment.id },
    })
    expect(data.receipts).toEqual([])
    expect(await shipmentCount(po.id)).toBe(1)
  })

  it('carries documents uploaded from the link, and only those', async () => {
    const { po, token } = await acceptedPo()
    const pdf = ACCEPTED_SAMPLES[0]
    const { data: file } = await h.client().vendorPortal.uploadFileByPurchaseOrderLink({
      query: { token, name: 'packing-list.pdf' },
      body: new Blob([new Uint8Array(pdf.bytes)], { type: pdf.mimeType }),
    })
    const { data: theirs } = await stranger.browser.files.uploadFile({
      query: { name: 'other.pdf' },
      body: new Blob([new Uint8Array(pdf.bytes)], { type: pdf.mimeType }),
    })
    const body = (attachmentIds: string[]) => ({
      carrier: 'DHL',
      trackingNumber: 'D1',
      lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 1 }],
      attachmentIds,
    })
    const refused = await expectApiError(
      h.client().vendorPortal.createShipmentByLink({ query: { token }, body: body([theirs.id]) }),
    )
    expect(refused.errors[0]?.path).toBe('body.attachmentIds.0')
    const { data } = await h
      .client()
      .vendorPortal.createShipmentByLink({ query: { token }, body: body([file.id]) })
    expect(data.documents).toEqual([
      expect.objectContaining({
        id: file.id,
        name: 'packing-list.pdf',
        mimeType: 'application/pdf',
      }),
    ])
  })

  it('lets a portal vendor ship its own accepted PO, and no other', async () => {
    const { vendor: portal, buyer: portalBuyer, email } = await h.verifiedVendor('ship-portal')
    const [row] = (await portalBuyer.browser.vendors.listVendors({ query: { search: email } })).data
      .items
    const { data: draft } = await portalBuyer.browser.purchaseOrders.createPurchaseOrder({
      body: {
        vendorId: row?.id ?? '',
        currency: 'usd',
        lines: [{ description: 'Bolt', quantity: 100, unit: 'pcs', unitPrice: 0.5 }],
      },
    })
    await portalBuyer.browser.purchaseOrders.sendPurchaseOrder({
      params: { id: draft.id },
      body: {},
    })
    await portal.vendorPortal.acknowledgePurchaseOrder({
      params: { id: draft.id },
      body: { accept: true },
    })
    const input = {
      purchaseOrderId: draft.id,
      carrier: 'FedEx',
      trackingNumber: 'P1',
      lines: [{ lineId: draft.lines[0]?.id ?? '', quantity: 100 }],
    }
    const other = await h.verifiedVendor('ship-portal-other')
    const foreign = await expectApiError(
      other.vendor.vendorPortal.createVendorShipment({ body: input }),
    )
    expect(foreign.status).toBe(404)
    const { data } = await portal.vendorPortal.createVendorShipment({ body: input })
    expect(data).toMatchObject({ status: 'in_transit', lines: [{ quantity: 100 }] })
  })
})
