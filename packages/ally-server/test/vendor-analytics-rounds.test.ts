import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type Harness, startHarness, uniqueEmail } from './harness'
import { pastSourcingOf, recordRounds } from './past-sourcing'

// Vendor analytics as a buyer reads it after rounds that went through the product's own steps
// (src/demo/past-sourcing.ts): RFQs sent, answered, declined or left to lapse, awards, purchase
// orders sent, accepted, shipped and received, each on its day. Each case is something the buyer
// notices about a vendor; vendor-analytics.test.ts checks the whole table.

const DAY_MS = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

const NAMES = {
  prompt: 'Prompt Pipes',
  tardy: 'Tardy Tubes',
  silent: 'Silent Steel',
  declining: 'Declining Dies',
} as const
type Who = keyof typeof NAMES

describe.each(ENGINES)('vendor analytics after real rounds on %s', (engine) => {
  let h: Harness
  let buyer: Awaited<ReturnType<Harness['signedUpOwner']>>
  const ids: Record<Who, string> = { prompt: '', tardy: '', silent: '', declining: '' }
  let openRound = ''
  let lateAnswer: unknown

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('analytics-rounds')
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: {
        vendors: Object.values(NAMES).map((name) => ({
          name,
          email: uniqueEmail(name.split(' ')[0]?.toLowerCase()),
          orderTypes: ['supply' as const],
        })),
      },
    })
    for (const who of Object.keys(NAMES) as Who[]) {
      ids[who] = data.invited.find((vendor) => vendor.name === NAMES[who])?.id ?? ''
    }
    const answer = (total: number, days: number) => ({ total, leadTimeDays: 10, at: daysAgo(days) })
    const rounds = await recordRounds(h, buyer.user.id, [
      // Prompt wins the flanges and delivers two days early, 8 days after the PO went out; Tardy
      // answered at the last moment and lost; Silent never answered.
      {
        title: 'Flanges',
        sentAt: daysAgo(100),
        deadline: daysAgo(90),
        vendors: [
          { vendorId: ids.prompt, answer: answer(990, 99), awarded: true },
          { vendorId: ids.tardy, answer: answer(950, 91) },
          { vendorId: ids.silent },
        ],
        purchaseOrder: {
          sentAt: daysAgo(88),
          deliveryDate: dayOf(daysAgo(78)),
          shipment: { deliveredAt: daysAgo(80) },
        },
      },
      // Tardy wins the valves and delivers five days late; Declining declined to quote.
      {
        title: 'Valves',
        sentAt: daysAgo(70),
        deadline: daysAgo(60),
        vendors: [
          { vendorId: ids.tardy, answer: answer(2000, 65), awarded: true },
          { vendorId: ids.declining, answer: 'declined' },
          { vendorId: ids.prompt, answer: answer(2100, 64) },
        ],
        purchaseOrder: {
          sentAt: daysAgo(58),
          deliveryDate: dayOf(daysAgo(48)),
          shipment: { deliveredAt: daysAgo(43) },
        },
      },
      // Tardy wins the gaskets too; they shipped and are still on their way, past the promised day.
      {
        title: 'Gaskets',
        sentAt: daysAgo(40),
        deadline: daysAgo(30),
        vendors: [
          { vendorId: ids.tardy, answer: answer(500, 35), awarded: true },
          { vendorId: ids.silent },
        ],
        purchaseOrder: {
          sentAt: daysAgo(28),
          deliveryDate: dayOf(daysAgo(18)),
          shipment: { estimatedDelivery: dayOf(daysAgo(20)) },
        },
      },
      // Open until next week: Prompt and Tardy have answered, Silent not yet.
      {
        title: 'Bolts',
        sentAt: daysAgo(2),
        deadline: daysAgo(-5),
        vendors: [
          { vendorId: ids.prompt, answer: answer(300, 1) },
          { vendorId: ids.tardy, answer: answer(280, 1) },
          { vendorId: ids.silent },
        ],
      },
    ])
    openRound = rounds[3]?.quoteId ?? ''
    // Silent quotes for brackets a day after the deadline: refused, so it stays unanswered.
    const past = await pastSourcingOf(h, buyer.user.id)
    const brackets = await past.sendRfqs({
      title: 'Angle brackets',
      vendorIds: [ids.silent],
      at: daysAgo(25),
      deadline: daysAgo(15),
    })
    const quote = {
      currency: 'usd' as const,
      lines: [{ lineId: brackets.lineIds[0] ?? '', unitPrice: 80 }],
      leadTimeDays: 5,
      validUntil: dayOf(daysAgo(-30)),
    }
    lateAnswer = await past
      .answer(brackets.rfqOf(ids.silent), quote, daysAgo(14))
      .catch((error: unknown) => error)
  })
  afterAll(() => h?.close())

  const analytics = async (query: { sort?: 'onTimeRate' | 'spend'; order?: 'desc' } = {}) =>
    (await buyer.browser.vendors.vendorAnalytics({ query })).data.items
  const rowOf = async (who: Who) =>
    (await analytics()).find((row) => row.vendorId === ids[who]) ?? null
  const statsOf = async (who: Who) =>
    (await buyer.browser.vendors.getVendor({ query: { vendorId: ids[who] } })).data.stats

  it('shows the vendor that delivers late with a lower on-time rate and a longer lead time', async () => {
    expect(await rowOf('prompt')).toMatchObject({ onTimeRate: 1, averageLeadTimeDays: 8 })
    // The valves arrived late, and the gaskets are overdue: nothing of Tardy's arrived on time.
    expect(await rowOf('tardy')).toMatchObject({ onTimeRate: 0, averageLeadTimeDays: 15 })
    const byOnTime = await analytics({ sort: 'onTimeRate', order: 'desc' })
    expect(byOnTime.slice(0, 2).map((row) => row.name)).toEqual([NAMES.prompt, NAMES.tardy])
  })

  it('counts a vendor that never answers, or answers after the deadline, as not responding', async () => {
    expect(lateAnswer).toMatchObject({
      status: 409,
      message: 'The deadline for this request has passed, so it takes no more answers.',
    })
    // Four RFQs: three past their deadline unanswered, one still open (not due yet).
    expect(await rowOf('silent')).toMatchObject({ rfqCount: 4, responseRate: 0 })
    expect(await statsOf('silent')).toMatchObject({ quoteCount: 0, responseRate: 0 })
    expect(await rowOf('prompt')).toMatchObject({ rfqCount: 3, responseRate: 1 })
  })

  it('does not count a decline as a quote, nor as a round decided', async () => {
    expect(await statsOf('declining')).toMatchObject({
      rfqCount: 1,
      quoteCount: 0,
      responseRate: 0,
      winRate: null,
      spend: { amount: 0, currency: 'usd' },
    })
  })

  it('credits the winners with spend, and counts a round lost only where the vendor quoted', async () => {
    expect(await rowOf('prompt')).toMatchObject({ winRate: 0.5, spend: 990 })
    expect(await rowOf('tardy')).toMatchObject({ winRate: 0.6667, spend: 2500 })
    // Asked in two rounds that were awarded, without answering either: it lost neither.
    expect(await rowOf('silent')).toMatchObject({ winRate: null, spend: 0 })
    const bySpend = await analytics({ sort: 'spend', order: 'desc' })
    expect(bySpend.map((row) => row.name)).toEqual([
      NAMES.tardy,
      NAMES.prompt,
      NAMES.declining,
      NAMES.silent,
    ])
  })

  it("shows each vendor's record beside its answer when the buyer compares an open round", async () => {
    const { data } = await buyer.browser.quotes.compareQuote({ query: { quoteId: openRound } })
    expect(
      data.vendors.map((vendor) => [
        vendor.vendor.name,
        vendor.total,
        vendor.responseRate,
        vendor.winRate,
        vendor.onTimeRate,
      ]),
    ).toEqual([
      [NAMES.tardy, 280, 1, 0.6667, 0],
      [NAMES.prompt, 300, 1, 0.5, 1],
      [NAMES.silent, null, 0, null, null],
    ])
  })

  it("puts the same record on the vendor's page", async () => {
    expect(await statsOf('tardy')).toEqual({
      rfqCount: 4,
      quoteCount: 4,
      purchaseOrderCount: 2,
      responseRate: 1,
      winRate: 0.6667,
      onTimeRate: 0,
      averageLeadTimeDays: 15,
      spend: { amount: 2500, currency: 'usd' },
    })
  })
})
