import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../src/db/schema'
import {
  ACCESS_KEY,
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
} from './harness'

describe.each(ENGINES)('vendors on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  it('invites a vendor and e-mails a registration link with a token', async () => {
    const { browser } = await h.signedUpOwner('inviter')
    const email = uniqueEmail('steel')
    const { data, message } = await browser.vendors.inviteVendors({
      body: {
        vendors: [
          {
            name: 'Lagos Steel Ltd',
            email,
            contactName: 'Bola Ade',
            orderTypes: ['supply', 'logistics'],
          },
        ],
        message: 'We buy rebar monthly.',
      },
    })
    expect(message).toBe('Invited 1 vendor.')
    expect(data.rejected).toEqual([])
    expect(data.invited[0]).toMatchObject({
      name: 'Lagos Steel Ltd',
      email,
      status: 'invited',
      orderTypes: ['supply', 'logistics'],
    })

    const mail = await h.lastMail(email)
    expect(mail?.subject).toBe('inviter Ltd invites you to Ally')
    expect(mail?.text).toContain('We buy rebar monthly.')
    const link = /(http\S+\/vendor\/register\?token=\S+)/.exec(mail?.text ?? '')?.[1]
    expect(new URL(link ?? 'http://x').searchParams.get('token')?.length).toBeGreaterThan(30)
  })

  it('answers 409 when the one vendor invited is already in the list, whatever the case', async () => {
    const { browser } = await h.signedUpOwner('dup')
    const email = uniqueEmail('dup')
    await browser.vendors.inviteVendors({ body: { vendors: [{ name: 'Dup Ltd', email }] } })
    const error = await expectApiError(
      browser.vendors.inviteVendors({
        body: { vendors: [{ name: 'Dup Again', email: email.toUpperCase() }] },
      }),
    )
    expect([error.status, error.message]).toEqual([
      409,
      `${email.toUpperCase()} is already in your vendor list.`,
    ])
  })

  it('invites many at once and reports each row it did not invite', async () => {
    const { browser } = await h.signedUpOwner('bulk')
    const known = uniqueEmail('known')
    await browser.vendors.inviteVendors({ body: { vendors: [{ name: 'Known', email: known }] } })
    const fresh = uniqueEmail('fresh')
    const { data } = await browser.vendors.inviteVendors({
      body: {
        vendors: [
          { name: 'Fresh Ltd', email: fresh },
          { name: 'Known again', email: known },
          { name: 'Fresh twice', email: fresh },
        ],
      },
    })
    expect(data.invited.map((v) => v.email)).toEqual([fresh])
    expect(data.rejected).toEqual([
      { index: 1, email: known, message: 'Already in your vendor list.' },
      { index: 2, email: fresh, message: 'Listed twice in this invite.' },
    ])
  })

  it('refuses malformed rows and invites of more than 1000 with field errors', async () => {
    const { browser } = await h.signedUpOwner('bad')
    const token = browser.session.getToken()
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/v1/ldb/vendor/invite',
      headers: { 'access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
      payload: { vendors: [{ name: '', email: 'not-an-email', orderTypes: ['plumbing'] }] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.vendors.0.email', message: 'Must be a valid e-mail address' },
        { path: 'body.vendors.0.name', message: 'Must be at least 1 character' },
      ]),
    )
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `V${i}`, email: `v${i}@x.test` }))
    const tooMany = await h.app.inject({
      method: 'POST',
      url: '/api/v1/ldb/vendor/invite',
      headers: { 'access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
      payload: { vendors: many },
    })
    expect([tooMany.statusCode, tooMany.json().errors?.[0]]).toEqual([
      400,
      { path: 'body.vendors', message: 'Must have at most 1000 items' },
    ])
  })

  it('lists vendors by name, pages through them, and searches name, e-mail and contact', async () => {
    const { browser, user } = await h.signedUpOwner('lister')
    await h.database.db.insert(vendors).values(
      Array.from({ length: 25 }, (_, i) => ({
        businessId: user.businessId,
        name: `Vendor ${String(i).padStart(2, '0')}`,
        email: `v${i}@lister.test`,
        contactName: i === 7 ? 'Chioma 100% Okafor' : null,
        status: i % 5 === 0 ? ('active' as const) : ('invited' as const),
        orderTypes: i % 2 === 0 ? ['supply'] : ['service'],
      })),
    )
    const first = await browser.vendors.listVendors({ query: { limit: 10 } })
    expect(first.data.pagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3 })
    expect(first.data.items[0]?.name).toBe('Vendor 00')
    const last = await browser.vendors.listVendors({ query: { limit: 10, page: 3 } })
    expect(last.data.items.map((v) => v.name)).toEqual([
      'Vendor 20',
      'Vendor 21',
      'Vendor 22',
      'Vendor 23',
      'Vendor 24',
    ])
    const beyond = await browser.vendors.listVendors({ query: { limit: 10, page: 9 } })
    expect([beyond.data.items, beyond.data.pagination.total]).toEqual([[], 25])

    const byName = await browser.vendors.listVendors({ query: { search: 'VENDOR 1' } })
    expect(byName.data.items.map((v) => v.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Vendor 1${i}`),
    )
    const byEmail = await browser.vendors.listVendors({ query: { search: 'v13@' } })
    expect(byEmail.data.items.map((v) => v.name)).toEqual(['Vendor 13'])
    const literalPercent = await browser.vendors.listVendors({ query: { search: '100%' } })
    expect(literalPercent.data.items.map((v) => v.name)).toEqual(['Vendor 07'])
    const active = await browser.vendors.listVendors({ query: { status: 'active', limit: 50 } })
    expect(active.data.pagination.total).toBe(5)
    const service = await browser.vendors.listVendors({
      query: { orderType: 'service', limit: 50 },
    })
    expect(service.data.pagination.total).toBe(12)
  })

  it('reads and updates a vendor, keeping e-mails unique in the list', async () => {
    const { browser } = await h.signedUpOwner('editor')
    const [a, b] = [uniqueEmail('a'), uniqueEmail('b')]
    const { data } = await browser.vendors.inviteVendors({
      body: {
        vendors: [
          { name: 'A Ltd', email: a },
          { name: 'B Ltd', email: b },
        ],
      },
    })
    const vendorA = data.invited.find((v) => v.email === a)
    const id = vendorA?.id ?? ''
    const detail = await browser.vendors.getVendor({ query: { vendorId: id } })
    expect(detail.data.vendor.name).toBe('A Ltd')
    expect(detail.data.stats).toMatchObject({
      rfqCount: 0,
      responseRate: null,
      spend: { amount: 0, currency: 'usd' },
    })

    const updated = await browser.vendors.updateVendor({
      params: { id },
      body: { phone: '+234 800 000', country: 'Nigeria' },
    })
    expect(updated.data).toMatchObject({ phone: '+234 800 000', country: 'Nigeria', name: 'A Ltd' })
    const clash = await expectApiError(
      browser.vendors.updateVendor({ params: { id }, body: { email: b } }),
    )
    expect(clash.status).toBe(409)
  })

  it("never shows, changes or counts another business's vendors", async () => {
    const a = await h.signedUpOwner('tenant-a')
    const b = await h.signedUpOwner('tenant-b')
    const email = uniqueEmail('private')
    const { data } = await a.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Private Ltd', email }] },
    })
    const id = data.invited[0]?.id ?? ''

    expect(
      (await b.browser.vendors.listVendors({ query: { search: 'Private' } })).data.items,
    ).toEqual([])
    expect(
      (await expectApiError(b.browser.vendors.getVendor({ query: { vendorId: id } }))).status,
    ).toBe(404)
    expect(
      (
        await expectApiError(
          b.browser.vendors.updateVendor({ params: { id }, body: { name: 'Mine now' } }),
        )
      ).status,
    ).toBe(404)
    // B may invite the same supplier to its own list.
    const own = await b.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Private Ltd', email }] },
    })
    expect(own.data.invited).toHaveLength(1)
    expect(
      (await expectApiError(a.browser.vendors.getVendor({ query: { vendorId: 'not-a-uuid' } })))
        .status,
    ).toBe(404)
  })

  it('serves search from the trigram index, not a table scan', async () => {
    // Tiny tables are cheaper to scan; forbid that to see whether the index answers the search
    // expression at all (over 100,000 vendors the planner picks it by itself: see pnpm bench).
    const plan = await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = await tx.execute(
        sql`explain select id from vendors where ${vendors.searchText} like ${'%steel%'}`,
      )
      return JSON.stringify((result as { rows?: unknown[] }).rows ?? result)
    })
    expect(plan).toContain('vendors_search_idx')
  })
})

describe.each(ENGINES)('vendor list totals on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    // A low threshold stands in for the 10,000 matches a real list stops counting at.
    h = await startHarness(engine, { exactTotalLimit: 5 })
  })
  afterAll(() => h?.close())

  it('counts matches exactly up to the threshold and flags a lower bound beyond it', async () => {
    const { browser, user } = await h.signedUpOwner('counter')
    await h.database.db.insert(vendors).values(
      Array.from({ length: 8 }, (_, i) => ({
        businessId: user.businessId,
        name: `${i < 4 ? 'Steel' : 'Cement'} Works ${i}`,
        email: `v${i}@counter.test`,
      })),
    )

    const narrow = await browser.vendors.listVendors({ query: { search: 'steel', limit: 3 } })
    expect(narrow.data.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 })
    expect(narrow.message).toBe('4 vendors')

    const broad = await browser.vendors.listVendors({ query: { search: 'works', limit: 3 } })
    expect(broad.data.pagination).toEqual({
      page: 1,
      limit: 3,
      total: 5,
      totalPages: 2,
      totalIsEstimate: true,
    })
    expect(broad.message).toBe('5+ vendors')
    expect(broad.data.items.map((v) => v.name)).toEqual([
      'Cement Works 4',
      'Cement Works 5',
      'Cement Works 6',
    ])

    // Paging on past the threshold still finds every match, and the bound grows with what was seen.
    const third = await browser.vendors.listVendors({
      query: { search: 'works', limit: 3, page: 3 },
    })
    expect(third.data.items.map((v) => v.name)).toEqual(['Steel Works 2', 'Steel Works 3'])
    expect(third.data.pagination).toMatchObject({ total: 8, totalIsEstimate: true })
  })
})
