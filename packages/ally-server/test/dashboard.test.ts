import type { DashboardSummary, Rfq } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resultRows } from '../src/db/client'
import { ACCESS_KEY, ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 2", the dashboard home: what needs the buyer (RFQs waiting for answers
// or past their deadline, rounds to compare, POs waiting for approval or acknowledgement,
// shipments due this week or late) and this month's spend; a new business has nothing of it.
// Issue #28: POs accepted and past their delivery day (overdue), and POs received in part, with
// the PO list's `overdue` filter listing exactly the home's overdue POs.
// The server's clock is moved (ALLY_DEV_CLOCK) to see a later day.
// The summary is kept per business until its records change (docs/performance.md, "The
// dashboard home"): a write from anywhere, a deadline or a day passing shows at the next read.

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

describe.each(ENGINES)('the dashboard home on %s', (engine) => {
  let h: Harness
  let buyer: Buyer
  let stranger: Buyer
  const vendors: { id: string; email: string; name: string }[] = []

  const summary = async (owner = buyer): Promise<DashboardSummary> =>
    (await owner.browser.dashboard.dashboardSummary()).data
  const setClock = (at: string | null) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/v1/dev/clock',
      headers: { 'access-key': ACCESS_KEY },
      payload: { at },
    })
  const day = (at: string) => at.slice(0, 10)
  const overdueList = async (owner: Buyer, overdue: 'true' | 'false') =>
    (await owner.browser.purchaseOrders.listPurchaseOrders({ query: { overdue } })).data.items.map(
      (po) => po.id,
    )
  const linkIn = async (email: string, kind: 'rfq' | 'po') => {
    const text = (await h.lastMail(email))?.text ?? ''
    const match = new RegExp(`/vendor/${kind}\\?token=(\\S+)`).exec(text)
    if (!match?.[1]) throw new Error(`No ${kind} link was e-mailed to ${email}`)
    return decodeURIComponent(match[1])
  }

  beforeAll(async () => {
    h = await startHarness(engine, { devClock: true })
    buyer = await h.signedUpOwner('home-buyer')
    stranger = await h.signedUpOwner('home-stranger')
    for (const name of ['Delta Valves', 'Kilo Pumps']) {
      const email = uniqueEmail('home-vendor')
      const { data } = await buyer.browser.vendors.inviteVendors({
        body: { vendors: [{ name, email, orderTypes: ['supply'] }] },
      })
      vendors.push({ id: data.invited[0]?.id ?? '', email, name })
    }
  })
  afterAll(async () => {
    await setClock(null)
    await h?.close()
  })

  it('has nothing to show a new business, which gets its first steps instead', async () => {
    expect(await summary(stranger)).toEqual({
      currency: 'usd',
      vendors: 0,
      orders: 0,
      rfqsAwaitingAnswers: { total: 0, items: [] },
      rfqsPastDeadline: { total: 0, items: [] },
      roundsToCompare: { total: 0, items: [] },
      purchaseOrdersAwaitingApproval: { total: 0, items: [] },
      purchaseOrdersAwaitingAcknowledgement: { total: 0, items: [] },
      purchaseOrdersOverdue: { total: 0, items: [] },
      purchaseOrdersPartiallyReceived: { total: 0, items: [] },
      purchaseOrdersWithIssues: { total: 0, items: [] },
      shipmentsArrivingThisWeek: { total: 0, items: [] },
      lateShipments: { total: 0, items: [] },
      spendThisMonth: 0,
      spendLastMonth: 0,
    })
  })

  it('lists what needs the buyer, each with a link, and moves on as days pass', async () => {
    // A round to both vendors, answered by one.
    const { data: order } = await buyer.browser.orders.createOrder({
      body: {
        title: 'Gate valves',
        currency: 'usd',
        lines: [{ description: 'Gate valve, 4 inch', quantity: 6, unit: 'pcs' }],
      },
    })
    const { data: round } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: vendors.map((v) => v.id), deadline: inDays(3) },
    })
    const [delta, kilo] = vendors.map(
      (v) => round.rfqs.find((rfq) => rfq.vendor.id === v.id) as Rfq,
    )
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: await linkIn(vendors[0]?.email ?? '', 'rfq') },
      body: {
        currency: 'usd',
        lines: [{ lineId: delta?.lines[0]?.id ?? '', unitPrice: 250 }],
        leadTimeDays: 5,
        validUntil: inDays(30).slice(0, 10),
      },
    })

    // A PO sent and waiting for the vendor, one accepted and shipped, due in two days.
    const draft = async (unitPrice: number) =>
      (
        await buyer.browser.purchaseOrders.createPurchaseOrder({
          body: {
            vendorId: vendors[1]?.id ?? '',
            currency: 'eur',
            lines: [{ description: 'Pump seal', quantity: 10, unit: 'pcs', unitPrice }],
          },
        })
      ).data
    const waiting = await draft(46)
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: waiting.id }, body: {} })
    const shippedPo = await draft(92)
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: shippedPo.id }, body: {} })
    const poToken = await linkIn(vendors[1]?.email ?? '', 'po')
    const { data: accepted } = await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token: poToken },
      body: { accept: true },
    })
    const { data: shipment } = await h.client().vendorPortal.createShipmentByLink({
      query: { token: poToken },
      body: {
        carrier: 'DHL',
        trackingNumber: 'JD0199',
        lines: [{ lineId: accepted.lines[0]?.id ?? '', quantity: 4 }],
        estimatedDelivery: inDays(2).slice(0, 10),
      },
    })
    // Left out everywhere: a draft, which needs nothing from anyone yet.
    await draft(1)

    const now = await summary()
    expect(now).toMatchObject({ vendors: 2, orders: 1 })
    expect(now.rfqsAwaitingAnswers.total).toBe(1)
    expect(now.rfqsAwaitingAnswers.items).toEqual([
      expect.objectContaining({
        id: kilo?.id,
        type: 'rfq',
        title: 'Gate valves',
        detail: 'Kilo Pumps',
        href: `/dashboard/rfq/${kilo?.id}`,
      }),
    ])
    expect(now.rfqsPastDeadline.total).toBe(0)
    expect(now.roundsToCompare.items).toEqual([
      expect.objectContaining({
        title: 'Gate valves',
        detail: '1 answer',
        href: `/dashboard/quotes/${round.quote.id}/responses`,
      }),
    ])
    expect(now.purchaseOrdersAwaitingAcknowledgement.items).toEqual([
      expect.objectContaining({
        title: `${waiting.number} · Kilo Pumps`,
        detail: '€460.00',
        href: `/dashboard/purchase-orders/${waiting.id}`,
      }),
    ])
    expect(now.purchaseOrdersAwaitingApproval.total).toBe(0)
    expect(now.shipmentsArrivingThisWeek.items).toEqual([
      expect.objectContaining({
        title: 'DHL JD0199',
        detail: `${shippedPo.number} · Kilo Pumps`,
        href: `/dashboard/shipment/${shipment.id}`,
        at: `${inDays(2).slice(0, 10)}T00:00:00.000Z`,
      }),
    ])
    expect(now.lateShipments.total).toBe(0)
    // Both sent POs, 460 + 920 euros, at the reference rate of 0.92 euros to the dollar.
    expect(now.spendThisMonth).toBe(1500)

    // Five days on: the RFQ's deadline and the shipment's expected day have passed.
    expect((await setClock(inDays(5))).statusCode).toBe(200)
    const later = await summary()
    expect(later.rfqsAwaitingAnswers.total).toBe(0)
    expect(later.rfqsPastDeadline.items.map((item) => item.id)).toEqual([kilo?.id])
    expect(later.shipmentsArrivingThisWeek.total).toBe(0)
    expect(later.lateShipments.items.map((item) => item.id)).toEqual([shipment.id])
    // Once the goods are in, the shipment needs nothing more.
    await buyer.browser.shipments.receiveShipment({
      params: { id: shipment.id },
      body: { lines: [{ lineId: accepted.lines[0]?.id ?? '', quantity: 4 }] },
    })
    expect((await summary()).lateShipments.total).toBe(0)
    await setClock(null)

    // None of it shows to another business.
    expect(await summary(stranger)).toMatchObject({
      vendors: 0,
      rfqsAwaitingAnswers: { total: 0 },
      purchaseOrdersAwaitingAcknowledgement: { total: 0 },
      spendThisMonth: 0,
    })
  })

  it('lists the five most pressing of many, oldest first, and counts them all', async () => {
    const owner = await h.signedUpOwner('home-busy')
    const email = uniqueEmail('home-busy-vendor')
    const invited = await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Lima Seals', email, orderTypes: ['supply'] }] },
    })
    const vendorId = invited.data.invited[0]?.id ?? ''
    const sent: string[] = []
    for (let i = 0; i < 7; i++) {
      // A minute apart, so "longest waiting" has one order.
      await setClock(new Date(Date.now() + i * 60_000).toISOString())
      const { data: po } = await owner.browser.purchaseOrders.createPurchaseOrder({
        body: {
          vendorId,
          currency: 'usd',
          lines: [{ description: 'Seal kit', quantity: 1, unit: 'pcs', unitPrice: 10 + i }],
        },
      })
      await owner.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
      sent.push(po.id)
    }
    await setClock(null)
    const home = await summary(owner)
    expect(home.purchaseOrdersAwaitingAcknowledgement.total).toBe(7)
    expect(home.purchaseOrdersAwaitingAcknowledgement.items.map((item) => item.id)).toEqual(
      sent.slice(0, 5),
    )
    expect(home.purchaseOrdersAwaitingAcknowledgement.items[0]).toMatchObject({
      detail: '$10.00',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    expect(home.spendThisMonth).toBe(91)
  })

  it('lists accepted POs past their delivery day until shipped in full, then those received in part', async () => {
    const owner = await h.signedUpOwner('home-exceptions')
    const email = uniqueEmail('home-exceptions-vendor')
    const invited = await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Oscar Fittings', email, orderTypes: ['supply'] }] },
    })
    const vendorId = invited.data.invited[0]?.id ?? ''
    /** A PO for 10 flanges, sent and accepted by the vendor through its link. */
    const accepted = async (deliveryDate?: string) => {
      const { data: po } = await owner.browser.purchaseOrders.createPurchaseOrder({
        body: {
          vendorId,
          currency: 'usd',
          deliveryDate,
          lines: [{ description: 'Flange', quantity: 10, unit: 'pcs', unitPrice: 12 }],
        },
      })
      await owner.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
      const token = await linkIn(email, 'po')
      const { data } = await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
        query: { token },
        body: { accept: true },
      })
      return { po: data, token, lineId: data.lines[0]?.id ?? '' }
    }
    const ship = async (token: string, lineId: string, quantity: number) =>
      (
        await h.client().vendorPortal.createShipmentByLink({
          query: { token },
          body: { carrier: 'UPS', trackingNumber: `1Z${quantity}`, lines: [{ lineId, quantity }] },
        })
      ).data

    const due = day(inDays(2))
    const late = await accepted(due)
    // Accepted with no delivery date: never overdue, and listed as not overdue.
    const undated = await accepted()
    expect((await summary(owner)).purchaseOrdersOverdue.total).toBe(0)
    expect(await overdueList(owner, 'true')).toEqual([])

    // Three days on, the delivery day has passed with nothing shipped.
    expect((await setClock(inDays(3))).statusCode).toBe(200)
    const overdue = (await summary(owner)).purchaseOrdersOverdue
    expect(overdue).toEqual({
      total: 1,
      items: [
        {
          id: late.po.id,
          type: 'purchase_order',
          title: `${late.po.number} · Oscar Fittings`,
          detail: '$120.00',
          // Made without an order, as the other PO lists of the home show it.
          taId: null,
          href: `/dashboard/purchase-orders/${late.po.id}`,
          at: `${due}T00:00:00.000Z`,
        },
      ],
    })
    // The list's filter is the home's definition.
    expect(await overdueList(owner, 'true')).toEqual([late.po.id])
    expect(await overdueList(owner, 'false')).toEqual([undated.po.id])

    // Part shipped: still owed goods, still overdue; shipped in full: no longer.
    const first = await ship(late.token, late.lineId, 4)
    expect((await summary(owner)).purchaseOrdersOverdue.items.map((item) => item.id)).toEqual([
      late.po.id,
    ])
    const second = await ship(late.token, late.lineId, 6)
    expect((await summary(owner)).purchaseOrdersOverdue.total).toBe(0)
    expect(await overdueList(owner, 'true')).toEqual([])
    expect((await summary(owner)).purchaseOrdersPartiallyReceived.total).toBe(0)

    // The first shipment arrives: received in part, listed by when the PO was sent.
    await owner.browser.shipments.receiveShipment({
      params: { id: first.id },
      body: { lines: [{ lineId: late.lineId, quantity: 4 }] },
    })
    const partial = await summary(owner)
    expect(partial.purchaseOrdersPartiallyReceived).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          id: late.po.id,
          title: `${late.po.number} · Oscar Fittings`,
          href: `/dashboard/purchase-orders/${late.po.id}`,
          at: late.po.sentAt,
        }),
      ],
    })
    // The rest arrives: received, nothing more to chase.
    await owner.browser.shipments.receiveShipment({
      params: { id: second.id },
      body: { lines: [{ lineId: late.lineId, quantity: 6 }] },
    })
    expect((await summary(owner)).purchaseOrdersPartiallyReceived.total).toBe(0)
    await setClock(null)

    // None of it shows to another business.
    expect(await summary(stranger)).toMatchObject({
      purchaseOrdersOverdue: { total: 0 },
      purchaseOrdersPartiallyReceived: { total: 0 },
    })
    expect(await overdueList(stranger, 'true')).toEqual([])
  })

  it('lists the five most overdue of many and the five received in part longest ago, counting all', async () => {
    const owner = await h.signedUpOwner('home-many-late')
    const email = uniqueEmail('home-many-late-vendor')
    const invited = await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Papa Gaskets', email, orderTypes: ['supply'] }] },
    })
    const vendorId = invited.data.invited[0]?.id ?? ''
    const pos: { id: string; token: string; lineId: string }[] = []
    for (let i = 0; i < 7; i++) {
      // Sent a minute apart, each due a day earlier than the one before.
      await setClock(new Date(Date.now() + i * 60_000).toISOString())
      const { data: po } = await owner.browser.purchaseOrders.createPurchaseOrder({
        body: {
          vendorId,
          currency: 'usd',
          deliveryDate: day(inDays(8 - i)),
          lines: [{ description: 'Gasket', quantity: 2, unit: 'pcs', unitPrice: 5 }],
        },
      })
      await owner.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
      const token = await linkIn(email, 'po')
      const { data } = await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
        query: { token },
        body: { accept: true },
      })
      pos.push({ id: po.id, token, lineId: data.lines[0]?.id ?? '' })
    }
    const ids = pos.map((po) => po.id)

    await setClock(inDays(10))
    const overdue = (await summary(owner)).purchaseOrdersOverdue
    expect(overdue.total).toBe(7)
    // Due longest ago first: the last one sent.
    expect(overdue.items.map((item) => item.id)).toEqual([...ids].reverse().slice(0, 5))
    expect(overdue.items[0]?.at).toBe(`${day(inDays(2))}T00:00:00.000Z`)
    expect((await overdueList(owner, 'true')).sort()).toEqual([...ids].sort())

    // Each shipped in full and half of it received.
    for (const po of pos) {
      const { data: shipment } = await h.client().vendorPortal.createShipmentByLink({
        query: { token: po.token },
        body: {
          carrier: 'DHL',
          trackingNumber: `JD${po.id.slice(0, 6)}`,
          lines: [{ lineId: po.lineId, quantity: 2 }],
        },
      })
      await owner.browser.shipments.receiveShipment({
        params: { id: shipment.id },
        body: { lines: [{ lineId: po.lineId, quantity: 1 }], note: 'One short' },
      })
    }
    const home = await summary(owner)
    expect(home.purchaseOrdersOverdue.total).toBe(0)
    expect(home.purchaseOrdersPartiallyReceived.total).toBe(7)
    // Sent longest ago first.
    expect(home.purchaseOrdersPartiallyReceived.items.map((item) => item.id)).toEqual(
      ids.slice(0, 5),
    )
    await setClock(null)
  })
  it('is kept until something changes: a write from outside this server, a deadline passing', async () => {
    const owner = await h.signedUpOwner('home-kept')
    const email = uniqueEmail('home-kept-vendor')
    const invited = await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Quebec Bolts', email, orderTypes: ['supply'] }] },
    })
    const vendorId = invited.data.invited[0]?.id ?? ''
    const { data: order } = await owner.browser.orders.createOrder({
      body: {
        title: 'Hex bolts',
        currency: 'usd',
        lines: [{ description: 'Hex bolt M12', quantity: 100, unit: 'pcs' }],
      },
    })
    // Due in 90 minutes: today or tomorrow, it leaves "awaiting answers" before the day ends.
    const deadline = new Date(Date.now() + 90 * 60_000).toISOString()
    const { data: round } = await owner.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorId], deadline },
    })
    const rfqId = round.rfqs[0]?.id
    const first = await summary(owner)
    expect(first.rfqsAwaitingAnswers.items.map((item) => item.id)).toEqual([rfqId])
    expect(await summary(owner)).toEqual(first)

    // Another process or a timer renames the vendor straight in the database.
    await h.database.db.execute(
      sql`update vendors set name = 'Quebec Fasteners' where id = ${vendorId}`,
    )
    expect((await summary(owner)).rfqsAwaitingAnswers.items[0]?.detail).toBe('Quebec Fasteners')

    // Two hours on, with no write at all: the deadline has passed.
    await setClock(new Date(Date.now() + 120 * 60_000).toISOString())
    const later = await summary(owner)
    expect(later.rfqsAwaitingAnswers.total).toBe(0)
    expect(later.rfqsPastDeadline.items.map((item) => item.id)).toEqual([rfqId])
    // Back to now: the clock went back past when it was worked out, so it is worked out again.
    await setClock(null)
    expect((await summary(owner)).rfqsAwaitingAnswers.items.map((item) => item.id)).toEqual([rfqId])
  })

  it('counts one version a business per transaction, however many rows it writes', async () => {
    const owner = await h.signedUpOwner('home-version')
    const { db } = h.database
    const version = async () => {
      const rows = resultRows<{ version: number }>(
        await db.execute(
          sql`select version::int from business_versions where business_id = ${owner.user.businessId}`,
        ),
      )
      return rows[0]?.version ?? 0
    }
    const before = await version()
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into vendors (business_id, name, email, order_types, status)
        select ${owner.user.businessId}, 'Bulk ' || i, 'bulk' || i || '@kept.test', array['supply'], 'active'
        from generate_series(1, 50) as i`)
      await tx.execute(
        sql`update vendors set name = name || '.' where business_id = ${owner.user.businessId}`,
      )
    })
    expect(await version()).toBe(before + 1)
    expect((await summary(owner)).vendors).toBe(50)
    // Deleting the business deletes its vendors in the same transaction; nothing is left behind.
    await db.execute(sql`delete from businesses where id = ${owner.user.businessId}`)
    expect(await version()).toBe(0)
  })
})
