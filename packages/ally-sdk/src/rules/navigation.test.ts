import { describe, expect, it } from 'vitest'
import { decideRoute, getPathAfterLogin, loginPath, safeNextPath } from './navigation'
import { findAppRoute, ROUTES } from './routes'
import { complete, expired, now, session } from './routing-fixtures.test-support'

const deepLink = '/dashboard/vendors/analytics?period=30d'
const encoded = encodeURIComponent(deepLink)

describe('safeNextPath: where a login may send someone afterwards', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeNextPath(deepLink)).toBe(deepLink)
    expect(safeNextPath('/dashboard/vendor/v_1#rfqs')).toBe('/dashboard/vendor/v_1#rfqs')
  })

  it.each([
    ['another host, scheme-relative', '//evil.test/dashboard'],
    ['an absolute URL', 'https://evil.test/dashboard'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash read as a slash', '/\\evil.test'],
    ['a tab browsers drop', '/\t/evil.test'],
    ['a newline browsers drop', '/\n/evil.test'],
    ['a relative path', 'dashboard'],
    ['a scheme with an upper-case letter', 'HTTPS://evil.test'],
    ['nothing', ''],
    ['an over-long path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, value) => {
    expect(safeNextPath(value)).toBeNull()
  })

  it('refuses missing values', () => {
    expect(safeNextPath(null)).toBeNull()
    expect(safeNextPath(undefined)).toBeNull()
  })
})

describe('loginPath', () => {
  it('remembers a deep link, not the dashboard home or an unsafe target', () => {
    expect(loginPath(deepLink)).toBe(`/login?next=${encoded}`)
    expect(loginPath('/dashboard')).toBe('/login')
    expect(loginPath('//evil.test')).toBe('/login')
    expect(loginPath(undefined)).toBe('/login')
  })
})

describe('getPathAfterLogin', () => {
  it('opens the deep link for a user whose home is the dashboard', () => {
    expect(getPathAfterLogin(session(complete), deepLink)).toBe(deepLink)
    expect(getPathAfterLogin(session({ role: 'member' }), deepLink)).toBe(deepLink)
  })

  it('goes through onboarding first, keeping the deep link, for an owner without a profile', () => {
    expect(getPathAfterLogin(session({}), deepLink)).toBe(`/onboarding?next=${encoded}`)
  })

  it('sends an inactive user to verification whatever the link', () => {
    expect(
      getPathAfterLogin({ token: 't', registrationToken: 'r', user: { active: false } }, deepLink),
    ).toBe('/registration-success/r?resend=true')
  })

  it('goes home for an unsafe, missing or login-page target', () => {
    expect(getPathAfterLogin(session(complete), 'https://evil.test')).toBe('/dashboard')
    expect(getPathAfterLogin(session(complete), '//evil.test')).toBe('/dashboard')
    expect(getPathAfterLogin(session(complete), null)).toBe('/dashboard')
    expect(getPathAfterLogin(session(complete), '/login?next=/x')).toBe('/dashboard')
    expect(getPathAfterLogin(session({}), '/register')).toBe('/onboarding')
  })
})

describe('decideRoute', () => {
  it('keeps the page a logged-out visitor asked for', () => {
    expect(decideRoute('protected', null, { from: deepLink, now })).toEqual({
      type: 'redirect',
      to: `/login?next=${encoded}`,
      logout: false,
    })
    expect(decideRoute('protected', session(complete, expired), { from: deepLink, now })).toEqual({
      type: 'redirect',
      to: `/login?next=${encoded}`,
      logout: true,
    })
  })

  it('sends an owner without a profile to onboarding, keeping the page', () => {
    expect(decideRoute('protected', session({}), { from: deepLink, now })).toMatchObject({
      to: `/onboarding?next=${encoded}`,
    })
  })

  it('sends a logged-in visitor of the login page to its next, else home', () => {
    expect(decideRoute('guest', session(complete), { next: deepLink, now })).toMatchObject({
      to: deepLink,
    })
    expect(decideRoute('guest', session(complete), { next: '//evil.test', now })).toMatchObject({
      to: '/dashboard',
    })
    expect(decideRoute('guest', null, { next: deepLink, now })).toEqual({ type: 'allow' })
  })

  it('sends an onboarded owner from onboarding to its next', () => {
    expect(decideRoute('onboarding', session(complete), { next: deepLink, now })).toMatchObject({
      to: deepLink,
    })
    expect(decideRoute('onboarding', session({}), { next: deepLink, now })).toEqual({
      type: 'allow',
    })
  })

  it('allows what resolveRouteAccess allows', () => {
    expect(decideRoute('protected', session(complete), { from: deepLink, now })).toEqual({
      type: 'allow',
    })
    expect(decideRoute('public', null, { from: deepLink, now })).toEqual({ type: 'allow' })
  })
})

describe("the RFQ e-mail's link page", () => {
  it('opens for anyone: logged out, logged in, mid-onboarding or with an expired session', () => {
    const route = findAppRoute('/vendor/rfq')
    expect(route?.path).toBe(ROUTES.vendorRfqLink)
    expect(route?.access).toBe('public')
    for (const visitor of [null, session(complete), session({}), session(complete, expired)]) {
      expect(decideRoute('public', visitor, { from: '/vendor/rfq?token=t', now })).toEqual({
        type: 'allow',
      })
    }
  })
})
