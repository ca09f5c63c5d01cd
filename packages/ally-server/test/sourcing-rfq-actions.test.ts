import type { OrderInput, QuoteResponseInput, Rfq } from '@ally/sdk'
import { listDevMail } from '@ally/sdk/dev'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, quoteResponses, rfqs as rfqTable } from '../src/db/schema'
import { rowsTouching } from './database-snapshot'
import {
  ACCESS_KEY,
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
} from './harness'

// Longer than 300 lines: one harness per engine serves every case (starting one costs seconds).
//
// Issue #11, the buyer's actions on RFQs already out: change the lines while nobody has answered,
// remind the vendors that have not answered, send one RFQ again, close a round early. The first
// three e-mail each vendor concerned a new link (the old one then answers 404), closing tells the
// vendors that had not answered; a refusal stores and sends nothing; another business's ids 404.

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

const ORDER: OrderInput = {
  title: 'Copper cable',
  lines: [
    { description: 'Cable 2.5mm', quantity: 500, unit: 'm', targetPrice: 1.1 },
    { description: 'Junction box', quantity: 20, unit: 'pcs' },
  ],
}
const NEW_LINES: OrderInput['lines'] = [
  { description: 'Cable 4mm', quantity: 300, unit: 'm', specifications: 'IEC 60228' },
  { description: 'Junction box IP65', quantity: 25, unit: 'pcs', targetPrice: 3 },
  { description: 'Cable ties', quantity: 1000, unit: 'pcs' },
]

describe.each(ENGINES)('reminding, resending, changing and closing RFQs on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer
  let stranger: Buyer
  const vendors: { id: string; email: string; name: string }[] = []
  const emails = () => vendors.map((v) => v.email)

  async function linkToken(email: string) {
    const mail = await h.lastMail(email)
    const match = /\/vendor\/rfq\?token=(\S+)/.exec(mail?.text ?? '')
    if (!match?.[1]) throw new Error(`No RFQ link was e-mailed to ${email}`)
    return decodeURIComponent(match[1])
  }

  /** A round sent to the three vendors: each vendor's RFQ and link token, by vendor index. */
  async function sentRound() {
    const order = (await buyer.browser.orders.createOrder({ body: ORDER })).data
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: vendors.map((v) => v.id), deadline: inDays(7) },
    })
    const rfqs = vendors.map((v) => data.rfqs.find((rfq) => rfq.vendor.id === v.id) as Rfq)
    const tokens = await Promise.all(vendors.map((v) => linkToken(v.email)))
    return { order, quote: data.quote, rfqs, tokens }
  }

  const answer = (lines: { id: string }[]): QuoteResponseInput => ({
    currency: 'usd',
    lines: lines.map((line) => ({ lineId: line.id, unitPrice: 2 })),
    leadTimeDays: 5,
    validUntil: inDays(30).slice(0, 10),
  })
  const submit = (token: string, lines: { id: string }[]) =>
    h.client().vendorPortal.submitQuoteByLink({ query: { token }, body: answer(lines) })
  const byLink = (token: string) => h.client().vendorPortal.getRfqByLink({ query: { token } })

  /** A call as the SDK's client would not send it: straight to the server. */
  async function raw(owner: Buyer, method: 'POST' | 'PUT', url: string, payload?: object) {
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

  /** Everything stored about the business and its vendors, and the mail queued to the vendors. */
  async function storedState() {
    const { db } = h.database
    const mail = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, emails()))
    return {
      rows: await rowsTouching(db, [buyer.user.businessId, ...vendors.map((v) => v.id)]),
      mail: mail.length,
    }
  }

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('actions-buyer')
    stranger = await h.signedUpOwner('actions-stranger')
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const email = uniqueEmail(name.toLowerCase())
      const { data } = await buyer.browser.vendors.inviteVendors({
        body: { vendors: [{ name, email, orderTypes: ['supply'] }] },
      })
      vendors.push({ id: data.invited[0]?.id ?? '', email, name })
    }
  })
  afterAll(() => h?.close())

  it("changes the order's lines through one RFQ and e-mails every waiting vendor a new link", async () => {
    const { order, rfqs, tokens } = await sentRound()
    await h.client().vendorPortal.declineRfqByLink({ query: { token: tokens[2] ?? '' }, body: {} })
    const charlieMail = await h.lastMail(vendors[2]?.email ?? '')

    const changed = await buyer.browser.quotes.updateRfq({
      params: { id: rfqs[1]?.id ?? '' },
      body: { lines: NEW_LINES },
    })
    expect(changed.message).toBe('Lines changed; 2 vendors e-mailed')
    const lines = changed.data.lines
    expect(lines.map((line) => [line.description, line.quantity, line.unit])).toEqual([
      ['Cable 4mm', 300, 'm'],
      ['Junction box IP65', 25, 'pcs'],
      ['Cable ties', 1000, 'pcs'],
    ])
    // New lines, new ids: nothing referred to the old ones, since nobody had answered.
    const oldIds = new Set(rfqs[0]?.lines.map((line) => line.id))
    expect(lines.every((line) => line.id && !oldIds.has(line.id))).toBe(true)
    // They are the order's: every RFQ of it shows them.
    const read = (await buyer.browser.orders.getOrder({ query: { orderId: order.id } })).data
    expect(read.order.lines).toEqual(lines)
    const other = await buyer.browser.quotes.getRfq({ query: { rfqId: rfqs[0]?.id ?? '' } })
    expect(other.data.rfq.lines).toEqual(lines)

    for (const [index, vendor] of vendors.slice(0, 2).entries()) {
      const mail = await h.lastMail(vendor.email)
      expect(mail?.subject).toBe(`Changed: RFQ ${order.taId}: ${ORDER.title} — actions-buyer Ltd`)
      expect(mail?.text).toContain('changed its request for a quote')
      expect(mail?.text).toContain('1. Cable 4mm: 300 m (IEC 60228)')
      expect(mail?.text).toContain('3. Cable ties: 1000 pcs')
      expect(mail?.text).toContain('Links in earlier e-mails about it no longer work.')
      // The old link is gone; the new one opens the RFQ with the new lines, without target prices.
      expect((await expectApiError(byLink(tokens[index] ?? ''))).status).toBe(404)
      const { data } = await byLink(await linkToken(vendor.email))
      expect(data.lines.map((line) => line.description)).toEqual(lines.map((l) => l.description))
      expect(data.lines.some((line) => 'targetPrice' in line)).toBe(false)
    }
    // Charlie declined: no e-mail, and its link still works.
    expect(await h.lastMail(vendors[2]?.email ?? '')).toEqual(charlieMail)
    expect((await byLink(tokens[2] ?? '')).data.status).toBe('declined')

    // An answer made against the old lines no longer fits; one against the new lines does.
    const alphaToken = await linkToken(vendors[0]?.email ?? '')
    const stale = await expectApiError(submit(alphaToken, rfqs[0]?.lines ?? []))
    expect(stale.status).toBe(400)
    expect((await submit(alphaToken, lines)).data.lines).toHaveLength(3)

    // Now that a vendor has quoted these lines, they stay as they are.
    const before = await storedState()
    const refused = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/update/rfq/${rfqs[1]?.id}`, {
      lines: [{ description: 'Anything', quantity: 1, unit: 'pcs' }],
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/already quoted these lines/)
    expect(await storedState()).toEqual(before)
  })

  it.each([
    ['a blank unit', [{ description: 'Cable', quantity: 1, unit: ' ' }], 'body.lines.0.unit'],
    [
      'a blank description',
      [
        { description: 'Cable', quantity: 1, unit: 'm' },
        { description: '\t', quantity: 1, unit: 'm' },
      ],
      'body.lines.1.description',
    ],
    ['no lines', [], 'body.lines'],
    [
      'a zero quantity',
      [{ description: 'Cable', quantity: 0, unit: 'm' }],
      'body.lines.0.quantity',
    ],
    [
      'more than 200 lines',
      Array.from({ length: 201 }, (_, i) => ({ description: `Part ${i}`, quantity: 1, unit: 'm' })),
      'body.lines',
    ],
  ])(
    'refuses new lines with %s (400 naming it, nothing stored or sent)',
    async (_, lines, path) => {
      const { rfqs } = await sentRound()
      const before = await storedState()
      const response = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/update/rfq/${rfqs[0]?.id}`, {
        lines,
      })
      expect(response.status).toBe(400)
      expect((response.body.errors as { path: string }[]).map((e) => e.path)).toContain(path)
      expect(await storedState()).toEqual(before)
    },
  )

  it('takes exactly 200 new lines', async () => {
    const { rfqs } = await sentRound()
    const lines = Array.from({ length: 200 }, (_, i) => ({
      description: `Part ${i}`,
      quantity: 1,
      unit: 'pcs',
    }))
    const { data } = await buyer.browser.quotes.updateRfq({
      params: { id: rfqs[0]?.id ?? '' },
      body: { lines },
    })
    expect(data.lines).toHaveLength(200)
  })

  it('reminds the vendors who have not answered, each with a new link, and says when nobody is left', async () => {
    const { order, quote, rfqs, tokens } = await sentRound()
    await submit(tokens[0] ?? '', rfqs[0]?.lines ?? [])
    await byLink(tokens[1] ?? '') // viewed, not answered
    const alphaMail = await h.lastMail(vendors[0]?.email ?? '')

    const reminded = await buyer.browser.quotes.remindQuoteVendors({ params: { id: quote.id } })
    expect(reminded.message).toBe('2 vendors reminded')
    expect(reminded.data.quote).toMatchObject({ id: quote.id, status: 'open', waitingCount: 2 })
    expect(reminded.data.rfqs.map((rfq) => [rfq.vendor.name, rfq.status]).sort()).toEqual([
      ['Bravo', 'viewed'],
      ['Charlie', 'sent'],
    ])
    for (const index of [1, 2]) {
      const email = vendors[index]?.email ?? ''
      const mail = await h.lastMail(email)
      expect(mail?.subject).toBe(`Reminder: RFQ ${order.taId}: ${ORDER.title} — actions-buyer Ltd`)
      expect(mail?.text).toContain(`is still waiting for ${vendors[index]?.name}'s quote`)
      expect(mail?.text).toContain('1. Cable 2.5mm: 500 m')
      expect((await expectApiError(byLink(tokens[index] ?? ''))).status).toBe(404)
      expect((await byLink(await linkToken(email))).data.id).toBe(rfqs[index]?.id)
    }
    // Alpha answered: no reminder, and its link still works.
    expect(await h.lastMail(vendors[0]?.email ?? '')).toEqual(alphaMail)
    expect((await byLink(tokens[0] ?? '')).data.status).toBe('responded')

    const bravo = await linkToken(vendors[1]?.email ?? '')
    await h.client().vendorPortal.declineRfqByLink({ query: { token: bravo }, body: {} })
    await submit(await linkToken(vendors[2]?.email ?? ''), rfqs[2]?.lines ?? [])
    const before = await storedState()
    const nobody = await buyer.browser.quotes.remindQuoteVendors({ params: { id: quote.id } })
    expect(nobody.message).toMatch(/^Nobody to remind/)
    expect(nobody.data.rfqs).toEqual([])
    // Bravo declined and Charlie answered: the round page has nobody to remind either.
    expect(nobody.data.quote).toMatchObject({ waitingCount: 0 })
    expect(await storedState()).toEqual(before)
  })

  it('sends one RFQ again with a new link, and refuses one that takes no more answers', async () => {
    const { order, rfqs, tokens } = await sentRound()
    const [alpha, bravo, charlie] = rfqs as [Rfq, Rfq, Rfq]
    const resent = await buyer.browser.quotes.resendRfq({ params: { id: bravo.id } })
    expect(resent.message).toBe('RFQ sent again to Bravo')
    expect(resent.data).toMatchObject({ id: bravo.id, status: 'sent' })
    const mail = await h.lastMail(vendors[1]?.email ?? '')
    expect(mail?.subject).toBe(`RFQ ${order.taId}: ${ORDER.title} — actions-buyer Ltd`)
    expect(mail?.text).toContain('sent its request for a quote again')
    expect((await expectApiError(byLink(tokens[1] ?? ''))).status).toBe(404)
    const newToken = await linkToken(vendors[1]?.email ?? '')
    expect((await byLink(newToken)).data.id).toBe(bravo.id)

    // An answered RFQ may still be revised, so it can be sent again too.
    await submit(tokens[0] ?? '', alpha.lines)
    await buyer.browser.quotes.resendRfq({ params: { id: alpha.id } })

    await buyer.browser.quotes.updateRfq({
      params: { id: charlie.id },
      body: { status: 'cancelled' },
    })
    await h.database.db
      .update(rfqTable)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(rfqTable.id, bravo.id))
    const before = await storedState()
    for (const [rfq, message] of [
      [charlie, /This RFQ is cancelled/],
      [bravo, /deadline has passed; extend it/],
    ] as const) {
      const refused = await raw(buyer, 'POST', `/api/v1/ldb/rfq/resend/${rfq.id}`)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toMatch(message)
    }
    expect(await storedState()).toEqual(before)
    expect((await byLink(newToken)).data.id).toBe(bravo.id)
  })

  it('closes a round early: silent vendors expire and are told, answers stay to award', async () => {
    const { order, quote, rfqs, tokens } = await sentRound()
    const [alpha, bravo] = rfqs as [Rfq, Rfq, Rfq]
    const response = (await submit(tokens[0] ?? '', alpha.lines)).data
    await h.client().vendorPortal.declineRfqByLink({ query: { token: tokens[2] ?? '' }, body: {} })
    const mailBefore = [
      await h.lastMail(vendors[0]?.email ?? ''),
      await h.lastMail(vendors[2]?.email ?? ''),
    ]

    const closed = await buyer.browser.quotes.closeQuote({ params: { id: quote.id } })
    expect(closed.message).toBe('Round closed; 1 vendor had not answered')
    expect(closed.data.quote.status).toBe('closed')
    expect(Date.parse(closed.data.quote.deadline)).toBeLessThanOrEqual(Date.now())
    expect(closed.data.rfqs.map((rfq) => [rfq.id, rfq.status])).toEqual([[bravo.id, 'expired']])
    const statuses = await buyer.browser.quotes.listQuoteRfqs({ query: { quoteId: quote.id } })
    expect(statuses.data.items.map((rfq) => [rfq.vendor.name, rfq.status]).sort()).toEqual([
      ['Alpha', 'responded'],
      ['Bravo', 'expired'],
      ['Charlie', 'declined'],
    ])
    const told = await h.lastMail(vendors[1]?.email ?? '')
    expect(told?.subject).toBe(`Closed: RFQ ${order.taId} ${ORDER.title} — actions-buyer Ltd`)
    expect(told?.text).toContain('closed its request for a quote')
    expect([
      await h.lastMail(vendors[0]?.email ?? ''),
      await h.lastMail(vendors[2]?.email ?? ''),
    ]).toEqual(mailBefore)

    // Nobody answers any more, and the vendor reads that the buyer closed it.
    for (const [token, lines] of [
      [tokens[1], bravo.lines],
      [tokens[0], alpha.lines],
    ] as const) {
      const late = await expectApiError(submit(token ?? '', lines))
      expect(late.status).toBe(409)
      expect(late.message).toBe('The buyer closed this request, so it takes no more answers.')
    }
    // The round is still there to compare and award.
    const compared = await buyer.browser.quotes.compareQuote({ query: { quoteId: quote.id } })
    expect(compared.data.vendors[0]?.response?.id).toBe(response.id)

    const before = await storedState()
    for (const [method, url, payload, message] of [
      [
        'PUT',
        `/api/v1/ldb/rfq/quotes/close/${quote.id}`,
        undefined,
        'This round is already closed.',
      ],
      ['POST', `/api/v1/ldb/rfq/quotes/remind/${quote.id}`, undefined, /^This round is closed/],
      ['POST', `/api/v1/ldb/rfq/resend/${alpha.id}`, undefined, /^This round is closed/],
      [
        'PUT',
        `/api/v1/ldb/rfq/update/rfq/${bravo.id}`,
        { deadline: inDays(9) },
        /^This round is closed/,
      ],
      [
        'PUT',
        `/api/v1/ldb/rfq/update/rfq/${alpha.id}`,
        { lines: NEW_LINES },
        /already quoted these lines/,
      ],
      [
        'POST',
        '/api/v1/ldb/rfq/create/quote/rfqs',
        { orderId: order.id, quoteId: quote.id, vendorIds: [vendors[1]?.id], deadline: inDays(3) },
        /closed/,
      ],
    ] as const) {
      const refused = await raw(buyer, method, url, payload)
      expect(refused.status, url).toBe(409)
      expect(refused.body.message).toMatch(message)
    }
    expect(await storedState()).toEqual(before)

    const awarded = await buyer.browser.quotes.acceptQuote({
      body: { awards: [{ quoteResponseId: response.id }] },
    })
    expect(awarded.data.quote.status).toBe('awarded')
    const again = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/quotes/close/${quote.id}`)
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This round is already awarded.' },
    })
  })

  it("answers 404 to another business's ids and to ids that are no UUID, changing nothing", async () => {
    const { quote, rfqs } = await sentRound()
    const before = await storedState()
    const id = rfqs[0]?.id ?? ''
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/ldb/rfq/update/rfq/${id}`, { lines: NEW_LINES }],
      ['PUT', `/api/v1/ldb/rfq/update/rfq/${id}`, { message: 'Hello' }],
      ['POST', `/api/v1/ldb/rfq/resend/${id}`, undefined],
      ['POST', `/api/v1/ldb/rfq/quotes/remind/${quote.id}`, undefined],
      ['PUT', `/api/v1/ldb/rfq/quotes/close/${quote.id}`, undefined],
    ] as const) {
      const response = await raw(stranger, method, url, payload)
      expect(response.status, url).toBe(404)
    }
    for (const [method, url] of [
      ['POST', '/api/v1/ldb/rfq/resend/not-an-id'],
      ['POST', '/api/v1/ldb/rfq/quotes/remind/not-an-id'],
      ['PUT', '/api/v1/ldb/rfq/quotes/close/not-an-id'],
    ] as const) {
      expect((await raw(buyer, method, url)).status, url).toBe(404)
    }
    expect(
      (await raw(buyer, 'PUT', '/api/v1/ldb/rfq/update/rfq/not-an-id', { lines: NEW_LINES }))
        .status,
    ).toBe(404)
    expect(await storedState()).toEqual(before)
  })

  it('lets either the new lines or an answer in when both arrive at once, never both', async () => {
    // From the portal, so the answer does not depend on the link the change replaces.
    const { vendor, buyer: owner } = await h.verifiedVendor('racer')
    const vendorId = (await owner.browser.vendors.listVendors({ query: {} })).data.items[0]?.id
    for (let round = 0; round < 6; round++) {
      const order = (await owner.browser.orders.createOrder({ body: ORDER })).data
      const { data } = await owner.browser.quotes.sendRfqs({
        body: { orderId: order.id, vendorIds: [vendorId ?? ''], deadline: inDays(7) },
      })
      const rfq = data.rfqs[0] as Rfq
      const [changed, answered] = await Promise.allSettled([
        owner.browser.quotes.updateRfq({ params: { id: rfq.id }, body: { lines: NEW_LINES } }),
        vendor.vendorPortal.submitQuoteResponse({
          params: { rfqId: rfq.id },
          body: answer(rfq.lines),
        }),
      ])
      const statuses = [changed, answered].map((result) =>
        result.status === 'fulfilled' ? 200 : (result.reason as { status: number }).status,
      )
      expect([
        [200, 400],
        [409, 200],
      ]).toContainEqual(statuses)
      // Whatever won, every stored answer refers to lines the order has.
      const read = await owner.browser.orders.getOrder({ query: { orderId: order.id } })
      const ids = new Set(read.data.order.lines.map((line) => line.id))
      const stored = await h.database.db
        .select({ lines: quoteResponses.lines })
        .from(quoteResponses)
        .where(eq(quoteResponses.rfqId, rfq.id))
      expect(stored.flatMap((row) => row.lines).every((line) => ids.has(line.lineId))).toBe(true)
    }
  })

  it('takes a close and a reminder sent at the same moment one after the other', async () => {
    const { quote, rfqs } = await sentRound()
    const [closed, reminded] = await Promise.allSettled([
      buyer.browser.quotes.closeQuote({ params: { id: quote.id } }),
      buyer.browser.quotes.remindQuoteVendors({ params: { id: quote.id } }),
    ])
    expect(closed.status).toBe('fulfilled')
    // Either the reminder went first and the close told the vendor after it, or it was refused.
    const { data } = await h.api.request(listDevMail, { query: { to: vendors[1]?.email ?? '' } })
    const newest = data.items.slice(0, 3).map((mail) => mail.subject.split(':')[0])
    if (reminded.status === 'fulfilled') {
      expect(newest).toEqual(['Closed', 'Reminder', `RFQ ${quote.taId}`])
    } else {
      expect((reminded.reason as { status: number }).status).toBe(409)
      expect(newest.slice(0, 2)).toEqual(['Closed', `RFQ ${quote.taId}`])
    }
    // Nobody answered, but the round is closed: its lines stay as they are.
    const lines = await raw(buyer, 'PUT', `/api/v1/ldb/rfq/update/rfq/${rfqs[0]?.id}`, {
      lines: NEW_LINES,
    })
    expect(lines).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^This round is closed/) },
    })
  })
})
