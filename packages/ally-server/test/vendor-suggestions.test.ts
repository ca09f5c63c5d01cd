import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendorAccounts, vendors } from '../src/db/schema'
import { ENGINES, type Harness, startHarness, uniqueEmail } from './harness'
import { recordRounds } from './past-sourcing'

describe.each(ENGINES)('vendor suggestions on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  it("ranks the buyer's own vendors for the order type, then registered vendors, each with reasons", async () => {
    const { browser, user } = await h.signedUpOwner('suggest')
    const other = await h.signedUpOwner('suggest-other')
    const tag = uniqueEmail('tag').split('@')[0]
    const account = (name: string, orderTypes: string[], active: boolean) => ({
      email: uniqueEmail(name.replace(/\s/g, '-').toLowerCase()),
      passwordHash: 'x',
      companyName: `${name} ${tag}`,
      contactName: 'Someone',
      country: 'Nigeria',
      orderTypes,
      active,
    })
    await h.database.db
      .insert(vendorAccounts)
      .values([
        account('Network Supply', ['supply'], true),
        account('Network Service', ['service'], true),
        account('Dormant Supply', ['supply'], false),
      ])
    await h.database.db.insert(vendors).values([
      {
        businessId: user.businessId,
        name: `Active Supply ${tag}`,
        email: uniqueEmail('as'),
        orderTypes: ['supply'],
        status: 'active',
      },
      {
        businessId: user.businessId,
        name: `Invited Supply ${tag}`,
        email: uniqueEmail('is'),
        orderTypes: ['supply', 'logistics'],
      },
      {
        businessId: user.businessId,
        name: `Service Only ${tag}`,
        email: uniqueEmail('so'),
        orderTypes: ['service'],
      },
      {
        businessId: other.user.businessId,
        name: `Not Mine ${tag}`,
        email: uniqueEmail('nm'),
        orderTypes: ['supply'],
      },
    ])

    const { data } = await browser.vendors.suggestVendors({ query: { search: tag } })
    expect(data.items.map((s) => [s.vendor.name.replace(` ${tag}`, ''), s.source])).toEqual([
      ['Active Supply', 'history'],
      ['Invited Supply', 'history'],
      ['Network Supply', 'network'],
    ])
    expect(data.items[0]?.reasons).toEqual([
      'In your vendor list and serves supply',
      'Registered and verified on Ally',
    ])
    expect(data.items[2]?.reasons).toContain('Not in your vendor list yet')
    expect(data.items.map((s) => s.score)).toEqual([0.6, 0.5, 0.4])

    const service = await browser.vendors.suggestVendors({
      query: { orderType: 'service', search: tag },
    })
    expect(service.data.items.map((s) => s.vendor.name.replace(` ${tag}`, ''))).toEqual([
      'Service Only',
      'Network Service',
    ])
  })

  it('pages through more than 400 suggestions with true totals, ranked by history across pages', async () => {
    const { browser, user } = await h.signedUpOwner('many')
    const tag = uniqueEmail('many').split('@')[0]
    const three = (i: number) => String(i).padStart(3, '0')
    await h.database.db.insert(vendors).values(
      Array.from({ length: 300 }, (_, i) => ({
        businessId: user.businessId,
        name: `Own ${three(i)} ${tag}`,
        email: `own${i}.${tag}@example.test`,
        orderTypes: ['supply'],
        status: i % 4 === 0 ? ('active' as const) : ('invited' as const),
      })),
    )
    const [winner] = await h.database.db
      .insert(vendors)
      .values({
        businessId: user.businessId,
        name: `Zulu Winner ${tag}`,
        email: `winner.${tag}@example.test`,
        orderTypes: ['supply'],
      })
      .returning()
    // Asked for rebar three times, Zulu Winner let two requests lapse and won the one it
    // answered (answering made it active): answered 1 of 3, won 1 of 1.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)
    const winnerId = winner?.id ?? ''
    await recordRounds(h, user.id, [
      {
        title: 'Rebar',
        sentAt: daysAgo(50),
        deadline: daysAgo(40),
        vendors: [{ vendorId: winnerId }],
      },
      {
        title: 'Rebar',
        sentAt: daysAgo(35),
        deadline: daysAgo(25),
        vendors: [{ vendorId: winnerId }],
      },
      {
        title: 'Rebar',
        sentAt: daysAgo(20),
        deadline: daysAgo(10),
        vendors: [
          {
            vendorId: winnerId,
            answer: { total: 500, leadTimeDays: 4, at: daysAgo(15) },
            awarded: true,
          },
        ],
      },
    ])
    await h.database.db.insert(vendorAccounts).values(
      Array.from({ length: 150 }, (_, i) => ({
        email: `net${i}.${tag}@example.test`,
        passwordHash: 'x',
        companyName: `Net ${three(i)} ${tag}`,
        contactName: 'Someone',
        orderTypes: ['supply'],
        active: true,
      })),
    )

    const pages = []
    for (let page = 1; page <= 5; page++) {
      const { data } = await browser.vendors.suggestVendors({
        query: { search: tag, limit: 100, page },
      })
      pages.push(data)
    }
    expect(pages.map((p) => [p.pagination.total, p.pagination.totalPages])).toEqual(
      Array.from({ length: 5 }, () => [451, 5]),
    )
    const names = pages.flatMap((p) => p.items.map((s) => s.vendor.name.replace(` ${tag}`, '')))
    // A vendor with a history of answering and winning outranks every vendor without one.
    const active = Array.from({ length: 75 }, (_, i) => `Own ${three(i * 4)}`)
    const invited = Array.from({ length: 300 }, (_, i) => `Own ${three(i)}`).filter(
      (name) => !active.includes(name),
    )
    const network = Array.from({ length: 150 }, (_, i) => `Net ${three(i)}`)
    expect(names).toEqual(['Zulu Winner', ...active, ...invited, ...network])
    expect(pages[0]?.items[0]?.score).toBe(0.9)
    expect(pages[3]?.items.map((s) => s.source)).toEqual([
      'history',
      ...Array.from({ length: 99 }, () => 'network'),
    ])
  })
})
