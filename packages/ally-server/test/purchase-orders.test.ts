import type { ApprovedQuoteResponse, OrderInput, Rfq } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/db/schema'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 2", purchase orders while they are the buyer's own: one PO per awarded
// vendor (a split award gives several) or one from scratch, a `PO-` number unique under
// concurrent creates, free changes while a draft, cancelling, and every status change kept with
// who made it. Sending, acknowledgement, shipments and receipt come later in the same issue;
// here, only what the vendor's RFQ says of its award's PO once sent (issue #28).

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

const ORDER: OrderInput = {
  title: 'Valve spares',
  deliveryAddress: 'Apapa Wharf, Gate 3',
  lines: [
    { description: 'Seat ring', quantity: 10, unit: 'pcs' },
    { description: 'Stem packing', quantity: 5, unit: 'sets' },
  ],
}

describe.each(ENGINES)('purchase orders on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer
  let stranger: Buyer
  const vendors: { id: string; email: string }[] = []

  async function linkToken(email: string, kind: 'rfq' | 'po' = 'rfq') {
    const mail = await h.lastMail(email)
    const match = new RegExp(`/vendor/${kind}\\?token=(\\S+)`).exec(mail?.text ?? '')
    if (!match?.[1]) throw new Error(`No ${kind} link was e-mailed to ${email}`)
    return decodeURIComponent(match[1])
  }
  /** The link of each vendor's RFQ in the latest `splitAward`, by vendor id. */
  const rfqLinks = new Map<string, string>()

  /** A round both vendors answered, split by line: vendor 0 the seat rings, vendor 1 the rest. */
  async function splitAward(): Promise<ApprovedQuoteResponse[]> {
    const order = (await buyer.browser.orders.createOrder({ body: ORDER })).data
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: vendors.map((v) => v.id), deadline: inDays(7) },
    })
    const responses = []
    for (const [index, vendor] of vendors.entries()) {
      const rfq = data.rfqs.find((r) => r.vendor.id === vendor.id) as Rfq
      rfqLinks.set(vendor.id, await linkToken(vendor.email))
      const sent = await h.client().vendorPortal.submitQuoteByLink({
        query: { token: rfqLinks.get(vendor.id) ?? '' },
        body: {
          currency: index === 0 ? 'usd' : 'eur',
          lines: rfq.lines.map((line) => ({ lineId: line.id, unitPrice: 4 + index })),
          shippingCost: 12,
          leadTimeDays: 10,
          validUntil: inDays(30).slice(0, 10),
        },
      })
      responses.push(sent.data)
    }
    const [ring, packing] = order.lines
    const { data: awarded } = await buyer.browser.quotes.acceptQuote({
      body: {
        awards: [
          { quoteResponseId: responses[0]?.id ?? '', lineIds: [ring?.id ?? ''] },
          { quoteResponseId: responses[1]?.id ?? '', lineIds: [packing?.id ?? ''] },
        ],
      },
    })
    return awarded.approved
  }

  const fromScratch = (vendorId = vendors[0]?.id ?? '') => ({
    vendorId,
    currency: 'usd' as const,
    lines: [{ description: 'Hand wheel', quantity: 3, unit: 'pcs', unitPrice: 19.99 }],
    tax: 4.5,
  })

  const poCount = async () =>
    (await h.database.db.select({ id: purchaseOrders.id }).from(purchaseOrders)).length

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('po-buyer')
    stranger = await h.signedUpOwner('po-stranger')
    for (const name of ['Valveco', 'Eurovalve']) {
      const email = uniqueEmail(name.toLowerCase())
      const { data } = await buyer.browser.vendors.inviteVendors({
        body: { vendors: [{ name, email, orderTypes: ['supply'] }] },
      })
      vendors.push({ id: data.invited[0]?.id ?? '', email })
    }
  })
  afterAll(() => h?.close())

  it('drafts one PO per awarded vendor, priced, addressed and numbered from the award', async () => {
    const approved = await splitAward()
    const made = []
    for (const award of approved) {
      const { message, data } = await buyer.browser.purchaseOrders.createPurchaseOrder({
        body: { approvedQuoteResponseId: award.id, paymentTerms: ' 30 days net ' },
      })
      expect(message).toBe(`Purchase order ${data.number} saved as a draft`)
      made.push(data)
    }
    const [usd, eur] = made
    expect(usd).toMatchObject({
      status: 'draft',
      taId: approved[0]?.taId,
      orderId: approved[0]?.orderId,
      approvedQuoteResponseId: approved[0]?.id,
      vendor: { id: vendors[0]?.id },
      currency: 'usd',
      lines: [{ description: 'Seat ring', quantity: 10, unit: 'pcs', unitPrice: 4, total: 40 }],
      subtotal: 40,
      shippingCost: 12,
      total: 52,
      deliveryAddress: 'Apapa Wharf, Gate 3',
      paymentTerms: '30 days net',
      history: [{ status: 'draft', by: expect.any(String), note: expect.stringMatching(/^Made/) }],
    })
    expect(eur).toMatchObject({ currency: 'eur', lines: [{ description: 'Stem packing' }] })
    expect(usd?.number).toMatch(/^PO-\d{4,}$/)
    expect(new Set(made.map((po) => po.number)).size).toBe(2)

    const again = await expectApiError(
      buyer.browser.purchaseOrders.createPurchaseOrder({
        body: { approvedQuoteResponseId: approved[0]?.id ?? '' },
      }),
    )
    expect(again.status).toBe(409)
    const listed = await buyer.browser.quotes.listApprovedQuoteResponses({
      query: { taId: approved[0]?.taId },
    })
    expect(listed.data.items.map((award) => award.purchaseOrderId).sort()).toEqual(
      made.map((po) => po.id).sort(),
    )
  })

  it('cancels a PO with who and when, frees its award for a new one, and refuses going back', async () => {
    const [award] = await splitAward()
    const first = (
      await buyer.browser.purchaseOrders.createPurchaseOrder({
        body: { approvedQuoteResponseId: award?.id ?? '' },
      })
    ).data
    const cancelled = await buyer.browser.purchaseOrders.updatePurchaseOrder({
      params: { id: first.id },
      body: { status: 'cancelled' },
    })
    expect(cancelled.message).toBe(`Purchase order ${first.number} cancelled`)
    expect(cancelled.data.history.map((change) => change.status)).toEqual(['draft', 'cancelled'])
    expect(cancelled.data.history[1]?.by).toBe(cancelled.data.history[0]?.by)

    for (const body of [{ status: 'cancelled' as const }, { notes: 'Too late' }]) {
      const refused = await expectApiError(
        buyer.browser.purchaseOrders.updatePurchaseOrder({ params: { id: first.id }, body }),
      )
      expect(refused.status).toBe(409)
    }
    const second = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: { approvedQuoteResponseId: award?.id ?? '' },
    })
    expect(second.data.number).not.toBe(first.number)
  })

  it('shows the vendor’s RFQ its award’s PO once sent, and where it stands, never a draft', async () => {
    const [award] = await splitAward()
    const [winner, other] = vendors
    const byLink = h.client().vendorPortal
    const rfqOf = async (vendorId = winner?.id ?? '') =>
      (await byLink.getRfqByLink({ query: { token: rfqLinks.get(vendorId) ?? '' } })).data
    expect(await rfqOf()).toMatchObject({ status: 'awarded', purchaseOrder: null })

    const { data: po } = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: { approvedQuoteResponseId: award?.id ?? '' },
    })
    // A draft is the buyer's own.
    expect((await rfqOf()).purchaseOrder).toBeNull()
    const sent = await buyer.browser.purchaseOrders.sendPurchaseOrder({
      params: { id: po.id },
      body: {},
    })
    const shown = await rfqOf()
    expect(shown.purchaseOrder).toEqual({
      id: po.id,
      number: po.number,
      status: 'sent',
      sentAt: sent.data.sentAt,
    })
    // The PO's own link (its token accepts or declines it) is the PO e-mail's alone.
    const poToken = await linkToken(winner?.email ?? '', 'po')
    expect(JSON.stringify(shown)).not.toContain(poToken)
    // The other winner's RFQ has no PO of its own yet, and never this one.
    expect((await rfqOf(other?.id)).purchaseOrder).toBeNull()

    await byLink.acknowledgePurchaseOrderByLink({
      query: { token: poToken },
      body: { accept: true },
    })
    expect((await rfqOf()).purchaseOrder).toMatchObject({ id: po.id, status: 'acknowledged' })
    // Cancelled, the award may be ordered again: no PO until the next one is sent.
    await buyer.browser.purchaseOrders.updatePurchaseOrder({
      params: { id: po.id },
      body: { status: 'cancelled' },
    })
    expect((await rfqOf()).purchaseOrder).toBeNull()
  })

  it('shows a portal vendor its award’s sent PO in the RFQ and in its inbox', async () => {
    const { vendor: portal, buyer: portalBuyer, email } = await h.verifiedVendor('po-rfq-portal')
    const [row] = (await portalBuyer.browser.vendors.listVendors({ query: { search: email } })).data
      .items
    const order = (await portalBuyer.browser.orders.createOrder({ body: ORDER })).data
    const { data } = await portalBuyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [row?.id ?? ''], deadline: inDays(7) },
    })
    const rfqId = data.rfqs[0]?.id ?? ''
    const answer = await portal.vendorPortal.submitQuoteResponse({
      params: { rfqId },
      body: {
        currency: 'usd',
        lines: order.lines.map((line) => ({ lineId: line.id, unitPrice: 3 })),
        leadTimeDays: 5,
        validUntil: inDays(30).slice(0, 10),
      },
    })
    const { data: awarded } = await portalBuyer.browser.quotes.acceptQuote({
      body: { awards: [{ quoteResponseId: answer.data.id }] },
    })
    const { data: po } = await portalBuyer.browser.purchaseOrders.createPurchaseOrder({
      body: { approvedQuoteResponseId: awarded.approved[0]?.id ?? '' },
    })
    const inbox = async () =>
      (await portal.vendorPortal.listVendorRfqs({ query: {} })).data.items.find(
        (rfq) => rfq.id === rfqId,
      )
    expect((await inbox())?.purchaseOrder).toBeNull()

    await portalBuyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    const opened = await portal.vendorPortal.getVendorRfq({ query: { rfqId } })
    expect(opened.data.purchaseOrder).toMatchObject({
      id: po.id,
      number: po.number,
      status: 'sent',
    })
    expect((await inbox())?.purchaseOrder).toEqual(opened.data.purchaseOrder)
  })

  it('drafts a PO from scratch and changes it freely while a draft', async () => {
    const { data: po } = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: fromScratch(),
    })
    expect(po).toMatchObject({ orderId: null, approvedQuoteResponseId: null, taId: po.number })
    expect(po).toMatchObject({ subtotal: 59.97, tax: 4.5, shippingCost: 0, total: 64.47 })
    const changed = await buyer.browser.purchaseOrders.updatePurchaseOrder({
      params: { id: po.id },
      body: {
        lines: [{ description: 'Hand wheel', quantity: 4, unit: 'pcs', unitPrice: 20 }],
        shippingCost: 7,
        deliveryDate: inDays(20).slice(0, 10),
      },
    })
    expect(changed.message).toBe('Updated successfully')
    expect(changed.data).toMatchObject({ subtotal: 80, tax: 4.5, shippingCost: 7, total: 91.5 })
    const { data: read } = await buyer.browser.purchaseOrders.getPurchaseOrder({
      query: { poId: po.id },
    })
    expect(read).toEqual({ purchaseOrder: changed.data, shipments: [] })
  })

  it('refuses a bad PO with the field named, and stores nothing', async () => {
    const before = await poCount()
    const theirs = (
      await stranger.browser.vendors.inviteVendors({
        body: {
          vendors: [{ name: 'Not yours', email: uniqueEmail('theirs'), orderTypes: ['supply'] }],
        },
      })
    ).data.invited[0]?.id
    const cases: [object, string][] = [
      [{ currency: 'usd', lines: fromScratch().lines }, 'body.vendorId'],
      [{ vendorId: vendors[0]?.id }, 'body.lines'],
      [fromScratch(theirs), 'body.vendorId'],
      [
        { ...fromScratch(), lines: [{ ...fromScratch().lines[0], unit: ' ' }] },
        'body.lines.0.unit',
      ],
      [{ approvedQuoteResponseId: vendors[0]?.id, vendorId: vendors[0]?.id }, 'body.vendorId'],
      [
        { ...fromScratch(), lines: [{ ...fromScratch().lines[0], quantity: 1e9, unitPrice: 1e9 }] },
        'body.lines.0.unitPrice',
      ],
    ]
    for (const [body, path] of cases) {
      const refused = await expectApiError(
        buyer.browser.purchaseOrders.createPurchaseOrder({ body: body as never }),
      )
      expect(refused.status).toBe(400)
      expect(refused.errors[0]?.path).toBe(path)
    }
    const unknown = await expectApiError(
      buyer.browser.purchaseOrders.createPurchaseOrder({
        body: { approvedQuoteResponseId: vendors[0]?.id ?? '' },
      }),
    )
    expect(unknown.status).toBe(404)
    expect(await poCount()).toBe(before)
  })

  it('starts numbering above the POs a business already has (the demo’s, say)', async () => {
    const fresh = await h.signedUpOwner('po-numbers')
    const { data } = await fresh.browser.vendors.inviteVendors({
      body: {
        vendors: [{ name: 'Old supplier', email: uniqueEmail('old'), orderTypes: ['supply'] }],
      },
    })
    const vendorId = data.invited[0]?.id ?? ''
    await h.database.db.insert(purchaseOrders).values({
      businessId: fresh.user.businessId,
      number: 'PO-0041',
      vendorId,
      lines: [],
      subtotal: 0,
      total: 0,
    })
    const made = await fresh.browser.purchaseOrders.createPurchaseOrder({
      body: fromScratch(vendorId),
    })
    expect(made.data.number).toBe('PO-0042')
  })

  it('numbers 20 concurrent POs of one business without a gap or a clash', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.browser.purchaseOrders.createPurchaseOrder({ body: fromScratch() }),
      ),
    )
    const numbers = made.map((result) => Number(result.data.number.slice(3))).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(20)
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19)
    const stored = await h.database.db
      .select({ number: purchaseOrders.number })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.vendorId, vendors[0]?.id ?? ''))
    expect(new Set(stored.map((row) => row.number)).size).toBe(stored.length)
  })
})
