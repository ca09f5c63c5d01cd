import { getOrder, listApprovedQuoteResponses, listQuoteRfqs } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import {
  approvedFixture,
  awardedOrderFixture,
  orderFixture,
  roundRfqsFixture,
} from '../../../testing/orderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { servePaged } from '../../../testing/sourcingFixtures'
import { ORDER_NOT_FOUND, OrderDetail } from './OrderDetail'

const render = (mock: (api: MockApi) => void) =>
  renderScreen(<OrderDetail orderId="order-1" />, { session: storySession(), mock })

const awarded = (api: MockApi) => {
  api.on(getOrder, { message: 'ok', data: awardedOrderFixture() })
  api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
  api.on(listApprovedQuoteResponses, servePaged([approvedFixture()]))
}

const fresh = (api: MockApi) => {
  api.on(getOrder, {
    message: 'ok',
    data: {
      order: orderFixture({ status: 'draft' }),
      quotes: [],
      purchaseOrders: [],
      shipments: [],
    },
  })
  api.on(listApprovedQuoteResponses, servePaged([]))
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent)

describe('OrderDetail', () => {
  it('shows the need: its lines, delivery, budget and notes', async () => {
    render(awarded)
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel bolts' })).toBeTruthy()
    expect(screen.getByText('TA-0001 · Order')).toBeTruthy()
    expect(screen.getByText('Ordered')).toBeTruthy()
    expect(document.title).toBe('Order · Ally')
    const need = screen.getByRole('region', { name: 'Need' })
    for (const text of [
      '1 Marina, Lagos',
      'Mar 1, 2026',
      'USD',
      '$150.00',
      'Deliver to gate B, weekdays only.',
    ]) {
      expect(within(need).getByText(text)).toBeTruthy()
    }
    const items = screen.getByRole('grid', { name: 'Items' })
    expect(cellsOf(within(items).getByRole('row', { name: /M8 bolt/ }))).toEqual([
      '100',
      'pcs',
      'Zinc plated',
      '$0.40',
    ])
    expect(cellsOf(within(items).getByRole('row', { name: /M8 nut/ }))).toEqual([
      '200',
      'pcs',
      '—',
      '—',
    ])
  })

  it('lists each round with the vendors it asked and their answers', async () => {
    render(awarded)
    const rounds = await screen.findByRole('region', { name: 'Sourcing rounds (1)' })
    const round = within(rounds).getByRole('region', { name: 'Steel bolts' })
    expect(within(round).getByRole('link', { name: 'Steel bolts' }).getAttribute('href')).toBe(
      '/dashboard/quotes/quote-1',
    )
    expect(within(round).getByText(/2 of 3 vendors answered · lowest \$100\.00/)).toBeTruthy()
    const vendors = await within(round).findByRole('list', { name: 'Vendors asked in Steel bolts' })
    const boltco = within(vendors).getByRole('link', { name: 'Boltco' })
    expect(boltco.getAttribute('href')).toBe('/dashboard/rfq/rfq-boltco')
    expect(within(vendors).getByText('Awaiting response')).toBeTruthy()
    expect(
      within(round)
        .getByRole('link', { name: 'Compare answers of Steel bolts' })
        .getAttribute('href'),
    ).toBe('/dashboard/quotes/quote-1/responses')
  })

  it('shows the award, its purchase order and its shipment', async () => {
    const { api } = render(awarded)
    const award = await screen.findByRole('region', { name: 'Award' })
    const winner = await within(award).findByRole('link', { name: 'Boltco' })
    expect(winner.getAttribute('href')).toBe(
      '/dashboard/quotes/quote-1/item/vendor-detail?vendor=boltco',
    )
    expect(within(award).getByText('M8 bolt: 100 pcs × $0.50 = $50.00')).toBeTruthy()
    expect(within(award).getByText(/purchase order made/)).toBeTruthy()
    expect(
      within(award)
        .getByRole('link', { name: 'View purchase order for Boltco' })
        .getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-1')
    expect(within(award).queryByRole('link', { name: /Create purchase order/ })).toBeNull()
    expect(api.callsTo(listApprovedQuoteResponses)[0]?.query.get('taId')).toBe('TA-0001')
    const po = screen.getByRole('row', { name: /PO-0001/ })
    expect(cellsOf(po)).toEqual(['Boltco', 'Sent', '$100.00', 'Jan 3, 2026', 'Feb 20, 2026'])
    expect(within(po).getByRole('link', { name: 'PO-0001' }).getAttribute('href')).toBe(
      '/dashboard/purchase-orders/po-1',
    )
    const shipment = screen.getByRole('row', { name: /DHL JD0146000012/ })
    expect(cellsOf(shipment)).toEqual([
      'PO-0001',
      'Boltco',
      'In transit',
      'Feb 20, 2026',
      'None yet',
    ])
    expect(
      within(shipment).getByRole('link', { name: 'DHL JD0146000012' }).getAttribute('href'),
    ).toBe('/dashboard/shipment/shipment-1')
  })

  it('offers a purchase order for each award still waiting for one', async () => {
    render((api) => {
      awarded(api)
      api.on(
        listApprovedQuoteResponses,
        servePaged([
          approvedFixture({ purchaseOrderId: null }),
          approvedFixture({
            id: 'approved-2',
            vendor: { id: 'eurofix', name: 'Eurofix GmbH', email: 'offers@eurofix.test' },
            purchaseOrderId: 'po-2',
          }),
        ]),
      )
    })
    const award = await screen.findByRole('region', { name: 'Award' })
    const create = await within(award).findByRole('link', {
      name: 'Create purchase order for Boltco',
    })
    expect(create.getAttribute('href')).toBe('/dashboard/purchase-orders/create?award=approved-1')
    expect(within(award).getByText(/waiting for a purchase order/)).toBeTruthy()
    expect(
      within(award)
        .getByRole('link', { name: 'View purchase order for Eurofix GmbH' })
        .getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-2')
    expect(within(award).getAllByRole('link', { name: /purchase order/ })).toHaveLength(2)
  })

  it('says plainly what has not happened yet', async () => {
    render(fresh)
    expect(await screen.findByText('Draft')).toBeTruthy()
    expect(screen.getByText(/No RFQs sent yet/)).toBeTruthy()
    expect(await screen.findByText(/Not awarded yet/)).toBeTruthy()
    expect(screen.getByText(/No purchase orders yet/)).toBeTruthy()
    expect(screen.getByText(/No shipments yet/)).toBeTruthy()
  })

  it('offers a retry when the award fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) => {
      awarded(api)
      api.on(listApprovedQuoteResponses, (call) =>
        fail
          ? { status: 500, body: { message: 'The server is busy.' } }
          : servePaged([approvedFixture()])(call),
      )
    })
    const award = await screen.findByRole('region', { name: 'Award' })
    const alert = await within(award).findByRole('alert')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(award).findByRole('link', { name: 'Boltco' })).toBeTruthy()
  })

  it('offers a retry when the order fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) => {
      fresh(api)
      api.on(getOrder, () =>
        fail
          ? { status: 500, body: { message: 'The server is busy.' } }
          : { message: 'ok', data: awardedOrderFixture() },
      )
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Could not load this order' })).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel bolts' })).toBeTruthy()
  })

  it('says an order of another business (or none) was not found, with a way back', async () => {
    render((api) => api.on(getOrder, { status: 404, body: { message: 'Not found.' } }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: ORDER_NOT_FOUND })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Back to quotes' }).getAttribute('href')).toBe(
      '/dashboard/quotes',
    )
  })
})
