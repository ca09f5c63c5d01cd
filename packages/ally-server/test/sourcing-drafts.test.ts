import { type OrderInput, UNASSIGNED_ORDER_REFERENCE } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orders, rfqs } from '../src/db/schema'
import { formatOrderReference } from '../src/sourcing/order-references'
import { PREVIEW_LINK } from '../src/sourcing/rfq-mail-preview'
import { rowsTouching } from './database-snapshot'
import { ACCEPTED_SAMPLES } from './file-fixtures'
import { ACCESS_KEY, ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 1", RfqCreate's server side: a draft keeps its RFQ plan (vendors, deadline,
// message) so the buyer can come back to it, and the buyer previews the e-mail a vendor will get
// before sending. Neither sends anything; sending clears the plan. Issue #28: the preview takes the
// request as written and stores nothing — no draft, no TA- reference, no change to a saved draft.

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
  const vendorEmails: string[] = []
  let foreignVendorId = ''

  async function inviteVendor(owner: Buyer, name: string) {
    const email = uniqueEmail(name)
    const { data } = await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: `${name} Ltd`, email, orderTypes: ['supply'] }] },
    })
    const id = data.invited[0]?.id
    if (!id) throw new Error('The vendor was not invited')
    if (owner === buyer) vendorEmails.push(email)
    return id
  }

  /** Every row of the buyer's business and its vendors: a preview must leave them all as they are. */
  const buyerRows = () => rowsTouching(h.database.db, [buyer.user.businessId, ...vendorIds])

  /** A deadline on a whole minute, as the e-mail writes it. */
  function dueIn(days: number) {
    const due = new Date(Date.now() + days * DAY_MS)
    due.setUTCHours(15, 30, 0, 0)
    return due.toISOString()
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

  it('previews a request not saved yet: stores nothing, takes no reference, writes what sending writes', async () => {
    const [sheet] = ACCEPTED_SAMPLES
    if (!sheet) throw new Error('No sample file')
    const file = (
      await buyer.browser.files.uploadFile({
        query: { name: sheet.name },
        body: new Blob([new Uint8Array(sheet.bytes)]),
      })
    ).data
    const request: OrderInput = {
      ...ORDER,
      title: '  Hydraulic hoses, second lot ',
      lines: [
        ...ORDER.lines,
        { description: 'Ferrule', quantity: 20, unit: 'pcs', attachmentIds: [file.id] },
      ],
      deliveryDate: inDays(20).slice(0, 10),
    }
    const earlier = (await buyer.browser.orders.createOrder({ body: ORDER })).data
    const before = await buyerRows()
    const counts = [await count(orders), await count(rfqs), await count(mailOutbox)]
    const deadline = dueIn(30)
    const message = 'Delivery in two lots is fine.'
    const vendorId = vendorIds[1] ?? ''

    const { data: preview } = await buyer.browser.orders.previewRfqMail({
      body: { order: request, vendorId, deadline, message },
    })
    expect(preview.taId).toBeNull()
    expect(preview.to).toBe(vendorEmails[1])
    expect(preview.subject).toBe('RFQ TA-…: Hydraulic hoses, second lot — draft-buyer Ltd')
    expect(preview.text).toContain(
      'draft-buyer Ltd asks Fitwell Ltd for a quote: Hydraulic hoses, second lot (TA-…).',
    )
    expect(preview.text).toContain('1. Hose 1/2": 50 m (SAE 100R2)')
    expect(preview.text).toContain('2. Crimp fitting: 20 pcs')
    expect(preview.text).toContain('3. Ferrule: 20 pcs [1 file attached]')
    expect(preview.text).toContain('Prices in EUR.')
    expect(preview.text).toContain(`Deliver by: ${request.deliveryDate}`)
    expect(preview.text).toContain(`Quote by ${deadline.slice(0, 10)} 15:30 UTC.`)
    expect(preview.text).toContain(`“${message}”`)
    expect(preview.text).toContain(PREVIEW_LINK)
    // Vendors never see the buyer's target price.
    expect(preview.text).not.toContain('3.2')

    // Nothing stored: no order, no reference counted, no RFQ, no mail.
    expect(await buyerRows()).toEqual(before)
    expect([await count(orders), await count(rfqs), await count(mailOutbox)]).toEqual(counts)
    const drafts = await buyer.browser.orders.listOrders({ query: { status: 'draft' } })
    expect(drafts.data.items.map((order) => order.title)).not.toContain(
      'Hydraulic hoses, second lot',
    )

    // The next order still gets the next reference, and sending it writes the previewed e-mail
    // with that reference and the vendor's own link in place.
    const order = (await buyer.browser.orders.createOrder({ body: request })).data
    expect(order.taId).toBe(formatOrderReference(Number(earlier.taId.slice(3)) + 1))
    await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendorId], deadline, message },
    })
    const sent = await h.lastMail(vendorEmails[1] ?? '')
    const link = /View and answer: (\S+)/.exec(sent?.text ?? '')?.[1] ?? 'no link'
    const filledIn = (text: string) =>
      text.replaceAll(UNASSIGNED_ORDER_REFERENCE, order.taId).replace(PREVIEW_LINK, link)
    expect(sent?.subject).toBe(filledIn(preview.subject))
    expect(sent?.text).toBe(filledIn(preview.text))
  })

  it('previews a saved draft as edited, with its reference, and leaves the draft as it was', async () => {
    const plan = { vendorIds: [vendorIds[0] ?? ''], deadline: inDays(5), message: 'Hi' }
    const saved = (await buyer.browser.orders.createOrder({ body: { ...ORDER, draft: plan } })).data
    const before = await buyerRows()
    const { data } = await buyer.browser.orders.previewRfqMail({
      body: {
        order: { ...ORDER, title: 'Hydraulic hoses, 60 m' },
        orderId: saved.id,
        vendorId: vendorIds[1] ?? '',
        deadline: inDays(3),
      },
    })
    expect(data.taId).toBe(saved.taId)
    expect(data.subject).toBe(`RFQ ${saved.taId}: Hydraulic hoses, 60 m — draft-buyer Ltd`)
    expect(data.text).not.toContain(UNASSIGNED_ORDER_REFERENCE)
    expect(await buyerRows()).toEqual(before)
    const still = await buyer.browser.orders.getOrder({ query: { orderId: saved.id } })
    expect(still.data.order).toEqual(saved)
  })

  it('refuses a preview for another business’s vendor or order, a past deadline, a blank title or a cancelled order, storing nothing', async () => {
    const order = (await buyer.browser.orders.createOrder({ body: ORDER })).data
    const url = '/api/v1/ldb/rfq/mail-preview'
    const valid = { order: ORDER, vendorId: vendorIds[0], deadline: inDays(2) }
    const before = await buyerRows()

    const foreign = await raw(buyer, 'POST', url, { ...valid, vendorId: foreignVendorId })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toEqual([
      { path: 'body.vendorId', message: 'is not a vendor in your list' },
    ])
    const past = await raw(buyer, 'POST', url, { ...valid, deadline: inDays(-1) })
    expect(past.status).toBe(400)
    expect(past.body.errors).toEqual([
      expect.objectContaining({ path: 'body.deadline', message: 'must be in the future' }),
    ])
    const blank = await raw(buyer, 'POST', url, { ...valid, order: { ...ORDER, title: '   ' } })
    expect(blank.status).toBe(400)
    expect(blank.body.errors).toEqual([
      expect.objectContaining({ path: 'body.order.title', message: 'must not be blank' }),
    ])
    const notTheirs = await raw(other, 'POST', url, {
      ...valid,
      orderId: order.id,
      vendorId: foreignVendorId,
    })
    expect(notTheirs.status).toBe(404)
    expect(await buyerRows()).toEqual(before)

    await buyer.browser.orders.updateOrder({
      params: { id: order.id },
      body: { status: 'cancelled' },
    })
    const cancelled = await raw(buyer, 'POST', url, { ...valid, orderId: order.id })
    expect(cancelled.status).toBe(409)
  })
})
