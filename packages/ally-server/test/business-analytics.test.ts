import type { BusinessAnalytics, BusinessAnalyticsQuery } from '@ally/sdk'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resultRows } from '../src/db/client'
import { users } from '../src/db/schema'
import { recordHistory, type VendorIds } from './business-analytics-fixture'
import { ACCESS_KEY, ENGINES, type Harness, startHarness } from './harness'

// Issue #30, business analytics, against figures worked out by hand from the history of
// business-analytics-fixture.ts (read its rounds R0–R7 first). Every definition is in
// docs/product-rules.md, "Business analytics". The business reports in usd; eur and gbp convert at
// the reference rates (src/services/currency.ts): 1 usd = 0.92 eur = 0.79 gbp.

const PERIOD = { from: '2026-09-01', to: '2026-11-27' } as const

describe.each(ENGINES)('business analytics on %s', (engine) => {
  let h: Harness
  let buyer: Awaited<ReturnType<Harness['signedUpOwner']>>
  let stranger: Awaited<ReturnType<Harness['signedUpOwner']>>
  let ids: VendorIds = { acme: '', beta: '', gamma: '' }

  const analytics = async (
    query: BusinessAnalyticsQuery = PERIOD,
    owner = buyer,
  ): Promise<BusinessAnalytics> => (await owner.browser.analytics.businessAnalytics({ query })).data

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('business-analytics')
    stranger = await h.signedUpOwner('analytics-stranger')
    ids = await recordHistory(h, buyer, stranger)
  })
  afterAll(async () => {
    await h?.close()
  })

  const stage = (averageDays: number | null, rounds: number) => ({ averageDays, rounds })
  const cycle = (result: BusinessAnalytics) =>
    Object.fromEntries(result.cycleTimes.map(({ stage: s, ...rest }) => [s, rest]))

  it('adds up spend by vendor, order type and month, in the business currency', async () => {
    const result = await analytics()
    expect(result).toMatchObject({ currency: 'usd', ...PERIOD, interval: 'month' })
    // Committed POs sent Sep 1 – Nov 27: R1 1000 + R2 460 eur / 0.92 = 500 + R3 300
    // + R4 790 gbp / 0.79 = 1000 + P6 250 = 3050, five POs to three vendors; R0 was sent in June.
    expect(result.totals).toMatchObject({ spend: 3050, purchaseOrders: 5, vendorsUsed: 3 })
    // Acme R1 + R3 = 1300; Gamma R4 1000; Beta R2 500 + P6 250 = 750.
    expect(result.spendByVendor).toEqual([
      { vendorId: ids.acme, name: 'Acme', amount: 1300, purchaseOrders: 2 },
      { vendorId: ids.gamma, name: 'Gamma', amount: 1000, purchaseOrders: 1 },
      { vendorId: ids.beta, name: 'Beta', amount: 750, purchaseOrders: 2 },
    ])
    // supply R1 + R3 + R4 = 2300; service R2 500; P6 has no order: 250.
    expect(result.spendByOrderType).toEqual([
      { orderType: 'supply', amount: 2300, purchaseOrders: 3 },
      { orderType: 'service', amount: 500, purchaseOrders: 1 },
      { orderType: null, amount: 250, purchaseOrders: 1 },
    ])
    // Sep R1 1000; Oct R2 500 + R3 300 + R4 1000 = 1800; Nov P6 250.
    expect(result.spendOverTime).toEqual([
      { key: '2026-09-01', label: 'Sep 2026', amount: 1000 },
      { key: '2026-10-01', label: 'Oct 2026', amount: 1800 },
      { key: '2026-11-01', label: 'Nov 2026', amount: 250 },
    ])
  })

  it('compares each round awarded in the period with its highest and average answers', async () => {
    // Awarded in the period: R1, R2, R3, R4, R7 (R0 in June, R5 never).
    // awarded: 1000 + 460/0.92 = 500 + 300 + 790/0.79 = 1000 + (200 + 50) = 3050
    // highest: 1200 + 552/0.92 = 600 + 300 + 1000 + 300 = 3400 → 350
    // average: 1100 + (500 + 600)/2 = 550 + 300 + 1000 (Acme never answered) + 300 = 3250 → 200
    expect((await analytics()).savings).toEqual({
      rounds: 5,
      awarded: 3050,
      againstHighest: 350,
      againstAverage: 200,
    })
  })

  it('times each stage of the rounds sent in the period from the one before', async () => {
    const result = await analytics()
    expect(cycle(result)).toEqual({
      // R1 2, R2 1, R3 1, R4 1, R5 1, R7 1 days: 7 / 6 = 1.17
      firstAnswer: stage(1.2, 6),
      // R1 Sep 3 → 5: 2, R2 Oct 2 → 6: 4, R3 1, R4 Oct 21 → 24: 3, R7 1: 11 / 5
      award: stage(2.2, 5),
      // R1, R2, R3, R4: a day each
      purchaseOrder: stage(1, 4),
      // R1 Sep 6 → 16: 10, R2 Oct 7 → 15: 8; R3 is received in part, R4 not shipped: 18 / 2
      delivery: stage(9, 2),
    })
    // Sent → PO: R1 5, R2 6, R3 3, R4 5: 19 / 4 = 4.75
    expect(result.totals.averageCycleDays).toBe(4.8)
  })

  it('rates delivery on time as vendor analytics does, and counts lines found short', async () => {
    // Goods due (every PO past its delivery day owes each line): R1 1, R2 1, R3 2 = 4.
    // On time: R1 1 (Sep 16 ≤ Sep 20), R2 0 (Oct 15 > Oct 10), R3 line A 1 + line B 6/10 = 1.6.
    // 2.6 / 4 = 0.65. Lines received: R1 1, R2 1, R3 2; short: R3's line B: 1 / 4.
    expect((await analytics()).delivery).toEqual({
      onTimeRate: 0.65,
      shortageRate: 0.25,
      linesReceived: 4,
      linesShort: 1,
    })
  })

  it('owes every PO sent and not received in full, whenever it was placed', async () => {
    // R0 5000 (June) + R3 300 (received in part) + R4 1000 + P6 250 = 6550.
    expect((await analytics()).openCommitments).toEqual({
      purchaseOrders: 4,
      amount: 6550,
      byVendor: [
        { vendorId: ids.acme, name: 'Acme', amount: 5300, purchaseOrders: 2 },
        { vendorId: ids.gamma, name: 'Gamma', amount: 1000, purchaseOrders: 1 },
        { vendorId: ids.beta, name: 'Beta', amount: 250, purchaseOrders: 1 },
      ],
    })
  })

  it("keeps to one vendor's POs and rounds", async () => {
    const result = await analytics({ ...PERIOD, vendorId: ids.acme })
    // R1 1000 (Sep) + R3 300 (Oct), both supply.
    expect(result.totals).toEqual({
      spend: 1300,
      purchaseOrders: 2,
      vendorsUsed: 1,
      // Rounds that asked Acme, sent → PO: R1 5, R3 3, R4 5: 13 / 3
      averageCycleDays: 4.3,
    })
    expect(result.spendOverTime.map((point) => point.amount)).toEqual([1000, 300, 0])
    expect(result.spendByOrderType).toEqual([
      { orderType: 'supply', amount: 1300, purchaseOrders: 2 },
    ])
    // Rounds awarded to Acme, wholly or partly, each whole: R1, R3, R7.
    // awarded 1000 + 300 + 250 = 1550; highest 1200 + 300 + 300 = 1800; average 1100 + 300 + 300.
    expect(result.savings).toEqual({
      rounds: 3,
      awarded: 1550,
      againstHighest: 250,
      againstAverage: 150,
    })
    // Rounds that asked Acme: R1, R3, R4, R7. First answer 2 + 1 + 1 + 1 = 5 / 4; award
    // 2 + 1 + 3 + 1 = 7 / 4; PO R1, R3, R4 a day each; delivery R1 10.
    expect(cycle(result)).toEqual({
      firstAnswer: stage(1.3, 4),
      award: stage(1.8, 4),
      purchaseOrder: stage(1, 3),
      delivery: stage(10, 1),
    })
    // On time (1 + 1.6) / (1 + 2); short 1 of 3 lines.
    expect(result.delivery).toEqual({
      onTimeRate: 0.8667,
      shortageRate: 0.3333,
      linesReceived: 3,
      linesShort: 1,
    })
    expect(result.openCommitments).toMatchObject({ purchaseOrders: 2, amount: 5300 })
  })

  it('keeps to one order type', async () => {
    const result = await analytics({ ...PERIOD, orderType: 'service' })
    // R2 alone: 500 usd; awarded 500 against 600 highest and 550 average.
    expect(result.totals).toEqual({
      spend: 500,
      purchaseOrders: 1,
      vendorsUsed: 1,
      averageCycleDays: 6,
    })
    expect(result.spendByVendor).toEqual([
      { vendorId: ids.beta, name: 'Beta', amount: 500, purchaseOrders: 1 },
    ])
    expect(result.savings).toEqual({
      rounds: 1,
      awarded: 500,
      againstHighest: 100,
      againstAverage: 50,
    })
    expect(cycle(result)).toEqual({
      firstAnswer: stage(1, 1),
      award: stage(4, 1),
      purchaseOrder: stage(1, 1),
      delivery: stage(8, 1),
    })
    expect(result.delivery).toEqual({
      onTimeRate: 0,
      shortageRate: 0,
      linesReceived: 1,
      linesShort: 0,
    })
    expect(result.openCommitments).toEqual({ purchaseOrders: 0, amount: 0, byVendor: [] })
  })

  it('leaves out what happened outside the period, by week', async () => {
    const result = await analytics({ from: '2026-11-01', to: '2026-11-27', interval: 'week' })
    // Only P6 (Nov 10) was sent; weeks from the Monday before Nov 1 to the one before Nov 27.
    expect(result.totals).toEqual({
      spend: 250,
      purchaseOrders: 1,
      vendorsUsed: 1,
      averageCycleDays: null,
    })
    expect(result.spendOverTime).toEqual([
      { key: '2026-10-26', label: 'Week of 26 Oct', amount: 0 },
      { key: '2026-11-02', label: 'Week of 2 Nov', amount: 0 },
      { key: '2026-11-09', label: 'Week of 9 Nov', amount: 250 },
      { key: '2026-11-16', label: 'Week of 16 Nov', amount: 0 },
      { key: '2026-11-23', label: 'Week of 23 Nov', amount: 0 },
    ])
    // R7 alone was awarded in November: 250 against 300 and 300.
    expect(result.savings).toEqual({
      rounds: 1,
      awarded: 250,
      againstHighest: 50,
      againstAverage: 50,
    })
    // R5 and R7 went out in November: answered a day later, R7 awarded a day after.
    expect(cycle(result)).toEqual({
      firstAnswer: stage(1, 2),
      award: stage(1, 1),
      purchaseOrder: stage(null, 0),
      delivery: stage(null, 0),
    })
    expect(result.delivery).toEqual({
      onTimeRate: null,
      shortageRate: null,
      linesReceived: 0,
      linesShort: 0,
    })
    // Commitments are whatever the period.
    expect(result.openCommitments.amount).toBe(6550)
  })

  it('has zeros, nulls and every month of the last year for a business with nothing', async () => {
    const empty = await h.signedUpOwner('analytics-empty')
    const result = await analytics({}, empty)
    const today = new Date().toISOString().slice(0, 10)
    const yearBefore = new Date(`${today}T00:00:00Z`)
    yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1)
    const from = new Date(yearBefore.getTime() + 86_400_000).toISOString().slice(0, 10)
    expect(result).toMatchObject({ from, to: today, interval: 'month', currency: 'usd' })
    // From the month a year ago to this one, both included.
    expect(result.spendOverTime).toHaveLength(13)
    expect(result.spendOverTime.every((point) => point.amount === 0)).toBe(true)
    expect(result.totals).toEqual({
      spend: 0,
      purchaseOrders: 0,
      vendorsUsed: 0,
      averageCycleDays: null,
    })
    expect(result.spendByVendor).toEqual([])
    expect(result.spendByOrderType).toEqual([])
    expect(result.savings).toEqual({ rounds: 0, awarded: 0, againstHighest: 0, againstAverage: 0 })
    expect(result.cycleTimes).toEqual(
      ['firstAnswer', 'award', 'purchaseOrder', 'delivery'].map((s) => ({
        stage: s,
        averageDays: null,
        rounds: 0,
      })),
    )
    expect(result.delivery).toEqual({
      onTimeRate: null,
      shortageRate: null,
      linesReceived: 0,
      linesShort: 0,
    })
    expect(result.openCommitments).toEqual({ purchaseOrders: 0, amount: 0, byVendor: [] })
  })

  it("never counts another business's records, nor a vendor id that names nothing", async () => {
    // The other business's round and its 9999 PO are its own.
    const theirs = await analytics(PERIOD, stranger)
    expect(theirs.totals).toMatchObject({ spend: 9999, purchaseOrders: 1 })
    expect(theirs.savings.rounds).toBe(1)
    // Their vendor, as a filter of ours, matches nothing; so does an id that is no uuid (as the
    // lists' vendor filters: no 500 from the uuid cast).
    const [theirVendor] = theirs.spendByVendor
    for (const vendorId of [theirVendor?.vendorId ?? '', 'not-a-uuid']) {
      const result = await analytics({ ...PERIOD, vendorId })
      expect(result.totals.spend).toBe(0)
      expect(result.savings.rounds).toBe(0)
      expect(result.cycleTimes.every((s) => s.rounds === 0)).toBe(true)
      expect(result.openCommitments.purchaseOrders).toBe(0)
    }
  })

  it('lets a viewer read it', async () => {
    const setRole = (role: string) =>
      h.database.db.update(users).set({ role }).where(eq(users.id, buyer.user.id))
    await setRole('viewer')
    try {
      expect((await analytics()).totals.spend).toBe(3050)
    } finally {
      await setRole('owner')
    }
  })

  it("keeps each round's and shipment's figures as their rows change, as if worked out afresh", async () => {
    // Every step of the history above was its own transaction: award, PO, shipment, receipt each
    // came after the figures were first kept (migration 0031's triggers).
    const businesses = [buyer.user.businessId, stranger.user.businessId]
    const ours = sql`business_id in (${sql.join(
      businesses.map((id) => sql`${id}`),
      sql`, `,
    )})`
    const kept = async () => ({
      rounds: resultRows(
        await h.database.db.execute(sql`select * from round_figures where ${ours} order by 1`),
      ),
      shipments: resultRows(
        await h.database.db.execute(sql`select * from shipment_figures where ${ours} order by 1`),
      ),
    })
    const before = await kept()
    // R0–R5 and R7, and the other business's round; the shipments of R1, R2 and R3's POs.
    expect(before.rounds).toHaveLength(8)
    expect(before.shipments.length).toBeGreaterThanOrEqual(3)
    await h.database.db.execute(sql`select refresh_round_figures(id) from quotes where ${ours}`)
    await h.database.db.execute(
      sql`select refresh_shipment_figures(id) from shipments where ${ours}`,
    )
    expect(await kept()).toEqual(before)
  })

  it("keeps each PO's order type as its order's (migration 0032), even when an order's type changes", async () => {
    const businessId = buyer.user.businessId
    const unlike = async () =>
      resultRows<{ n: number }>(
        await h.database.db.execute(sql`
          select count(*)::int as n from purchase_orders p join orders o on o.id = p.order_id
          where p.business_id = ${businessId} and p.order_type is distinct from o.order_type`),
      )[0]?.n
    expect(await unlike()).toBe(0)
    // No screen changes a sent order's type (sourcing/order-routes.ts); the copy follows anyway.
    const [order] = resultRows<{ id: string; type: string }>(
      await h.database.db.execute(sql`
        select o.id, o.order_type as type from orders o
        where o.business_id = ${businessId}
          and exists (select 1 from purchase_orders p where p.order_id = o.id)
        limit 1`),
    )
    if (!order) throw new Error('the history above made no PO for an order')
    const other = order.type === 'service' ? 'supply' : 'service'
    await h.database.db.execute(sql`update orders set order_type = ${other} where id = ${order.id}`)
    expect(await unlike()).toBe(0)
    await h.database.db.execute(
      sql`update orders set order_type = ${order.type} where id = ${order.id}`,
    )
  })

  // Sent as raw requests: the SDK refuses the last three before they leave.
  it.each([
    ['a period that ends before it starts', 'from=2026-11-02&to=2026-11-01', 'query.from'],
    ['a period over ten years', 'from=2016-01-01&to=2026-11-01', 'query.from'],
    ['a day that does not exist', 'from=2026-02-30', 'query.from'],
    ['an unknown interval', 'interval=year', 'query.interval'],
    ['an unknown order type', 'orderType=gadgets', 'query.orderType'],
  ])('refuses %s, naming the field', async (_, query, path) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/v1/ldb/analytics/business?${query}`,
      headers: {
        'access-key': ACCESS_KEY,
        authorization: `Bearer ${buyer.browser.session.getToken()}`,
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.map((issue: { path: string }) => issue.path)).toEqual([path])
  })
})
