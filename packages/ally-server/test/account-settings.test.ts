import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDevice } from '../src/accounts/device'
import { users } from '../src/db/schema'
import { ENGINES, expectApiError, type Harness, startHarness } from './harness'

// Issue #30, settings: a business user changes their own password (the other sessions end),
// their login e-mail (with a code sent to the new address), sees and ends their sessions, and
// chooses which e-mails they receive (docs/product-rules.md, "Settings").

const NEW_PASSWORD = 'Quarry-lantern-orchard-58'

describe.each(ENGINES)('account settings (%s)', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  async function secondDevice(email: string, password: string) {
    const other = h.client()
    other.session.save((await other.auth.login({ body: { email, password } })).data)
    return other
  }

  it('changes the password with the current one; the other sessions end, this one stays', async () => {
    const { browser, email, password } = await h.signedUpOwner('password')
    const phone = await secondDevice(email, password)

    const wrong = await expectApiError(
      browser.accountSecurity.changePassword({
        body: { currentPassword: 'not-it-at-all', password: NEW_PASSWORD },
      }),
    )
    expect([wrong.status, wrong.body.errors?.[0]?.path]).toEqual([400, 'body.currentPassword'])
    const weak = await expectApiError(
      browser.accountSecurity.changePassword({
        body: { currentPassword: password, password: 'password1' },
      }),
    )
    expect([weak.status, weak.body.errors?.[0]?.path]).toEqual([400, 'body.password'])
    // Nothing was changed by the refusals: the phone is still signed in.
    expect((await phone.profile.getProfile()).data.user.email).toBe(email)

    const { message } = await browser.accountSecurity.changePassword({
      body: { currentPassword: password, password: NEW_PASSWORD },
    })
    expect(message).toBe('Your password is changed. Your other sessions were logged out.')
    expect((await browser.profile.getProfile()).data.user.email).toBe(email)
    expect((await expectApiError(phone.profile.getProfile())).status).toBe(401)
    expect((await h.lastMail(email))?.subject).toBe('Your Ally password was changed')

    const old = await expectApiError(h.client().auth.login({ body: { email, password } }))
    expect(old.status).toBe(400)
    await secondDevice(email, NEW_PASSWORD)
  })

  it('voids a reset link asked for before the password was changed', async () => {
    const { browser, email, password } = await h.signedUpOwner('reset-void')
    await h.client().auth.forgotPassword({ body: { email } })
    const link = (await h.lastMail(email))?.text ?? ''
    const token = decodeURIComponent(/token=(\S+)/.exec(link)?.[1] ?? '')
    expect(token).not.toBe('')
    await browser.accountSecurity.changePassword({
      body: { currentPassword: password, password: NEW_PASSWORD },
    })
    const reset = await expectApiError(
      h.client().auth.resetPassword({ body: { token, password: 'Another-long-pass-93' } }),
    )
    expect(reset.status).toBe(400)
  })

  it('changes the login e-mail once the code sent to the new address comes back', async () => {
    const { browser, email, password } = await h.signedUpOwner('email')
    const next = `new-${email}`

    const wrong = await expectApiError(
      browser.accountSecurity.requestEmailChange({ body: { email: next, password: 'nope-nope' } }),
    )
    expect([wrong.status, wrong.body.errors?.[0]?.path]).toEqual([400, 'body.password'])
    const same = await expectApiError(
      browser.accountSecurity.requestEmailChange({ body: { email, password } }),
    )
    expect([same.status, same.body.errors?.[0]?.path]).toEqual([400, 'body.email'])
    const other = await h.signedUpOwner('email-taken')
    const taken = await expectApiError(
      browser.accountSecurity.requestEmailChange({ body: { email: other.email, password } }),
    )
    expect(taken.status).toBe(409)

    const { message, data } = await browser.accountSecurity.requestEmailChange({
      body: { email: next, password },
    })
    expect(message).toBe(`We sent a 6-digit code to ${next}.`)
    expect(data.email).toBe(next)
    const code = await h.lastCode(next)
    // Until the code comes back, the old address still logs in.
    await secondDevice(email, password)

    const bad = await expectApiError(
      browser.accountSecurity.confirmEmailChange({
        body: { code: code === '000000' ? '111111' : '000000' },
      }),
    )
    expect(bad.status).toBe(400)
    const done = await browser.accountSecurity.confirmEmailChange({ body: { code } })
    expect(done.message).toBe(`You now log in with ${next}.`)
    expect(done.data.user.email).toBe(next)
    expect((await h.lastMail(email))?.subject).toBe('Your Ally login e-mail was changed')

    await secondDevice(next, password)
    const old = await expectApiError(h.client().auth.login({ body: { email, password } }))
    expect(old.status).toBe(400)
    // The code worked once.
    const again = await expectApiError(
      browser.accountSecurity.confirmEmailChange({ body: { code } }),
    )
    expect(again.status).toBe(400)
  })

  it('locks an e-mail change after five wrong codes', async () => {
    const { browser, email, password } = await h.signedUpOwner('email-lock')
    await browser.accountSecurity.requestEmailChange({ body: { email: `x-${email}`, password } })
    const code = await h.lastCode(`x-${email}`)
    const wrongCode = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) {
      await expectApiError(
        browser.accountSecurity.confirmEmailChange({ body: { code: wrongCode } }),
      )
    }
    const locked = await expectApiError(
      browser.accountSecurity.confirmEmailChange({ body: { code } }),
    )
    expect(locked.status).toBe(429)
  })

  it('lists the live sessions, marks this one, and ends another one', async () => {
    const { browser, email, password } = await h.signedUpOwner('sessions')
    // Signing up and verifying each opened one; a log-in on a phone adds one more.
    const before = (await browser.accountSecurity.listSessions()).data.sessions
    const phone = await secondDevice(email, password)
    const { data } = await browser.accountSecurity.listSessions()
    expect(data.sessions).toHaveLength(before.length + 1)
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1)
    const mine = data.sessions.find((s) => s.current)
    expect(mine?.lastSeenAt).not.toBeNull()
    // The newest first: the phone's.
    const theirs = data.sessions[0]
    if (!theirs || theirs.current) throw new Error('the phone is not listed first')
    expect(theirs.device).toBe('An unknown device')

    const { message } = await browser.accountSecurity.endOneSession({ params: { id: theirs.id } })
    expect(message).toBe('That session is logged out.')
    expect((await expectApiError(phone.profile.getProfile())).status).toBe(401)
    expect((await browser.accountSecurity.listSessions()).data.sessions).toHaveLength(before.length)

    const gone = await expectApiError(
      browser.accountSecurity.endOneSession({ params: { id: theirs.id } }),
    )
    expect(gone.status).toBe(404)
    // Another user's session is not theirs to end.
    const stranger = await h.signedUpOwner('sessions-stranger')
    const strangers = (await stranger.browser.accountSecurity.listSessions()).data.sessions
    const foreign = await expectApiError(
      browser.accountSecurity.endOneSession({ params: { id: strangers[0]?.id ?? '' } }),
    )
    expect(foreign.status).toBe(404)
    expect((await stranger.browser.profile.getProfile()).data.user.email).toBe(stranger.email)
  })

  /**
   * `buyer` invites a new vendor, and someone registers from the link with another address: the
   * buyer is asked by e-mail to confirm them.
   */
  async function vendorRegistersFor(buyer: Awaited<ReturnType<Harness['signedUpOwner']>>) {
    const email = `vendor-${buyer.email}`
    await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Kiln Ltd', email, orderTypes: ['supply'] }] },
    })
    const link = (await h.lastMail(email))?.text ?? ''
    const inviteToken = decodeURIComponent(/register\?token=(\S+)/.exec(link)?.[1] ?? '')
    await h.client().vendorAccount.vendorRegister({
      body: {
        inviteToken,
        companyName: 'Kiln Ltd',
        contactName: 'Bola Ade',
        email: `claimer-${email}`,
        password: 'Tin-roof-kettle-42',
      },
    })
  }

  it('does not e-mail a kind the person turned off, and does once it is back on', async () => {
    const buyer = await h.signedUpOwner('prefs-mail')
    await buyer.browser.accountSecurity.updateEmailPreferences({ body: { vendors: false } })
    await vendorRegistersFor(buyer)
    expect((await h.lastMail(buyer.email))?.subject).toBe(
      `Your Ally code: ${await h.lastCode(buyer.email)}`,
    )

    const other = await h.signedUpOwner('prefs-mail-on')
    await vendorRegistersFor(other)
    expect((await h.lastMail(other.email))?.subject).not.toMatch(/^Your Ally code/)
  })

  it('keeps each person’s e-mail preferences', async () => {
    const { browser, user } = await h.signedUpOwner('prefs')
    const { data: initial } = await browser.accountSecurity.getEmailPreferences()
    expect(initial).toEqual({
      quotes: true,
      purchaseOrders: true,
      shipments: true,
      approvals: true,
      vendors: true,
    })
    const { message, data } = await browser.accountSecurity.updateEmailPreferences({
      body: { quotes: false },
    })
    expect(message).toBe('Updated successfully')
    expect(data).toMatchObject({ quotes: false, shipments: true })
    expect((await browser.accountSecurity.getEmailPreferences()).data.quotes).toBe(false)
    const [row] = await h.context.db
      .select({ prefs: users.emailPreferences })
      .from(users)
      .where(eq(users.id, user.id))
    expect(row?.prefs.quotes).toBe(false)
  })
})

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['lightMyRequest', 'An unknown device'],
    [null, 'An unknown device'],
  ])('names %s', (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected)
  })
})
