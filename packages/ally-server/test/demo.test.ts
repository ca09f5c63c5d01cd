import { getHomePath, isProfileComplete } from '@ally/sdk'
import { listDeals, listOperatorDeals } from '@ally/sdk/website'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, users } from '../src/db/schema'
import {
  DEMO_BUSINESS_NAME,
  DEMO_LOGIN,
  DEMO_MEMBER_EMAIL,
  demoLoginLines,
  demoSeedMessage,
  seedDemo,
} from '../src/demo/seed'
import { pathOf } from './file-fixtures'
import { databaseUrlFor, ENGINES, type Harness, OPERATOR_KEY, startHarness } from './harness'
import { createScratchDatabase } from './scratch-database'

/** The logins as a person reads them off the start banner: `e-mail / password`. */
function loginsFromBanner(lines: string[]): { email: string; password: string }[] {
  return lines.flatMap((line) => {
    const match = /:\s+(\S+@\S+) \/ (\S+)(\s+\(.*\))?$/.exec(line)
    return match ? [{ email: match[1] as string, password: match[2] as string }] : []
  })
}

describe.each(ENGINES)('the demo data on %s', (engine) => {
  let h: Harness
  let dropDatabase: (() => Promise<void>) | undefined
  beforeAll(async () => {
    // The demo only goes into an empty database; the shared one holds other tests' data.
    const scratch = await createScratchDatabase(databaseUrlFor(engine))
    dropDatabase = scratch.drop
    h = await startHarness(engine, {}, { databaseUrl: scratch.url })
  })
  afterAll(async () => {
    await h?.close()
    await dropDatabase?.()
  })

  const demoRows = async () => {
    const { db } = h.database
    const [people] = await db
      .select({ n: count() })
      .from(users)
      .where(sql`lower(${users.email}) in (${DEMO_LOGIN.email}, ${DEMO_MEMBER_EMAIL})`)
    const [firms] = await db
      .select({ n: count() })
      .from(businesses)
      .where(eq(businesses.name, DEMO_BUSINESS_NAME))
    return { users: people?.n, businesses: firms?.n }
  }

  it('loads an onboarded owner and a team member whose printed logins work', async () => {
    const result = await seedDemo(h.context)
    expect(result.outcome).toBe('created')
    expect(demoSeedMessage(result)).toBe(
      "Demo data loaded: Demo Procurement Ltd, its owner, a team member, 8 vendors, a year of sourcing, a workflow with its runs and the website's hot deals.",
    )

    const [owner, member] = loginsFromBanner(demoLoginLines(result))
    expect(owner).toEqual({ email: 'demo@ally.localhost', password: DEMO_LOGIN.password })

    const browser = h.client()
    const session = (
      await browser.auth.login({ body: owner as { email: string; password: string } })
    ).data
    expect(session.user).toMatchObject({
      email: 'demo@ally.localhost',
      role: 'owner',
      active: true,
      businessName: 'Demo Procurement Ltd',
    })
    expect(isProfileComplete(session.user)).toBe(true)
    expect(getHomePath(session)).toBe('/dashboard')

    // The registration document is a real PDF, served from the file store.
    const doc = await h.app.inject({
      method: 'GET',
      url: pathOf(session.user.businessDoc as string),
    })
    expect(doc.statusCode).toBe(200)
    expect(doc.headers['content-type']).toBe('application/pdf')
    expect(doc.body.startsWith('%PDF-')).toBe(true)

    const teammate = await h.client().auth.login({
      body: member as { email: string; password: string },
    })
    expect(teammate.data.user).toMatchObject({
      email: 'team@ally.localhost',
      role: 'member',
      active: true,
      businessId: session.user.businessId,
    })
  })

  it('gives the demo owner vendors and a year of sourcing to analyse', async () => {
    const browser = h.client()
    browser.session.save((await browser.auth.login({ body: { ...DEMO_LOGIN } })).data)
    const list = await browser.vendors.listVendors({ query: { limit: 50 } })
    expect(list.data.pagination.total).toBe(8)
    const { data } = await browser.vendors.vendorAnalytics({ query: { sort: 'spend' } })
    expect(data.items.length).toBeGreaterThanOrEqual(6)
    const [top] = data.items
    expect(top?.spend).toBeGreaterThan(0)
    // Real history gives a mix: some deliveries late, some on time, some RFQs unanswered.
    const onTime = data.items.map((item) => item.onTimeRate).filter((rate) => rate !== null)
    expect(Math.min(...onTime)).toBeLessThan(1)
    expect(Math.max(...onTime)).toBe(1)
    expect(data.items.some((item) => item.responseRate !== null && item.responseRate < 1)).toBe(
      true,
    )
    const rfqs = await browser.quotes.listRfqs({ query: { vendor: top?.vendorId } })
    expect(rfqs.data.items.length).toBeGreaterThan(0)
  })

  it('gives the demo owner an open round to compare and award, and awarded ones', async () => {
    const browser = h.client()
    browser.session.save((await browser.auth.login({ body: { ...DEMO_LOGIN } })).data)
    const open = await browser.quotes.listQuotes({ query: { status: 'open', search: 'Apapa' } })
    const round = open.data.items[0]
    expect(round).toMatchObject({ rfqCount: 4, responseCount: 2 })
    const { data } = await browser.quotes.compareQuote({ query: { quoteId: round?.id ?? '' } })
    expect(data.lines).toHaveLength(3)
    expect(data.vendors.map((vendor) => vendor.response?.currency ?? null)).toEqual([
      'usd',
      'eur',
      null,
      null,
    ])
    // The history's winners are approved responses, each made into a purchase order.
    const approved = await browser.quotes.listApprovedQuoteResponses({ query: { limit: 50 } })
    expect(approved.data.pagination.total).toBe(9)
    expect(approved.data.items.every((item) => item.purchaseOrderId !== null)).toBe(true)
  })

  it('has a paused workflow whose last three Mondays ran, one failing with its reason', async () => {
    const browser = h.client()
    browser.session.save((await browser.auth.login({ body: { ...DEMO_LOGIN } })).data)
    const { data } = await browser.workflows.listWorkflows({ query: {} })
    expect(
      data.items.map((workflow) => [workflow.name, workflow.state, workflow.numOfRuns]),
    ).toEqual([['Monday stock check', 'paused', 3]])
    const workflow = data.items[0]
    // Paused: the demo never e-mails anyone by itself.
    expect(workflow?.nextRunAt).toBeNull()
    const runs = await browser.workflows.listWorkflowRuns({
      query: { workflowId: workflow?.id ?? '' },
    })
    expect(runs.data.items.map((run) => run.status)).toEqual(['succeeded', 'failed', 'succeeded'])
    expect(runs.data.items[1]?.steps.map((step) => [step.status, step.error])).toEqual([
      ['succeeded', null],
      ['failed', 'The mail server did not answer after 3 tries'],
    ])
  })

  it('gives the website hot deals to show, in several currencies, the expired one left out', async () => {
    const { data } = await h.api.request(listDeals, { query: { limit: 4, page: 1 } })
    expect(data.pagination).toEqual({ page: 1, limit: 4, total: 5, totalPages: 2 })
    expect(data.deals.map((deal) => deal.title)).toEqual([
      'Nitrile examination gloves, pallet of 100 cartons',
      'Stainless steel ball valves DN50, box of 20',
      'Ergonomic office chairs, set of 10',
      'A4 copier paper, 80 gsm, 50 reams',
    ])
    expect(new Set(data.deals.map((deal) => deal.currency))).toEqual(
      new Set(['usd', 'eur', 'ngn', 'gbp']),
    )
    expect(data.deals.filter((deal) => deal.originalPrice !== null)).toHaveLength(2)
    // The operator sees the generator too, whose offer has ended.
    const all = await h.api.request(listOperatorDeals, {}, { token: OPERATOR_KEY })
    expect(all.data.pagination.total).toBe(6)
    const ended = all.data.items.find((deal) => deal.title.startsWith('Industrial diesel'))
    expect(Date.parse(ended?.expiresAt ?? '')).toBeLessThan(Date.now())
  })

  it("lets the printed demo vendor log in to a home with the demo buyer's RFQs and POs", async () => {
    const vendorLogin = loginsFromBanner(demoLoginLines({ outcome: 'exists' }))[2]
    expect(vendorLogin?.email).toBe('vendor@ally.localhost')
    const vendor = h.client()
    const { data } = await vendor.vendorAccount.vendorLogin({
      body: vendorLogin as { email: string; password: string },
    })
    vendor.vendorSession.save(data)
    const rfqs = await vendor.vendorPortal.listVendorRfqs({ query: {} })
    // Six rounds of history and the open round it has still to answer.
    expect(rfqs.data.pagination.total).toBe(7)
    expect(rfqs.data.items[0]).toMatchObject({
      title: 'Fittings for the Apapa pipeline',
      status: 'sent',
    })
    expect(rfqs.data.items[0]?.buyer.businessName).toBe(DEMO_BUSINESS_NAME)
    const pos = await vendor.vendorPortal.listVendorPurchaseOrders({ query: {} })
    expect(pos.data.items.map((po) => po.status)).toEqual(['received', 'received'])
  })

  it('does nothing, politely, when the demo is already there', async () => {
    const before = await demoRows()
    expect(before).toEqual({ users: 2, businesses: 1 })
    const again = await seedDemo(h.context)
    expect(again).toEqual({ outcome: 'exists' })
    expect(demoSeedMessage(again)).toBe('Demo data is already loaded; nothing to do.')
    // Still worth printing: the demo is there to log in to.
    expect(loginsFromBanner(demoLoginLines(again))).toHaveLength(3)
    expect(await demoRows()).toEqual(before)
  })

  it('never loads in production', async () => {
    const result = await seedDemo(h.context, { production: true })
    expect(result.outcome).toBe('refused')
    expect(demoSeedMessage(result)).toBe(
      'Demo data not loaded: demo data is never loaded in production.',
    )
    expect(demoLoginLines(result)).toEqual([])
  })
})

describe('the demo data in a database that is in use', () => {
  let h: Harness
  let dropDatabase: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const scratch = await createScratchDatabase(databaseUrlFor('embedded'))
    dropDatabase = scratch.drop
    h = await startHarness('embedded', {}, { databaseUrl: scratch.url })
  })
  afterAll(async () => {
    await h?.close()
    await dropDatabase?.()
  })

  it('stays out, and says why', async () => {
    await h.signedUpOwner('real')
    const result = await seedDemo(h.context)
    expect(result).toEqual({
      outcome: 'refused',
      reason: 'the database already holds 1 account; demo data only goes into an empty one',
    })
    expect(demoSeedMessage(result)).toBe(
      'Demo data not loaded: the database already holds 1 account; demo data only goes into an empty one.',
    )
    const login = await h
      .client()
      .auth.login({ body: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password } })
      .catch((error: unknown) => error)
    expect(login).toMatchObject({ status: 400 })
  })
})
