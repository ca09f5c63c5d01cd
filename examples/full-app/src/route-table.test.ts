import { describe, expect, it } from 'vitest'
import { routeTable } from './route-table'

const access = (path: string) => routeTable.find((route) => route.path === path)?.access

describe('the route table (SPEC.md §2, §4)', () => {
  it('lists each route once', () => {
    const paths = routeTable.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toHaveLength(4 + 2 + 6 + 6 + 1 + 23)
  })

  it('guards the dashboard, onboarding and the login pages', () => {
    expect(access('/dashboard')).toBe('protected')
    expect(access('/dashboard/quotes/:quoteId/item/vendor-detail')).toBe('protected')
    expect(access('/onboarding')).toBe('onboarding')
    expect(access('/login')).toBe('guest')
    expect(access('/register')).toBe('guest')
    expect(access('/reset-password')).toBe('public')
    expect(access('/vendor/verify')).toBe('public')
  })
})
