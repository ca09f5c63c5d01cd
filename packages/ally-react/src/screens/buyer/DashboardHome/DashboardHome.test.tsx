import { dashboardSummary } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  attentionOf,
  busySummary,
  dashboardSummaryFixture,
} from '../../../testing/dashboardFixtures'
import { storySession } from '../../../testing/fixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { DashboardHome } from './DashboardHome'

const reply = (data: typeof busySummary) => ({ message: 'Dashboard summary', data })

describe('DashboardHome', () => {
  it('shows a new business its first steps, with what it has done marked', async () => {
    renderScreen(<DashboardHome />, {
      session: storySession({ firstName: 'Ada', businessDoc: null }),
      mock: (api) =>
        api.on(dashboardSummary, reply(dashboardSummaryFixture({ vendors: 0, orders: 0 }))),
    })
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Complete your business profile' }).getAttribute('href'),
    ).toBe('/onboarding')
    expect(screen.getByRole('link', { name: 'Add your vendors' }).getAttribute('href')).toBe(
      '/dashboard/vendors/add-vendor',
    )
    expect(screen.queryByText('Spend this month')).toBeNull()
  })

  it('lists what needs the buyer, most pressing first, each a link, with the spend', async () => {
    renderScreen(<DashboardHome />, {
      session: storySession(),
      mock: (api) => api.on(dashboardSummary, reply(busySummary)),
    })
    await screen.findByRole('heading', { name: 'Needs your attention' })
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull()
    expect(screen.getByText('$48,250.50')).toBeTruthy()
    expect(screen.getByText('$31,900.00')).toBeTruthy()

    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(groups).toEqual([
      'Late shipments 1',
      'Overdue purchase orders 6',
      'Shortages and damage 1',
      'RFQs past their deadline 2',
      'Answers to compare 1',
      'Received in part 1',
      'Waiting for the vendor to accept 7',
      'Arriving this week 2',
    ])
    const late = screen.getByRole('region', { name: 'Late shipments 1' })
    expect(within(late).getByRole('link', { name: 'DHL JD014600' }).getAttribute('href')).toBe(
      '/dashboard/shipment/shp-1',
    )
    expect(within(late).getByText('PO-0007 · Delta Valves · Expected Nov 20, 2026')).toBeTruthy()
    const compare = screen.getByRole('region', { name: 'Answers to compare 1' })
    expect(within(compare).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/quotes/q-1/responses',
    )

    // Five of seven listed; the rest behind a link to the filtered list.
    const waiting = screen.getByRole('region', { name: /Waiting for the vendor/ })
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(5)
    expect(
      within(waiting)
        .getByRole('link', { name: '2 more: Waiting for the vendor to accept' })
        .getAttribute('href'),
    ).toBe('/dashboard/purchase-orders?status=sent')
  })

  it('lists POs past their delivery day, with goods rejected or short, and received in part, each with all of them a link away', async () => {
    renderScreen(<DashboardHome />, {
      session: storySession(),
      mock: (api) => api.on(dashboardSummary, reply(busySummary)),
    })
    // Overdue: the delivery day, the same in every time zone; five of six, the rest behind the filter.
    const overdue = await screen.findByRole('region', { name: 'Overdue purchase orders 6' })
    expect(within(overdue).getAllByRole('listitem')).toHaveLength(5)
    expect(
      within(overdue).getByRole('link', { name: 'PO-0001 · Kilo Pumps' }).getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-late-1')
    expect(within(overdue).getByText('€920.00 · Due Nov 11, 2026')).toBeTruthy()
    expect(
      within(overdue)
        .getByRole('link', { name: '1 more: Overdue purchase orders' })
        .getAttribute('href'),
    ).toBe('/dashboard/purchase-orders?overdue=true')

    const issues = screen.getByRole('region', { name: 'Shortages and damage 1' })
    expect(
      within(issues).getByRole('link', { name: 'PO-0003 · Delta Valves' }).getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-issue-1')
    expect(within(issues).getByText('2 delivery issues · Found Nov 19, 2026')).toBeTruthy()

    const partial = screen.getByRole('region', { name: 'Received in part 1' })
    expect(
      within(partial).getByRole('link', { name: 'PO-0004 · Obi Supplies' }).getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-part-1')
    expect(within(partial).getByText('$3,400.00 · Sent Nov 2, 2026')).toBeTruthy()
  })

  it('links every PO received in part to the list filtered to them', async () => {
    const partial = attentionOf(
      'purchase_order',
      8,
      (n) => ({
        title: `PO-001${n} · Obi Supplies`,
        detail: '$100.00',
        href: `/dashboard/purchase-orders/po-${n}`,
        at: '2026-11-02T09:30:00.000Z',
      }),
      5,
    )
    renderScreen(<DashboardHome />, {
      session: storySession(),
      mock: (api) =>
        api.on(
          dashboardSummary,
          reply(dashboardSummaryFixture({ purchaseOrdersPartiallyReceived: partial })),
        ),
    })
    const group = await screen.findByRole('region', { name: 'Received in part 8' })
    expect(within(group).getAllByRole('listitem')).toHaveLength(5)
    expect(
      within(group).getByRole('link', { name: '3 more: Received in part' }).getAttribute('href'),
    ).toBe('/dashboard/purchase-orders?status=partially_received')
  })

  it('opens an item with the app navigation', async () => {
    const user = userEvent.setup()
    const { navigation } = renderScreen(<DashboardHome />, {
      session: storySession(),
      mock: (api) => api.on(dashboardSummary, reply(busySummary)),
    })
    await user.click(await screen.findByRole('link', { name: 'DHL JD014600' }))
    expect(navigation.navigate.mock.lastCall?.[0]).toBe('/dashboard/shipment/shp-1')
  })

  it('says so when nothing needs the buyer', async () => {
    renderScreen(<DashboardHome />, {
      session: storySession(),
      mock: (api) => api.on(dashboardSummary, reply(dashboardSummaryFixture())),
    })
    expect(await screen.findByText(/Nothing needs you right now/)).toBeTruthy()
    expect(screen.getAllByText('$0.00', { selector: 'dd' })).toHaveLength(2)
  })

  it('says what could not load, and reads again on Retry', async () => {
    const user = userEvent.setup()
    let calls = 0
    renderScreen(<DashboardHome />, {
      session: storySession(),
      mock: (api) =>
        api.on(dashboardSummary, () =>
          ++calls === 1
            ? { status: 503, body: { message: 'The server is busy. Try again.' } }
            : reply(busySummary),
        ),
    })
    expect(
      (await screen.findByRole('alert')).textContent?.includes(
        'Could not load what needs your attention. The server is busy. Try again.',
      ),
    ).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Needs your attention' })).toBeTruthy()
  })
})
