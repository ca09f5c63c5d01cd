import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrders, users } from '../src/db/schema'
import {
  ACCESS_KEY,
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
} from './harness'

// Issue "Sourcing, part 2", approval above an amount: the owner sets a threshold in the
// business's currency; a member's PO above it waits for an owner's or admin's approval (they are
// e-mailed) before it can be sent, and an owner or admin sending one approves it.

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>

describe.each(ENGINES)('approving purchase orders on %s', (engine) => {
  let h: Harness
  let owner: Buyer
  let member: Buyer
  let vendor: { id: string; email: string }

  /** A draft of `amount` euros (about amount / 0.92 dollars) to the vendor. */
  const draft = async (amount: number, by = member) =>
    (
      await by.browser.purchaseOrders.createPurchaseOrder({
        body: {
          vendorId: vendor.id,
          currency: 'eur',
          lines: [{ description: 'Control valve', quantity: 1, unit: 'pcs', unitPrice: amount }],
        },
      })
    ).data
  const send = (id: string, by = member) =>
    by.browser.purchaseOrders.sendPurchaseOrder({ params: { id }, body: {} })
  const stored = async (id: string) =>
    (await h.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]

  beforeAll(async () => {
    h = await startHarness(engine)
    owner = await h.signedUpOwner('approval-owner')
    const email = uniqueEmail('vendor')
    const { data } = await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Valveco', email, orderTypes: ['supply'] }] },
    })
    vendor = { id: data.invited[0]?.id ?? '', email }
    // A member of the owner's business (team invitations come with team management).
    member = await h.signedUpOwner('approval-member')
    await h.database.db
      .update(users)
      .set({ businessId: owner.user.businessId, role: 'member' })
      .where(eq(users.email, member.email))
    const login = await member.browser.auth.login({
      body: { email: member.email, password: member.password },
    })
    member.browser.session.save(login.data)
  })
  afterAll(() => h?.close())

  it('lets the owner set the threshold in the business currency, and no one else', async () => {
    const set = await owner.browser.profile.updateProfile({
      body: { currency: 'usd', approvalThreshold: 1000 },
    })
    expect(set.data.settings).toEqual({ currency: 'usd', approvalThreshold: 1000 })
    const refused = await expectApiError(
      member.browser.profile.updateProfile({ body: { approvalThreshold: 50_000 } }),
    )
    expect(refused.status).toBe(403)
    // Past the SDK's own check, straight to the server.
    for (const approvalThreshold of [-1, 1e15]) {
      const refusedValue = await h.app.inject({
        method: 'PUT',
        url: '/api/v1/ldb/profile',
        headers: {
          'access-key': ACCESS_KEY,
          authorization: `Bearer ${owner.browser.session.get()?.token}`,
        },
        payload: { approvalThreshold },
      })
      expect([refusedValue.statusCode, refusedValue.json().errors?.[0]?.path]).toEqual([
        400,
        'body.approvalThreshold',
      ])
    }
    expect((await owner.browser.profile.getProfile()).data.settings.approvalThreshold).toBe(1000)
    // A member reads them too.
    expect((await member.browser.profile.getProfile()).data.settings.currency).toBe('usd')
  })

  it("holds a member's PO above the threshold for approval, and e-mails the owner", async () => {
    // 1,000 euros is about 1,087 dollars: above the 1,000-dollar threshold.
    const po = await draft(1000)
    const held = await send(po.id)
    expect(held.message).toBe(
      `Purchase order ${po.number} waits for approval: it is above the $1,000.00 threshold`,
    )
    expect(held.data.status).toBe('awaiting_approval')
    expect(held.data.history.at(-1)).toMatchObject({
      status: 'awaiting_approval',
      by: 'Ada Obi',
      note: 'Above the $1,000.00 approval threshold',
    })
    expect(held.data.documents).toEqual([])
    expect((await h.lastMail(vendor.email))?.subject ?? '').not.toContain(po.number)
    const ask = await h.lastMail(owner.email)
    expect(ask?.subject).toBe(`Approve ${po.number}: €1,000.00 to Valveco`)
    expect(ask?.text).toContain(`/dashboard/purchase-orders/${po.id}`)

    // The member cannot push it through; nothing changes.
    const again = await expectApiError(send(po.id))
    expect(again.status).toBe(403)
    expect(again.message).toMatch(/an owner or admin sends it/)
    expect((await stored(po.id))?.status).toBe('awaiting_approval')

    // The owner's sending approves it.
    const approved = await send(po.id, owner)
    expect(approved.message).toBe(`Purchase order ${po.number} sent to Valveco`)
    expect(approved.data.status).toBe('sent')
    expect(approved.data.history.at(-1)?.note).toBe(`Approved and e-mailed to ${vendor.email}`)
    expect((await h.lastMail(vendor.email))?.subject).toContain(po.number)
  })

  it('sends what is under the threshold, and what an owner sends, at once', async () => {
    const small = await draft(900)
    expect((await send(small.id)).data.status).toBe('sent')
    const big = await draft(5000, owner)
    const sent = await send(big.id, owner)
    expect(sent.data.status).toBe('sent')
    expect(sent.data.history.at(-1)?.note).toMatch(/^Approved and e-mailed to /)
  })

  it('needs no approval once the threshold is cleared', async () => {
    await owner.browser.profile.updateProfile({ body: { approvalThreshold: null } })
    const po = await draft(100_000)
    expect((await send(po.id)).data.status).toBe('sent')
    await owner.browser.profile.updateProfile({ body: { approvalThreshold: 1000 } })
  })
})
