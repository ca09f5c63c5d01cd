import {
  getVendor,
  listPurchaseOrders,
  listQuotes,
  listRfqs,
  type Vendor,
  type VendorStats,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import {
  purchaseOrderFixture,
  quoteFixture,
  rfqFixture,
  servePaged,
} from '../../../testing/sourcingFixtures'
import { VendorDetail, type VendorDetailProps } from './VendorDetail'

const acme: Vendor = vendorFixture(1, { id: 'acme', name: 'Acme Ltd', email: 'sales@acme.test' })
const stats: VendorStats = {
  rfqCount: 1234,
  quoteCount: 12,
  purchaseOrderCount: 7,
  responseRate: 0.5,
  winRate: 0.25,
  onTimeRate: 1,
  averageLeadTimeDays: 3,
  spend: { amount: 100, currency: 'usd' },
}

function setup(mock: (api: MockApi) => void, props: Partial<VendorDetailProps> = {}) {
  const view = renderScreen(<VendorDetail vendorId="acme" {...props} />, {
    mock: (api) => {
      api.on(getVendor, { message: 'Vendor', data: { vendor: acme, stats, registration: null } })
      mock(api)
    },
  })
  return { ...view, user: userEvent.setup() }
}

/** The text of each cell of a row. */
const cellsOf = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent)

const rows = (table: string) =>
  within(screen.getByRole('region', { name: table }))
    .getAllByRole('row')
    .slice(1)

describe('VendorDetail — activity', () => {
  it("lists the vendor's RFQs, asking only for that vendor's, 20 at a time", async () => {
    const { api } = setup((api) =>
      api
        .on(
          listRfqs,
          servePaged([
            rfqFixture(1, { status: 'not_awarded' }),
            rfqFixture(2, { status: 'sent', total: null, respondedAt: null }),
          ]),
        )
        // Answered, so a request would be recorded: none must be made.
        .on(listQuotes, servePaged([quoteFixture(1)]))
        .on(listPurchaseOrders, servePaged([purchaseOrderFixture(1)])),
    )
    expect(await screen.findByRole('tab', { name: 'RFQs 1,234', selected: true })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Quotes 12' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Purchase orders 7' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Loading RFQs' })).toBeTruthy()

    const first = await screen.findByRole('row', { name: /Steel pipes, lot 1\b/ })
    const cells = cellsOf(first)
    expect(cells).toEqual([
      'TA-0001',
      'Steel pipes, lot 1',
      'Not awarded',
      'Jan 2, 2026',
      'Jan 11, 2026',
      '₦251,000.00',
    ])
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/dashboard/rfq/rfq-1')
    expect(first.querySelector('[data-status]')?.getAttribute('data-status')).toBe('not_awarded')
    const second = screen.getByRole('row', { name: /Steel pipes, lot 2\b/ })
    expect(second.lastElementChild?.textContent).toBe('No response')

    const [call] = api.callsTo(listRfqs)
    expect(call?.query.get('vendor')).toBe('acme')
    expect(call?.query.get('limit')).toBe('20')
    expect(call?.query.get('page')).toBe('1')
    // The other tabs are not fetched until they are shown.
    expect(api.callsTo(listQuotes)).toHaveLength(0)
    expect(api.callsTo(listPurchaseOrders)).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('tells one story on every tab: a lost round reads Not awarded, a decline is an answer', async () => {
    const { user } = setup((api) =>
      api
        .on(
          listRfqs,
          servePaged([
            rfqFixture(1, { status: 'not_awarded' }),
            rfqFixture(2, { status: 'declined', total: null, respondedAt: null }),
          ]),
        )
        .on(
          listQuotes,
          servePaged([quoteFixture(1, { status: 'awarded', vendorRfqStatus: 'not_awarded' })]),
        ),
    )
    const lost = await screen.findByRole('row', { name: /Steel pipes, lot 1\b/ })
    expect(cellsOf(lost)[2]).toBe('Not awarded')
    const declined = screen.getByRole('row', { name: /Steel pipes, lot 2\b/ })
    expect(cellsOf(declined)[2]).toBe('Declined')
    expect(declined.lastElementChild?.textContent).toBe('Declined')
    expect(declined.textContent).not.toContain('No response')

    await user.click(screen.getByRole('tab', { name: /^Quotes/ }))
    const round = await screen.findByRole('row', { name: /Office furniture, round 1\b/ })
    expect(cellsOf(round)[2]).toBe('Not awarded')
    expect(round.textContent).not.toMatch(/\bAwarded/)
  })

  it('fetches the quotes and the purchase orders when their tab is shown', async () => {
    const { api, user } = setup((api) =>
      api
        .on(listRfqs, servePaged([rfqFixture(1)]))
        .on(listQuotes, servePaged([quoteFixture(1), quoteFixture(2, { lowestTotal: null })]))
        .on(
          listPurchaseOrders,
          servePaged([
            purchaseOrderFixture(1, { status: 'partially_received' }),
            purchaseOrderFixture(2, { orderId: null }),
          ]),
        ),
    )
    await screen.findByRole('row', { name: /Steel pipes, lot 1\b/ })
    expect(api.callsTo(listQuotes)).toHaveLength(0)

    await user.click(screen.getByRole('tab', { name: /^Quotes/ }))
    const quote = await screen.findByRole('row', { name: /Office furniture, round 1\b/ })
    expect(api.callsTo(listQuotes).map((call) => call.query.get('vendor'))).toEqual(['acme'])
    expect(api.callsTo(listQuotes)[0]?.query.get('limit')).toBe('20')
    expect(cellsOf(quote)).toEqual([
      'TA-0001',
      'Office furniture, round 1',
      'Open',
      '3',
      '2',
      '$1,210.00',
    ])
    expect(within(quote).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/quotes/quote-1/responses',
    )
    expect(screen.getByRole('row', { name: /round 2\b/ }).lastElementChild?.textContent).toBe(
      'No responses',
    )
    expect(api.callsTo(listPurchaseOrders)).toHaveLength(0)

    // Keyboard: the arrow key moves to the next tab and shows it.
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /^Purchase orders/, selected: true })).toBeTruthy()
    const po = await screen.findByRole('row', { name: /PO-0001/ })
    expect(api.callsTo(listPurchaseOrders).map((call) => call.query.get('vendor'))).toEqual([
      'acme',
    ])
    expect(cellsOf(po)).toEqual([
      'PO-0001',
      'TA-0001',
      'Partially received',
      '£1,001.00',
      'Jan 2, 2026',
    ])
    expect(within(po).getByRole('link', { name: 'PO-0001' }).getAttribute('href')).toBe(
      '/dashboard/purchase-orders/po-1',
    )
    // A PO made without an order opens all the same.
    expect(
      within(screen.getByRole('row', { name: /PO-0002/ }))
        .getByRole('link', { name: 'PO-0002' })
        .getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-2')

    // Back to RFQs: shown from the cache, not fetched again.
    await user.click(screen.getByRole('tab', { name: /^RFQs/ }))
    expect(await screen.findByRole('row', { name: /Steel pipes, lot 1\b/ })).toBeTruthy()
    expect(api.callsTo(listRfqs)).toHaveLength(1)
  })

  it('opens on the tab it is given', async () => {
    const { api } = setup(
      (api) =>
        api
          .on(listRfqs, servePaged([rfqFixture(1)]))
          .on(listPurchaseOrders, servePaged([purchaseOrderFixture(1)])),
      { defaultActivityTab: 'purchaseOrders' },
    )
    expect(await screen.findByRole('row', { name: /PO-0001/ })).toBeTruthy()
    expect(api.callsTo(listRfqs)).toHaveLength(0)
  })

  it('says so when a tab has nothing yet', async () => {
    const { user } = setup((api) =>
      api
        .on(listRfqs, servePaged([]))
        .on(listQuotes, servePaged([]))
        .on(listPurchaseOrders, servePaged([])),
    )
    expect(await screen.findByText('No RFQs sent to this vendor yet.')).toBeTruthy()
    expect(screen.queryByRole('grid')).toBeNull()
    await user.click(screen.getByRole('tab', { name: /^Quotes/ }))
    expect(await screen.findByText('No quotes with this vendor yet.')).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: /^Purchase orders/ }))
    expect(await screen.findByText('No purchase orders for this vendor yet.')).toBeTruthy()
  })

  it("shows a tab's error with the server's message and a retry", async () => {
    const { api, user } = setup(
      (api) => api.on(listQuotes, { status: 500, body: { message: 'The quote service is down.' } }),
      { defaultActivityTab: 'quotes' },
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load quotes. The quote service is down.')
    // The rest of the page still works.
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeTruthy()

    api.on(listQuotes, servePaged([quoteFixture(1)]))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /Office furniture, round 1\b/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(api.callsTo(listQuotes)).toHaveLength(2)
  })

  it('loads the next page with "Load more" while there is one', async () => {
    const all = Array.from({ length: 25 }, (_, i) => rfqFixture(i + 1))
    const { api, user } = setup((api) => api.on(listRfqs, servePaged(all)))
    await screen.findByRole('row', { name: /Steel pipes, lot 1\b/ })
    expect(rows('RFQs')).toHaveLength(20)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rows('RFQs')).toHaveLength(25))
    expect(api.callsTo(listRfqs).map((call) => call.query.get('page'))).toEqual(['1', '2'])
    expect(api.callsTo(listRfqs)[1]?.query.get('vendor')).toBe('acme')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    // The button left with the last page; focus went to the rows, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'RFQs' }))
  })

  it('says when the next page could not be loaded, and tries again', async () => {
    const all = Array.from({ length: 25 }, (_, i) => rfqFixture(i + 1))
    const { api, user } = setup((api) =>
      api.on(listRfqs, (call) =>
        call.query.get('page') === '2'
          ? { status: 503, body: { message: 'Try again later.' } }
          : servePaged(all)(call),
      ),
    )
    await screen.findByRole('row', { name: /Steel pipes, lot 1\b/ })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load more RFQs. Try again later.',
    )
    expect(rows('RFQs')).toHaveLength(20)

    api.on(listRfqs, servePaged(all))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rows('RFQs')).toHaveLength(25))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
