import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { OrderInput } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue #30, leaving: `DELETE freight-forwarder/auth` with the password. A member deletes their
// own user (what they made stays); an owner deletes the business: every row of every table that
// carries its id, and its files, are gone, its people's sessions end, its vendors' links stop
// working, and a vendor with a portal account keeps its own answers (docs/product-rules.md).

const ORDER: OrderInput = {
  title: 'Valve spares',
  deliveryAddress: 'Apapa Wharf, Gate 3',
  lines: [
    { description: 'Seat ring', quantity: 10, unit: 'pcs' },
    { description: 'Stem packing', quantity: 5, unit: 'sets' },
  ],
}
const PASSWORD = 'Granite-harbour-lantern-7'
/** The rows of a raw query, whichever driver ran it. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[])
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe.each(ENGINES)('leaving (%s)', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  /** A member the owner invited, joined and logged in. */
  async function member(owner: Awaited<ReturnType<Harness['signedUpOwner']>>) {
    const email = uniqueEmail('leaver')
    await owner.browser.team.addTeamMember({
      body: { email, firstName: 'Kemi', lastName: 'Leaver', role: 'member' },
    })
    const text = (await h.lastMail(email))?.text ?? ''
    const token = decodeURIComponent(/\/join-team\?token=(\S+)/.exec(text)?.[1] ?? '')
    const browser = h.client()
    browser.session.save(
      (await browser.team.joinTeam({ body: { token, password: PASSWORD } })).data,
    )
    return { browser, email }
  }

  it('lets a member delete their own user with the password; what they made stays', async () => {
    const owner = await h.signedUpOwner('member-leaves')
    const leaver = await member(owner)
    const { data: order } = await leaver.browser.orders.createOrder({ body: ORDER })

    const wrong = await expectApiError(
      leaver.browser.team.deleteAccount({ body: { password: 'not-my-password' } }),
    )
    expect([wrong.status, wrong.body.errors?.[0]?.path]).toEqual([400, 'body.password'])

    const token = leaver.browser.session.getToken() ?? ''
    const { message } = await leaver.browser.team.deleteAccount({ body: { password: PASSWORD } })
    expect(message).toBe('Your account was deleted.')
    expect((await expectApiError(h.api.orders.listOrders(undefined, { token }))).status).toBe(401)
    const login = await expectApiError(
      h.client().auth.login({ body: { email: leaver.email, password: PASSWORD } }),
    )
    expect(login.status).toBe(400)

    const team = (await owner.browser.team.listTeam()).data.items
    expect(team.map((person) => person.email)).not.toContain(leaver.email)
    const orders = (await owner.browser.orders.listOrders()).data.items
    expect(orders.map((row) => row.id)).toContain(order.id)
  })

  it('lets an owner delete the business: no row of it is left, its vendor keeps its answer', async () => {
    const { vendor, buyer, email: vendorEmail } = await h.verifiedVendor('leaving-vendor')
    const other = await h.signedUpOwner('stays')
    const { data: otherOrder } = await other.browser.orders.createOrder({ body: ORDER })
    const staff = await member(buyer)
    const [row] = (await buyer.browser.vendors.listVendors({ query: { search: vendorEmail } })).data
      .items
    const { data: order } = await buyer.browser.orders.createOrder({ body: ORDER })
    const { data: sent } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [row?.id ?? ''], deadline: inDays(7) },
    })
    const rfqId = sent.rfqs[0]?.id ?? ''
    const rfqLink = (await h.lastMail(vendorEmail))?.text ?? ''
    await vendor.vendorPortal.submitQuoteResponse({
      params: { rfqId },
      body: {
        currency: 'usd',
        lines: order.lines.map((line) => ({ lineId: line.id, unitPrice: 3 })),
        leadTimeDays: 5,
        validUntil: inDays(30).slice(0, 10),
        notes: 'Ex works Lagos',
      },
    })
    const { data: file } = await buyer.browser.files.uploadFile({
      query: { name: 'spec.csv' },
      body: new Blob(['item,qty\nseat ring,10\n'], { type: 'text/csv' }),
    })
    const fileBytes = join(h.dataDir, 'files', file.id)
    expect(existsSync(fileBytes)).toBe(true)

    const businessId = buyer.user.businessId
    const { message } = await buyer.browser.team.deleteAccount({
      body: { password: buyer.password },
    })
    expect(message).toBe(`${buyer.user.businessName} and all its data were deleted.`)

    // Every table that carries a business id holds nothing of it.
    const tables = await h.context.db.execute(sql`
      select table_name from information_schema.columns
      where column_name = 'business_id' and table_schema = current_schema()`)
    const names = rowsOf<{ table_name: string }>(tables)
    expect(names.length).toBeGreaterThan(15)
    for (const { table_name } of names) {
      const left = await h.context.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where business_id = ${businessId}`,
      )
      const [counted] = rowsOf<{ n: number }>(left)
      expect([table_name, counted?.n]).toEqual([table_name, 0])
    }
    expect(existsSync(fileBytes)).toBe(false)

    // Its people are logged out and cannot log in; the link the vendor was sent is dead.
    for (const browser of [buyer.browser, staff.browser]) {
      expect((await expectApiError(browser.orders.listOrders())).status).toBe(401)
    }
    const gone = await expectApiError(
      h.client().auth.login({ body: { email: buyer.email, password: buyer.password } }),
    )
    expect(gone.status).toBe(400)
    const token = decodeURIComponent(/token=(\S+)/.exec(rfqLink)?.[1] ?? '')
    const dead = await expectApiError(h.client().vendorPortal.getRfqByLink({ query: { token } }))
    expect(dead.status).toBeGreaterThanOrEqual(400)

    // The vendor keeps what it sent; another business is untouched.
    const { data: kept } = await vendor.keepsakes.listVendorKeepsakes()
    expect(kept.items).toHaveLength(1)
    expect(kept.items[0]).toMatchObject({
      buyerName: buyer.user.businessName,
      title: 'Valve spares',
      currency: 'usd',
      total: 45,
      notes: 'Ex works Lagos',
      lines: [
        { description: 'Seat ring', quantity: 10, unit: 'pcs', unitPrice: 3 },
        { description: 'Stem packing', quantity: 5, unit: 'sets', unitPrice: 3 },
      ],
    })
    expect((await vendor.vendorPortal.listVendorRfqs()).data.items).toEqual([])
    const stays = (await other.browser.orders.listOrders()).data.items
    expect(stays.map((o) => o.id)).toContain(otherOrder.id)
  })
})
