import { listPurchaseOrders, PURCHASE_ORDER_STATUSES } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { isClickCancelled } from '../../../testing/linkClicks'
import type { MockApi } from '../../../testing/mockApi'
import { pagedReply } from '../../../testing/paged'
import { purchaseOrderWithIssueFixture } from '../../../testing/purchaseOrderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { purchaseOrderFixture, servePaged } from '../../../testing/sourcingFixtures'
import { type PurchaseOrderFilterState, PurchaseOrderList } from './PurchaseOrderList'

const pos = Array.from({ length: 30 }, (_, i) =>
  purchaseOrderFixture(i + 1, {
    status: PURCHASE_ORDER_STATUSES[i % PURCHASE_ORDER_STATUSES.length],
    ...(i === 0 ? { sentAt: null, status: 'draft' as const } : {}),
    // One with goods rejected on arrival, not yet settled.
    ...(i === 5 ? { issues: purchaseOrderWithIssueFixture().po.issues } : {}),
    // The accepted ones are past their delivery day: the overdue ones.
    ...(PURCHASE_ORDER_STATUSES[i % PURCHASE_ORDER_STATUSES.length] === 'acknowledged'
      ? { deliveryDate: '2026-01-05' }
      : {}),
  }),
)

/** Answers the list as the server would: by status, deal reference, overdue and text. */
const filtering = (api: MockApi) =>
  api.on(listPurchaseOrders, ({ query }) =>
    pagedReply(
      pos.filter(
        (po) =>
          (!query.get('status') || po.status === query.get('status')) &&
          (!query.get('taId') || po.taId.toLowerCase() === query.get('taId')?.toLowerCase()) &&
          (query.get('overdue') !== 'true' || po.deliveryDate !== null) &&
          (query.get('issues') !== 'true' || po.issues.length > 0) &&
          (!query.get('search') || po.number.includes(query.get('search') ?? '')),
      ),
      query,
    ),
  )

const lastQuery = (api: MockApi) =>
  Object.fromEntries(api.callsTo(listPurchaseOrders).at(-1)?.query ?? [])

describe('PurchaseOrderList', () => {
  it('lists each PO with its deal, vendor, status and total; a row opens the PO', async () => {
    const { api } = renderScreen(<PurchaseOrderList />, {
      session: storySession(),
      mock: (api) => api.on(listPurchaseOrders, servePaged(pos)),
    })
    expect(await screen.findByText('30 purchase orders.')).toBeTruthy()
    const row = screen.getByRole('row', { name: /PO-0002/ })
    expect(within(row).getByText('TA-0002')).toBeTruthy()
    expect(within(row).getByText('Acme Ltd')).toBeTruthy()
    expect(within(row).getByText('Awaiting approval')).toBeTruthy()
    expect(within(row).getByText('£1,002.00')).toBeTruthy()
    expect(within(row).getByText('Jan 4, 2026')).toBeTruthy()
    expect(within(row).getByText('Jan 3, 2026')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'PO-0002' }).getAttribute('href')).toBe(
      '/dashboard/purchase-orders/po-2',
    )
    const draft = screen.getByRole('row', { name: /PO-0001/ })
    expect(within(draft).getByText('Not sent')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New purchase order' }).getAttribute('href')).toBe(
      '/dashboard/purchase-orders/create',
    )
    // 25 a page; no empty filters in the request.
    expect(lastQuery(api)).toEqual({ limit: '25', page: '1' })
  })

  it('opens a PO from its row, by pointer or keyboard', async () => {
    const user = userEvent.setup()
    const { container, navigation } = renderScreen(<PurchaseOrderList />, {
      session: storySession(),
      mock: (api) => api.on(listPurchaseOrders, servePaged(pos.slice(0, 3))),
    })
    const link = within(await screen.findByRole('row', { name: /PO-0003/ })).getByRole('link', {
      name: 'PO-0003',
    })
    // A real link: Ctrl/Cmd-click is left to the browser (a new tab), a plain one moves in the app.
    expect(isClickCancelled(container, link, { ctrlKey: true })).toBe(false)
    expect(isClickCancelled(container, link, { metaKey: true })).toBe(false)
    expect(navigation.navigate).not.toHaveBeenCalled()
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/dashboard/purchase-orders/po-3')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/purchase-orders/po-2')
  })

  it('filters by status chip, deal reference and search, leaving empty values out', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<PurchaseOrderList />, {
      session: storySession(),
      mock: filtering,
    })
    await screen.findByText('30 purchase orders.')
    const chips = screen.getByRole('radiogroup', { name: 'Status' })
    // Every status can be reached, after "All".
    expect(within(chips).getAllByRole('radio')).toHaveLength(PURCHASE_ORDER_STATUSES.length + 1)
    await user.click(within(chips).getByRole('radio', { name: 'Acknowledged' }))
    expect(await screen.findByText('3 purchase orders match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ status: 'acknowledged', limit: '25', page: '1' })
    await user.type(screen.getByRole('textbox', { name: 'Deal reference' }), 'ta-0015')
    expect(await screen.findByText('1 purchase order matches.')).toBeTruthy()
    await user.type(screen.getByRole('searchbox', { name: 'Search purchase orders' }), 'PO-0004')
    expect(await screen.findByText('No purchase orders match these filters.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({
      status: 'acknowledged',
      taId: 'ta-0015',
      search: 'PO-0004',
      limit: '25',
      page: '1',
    })
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('30 purchase orders.')).toBeTruthy()
    expect(within(chips).getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    expect(
      (screen.getByRole('searchbox', { name: 'Search purchase orders' }) as HTMLInputElement).value,
    ).toBe('')
  })

  it('filters to overdue POs with "Overdue only", and back', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<PurchaseOrderList />, {
      session: storySession(),
      mock: filtering,
    })
    await screen.findByText('30 purchase orders.')
    const overdueOnly = screen.getByRole('button', { name: 'Overdue only' })
    expect(overdueOnly.getAttribute('aria-pressed')).toBe('false')
    await user.click(overdueOnly)
    expect(overdueOnly.getAttribute('aria-pressed')).toBe('true')
    expect(await screen.findByText('3 purchase orders match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ overdue: 'true', limit: '25', page: '1' })
    // Off again: every PO, as first asked (never overdue=false).
    await user.click(overdueOnly)
    expect(overdueOnly.getAttribute('aria-pressed')).toBe('false')
    expect(await screen.findByText('30 purchase orders.')).toBeTruthy()
    const asked = api.callsTo(listPurchaseOrders).map((call) => call.query.get('overdue'))
    expect(asked).not.toContain('false')
  })

  it('filters to POs with delivery issues, as the home\'s "Shortages and damage" link opens it', async () => {
    const user = userEvent.setup()
    const onFiltersChange = vi.fn<(filters: PurchaseOrderFilterState) => void>()
    const { api } = renderScreen(
      <PurchaseOrderList filters={{ issues: true }} onFiltersChange={onFiltersChange} />,
      { session: storySession(), mock: filtering },
    )
    expect(await screen.findByText('1 purchase order matches.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ issues: 'true', limit: '25', page: '1' })
    // The row says so beside its status.
    expect(
      within(screen.getByRole('grid', { name: 'Purchase orders' })).getByText('1 delivery issue'),
    ).toBeTruthy()
    const withIssues = screen.getByRole('button', { name: 'With delivery issues' })
    expect(withIssues.getAttribute('aria-pressed')).toBe('true')
    await user.click(withIssues)
    expect(onFiltersChange).toHaveBeenLastCalledWith({ issues: undefined })
  })

  it('takes "Overdue only" from its caller, as the home\'s link sets it, and reports turning it off', async () => {
    const user = userEvent.setup()
    const onFiltersChange = vi.fn<(filters: PurchaseOrderFilterState) => void>()
    const { api } = renderScreen(
      <PurchaseOrderList filters={{ overdue: true }} onFiltersChange={onFiltersChange} />,
      { session: storySession(), mock: filtering },
    )
    expect(await screen.findByText('3 purchase orders match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ overdue: 'true', limit: '25', page: '1' })
    const overdueOnly = screen.getByRole('button', { name: 'Overdue only' })
    expect(overdueOnly.getAttribute('aria-pressed')).toBe('true')
    await user.click(overdueOnly)
    expect(onFiltersChange).toHaveBeenLastCalledWith({ overdue: undefined })
  })

  it('takes its filters from its caller and reports changes, for the URL', async () => {
    const user = userEvent.setup()
    const onFiltersChange = vi.fn<(filters: PurchaseOrderFilterState) => void>()
    const { api } = renderScreen(
      <PurchaseOrderList
        filters={{ status: 'sent', taId: 'TA-0003' }}
        onFiltersChange={onFiltersChange}
      />,
      { session: storySession(), mock: filtering },
    )
    expect(await screen.findByText('1 purchase order matches.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ status: 'sent', taId: 'TA-0003', limit: '25', page: '1' })
    expect(
      (screen.getByRole('textbox', { name: 'Deal reference' }) as HTMLInputElement).value,
    ).toBe('TA-0003')
    await user.click(screen.getByRole('radio', { name: 'Shipped' }))
    expect(onFiltersChange).toHaveBeenLastCalledWith({ status: 'shipped', taId: 'TA-0003' })
  })

  it('loads 25 at a time, the rest with "Load more"', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<PurchaseOrderList />, {
      session: storySession(),
      mock: (api) => api.on(listPurchaseOrders, servePaged(pos)),
    })
    await screen.findByText('30 purchase orders.')
    const table = screen.getByRole('grid', { name: 'Purchase orders' })
    // The header row and 25 POs.
    expect(within(table).getAllByRole('row')).toHaveLength(26)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('row', { name: /PO-0030/ })).toBeTruthy()
    expect(api.callsTo(listPurchaseOrders).at(-1)?.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says where purchase orders come from when there are none', async () => {
    renderScreen(<PurchaseOrderList />, {
      session: storySession(),
      mock: (api) => api.on(listPurchaseOrders, servePaged([])),
    })
    expect(await screen.findByText('No purchase orders yet')).toBeTruthy()
    expect(screen.getByText(/make its purchase order from the award/)).toBeTruthy()
  })

  it('offers a retry when the list fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    renderScreen(<PurchaseOrderList />, {
      session: storySession(),
      mock: (api) =>
        api.on(listPurchaseOrders, (call) =>
          fail
            ? { status: 503, body: { message: 'The server is busy. Try again.' } }
            : servePaged(pos)(call),
        ),
    })
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByText(/Could not load purchase orders\. The server is busy/),
    ).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('30 purchase orders.')).toBeTruthy()
  })
})
