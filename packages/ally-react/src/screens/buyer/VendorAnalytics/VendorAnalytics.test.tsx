// Over 300 lines on purpose: one case per product rule of the screen, each read on its own.
import { type VendorPerformance, vendorAnalytics } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { performanceFixture, serveVendorAnalytics } from '../../../testing/vendorAnalyticsFixtures'
import { vendorAnalyticsPeriodRange } from './period'
import {
  toVendorAnalyticsSort,
  VendorAnalytics,
  type VendorAnalyticsProps,
} from './VendorAnalytics'

// Periods count back from today: fix today at 15 June 2026, local time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 5, 15, 10, 30))
})
afterEach(() => {
  vi.useRealTimers()
})

const acme = performanceFixture(1, {
  vendorId: 'acme',
  name: 'Acme Ltd',
  rfqCount: 12,
  responseRate: 0.8,
  winRate: 0.25,
  onTimeRate: 0.9,
  averageLeadTimeDays: 4.25,
  spend: 1_200_000,
})
/** A vendor that was sent RFQs but never answered: no rates, no lead time. */
const bolt = performanceFixture(2, {
  vendorId: 'bolt',
  name: 'Bolt Logistics',
  rfqCount: 2,
  responseRate: null,
  winRate: null,
  onTimeRate: null,
  averageLeadTimeDays: null,
  spend: 300_000,
})
const kano = performanceFixture(3, {
  vendorId: 'kano',
  name: 'Kano Textiles',
  rfqCount: 5,
  responseRate: 0.5,
  winRate: 0.6667,
  onTimeRate: 0.7,
  averageLeadTimeDays: 6,
  spend: 500_000,
})

function setup(
  mock: (api: MockApi) => void = (api) =>
    api.on(vendorAnalytics, serveVendorAnalytics([acme, bolt, kano])),
  props: VendorAnalyticsProps = {},
) {
  const view = renderScreen(<VendorAnalytics {...props} />, { mock })
  return { ...view, user: userEvent.setup() }
}

const table = () => screen.getByRole('grid', { name: 'Vendor performance' })
/** The vendor names down the table, in the order shown. */
const vendorOrder = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
const rowOf = (name: string) => {
  const header = within(table()).getByRole('rowheader', { name })
  const row = header.closest('[role="row"]') as HTMLElement
  return [header, ...within(row).getAllByRole('gridcell')].map((cell) => cell.textContent)
}
/** The value of a summary tile. */
const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild?.textContent
const lastQuery = (api: MockApi) => api.callsTo(vendorAnalytics).at(-1)?.query

describe('VendorAnalytics', () => {
  it('loads the last 12 months, sorted by spend, highest first', async () => {
    const { api } = setup()
    expect(screen.getByRole('progressbar', { name: 'Loading vendor analytics' })).toBeTruthy()
    await screen.findByRole('grid', { name: 'Vendor performance' })
    expect(screen.getByRole('button', { name: /Period/ }).textContent).toContain('Last 12 months')
    const query = lastQuery(api)
    expect(Object.fromEntries(query ?? [])).toEqual({
      limit: '50',
      page: '1',
      sort: 'spend',
      order: 'desc',
      from: '2025-06-16',
      to: '2026-06-15',
    })
  })

  it('shows each vendor with formatted numbers and a link to its page', async () => {
    const { user, navigation } = setup()
    await screen.findByRole('grid', { name: 'Vendor performance' })

    expect(vendorOrder()).toEqual(['Acme Ltd', 'Kano Textiles', 'Bolt Logistics'])
    expect(rowOf('Acme Ltd')).toEqual([
      'Acme Ltd',
      '12',
      '₦1,200,000.00',
      '80%',
      '25%',
      '90%',
      '4.3 days',
    ])
    expect(rowOf('Kano Textiles')).toEqual([
      'Kano Textiles',
      '5',
      '₦500,000.00',
      '50%',
      '66.7%', // the vendor's page shows the same rate the same way
      '70%',
      '6 days',
    ])
    expect(screen.getByText('Showing 3 of 3 vendors')).toBeTruthy()

    const link = screen.getByRole('link', { name: 'Acme Ltd' })
    expect(link.getAttribute('href')).toBe('/dashboard/vendor/acme')
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/vendor/acme', {
      replace: undefined,
    })
  })

  it('sums up spend, vendors and average rates of the vendors with data', async () => {
    setup()
    await screen.findByRole('grid', { name: 'Vendor performance' })
    expect(tile('Total spend')).toBe('₦2,000,000.00')
    expect(tile('Vendors with activity')).toBe('3')
    // Bolt has no history: it is left out of the averages, not counted as 0%.
    expect(tile('Average response rate')).toBe('65%')
    expect(tile('Average on-time rate')).toBe('80%')
    expect(screen.getAllByText('Across 2 with data')).toHaveLength(2)
  })

  it('draws spend and rates charts of the vendors with the highest spend', async () => {
    setup()
    await screen.findByRole('grid', { name: 'Vendor performance' })

    const spend = screen.getByRole('img', { name: /^Spend by vendor/ })
    expect(spend.getAttribute('aria-label')).toBe(
      'Spend by vendor, the 3 highest: Acme Ltd ₦1,200,000.00; Kano Textiles ₦500,000.00; Bolt Logistics ₦300,000.00',
    )
    expect(screen.getByRole('figure', { name: 'Spend by vendor' }).contains(spend)).toBe(true)
    const shares = [...spend.querySelectorAll<HTMLElement>('[data-metric="spend"]')].map((bar) =>
      bar.style.getPropertyValue('--ally-VendorAnalytics-share'),
    )
    expect(shares).toEqual(['1', String(500_000 / 1_200_000), '0.25'])

    const rates = screen.getByRole('img', { name: /^Response, win and on-time rates/ })
    expect(rates.getAttribute('aria-label')).toContain(
      'Acme Ltd: response 80%, win 25%, on-time 90%',
    )
    expect(rates.textContent).toContain('Kano Textiles')
  })

  it('shows rates without history as no data, never 0%', async () => {
    setup()
    await screen.findByRole('grid', { name: 'Vendor performance' })

    const [name, rfqs, spend, ...rest] = rowOf('Bolt Logistics')
    expect([name, rfqs, spend]).toEqual(['Bolt Logistics', '2', '₦300,000.00'])
    // '—' on screen, 'No data' for screen readers, in response, win, on-time and lead time.
    expect(rest).toEqual(['—No data', '—No data', '—No data', '—No data'])

    const rates = screen.getByRole('img', { name: /^Response, win and on-time rates/ })
    expect(rates.getAttribute('aria-label')).toContain(
      'Bolt Logistics: response no data, win no data, on-time no data',
    )
    const group = within(rates).getByText('Bolt Logistics').parentElement as HTMLElement
    expect(within(group).getAllByText('No data')).toHaveLength(3)
    expect(group.textContent).not.toContain('0%')
    // An empty track, not a zero-length bar.
    expect(group.querySelectorAll('.ally-VendorAnalytics-bar')).toHaveLength(0)
  })

  it('asks the server for the order of a clicked column, highest first, then flips it', async () => {
    const { api, user } = setup()
    await screen.findByRole('grid', { name: 'Vendor performance' })
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })
    expect(header('Spend').getAttribute('aria-sort')).toBe('descending')

    await user.click(header('Response rate'))
    await waitFor(() => expect(lastQuery(api)?.get('sort')).toBe('responseRate'))
    expect(lastQuery(api)?.get('order')).toBe('desc')
    expect(lastQuery(api)?.get('page')).toBe('1')
    expect(header('Response rate').getAttribute('aria-sort')).toBe('descending')
    expect(header('Spend').getAttribute('aria-sort')).toBe('none')
    // The server's order: highest first, the vendor without data last.
    await waitFor(() =>
      expect(vendorOrder()).toEqual(['Acme Ltd', 'Kano Textiles', 'Bolt Logistics']),
    )

    await user.click(header('Response rate'))
    await waitFor(() => expect(lastQuery(api)?.get('order')).toBe('asc'))
    expect(lastQuery(api)?.get('sort')).toBe('responseRate')
    await waitFor(() =>
      expect(vendorOrder()).toEqual(['Kano Textiles', 'Acme Ltd', 'Bolt Logistics']),
    )

    await user.click(header('Vendor'))
    await waitFor(() => expect(lastQuery(api)?.get('sort')).toBe('name'))
    expect(lastQuery(api)?.get('order')).toBe('asc')
    await waitFor(() =>
      expect(vendorOrder()).toEqual(['Acme Ltd', 'Bolt Logistics', 'Kano Textiles']),
    )
  })

  it('starts from the sort it is given (e.g. from the URL) and reports each new one', async () => {
    const onSortChange = vi.fn()
    const { api, user } = setup(undefined, {
      sort: { column: 'winRate', direction: 'ascending' },
      onSortChange,
    })
    await screen.findByRole('grid', { name: 'Vendor performance' })
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })
    expect(lastQuery(api)?.get('sort')).toBe('winRate')
    expect(lastQuery(api)?.get('order')).toBe('asc')
    expect(header('Win rate').getAttribute('aria-sort')).toBe('ascending')
    expect(onSortChange).not.toHaveBeenCalled()

    await user.click(header('Spend'))
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'spend', direction: 'descending' })
    await user.click(header('Spend'))
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'spend', direction: 'ascending' })
  })

  it('reads a sort from the URL only when it names a column the server sorts by', () => {
    expect(toVendorAnalyticsSort('onTimeRate', 'asc')).toEqual({
      column: 'onTimeRate',
      direction: 'ascending',
    })
    expect(toVendorAnalyticsSort('spend', undefined)).toEqual({
      column: 'spend',
      direction: 'descending',
    })
    expect(toVendorAnalyticsSort('rfqCount', 'asc')).toBeUndefined()
    expect(toVendorAnalyticsSort(undefined, 'asc')).toBeUndefined()
  })

  it('does not sort by RFQs or lead time', async () => {
    const { api, user } = setup()
    await screen.findByRole('grid', { name: 'Vendor performance' })
    const calls = api.callsTo(vendorAnalytics).length
    await user.click(screen.getByRole('columnheader', { name: 'RFQs' }))
    await user.click(screen.getByRole('columnheader', { name: 'Avg. lead time' }))
    expect(api.callsTo(vendorAnalytics)).toHaveLength(calls)
    expect(screen.getByRole('columnheader', { name: 'RFQs' }).hasAttribute('aria-sort')).toBe(false)
  })

  it('sends the dates of the chosen period, and none for all time', async () => {
    const onPeriodChange = vi.fn()
    const { api, user } = setup(undefined, { onPeriodChange })
    await screen.findByRole('grid', { name: 'Vendor performance' })

    await user.click(screen.getByRole('button', { name: /Period/ }))
    await user.click(screen.getByRole('option', { name: 'Last 30 days' }))
    await waitFor(() => expect(lastQuery(api)?.get('from')).toBe('2026-05-17'))
    expect(lastQuery(api)?.get('to')).toBe('2026-06-15')
    expect(lastQuery(api)?.get('sort')).toBe('spend')
    expect(onPeriodChange).toHaveBeenLastCalledWith('last30Days')

    await user.click(screen.getByRole('button', { name: /Period/ }))
    await user.click(screen.getByRole('option', { name: 'Last 90 days' }))
    await waitFor(() => expect(lastQuery(api)?.get('from')).toBe('2026-03-18'))

    await user.click(screen.getByRole('button', { name: /Period/ }))
    await user.click(screen.getByRole('option', { name: 'All time' }))
    await waitFor(() => expect(api.callsTo(vendorAnalytics)).toHaveLength(4))
    expect(lastQuery(api)?.has('from')).toBe(false)
    expect(lastQuery(api)?.has('to')).toBe(false)
    expect(onPeriodChange).toHaveBeenLastCalledWith('allTime')
  })

  it('starts from the period it is given', async () => {
    const { api } = setup(undefined, { period: 'last90Days' })
    await screen.findByRole('grid', { name: 'Vendor performance' })
    expect(lastQuery(api)?.get('from')).toBe('2026-03-18')
    expect(screen.getByRole('button', { name: /Period/ }).textContent).toContain('Last 90 days')
  })

  it('follows the period it is given when it changes, as after the browser went back', async () => {
    const { api, rerender } = setup(undefined, { period: 'last90Days' })
    await screen.findByRole('grid', { name: 'Vendor performance' })
    rerender(<VendorAnalytics period="last30Days" />)
    await waitFor(() => expect(lastQuery(api)?.get('from')).toBe('2026-05-17'))
    expect(screen.getByRole('button', { name: /Period/ }).textContent).toContain('Last 30 days')
  })

  it('says when no vendor had RFQs or purchase orders in the period', async () => {
    setup((api) => api.on(vendorAnalytics, serveVendorAnalytics([])))
    expect(await screen.findByText('No RFQs or purchase orders in this period')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to your vendors' }).getAttribute('href')).toBe(
      '/dashboard/vendors',
    )
    expect(screen.queryByRole('grid')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    // Another period may have some: the control stays.
    expect(screen.getByRole('button', { name: /Period/ })).toBeTruthy()
  })

  it("shows the server's error with a retry", async () => {
    const { api, user } = setup((api) =>
      api.on(vendorAnalytics, { status: 500, body: { message: 'Analytics are down.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Analytics are down.')
    expect(screen.queryByRole('grid')).toBeNull()

    api.on(vendorAnalytics, serveVendorAnalytics([acme]))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await screen.findByRole('grid', { name: 'Vendor performance' })
    expect(vendorOrder()).toEqual(['Acme Ltd'])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('loads the next page with "Load more"', async () => {
    const many: VendorPerformance[] = Array.from({ length: 60 }, (_, i) =>
      performanceFixture(i + 1, { name: `Vendor ${i + 1}` }),
    )
    const { api, user } = setup((api) => api.on(vendorAnalytics, serveVendorAnalytics(many)))
    await screen.findByRole('grid', { name: 'Vendor performance' })
    expect(vendorOrder()).toHaveLength(50)
    expect(screen.getByText('Showing 50 of 60 vendors')).toBeTruthy()
    expect(tile('Vendors with activity')).toBe('60')
    // The charts show the ten highest, whatever is loaded.
    const spend = screen.getByRole('img', { name: /^Spend by vendor/ })
    expect(spend.querySelectorAll('[data-metric="spend"]')).toHaveLength(10)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(vendorOrder()).toHaveLength(60))
    expect(lastQuery(api)?.get('page')).toBe('2')
    expect(screen.getByText('Showing 60 of 60 vendors')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})

describe('vendorAnalyticsPeriodRange', () => {
  it('counts the periods back from today, including it', () => {
    const today = new Date(2026, 0, 10)
    expect(vendorAnalyticsPeriodRange('last30Days', today)).toEqual({
      from: '2025-12-12',
      to: '2026-01-10',
    })
    expect(vendorAnalyticsPeriodRange('last90Days', today)).toEqual({
      from: '2025-10-13',
      to: '2026-01-10',
    })
    expect(vendorAnalyticsPeriodRange('last12Months', today)).toEqual({
      from: '2025-01-11',
      to: '2026-01-10',
    })
    expect(vendorAnalyticsPeriodRange('allTime', today)).toEqual({})
  })

  it('ends 12 months on the last day of a shorter month', () => {
    expect(vendorAnalyticsPeriodRange('last12Months', new Date(2028, 1, 29))).toEqual({
      from: '2027-03-01',
      to: '2028-02-29',
    })
  })
})
