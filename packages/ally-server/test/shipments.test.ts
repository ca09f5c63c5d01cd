import { listDevMail } from '@ally/sdk/dev'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shipments } from '../src/db/schema'
import { ACCEPTED_SAMPLES } from './file-fixtures'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 2", orders and shipments: the vendor ships an accepted PO in parts (from
// its e-mailed link or its portal), never more than was ordered and not yet shipped; the buyer
// sees each shipment, late once its expected day has passed, and records what arrived, in part
// and with a note on damage. The PO's status follows. Buyer and vendor post status updates to a
// shipment's timeline until it is delivered or cancelled; a cancelled one gives its goods back.

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

describe.each(ENGINES)('shipments on %s', (engine) => {
  let h: Harness
  let buyer: Buyer
  let stranger: Buyer
  let vendor: { id: string; email: string }

  /** A PO of two lines (10 pcs, 5 sets), sent and accepted from its link; with the link token. */
  const acceptedPo = () =>
    h.acceptedPurchaseOrder(buyer, vendor, [
      { description: 'Seat ring', quantity: 10, unit: 'pcs', unitPrice: 4 },
      { description: 'Stem packing', quantity: 5, unit: 'sets', unitPrice: 9 },
    ])

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

  /** Every message to `to`, newest first (mail sent in the same instant may come in any order). */
  const mails = async (to: string) =>
    (await h.api.request(listDevMail, { query: { to } })).data.items

  /** A portal vendor's accepted PO of 10 pcs, 4 of them shipped; with both sides' clients. */
  async function portalShipment(label: string) {
    const portal = await h.verifiedVendor(label)
    const [row] = (
      await portal.buyer.browser.vendors.listVendors({ query: { search: portal.email } })
    ).data.items
    const { data: draft } = await portal.buyer.browser.purchaseOrders.createPurchaseOrder({
      body: {
        vendorId: row?.id ?? '',
        currency: 'usd',
        lines: [{ description: 'Flange', quantity: 10, unit: 'pcs', unitPrice: 3 }],
      },
    })
    await portal.buyer.browser.purchaseOrders.sendPurchaseOrder({
      params: { id: draft.id },
      body: {},
    })
    await portal.vendor.vendorPortal.acknowledgePurchaseOrder({
      params: { id: draft.id },
      body: { accept: true },
    })
    const { data: shipment } = await portal.vendor.vendorPortal.createVendorShipment({
      body: {
        purchaseOrderId: draft.id,
        carrier: 'GIG',
        trackingNumber: 'U1',
        lines: [{ lineId: draft.lines[0]?.id ?? '', quantity: 4 }],
        shippedOn: day(-2),
        estimatedDelivery: day(1),
      },
    })
    return { ...portal, po: draft, shipment }
  }

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
      () => stranger.browser.shipments.getShipment({ query: { shipmentId: shipment.id } }),
      () =>
        stranger.browser.shipments.receiveShipment({
          params: { id: shipment.id },
          body: { lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 1 }] },
        }),
      () =>
        stranger.browser.shipments.createShipment({
          body: {
            purchaseOrderId: po.id,
            carrier: 'X',
            trackingNumber: 'Y',
            lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 1 }],
          },
        }),
    ]) {
      expect((await expectApiError(call())).status).toBe(404)
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

  it('takes the vendor’s updates in order, moves the estimate, and tells the buyer of a delay', async () => {
    const { vendor: portal, buyer: portalBuyer, po, shipment } = await portalShipment('upd-vendor')
    const update = (body: Parameters<typeof portal.vendorPortal.updateVendorShipment>[0]['body']) =>
      portal.vendorPortal.updateVendorShipment({ params: { id: shipment.id }, body })

    const delayed = await update({
      status: 'delayed',
      location: '  Kano hub ',
      note: 'Held at customs',
      estimatedDelivery: day(4),
    })
    expect(delayed.message).toBe('Update posted: GIG U1 is delayed')
    expect(delayed.data).toMatchObject({
      status: 'delayed',
      estimatedDelivery: day(4),
      deliveredAt: null,
      events: [
        { status: 'in_transit', note: expect.stringContaining('Shipped by') },
        { status: 'delayed', location: 'Kano hub', note: 'Held at customs' },
      ],
    })
    const subject = `Delayed: ${po.number} — upd-vendor Ltd`
    const news = (await mails(portalBuyer.email)).find((mail) => mail.subject === subject)
    expect(news?.text).toContain('Where: Kano hub.')
    expect(news?.text).toContain(`Now expected by ${day(4)}.`)
    expect(news?.text).toContain(`/dashboard/shipment/${shipment.id}`)

    // Back on its way: no e-mail for good news, the estimate stays where it was moved.
    const mailed = (await mails(portalBuyer.email)).length
    const moving = await update({ status: 'in_transit', note: 'Released' })
    expect(moving.data).toMatchObject({ status: 'in_transit', estimatedDelivery: day(4) })
    expect(await mails(portalBuyer.email)).toHaveLength(mailed)

    // `delivered` from the carrier: delivered at that time, but nothing is received yet.
    const at = new Date(new Date(moving.data.events.at(-1)?.at ?? '').getTime() + 1).toISOString()
    const delivered = await update({ status: 'delivered', at })
    expect(delivered.data).toMatchObject({
      status: 'delivered',
      deliveredAt: at,
      late: false,
      lines: [{ quantity: 4, receivedQuantity: 0 }],
      receipts: [],
    })
    expect(delivered.data.events.map((event) => event.status)).toEqual([
      'in_transit',
      'delayed',
      'in_transit',
      'delivered',
    ])
    const { data: read } = await portalBuyer.browser.purchaseOrders.getPurchaseOrder({
      query: { poId: po.id },
    })
    expect(read.purchaseOrder.status).toBe('partially_shipped')

    // Finished: no more updates from either side, and the receipt is still the buyer's to give.
    for (const call of [
      () => update({ status: 'exception', note: 'Box damaged' }),
      () =>
        portalBuyer.browser.shipments.updateShipment({
          params: { id: shipment.id },
          body: { status: 'in_transit' },
        }),
    ]) {
      const refused = await expectApiError(call())
      expect(refused.status).toBe(409)
      expect(refused.message).toBe('GIG U1 is delivered, so it takes no more updates.')
    }
    const received = await portalBuyer.browser.shipments.receiveShipment({
      params: { id: shipment.id },
      body: { lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 4 }] },
    })
    expect(received.data).toMatchObject({ deliveredAt: at, lines: [{ receivedQuantity: 4 }] })
    expect(received.data.events).toHaveLength(4)
  })

  it('refuses an update out of order, in the future, before the ship day or back to pending, writing nothing', async () => {
    const { buyer: portalBuyer, shipment } = await portalShipment('upd-rules')
    const update = (body: Parameters<typeof buyer.browser.shipments.updateShipment>[0]['body']) =>
      portalBuyer.browser.shipments.updateShipment({ params: { id: shipment.id }, body })
    const first = shipment.events[0]?.at ?? ''
    const before = new Date(new Date(first).getTime() - 1000).toISOString()
    const cases = [
      [{ status: 'delayed', at: before }, 'body.at', `cannot be before the last update (${first})`],
      [
        { status: 'delayed', at: new Date(Date.now() + DAY_MS).toISOString() },
        'body.at',
        'cannot be in the future',
      ],
      [
        { status: 'delayed', estimatedDelivery: day(-3) },
        'body.estimatedDelivery',
        `cannot be before the day it shipped (${day(-2)})`,
      ],
    ] as const
    for (const [body, path, message] of cases) {
      const refused = await expectApiError(update(body))
      expect(refused.status).toBe(400)
      expect(refused.errors).toEqual([{ path, message }])
    }
    const pending = await expectApiError(update({ status: 'pending' }))
    expect(pending.status).toBe(409)
    expect(pending.message).toBe('GIG U1 is in transit, so it cannot go back to pending.')
    const [row] = await h.database.db.select().from(shipments).where(eq(shipments.id, shipment.id))
    expect(row).toMatchObject({ status: 'in_transit', estimatedDelivery: day(1) })
    expect(row?.events).toHaveLength(1)

    // The buyer's own update: on the timeline, no e-mail to itself.
    const mailed = (await mails(portalBuyer.email)).length
    const { data } = await update({ status: 'exception', note: 'Carrier lost the pallet' })
    expect(data.status).toBe('exception')
    expect(await mails(portalBuyer.email)).toHaveLength(mailed)
  })

  it('gives a cancelled shipment’s goods back to the PO, so they ship again', async () => {
    const { po, token } = await acceptedPo()
    const [ring, packing] = po.lines
    const { data: all } = await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'K1',
        lines: [
          { lineId: ring?.id ?? '', quantity: 10 },
          { lineId: packing?.id ?? '', quantity: 5 },
        ],
      },
    })
    const cancelled = await buyer.browser.shipments.updateShipment({
      params: { id: all.id },
      body: { status: 'cancelled', note: 'Truck never came' },
    })
    expect(cancelled.message).toBe('Update posted: DHL K1 is cancelled')
    expect(cancelled.data.status).toBe('cancelled')
    let { data } = await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId: po.id } })
    expect(data.purchaseOrder.status).toBe('acknowledged')
    expect(data.purchaseOrder.lines.map((line) => line.shippedQuantity)).toEqual([0, 0])
    expect(data.purchaseOrder.history.at(-1)).toMatchObject({
      status: 'acknowledged',
      by: 'Ada Obi',
      note: 'Shipment DHL K1 cancelled: Truck never came',
    })
    const receipt = await expectApiError(
      buyer.browser.shipments.receiveShipment({
        params: { id: all.id },
        body: { lines: [{ lineId: ring?.id ?? '', quantity: 1 }] },
      }),
    )
    expect(receipt.status).toBe(409)

    // Shipped again in two parts; cancelling one steps the PO back to partially shipped.
    const ship = (lineId: string, quantity: number, trackingNumber: string) =>
      h.client().vendorPortal.createShipmentByLink({
        query: { token },
        body: { carrier: 'DHL', trackingNumber, lines: [{ lineId, quantity }] },
      })
    await ship(ring?.id ?? '', 10, 'K2')
    const { data: last } = await ship(packing?.id ?? '', 5, 'K3')
    await buyer.browser.shipments.updateShipment({
      params: { id: last.id },
      body: { status: 'cancelled' },
    })
    ;({ data } = await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId: po.id } }))
    expect(data.purchaseOrder.status).toBe('partially_shipped')
    expect(data.purchaseOrder.lines.map((line) => line.shippedQuantity)).toEqual([10, 0])
  })

  it('e-mails the buyer when the vendor cancels, and keeps a PO that is receiving goods where it is', async () => {
    const { vendor: portal, buyer: portalBuyer, po, shipment } = await portalShipment('upd-cancel')
    const { data: second } = await portal.vendorPortal.createVendorShipment({
      body: {
        purchaseOrderId: po.id,
        carrier: 'GIG',
        trackingNumber: 'U2',
        lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 6 }],
      },
    })
    await portalBuyer.browser.shipments.receiveShipment({
      params: { id: shipment.id },
      body: { lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 4 }] },
    })
    await portal.vendorPortal.updateVendorShipment({
      params: { id: second.id },
      body: { status: 'cancelled', note: 'Sold out' },
    })
    const subject = `Shipment cancelled: ${po.number} — upd-cancel Ltd`
    const news = (await mails(portalBuyer.email)).find((mail) => mail.subject === subject)
    expect(news?.text).toContain("upd-cancel Ltd's note: Sold out")
    const { data } = await portalBuyer.browser.purchaseOrders.getPurchaseOrder({
      query: { poId: po.id },
    })
    expect(data.purchaseOrder.status).toBe('partially_received')
    expect(data.purchaseOrder.lines.map((line) => line.shippedQuantity)).toEqual([4])
  })

  it('answers 404 to another business or vendor, and writes nothing', async () => {
    const { shipment } = await portalShipment('upd-owner')
    const other = await h.verifiedVendor('upd-other')
    for (const call of [
      () =>
        stranger.browser.shipments.updateShipment({
          params: { id: shipment.id },
          body: { status: 'cancelled' },
        }),
      () =>
        other.vendor.vendorPortal.updateVendorShipment({
          params: { id: shipment.id },
          body: { status: 'cancelled' },
        }),
      () =>
        other.vendor.vendorPortal.updateVendorShipment({
          params: { id: 'not-an-id' },
          body: { status: 'delayed' },
        }),
    ]) {
      const refused = await expectApiError(call())
      expect(refused.status).toBe(404)
      expect(refused.message).toBe('This shipment does not exist.')
    }
    const [row] = await h.database.db.select().from(shipments).where(eq(shipments.id, shipment.id))
    expect(row).toMatchObject({ status: 'in_transit' })
    expect(row?.events).toHaveLength(1)
  })

  it('shows a PO’s shipments on its link, so a vendor shipping in parts sees what it sent', async () => {
    const { po, token } = await acceptedPo()
    const opened = await h.client().vendorPortal.getPurchaseOrderByLink({ query: { token } })
    expect(opened.data.shipments).toEqual([])
    const { data: shipment } = await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'L1',
        lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 3 }],
      },
    })
    const { data } = await h.client().vendorPortal.getPurchaseOrderByLink({ query: { token } })
    expect(data.status).toBe('partially_shipped')
    expect(data.lines.map((line) => line.shippedQuantity)).toEqual([3, 0])
    expect(data.shipments).toEqual([shipment])
  })
})
