import { allyContract, decodeJwtPayload, type Endpoint, isTokenLive } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthenticate, REGISTRATION_ENDPOINTS } from '../src/http/authenticate'
import { CODE_MAX_ATTEMPTS } from '../src/services/codes'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

describe.each(ENGINES)('accounts on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  const signUp = async (email = uniqueEmail()) => {
    const browser = h.client()
    const { data, message } = await browser.auth.signup({
      body: {
        firstName: 'Ada',
        lastName: 'Obi',
        email,
        password: 'correct-horse-1',
        businessName: 'Obi Supplies',
      },
    })
    browser.session.save(data)
    return { browser, email, data, message }
  }

  it('signs up an inactive owner, e-mails a code, and verifies with it', async () => {
    const { browser, email, data, message } = await signUp()
    expect(message).toContain(email)
    expect(data.user).toMatchObject({
      email,
      role: 'owner',
      active: false,
      businessName: 'Obi Supplies',
    })
    expect(isTokenLive(data.token)).toBe(true)

    const mail = await h.lastMail(email)
    expect(mail?.subject).toMatch(/^Your Ally code: \d{6}$/)
    expect(mail?.html).toContain('Verify your e-mail')

    const verified = await browser.auth.verifySignupCode({
      body: { code: await h.lastCode(email) },
    })
    expect(verified.data.user.active).toBe(true)
    browser.session.save(verified.data)
    const profile = await browser.profile.getProfile()
    expect(profile.data.user).toMatchObject({ email, active: true })
  })

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const { email } = await signUp()
    const error = await expectApiError(signUp(email.toUpperCase()))
    expect([error.status, error.message]).toEqual([
      409,
      'An account with this e-mail already exists. Log in instead.',
    ])
  })

  it('names every invalid field of a signup', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/v1/ldb/auth/signup',
      headers: { 'access-key': 'pk_test_integration' },
      payload: { email: 'nope', password: 'short' },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Must be a valid e-mail address' },
        { path: 'body.password', message: 'Must be at least 8 characters' },
        { path: 'body.firstName', message: 'Required' },
      ]),
    )
    expect(body.message).toMatch(/^body\./)
  })

  it(`locks the code after ${CODE_MAX_ATTEMPTS} wrong tries, until a new code is sent`, async () => {
    const { browser, email } = await signUp()
    const right = await h.lastCode(email)
    const wrong = right === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      const error = await expectApiError(browser.auth.verifySignupCode({ body: { code: wrong } }))
      messages.push(`${error.status} ${error.message}`)
    }
    expect(messages[0]).toBe('400 That code is not right. 4 tries left.')
    expect(messages.at(-1)).toBe('429 Too many wrong codes. Request a new code.')
    const locked = await expectApiError(browser.auth.verifySignupCode({ body: { code: right } }))
    expect(locked.status).toBe(429)

    const resent = await browser.auth.resendSignupCode()
    expect(resent.message).toContain(email)
    const fresh = await h.lastCode(email)
    const { data } = await browser.auth.verifySignupCode({ body: { code: fresh } })
    expect(data.user.active).toBe(true)
  })

  it('rejects an expired code', async () => {
    let now = Date.now()
    const clocked = await startHarness(engine, { now: () => new Date(now) })
    try {
      const browser = clocked.client()
      const email = uniqueEmail('late')
      const { data } = await browser.auth.signup({
        body: {
          firstName: 'Late',
          lastName: 'Comer',
          email,
          password: 'correct-horse-1',
          businessName: 'Late Ltd',
        },
      })
      browser.session.save(data)
      const code = await clocked.lastCode(email)
      now += 10 * 60 * 1000 + 1
      const error = await expectApiError(browser.auth.verifySignupCode({ body: { code } }))
      expect([error.status, error.message]).toEqual([
        400,
        'This code has expired. Request a new one.',
      ])
    } finally {
      await clocked.close()
    }
  })

  it('needs the signup token to verify or resend, and refuses once verified', async () => {
    const anonymous = h.client()
    expect((await expectApiError(anonymous.auth.resendSignupCode())).status).toBe(401)
    const { browser, email } = await signUp()
    const verified = await browser.auth.verifySignupCode({
      body: { code: await h.lastCode(email) },
    })
    // The sign-up's session ended with verification: a tab still holding it is asked to log in.
    const stale = await expectApiError(browser.auth.resendSignupCode())
    expect([stale.status, stale.message]).toEqual([
      401,
      'Your session has expired. Please log in again.',
    ])
    browser.session.save(verified.data)
    const again = await expectApiError(browser.auth.resendSignupCode())
    expect([again.status, again.message]).toEqual([409, 'Your account is already verified.'])
  })

  it('changes the signup e-mail and sends the new code there', async () => {
    const { browser, email } = await signUp()
    const newEmail = uniqueEmail('changed')
    const { data, message } = await browser.auth.changeSignupEmail({ body: { email: newEmail } })
    expect(data.user.email).toBe(newEmail)
    expect(message).toBe(`we sent a new code to ${newEmail}.`)
    browser.session.save(data)
    const { data: verified } = await browser.auth.verifySignupCode({
      body: { code: await h.lastCode(newEmail) },
    })
    expect(verified.user.email).toBe(newEmail)
    const taken = await expectApiError(
      h.client().auth.login({ body: { email, password: 'correct-horse-1' } }),
    )
    expect(taken.status).toBe(400)
  })

  it('logs in, longer when remembered, and never says which of e-mail or password was wrong', async () => {
    const { email, password } = await h.signedUpOwner()
    const browser = h.client()
    const short = await browser.auth.login({ body: { email, password } })
    const long = await browser.auth.login({
      body: { email: email.toUpperCase(), password, rememberMe: true },
    })
    const exp = (token: string) => JSON.parse(atob(token.split('.')[1] ?? '')).exp as number
    expect(exp(long.data.token) - exp(short.data.token)).toBeGreaterThan(20 * 24 * 3600)

    const wrongPassword = await expectApiError(
      browser.auth.login({ body: { email, password: 'not-it-at-all' } }),
    )
    const unknown = await expectApiError(
      browser.auth.login({ body: { email: uniqueEmail('nobody'), password } }),
    )
    expect([wrongPassword.status, wrongPassword.message]).toEqual([
      400,
      'Wrong e-mail or password.',
    ])
    expect([unknown.status, unknown.message]).toEqual([400, 'Wrong e-mail or password.'])
  })

  it('lets an unverified user log in, to be sent to verification with a registration token', async () => {
    const { email } = await signUp()
    const { data } = await h.client().auth.login({ body: { email, password: 'correct-horse-1' } })
    expect(data.user.active).toBe(false)
    expect(decodeJwtPayload(data.registrationToken ?? '')?.pur).toBe('registration')
    const active = await h.signedUpOwner('active')
    const { data: welcome } = await h
      .client()
      .auth.login({ body: { email: active.email, password: active.password } })
    expect(welcome.registrationToken).toBeUndefined()
  })

  describe('the registration token that sign-up links carry', () => {
    const every = (realm: 'buyer' | 'vendor') =>
      Object.values(allyContract)
        .flatMap((group) => Object.values(group) as Endpoint[])
        .filter((endpoint) => endpoint.realm === realm && endpoint.auth !== 'none')

    it('is not the session token, and lives for one hour', async () => {
      const { data } = await signUp()
      const link = decodeJwtPayload(data.registrationToken ?? '')
      const session = decodeJwtPayload(data.token)
      expect(data.registrationToken).not.toBe(data.token)
      expect([link?.pur, session?.pur]).toEqual(['registration', undefined])
      expect(Number(link?.exp) - Number(link?.iat)).toBe(3600)
    })

    it('resends, changes the e-mail and verifies from a browser with no session', async () => {
      const { email, data } = await signUp()
      const elsewhere = h.client()
      const resent = await elsewhere.auth.resendSignupCode(undefined, {
        token: data.registrationToken,
      })
      expect(resent.message).toBe(`We sent a new code to ${email}.`)
      const newEmail = uniqueEmail('relinked')
      const changed = await elsewhere.auth.changeSignupEmail(
        { body: { email: newEmail } },
        { token: data.registrationToken },
      )
      expect(changed.data.registrationToken).toBeDefined()
      const verified = await elsewhere.auth.verifySignupCode(
        { body: { code: await h.lastCode(newEmail) } },
        { token: changed.data.registrationToken },
      )
      expect(verified.data.user).toMatchObject({ email: newEmail, active: true })
      // Once verified there is nothing left for a link to do.
      expect(verified.data.registrationToken).toBeUndefined()
      elsewhere.session.save(verified.data)
      await elsewhere.profile.getProfile()
    })

    it('is refused with 401 on the profile and on every other session endpoint', async () => {
      const { data } = await signUp()
      const linkOnly = h.client()
      const profile = await expectApiError(
        linkOnly.profile.getProfile(undefined, { token: data.registrationToken }),
      )
      expect([profile.status, profile.message]).toEqual([401, 'Please log in.'])

      const authenticate = createAuthenticate(h.context)
      const request = (token: string) =>
        ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest
      const others = every('buyer').filter((endpoint) => !REGISTRATION_ENDPOINTS.has(endpoint))
      expect(others.length).toBeGreaterThan(40)
      for (const endpoint of others) {
        const outcome = await authenticate(request(data.registrationToken ?? ''), endpoint).then(
          (caller) => (caller ? 'accepted' : 'anonymous'),
          (error: { status?: number }) => error.status,
        )
        const expected = endpoint.auth === 'required' ? 401 : 'anonymous'
        expect([endpoint.path, outcome]).toEqual([endpoint.path, expected])
      }
      // The session token of the same user passes the same gate.
      expect(await authenticate(request(data.token), allyContract.profile.getProfile)).toBeTruthy()
    })

    it('still leaves the session token good on the sign-up code calls, for older clients', async () => {
      const { browser, email } = await signUp()
      await browser.auth.resendSignupCode()
      const { data } = await browser.auth.verifySignupCode({
        body: { code: await h.lastCode(email) },
      })
      expect(data.user.active).toBe(true)
    })

    it('answers 401 once expired, so the page can send the user to log in again', async () => {
      const { data } = await signUp()
      const claims = decodeJwtPayload(data.registrationToken ?? '') ?? {}
      const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(h.context.secret))
      const error = await expectApiError(
        h.client().auth.resendSignupCode(undefined, { token: expired }),
      )
      expect(error.status).toBe(401)
    })
  })

  it('resets a forgotten password once, voids older sessions, and never tells who has an account', async () => {
    const { browser: oldSession, email, password } = await h.signedUpOwner('forgetful')
    // In use before the reset, so the server has already seen (and verified) its token.
    await oldSession.profile.getProfile()
    const anonymous = h.client()
    const known = await anonymous.auth.forgotPassword({ body: { email } })
    const unknown = await anonymous.auth.forgotPassword({ body: { email: uniqueEmail('ghost') } })
    expect(known.message).toBe(unknown.message)
    const olderLink = (await h.lastMail(email))?.text.match(/token=(\S+)/)?.[1] ?? ''
    await anonymous.auth.forgotPassword({ body: { email } })

    const mail = await h.lastMail(email)
    const link = mail?.text.match(/(http\S+\/reset-password\?token=\S+)/)?.[1]
    expect(link).toBeDefined()
    const token = decodeURIComponent(new URL(link as string).searchParams.get('token') ?? '')

    const reset = await anonymous.auth.resetPassword({
      body: { token, password: 'brand-new-pass-2' },
    })
    expect(reset.message).toBe('Your password has been changed. Log in with the new password.')
    const reused = await expectApiError(
      anonymous.auth.resetPassword({ body: { token, password: 'another-pass-3' } }),
    )
    expect([reused.status, reused.message]).toEqual([
      400,
      'This reset link is invalid or has expired. Ask for a new one.',
    ])
    // A successful reset voids every link sent before it, not only the one used.
    const older = await expectApiError(
      anonymous.auth.resetPassword({
        body: { token: decodeURIComponent(olderLink), password: 'another-pass-3' },
      }),
    )
    expect(older.status).toBe(400)

    expect((await expectApiError(anonymous.auth.login({ body: { email, password } }))).status).toBe(
      400,
    )
    await anonymous.auth.login({ body: { email, password: 'brand-new-pass-2' } })
    expect((await expectApiError(oldSession.profile.getProfile())).status).toBe(401)
  })

  it('expires reset links after an hour', async () => {
    let now = Date.now()
    const clocked = await startHarness(engine, { now: () => new Date(now) })
    try {
      const { email } = await clocked.signedUpOwner('slow')
      await clocked.api.auth.forgotPassword({ body: { email } })
      const link = (await clocked.lastMail(email))?.text.match(/token=(\S+)/)?.[1] ?? ''
      now += 60 * 60 * 1000 + 1
      const error = await expectApiError(
        clocked.api.auth.resetPassword({
          body: { token: decodeURIComponent(link), password: 'brand-new-pass-2' },
        }),
      )
      expect(error.status).toBe(400)
    } finally {
      await clocked.close()
    }
  })

  /** docs/product-rules.md#passwords: what every password-setting endpoint refuses. */
  const weakPasswords = (email: string) => ['password', '12345678', ' '.repeat(8), email]

  it('refuses common, blank and personal passwords at signup with a 400 on body.password, and stores nothing', async () => {
    const email = uniqueEmail('weak')
    for (const password of weakPasswords(email)) {
      const error = await expectApiError(
        h.client().auth.signup({
          body: {
            firstName: 'Ada',
            lastName: 'Obi',
            email,
            password,
            businessName: 'Obi Supplies',
          },
        }),
      )
      expect([error.status, error.errors.map((issue) => issue.path)]).toEqual([
        400,
        ['body.password'],
      ])
      expect(error.errors[0]?.message).toBe(error.message)
    }
    expect(await h.lastMail(email)).toBeUndefined()
    const nameInside = await expectApiError(
      h.client().auth.signup({
        body: {
          firstName: 'Ada',
          lastName: 'Obi',
          email,
          password: 'obi-supplies-rock-9',
          businessName: 'Obi Supplies',
        },
      }),
    )
    expect(nameInside.message).toBe(
      'Your password must not contain your e-mail, name or business name.',
    )
    // Nothing was stored: the address is still free.
    const { data } = await signUp(email)
    expect(data.user.email).toBe(email)
  })

  it('refuses a weak new password without using up the reset link', async () => {
    const { email } = await h.signedUpOwner('weak-reset')
    const anonymous = h.client()
    await anonymous.auth.forgotPassword({ body: { email } })
    const link = (await h.lastMail(email))?.text.match(/token=(\S+)/)?.[1] ?? ''
    const token = decodeURIComponent(link)
    for (const password of [...weakPasswords(email), 'Ada-likes-green-tea']) {
      const error = await expectApiError(
        anonymous.auth.resetPassword({ body: { token, password } }),
      )
      expect([error.status, error.errors.map((issue) => issue.path)]).toEqual([
        400,
        ['body.password'],
      ])
    }
    expect(
      (
        await expectApiError(
          anonymous.auth.resetPassword({ body: { token, password: 'password' } }),
        )
      ).message,
    ).toBe('Choose a less common password: this one is on a list of passwords attackers try first.')
    // An unusable link says so before anything is said about the password.
    const unknown = await expectApiError(
      anonymous.auth.resetPassword({ body: { token: 'not-a-token', password: 'password' } }),
    )
    expect(unknown.errors.map((issue) => issue.path)).toEqual(['body.token'])

    await anonymous.auth.resetPassword({ body: { token, password: 'Lantern-fjord-basalt-7' } })
    await anonymous.auth.login({ body: { email, password: 'Lantern-fjord-basalt-7' } })
  })
})
