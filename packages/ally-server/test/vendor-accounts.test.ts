import { decodeJwtPayload } from '@ally/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  statusesOfRepeatedPost,
  uniqueEmail,
} from './harness'

describe.each(ENGINES)('the vendor portal accounts on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  /** A buyer invites a vendor; returns the buyer and the token from the e-mailed link. */
  async function invited(label = 'supplier') {
    const buyer = await h.signedUpOwner(`buyer-${label}`)
    const email = uniqueEmail(label)
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: `${label} Ltd`, email, orderTypes: ['supply'] }] },
    })
    const text = (await h.lastMail(email))?.text ?? ''
    const token = decodeURIComponent(/register\?token=(\S+)/.exec(text)?.[1] ?? '')
    return { buyer, email, token, vendorId: data.invited[0]?.id ?? '' }
  }

  async function register(token: string, email: string) {
    const vendor = h.client()
    const { data } = await vendor.vendorAccount.vendorRegister({
      body: {
        inviteToken: token,
        companyName: 'Lagos Steel Ltd',
        contactName: 'Bola Ade',
        email,
        password: 'vendor-pass-1',
      },
    })
    vendor.vendorSession.save(data)
    return vendor
  }

  it('registers from an invite, verifies, onboards, and the buyer sees the vendor active', async () => {
    const { buyer, email, token, vendorId } = await invited('steel')
    const anonymous = h.client()
    const invite = await anonymous.vendorAccount.getVendorInvite({ query: { token } })
    expect(invite.data).toMatchObject({
      businessName: 'buyer-steel Ltd',
      vendorName: 'steel Ltd',
      email,
      registered: false,
    })

    const vendor = await register(token, email)
    expect(vendor.vendorSession.get()?.user).toMatchObject({
      email,
      active: false,
      onboarded: false,
    })
    const code = /\b(\d{6})\b/.exec((await h.lastMail(email))?.text ?? '')?.[1] ?? ''
    const verified = await vendor.vendorAccount.vendorVerifyEmail({ body: { code } })
    vendor.vendorSession.save(verified.data)
    expect(verified.data.user.active).toBe(true)

    const seen = await buyer.browser.vendors.getVendor({ query: { vendorId } })
    expect(seen.data.vendor).toMatchObject({ status: 'active' })
    expect(seen.data.vendor.joinedAt).not.toBeNull()

    const pdf = new Blob(['%PDF-1.4 tax certificate'], { type: 'application/pdf' })
    const { data: file } = await vendor.vendorAccount.vendorUploadFile({
      query: { name: 'tax.pdf' },
      body: pdf,
    })
    const { data } = await vendor.vendorAccount.vendorOnboarding({
      body: {
        country: 'Nigeria',
        address: '12 Creek Road, Apapa',
        website: 'https://lagos-steel.test',
        orderTypes: ['supply', 'logistics'],
        contacts: [{ name: 'Tunde Ade', email: 'sales@lagos-steel.test', role: 'Sales' }],
        documentIds: [file.id],
      },
    })
    expect(data.user).toMatchObject({
      onboarded: true,
      orderTypes: ['supply', 'logistics'],
      documents: [{ id: file.id, name: 'tax.pdf' }],
    })
    expect((await vendor.vendorAccount.getVendorProfile()).data.user.contacts).toHaveLength(1)
    // The invite link works once.
    expect(
      (await expectApiError(anonymous.vendorAccount.getVendorInvite({ query: { token } }))).status,
    ).toBe(404)
  })

  it('refuses a second account for the same e-mail and an unknown invite', async () => {
    const { email, token } = await invited('twice')
    await register(token, email)
    const again = await expectApiError(register(token, email))
    expect([again.status, again.message]).toEqual([
      409,
      'A vendor account with this e-mail already exists. Log in to accept the invitation.',
    ])
    const unknown = await expectApiError(
      h.client().vendorAccount.getVendorInvite({ query: { token: 'not-a-real-token' } }),
    )
    expect(unknown.status).toBe(404)
  })

  it('lets a registered vendor accept another buyer’s invite by logging in', async () => {
    const first = await invited('shared')
    const vendor = await register(first.token, first.email)
    const code = /\b(\d{6})\b/.exec((await h.lastMail(first.email))?.text ?? '')?.[1] ?? ''
    vendor.vendorSession.save(
      (await vendor.vendorAccount.vendorVerifyEmail({ body: { code } })).data,
    )

    const otherBuyer = await h.signedUpOwner('second-buyer')
    const { data } = await otherBuyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Shared Ltd', email: first.email }] },
    })
    const text = (await h.lastMail(first.email))?.text ?? ''
    const token = decodeURIComponent(/register\?token=(\S+)/.exec(text)?.[1] ?? '')
    expect(
      (await h.client().vendorAccount.getVendorInvite({ query: { token } })).data.registered,
    ).toBe(true)

    await h.client().vendorAccount.vendorLogin({
      body: { email: first.email, password: 'vendor-pass-1', inviteToken: token },
    })
    const seen = await otherBuyer.browser.vendors.getVendor({
      query: { vendorId: data.invited[0]?.id ?? '' },
    })
    expect(seen.data.vendor.status).toBe('active')
  })

  it('keeps buyer and vendor sessions apart', async () => {
    const { email, token } = await invited('realms')
    const vendor = await register(token, email)
    const vendorToken = vendor.vendorSession.getToken() ?? ''
    const buyer = await h.signedUpOwner('realm-buyer')
    const buyerToken = buyer.browser.session.getToken() ?? ''

    expect(
      (await expectApiError(h.api.profile.getProfile(undefined, { token: vendorToken }))).status,
    ).toBe(401)
    expect(
      (await expectApiError(h.api.vendorAccount.getVendorProfile(undefined, { token: buyerToken })))
        .status,
    ).toBe(401)
  })

  it('refuses documents the vendor did not upload itself', async () => {
    const { vendor: vendorA } = await h.verifiedVendor('docs-a')
    const { vendor: vendorB } = await h.verifiedVendor('docs-b')
    const { data: file } = await vendorB.vendorAccount.vendorUploadFile({
      query: { name: 'b.pdf' },
      body: new Blob(['%PDF b'], { type: 'application/pdf' }),
    })
    const error = await expectApiError(
      vendorA.vendorAccount.vendorOnboarding({
        body: { orderTypes: ['supply'], documentIds: [file.id] },
      }),
    )
    expect([error.status, error.message]).toEqual([
      400,
      'Some documents were not uploaded by this account.',
    ])
  })

  it('gives an unverified vendor a registration token good only for the code calls', async () => {
    const { email, token } = await invited('linked')
    const vendor = h.client()
    const { data } = await vendor.vendorAccount.vendorRegister({
      body: {
        inviteToken: token,
        companyName: 'Linked Ltd',
        contactName: 'Bola Ade',
        email,
        password: 'vendor-pass-1',
      },
    })
    const link = data.registrationToken ?? ''
    expect(decodeJwtPayload(link)?.pur).toBe('registration')
    const profile = await expectApiError(
      h.api.vendorAccount.getVendorProfile(undefined, { token: link }),
    )
    expect(profile.status).toBe(401)
    await h.api.vendorAccount.vendorResendCode(undefined, { token: link })
    const code = /\b(\d{6})\b/.exec((await h.lastMail(email))?.text ?? '')?.[1] ?? ''
    const verified = await h.api.vendorAccount.vendorVerifyEmail(
      { body: { code } },
      { token: link },
    )
    expect(verified.data.user.active).toBe(true)
    expect(verified.data.registrationToken).toBeUndefined()
  })

  describe('password reset', () => {
    async function activeVendor(label: string) {
      const { email, token } = await invited(label)
      const vendor = await register(token, email)
      const code = /\b(\d{6})\b/.exec((await h.lastMail(email))?.text ?? '')?.[1] ?? ''
      const { data } = await vendor.vendorAccount.vendorVerifyEmail({ body: { code } })
      vendor.vendorSession.save(data)
      return { vendor, email }
    }
    const linkToken = (text = '') => {
      const link = /(http\S+\/reset-password\?\S+)/.exec(text)?.[1] ?? ''
      return new URL(link)
    }

    it('e-mails a vendor link, changes the password once, voids older links and ends old sessions', async () => {
      const { vendor: oldSession, email } = await activeVendor('forgot')
      await oldSession.vendorAccount.getVendorProfile()
      const anonymous = h.client()
      const known = await anonymous.vendorAccount.vendorForgotPassword({ body: { email } })
      const unknown = await anonymous.vendorAccount.vendorForgotPassword({
        body: { email: uniqueEmail('nobody') },
      })
      expect(known.message).toBe(unknown.message)
      const older = linkToken((await h.lastMail(email))?.text)
      await anonymous.vendorAccount.vendorForgotPassword({ body: { email: email.toUpperCase() } })
      const mail = await h.lastMail(email)
      expect(mail?.subject).toBe('Reset your Ally password')
      const link = linkToken(mail?.text)
      // The shared reset page knows from the link that this is a vendor's password.
      expect([link.pathname, link.searchParams.get('for')]).toEqual(['/reset-password', 'vendor'])
      const token = link.searchParams.get('token') ?? ''

      // A vendor's link is no good for a buyer's reset, nor the other way round.
      const crossed = await expectApiError(
        anonymous.auth.resetPassword({ body: { token, password: 'brand-new-pass-2' } }),
      )
      expect(crossed.status).toBe(400)

      const done = await anonymous.vendorAccount.vendorResetPassword({
        body: { token, password: 'brand-new-pass-2' },
      })
      expect(done.message).toBe('Your password has been changed. Log in with the new password.')
      const reused = await expectApiError(
        anonymous.vendorAccount.vendorResetPassword({
          body: { token, password: 'another-pass-3' },
        }),
      )
      expect([reused.status, reused.message]).toEqual([
        400,
        'This reset link is invalid or has expired. Ask for a new one.',
      ])
      const olderUse = await expectApiError(
        anonymous.vendorAccount.vendorResetPassword({
          body: { token: older.searchParams.get('token') ?? '', password: 'another-pass-3' },
        }),
      )
      expect(olderUse.status).toBe(400)

      const wrong = await expectApiError(
        anonymous.vendorAccount.vendorLogin({ body: { email, password: 'vendor-pass-1' } }),
      )
      expect(wrong.status).toBe(400)
      await anonymous.vendorAccount.vendorLogin({ body: { email, password: 'brand-new-pass-2' } })
      expect((await expectApiError(oldSession.vendorAccount.getVendorProfile())).status).toBe(401)
    })

    it('expires vendor reset links after an hour', async () => {
      let now = Date.now()
      const clocked = await startHarness(engine, { now: () => new Date(now) })
      try {
        const email = uniqueEmail('slow-vendor')
        await clocked.api.vendorAccount.vendorRegister({
          body: { companyName: 'Slow Ltd', contactName: 'Sam', email, password: 'vendor-pass-1' },
        })
        await clocked.api.vendorAccount.vendorForgotPassword({ body: { email } })
        const token = linkToken((await clocked.lastMail(email))?.text).searchParams.get('token')
        now += 60 * 60 * 1000 + 1
        const error = await expectApiError(
          clocked.api.vendorAccount.vendorResetPassword({
            body: { token: token ?? '', password: 'brand-new-pass-2' },
          }),
        )
        expect(error.status).toBe(400)
      } finally {
        await clocked.close()
      }
    })

    it('rate-limits the vendor reset endpoints like the buyer ones', async () => {
      const limited = await startHarness(engine, { rateLimits: true })
      try {
        const statuses = await statusesOfRepeatedPost(
          [limited],
          '/api/v1/vendor/auth/password/forget',
          {
            email: 'someone@example.test',
          },
        )
        expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
        expect(statuses[10]).toBe(429)
      } finally {
        await limited.close()
      }
    })

    it('refuses a weak new password without using up the link', async () => {
      const { email } = await activeVendor('weak-reset')
      const anonymous = h.client()
      await anonymous.vendorAccount.vendorForgotPassword({ body: { email } })
      const token = linkToken((await h.lastMail(email))?.text).searchParams.get('token') ?? ''
      for (const password of [...weakPasswords(email), 'bola-ade-green-tea', 'Lagos Steel Ltd 1']) {
        const error = await expectApiError(
          anonymous.vendorAccount.vendorResetPassword({ body: { token, password } }),
        )
        expect([error.status, error.errors.map((issue) => issue.path)]).toEqual([
          400,
          ['body.password'],
        ])
      }
      await anonymous.vendorAccount.vendorResetPassword({
        body: { token, password: 'Lantern-fjord-basalt-7' },
      })
      await anonymous.vendorAccount.vendorLogin({
        body: { email, password: 'Lantern-fjord-basalt-7' },
      })
    })
  })

  /** docs/product-rules.md#passwords: what every password-setting endpoint refuses. */
  const weakPasswords = (email: string) => ['password', '12345678', ' '.repeat(8), email]

  it('refuses common, blank and personal passwords at registration, and stores nothing', async () => {
    const { email, token } = await invited('weak')
    const body = {
      inviteToken: token,
      companyName: 'Lagos Steel Ltd',
      contactName: 'Bola Ade',
      email,
    }
    for (const password of [...weakPasswords(email), 'bola-ade-green-tea']) {
      const error = await expectApiError(
        h.client().vendorAccount.vendorRegister({ body: { ...body, password } }),
      )
      expect([error.status, error.errors.map((issue) => issue.path)]).toEqual([
        400,
        ['body.password'],
      ])
      expect(error.errors[0]?.message).toBe(error.message)
    }
    // Nothing was stored: the invite is still open and the address still free.
    const invite = await h.client().vendorAccount.getVendorInvite({ query: { token } })
    expect(invite.data.registered).toBe(false)
    const vendor = await register(token, email)
    expect(vendor.vendorSession.get()?.user.email).toBe(email)
  })
})
