import type { EndpointInput, listRfqs } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrders, vendorAccounts, vendors } from '../src/db/schema'
import { hashPassword } from '../src/services/secrets'
import { ENGINES, type Harness, startHarness, uniqueEmail } from './harness'
import { pastSourcingOf, recordRounds } from './past-sourcing'

const DAY_MS = 86_400_000
type RfqQuery = EndpointInput<typeof listRfqs>['query']
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

describe.each(ENGINES)('sourcing lists on %s', (engine) => {
  let h: Harness
  let buyerA: Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyerB: Awaited<ReturnType<Harness['signedUpOwner']>>
  let vendorClient: ReturnType<Harness['client']>
  const ids = { acmeA: '', betaA: '', acmeB: '' }

  beforeAll(async () => {
    h = await startHarness(engine)
    const { db } = h.database
    buyerA = await h.signedUpOwner('lists-a')
    buyerB = await h.signedUpOwner('lists-b')
    // One vendor account, Acme, serves both buyers; Beta only serves A and has no account.
    const acmeEmail = uniqueEmail('acme')
    const [account] = await db
      .insert(vendorAccounts)
      .values({
        email: acmeEmail,
        passwordHash: await hashPassword('vendor-pass-1'),
        companyName: 'Acme Ltd',
        contactName: 'Ada Acme',
        active: true,
      })
      .returning()
    const rows = await db
      .insert(vendors)
      .values([
        {
          businessId: buyerA.user.businessId,
          name: 'Acme Ltd',
          email: acmeEmail,
          status: 'active' as const,
          vendorAccountId: account?.id,
        },
        { businessId: buyerA.user.businessId, name: 'Beta Co', email: uniqueEmail('beta') },
        {
          businessId: buyerB.user.businessId,
          name: 'Acme (B)',
          email: acmeEmail,
          status: 'active' as const,
          vendorAccountId: account?.id,
        },
      ])
      .returning()
    ids.acmeA = rows[0]?.id ?? ''
    ids.betaA = rows[1]?.id ?? ''
    ids.acmeB = rows[2]?.id ?? ''

    const [, copperWire] = await recordRounds(h, buyerA.user.id, [
      {
        title: 'Steel pipes',
        sentAt: daysAgo(30),
        deadline: daysAgo(20),
        vendors: [
          {
            vendorId: ids.acmeA,
            answer: { total: 900, leadTimeDays: 7, at: daysAgo(25) },
            awarded: true,
          },
          { vendorId: ids.betaA, answer: { total: 1100, leadTimeDays: 4, at: daysAgo(24) } },
        ],
        purchaseOrder: { sentAt: daysAgo(19) },
      },
      {
        title: 'Copper wire',
        sentAt: daysAgo(3),
        deadline: new Date(Date.now() + 7 * DAY_MS),
        vendors: [{ vendorId: ids.acmeA }, { vendorId: ids.betaA }],
      },
    ])
    // A draft to Beta for the copper wire, before anyone answered. The product links a PO to its
    // order only through an award, so the draft (numbered and totalled by the product) is linked
    // here, for the lists to show the order's reference.
    const pastA = await pastSourcingOf(h, buyerA.user.id)
    const draft = await pastA.draftPurchaseOrder(
      {
        vendorId: ids.betaA,
        currency: 'usd',
        lines: [{ description: 'Copper wire', quantity: 1, unit: 'lot', unitPrice: 50 }],
      },
      new Date(),
    )
    await db
      .update(purchaseOrders)
      .set({ orderId: copperWire?.orderId })
      .where(eq(purchaseOrders.id, draft))
    await recordRounds(h, buyerB.user.id, [
      {
        title: 'Forklift service',
        orderType: 'service',
        sentAt: daysAgo(2),
        deadline: new Date(Date.now() + 3 * DAY_MS),
        vendors: [{ vendorId: ids.acmeB, answer: { total: 250, leadTimeDays: 1, at: daysAgo(1) } }],
      },
    ])

    vendorClient = h.client()
    const login = await vendorClient.vendorAccount.vendorLogin({
      body: { email: acmeEmail, password: 'vendor-pass-1' },
    })
    vendorClient.vendorSession.save(login.data)
  })
  afterAll(() => h?.close())

  it("lists one vendor's RFQs, newest first, with its answer's total", async () => {
    const { data } = await buyerA.browser.quotes.listRfqs({ query: { vendor: ids.acmeA } })
    expect(data.items.map((rfq) => [rfq.title, rfq.status, rfq.total, rfq.vendor.name])).toEqual([
      ['Copper wire', 'sent', null, 'Acme Ltd'],
      ['Steel pipes', 'awarded', 900, 'Acme Ltd'],
    ])
    expect(data.items[1]).toMatchObject({
      taId: 'TA-0001',
      currency: 'usd',
      lines: [{ quantity: 1 }],
    })
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 })
  })

  it('filters RFQs by text, deal reference, minimum total and status', async () => {
    const titles = async (query: RfqQuery) =>
      (await buyerA.browser.quotes.listRfqs({ query })).data.items.map(
        (rfq) => `${rfq.title}/${rfq.vendor.name}`,
      )
    // RFQs sent together come in no particular order among themselves.
    const sorted = async (query: RfqQuery) => (await titles(query)).sort()
    expect(await titles({ search: 'beta' })).toEqual(['Copper wire/Beta Co', 'Steel pipes/Beta Co'])
    expect(await sorted({ taId: 'ta-0002' })).toEqual(
      ['Copper wire/Acme Ltd', 'Copper wire/Beta Co'].sort(),
    )
    expect(await titles({ amount: 1000 })).toEqual(['Steel pipes/Beta Co'])
    expect(await titles({ status: 'not_awarded' })).toEqual(['Steel pipes/Beta Co'])
    expect(await titles({ vendor: 'not-a-uuid' })).toEqual([])
  })

  it('finds RFQs by title, reference and vendor, and a narrow or broad term alike', async () => {
    const titles = async (search: string) =>
      (await buyerA.browser.quotes.listRfqs({ query: { search } })).data.items
        .map((rfq) => `${rfq.title}/${rfq.vendor.name}`)
        .sort()
    expect(await titles('copper')).toEqual(['Copper wire/Acme Ltd', 'Copper wire/Beta Co'])
    expect(await titles('TA-0001')).toEqual(['Steel pipes/Acme Ltd', 'Steel pipes/Beta Co'])
    expect(await titles('acme')).toEqual(['Copper wire/Acme Ltd', 'Steel pipes/Acme Ltd'])
    expect(await titles('no such thing')).toEqual([])
    // `%` and `_` are the user's own characters, not wildcards.
    expect(await titles('%')).toEqual([])
  })

  it('counts RFQs exactly up to the limit and flags a larger total as an estimate', async () => {
    const capped = await startHarness(engine, { exactTotalLimit: 3 })
    try {
      const buyer = await capped.signedUpOwner('lists-capped')
      const { data: invited } = await buyer.browser.vendors.inviteVendors({
        body: {
          vendors: ['One', 'Two'].map((name) => ({
            name: `${name} Ltd`,
            email: uniqueEmail(name),
          })),
        },
      })
      const vendorIds = invited.invited.map((vendor) => vendor.id)
      for (const title of ['Bolts', 'Nuts']) {
        const order = (
          await buyer.browser.orders.createOrder({
            body: { title, lines: [{ description: title, quantity: 1, unit: 'box' }] },
          })
        ).data
        await buyer.browser.quotes.sendRfqs({
          body: {
            orderId: order.id,
            vendorIds,
            deadline: new Date(Date.now() + 86_400_000).toISOString(),
          },
        })
      }
      const all = await buyer.browser.quotes.listRfqs({ query: { limit: 2 } })
      expect(all.data.pagination).toEqual({
        page: 1,
        limit: 2,
        total: 3,
        totalPages: 2,
        totalIsEstimate: true,
      })
      const few = await buyer.browser.quotes.listRfqs({ query: { search: 'bolts' } })
      expect(few.data.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 })
    } finally {
      await capped.close()
    }
  })

  it('reports the real total on a page past the end', async () => {
    const { data } = await buyerA.browser.quotes.listRfqs({ query: { limit: 2, page: 5 } })
    expect(data.items).toEqual([])
    expect(data.pagination).toEqual({ page: 5, limit: 2, total: 4, totalPages: 2 })
  })

  it('lists the quotes a vendor quoted in, with counts and the lowest answer', async () => {
    const { data } = await buyerA.browser.quotes.listQuotes({ query: { vendor: ids.betaA } })
    expect(
      data.items.map((quote) => [
        quote.title,
        quote.status,
        quote.rfqCount,
        quote.responseCount,
        quote.lowestTotal,
      ]),
    ).toEqual([['Steel pipes', 'awarded', 2, 2, 900]])
    // The round was awarded, to Acme: listed for Beta, it carries Beta's own outcome.
    expect(data.items[0]?.vendorRfqStatus).toBe('not_awarded')
    const acme = await buyerA.browser.quotes.listQuotes({ query: { vendor: ids.acmeA } })
    expect(acme.data.items.map((quote) => quote.vendorRfqStatus)).toEqual(['awarded'])
    const all = await buyerA.browser.quotes.listQuotes({ query: {} })
    expect(all.data.items.every((quote) => quote.vendorRfqStatus === undefined)).toBe(true)
    expect(all.data.items[0]).toMatchObject({
      title: 'Copper wire',
      status: 'open',
      rfqCount: 2,
      responseCount: 0,
      lowestTotal: null,
    })
    const cheap = await buyerA.browser.quotes.listQuotes({ query: { amount: 950 } })
    expect(cheap.data.items).toEqual([])
  })

  it("lists a vendor's purchase orders, drafts included for the buyer", async () => {
    const beta = await buyerA.browser.purchaseOrders.listPurchaseOrders({
      query: { vendor: ids.betaA },
    })
    expect(beta.data.items.map((po) => [po.number, po.status, po.total, po.taId])).toEqual([
      ['PO-0002', 'draft', 50, 'TA-0002'],
    ])
    const all = await buyerA.browser.purchaseOrders.listPurchaseOrders({ query: {} })
    expect(all.data.items.map((po) => po.vendor.name)).toEqual(['Beta Co', 'Acme Ltd'])
  })

  it("keeps each business's sourcing to itself", async () => {
    const { data } = await buyerB.browser.quotes.listRfqs({ query: {} })
    expect(data.items.map((rfq) => rfq.title)).toEqual(['Forklift service'])
    const foreign = await buyerB.browser.quotes.listRfqs({ query: { vendor: ids.acmeA } })
    expect(foreign.data.items).toEqual([])
    const pos = await buyerB.browser.purchaseOrders.listPurchaseOrders({ query: {} })
    expect(pos.data.items).toEqual([])
  })

  it("shows a vendor the RFQs of every buyer it serves, with its own answer, and nobody else's", async () => {
    const { data } = await vendorClient.vendorPortal.listVendorRfqs({ query: {} })
    expect(
      data.items.map((rfq) => [rfq.title, rfq.buyer.businessName, rfq.response?.total ?? null]),
    ).toEqual([
      ['Forklift service', 'lists-b Ltd', 250],
      ['Copper wire', 'lists-a Ltd', null],
      ['Steel pipes', 'lists-a Ltd', 900],
    ])
    expect(data.items[0]?.response).toMatchObject({
      revision: 1,
      leadTimeDays: 1,
      status: 'submitted',
    })
    const searched = await vendorClient.vendorPortal.listVendorRfqs({
      query: { search: 'lists-b' },
    })
    expect(searched.data.items.map((rfq) => rfq.title)).toEqual(['Forklift service'])
    const awarded = await vendorClient.vendorPortal.listVendorRfqs({ query: { status: 'awarded' } })
    expect(awarded.data.items.map((rfq) => rfq.title)).toEqual(['Steel pipes'])
  })

  it('shows a vendor the purchase orders sent to it, never a draft', async () => {
    const { data } = await vendorClient.vendorPortal.listVendorPurchaseOrders({ query: {} })
    expect(data.items.map((po) => [po.number, po.buyer.businessName, po.status])).toEqual([
      ['PO-0001', 'lists-a Ltd', 'sent'],
    ])
  })

  it('refuses the vendor lists to a buyer token and the buyer lists to a vendor token', async () => {
    const asBuyer = await h.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/rfq/list',
      headers: {
        'access-key': 'pk_test_integration',
        authorization: `Bearer ${buyerA.browser.session.getToken()}`,
      },
    })
    expect(asBuyer.statusCode).toBe(401)
    const asVendor = await h.app.inject({
      method: 'GET',
      url: '/api/v1/ldb/rfq/order/rfqs',
      headers: {
        'access-key': 'pk_test_integration',
        authorization: `Bearer ${vendorClient.vendorSession.getToken()}`,
      },
    })
    expect(asVendor.statusCode).toBe(401)
  })
})
