import { logout } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { files, vendors } from '../src/db/schema'
import { VERIFY_FIRST_MESSAGE } from '../src/http/authenticate'
import { ACCEPTED_SAMPLES } from './file-fixtures'
import {
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
  VENDOR_PASSWORD,
} from './harness'

describe.each(ENGINES)('sessions and verification on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  /** A second device: the same owner logged in again. */
  async function secondDevice(email: string, password: string) {
    const other = h.client()
    other.session.save((await other.auth.login({ body: { email, password } })).data)
    return other
  }

  it('ends the session a token belongs to at logout, and only that one', async () => {
    const { browser, email, password } = await h.signedUpOwner('logout')
    const phone = await secondDevice(email, password)
    const token = browser.session.getToken() ?? ''

    await logout(browser.request)
    expect(browser.session.get()).toBeNull()
    // The token a copy of it still holds no longer works …
    const error = await expectApiError(h.api.profile.getProfile(undefined, { token }))
    expect([error.status, error.message]).toEqual([
      401,
      'Your session has expired. Please log in again.',
    ])
    // … while the other device stays logged in.
    expect((await phone.profile.getProfile()).data.user.email).toBe(email)
  })

  it('ends every session of the user, on every device', async () => {
    const { browser, email, password } = await h.signedUpOwner('everywhere')
    const phone = await secondDevice(email, password)
    const { message } = await phone.auth.endAllSessions()
    expect(message).toBe('You are logged out on every device.')
    for (const device of [browser, phone]) {
      expect((await expectApiError(device.profile.getProfile())).status).toBe(401)
    }
    // A new login works as before.
    const again = await secondDevice(email, password)
    expect((await again.profile.getProfile()).data.user.email).toBe(email)
  })

  it('refuses a session token that names no session', async () => {
    const { user } = await h.signedUpOwner('sessionless')
    const forged = await h.context.tokens.sign(
      { sub: user.id, realm: 'buyer', bid: user.businessId, tv: 0 },
      '1d',
    )
    expect(
      (await expectApiError(h.api.profile.getProfile(undefined, { token: forged }))).status,
    ).toBe(401)
  })

  it('logs a vendor out the same way', async () => {
    const { vendor, email } = await h.verifiedVendor('vendor-logout')
    const token = vendor.vendorSession.getToken() ?? ''
    const other = h.client()
    other.vendorSession.save(
      (await other.vendorAccount.vendorLogin({ body: { email, password: VENDOR_PASSWORD } })).data,
    )
    await logout(vendor.request, { realm: 'vendor' })
    expect(vendor.vendorSession.get()).toBeNull()
    const ended = await expectApiError(h.api.vendorAccount.getVendorProfile(undefined, { token }))
    expect(ended.status).toBe(401)
    expect((await other.vendorAccount.getVendorProfile()).data.user.email).toBe(email)

    await other.vendorAccount.vendorEndAllSessions()
    expect((await expectApiError(other.vendorAccount.getVendorProfile())).status).toBe(401)
  })

  it('lets an unverified owner verify, read the profile and log out, and nothing else', async () => {
    const { browser, email, user } = await h.unverifiedOwner('unverified')

    const invite = await expectApiError(
      browser.vendors.inviteVendors({
        body: {
          vendors: [{ name: 'Target', email: uniqueEmail('target'), orderTypes: ['supply'] }],
        },
      }),
    )
    expect([invite.status, invite.message]).toEqual([403, VERIFY_FIRST_MESSAGE])
    const upload = await expectApiError(
      browser.files.uploadFile({
        query: { name: 'a.pdf' },
        body: new Blob([ACCEPTED_SAMPLES[0].bytes]),
      }),
    )
    expect(upload.status).toBe(403)
    expect((await expectApiError(browser.vendors.listVendors({ query: {} }))).status).toBe(403)
    // Nothing was stored and nobody was e-mailed.
    const business = user.businessId
    expect(
      await h.database.db.select().from(vendors).where(eq(vendors.businessId, business)),
    ).toEqual([])
    expect(await h.database.db.select().from(files).where(eq(files.businessId, business))).toEqual(
      [],
    )

    expect((await browser.profile.getProfile()).data.user.active).toBe(false)
    await browser.auth.resendSignupCode()
    const verified = await browser.auth.verifySignupCode({
      body: { code: await h.lastCode(email) },
    })
    browser.session.save(verified.data)
    expect((await browser.vendors.listVendors({ query: {} })).data.items).toEqual([])
    // Verifying replaced the sign-up's session: settings lists this device once.
    const { sessions: live } = (await browser.accountSecurity.listSessions()).data
    expect(live.map((session) => session.current)).toEqual([true])
  })

  it('lets an unverified vendor verify and nothing else', async () => {
    const { vendor } = await h.registeredVendor('unverified-vendor')
    // One call at a time: a second call made before the first is awaited would reject unobserved.
    const calls = [
      () =>
        vendor.vendorAccount.vendorUploadFile({
          query: { name: 'a.pdf' },
          body: new Blob([ACCEPTED_SAMPLES[0].bytes]),
        }),
      () => vendor.vendorAccount.vendorOnboarding({ body: { orderTypes: ['supply'] } }),
    ]
    for (const call of calls) {
      const error = await expectApiError(call())
      expect([error.status, error.message]).toEqual([403, VERIFY_FIRST_MESSAGE])
    }
    expect((await vendor.vendorAccount.getVendorProfile()).data.user.active).toBe(false)
  })
})
