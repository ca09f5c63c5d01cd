import { describe, expect, it } from 'vitest'
import * as constants from './constants'
import { fileTypeIcon } from './file-type'
import { businessInitials, currencySymbol, formatMoney, formatNumber, truncateName } from './format'
import { getHomePath, getVendorRegistrationToken, resolveRouteAccess } from './navigation'
import { isOwner, isProfileComplete, missingProfileFields } from './profile'
import { findAppRoute, ROUTES, routeTo } from './routes'
import { complete, expired, live, now, session } from './routing-fixtures.test-support'

describe('profile completeness', () => {
  it('needs businessName, country, businessType, businessDoc and address', () => {
    expect(isProfileComplete(complete)).toBe(true)
    for (const field of Object.keys(complete)) {
      expect(isProfileComplete({ ...complete, [field]: '' })).toBe(false)
      expect(isProfileComplete({ ...complete, [field]: null })).toBe(false)
      expect(isProfileComplete({ ...complete, [field]: '   ' })).toBe(false)
    }
    expect(isProfileComplete(null)).toBe(false)
    expect(missingProfileFields({ ...complete, country: '', address: undefined })).toEqual([
      'country',
      'address',
    ])
  })

  it('recognises the owner case-insensitively', () => {
    expect(['owner', 'OWNER', 'Owner', ' owner '].map(isOwner)).toEqual([true, true, true, true])
    expect(['admin', 'member', '', null, undefined, 'co-owner'].map(isOwner)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('where a user goes after login', () => {
  it('sends an inactive user to registration success with resend on, by the registration token', () => {
    expect(
      getHomePath({ token: 'session', registrationToken: 'reg/1', user: { active: false } }),
    ).toBe('/registration-success/reg%2F1?resend=true')
  })

  it('never puts the session token in a URL, even for a session stored without a registration token', () => {
    const path = getHomePath({ token: 'session-token', user: { active: false } })
    expect(path).toBe('/verify')
    expect(path).not.toContain('session-token')
  })

  it('sends an active user with a complete profile to the dashboard, whatever the role', () => {
    expect(getHomePath(session(complete))).toBe('/dashboard')
    expect(getHomePath(session({ ...complete, role: 'member' }))).toBe('/dashboard')
  })

  it('sends an owner with an incomplete profile to onboarding, others to the dashboard', () => {
    expect(getHomePath(session({ ...complete, businessDoc: '' }))).toBe('/onboarding')
    expect(getHomePath(session({ ...complete, businessDoc: '', role: 'OWNER' }))).toBe(
      '/onboarding',
    )
    expect(getHomePath(session({ ...complete, businessDoc: '', role: 'admin' }))).toBe('/dashboard')
  })
})

describe('route guards', () => {
  it('lets anyone see public pages', () => {
    expect(resolveRouteAccess('public', null, now)).toEqual({ type: 'allow' })
  })

  it('sends a logged-in user away from login and register pages to their home', () => {
    expect(resolveRouteAccess('guest', null, now)).toEqual({ type: 'allow' })
    expect(resolveRouteAccess('guest', session(complete), now)).toEqual({
      type: 'redirect',
      to: '/dashboard',
      logout: false,
    })
    expect(resolveRouteAccess('guest', session({}), now)).toMatchObject({ to: '/onboarding' })
    expect(resolveRouteAccess('guest', session(complete, expired), now)).toEqual({ type: 'allow' })
  })

  it('logs out a user whose stored token expired on a protected page and sends them to /login', () => {
    expect(resolveRouteAccess('protected', session(complete, expired), now)).toEqual({
      type: 'redirect',
      to: '/login',
      logout: true,
    })
    expect(resolveRouteAccess('protected', null, now)).toEqual({
      type: 'redirect',
      to: '/login',
      logout: false,
    })
  })

  it('keeps inactive users and owners who must onboard out of the dashboard', () => {
    expect(
      resolveRouteAccess(
        'protected',
        { token: live, registrationToken: 'reg', user: { active: false } },
        now,
      ),
    ).toMatchObject({
      to: '/registration-success/reg?resend=true',
    })
    expect(resolveRouteAccess('protected', session({ country: 'NG' }), now)).toMatchObject({
      to: '/onboarding',
      logout: false,
    })
    expect(resolveRouteAccess('protected', session(complete), now)).toEqual({ type: 'allow' })
    expect(resolveRouteAccess('protected', session({ role: 'member' }), now)).toEqual({
      type: 'allow',
    })
  })

  it('opens onboarding to active owners with an incomplete profile only', () => {
    expect(resolveRouteAccess('onboarding', session({}), now)).toEqual({ type: 'allow' })
    expect(resolveRouteAccess('onboarding', session(complete), now)).toMatchObject({
      to: '/dashboard',
    })
    expect(resolveRouteAccess('onboarding', session({ role: 'member' }), now)).toMatchObject({
      to: '/dashboard',
    })
    expect(resolveRouteAccess('onboarding', null, now)).toMatchObject({ to: '/login' })
  })

  it('needs a token on the vendor verify routes, else 404', () => {
    expect(getVendorRegistrationToken('?token=abc')).toBe('abc')
    expect(getVendorRegistrationToken(new URLSearchParams({ token: ' x ' }))).toBe('x')
    expect(getVendorRegistrationToken('?token=')).toBeNull()
    expect(getVendorRegistrationToken('')).toBeNull()
  })
})

describe('money and numbers', () => {
  it('maps currency codes to symbols, usd by default', () => {
    expect(['usd', 'ngn', 'eur', 'gbp', 'cny'].map(currencySymbol)).toEqual([
      '$',
      '₦',
      '€',
      '£',
      '¥',
    ])
    expect([
      currencySymbol(),
      currencySymbol(null),
      currencySymbol('NGN'),
      currencySymbol('xyz'),
    ]).toEqual(['$', '$', '₦', '$'])
  })

  it('formats in en-US', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89')
    expect(formatNumber(1234.5, 0)).toBe('1,235')
    expect(formatNumber(0)).toBe('0')
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(1234.5, 'ngn')).toBe('₦1,234.50')
    expect(formatMoney(-5, 'gbp')).toBe('-£5.00')
    expect(formatMoney(0.005, 'eur')).toBe('€0.01')
  })

  it('writes numbers exactly as Intl.NumberFormat does in en-US, without making one', () => {
    // Seeded, so a failure names the same values on every run.
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const values = [
      0, -0, -0.001, 1e-7, 1, -1, 0.5, 2.5, -2.5, 0.125, 1.005, 999.995, 1e6, 123456789.987654,
      1e20,
    ]
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12 - 3)
      values.push((random() - 0.3) * magnitude, Math.round(random() * 100000) / 1000)
    }
    for (const max of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: max })
      for (const value of values) expect(formatNumber(value, max)).toBe(intl.format(value))
    }
    const money = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    for (const value of values) {
      expect(formatMoney(value, 'usd')).toBe(
        `${value < 0 ? '-' : ''}$${money.format(Math.abs(value))}`,
      )
    }
    // No amount is one of these; they are written, not thrown on.
    expect([
      formatNumber(Number.NaN),
      formatMoney(Number.NEGATIVE_INFINITY),
      formatNumber(1e21),
    ]).toEqual(['NaN', '-$Infinity', '1e+21'])
  })
})

describe('business names', () => {
  it('abbreviates to at most 3 initials', () => {
    expect(businessInitials('Acme trading company limited')).toBe('ATC')
    expect(businessInitials('acme')).toBe('A')
    expect(businessInitials('  Ögün & Sons  ')).toBe('ÖS')
    expect(businessInitials('')).toBe('')
    expect(businessInitials(null)).toBe('')
  })

  it('truncates display names at 22 characters', () => {
    expect(truncateName('Acme Trading Company Limited')).toBe('Acme Trading Company L…')
    expect(truncateName('Exactly twenty-two ch.')).toBe('Exactly twenty-two ch.')
    expect(truncateName(undefined)).toBe('')
  })
})

describe('file-type icons', () => {
  it.each([
    ['contract.pdf', undefined, 'pdf'],
    ['photo.JPG', undefined, 'image'],
    ['anim.gif', undefined, 'gif'],
    ['deck.pptx', undefined, 'presentation'],
    ['prices.xlsx', undefined, 'spreadsheet'],
    ['list.csv', undefined, 'spreadsheet'],
    ['terms.docx', undefined, 'document'],
    ['call.mp3', undefined, 'audio'],
    ['site.mov', undefined, 'video'],
    ['archive.zip', undefined, 'generic'],
    ['noextension', undefined, 'generic'],
    ['https://cdn.test/a.pdf?sig=1', undefined, 'pdf'],
    ['upload', 'image/png', 'image'],
    ['upload', 'image/gif', 'gif'],
    ['upload', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'spreadsheet'],
    ['upload', 'application/vnd.ms-powerpoint', 'presentation'],
    ['upload', 'application/msword', 'document'],
    ['quote.xlsx', 'application/octet-stream', 'spreadsheet'],
    ['upload', 'text/plain; charset=utf-8', 'document'],
  ] as const)('%s (%s) → %s', (name, mime, icon) => {
    expect(fileTypeIcon(name, mime)).toBe(icon)
  })
})

describe('constants', () => {
  it('match the specification', () => {
    expect(constants).toMatchObject({
      DEALS_QUERY: { limit: 4, page: 1 },
      AI_REPLY_PLACEHOLDER_DELAY_MS: 500,
      TOAST_DURATION_MS: { blank: 4000, error: 4000, custom: 4000, success: 2000 },
      TOAST_LIMIT: 20,
      CHUNK_LOAD_TIMEOUT_MS: 120_000,
      BUSINESS_INITIALS_MAX: 3,
      PROFILE_NAME_MAX: 22,
      NOTIFICATION_BADGE_COUNT: 12,
      DROPDOWN_MAX_HEIGHT: '16rem',
      INFINITE_SCROLL_THRESHOLD_PX: 25,
      SIDE_MENU_WIDTH: '17%',
      TOP_BAR_HEIGHT_PX: 84,
      LOCALE: 'en-US',
      DEFAULT_CURRENCY: 'usd',
      DEFAULT_ORDER_TYPE: 'supply',
    })
    expect(constants.MESSAGES.codeResent).toBe('Verify code resent to your mail.')
    expect([constants.MESSAGES.notFoundCode, constants.MESSAGES.notFoundTitle]).toEqual([
      '404',
      'PAGE NOT FOUND',
    ])
  })

  it('name every route of the product', () => {
    expect(Object.values(ROUTES)).toEqual(
      expect.arrayContaining([
        '/reset-password',
        '/vendor/verify-email',
        '/vendor/rfq',
        '/dashboard/team-management',
      ]),
    )
    expect(routeTo.quoteVendorDetail('q 1')).toBe('/dashboard/quotes/q%201/item/vendor-detail')
    expect(routeTo.workflowRun('w1')).toBe('/dashboard/workflow/run/w1')
    expect(routeTo.vendorRfqLink('a/b c')).toBe('/vendor/rfq?token=a%2Fb%20c')
    expect(routeTo.vendorRfq('r 1')).toBe('/vendor/rfqs/r%201')
    expect(findAppRoute('/vendor/rfqs/r1')?.access).toBe('public')
    expect(routeTo.vendorPurchaseOrder('p 1')).toBe('/vendor/purchase-orders/p%201')
    expect(findAppRoute('/vendor/purchase-orders/p1')?.access).toBe('public')
  })
})
