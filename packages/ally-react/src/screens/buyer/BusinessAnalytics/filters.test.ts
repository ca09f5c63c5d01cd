import { describe, expect, it } from 'vitest'
import { analyticsRange, toBusinessAnalyticsFilters, toBusinessAnalyticsSearch } from './filters'

describe('business analytics filters', () => {
  it('counts this year from 1 January and refuses a backwards custom range', () => {
    const today = new Date(2026, 5, 15)
    expect(analyticsRange({ period: 'thisYear' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-06-15',
    })
    expect(
      analyticsRange({ period: 'custom', from: '2026-05-01', to: '2026-04-01' }, today),
    ).toEqual({})
  })

  it('reads the URL, keeping only what is valid, and writes it back without defaults', () => {
    expect(
      toBusinessAnalyticsFilters({
        from: '2026-01-01',
        to: '2026-03-31',
        type: 'service',
        vendor: 'v1',
      }),
    ).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
      interval: 'month',
      vendorId: 'v1',
      orderType: 'service',
    })
    expect(toBusinessAnalyticsFilters({ period: 'soon', interval: 'day', type: 'x' })).toEqual({
      period: 'last12Months',
      interval: 'month',
    })
    expect(toBusinessAnalyticsSearch({ period: 'last12Months', interval: 'month' })).toEqual({
      period: undefined,
      from: undefined,
      to: undefined,
      interval: undefined,
      vendor: undefined,
      type: undefined,
    })
    expect(
      toBusinessAnalyticsSearch({ period: 'last30Days', from: '2026-01-01', interval: 'week' }),
    ).toMatchObject({ period: 'last30Days', from: undefined, interval: 'week' })
  })
})
