import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendorAccounts, vendors } from '../src/db/schema'
import { ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

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
})
