import { listShipments, SHIPMENT_STATUSES } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { isClickCancelled } from '../../../testing/linkClicks'
import type { MockApi } from '../../../testing/mockApi'
import { pagedReply, servePaged } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { shipmentListFixture } from '../../../testing/shipmentFixtures'
import { type ShipmentFilterState, ShipmentList } from './ShipmentList'

const shipments = Array.from({ length: 30 }, (_, i) =>
  shipmentListFixture(i + 1, {
    status: SHIPMENT_STATUSES[i % SHIPMENT_STATUSES.length],
    // Every fourth one is past its expected day on its way.
    late: i % 4 === 1,
    ...(i === 0 ? { shippedOn: null, estimatedDelivery: null } : {}),
  }),
)

/** Answers the list as the server would: by status, deal reference, lateness and text. */
const filtering = (api: MockApi) =>
  api.on(listShipments, ({ query }) =>
    pagedReply(
      shipments.filter(
        (shipment) =>
          (!query.get('status') || shipment.status === query.get('status')) &&
          (!query.get('taId') ||
            shipment.taId.toLowerCase() === query.get('taId')?.toLowerCase()) &&
          (query.get('late') !== 'true' || shipment.late) &&
          (!query.get('search') || shipment.trackingNumber.includes(query.get('search') ?? '')),
      ),
      query,
    ),
  )

const lastQuery = (api: MockApi) =>
  Object.fromEntries(api.callsTo(listShipments).at(-1)?.query ?? [])

const render = (mock: (api: MockApi) => void, ui = <ShipmentList />) =>
  renderScreen(ui, { session: storySession(), mock })

describe('ShipmentList', () => {
  it('lists each shipment with its carrier, PO, vendor, dates and status; late ones marked', async () => {
    const { api } = render((api) => api.on(listShipments, servePaged(shipments)))
    expect(await screen.findByText('30 shipments.')).toBeTruthy()
    expect(document.title).toBe('Shipments · Ally')
    const late = screen.getByRole('row', { name: /TRK000002/ })
    expect(within(late).getByText('FedEx')).toBeTruthy()
    expect(within(late).getByText('PO-0002')).toBeTruthy()
    expect(within(late).getByText('Acme Ltd')).toBeTruthy()
    expect(within(late).getByText('Jan 3, 2026')).toBeTruthy()
    expect(within(late).getByText(/Jan 13, 2026/)).toBeTruthy()
    expect(within(late).getByText('In transit')).toBeTruthy()
    expect(within(late).getByText('Late')).toBeTruthy()
    expect(
      within(late)
        .getByRole('link', { name: /TRK000002/ })
        .getAttribute('href'),
    ).toBe('/dashboard/shipment/shipment-2')
    const onTime = screen.getByRole('row', { name: /TRK000003/ })
    expect(within(onTime).getByText('Delayed')).toBeTruthy()
    expect(within(onTime).queryByText('Late')).toBeNull()
    // Not shipped yet, without an estimate.
    const first = screen.getByRole('row', { name: /TRK000001/ })
    expect(within(first).getAllByText('—')).toHaveLength(2)
    // 25 a page; no empty filters in the request.
    expect(lastQuery(api)).toEqual({ limit: '25', page: '1' })
  })

  it('opens a shipment from its row, by pointer or keyboard', async () => {
    const user = userEvent.setup()
    const { container, navigation } = render((api) =>
      api.on(listShipments, servePaged(shipments.slice(0, 3))),
    )
    const link = within(await screen.findByRole('row', { name: /TRK000003/ })).getByRole('link', {
      name: /TRK000003/,
    })
    // A real link: Ctrl/Cmd-click is left to the browser (a new tab), a plain one moves in the app.
    expect(isClickCancelled(container, link, { ctrlKey: true })).toBe(false)
    expect(isClickCancelled(container, link, { metaKey: true })).toBe(false)
    expect(navigation.navigate).not.toHaveBeenCalled()
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/dashboard/shipment/shipment-3')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/shipment/shipment-2')
  })

  it('filters by status chip, "Late only", deal reference and search, leaving empty values out', async () => {
    const user = userEvent.setup()
    const { api } = render(filtering)
    await screen.findByText('30 shipments.')
    const chips = screen.getByRole('radiogroup', { name: 'Status' })
    expect(within(chips).getAllByRole('radio')).toHaveLength(SHIPMENT_STATUSES.length + 1)
    await user.click(within(chips).getByRole('radio', { name: 'In transit' }))
    expect(await screen.findByText('5 shipments match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ status: 'in_transit', limit: '25', page: '1' })

    const lateOnly = screen.getByRole('button', { name: 'Late only' })
    expect(lateOnly.getAttribute('aria-pressed')).toBe('false')
    await user.click(lateOnly)
    expect(lateOnly.getAttribute('aria-pressed')).toBe('true')
    expect(await screen.findByText('3 shipments match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ status: 'in_transit', late: 'true', limit: '25', page: '1' })

    await user.type(screen.getByRole('textbox', { name: 'Deal reference' }), 'ta-0014')
    expect(await screen.findByText('1 shipment matches.')).toBeTruthy()
    await user.type(screen.getByRole('searchbox', { name: 'Search shipments' }), 'TRK000004')
    expect(await screen.findByText('No shipments match these filters.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({
      status: 'in_transit',
      late: 'true',
      taId: 'ta-0014',
      search: 'TRK000004',
      limit: '25',
      page: '1',
    })
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('30 shipments.')).toBeTruthy()
    expect(
      (screen.getByRole('searchbox', { name: 'Search shipments' }) as HTMLInputElement).value,
    ).toBe('')
    expect(screen.getByRole('button', { name: 'Late only' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
  })

  it('takes its filters from its caller and reports changes, for the URL', async () => {
    const user = userEvent.setup()
    const onFiltersChange = vi.fn<(filters: ShipmentFilterState) => void>()
    const { api } = render(
      filtering,
      <ShipmentList filters={{ late: true, taId: 'TA-0002' }} onFiltersChange={onFiltersChange} />,
    )
    expect(await screen.findByText('1 shipment matches.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ taId: 'TA-0002', late: 'true', limit: '25', page: '1' })
    expect(screen.getByRole('button', { name: 'Late only' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await user.click(screen.getByRole('radio', { name: 'Delivered' }))
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      late: true,
      taId: 'TA-0002',
      status: 'delivered',
    })
    await user.click(screen.getByRole('button', { name: 'Late only' }))
    expect(onFiltersChange).toHaveBeenLastCalledWith({ late: undefined, taId: 'TA-0002' })
  })

  it('loads 25 at a time, the rest with "Load more"', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => api.on(listShipments, servePaged(shipments)))
    await screen.findByText('30 shipments.')
    const table = screen.getByRole('grid', { name: 'Shipments' })
    expect(within(table).getAllByRole('row')).toHaveLength(26)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('row', { name: /TRK000030/ })).toBeTruthy()
    expect(api.callsTo(listShipments).at(-1)?.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says where shipments come from when there are none', async () => {
    render((api) => api.on(listShipments, servePaged([])))
    expect(await screen.findByText('No shipments yet')).toBeTruthy()
    expect(screen.getByText(/Once a vendor ships against a purchase order/)).toBeTruthy()
  })

  it('shows a spinner while the first page loads', async () => {
    render((api) => api.on(listShipments, () => new Promise(() => {})))
    expect(await screen.findByRole('progressbar', { name: 'Loading shipments' })).toBeTruthy()
  })

  it('offers a retry when the list fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) =>
      api.on(listShipments, (call) =>
        fail
          ? { status: 503, body: { message: 'The server is busy. Try again.' } }
          : servePaged(shipments)(call),
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/Could not load shipments\. The server is busy/)).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('30 shipments.')).toBeTruthy()
  })
})
