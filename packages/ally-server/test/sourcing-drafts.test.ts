import type { OrderInput } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orders, rfqs } from '../src/db/schema'
import { ACCESS_KEY, ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 1", RfqCreate's server side: a draft keeps its RFQ plan (vendors, deadline,
// message) so the buyer can come back to it, and the buyer previews the e-mail a vendor will get
// before sending. Neither sends anything; sending clears the plan.

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

const ORDER: OrderInput = {
  title: 'Hydraulic hoses',
  lines: [
    { description: 'Hose 1/2"', quantity: 50, unit: 'm', specifications: 'SAE 100R2' },
    { description: 'Crimp fitting', quantity: 20, unit: 'pcs', targetPrice: 3.2 },
  ],
  deliveryAddress: 'Dock 4, Tin Can Island',
  currency: 'eur',
}

describe.each(ENGINES)('RFQ drafts and the e-mail preview on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer
  let other: Buyer
  const vendorIds: string[] = []
  let foreignVendorId = ''

  async function inviteVendor(owner: Buyer, name: string) {
    const { data } = await owner.browser.vendors.inviteVendors({
      body: {
        vendors: [{ name: `${name} Ltd`, email: uniqueEmail(name), orderTypes: ['supply'] }],
      },
    })
    const id = data.invited[0]?.id
    if (!id) throw new Error('The vendor was not invited')
    return id
  }

  /** Straight to the server, past the SDK's own input checks. */
  async function raw(owner: Buyer, method: 'POST' | 'PUT', url: string, payload: object) {
    const response = await h.app.inject({
      method,
      url,
      headers: {
        'access-key': ACCESS_KEY,
        authorization: `Bearer ${owner.browser.session.getToken()}`,
      },
      payload,
    })
    return { status: response.statusCode, body: response.json() as Record<string, unknown> }
  }

  const count = async (table: typeof orders | typeof rfqs | typeof mailOutbox) => {
    const [row] = await h.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
    return row?.n ?? 0
  }

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('draft-buyer')
    other = await h.signedUpOwner('draft-other')
    vendorIds.push(await inviteVendor(buyer, 'Hosecraft'), await inviteVendor(buyer, 'Fitwell'))
    foreignVendorId = await inviteVendor(other, 'Elsewhere')
  })
  afterAll(() => h?.close())

  it('keeps a draft’s vendors, deadline and message, and sending clears them', async () => {
    const deadline = inDays(5)
    const created = await buyer.browser.orders.createOrder({
      body: { ...ORDER, draft: { vendorIds: [vendorIds[0] ?? ''], deadline, message: 'Hi' } },
    })
    expect(created.data.draft).toEqual({
      vendorIds: [vendorIds[0]],
      deadline: new Date(deadline).toISOString(),
      message: 'Hi',
    })

    const changed = await buyer.browser.orders.updateOrder({
      params: { id: created.data.id },
      body: { draft: { vendorIds, deadline: null, message: '  ' } },
    })
    expect(changed.data.draft).toEqual({ vendorIds, deadline: null, message: null })
    const read = await buyer.browser.orders.getOrder({ query: { orderId: created.data.id } })
    expect(read.data.order.draft).toEqual(changed.data.draft)

    await buyer.browser.quotes.sendRfqs({
      body: { orderId: created.data.id, vendorIds, deadline: inDays(3) },
    })
    const sent = await buyer.browser.orders.getOrder({ query: { orderId: created.data.id } })
    expect(sent.data.order).toMatchObject({ status: 'sourcing', draft: null })

    const late = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/update/order/${created.data.id}`, {
      draft: { vendorIds },
    })
    expect(late.status).toBe(409)
    expect(String(late.body.message)).toContain('draft')
  })

  it.each([
    ['a vendor of another business', () => ({ vendorIds: [foreignVendorId] }), 'draft.vendorIds.0'],
    ['a deadline in the past', () => ({ vendorIds: [], deadline: inDays(-1) }), 'draft.deadline'],
  ])(
    'refuses a draft with %s (400 naming the field) and stores nothing',
    async (_, draft, field) => {
      const before = await count(orders)
      const refused = await raw(buyer, 'POST', '/api/v1/ldb/rfq/order', {
        ...ORDER,
        draft: draft(),
      })
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: `body.${field}` })]),
      )
      expect(await count(orders)).toBe(before)
    },
  )

  it('previews the e-mail a vendor would get, and sends and stores nothing', async () => {
    const order = (await buyer.browser.orders.createOrder({ body: ORDER })).data
    const [mailBefore, rfqsBefore] = [await count(mailOutbox), await count(rfqs)]
    const due = new Date(Date.now() + 30 * DAY_MS)
    due.setUTCHours(15, 30, 0, 0)
    const deadline = due.toISOString()
    const { data } = await buyer.browser.orders.previewRfqMail({
      params: { id: order.id },
      body: { vendorId: vendorIds[1] ?? '', deadline, message: 'Delivery in two lots is fine.' },
    })
    expect(data.to).toMatch(/fitwell/i)
    expect(data.subject).toBe(`RFQ ${order.taId}: Hydraulic hoses — draft-buyer Ltd`)
    expect(data.text).toContain(`draft-buyer Ltd asks Fitwell Ltd for a quote`)
    expect(data.text).toContain('1. Hose 1/2": 50 m (SAE 100R2)')
    expect(data.text).toContain('2. Crimp fitting: 20 pcs')
    expect(data.text).toContain('Prices in EUR.')
    expect(data.text).toContain(`Quote by ${deadline.slice(0, 10)} 15:30 UTC.`)
    expect(data.text).toContain('“Delivery in two lots is fine.”')
    expect(data.text).toContain('a private link')
    // Vendors never see the buyer's target price.
    expect(data.text).not.toContain('3.2')
    expect([await count(mailOutbox), await count(rfqs)]).toEqual([mailBefore, rfqsBefore])
    const still = await buyer.browser.orders.getOrder({ query: { orderId: order.id } })
    expect(still.data.order.status).toBe('draft')
  })

  it('refuses a preview for another business’s vendor (400) or order (404), or a past deadline', async () => {
    const order = (await buyer.browser.orders.createOrder({ body: ORDER })).data
    const url = `/api/v1/ldb/rfq/order/${order.id}/mail-preview`
    const foreign = await raw(buyer, 'POST', url, {
      vendorId: foreignVendorId,
      deadline: inDays(2),
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toEqual([
      { path: 'body.vendorId', message: 'is not a vendor in your list' },
    ])
    const past = await raw(buyer, 'POST', url, { vendorId: vendorIds[0], deadline: inDays(-1) })
    expect(past.status).toBe(400)
    expect(past.body.errors).toEqual([
      expect.objectContaining({ path: 'body.deadline', message: 'must be in the future' }),
    ])
    const notTheirs = await raw(other, 'POST', url, {
      vendorId: foreignVendorId,
      deadline: inDays(2),
    })
    expect(notTheirs.status).toBe(404)
  })
})
