import { AllyApiError } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, teamInvitations, users } from '../src/db/schema'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue #30: a business of several people. An owner or admin invites someone by e-mail; the
// link lets them set a password and join, once, for a week; invitations can be sent again or
// revoked; roles change; people leave. Nobody takes away the last owner, and only an owner
// gives or takes the owner's role (docs/product-rules.md, "Team and roles").

const PASSWORD = 'Granite-harbour-lantern-7'

describe.each(ENGINES)('the team (%s)', (engine) => {
  let h: Harness
  let owner: Awaited<ReturnType<Harness['signedUpOwner']>>

  beforeAll(async () => {
    h = await startHarness(engine)
    owner = await h.signedUpOwner('team')
  })
  afterAll(() => h?.close())

  /** The token in the last invitation mailed to `email`. */
  async function invitationToken(email: string): Promise<string> {
    const text = (await h.lastMail(email))?.text ?? ''
    return decodeURIComponent(/\/join-team\?token=(\S+)/.exec(text)?.[1] ?? '')
  }

  /** `inviter` invites a new address as `role`; returns it with the link's token. */
  async function invite(
    role: 'owner' | 'admin' | 'member' | 'viewer',
    inviter = owner.browser,
    label: string = role,
  ) {
    const email = uniqueEmail(label)
    const { message, data } = await inviter.team.addTeamMember({
      body: { email, firstName: 'Kemi', lastName: label, role },
    })
    expect(message).toBe('Team member added')
    return { email, member: data, token: await invitationToken(email) }
  }

  /** Someone invited as `role` who joined; their own logged-in client. */
  async function joined(role: 'owner' | 'admin' | 'member' | 'viewer', label: string = role) {
    const { token, email } = await invite(role, owner.browser, label)
    const browser = h.client()
    const { data } = await browser.team.joinTeam({ body: { token, password: PASSWORD } })
    browser.session.save(data)
    return { browser, user: data.user, email }
  }

  it('invites by e-mail; the link shows who invites, then joins once with a password', async () => {
    const { email, member, token } = await invite('member')
    expect(member).toMatchObject({ email, role: 'member', status: 'invited', lastActiveAt: null })
    const mail = await h.lastMail(email)
    expect(mail?.subject).toBe('Ada Obi invites you to team Ltd on Ally')
    expect(mail?.text).toContain('as a member')

    const stranger = h.client()
    const { data: invitation } = await stranger.team.getTeamInvitation({ query: { token } })
    expect(invitation).toMatchObject({ email, businessName: 'team Ltd', invitedBy: 'Ada Obi' })

    // A weak password is refused at its field and leaves the link usable.
    const weak = await expectApiError(
      stranger.team.joinTeam({ body: { token, password: 'password1' } }),
    )
    expect(weak.status).toBe(400)
    expect(weak.body.errors?.[0]?.path).toBe('body.password')

    const { message, data } = await stranger.team.joinTeam({ body: { token, password: PASSWORD } })
    expect(message).toBe('Welcome to team Ltd.')
    expect(data.user).toMatchObject({ email, role: 'member', active: true })
    expect(data.user.businessId).toBe(owner.user.businessId)
    stranger.session.save(data)
    const { data: orderList } = await stranger.orders.listOrders()
    expect(orderList.items).toEqual([])

    const again = await expectApiError(
      h.client().team.joinTeam({ body: { token, password: PASSWORD } }),
    )
    expect(again.status).toBe(400)
    expect(again.body.errors?.[0]?.path).toBe('body.token')

    const { data: team } = await owner.browser.team.listTeam({ query: { limit: 100 } })
    const listed = team.items.find((item) => item.email === email)
    expect(listed).toMatchObject({ status: 'active', role: 'member', inviteExpiresAt: null })
    expect(listed?.lastActiveAt).not.toBeNull()
    expect(team.items[0]).toMatchObject({ email: owner.email, role: 'owner' })
  })

  it('refuses an expired link, and a resent one replaces the old link', async () => {
    const { email, member, token } = await invite('viewer', owner.browser, 'late')
    await h.database.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, member.id))
    const expired = await expectApiError(h.client().team.getTeamInvitation({ query: { token } }))
    expect(expired.message).toBe(
      'This invitation has expired. Ask whoever invited you to send it again.',
    )

    const { message, data } = await owner.browser.team.resendTeamInvite({
      params: { id: member.id },
    })
    expect(message).toBe('Invitation sent')
    expect(Date.parse(data.inviteExpiresAt ?? '')).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    const fresh = await invitationToken(email)
    expect(fresh).not.toBe(token)
    expect(
      (await expectApiError(h.client().team.getTeamInvitation({ query: { token } }))).status,
    ).toBe(400)
    const { data: joinedNow } = await h.client().team.joinTeam({
      body: { token: fresh, password: PASSWORD },
    })
    expect(joinedNow.user.role).toBe('viewer')
  })

  it('revokes an invitation: its link stops working', async () => {
    const { member, token } = await invite('member', owner.browser, 'revoked')
    const { message } = await owner.browser.team.removeTeamMember({ params: { id: member.id } })
    expect(message).toMatch(/^The invitation to .+ was revoked\.$/)
    const used = await expectApiError(
      h.client().team.joinTeam({ body: { token, password: PASSWORD } }),
    )
    expect(used.status).toBe(400)
  })

  it('refuses to invite someone on the team, invited already, or with another business', async () => {
    const { email } = await invite('member', owner.browser, 'twice')
    const twice = await expectApiError(
      owner.browser.team.addTeamMember({
        body: { email, firstName: 'Kemi', lastName: 'Twice', role: 'member' },
      }),
    )
    expect(twice.status).toBe(409)
    const onTeam = await expectApiError(
      owner.browser.team.addTeamMember({
        body: { email: owner.email, firstName: 'Ada', lastName: 'Obi', role: 'admin' },
      }),
    )
    expect(onTeam.message).toBe(`${owner.email} is on your team already.`)
    const other = await h.signedUpOwner('elsewhere')
    const elsewhere = await expectApiError(
      owner.browser.team.addTeamMember({
        body: { email: other.email, firstName: 'Ada', lastName: 'Obi', role: 'member' },
      }),
    )
    expect(elsewhere.status).toBe(409)
  })

  it('keeps the owner role to owners and the business never without one', async () => {
    const admin = await joined('admin', 'rules')
    const byAdmin = await expectApiError(
      admin.browser.team.addTeamMember({
        body: { email: uniqueEmail('boss'), firstName: 'Kemi', lastName: 'Boss', role: 'owner' },
      }),
    )
    expect(byAdmin.status).toBe(403)
    expect(byAdmin.message).toBe('Only an owner gives or changes the owner role.')
    const demoteOwner = await expectApiError(
      admin.browser.team.changeTeamRole({
        params: { id: owner.user.id },
        body: { role: 'member' },
      }),
    )
    expect(demoteOwner.status).toBe(403)
    const removeOwner = await expectApiError(
      admin.browser.team.removeTeamMember({ params: { id: owner.user.id } }),
    )
    expect(removeOwner.status).toBe(403)

    const self = await expectApiError(
      owner.browser.team.changeTeamRole({ params: { id: owner.user.id }, body: { role: 'admin' } }),
    )
    expect(self.status).toBe(409)

    // Ownership passes from one owner to another: the new owner then changes the first.
    const { message, data } = await owner.browser.team.changeTeamRole({
      params: { id: admin.user.id },
      body: { role: 'owner' },
    })
    expect(message).toBe('Updated successfully')
    expect(data.role).toBe('owner')
    await admin.browser.team.changeTeamRole({
      params: { id: owner.user.id },
      body: { role: 'admin' },
    })
    const last = await expectApiError(
      owner.browser.team.changeTeamRole({
        params: { id: admin.user.id },
        body: { role: 'member' },
      }),
    )
    // The former owner is an admin now: the owner's role is not theirs to change.
    expect(last.status).toBe(403)
    await admin.browser.team.changeTeamRole({
      params: { id: owner.user.id },
      body: { role: 'owner' },
    })
  })

  it('removes someone at once: their sessions end, what they made stays', async () => {
    const member = await joined('member', 'leaver')
    const { data: order } = await member.browser.orders.createOrder({
      body: {
        title: 'Gloves',
        orderType: 'supply',
        lines: [{ description: 'Nitrile gloves', quantity: 10, unit: 'box' }],
      },
    })
    const { message } = await owner.browser.team.removeTeamMember({
      params: { id: member.user.id },
    })
    expect(message).toBe('Kemi leaver was removed from the team.')
    const after = await expectApiError(member.browser.orders.listOrders())
    expect(after.status).toBe(401)
    const [kept] = await h.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept?.createdBy).toBeNull()
    expect(kept?.title).toBe('Gloves')
    const gone = await h.database.db.select().from(users).where(eq(users.id, member.user.id))
    expect(gone).toEqual([])
    const self = await expectApiError(
      owner.browser.team.removeTeamMember({ params: { id: owner.user.id } }),
    )
    expect(self.status).toBe(409)
  })

  it("cannot see or touch another business's people", async () => {
    const { member } = await invite('member', owner.browser, 'private')
    const other = await h.signedUpOwner('nosy')
    for (const call of [
      () => other.browser.team.resendTeamInvite({ params: { id: member.id } }),
      () => other.browser.team.removeTeamMember({ params: { id: member.id } }),
      () =>
        other.browser.team.changeTeamRole({
          params: { id: owner.user.id },
          body: { role: 'viewer' },
        }),
    ]) {
      const error = await expectApiError(call())
      expect(error).toBeInstanceOf(AllyApiError)
      expect(error.status).toBe(404)
    }
    const { data } = await other.browser.team.listTeam()
    expect(data.items.map((item) => item.email)).toEqual([other.email])
  })
})
