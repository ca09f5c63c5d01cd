import type { AllyClient, OrderInput, QuoteResponseInput, Rfq } from '@ally/sdk'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedQuoteResponses, quoteAwards, quoteResponses } from '../src/db/schema'
import {
  ACCESS_KEY,
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
} from './harness'

// Issue "Sourcing, part 1", comparison and award: the buyer compares a round's live answers in
// one currency and awards the whole round to one vendor or splits it by line. Exactly one award
// per line, however many accepts arrive at once; refusals store and send nothing.

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

const ORDER: OrderInput = {
  title: 'Steel bolts',
  currency: 'usd',
  lines: [
    { description: 'M8 bolt', quantity: 100, unit: 'pcs', targetPrice: 0.4 },
    { description: 'M8 nut', quantity: 200, unit: 'pcs' },
  ],
}

describe.each(ENGINES)('comparing and awarding a round on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer
  const vendors: { id: string; email: string; name: string }[] = []

  async function linkToken(email: string) {
    const mail = await h.lastMail(email)
    const match = /\/vendor\/rfq\?token=(\S+)/.exec(mail?.text ?? '')
    if (!match?.[1]) throw new Error(`No RFQ link was e-mailed to ${email}`)
    return decodeURIComponent(match[1])
  }

  /** A round sent to the three vendors; each vendor's RFQ and link token, by vendor index. */
  async function sentRound(owner = buyer) {
    const order = (await owner.browser.orders.createOrder({ body: ORDER })).data
    const { data } = await owner.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: vendors.map((v) => v.id), deadline: inDays(7) },
    })
    const rfqs = vendors.map((v) => data.rfqs.find((rfq) => rfq.vendor.id === v.id) as Rfq)
    const tokens = await Promise.all(vendors.map((v) => linkToken(v.email)))
    return { order, quote: data.quote, rfqs, tokens }
  }

  const answer = (
    rfq: Rfq,
    prices: (number | null)[],
    extra: Partial<QuoteResponseInput> = {},
  ): QuoteResponseInput => ({
    currency: 'usd',
    lines: rfq.lines.flatMap((line, index) => {
      const price = prices[index]
      return price === null || price === undefined ? [] : [{ lineId: line.id, unitPrice: price }]
    }),
    leadTimeDays: 10,
    validUntil: inDays(30).slice(0, 10),
    ...extra,
  })

  async function submit(token: string, body: QuoteResponseInput) {
    return (await h.client().vendorPortal.submitQuoteByLink({ query: { token }, body })).data
  }

  /** Round with vendor 0 in usd, vendor 1 in eur (with shipping), vendor 2 silent. */
  async function answeredRound() {
    const round = await sentRound()
    const [a, b] = round.rfqs as [Rfq, Rfq]
    const first = await submit(round.tokens[0] ?? '', answer(a, [0.5, 0.2], { shippingCost: 10 }))
    const second = await submit(
      round.tokens[1] ?? '',
      answer(b, [0.46, 0.23], { currency: 'eur', shippingCost: 9.2 }),
    )
    return { ...round, responses: [first, second] }
  }

  const awardRows = (quoteId: string) =>
    h.database.db.select().from(quoteAwards).where(eq(quoteAwards.quoteId, quoteId))

  async function rawAccept(payload: object, owner: AllyClient = buyer.browser) {
    const token = owner.session.get()?.token ?? ''
    const response = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/ldb/rfq/quote/acceptance',
      headers: { 'access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
      payload,
    })
    return { status: response.statusCode, body: response.json() as Record<string, unknown> }
  }

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('award-buyer')
    for (const name of ['Boltco', 'Eurofix', 'Quietparts']) {
      const email = uniqueEmail(name.toLowerCase())
      const { data } = await buyer.browser.vendors.inviteVendors({
        body: { vendors: [{ name, email, orderTypes: ['supply'] }] },
      })
      vendors.push({ id: data.invited[0]?.id ?? '', email, name })
    }
  })
  afterAll(() => h?.close())

  it('compares the answers in the round currency, cheapest landed cost first', async () => {
    const round = await answeredRound()
    const { quote, rfqs, responses } = round
    const { data, message } = await buyer.browser.quotes.compareQuote({
      query: { quoteId: quote.id },
    })
    expect(message).toBe('2 answers from 3 vendors')
    expect(data.quote.id).toBe(quote.id)
    expect(data.lines.map((line) => line.description)).toEqual(['M8 bolt', 'M8 nut'])
    // The buyer's own view keeps its target price.
    expect(data.lines[0]?.targetPrice).toBe(0.4)
    expect(data.awards).toEqual([])
    const [cheapest, next, silent] = data.vendors
    // Boltco: 50 $ + 40 $ + 10 $ shipping.
    expect(cheapest).toMatchObject({
      vendor: { name: 'Boltco' },
      rate: 1,
      subtotal: 90,
      shippingCost: 10,
      total: 100,
      response: { id: responses[0]?.id, currency: 'usd', total: 100 },
    })
    // Eurofix: (46 + 46) € + 9.20 € shipping = 101.20 € = 110.00 $ at 0.92 € per $.
    expect(next).toMatchObject({
      vendor: { name: 'Eurofix' },
      rate: expect.closeTo(1 / 0.92, 6),
      subtotal: 100,
      shippingCost: 10,
      total: 110,
      response: { id: responses[1]?.id, currency: 'eur', total: 101.2 },
    })
    expect(next?.lines).toEqual([
      { lineId: rfqs[1]?.lines[0]?.id, unitPrice: 0.5, total: 50 },
      { lineId: rfqs[1]?.lines[1]?.id, unitPrice: 0.25, total: 50 },
    ])
    expect(silent).toMatchObject({
      vendor: { name: 'Quietparts' },
      status: 'sent',
      response: null,
      lines: [],
      total: null,
    })
    expect(silent?.responseRate === null || typeof silent?.responseRate === 'number').toBe(true)
    // Lists show an answer's total in the round's currency, however it was quoted.
    const eurofixRfq = await buyer.browser.quotes.getRfq({ query: { rfqId: rfqs[1]?.id ?? '' } })
    expect(eurofixRfq.data.rfq).toMatchObject({ currency: 'usd', total: 110 })
    const listed = await buyer.browser.quotes.listRfqs({
      query: { taId: round.order.taId, amount: 105 },
    })
    expect(listed.data.items.map((rfq) => rfq.vendor.name)).toEqual(['Eurofix'])
    const rounds = await buyer.browser.quotes.listQuotes({ query: { taId: round.order.taId } })
    expect(rounds.data.items[0]?.lowestTotal).toBe(100)

    // One RFQ's answer, revision by revision, newest first.
    await submit(round.tokens[0] ?? '', answer(rfqs[0] as Rfq, [0.48, 0.2]))
    const revisions = await buyer.browser.quotes.listQuoteResponses({
      params: { id: rfqs[0]?.id ?? '' },
      query: { limit: 1 },
    })
    expect(revisions.message).toBe('2 responses')
    expect(revisions.data.items.map((item) => [item.revision, item.status])).toEqual([
      [2, 'submitted'],
    ])
    expect(revisions.data.pagination).toMatchObject({ total: 2, totalPages: 2 })
  })

  it('awards the whole round to one vendor and tells every vendor asked', async () => {
    const { order, quote, responses, tokens, rfqs } = await answeredRound()
    const winner = responses[0]
    const accepted = await buyer.browser.quotes.acceptQuote({
      body: { awards: [{ quoteResponseId: winner?.id ?? '' }], note: ' Deliver to dock 3. ' },
    })
    expect(accepted.message).toBe('Quote from Boltco accepted')
    expect(accepted.data.quote.status).toBe('awarded')
    expect(accepted.data.approved).toHaveLength(1)
    expect(accepted.data.approved[0]).toMatchObject({
      quoteResponseId: winner?.id,
      quoteId: quote.id,
      orderId: order.id,
      taId: order.taId,
      vendor: { name: 'Boltco' },
      currency: 'usd',
      shippingCost: 10,
      total: 100,
      note: 'Deliver to dock 3.',
      purchaseOrderId: null,
    })
    expect(accepted.data.approved[0]?.lines).toEqual([
      expect.objectContaining({ description: 'M8 bolt', quantity: 100, unitPrice: 0.5, total: 50 }),
      expect.objectContaining({ description: 'M8 nut', quantity: 200, unitPrice: 0.2, total: 40 }),
    ])

    const statuses = async () =>
      Promise.all(
        rfqs.map(
          async (rfq) => (await buyer.browser.quotes.getRfq({ query: { rfqId: rfq.id } })).data,
        ),
      )
    const after = await statuses()
    expect(after.map((item) => item.rfq.status)).toEqual(['awarded', 'not_awarded', 'not_awarded'])
    expect(after[0]?.responses[0]?.status).toBe('accepted')
    expect(after[1]?.responses[0]?.status).toBe('rejected')
    expect(
      (await buyer.browser.orders.getOrder({ query: { orderId: order.id } })).data.order.status,
    ).toBe('awarded')

    // Mail: the winner learns what it won; the others, that another quote was chosen.
    expect((await h.lastMail(vendors[0]?.email ?? ''))?.subject).toMatch(/^Quote accepted: /)
    expect((await h.lastMail(vendors[0]?.email ?? ''))?.text).toContain('Total: $100.00')
    expect((await h.lastMail(vendors[1]?.email ?? ''))?.subject).toMatch(/^Not selected: /)
    expect((await h.lastMail(vendors[2]?.email ?? ''))?.subject).toMatch(/^Not selected: /)

    // The comparison shows the award; the round takes no more answers and no second award.
    const compared = (await buyer.browser.quotes.compareQuote({ query: { quoteId: quote.id } }))
      .data
    expect(compared.awards.map((award) => award.vendorId)).toEqual([vendors[0]?.id, vendors[0]?.id])
    const late = await expectApiError(
      h.client().vendorPortal.submitQuoteByLink({
        query: { token: tokens[2] ?? '' },
        body: answer(rfqs[2] as Rfq, [0.1, 0.1]),
      }),
    )
    expect(late.status).toBe(409)
    const again = await rawAccept({ awards: [{ quoteResponseId: responses[1]?.id }] })
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This round has already been awarded.' },
    })
    expect(await awardRows(quote.id)).toHaveLength(2)
  })

  it('splits the award by line between two vendors', async () => {
    const { quote, rfqs, responses, order } = await answeredRound()
    const [bolt, nut] = rfqs[0]?.lines ?? []
    const split = await buyer.browser.quotes.acceptQuote({
      body: {
        awards: [
          { quoteResponseId: responses[0]?.id ?? '', lineIds: [bolt?.id ?? ''] },
          { quoteResponseId: responses[1]?.id ?? '', lineIds: [nut?.id ?? ''] },
        ],
      },
    })
    expect(split.message).toBe('Award split between 2 vendors')
    expect(
      split.data.approved.map((a) => [a.vendor.name, a.lines.map((l) => l.description), a.total]),
    ).toEqual([
      ['Boltco', ['M8 bolt'], 60],
      ['Eurofix', ['M8 nut'], 55.2],
    ])
    const rows = await h.database.db
      .select({ status: quoteResponses.status })
      .from(quoteResponses)
      .where(sql`${quoteResponses.id} in (${responses[0]?.id}, ${responses[1]?.id})`)
    expect(rows.map((row) => row.status)).toEqual(['partially_accepted', 'partially_accepted'])
    // Each RFQ says what its vendor won, in the round's currency, not its whole answer (issue #28).
    const won = await buyer.browser.quotes.listQuoteRfqs({ query: { quoteId: quote.id } })
    const awarded = won.data.items
      .filter((rfq) => rfq.status === 'awarded')
      .map((rfq) => [rfq.vendor.name, rfq.currency, rfq.awardedTotal, rfq.total])
      .sort()
    expect(awarded).toEqual([
      ['Boltco', 'usd', 60, 100],
      ['Eurofix', 'usd', 60, 110],
    ])
    // The comparison says what comes next for each winner: a PO from its approved response.
    const approvedIds = split.data.approved.map((approved) => approved.id).sort()
    const before = (await buyer.browser.quotes.compareQuote({ query: { quoteId: quote.id } })).data
    expect([...new Set(before.awards.map((award) => award.approvedId))].sort()).toEqual(approvedIds)
    expect(before.awards.every((award) => award.purchaseOrder === null)).toBe(true)
    const { data: po } = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: { approvedQuoteResponseId: split.data.approved[0]?.id ?? '' },
    })
    const after = (await buyer.browser.quotes.compareQuote({ query: { quoteId: quote.id } })).data
    const made = after.awards.filter((award) => award.purchaseOrder !== null)
    expect(made.map((award) => award.purchaseOrder)).toEqual([{ id: po.id, number: po.number }])

    // The approved list: newest first, filtered by deal, vendor, text and what waits for a PO.
    const byDeal = await buyer.browser.quotes.listApprovedQuoteResponses({
      query: { taId: order.taId.toLowerCase() },
    })
    expect(byDeal.data.items.map((item) => item.vendor.name).sort()).toEqual(['Boltco', 'Eurofix'])
    const byVendor = await buyer.browser.quotes.listApprovedQuoteResponses({
      query: { vendor: vendors[1]?.id, pending: 'true', search: 'eurofix' },
    })
    expect(byVendor.data.items.every((item) => item.vendor.name === 'Eurofix')).toBe(true)
    expect(byVendor.data.items.some((item) => item.quoteId === quote.id)).toBe(true)
  })

  it('refuses awards that do not fit the round, and stores and sends nothing', async () => {
    const { quote, rfqs, responses } = await answeredRound()
    const other = await answeredRound()
    const [bolt] = rfqs[0]?.lines ?? []
    const mailBefore = await h.lastMail(vendors[2]?.email ?? '')
    const refusals = [
      {
        payload: {
          awards: [
            { quoteResponseId: responses[0]?.id, lineIds: [bolt?.id] },
            { quoteResponseId: responses[1]?.id, lineIds: [rfqs[1]?.lines[0]?.id] },
          ],
        },
        status: 400,
        path: 'body.awards.1.lineIds.0',
      },
      {
        payload: { awards: [{ quoteResponseId: responses[0]?.id, lineIds: ['no-such-line'] }] },
        status: 400,
        path: 'body.awards.0.lineIds.0',
      },
      {
        payload: {
          awards: [
            { quoteResponseId: responses[0]?.id, lineIds: [bolt?.id] },
            { quoteResponseId: other.responses[1]?.id },
          ],
        },
        status: 400,
        path: 'body.awards.1.quoteResponseId',
      },
      { payload: { awards: [{ quoteResponseId: crypto.randomUUID() }] }, status: 404 },
      { payload: { awards: [] }, status: 400, path: 'body.awards' },
    ]
    for (const refusal of refusals) {
      const result = await rawAccept(refusal.payload)
      expect(result.status, JSON.stringify(result.body)).toBe(refusal.status)
      if (refusal.path) {
        expect(result.body.errors).toEqual(
          expect.arrayContaining([expect.objectContaining({ path: refusal.path })]),
        )
      }
    }
    expect(await awardRows(quote.id)).toEqual([])
    expect(
      await h.database.db
        .select()
        .from(approvedQuoteResponses)
        .where(eq(approvedQuoteResponses.quoteId, quote.id)),
    ).toEqual([])
    expect(await h.lastMail(vendors[2]?.email ?? '')).toEqual(mailBefore)

    // A revision replaces the answer the buyer compared: accepting the old one is a 409.
    const revised = await submit(other.tokens[0] ?? '', answer(other.rfqs[0] as Rfq, [0.45, 0.2]))
    const stale = await rawAccept({ awards: [{ quoteResponseId: other.responses[0]?.id }] })
    expect(stale.status).toBe(409)
    expect(String(stale.body.message)).toMatch(/newer answer/)
    // An answer past its validity cannot be accepted either.
    await h.database.db
      .update(quoteResponses)
      .set({ validUntil: '2020-01-01' })
      .where(eq(quoteResponses.id, revised.id))
    const expired = await rawAccept({ awards: [{ quoteResponseId: revised.id }] })
    expect(expired.status).toBe(409)
    expect(String(expired.body.message)).toMatch(/valid until 2020-01-01/)
  })

  it("gives another business's responses a 404 and awards nothing", async () => {
    const { responses, quote } = await answeredRound()
    const stranger = await h.signedUpOwner('award-stranger')
    const result = await rawAccept(
      { awards: [{ quoteResponseId: responses[0]?.id }] },
      stranger.browser,
    )
    expect(result.status).toBe(404)
    const compare = await expectApiError(
      stranger.browser.quotes.compareQuote({ query: { quoteId: quote.id } }),
    )
    expect(compare.status).toBe(404)
    expect(await awardRows(quote.id)).toEqual([])
  })

  it('deletes an RFQ nobody has awarded, tells its vendor, and keeps awarded ones', async () => {
    const { rfqs, tokens, responses } = await answeredRound()
    const silent = rfqs[2] as Rfq
    const deleted = await buyer.browser.quotes.deleteRfq({ params: { id: silent.id } })
    expect(deleted).toEqual({ message: 'RFQ deleted', data: null })
    const gone = await expectApiError(buyer.browser.quotes.getRfq({ query: { rfqId: silent.id } }))
    expect(gone.status).toBe(404)
    expect((await h.lastMail(vendors[2]?.email ?? ''))?.subject).toMatch(/^Withdrawn: RFQ /)
    const link = await expectApiError(
      h.client().vendorPortal.getRfqByLink({ query: { token: tokens[2] ?? '' } }),
    )
    expect(link.status).toBe(404)

    await buyer.browser.quotes.acceptQuote({
      body: { awards: [{ quoteResponseId: responses[0]?.id ?? '' }] },
    })
    for (const rfq of rfqs.slice(0, 2)) {
      const kept = await expectApiError(buyer.browser.quotes.deleteRfq({ params: { id: rfq.id } }))
      expect(kept.status).toBe(409)
    }
    const stranger = await h.signedUpOwner('delete-stranger')
    const theirs = await expectApiError(
      stranger.browser.quotes.deleteRfq({ params: { id: rfqs[0]?.id ?? '' } }),
    )
    expect(theirs.status).toBe(404)
  })

  it('takes exactly one of 20 accepts sent at the same moment', async () => {
    const { quote, responses, rfqs } = await answeredRound()
    const [bolt, nut] = rfqs[0]?.lines ?? []
    const bodies = Array.from({ length: 20 }, (_, i) =>
      i % 3 === 0
        ? { awards: [{ quoteResponseId: responses[i % 2]?.id }] }
        : i % 3 === 1
          ? {
              awards: [
                { quoteResponseId: responses[0]?.id, lineIds: [bolt?.id] },
                { quoteResponseId: responses[1]?.id, lineIds: [nut?.id] },
              ],
            }
          : { awards: [{ quoteResponseId: responses[1]?.id, lineIds: [bolt?.id] }] },
    )
    const results = await Promise.all(bodies.map((body) => rawAccept(body)))
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const awards = await awardRows(quote.id)
    const lines = awards.map((award) => award.lineId)
    expect(new Set(lines).size).toBe(lines.length)
    const winner = results.find((result) => result.status === 200)?.body as {
      data: { approved: { lines: unknown[] }[] }
    }
    expect(lines).toHaveLength(winner.data.approved.reduce((sum, a) => sum + a.lines.length, 0))
  })
})
