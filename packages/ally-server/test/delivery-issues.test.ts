import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/db/schema'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue #28: goods rejected on arrival or short are an exception, not "Delivered". The receipt
// records them apart from what was received, the shipment offers nothing rejected for receiving
// again, and the PO, its list and the dashboard home show the issue until the buyer asks for a
// replacement, accepts the shortage or cancels the rest (docs/product-rules.md, "Purchase orders").

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>

describe.each(ENGINES)('delivery issues on %s', (engine) => {
  let h: Harness
  let buyer: Buyer
  let stranger: Buyer
  let vendor: { id: string; email: string }

  /** A PO of 10 pcs (and 5 sets when `twoLines`), sent and accepted from its link. */
  const acceptedPo = (twoLines = false) =>
    h.acceptedPurchaseOrder(buyer, vendor, [
      { description: 'Seat ring', quantity: 10, unit: 'pcs', unitPrice: 4 },
      ...(twoLines
        ? [{ description: 'Stem packing', quantity: 5, unit: 'sets', unitPrice: 9 }]
        : []),
    ])

  const ship = (token: string, lines: { lineId: string; quantity: number }[], tracking: string) =>
    h
      .client()
      .vendorPortal.createShipmentByLink({
        query: { token },
        body: { carrier: 'DHL', trackingNumber: tracking, lines },
      })
      .then((answer) => answer.data)

  const readPo = async (poId: string) =>
    (await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId } })).data
  const listedWithIssues = async (issues: 'true' | 'false') =>
    (
      await buyer.browser.purchaseOrders.listPurchaseOrders({ query: { issues, limit: 100 } })
    ).data.items.map((po) => po.id)
  const homeIssues = async () =>
    (await buyer.browser.dashboard.dashboardSummary()).data.purchaseOrdersWithIssues
  const stored = async (poId: string) =>
    (await h.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId)))[0]

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('issue-buyer')
    stranger = await h.signedUpOwner('issue-stranger')
    const email = uniqueEmail('issue-vendor')
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Valveco', email, orderTypes: ['supply'] }] },
    })
    vendor = { id: data.invited[0]?.id ?? '', email }
  })
  afterAll(() => h?.close())

  it('keeps rejected goods apart from received ones and shows the PO until a replacement arrives', async () => {
    const { po, token } = await acceptedPo()
    const ring = po.lines[0]?.id ?? ''
    const shipment = await ship(token, [{ lineId: ring, quantity: 10 }], 'REJ1')

    const tooMany = await expectApiError(
      buyer.browser.shipments.receiveShipment({
        params: { id: shipment.id },
        body: { lines: [{ lineId: ring, quantity: 6, rejected: 5 }] },
      }),
    )
    expect(tooMany.errors).toEqual([
      {
        path: 'body.lines.0.rejected',
        message:
          'can be at most 4 beside the 6 received in good order (10 outstanding: 10 shipped, 0 received)',
      },
    ])
    const receipt = await buyer.browser.shipments.receiveShipment({
      params: { id: shipment.id },
      body: { lines: [{ lineId: ring, quantity: 5, rejected: 5 }], note: 'Five rings cracked' },
    })
    expect(receipt.data).toMatchObject({
      status: 'delivered',
      hasIssues: true,
      lines: [{ quantity: 10, receivedQuantity: 5, rejectedQuantity: 5, shortQuantity: 0 }],
      receipts: [{ lines: [{ lineId: ring, quantity: 5, rejected: 5 }], restMissing: false }],
    })
    // Nothing rejected is left to receive: one click cannot take it in as good.
    const again = await expectApiError(
      buyer.browser.shipments.receiveShipment({
        params: { id: shipment.id },
        body: { lines: [{ lineId: ring, quantity: 5 }] },
      }),
    )
    expect(again.status).toBe(409)

    let read = await readPo(po.id)
    expect(read.purchaseOrder.status).toBe('partially_received')
    expect(read.purchaseOrder.lines[0]).toMatchObject({
      receivedQuantity: 5,
      rejectedQuantity: 5,
      toShip: 0,
    })
    const [issue] = read.purchaseOrder.issues
    expect(issue).toMatchObject({
      kind: 'rejected',
      quantity: 5,
      description: 'Seat ring',
      unit: 'pcs',
      shipmentId: shipment.id,
      note: 'Five rings cracked',
      raisedBy: 'Ada Obi',
      resolution: null,
    })
    expect(await listedWithIssues('true')).toContain(po.id)
    expect(await listedWithIssues('false')).not.toContain(po.id)
    // The notification centre tells of it, linking to the shipment.
    const { data: feed } = await buyer.browser.notifications.listNotifications({ query: {} })
    expect(feed.items.find((item) => item.kind === 'shipment_issue')).toMatchObject({
      title: 'Shipment with issues: DHL REJ1',
      link: `/dashboard/shipment/${shipment.id}`,
      read: false,
    })
    const home = await homeIssues()
    expect(home.items.find((item) => item.id === po.id)).toMatchObject({
      title: `${po.number} · Valveco`,
      detail: '1 delivery issue',
      href: `/dashboard/purchase-orders/${po.id}`,
    })

    const resolved = await buyer.browser.purchaseOrders.resolveDeliveryIssue({
      params: { id: po.id },
      body: { issueId: issue?.id ?? '', action: 'replacement' },
    })
    expect(resolved.message).toBe('Replacement of 5 pcs Seat ring asked for')
    expect(resolved.data.issues[0]?.resolution).toMatchObject({
      action: 'replacement',
      by: 'Ada Obi',
    })
    expect(resolved.data.lines[0]?.toShip).toBe(5)
    const mail = await h.lastMail(vendor.email)
    expect(mail?.subject).toMatch(/^Replacement wanted: PO-\d{4} from /)
    expect(mail?.text).toContain('ship 5 pcs of “Seat ring” again')
    expect(mail?.text).toContain('Five rings cracked')
    expect(await listedWithIssues('true')).not.toContain(po.id)
    expect((await homeIssues()).items.map((item) => item.id)).not.toContain(po.id)

    const settledTwice = await expectApiError(
      buyer.browser.purchaseOrders.resolveDeliveryIssue({
        params: { id: po.id },
        body: { issueId: issue?.id ?? '', action: 'accepted' },
      }),
    )
    expect(settledTwice.status).toBe(409)
    expect(settledTwice.message).toMatch(/already settled: a replacement was asked for/)

    const overReplacement = await expectApiError(
      h.client().vendorPortal.createShipmentByLink({
        query: { token },
        body: { carrier: 'DHL', trackingNumber: 'REJ2', lines: [{ lineId: ring, quantity: 6 }] },
      }),
    )
    expect(overReplacement.errors).toEqual([
      {
        path: 'body.lines.0.quantity',
        message: 'can be at most 5: 10 ordered, 10 shipped, 5 to replace',
      },
    ])
    const replacement = await ship(token, [{ lineId: ring, quantity: 5 }], 'REJ2')
    await buyer.browser.shipments.receiveShipment({
      params: { id: replacement.id },
      body: { lines: [{ lineId: ring, quantity: 5 }] },
    })
    read = await readPo(po.id)
    expect(read.purchaseOrder.status).toBe('received')
    expect(read.purchaseOrder.lines[0]).toMatchObject({ receivedQuantity: 10, toShip: 0 })
  })

  it('counts what never arrived as short, and accepting the shortage completes the PO', async () => {
    const { po, token } = await acceptedPo()
    const ring = po.lines[0]?.id ?? ''
    const shipment = await ship(token, [{ lineId: ring, quantity: 10 }], 'SHORT1')
    const receipt = await buyer.browser.shipments.receiveShipment({
      params: { id: shipment.id },
      body: { lines: [{ lineId: ring, quantity: 7 }], restMissing: true },
    })
    expect(receipt.data.lines[0]).toMatchObject({ receivedQuantity: 7, shortQuantity: 3 })
    expect(receipt.data.hasIssues).toBe(true)
    const { purchaseOrder } = await readPo(po.id)
    expect(purchaseOrder.issues).toMatchObject([{ kind: 'short', quantity: 3 }])

    const accepted = await buyer.browser.purchaseOrders.resolveDeliveryIssue({
      params: { id: po.id },
      body: { issueId: purchaseOrder.issues[0]?.id ?? '', action: 'accepted', note: 'Enough' },
    })
    expect(accepted.message).toBe('Shortage of 3 pcs Seat ring accepted')
    expect(accepted.data.status).toBe('received')
    expect(accepted.data.lines[0]).toMatchObject({ waivedQuantity: 3, toShip: 0 })
    expect(accepted.data.history.at(-1)).toMatchObject({
      status: 'received',
      note: 'Shortage of 3 pcs Seat ring accepted: Enough',
    })
    expect((await stored(po.id))?.issuesOpenSince).toBeNull()
  })

  it('after a replacement and an accepted shortage, ships what is still owed and completes', async () => {
    const { po, token } = await acceptedPo()
    const ring = po.lines[0]?.id ?? ''
    const first = await ship(token, [{ lineId: ring, quantity: 6 }], 'BOTH1')
    await buyer.browser.shipments.receiveShipment({
      params: { id: first.id },
      body: { lines: [{ lineId: ring, quantity: 3, rejected: 1 }], restMissing: true },
    })
    const { purchaseOrder } = await readPo(po.id)
    const rejected = purchaseOrder.issues.find((issue) => issue.kind === 'rejected')
    const short = purchaseOrder.issues.find((issue) => issue.kind === 'short')
    expect([rejected?.quantity, short?.quantity]).toEqual([1, 2])
    // Undecided, neither is offered to ship again: only the 4 never shipped.
    expect(purchaseOrder.lines[0]?.toShip).toBe(4)
    await buyer.browser.purchaseOrders.resolveDeliveryIssue({
      params: { id: po.id },
      body: { issueId: rejected?.id ?? '', action: 'replacement' },
    })
    const { data: settled } = await buyer.browser.purchaseOrders.resolveDeliveryIssue({
      params: { id: po.id },
      body: { issueId: short?.id ?? '', action: 'accepted' },
    })
    // The 4 never shipped and the 1 to replace; the 2 accepted short are not owed any more.
    expect(settled.lines[0]).toMatchObject({ toShip: 5, waivedQuantity: 2 })
    expect(settled.status).toBe('partially_received')
    const rest = await ship(token, [{ lineId: ring, quantity: 5 }], 'BOTH2')
    const received = await buyer.browser.shipments.receiveShipment({
      params: { id: rest.id },
      body: { lines: [{ lineId: ring, quantity: 5 }] },
    })
    expect(received.data.hasIssues).toBe(false)
    const done = await readPo(po.id)
    expect(done.purchaseOrder.status).toBe('received')
    expect(done.purchaseOrder.lines[0]).toMatchObject({ receivedQuantity: 8, toShip: 0 })
  })

  it('cancels the rest once nothing is on its way: the PO closes short and the vendor is told', async () => {
    const { po, token } = await acceptedPo(true)
    const [ring, packing] = po.lines.map((line) => line.id)
    const first = await ship(token, [{ lineId: ring ?? '', quantity: 10 }], 'REST1')
    await buyer.browser.shipments.receiveShipment({
      params: { id: first.id },
      body: { lines: [{ lineId: ring ?? '', quantity: 8, rejected: 2 }] },
    })
    await ship(token, [{ lineId: packing ?? '', quantity: 2 }], 'REST2')
    const { purchaseOrder } = await readPo(po.id)
    const issueId = purchaseOrder.issues[0]?.id ?? ''

    const moving = await expectApiError(
      buyer.browser.purchaseOrders.resolveDeliveryIssue({
        params: { id: po.id },
        body: { issueId, action: 'cancelled' },
      }),
    )
    expect(moving.status).toBe(409)
    expect(moving.message).toBe(
      'Shipment DHL REST2 is still on its way: receive it or cancel it first.',
    )

    const shipments = (await readPo(po.id)).shipments
    const second = shipments.find((each) => each.trackingNumber === 'REST2')
    await buyer.browser.shipments.receiveShipment({
      params: { id: second?.id ?? '' },
      body: { lines: [{ lineId: packing ?? '', quantity: 2 }] },
    })
    const cancelled = await buyer.browser.purchaseOrders.resolveDeliveryIssue({
      params: { id: po.id },
      body: { issueId, action: 'cancelled', note: 'Found another supplier' },
    })
    expect(cancelled.message).toBe(`The rest of ${po.number} is cancelled`)
    expect(cancelled.data.status).toBe('closed')
    expect(cancelled.data.lines.map((line) => line.waivedQuantity)).toEqual([2, 3])
    expect(cancelled.data.issues.map((issue) => issue.resolution?.action)).toEqual(['cancelled'])
    const mail = await h.lastMail(vendor.email)
    expect(mail?.subject).toMatch(/^Closed: purchase order PO-\d{4} from /)
    expect(mail?.text).toContain('Found another supplier')
    const late = await expectApiError(
      h.client().vendorPortal.createShipmentByLink({
        query: { token },
        body: {
          carrier: 'DHL',
          trackingNumber: 'REST3',
          lines: [{ lineId: packing ?? '', quantity: 1 }],
        },
      }),
    )
    expect(late.status).toBe(409)
  })

  it('refuses what it cannot settle, and another business’s PO, writing nothing', async () => {
    const { po, token } = await acceptedPo()
    const ring = po.lines[0]?.id ?? ''
    const shipment = await ship(token, [{ lineId: ring, quantity: 4 }], 'REF1')
    const nothing = await expectApiError(
      buyer.browser.shipments.receiveShipment({
        params: { id: shipment.id },
        body: { lines: [{ lineId: ring, quantity: 0, rejected: 0 }] },
      }),
    )
    expect(nothing.errors?.[0]?.path).toBe('body.lines')
    await buyer.browser.shipments.receiveShipment({
      params: { id: shipment.id },
      body: { lines: [{ lineId: ring, quantity: 0, rejected: 4 }] },
    })
    const before = await stored(po.id)
    const unknown = await expectApiError(
      buyer.browser.purchaseOrders.resolveDeliveryIssue({
        params: { id: po.id },
        body: { issueId: po.id, action: 'accepted' },
      }),
    )
    expect(unknown.errors).toEqual([
      { path: 'body.issueId', message: `is not a delivery issue of ${po.number}` },
    ])
    const foreign = await expectApiError(
      stranger.browser.purchaseOrders.resolveDeliveryIssue({
        params: { id: po.id },
        body: { issueId: before?.issues[0]?.id ?? '', action: 'accepted' },
      }),
    )
    expect(foreign.status).toBe(404)
    expect(await stored(po.id)).toEqual(before)
  })
})
