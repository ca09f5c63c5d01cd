import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../src/db/schema'
import { recordSourcingRound } from '../src/sourcing/record-history'
import {
  ACCESS_KEY,
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
} from './harness'

const DAY_MS = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

describe.each(ENGINES)('vendor performance on %s', (engine) => {
  let h: Harness
  let owner: Awaited<ReturnType<Harness['signedUpOwner']>>
  const ids: Record<'acme' | 'beta' | 'gamma' | 'delta', string> = {
    acme: '',
    beta: '',
    gamma: '',
    delta: '',
  }

  beforeAll(async () => {
    h = await startHarness(engine)
    owner = await h.signedUpOwner('analytics')
    const businessId = owner.user.businessId
    const rows = await h.database.db
      .insert(vendors)
      .values(
        (['Acme', 'Beta', 'Gamma', 'Delta'] as const).map((name) => ({
          businessId,
          name,
          email: uniqueEmail(name.toLowerCase()),
          orderTypes: ['supply' as const, 'service' as const],
          status: 'active' as const,
        })),
      )
      .returning()
    for (const row of rows) ids[row.name.toLowerCase() as keyof typeof ids] = row.id
    const { db } = h.database

    // Acme wins round 1 and delivers a day early, 9 days after the PO was sent.
    await recordSourcingRound(db, {
      businessId,
      title: 'Steel pipes',
      sentAt: daysAgo(60),
      deadline: daysAgo(50),
      vendors: [
        {
          vendorId: ids.acme,
          answer: { total: 1000, leadTimeDays: 7, at: daysAgo(55) },
          awarded: true,
        },
        { vendorId: ids.beta, answer: { total: 1200, leadTimeDays: 5, at: daysAgo(54) } },
      ],
      purchaseOrder: {
        vendorId: ids.acme,
        total: 1000,
        sentAt: daysAgo(45),
        deliveryDate: dayOf(daysAgo(35)),
        shipments: [{ deliveredAt: daysAgo(36) }],
      },
    })
    // Acme never answers round 2; Beta wins it, is paid in naira and delivers two days late.
    await recordSourcingRound(db, {
      businessId,
      title: 'Valves',
      sentAt: daysAgo(30),
      deadline: daysAgo(20),
      vendors: [
        { vendorId: ids.acme },
        {
          vendorId: ids.beta,
          answer: { total: 500, leadTimeDays: 9, at: daysAgo(25) },
          awarded: true,
        },
      ],
      purchaseOrder: {
        vendorId: ids.beta,
        total: 775_000,
        currency: 'ngn',
        sentAt: daysAgo(18),
        deliveryDate: dayOf(daysAgo(10)),
        shipments: [{ deliveredAt: daysAgo(8) }],
      },
    })
    // An open service round: Acme answered, Beta may still answer before the deadline.
    await recordSourcingRound(db, {
      businessId,
      title: 'Pump maintenance',
      orderType: 'service',
      sentAt: daysAgo(5),
      deadline: new Date(Date.now() + 5 * DAY_MS),
      vendors: [
        { vendorId: ids.acme, answer: { total: 300, leadTimeDays: 3, at: daysAgo(4) } },
        { vendorId: ids.beta },
      ],
    })
    // Over a year ago, Delta declined.
    await recordSourcingRound(db, {
      businessId,
      title: 'Old gaskets',
      sentAt: daysAgo(400),
      deadline: daysAgo(390),
      vendors: [{ vendorId: ids.delta, answer: 'declined' }],
    })
  })
  afterAll(() => h?.close())

  it("reports each active vendor's response, win and on-time rates, lead time and spend in usd", async () => {
    const { data } = await owner.browser.vendors.vendorAnalytics({ query: {} })
    expect(data.currency).toBe('usd')
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 })
    expect(data.items).toEqual([
      {
        vendorId: ids.acme,
        name: 'Acme',
        rfqCount: 3,
        // Answered rounds 1 and 3, silent past the deadline of round 2.
        responseRate: 0.6667,
        winRate: 1,
        onTimeRate: 1,
        averageLeadTimeDays: 9,
        spend: 1000,
      },
      {
        vendorId: ids.beta,
        name: 'Beta',
        rfqCount: 3,
        // Round 3 is still open, so it counts neither way.
        responseRate: 1,
        winRate: 0.5,
        onTimeRate: 0,
        averageLeadTimeDays: 10,
        // 775,000 NGN at the reference rate of 1,550 per dollar.
        spend: 500,
      },
      {
        vendorId: ids.delta,
        name: 'Delta',
        rfqCount: 1,
        responseRate: 0,
        winRate: null,
        onTimeRate: null,
        averageLeadTimeDays: null,
        spend: 0,
      },
    ])
  })

  it('sorts by any metric in either direction, vendors without data last', async () => {
    const names = async (sort: 'responseRate' | 'winRate' | 'name', order?: 'asc' | 'desc') =>
      (await owner.browser.vendors.vendorAnalytics({ query: { sort, order } })).data.items.map(
        (item) => item.name,
      )
    expect(await names('responseRate', 'asc')).toEqual(['Delta', 'Acme', 'Beta'])
    expect(await names('winRate', 'desc')).toEqual(['Acme', 'Beta', 'Delta'])
    expect(await names('winRate', 'asc')).toEqual(['Beta', 'Acme', 'Delta'])
    expect(await names('name')).toEqual(['Acme', 'Beta', 'Delta'])

    const paged = await owner.browser.vendors.vendorAnalytics({
      query: { sort: 'spend', limit: 2, page: 2 },
    })
    expect(paged.data.items.map((item) => item.name)).toEqual(['Delta'])
    expect(paged.data.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 })
  })

  it('limits the figures to a period of whole days', async () => {
    const lastQuarter = await owner.browser.vendors.vendorAnalytics({
      query: { from: dayOf(daysAgo(90)), to: dayOf(new Date()) },
    })
    expect(lastQuarter.data.items.map((item) => item.name)).toEqual(['Acme', 'Beta'])

    // Only round 2 and Beta's purchase order fall in these ten days.
    const round2 = await owner.browser.vendors.vendorAnalytics({
      query: { from: dayOf(daysAgo(31)), to: dayOf(daysAgo(15)) },
    })
    expect(round2.data.items).toMatchObject([
      { name: 'Beta', rfqCount: 1, responseRate: 1, winRate: 1, spend: 500 },
      { name: 'Acme', rfqCount: 1, responseRate: 0, winRate: null, spend: 0 },
    ])

    const error = await expectApiError(
      owner.browser.vendors.vendorAnalytics({
        query: { from: dayOf(new Date()), to: dayOf(daysAgo(1)) },
      }),
    )
    expect(error.status).toBe(400)
    expect(error.body.message).toBe("'to' must be on or after 'from'.")
    expect(error.body.errors).toEqual([
      { path: 'query.to', message: "'to' must be on or after 'from'." },
    ])
  })

  it("puts the vendor's all-time performance on its detail", async () => {
    const { data } = await owner.browser.vendors.getVendor({ query: { vendorId: ids.acme } })
    expect(data.stats).toEqual({
      rfqCount: 3,
      quoteCount: 2,
      purchaseOrderCount: 1,
      responseRate: 0.6667,
      winRate: 1,
      onTimeRate: 1,
      averageLeadTimeDays: 9,
      spend: { amount: 1000, currency: 'usd' },
    })
    const quiet = await owner.browser.vendors.getVendor({ query: { vendorId: ids.gamma } })
    expect(quiet.data.stats).toEqual({
      rfqCount: 0,
      quoteCount: 0,
      purchaseOrderCount: 0,
      responseRate: null,
      winRate: null,
      onTimeRate: null,
      averageLeadTimeDays: null,
      spend: { amount: 0, currency: 'usd' },
    })
  })

  it('ranks suggestions by how the vendor answered and won that order type, and says so', async () => {
    const supply = await owner.browser.vendors.suggestVendors({ query: {} })
    const own = supply.data.items.filter((item) => item.source === 'history')
    expect(own.map((item) => item.vendor.name)).toEqual(['Acme', 'Beta', 'Delta', 'Gamma'])
    expect(own[0]?.reasons).toEqual([
      'In your vendor list and serves supply',
      'Won 1 of 1 supply RFQs you decided',
      'Answered 50% of your supply RFQs',
      'Delivered 100% of shipments on time',
      'Registered and verified on Ally',
    ])
    expect(own[1]?.reasons).toContain('Won 1 of 2 supply RFQs you decided')

    // For service, only the open round counts: Acme answered it, Beta has not yet.
    const service = await owner.browser.vendors.suggestVendors({ query: { orderType: 'service' } })
    expect(service.data.items[0]?.vendor.name).toBe('Acme')
  })

  it("shows another business nothing of this one's history", async () => {
    const other = await h.signedUpOwner('analytics-other')
    const { data } = await other.browser.vendors.vendorAnalytics({ query: {} })
    expect(data.items).toEqual([])
    expect(data.pagination.total).toBe(0)
    const error = await expectApiError(
      other.browser.vendors.getVendor({ query: { vendorId: ids.acme } }),
    )
    expect(error.status).toBe(404)
  })

  it('rejects an unknown sort or a malformed day with the field named', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/v1/ldb/vendor/analytics?sort=price&from=yesterday',
      headers: {
        'access-key': ACCESS_KEY,
        authorization: `Bearer ${owner.browser.session.getToken()}`,
      },
    })
    expect(response.statusCode).toBe(400)
    expect(
      response
        .json()
        .errors.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['query.from', 'query.sort'])
  })
})
