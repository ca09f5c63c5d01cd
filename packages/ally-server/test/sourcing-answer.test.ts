import type { OrderInput, QuoteResponseInput, Rfq } from '@ally/sdk'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMail, quoteResponses, rfqs } from '../src/db/schema'
import { rfqThread } from '../src/services/mail-threads'
import { rowsTouching } from './database-snapshot'
import { ACCESS_KEY, ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 1", the vendor's side: a vendor answers an RFQ per line from its e-mailed
// link or from its portal, revises it until the deadline (each revision kept), or declines. After
// the deadline, the buyer's choice or a cancellation, the RFQ still shows and takes nothing (409).

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

const ORDER: OrderInput = {
  title: 'Office chairs',
  lines: [
    { description: 'Task chair', quantity: 10, unit: 'pcs' },
    { description: 'Chair mat', quantity: 4, unit: 'pcs' },
  ],
}

describe.each(ENGINES)('vendors answering RFQs on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer
  let vendorId = ''
  let vendorEmail = ''

  /** The link token in the newest RFQ e-mail to an address. */
  async function linkToken(email: string) {
    const mail = await h.lastMail(email)
    const match = /\/vendor\/rfq\?token=(\S+)/.exec(mail?.text ?? '')
    if (!match?.[1]) throw new Error(`No RFQ link was e-mailed to ${email}`)
    return decodeURIComponent(match[1])
  }

  /** A new order sent to the vendor; its RFQ and the token of the link e-mailed for it. */
  async function sentRfq(owner = buyer, vendor = vendorId, email = vendorEmail, days = 7) {
    const order = (await owner.browser.orders.createOrder({ body: ORDER })).data
    const { data } = await owner.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendor], deadline: inDays(days) },
    })
    return { rfq: data.rfqs[0] as Rfq, token: await linkToken(email) }
  }

  const answer = (rfq: Rfq, prices: number[], extra: Partial<QuoteResponseInput> = {}) => ({
    currency: 'usd' as const,
    lines: rfq.lines.map((line, index) => ({ lineId: line.id, unitPrice: prices[index] ?? 0 })),
    leadTimeDays: 12,
    validUntil: inDays(30).slice(0, 10),
    ...extra,
  })

  async function raw(url: string, payload: object, token?: string) {
    const response = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'access-key': ACCESS_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    })
    return { status: response.statusCode, body: response.json() as Record<string, unknown> }
  }
  const linkUrl = (action: 'quote' | 'decline', token: string) =>
    `/api/v1/vendor/rfq/link/${action}?token=${encodeURIComponent(token)}`

  const revisions = (rfqId: string) =>
    h.database.db
      .select({ revision: quoteResponses.revision, status: quoteResponses.status })
      .from(quoteResponses)
      .where(eq(quoteResponses.rfqId, rfqId))
      .orderBy(asc(quoteResponses.revision))

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('answer-buyer')
    vendorEmail = uniqueEmail('answer-vendor')
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Seatco Ltd', email: vendorEmail, orderTypes: ['supply'] }] },
    })
    vendorId = data.invited[0]?.id ?? ''
  })
  afterAll(() => h?.close())

  it('e-mails each RFQ in a thread of its own, which a reply by e-mail leads back to', async () => {
    const { rfq } = await sentRfq()
    const mail = await h.lastMail(vendorEmail)
    const [stored] = await h.database.db
      .select({ thread: devMail.thread })
      .from(devMail)
      .where(eq(devMail.id, mail?.id as string))
    expect(stored?.thread).toBe(rfqThread(rfq.id))
  })

  it('takes an answer from the link, totals it, and the buyer sees it', async () => {
    const { rfq, token } = await sentRfq()
    const vendor = h.client().vendorPortal
    const sent = await vendor.submitQuoteByLink({
      query: { token },
      body: answer(rfq, [89.5, 12.25], { shippingCost: 40, notes: ' Free assembly. ' }),
    })
    expect(sent.message).toBe('Your quote was sent to the buyer.')
    expect(sent.data).toMatchObject({
      rfqId: rfq.id,
      revision: 1,
      status: 'submitted',
      subtotal: 944,
      shippingCost: 40,
      total: 984,
      notes: 'Free assembly.',
      vendor: { id: vendorId },
    })
    // A line's quantity, left out, is the quantity asked for.
    expect(sent.data.lines.map((line) => line.quantity)).toEqual([10, 4])

    const opened = await vendor.getRfqByLink({ query: { token } })
    expect(opened.data).toMatchObject({ status: 'responded', response: { id: sent.data.id } })
    const seen = (await buyer.browser.quotes.getRfq({ query: { rfqId: rfq.id } })).data
    expect(seen.rfq).toMatchObject({ status: 'responded', total: 984 })
    expect(seen.rfq.respondedAt).not.toBeNull()
    expect(seen.rfq.viewedAt).not.toBeNull()
    expect(seen.responses.map((response) => response.id)).toEqual([sent.data.id])
  })

  it('makes a vendor that quoted from its link active in the buyer’s list', async () => {
    const email = uniqueEmail('link-only')
    const invited = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Link Only Ltd', email, orderTypes: ['supply'] }] },
    })
    const id = invited.data.invited[0]?.id ?? ''
    const { rfq, token } = await sentRfq(buyer, id, email)
    const before = (await buyer.browser.vendors.getVendor({ query: { vendorId: id } })).data
    expect(before.vendor).toMatchObject({ status: 'invited', joinedAt: null })
    await h.client().vendorPortal.submitQuoteByLink({ query: { token }, body: answer(rfq, [5, 6]) })
    const after = (await buyer.browser.vendors.getVendor({ query: { vendorId: id } })).data
    expect(after.vendor.status).toBe('active')
    expect(after.vendor.joinedAt).not.toBeNull()
  })

  it('keeps every revision, and the link shows the latest', async () => {
    const { rfq, token } = await sentRfq()
    const vendor = h.client().vendorPortal
    await vendor.submitQuoteByLink({ query: { token }, body: answer(rfq, [100, 20]) })
    const revised = await vendor.submitQuoteByLink({
      query: { token },
      // Only the chairs this time, and fewer of them.
      body: {
        ...answer(rfq, [95]),
        lines: [{ lineId: rfq.lines[0]?.id ?? '', unitPrice: 95, quantity: 8 }],
      },
    })
    expect(revised.message).toBe('Revision 2 of your quote was sent to the buyer.')
    expect(revised.data).toMatchObject({ revision: 2, subtotal: 760, total: 760 })
    expect(await revisions(rfq.id)).toEqual([
      { revision: 1, status: 'superseded' },
      { revision: 2, status: 'submitted' },
    ])
    const opened = await vendor.getRfqByLink({ query: { token } })
    expect(opened.data.response).toMatchObject({ revision: 2, total: 760 })
  })

  it('gives answers sent at the same moment one revision each, and one live answer', async () => {
    const { rfq, token } = await sentRfq()
    const vendor = h.client().vendorPortal
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        vendor.submitQuoteByLink({ query: { token }, body: answer(rfq, [50 + i, 5]) }),
      ),
    )
    expect(results.map((r) => r.data.revision).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
    const stored = await revisions(rfq.id)
    expect(stored.filter((row) => row.status === 'submitted')).toEqual([
      { revision: 10, status: 'submitted' },
    ])
  })

  describe('refuses an answer that does not fit the request (400, nothing stored)', () => {
    let rfq: Rfq
    let token = ''
    beforeAll(async () => {
      ;({ rfq, token } = await sentRfq())
    })
    const cases: [string, (rfq: Rfq) => object, string][] = [
      ['no lines', (r) => ({ ...answer(r, []), lines: [] }), 'body.lines'],
      [
        'a line that is not in the request',
        (r) => ({
          ...answer(r, []),
          lines: [{ lineId: '0b5c2f63-5d8a-4d36-9d3c-4c1f2b9e7a10', unitPrice: 1 }],
        }),
        'body.lines.0.lineId',
      ],
      [
        'a line answered twice',
        (r) => ({
          ...answer(r, []),
          lines: [
            { lineId: r.lines[0]?.id, unitPrice: 1 },
            { lineId: r.lines[0]?.id, unitPrice: 2 },
          ],
        }),
        'body.lines.1.lineId',
      ],
      [
        'a zero quantity',
        (r) => ({
          ...answer(r, []),
          lines: [{ lineId: r.lines[0]?.id, unitPrice: 1, quantity: 0 }],
        }),
        'body.lines.0.quantity',
      ],
      [
        'a negative price',
        (r) => ({ ...answer(r, []), lines: [{ lineId: r.lines[0]?.id, unitPrice: -1 }] }),
        'body.lines.0.unitPrice',
      ],
      ['an unknown currency', (r) => ({ ...answer(r, [1, 1]), currency: 'xyz' }), 'body.currency'],
      [
        'a validity in the past',
        (r) => ({ ...answer(r, [1, 1]), validUntil: '2020-01-01' }),
        'body.validUntil',
      ],
    ]
    it.each(cases)('%s', async (_, body, path) => {
      const before = await rowsTouching(h.database.db, [buyer.user.businessId, vendorId])
      const response = await raw(linkUrl('quote', token), body(rfq))
      expect(response.status).toBe(400)
      expect((response.body.errors as { path: string }[]).map((e) => e.path)).toContain(path)
      expect(await rowsTouching(h.database.db, [buyer.user.businessId, vendorId])).toEqual(before)
    })
  })

  it('e-mails the buyer each answer, revision and decline, with a link to compare', async () => {
    const { rfq, token } = await sentRfq()
    const vendor = h.client().vendorPortal
    await vendor.submitQuoteByLink({ query: { token }, body: answer(rfq, [50, 5]) })
    const first = await h.lastMail(buyer.email)
    expect(first?.subject).toBe(`New quote: ${rfq.taId} Office chairs — Seatco Ltd`)
    expect(first?.text).toContain('Seatco Ltd sent a quote for Office chairs')
    expect(first?.text).toContain('$520.00')
    expect(first?.text).toContain(`/dashboard/quotes/${rfq.quoteId}/responses`)
    await vendor.submitQuoteByLink({ query: { token }, body: answer(rfq, [45, 5]) })
    expect((await h.lastMail(buyer.email))?.subject).toMatch(/^Revised quote: /)
    await vendor.declineRfqByLink({ query: { token }, body: { reason: 'Out of stock' } })
    const declined = await h.lastMail(buyer.email)
    expect(declined?.subject).toBe(`Declined: ${rfq.taId} Office chairs — Seatco Ltd`)
    expect(declined?.text).toContain('Its reason: “Out of stock”')
  })

  it('answers 404 to a wrong token, for answers and declines alike', async () => {
    const { rfq, token } = await sentRfq()
    for (const wrong of ['nope', `${token}x`]) {
      expect((await raw(linkUrl('quote', wrong), answer(rfq, [1, 1]))).status).toBe(404)
      expect((await raw(linkUrl('decline', wrong), {})).status).toBe(404)
    }
  })

  it('declines with a reason, withdrawing the live answer, and may answer again before the deadline', async () => {
    const { rfq, token } = await sentRfq()
    const vendor = h.client().vendorPortal
    await vendor.submitQuoteByLink({ query: { token }, body: answer(rfq, [70, 9]) })
    const declined = await vendor.declineRfqByLink({
      query: { token },
      body: { reason: 'Out of stock until March' },
    })
    expect(declined.message).toBe('You declined this request.')
    expect(declined.data).toMatchObject({ status: 'declined', response: null })
    const [stored] = await h.database.db
      .select({ reason: rfqs.declineReason })
      .from(rfqs)
      .where(eq(rfqs.id, rfq.id))
    expect(stored?.reason).toBe('Out of stock until March')
    expect(
      (await buyer.browser.quotes.getRfq({ query: { rfqId: rfq.id } })).data.rfq,
    ).toMatchObject({ status: 'declined', total: null })
    const again = await vendor.submitQuoteByLink({ query: { token }, body: answer(rfq, [72, 9]) })
    expect(again.data.revision).toBe(2)
    expect(await revisions(rfq.id)).toEqual([
      { revision: 1, status: 'withdrawn' },
      { revision: 2, status: 'submitted' },
    ])
  })

  it('still shows an RFQ past its deadline or cancelled, and takes nothing more (409)', async () => {
    const late = await sentRfq()
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: late.token },
      body: answer(late.rfq, [10, 1]),
    })
    await h.database.db
      .update(rfqs)
      .set({ deadline: new Date(Date.now() - DAY_MS) })
      .where(eq(rfqs.id, late.rfq.id))
    const cancelled = await sentRfq()
    await buyer.browser.quotes.updateRfq({
      params: { id: cancelled.rfq.id },
      body: { status: 'cancelled' },
    })
    for (const [{ rfq, token }, message] of [
      [late, 'The deadline for this request has passed, so it takes no more answers.'],
      [cancelled, 'The buyer closed this request, so it takes no more answers.'],
    ] as const) {
      const before = await revisions(rfq.id)
      const quote = await raw(linkUrl('quote', token), answer(rfq, [1, 1]))
      const decline = await raw(linkUrl('decline', token), {})
      expect([quote.status, quote.body.message]).toEqual([409, message])
      expect([decline.status, decline.body.message]).toEqual([409, message])
      expect(await revisions(rfq.id)).toEqual(before)
      const shown = await h.client().vendorPortal.getRfqByLink({ query: { token } })
      expect(shown.data.id).toBe(rfq.id)
    }
    const shown = await h.client().vendorPortal.getRfqByLink({ query: { token: late.token } })
    expect(shown.data.response).toMatchObject({ total: 104 })
  })

  it('lets a vendor with a portal account open, answer and decline its own RFQs only', async () => {
    const { vendor, buyer: portalBuyer, email } = await h.verifiedVendor('portal-answer')
    const listed = await portalBuyer.browser.vendors.listVendors({ query: { search: email } })
    const portalVendorId = listed.data.items[0]?.id ?? ''
    const { rfq } = await sentRfq(portalBuyer, portalVendorId, email)

    const opened = await vendor.vendorPortal.getVendorRfq({ query: { rfqId: rfq.id } })
    expect(opened.data).toMatchObject({ id: rfq.id, status: 'viewed', response: null })
    // The buyer's target prices stay the buyer's.
    expect(opened.data.lines.every((line) => !('targetPrice' in line))).toBe(true)
    const sent = await vendor.vendorPortal.submitQuoteResponse({
      params: { rfqId: rfq.id },
      body: answer(rfq, [80, 10]),
    })
    expect(sent.data).toMatchObject({ revision: 1, total: 840 })
    const declined = await vendor.vendorPortal.declineRfq({ params: { rfqId: rfq.id }, body: {} })
    expect(declined.data.status).toBe('declined')

    // Another buyer's RFQ to another vendor is not found from this account.
    const { rfq: foreign } = await sentRfq()
    const token = vendor.vendorSession.getToken() ?? ''
    for (const url of [
      `/api/v1/vendor/rfq/quote/${foreign.id}`,
      `/api/v1/vendor/rfq/decline/${foreign.id}`,
    ]) {
      expect((await raw(url, answer(foreign, [1, 1]), token)).status).toBe(404)
    }
    const get = await h.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/rfq/single?rfqId=${foreign.id}`,
      headers: { 'access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
    })
    expect(get.statusCode).toBe(404)
    expect(await revisions(foreign.id)).toEqual([])
  })
})
