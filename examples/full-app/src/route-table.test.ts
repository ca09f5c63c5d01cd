import { findAppRoute, matchesRoute } from '@ally/sdk'
import { describe, expect, it } from 'vitest'
import { routeTable } from './route-table'

const access = (path: string) => routeTable.find((route) => route.path === path)?.access

describe('the route table', () => {
  it('lists each route once', () => {
    const paths = routeTable.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    // Public (4 website pages, 2 newsletter links), guest, account (with the team invitation's
    // page), vendor, link and dashboard pages (with business analytics).
    expect(paths).toHaveLength(4 + 2 + 2 + 7 + 10 + 1 + 25)
  })

  it('guards the dashboard, onboarding and the login pages', () => {
    expect(access('/dashboard')).toBe('protected')
    expect(access('/dashboard/quotes/:quoteId/item/vendor-detail')).toBe('protected')
    expect(access('/onboarding')).toBe('onboarding')
    expect(access('/login')).toBe('guest')
    expect(access('/register')).toBe('guest')
    expect(access('/reset-password')).toBe('public')
    expect(access('/join-team')).toBe('public')
    expect(access('/vendor/verify')).toBe('public')
    // Opened from the RFQ e-mail by anyone, logged in or not: the link's token is the credential.
    expect(access('/vendor/rfq')).toBe('public')
    // So is the purchase order e-mail's link.
    expect(access('/vendor/po')).toBe('public')
    // The portal's RFQ page guards itself with the vendor session, like the rest of the portal.
    expect(access('/vendor/rfqs/:rfqId')).toBe('public')
    // So does its purchase order page.
    expect(access('/vendor/purchase-orders/:poId')).toBe('public')
  })
})

describe('which paths are pages', () => {
  it('finds a page by its concrete path, ids included', () => {
    expect(findAppRoute('/')?.path).toBe('/')
    expect(findAppRoute('/dashboard/vendor/v_42')?.path).toBe('/dashboard/vendor/:vendorId')
    expect(findAppRoute('/dashboard/workflow/run/w1')?.path).toBe(
      '/dashboard/workflow/run/:workflowId',
    )
    expect(findAppRoute('/dashboard/quotes/q1/responses')?.access).toBe('protected')
    expect(findAppRoute('/registration-success/abc')?.access).toBe('public')
    expect(findAppRoute('/vendor/onboarding')?.access).toBe('public')
  })

  it('reads paths as the router does: any case, one trailing slash', () => {
    expect(findAppRoute('/Dashboard/Vendors/')?.path).toBe('/dashboard/vendors')
    expect(findAppRoute('/login/')?.path).toBe('/login')
  })

  it('finds nothing for paths that are no page', () => {
    for (const path of [
      '/nope',
      '/dashboard/nope',
      '/dashboard/vendor',
      '/dashboard/vendor/v1/extra',
      '/registration-success',
      '/login//',
      '/index.html',
      '/assets',
    ]) {
      expect(findAppRoute(path), path).toBeUndefined()
    }
  })

  it('takes any one segment for a parameter, never an empty one', () => {
    expect(matchesRoute('/a/:id', '/a/x%20y')).toBe(true)
    expect(matchesRoute('/a/:id', '/a/')).toBe(false)
  })
})
