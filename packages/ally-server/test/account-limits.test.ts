import { listDevMail } from '@ally/sdk/dev'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, mailOutbox, users, vendors } from '../src/db/schema'
import { ACCOUNT_LIMITS } from '../src/rate-limit/account-limits'
import { createPasswordReset, RESET_REQUESTED } from '../src/services/password-reset'
import {
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
  VENDOR_PASSWORD,
} from './harness'

const LOGIN_FAILURES = ACCOUNT_LIMITS.login[0].max
const MAILS = ACCOUNT_LIMITS.mail[0].max

describe.each(ENGINES)('per-account limits on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  const wrongLogin = (email: string) =>
    expectApiError(h.client().auth.login({ body: { email, password: 'not-the-password-9' } }))

  it('makes an account wait after repeated failed log-ins, whatever address they come from', async () => {
    const { email, password } = await h.signedUpOwner('guessed')
    for (let i = 0; i < LOGIN_FAILURES; i += 1) {
      expect((await wrongLogin(email)).status).toBe(400)
    }
    // Even the right password waits: the limit must not become a password oracle.
    const error = await expectApiError(h.client().auth.login({ body: { email, password } }))
    expect([error.status, error.message]).toEqual([
      429,
      'Too many failed log-ins for this account. Try again in 15 minutes.',
    ])
    // Another account is not affected.
    const other = await h.signedUpOwner('bystander')
    const { data } = await h.client().auth.login({
      body: { email: other.email, password: other.password },
    })
    expect(data.user.email).toBe(other.email)
  })

  it('forgets failures after a successful log-in', async () => {
    const { email, password } = await h.signedUpOwner('typo')
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < LOGIN_FAILURES - 1; i += 1) await wrongLogin(email)
      await h.client().auth.login({ body: { email, password } })
    }
  })

  it('limits failed vendor log-ins the same way', async () => {
    const { email } = await h.verifiedVendor('vendor-guessed')
    for (let i = 0; i < LOGIN_FAILURES; i += 1) {
      await expectApiError(
        h.client().vendorAccount.vendorLogin({ body: { email, password: 'not-the-password-9' } }),
      )
    }
    const error = await expectApiError(
      h.client().vendorAccount.vendorLogin({ body: { email, password: VENDOR_PASSWORD } }),
    )
    expect(error.status).toBe(429)
  })

  it('sends an account only so many codes', async () => {
    const { browser } = await h.unverifiedOwner('resender')
    for (let i = 0; i < MAILS; i += 1) await browser.auth.resendSignupCode()
    const error = await expectApiError(browser.auth.resendSignupCode())
    expect([error.status, error.message]).toEqual([
      429,
      'You asked for several codes in a short time. Try again in 60 minutes.',
    ])
  })

  it('answers every reset request alike but e-mails an account only so many links', async () => {
    const { email } = await h.signedUpOwner('reset-flood')
    for (let i = 0; i < MAILS + 3; i += 1) {
      const { message } = await h.client().auth.forgotPassword({ body: { email } })
      expect(message).toBe(RESET_REQUESTED)
    }
    await h.context.mail.idle()
    const links = (await h.api.request(listDevMail, { query: { to: email } })).data.items
    expect(links.filter((mail) => mail.subject.includes('Reset'))).toHaveLength(MAILS)
  })

  it('answers a reset request before looking the account up', async () => {
    const reset = createPasswordReset({
      realm: 'buyer',
      db: h.database.db,
      store: {
        // An account lookup that never ends: the answer must not wait for it.
        findByEmail: () => new Promise(() => undefined),
        save: async () => undefined,
        findOwner: async () => undefined,
        consume: async () => false,
      },
      outbox: { ...h.context.mail, later: () => undefined },
      limits: h.context.accountLimits,
      now: () => new Date(),
      link: (token) => token,
      mail: (to) => ({ to, subject: 'Reset', text: '', html: '' }),
    })
    await expect(reset.request(uniqueEmail('slow'))).resolves.toEqual({
      message: RESET_REQUESTED,
      data: null,
    })
  })
})

describe.each(ENGINES)('invitations while the mail server is down on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    // Nothing listens on port 9: every delivery fails.
    h = await startHarness(engine, { smtpUrl: 'smtp://127.0.0.1:9' })
  })
  afterAll(() => h?.close())

  it('keeps the vendor and its invitation together, and retries the mail', async () => {
    // No code can arrive: a verified owner is made in the database.
    const [business] = await h.database.db
      .insert(businesses)
      .values({ name: 'Offline Ltd' })
      .returning()
    const [owner] = await h.database.db
      .insert(users)
      .values({
        businessId: business?.id ?? '',
        email: uniqueEmail('offline-owner'),
        passwordHash: 'unused',
        firstName: 'Ola',
        lastName: 'Ade',
        role: 'owner',
        active: true,
      })
      .returning()
    const token = await h.context.sessions.start(
      { sub: owner?.id ?? '', realm: 'buyer', bid: business?.id, tv: 0 },
      '1h',
    )
    const browser = h.client()
    const email = uniqueEmail('invitee')
    const { data } = await browser.vendors.inviteVendors(
      { body: { vendors: [{ name: 'Offline Ltd', email, orderTypes: ['supply'] }] } },
      { token },
    )
    expect(data.invited).toHaveLength(1)
    await h.context.mail.idle()
    const [queued] = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    expect(queued).toMatchObject({ attempts: 1, sentAt: null })
    expect(queued?.lastError).toBeTruthy()
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    const [row] = await h.database.db.select().from(vendors).where(eq(vendors.email, email))
    expect(row?.businessId).toBe(business?.id)
  })
})
