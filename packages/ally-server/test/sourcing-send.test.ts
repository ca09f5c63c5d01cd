import type { Order, OrderInput, Rfq } from '@ally/sdk'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, rfqs } from '../src/db/schema'
import { rowsTouching } from './database-snapshot'
import { ACCESS_KEY, ENGINES, type Harness, startHarness, uniqueEmail } from './harness'
import { recordRounds } from './past-sourcing'

// Longer than 300 lines: one harness per engine serves every case of the slice (starting one
// costs seconds on PGlite).
//
// Issue "Sourcing, part 1", server slice: a buyer saves an order, sends RFQs to vendors (one
// round, one RFQ and one e-mail per vendor, in one transaction), reads them back, and a vendor
// opens its RFQ from the e-mailed link. Bad input is a 400 naming the field and stores nothing.

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

const ORDER: OrderInput = {
  title: 'Galvanised steel pipes',
  lines: [
    {
      description: 'Steel pipe 2"',
      quantity: 120,
      unit: 'pcs',
      specifications: 'ASTM A53',
      targetPrice: 14.5,
    },
    { description: 'Pipe elbow', quantity: 40, unit: 'pcs' },
  ],
  deliveryAddress: '12 Wharf Road, Lagos',
  deliveryDate: inDays(30).slice(0, 10),
}

describe.each(ENGINES)('sending RFQs on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer
  let other: Buyer
  /** The buyer's two vendors, and one of the other business's. */
  const vendorIds: string[] = []
  const vendorEmails: string[] = []
  let foreignVendorId = ''

  async function inviteVendor(owner: Buyer, name: string) {
    const email = uniqueEmail(name)
    const { data } = await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: `${name} Ltd`, email, orderTypes: ['supply'] }] },
    })
    const id = data.invited[0]?.id
    if (!id) throw new Error('The vendor was not invited')
    return { id, email }
  }

  /** A call as the SDK's client would not send it (it checks input first): straight to the server. */
  async function raw(
    owner: Buyer | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) {
    const token = owner?.browser.session.getToken()
    const response = await h.app.inject({
      method,
      url,
      headers: { 'access-key': ACCESS_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    })
    return { status: response.statusCode, body: response.json() as Record<string, unknown> }
  }

  const createOrder = async (owner: Buyer, input: OrderInput = ORDER) =>
    (await owner.browser.orders.createOrder({ body: input })).data

  /** Everything stored about the business and its vendors, and every mail queued for them. */
  async function storedState(owner: Buyer) {
    const { db } = h.database
    const mail = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.to} in (${sql.join(
          vendorEmails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
      )
    return {
      rows: await rowsTouching(db, [owner.user.businessId, ...vendorIds]),
      mail: mail[0]?.n,
    }
  }

  /** The link token in the newest RFQ e-mail to an address. */
  async function linkToken(email: string) {
    const mail = await h.lastMail(email)
    const match = /\/vendor\/rfq\?token=(\S+)/.exec(mail?.text ?? '')
    if (!match?.[1]) throw new Error(`No RFQ link was e-mailed to ${email}`)
    return decodeURIComponent(match[1])
  }

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('rfq-buyer')
    other = await h.signedUpOwner('rfq-other')
    for (const name of ['Acme', 'Beta']) {
      const vendor = await inviteVendor(buyer, name)
      vendorIds.push(vendor.id)
      vendorEmails.push(vendor.email)
    }
    foreignVendorId = (await inviteVendor(other, 'Foreign')).id
  })
  afterAll(() => h?.close())

  it('saves a draft order with a TA- reference, lists it and reads it back', async () => {
    const order = await createOrder(buyer)
    expect(order).toMatchObject({
      status: 'draft',
      orderType: 'supply',
      currency: 'usd',
      title: ORDER.title,
      deliveryAddress: ORDER.deliveryAddress,
    })
    expect(order.taId).toMatch(/^TA-\d{4,}$/)
    expect(
      order.lines.map((line) => [line.description, line.quantity, line.specifications]),
    ).toEqual([
      ['Steel pipe 2"', 120, 'ASTM A53'],
      ['Pipe elbow', 40, null],
    ])
    const listed = await buyer.browser.orders.listOrders({ query: { search: order.taId } })
    expect(listed.data.items.map((item) => item.id)).toEqual([order.id])
    const read = await buyer.browser.orders.getOrder({ query: { orderId: order.id } })
    expect(read.data).toEqual({ order, quotes: [], purchaseOrders: [], shipments: [] })

    const updated = await buyer.browser.orders.updateOrder({
      params: { id: order.id },
      body: { title: 'Steel pipes, galvanised', currency: 'eur' },
    })
    expect(updated.message).toBe('Updated successfully')
    expect(updated.data).toMatchObject({ title: 'Steel pipes, galvanised', currency: 'eur' })
  })

  it('sends one RFQ and one e-mail per vendor, in one round, and the order is sourcing', async () => {
    const order = await createOrder(buyer)
    const deadline = inDays(7)
    const sent = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds, deadline, message: 'Prices incl. delivery, please.' },
    })
    expect(sent.message).toBe('RFQs sent')
    const { quote, rfqs: sentRfqs } = sent.data
    expect(quote).toMatchObject({
      orderId: order.id,
      taId: order.taId,
      status: 'open',
      rfqCount: 2,
      responseCount: 0,
      deadline: new Date(deadline).toISOString(),
    })
    expect(sentRfqs.map((rfq) => rfq.vendor.id).sort()).toEqual([...vendorIds].sort())
    for (const rfq of sentRfqs) {
      expect(rfq).toMatchObject({
        status: 'sent',
        taId: order.taId,
        quoteId: quote.id,
        viewedAt: null,
      })
    }

    const read = await buyer.browser.orders.getOrder({ query: { orderId: order.id } })
    expect(read.data.order.status).toBe('sourcing')
    expect(read.data.quotes.map((q) => q.id)).toEqual([quote.id])
    const listed = await buyer.browser.quotes.listQuoteRfqs({ query: { quoteId: quote.id } })
    expect(listed.data.items.map((rfq) => rfq.id).sort()).toEqual(sentRfqs.map((r) => r.id).sort())
    expect((await buyer.browser.quotes.getQuote({ query: { quoteId: quote.id } })).data).toEqual(
      quote,
    )

    const mail = await h.lastMail(vendorEmails[0] ?? '')
    expect(mail?.subject).toBe(`RFQ ${order.taId}: ${ORDER.title} — rfq-buyer Ltd`)
    expect(mail?.text).toContain('1. Steel pipe 2": 120 pcs (ASTM A53)')
    expect(mail?.text).toContain('Prices incl. delivery, please.')
    expect(mail?.text).toContain('rfq-buyer Ltd')
    // Both links work, each for its own vendor's RFQ.
    const seen = []
    for (const email of vendorEmails) {
      const { data } = await h.client().vendorPortal.getRfqByLink({
        query: { token: await linkToken(email) },
      })
      seen.push([data.vendor.email, data.id])
    }
    expect(seen.sort()).toEqual(sentRfqs.map((rfq) => [rfq.vendor.email, rfq.id]).sort())
  })

  it('marks an RFQ viewed the first time its link is opened', async () => {
    const order = await createOrder(buyer)
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorIds[0] ?? ''], deadline: inDays(3) },
    })
    const rfq = data.rfqs[0] as Rfq
    const token = await linkToken(vendorEmails[0] ?? '')
    const vendor = h.client()
    const first = await vendor.vendorPortal.getRfqByLink({ query: { token } })
    expect(first.data).toMatchObject({
      id: rfq.id,
      status: 'viewed',
      title: ORDER.title,
      buyer: { businessName: 'rfq-buyer Ltd' },
      response: null,
    })
    expect(first.data.lines).toHaveLength(2)
    // The buyer's target price stays the buyer's.
    expect(first.data.lines.map((line) => 'targetPrice' in line)).toEqual([false, false])
    expect(rfq.lines.map((line) => line.targetPrice)).toEqual([14.5, null])
    expect(first.data.viewedAt).not.toBeNull()
    const again = await vendor.vendorPortal.getRfqByLink({ query: { token } })
    expect(again.data.viewedAt).toBe(first.data.viewedAt)
    const asBuyer = await buyer.browser.quotes.getRfq({ query: { rfqId: rfq.id } })
    expect(asBuyer.data).toMatchObject({ rfq: { status: 'viewed' }, responses: [] })
    expect(asBuyer.data.rfq.viewedAt).toBe(first.data.viewedAt)
  })

  it('answers 404 to a wrong token and to one long past its deadline', async () => {
    for (const token of ['nope', 'x'.repeat(43), `${await linkToken(vendorEmails[0] ?? '')}x`]) {
      const response = await raw(null, 'GET', `/api/v1/vendor/rfq/link?token=${token}`)
      expect(response.status, token).toBe(404)
    }
    const order = await createOrder(buyer)
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorIds[1] ?? ''], deadline: inDays(1) },
    })
    const token = await linkToken(vendorEmails[1] ?? '')
    await h.database.db
      .update(rfqs)
      .set({ deadline: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(rfqs.id, data.rfqs[0]?.id ?? ''))
    const expired = await raw(
      null,
      'GET',
      `/api/v1/vendor/rfq/link?token=${encodeURIComponent(token)}`,
    )
    expect(expired.status).toBe(404)
  })

  it.each([
    ['no lines', { ...ORDER, lines: [] }, 'body.lines'],
    [
      'a zero quantity',
      { ...ORDER, lines: [{ description: 'Pipe', quantity: 0, unit: 'pcs' }] },
      'body.lines.0.quantity',
    ],
    [
      'a negative quantity',
      { ...ORDER, lines: [{ description: 'Pipe', quantity: -3, unit: 'pcs' }] },
      'body.lines.0.quantity',
    ],
    ['an unknown currency', { ...ORDER, currency: 'xyz' }, 'body.currency'],
    ['a blank title', { ...ORDER, title: '   ' }, 'body.title'],
    [
      'a blank line description',
      { ...ORDER, lines: [{ description: ' ', quantity: 1, unit: 'pcs' }] },
      'body.lines.0.description',
    ],
    [
      'more than 200 lines',
      {
        ...ORDER,
        lines: Array.from({ length: 201 }, (_, i) => ({
          description: `Part ${i}`,
          quantity: 1,
          unit: 'pcs',
        })),
      },
      'body.lines',
    ],
    ['a delivery day in the past', { ...ORDER, deliveryDate: '2020-01-01' }, 'body.deliveryDate'],
    ['a budget too large to store', { ...ORDER, budget: 1e15 }, 'body.budget'],
    // jsonb refuses a lone surrogate: once stored as U+FFFD, now refused (issue #28).
    [
      'a lone surrogate in a line',
      { ...ORDER, lines: [{ description: 'Pipe \ud800', quantity: 1, unit: 'pcs' }] },
      'body.lines.0.description',
    ],
    ['a year-0000 delivery day', { ...ORDER, deliveryDate: '0000-01-01' }, 'body.deliveryDate'],
  ])('refuses an order with %s (400, nothing stored)', async (_, payload, path) => {
    const before = await storedState(buyer)
    const response = await raw(buyer, 'POST', '/api/v1/ldb/rfq/order', payload)
    expect(response.status).toBe(400)
    expect((response.body.errors as { path: string }[]).map((e) => e.path)).toContain(path)
    expect(await storedState(buyer)).toEqual(before)
  })

  it('takes exactly 200 lines', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({
      description: `Part ${i}`,
      quantity: 1,
      unit: 'pcs',
    }))
    expect((await createOrder(buyer, { ...ORDER, lines })).lines).toHaveLength(200)
  })

  describe('a send that is refused stores and mails nothing', () => {
    let order: Order
    beforeAll(async () => {
      order = await createOrder(buyer)
    })
    it.each([
      [
        'a vendor of another business',
        () => ({ vendorIds: [vendorIds[0], foreignVendorId] }),
        'body.vendorIds.1',
      ],
      [
        'an unknown vendor',
        () => ({ vendorIds: ['0b5c2f63-5d8a-4d36-9d3c-4c1f2b9e7a10', vendorIds[1]] }),
        'body.vendorIds.0',
      ],
      [
        'a vendor listed twice',
        () => ({ vendorIds: [vendorIds[0], vendorIds[0]] }),
        'body.vendorIds.1',
      ],
      ['a deadline in the past', () => ({ deadline: inDays(-1) }), 'body.deadline'],
      ['a deadline ten years away', () => ({ deadline: inDays(3660) }), 'body.deadline'],
    ])('%s', async (_, change, path) => {
      const before = await storedState(buyer)
      const response = await raw(buyer, 'POST', '/api/v1/ldb/rfq/create/quote/rfqs', {
        orderId: order.id,
        vendorIds,
        deadline: inDays(5),
        ...change(),
      })
      expect(response.status).toBe(400)
      expect(response.body.errors).toEqual([expect.objectContaining({ path })])
      await h.context.mail.idle()
      expect(await storedState(buyer)).toEqual(before)
      const read = await buyer.browser.orders.getOrder({ query: { orderId: order.id } })
      expect(read.data.order.status).toBe('draft')
      expect(read.data.quotes).toEqual([])
    })
  })

  it('adds vendors to an open round, and refuses one already in it (409)', async () => {
    const order = await createOrder(buyer)
    const first = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorIds[0] ?? ''], deadline: inDays(4) },
    })
    const quoteId = first.data.quote.id
    const added = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, quoteId, vendorIds: [vendorIds[1] ?? ''], deadline: inDays(6) },
    })
    expect(added.data.quote).toMatchObject({ id: quoteId, rfqCount: 2 })
    expect(new Date(added.data.quote.deadline).getTime()).toBeGreaterThan(
      new Date(first.data.quote.deadline).getTime(),
    )
    const before = await storedState(buyer)
    const again = await raw(buyer, 'POST', '/api/v1/ldb/rfq/create/quote/rfqs', {
      orderId: order.id,
      quoteId,
      vendorIds: [vendorIds[1]],
      deadline: inDays(6),
    })
    expect(again.status).toBe(409)
    expect(await storedState(buyer)).toEqual(before)
  })

  it('changes an RFQ’s deadline and message, cancels it, then refuses changes', async () => {
    const order = await createOrder(buyer)
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorIds[0] ?? ''], deadline: inDays(2) },
    })
    const id = data.rfqs[0]?.id ?? ''
    const updated = await buyer.browser.quotes.updateRfq({
      params: { id },
      body: { deadline: inDays(9), message: 'Deadline extended.' },
    })
    expect(updated.message).toBe('Updated successfully')
    expect(updated.data).toMatchObject({ message: 'Deadline extended.', status: 'sent' })
    expect(updated.data.deadline).toBe(new Date(updated.data.deadline).toISOString())
    const past = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/update/rfq/${id}`, {
      deadline: inDays(-2),
    })
    expect(past.status).toBe(400)
    expect(past.body.errors).toEqual([expect.objectContaining({ path: 'body.deadline' })])
    const cancelled = await buyer.browser.quotes.updateRfq({
      params: { id },
      body: { status: 'cancelled' },
    })
    expect(cancelled.data.status).toBe('cancelled')
    const afterwards = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/update/rfq/${id}`, { message: 'x' })
    expect(afterwards.status).toBe(409)
  })

  it('keeps an order’s lines once RFQs are out, and cancels its open round with it', async () => {
    const order = await createOrder(buyer)
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds, deadline: inDays(2) },
    })
    const lines = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/update/order/${order.id}`, {
      lines: [{ description: 'Other', quantity: 1, unit: 'pcs' }],
    })
    expect(lines.status).toBe(409)
    const notes = await buyer.browser.orders.updateOrder({
      params: { id: order.id },
      body: { notes: 'Budget approved by finance.' },
    })
    expect(notes.data.notes).toBe('Budget approved by finance.')
    const cancelled = await buyer.browser.orders.updateOrder({
      params: { id: order.id },
      body: { status: 'cancelled' },
    })
    expect(cancelled.data.status).toBe('cancelled')
    const quote = await buyer.browser.quotes.getQuote({ query: { quoteId: data.quote.id } })
    expect(quote.data.status).toBe('cancelled')
    const rfqList = await buyer.browser.quotes.listQuoteRfqs({ query: { quoteId: data.quote.id } })
    expect(rfqList.data.items.map((rfq) => rfq.status)).toEqual(['cancelled', 'cancelled'])
    const resend = await raw(buyer, 'POST', '/api/v1/ldb/rfq/create/quote/rfqs', {
      orderId: order.id,
      vendorIds,
      deadline: inDays(3),
    })
    expect(resend.status).toBe(409)
  })

  it('shows another business’s orders, rounds and RFQs to nobody else (404, empty lists)', async () => {
    const order = await createOrder(buyer)
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorIds[0] ?? ''], deadline: inDays(2) },
    })
    const rfqId = data.rfqs[0]?.id
    const quoteId = data.quote.id
    const before = await storedState(buyer)
    const calls: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
      ['getOrder', 'GET', `/api/v1/ldb/rfq/single/order?orderId=${order.id}`],
      ['updateOrder', 'PUT', `/api/v1/ldb/rfq/update/order/${order.id}`, { status: 'cancelled' }],
      ['getRfq', 'GET', `/api/v1/ldb/rfq/single?rfqId=${rfqId}`],
      ['updateRfq', 'PUT', `/api/v1/ldb/rfq/update/rfq/${rfqId}`, { status: 'cancelled' }],
      ['getQuote', 'GET', `/api/v1/ldb/rfq/quotes/single?quoteId=${quoteId}`],
      ['listQuoteRfqs', 'GET', `/api/v1/ldb/rfq/quotes/rfqs?quoteId=${quoteId}`],
      [
        'sendRfqs',
        'POST',
        '/api/v1/ldb/rfq/create/quote/rfqs',
        { orderId: order.id, vendorIds: [foreignVendorId], deadline: inDays(2) },
      ],
    ]
    for (const [name, method, url, payload] of calls) {
      expect((await raw(other, method, url, payload)).status, name).toBe(404)
    }
    // B's own order, sent to A's vendor: the vendor is not in B's list.
    const own = await createOrder(other)
    const toForeign = await raw(other, 'POST', '/api/v1/ldb/rfq/create/quote/rfqs', {
      orderId: own.id,
      vendorIds: [vendorIds[0]],
      deadline: inDays(2),
    })
    expect(toForeign.status).toBe(400)
    expect(toForeign.body.errors).toEqual([expect.objectContaining({ path: 'body.vendorIds.0' })])
    const orders = await other.browser.orders.listOrders({ query: { limit: 100 } })
    expect(orders.data.items.map((item) => item.id)).toEqual([own.id])
    const rfqList = await other.browser.quotes.listRfqs({ query: {} })
    expect(rfqList.data.items).toEqual([])
    expect(await storedState(buyer)).toEqual(before)
  })

  it('gives 20 orders created at once 20 different references, in sequence', async () => {
    const fresh = await h.signedUpOwner('rfq-burst')
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createOrder(fresh, { ...ORDER, title: `Burst ${i}` })),
    )
    const references = created.map((order) => order.taId).sort()
    expect(references).toEqual(
      Array.from({ length: 20 }, (_, i) => `TA-${String(i + 1).padStart(4, '0')}`),
    )
  })

  it('adds a vendor to a round once when the same send arrives several times at once', async () => {
    const order = await createOrder(buyer)
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorIds[0] ?? ''], deadline: inDays(4) },
    })
    const statuses = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await raw(buyer, 'POST', '/api/v1/ldb/rfq/create/quote/rfqs', {
          orderId: order.id,
          quoteId: data.quote.id,
          vendorIds: [vendorIds[1]],
          deadline: inDays(4),
        })
        return response.status
      }),
    )
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409])
    const listed = await buyer.browser.quotes.listQuoteRfqs({ query: { quoteId: data.quote.id } })
    expect(listed.data.items).toHaveLength(2)
  })

  it('numbers new orders above the ones the demo loader (or any earlier round) made', async () => {
    const fresh = await h.signedUpOwner('rfq-history')
    const vendor = await inviteVendor(fresh, 'Past')
    await recordRounds(
      h,
      fresh.user.id,
      ['Old round one', 'Old round two'].map((title) => ({
        title,
        sentAt: new Date(Date.now() - 20 * DAY_MS),
        deadline: new Date(Date.now() - 10 * DAY_MS),
        vendors: [{ vendorId: vendor.id }],
      })),
    )
    expect((await createOrder(fresh)).taId).toBe('TA-0003')
  })
})
