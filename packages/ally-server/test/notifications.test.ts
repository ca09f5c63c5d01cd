import type { NotificationItem, Rfq } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationReads, users } from '../src/db/schema'
import { ACCESS_KEY, ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

// Issue #28, the notification centre: what happened that the buyer should know (answers,
// declines, deadlines passing, POs accepted or declined, approvals waiting, shipments late or
// delivered), newest first, read and unread per user, each a link to its page; another business's
// events never show, and only owners and admins hear of POs waiting for their approval.
// The server's clock (ALLY_DEV_CLOCK) is set for each event, a minute apart, so the order is known.

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

describe.each(ENGINES)('notifications on %s', (engine) => {
  let h: Harness
  let owner: Buyer
  let member: Buyer
  let stranger: Buyer
  const vendors: { id: string; email: string; name: string }[] = []
  let strangerVendor: { id: string; email: string }
  const start = Date.now()
  /** The clock `minutes` minutes (and `days` days) after the suite started. */
  const at = (minutes: number, days = 0) =>
    new Date(start + minutes * MINUTE_MS + days * DAY_MS).toISOString()

  const setClock = async (to: string | null) => {
    const response = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/dev/clock',
      headers: { 'access-key': ACCESS_KEY },
      payload: { at: to },
    })
    expect(response.statusCode).toBe(200)
  }
  const list = async (who: Buyer, query: { limit?: number; page?: number } = {}) =>
    (await who.browser.notifications.listNotifications({ query })).data
  const kinds = (items: NotificationItem[]) => items.map((item) => item.kind)
  /** Whether `when` is in the minute after `at(minutes, days)`: the dev clock runs on once set. */
  const inMinuteOf = (when: string | undefined, minutes: number, days = 0) => {
    const late = Date.parse(when ?? '') - Date.parse(at(minutes, days))
    return late >= 0 && late < MINUTE_MS
  }
  const linkIn = async (email: string, kind: 'rfq' | 'po') => {
    const text = (await h.lastMail(email))?.text ?? ''
    const match = new RegExp(`/vendor/${kind}\\?token=(\\S+)`).exec(text)
    if (!match?.[1]) throw new Error(`No ${kind} link was e-mailed to ${email}`)
    return decodeURIComponent(match[1])
  }
  const invite = async (who: Buyer, name: string) => {
    const email = uniqueEmail('notify-vendor')
    const { data } = await who.browser.vendors.inviteVendors({
      body: { vendors: [{ name, email, orderTypes: ['supply'] }] },
    })
    return { id: data.invited[0]?.id ?? '', email, name }
  }
  /** A PO of `unitPrice` euros to a vendor, drafted by `by`. */
  const draft = async (by: Buyer, vendorId: string, unitPrice: number) =>
    (
      await by.browser.purchaseOrders.createPurchaseOrder({
        body: {
          vendorId,
          currency: 'eur',
          lines: [{ description: 'Pump seal', quantity: 10, unit: 'pcs', unitPrice }],
        },
      })
    ).data

  beforeAll(async () => {
    h = await startHarness(engine, { devClock: true })
    owner = await h.signedUpOwner('notify-owner')
    stranger = await h.signedUpOwner('notify-stranger')
    // A member of the owner's business (team invitations come with team management).
    member = await h.signedUpOwner('notify-member')
    await h.database.db
      .update(users)
      .set({ businessId: owner.user.businessId, role: 'member' })
      .where(eq(users.email, member.email))
    member.browser.session.save(
      (
        await member.browser.auth.login({
          body: { email: member.email, password: member.password },
        })
      ).data,
    )
    vendors.push(await invite(owner, 'Delta Valves'), await invite(owner, 'Kilo Pumps'))
    strangerVendor = await invite(stranger, 'Papa Bolts')
  })
  afterAll(async () => {
    await setClock(null)
    await h?.close()
  })

  it('has nothing for a new business', async () => {
    expect(await list(stranger)).toEqual({
      items: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
      unread: 0,
    })
  })

  it('lists what happened newest first, each a link to its page, and never another business’s', async () => {
    const [delta, kilo] = vendors as [(typeof vendors)[0], (typeof vendors)[0]]
    // Minute 1: a round to both vendors, answering by 3 days on.
    await setClock(at(1))
    const { data: order } = await owner.browser.orders.createOrder({
      body: {
        title: 'Gate valves',
        currency: 'usd',
        lines: [{ description: 'Gate valve, 4 inch', quantity: 6, unit: 'pcs' }],
      },
    })
    const { data: round } = await owner.browser.quotes.sendRfqs({
      body: {
        orderId: order.id,
        vendorIds: [delta.id, kilo.id],
        deadline: at(0, 3),
      },
    })
    const rfqOf = (vendorId: string) => round.rfqs.find((rfq) => rfq.vendor.id === vendorId) as Rfq
    const deltaRfq = rfqOf(delta.id)
    const kiloRfq = rfqOf(kilo.id)
    const deltaRfqToken = await linkIn(delta.email, 'rfq')
    const kiloRfqToken = await linkIn(kilo.email, 'rfq')
    // Minute 2: Delta answers; minute 3: Kilo declines.
    await setClock(at(2))
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: deltaRfqToken },
      body: {
        currency: 'usd',
        lines: [{ lineId: deltaRfq.lines[0]?.id ?? '', unitPrice: 250 }],
        leadTimeDays: 5,
        validUntil: at(0, 30).slice(0, 10),
      },
    })
    await setClock(at(3))
    await h.client().vendorPortal.declineRfqByLink({
      query: { token: kiloRfqToken },
      body: { reason: 'Out of stock' },
    })
    // Minute 4: a PO to Kilo, accepted at minute 5 and shipped, expected a day on.
    await setClock(at(4))
    const shippedPo = await draft(owner, kilo.id, 92)
    await owner.browser.purchaseOrders.sendPurchaseOrder({ params: { id: shippedPo.id }, body: {} })
    const poToken = await linkIn(kilo.email, 'po')
    await setClock(at(5))
    const { data: accepted } = await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token: poToken },
      body: { accept: true },
    })
    const { data: shipment } = await h.client().vendorPortal.createShipmentByLink({
      query: { token: poToken },
      body: {
        carrier: 'DHL',
        trackingNumber: 'JD0199',
        lines: [{ lineId: accepted.lines[0]?.id ?? '', quantity: 10 }],
        estimatedDelivery: at(0, 1).slice(0, 10),
      },
    })
    // Minute 6: another PO, declined at minute 7.
    await setClock(at(6))
    const declinedPo = await draft(owner, kilo.id, 46)
    await owner.browser.purchaseOrders.sendPurchaseOrder({
      params: { id: declinedPo.id },
      body: {},
    })
    const declineToken = await linkIn(kilo.email, 'po')
    await setClock(at(7))
    await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token: declineToken },
      body: { accept: false, note: 'Prices changed' },
    })
    // Meanwhile another business gets an answer of its own.
    const { data: theirOrder } = await stranger.browser.orders.createOrder({
      body: {
        title: 'Hex bolts',
        currency: 'usd',
        lines: [{ description: 'Hex bolt M8', quantity: 100, unit: 'pcs' }],
      },
    })
    const { data: theirRound } = await stranger.browser.quotes.sendRfqs({
      body: { orderId: theirOrder.id, vendorIds: [strangerVendor.id], deadline: at(0, 3) },
    })
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: await linkIn(strangerVendor.email, 'rfq') },
      body: {
        currency: 'usd',
        lines: [{ lineId: theirRound.rfqs[0]?.lines[0]?.id ?? '', unitPrice: 1 }],
        leadTimeDays: 2,
        validUntil: at(0, 30).slice(0, 10),
      },
    })

    await setClock(at(8))
    const now = await list(owner)
    expect(now.items).toEqual([
      {
        key: expect.any(String),
        kind: 'po_declined',
        title: `Kilo Pumps declined ${declinedPo.number}`,
        detail: 'Prices changed',
        taId: null,
        link: `/dashboard/purchase-orders/${declinedPo.id}`,
        at: expect.any(String),
        read: false,
      },
      expect.objectContaining({
        kind: 'po_accepted',
        title: `Kilo Pumps accepted ${shippedPo.number}`,
        detail: '€920.00',
        link: `/dashboard/purchase-orders/${shippedPo.id}`,
      }),
      expect.objectContaining({
        kind: 'rfq_declined',
        title: 'Kilo Pumps declined to quote: Gate valves',
        detail: `${order.taId} · Out of stock`,
        taId: order.taId,
        link: `/dashboard/rfq/${kiloRfq.id}`,
      }),
      expect.objectContaining({
        kind: 'quote_answered',
        title: 'Delta Valves answered: Gate valves',
        detail: `${order.taId} · $1,500.00`,
        link: `/dashboard/rfq/${deltaRfq.id}`,
      }),
    ])
    expect(now.items.map((item, i) => inMinuteOf(item.at, [7, 5, 3, 2][i] ?? Number.NaN))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(now.unread).toBe(4)
    expect(now.pagination.total).toBe(4)

    // Three days on: the round's deadline and the shipment's expected day have passed.
    await setClock(at(0, 3.5))
    const later = (await list(owner)).items
    // The shipment is dated the day after it was expected, before the deadline's moment.
    expect(kinds(later)).toEqual([
      'deadline_passed',
      'shipment_late',
      'po_declined',
      'po_accepted',
      'rfq_declined',
      'quote_answered',
    ])
    expect(later[1]).toMatchObject({
      title: 'Shipment late: DHL JD0199',
      detail: `${shippedPo.number} · Kilo Pumps · expected ${new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(Date.parse(at(0, 1)))}`,
      link: `/dashboard/shipment/${shipment.id}`,
      at: `${at(0, 2).slice(0, 10)}T00:00:00.000Z`,
    })
    expect(later[0]).toMatchObject({
      title: 'Deadline passed: Gate valves',
      detail: `${order.taId} · 1 of 2 vendors answered`,
      link: `/dashboard/quotes/${round.quote.id}/responses`,
    })
    expect(inMinuteOf(later[0]?.at, 0, 3)).toBe(true)
    // The goods arrive: no longer late, delivered instead.
    await owner.browser.shipments.receiveShipment({
      params: { id: shipment.id },
      body: { lines: [{ lineId: accepted.lines[0]?.id ?? '', quantity: 10 }] },
    })
    const received = (await list(owner)).items
    expect(kinds(received)).toEqual([
      'shipment_delivered',
      'deadline_passed',
      'po_declined',
      'po_accepted',
      'rfq_declined',
      'quote_answered',
    ])
    expect(received[0]).toMatchObject({
      title: 'Delivered: DHL JD0199',
      link: `/dashboard/shipment/${shipment.id}`,
    })

    expect(inMinuteOf(received[0]?.at, 0, 3.5)).toBe(true)

    // The other business sees its own answer and its deadline, nothing of the owner's.
    const theirs = (await list(stranger)).items
    expect(kinds(theirs)).toEqual(['deadline_passed', 'quote_answered'])
    expect(theirs.map((item) => item.title)).toEqual([
      'Deadline passed: Hex bolts',
      'Papa Bolts answered: Hex bolts',
    ])
    const ownKeys = new Set(received.map((item) => item.key))
    expect(theirs.filter((item) => ownKeys.has(item.key))).toEqual([])
    // The member sees the business's events too.
    expect(kinds((await list(member)).items)).toEqual(kinds(received))

    // Pages of two, newest first, adding up to the whole.
    const first = await list(owner, { limit: 2 })
    const second = await list(owner, { limit: 2, page: 2 })
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 6, totalPages: 3 })
    expect([...first.items, ...second.items].map((item) => item.key)).toEqual(
      received.slice(0, 4).map((item) => item.key),
    )
    // A page past the end still says how many there are.
    expect(await list(owner, { limit: 2, page: 9 })).toMatchObject({
      items: [],
      pagination: { total: 6 },
      unread: 6,
    })
  })

  it('tells only owners and admins of a PO waiting for their approval', async () => {
    await setClock(at(0, 4))
    await owner.browser.profile.updateProfile({ body: { currency: 'usd', approvalThreshold: 100 } })
    const held = await draft(member, vendors[1]?.id ?? '', 500)
    await member.browser.purchaseOrders.sendPurchaseOrder({ params: { id: held.id }, body: {} })

    const ownerItems = (await list(owner)).items
    expect(ownerItems[0]).toMatchObject({
      kind: 'po_awaiting_approval',
      title: `${held.number} waits for approval`,
      detail: 'Kilo Pumps · €5,000.00',
      link: `/dashboard/purchase-orders/${held.id}`,
      read: false,
    })
    expect(inMinuteOf(ownerItems[0]?.at, 0, 4)).toBe(true)
    const memberItems = (await list(member)).items
    expect(kinds(memberItems)).not.toContain('po_awaiting_approval')
    expect(memberItems).toHaveLength(ownerItems.length - 1)
    // An admin is told too.
    await h.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, member.user.id))
    expect(kinds((await list(member)).items)).toContain('po_awaiting_approval')
    await h.database.db.update(users).set({ role: 'member' }).where(eq(users.id, member.user.id))

    // Once the owner sends it (approving it), it no longer waits.
    await owner.browser.purchaseOrders.sendPurchaseOrder({ params: { id: held.id }, body: {} })
    expect(kinds((await list(owner)).items)).not.toContain('po_awaiting_approval')
  })

  it('keeps read and unread per user: one by one, and all at once', async () => {
    await setClock(at(0, 5))
    const before = await list(member)
    expect(before.unread).toBe(before.items.length)
    const [newest, second] = before.items as [NotificationItem, NotificationItem]
    // Another business's key, and one that never existed, are ignored.
    const theirKey = (await list(stranger)).items[0]?.key ?? ''
    const marked = await member.browser.notifications.markNotificationsRead({
      body: { keys: [second.key, theirKey, 'answer:nothing'] },
    })
    expect(marked.data.unread).toBe(before.unread - 1)
    const after = await list(member)
    expect(after.items.map((item) => [item.key, item.read])).toEqual(
      before.items.map((item) => [item.key, item.key === second.key]),
    )
    expect(after.unread).toBe(before.unread - 1)
    // Marking it again changes nothing.
    await member.browser.notifications.markNotificationsRead({ body: { keys: [second.key] } })
    expect((await list(member)).unread).toBe(before.unread - 1)
    // What the member read is the member's: the owner and the other business still have it all.
    expect((await list(owner)).items.every((item) => !item.read)).toBe(true)
    expect((await list(stranger)).unread).toBe(2)
    const stored = await h.database.db
      .select({ key: notificationReads.key })
      .from(notificationReads)
      .where(eq(notificationReads.userId, member.user.id))
    expect(stored.map((row) => row.key)).toEqual([second.key])

    // All at once; what happens next is unread again.
    const all = await member.browser.notifications.markAllNotificationsRead()
    expect(all.data.unread).toBe(0)
    const read = await list(member)
    expect(read.unread).toBe(0)
    expect(read.items.every((item) => item.read)).toBe(true)
    expect(read.items[0]?.key).toBe(newest.key)

    await setClock(at(1, 5))
    const po = await draft(owner, vendors[0]?.id ?? '', 5)
    await owner.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    await setClock(at(2, 5))
    await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token: await linkIn(vendors[0]?.email ?? '', 'po') },
      body: { accept: true },
    })
    const news = await list(member)
    expect(news.unread).toBe(1)
    expect(news.items[0]).toMatchObject({ kind: 'po_accepted', read: false })
    expect(inMinuteOf(news.items[0]?.at, 2, 5)).toBe(true)
    expect(news.items.slice(1).every((item) => item.read)).toBe(true)
  })

  it('forgets events older than 30 days, but not a shipment still late', async () => {
    await setClock(at(0, 6))
    const po = await draft(stranger, strangerVendor.id, 3)
    await stranger.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    const token = await linkIn(strangerVendor.email, 'po')
    const { data: accepted } = await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token },
      body: { accept: true },
    })
    await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'UPS',
        trackingNumber: '1Z77',
        lines: [{ lineId: accepted.lines[0]?.id ?? '', quantity: 10 }],
        estimatedDelivery: at(0, 7).slice(0, 10),
      },
    })
    await setClock(at(0, 40))
    expect((await list(owner)).items).toEqual([])
    expect((await list(stranger)).items).toEqual([
      expect.objectContaining({ kind: 'shipment_late', title: 'Shipment late: UPS 1Z77' }),
    ])
    await setClock(null)
  })
})
