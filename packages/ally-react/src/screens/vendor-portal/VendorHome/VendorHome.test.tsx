// Over 300 lines on purpose: one case per product rule of the screen, each read on its own.
import {
  listVendorKeepsakes,
  listVendorPurchaseOrders,
  listVendorRfqs,
  type StoredSession,
  VENDOR_SESSION_KEY,
  type VendorAccount,
  type VendorKeepsake,
  vendorEndSession,
} from '@ally/sdk'
import { createTestToken } from '@ally/sdk/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import {
  answered,
  daysFromNow,
  serveVendorPurchaseOrders,
  serveVendorRfqs,
  vendorPurchaseOrderFixture,
  vendorRfqFixture,
} from '../../../testing/vendorPortalFixtures'
import { VendorRegistrationSuccess } from '../VendorRegistrationSuccess'
import { deadlineHint } from './format'
import { VendorHome } from './VendorHome'

let made = 0
/** A vendor session whose token differs from every other one (and from the buyer's). */
const vendor = (user: Partial<VendorAccount> = {}): StoredSession<VendorAccount> => ({
  ...vendorStorySession({ onboarded: true, ...user }),
  token: createTestToken({ payload: { sub: `vendor-home-${++made}` } }),
})

function setup(
  mock: (api: MockApi) => void = (api) =>
    api
      .on(listVendorRfqs, serveVendorRfqs([]))
      .on(listVendorPurchaseOrders, serveVendorPurchaseOrders([])),
  session = vendor(),
) {
  const view = renderScreen(<VendorHome />, { vendorSession: session, mock })
  return { ...view, session, user: userEvent.setup() }
}

const rfqRow = (name: RegExp | string) =>
  screen.findByRole('row', { name: typeof name === 'string' ? new RegExp(name) : name })
const cell = (row: HTMLElement, name: string) =>
  row.querySelector(`[data-cell="${name}"]`)?.textContent

async function openOrders(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Purchase orders' }))
}

describe('VendorHome', () => {
  it('shows who is signed in, with the profile link and a logout that forgets the session', async () => {
    const { user, navigation, storage, api, client } = setup()
    api.on(vendorEndSession, () => ({ message: 'You are logged out.', data: null }))
    const token = client.vendorSession.getToken()
    expect(screen.getByRole('heading', { level: 1, name: 'Lagos Steel Works' })).toBeTruthy()
    expect(screen.getByText('sales@lagos-steel.test')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit company profile' }).getAttribute('href')).toBe(
      '/vendor/onboarding',
    )
    await screen.findByText(/No RFQs yet/)

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(storage.session.getItem(VENDOR_SESSION_KEY)).toBeNull()
    expect(navigation.navigate).toHaveBeenCalledWith('/vendor/register', { replace: true })
    expect(await screen.findByRole('link', { name: 'Go to vendor sign-up' })).toBeTruthy()
    expect(api.callsTo(vendorEndSession)[0]?.headers.authorization).toBe(`Bearer ${token}`)
  })

  it("lists the RFQs of several buyers with the vendor's answer, sent with the vendor's token", async () => {
    const soon = vendorRfqFixture(1, { title: 'Steel rebar, 12 mm', deadline: daysFromNow(3.5) })
    const rfqs = [
      answered(soon, 1234.5),
      vendorRfqFixture(2, {
        title: 'Cement bags',
        currency: 'ngn',
        status: 'viewed',
        deadline: '2026-03-05T12:00:00.000Z',
      }),
      vendorRfqFixture(3, {
        title: 'Roofing sheets',
        status: 'expired',
        deadline: daysFromNow(-2),
      }),
    ]
    const { api, session, navigation } = setup((mock) =>
      mock.on(listVendorRfqs, serveVendorRfqs(rfqs)),
    )
    expect(screen.getByRole('progressbar', { name: 'Loading RFQs' })).toBeTruthy()

    const steel = await rfqRow('Steel rebar')
    expect(steel.textContent).toContain('RFQ-0001')
    expect(cell(steel, 'buyer')).toBe('Lagos Builders Ltd')
    expect(cell(steel, 'lines')).toBe('2 lines')
    expect(cell(steel, 'status')).toBe('Responded')
    expect(steel.querySelector('[data-status]')?.getAttribute('data-status')).toBe('responded')
    expect(cell(steel, 'deadline')).toMatch(/Closes in [34] days$/)
    expect(cell(steel, 'answer')).toBe('$1,234.50')

    const cement = screen.getByRole('row', { name: /Cement bags/ })
    expect(cell(cement, 'buyer')).toBe('Accra Foods Plc')
    expect(cell(cement, 'lines')).toBe('3 lines')
    expect(cell(cement, 'deadline')).toContain('Mar 5, 2026')
    expect(cell(cement, 'answer')).toBe('No response')

    const roofing = screen.getByRole('row', { name: /Roofing sheets/ })
    expect(cell(roofing, 'buyer')).toBe('Nairobi Agritech')
    expect(cell(roofing, 'lines')).toBe('1 line')
    expect(cell(roofing, 'status')).toBe('Expired')
    expect(cell(roofing, 'deadline')).toMatch(/Closed$/)
    expect(screen.getByText('3 RFQs')).toBeTruthy()
    // Each row opens its RFQ in the portal, to read and answer: its title is a real link.
    expect(
      within(cement)
        .getByRole('link', { name: /Cement bags/ })
        .getAttribute('href'),
    ).toBe('/vendor/rfqs/rfq-2')
    await userEvent.setup().click(cement)
    expect(navigation.navigate).toHaveBeenCalledWith('/vendor/rfqs/rfq-2')

    const [call] = api.callsTo(listVendorRfqs)
    expect(call?.headers.authorization).toBe(`Bearer ${session.token}`)
    expect(call?.query.get('limit')).toBe('20')
    expect(call?.query.get('page')).toBe('1')
    expect(call?.query.has('search')).toBe(false)
    expect(call?.query.has('status')).toBe(false)
    // Purchase orders are asked for only when their tab opens.
    expect(api.callsTo(listVendorPurchaseOrders)).toHaveLength(0)
  })

  it("lists the purchase orders of several buyers, sent with the vendor's token", async () => {
    const orders = [
      vendorPurchaseOrderFixture(7, { total: 2_500_000, currency: 'ngn' }),
      vendorPurchaseOrderFixture(8, {
        status: 'acknowledged',
        currency: 'usd',
        total: 99.9,
        deliveryDate: null,
        sentAt: '2026-01-20T12:00:00.000Z',
      }),
    ]
    const { api, session, user, navigation } = setup((mock) =>
      mock
        .on(listVendorRfqs, serveVendorRfqs([]))
        .on(listVendorPurchaseOrders, serveVendorPurchaseOrders(orders)),
    )
    await screen.findByText(/No RFQs yet/)
    await openOrders(user)

    const first = await rfqRow(/PO-0007/)
    expect(cell(first, 'buyer')).toBe('Lagos Builders Ltd')
    expect(cell(first, 'status')).toBe('Sent')
    expect(cell(first, 'total')).toBe('₦2,500,000.00')
    expect(cell(first, 'delivery')).toBe('Apr 15, 2026')
    expect(cell(first, 'sent')).toBe('Mar 2, 2026')

    const second = screen.getByRole('row', { name: /PO-0008/ })
    expect(cell(second, 'buyer')).toBe('Accra Foods Plc')
    expect(cell(second, 'status')).toBe('Acknowledged')
    expect(cell(second, 'total')).toBe('$99.90')
    expect(cell(second, 'delivery')).toBe('—')
    expect(cell(second, 'sent')).toBe('Jan 20, 2026')

    const [call] = api.callsTo(listVendorPurchaseOrders)
    expect(call?.headers.authorization).toBe(`Bearer ${session.token}`)
    expect(call?.query.get('limit')).toBe('20')
    // Each row opens its purchase order in the portal, to answer and ship: its number is a link.
    expect(within(second).getByRole('link', { name: 'PO-0008' }).getAttribute('href')).toBe(
      '/vendor/purchase-orders/po-8',
    )
    await user.click(second)
    expect(navigation.navigate).toHaveBeenCalledWith('/vendor/purchase-orders/po-8')
  })

  it('searches once typing stops and filters by status', async () => {
    const rfqs = [
      vendorRfqFixture(1, { title: 'Steel rebar' }),
      vendorRfqFixture(2, { title: 'Steel beams', status: 'declined' }),
      vendorRfqFixture(3, { title: 'Cement' }),
    ]
    const { api, user } = setup((mock) => mock.on(listVendorRfqs, serveVendorRfqs(rfqs)))
    await rfqRow('Cement')

    await user.type(screen.getByRole('searchbox', { name: 'Search RFQs' }), 'steel')
    expect(api.callsTo(listVendorRfqs)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cement/ })).toBeNull())
    expect(api.callsTo(listVendorRfqs).map((call) => call.query.get('search'))).toEqual([
      null,
      'steel',
    ])

    await user.click(screen.getByRole('button', { name: /RFQ status/ }))
    await user.click(screen.getByRole('option', { name: 'Declined' }))
    await waitFor(() => expect(screen.queryByRole('row', { name: /Steel rebar/ })).toBeNull())
    const last = api.callsTo(listVendorRfqs).at(-1)
    expect(last?.query.get('status')).toBe('declined')
    expect(last?.query.get('search')).toBe('steel')
    const beams = screen.getByRole('row', { name: /Steel beams/ })
    expect(cell(beams, 'answer')).toBe('Declined')
  })

  it('searches and filters purchase orders, keeping each tab its own filters', async () => {
    const orders = [
      vendorPurchaseOrderFixture(1),
      vendorPurchaseOrderFixture(2, { status: 'received' }),
      vendorPurchaseOrderFixture(12, { status: 'received' }),
    ]
    const { api, user } = setup((mock) =>
      mock
        .on(listVendorRfqs, serveVendorRfqs([vendorRfqFixture(1)]))
        .on(listVendorPurchaseOrders, serveVendorPurchaseOrders(orders)),
    )
    await rfqRow('RFQ-0001')
    await openOrders(user)
    await rfqRow('PO-0012')

    // Keyboard only: open the select, pick 'Received'.
    screen.getByRole('button', { name: /Purchase order status/ }).focus()
    await user.keyboard('{ArrowDown}')
    const received = await screen.findByRole('option', { name: 'Received' })
    received.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('row', { name: /PO-0001/ })).toBeNull())
    expect(api.callsTo(listVendorPurchaseOrders).at(-1)?.query.get('status')).toBe('received')

    await user.type(screen.getByRole('searchbox', { name: 'Search purchase orders' }), 'PO-0012')
    await waitFor(() => expect(screen.queryByRole('row', { name: /PO-0002/ })).toBeNull())
    const last = api.callsTo(listVendorPurchaseOrders).at(-1)
    expect(last?.query.get('search')).toBe('PO-0012')
    expect(last?.query.get('status')).toBe('received')
    expect(screen.getByText('1 purchase order')).toBeTruthy()

    // The RFQ tab never had a filter; back on the orders tab, its filters are still there.
    await user.click(screen.getByRole('tab', { name: 'RFQs' }))
    expect((screen.getByRole('searchbox', { name: 'Search RFQs' }) as HTMLInputElement).value).toBe(
      '',
    )
    expect(api.callsTo(listVendorRfqs).every((call) => !call.query.has('status'))).toBe(true)
    await openOrders(user)
    expect(
      (screen.getByRole('searchbox', { name: 'Search purchase orders' }) as HTMLInputElement).value,
    ).toBe('PO-0012')
  })

  it('says when there are no RFQs or purchase orders yet', async () => {
    const { user } = setup()
    expect(
      await screen.findByText(
        'No RFQs yet. When a buyer sends you a request for quotation, it appears here.',
      ),
    ).toBeTruthy()
    await openOrders(user)
    expect(
      await screen.findByText(
        'No purchase orders yet. When a buyer sends you a purchase order, it appears here.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('0 purchase orders')).toBeTruthy()
  })

  it('says when nothing matches the filters, and clears them', async () => {
    const { api, user } = setup((mock) =>
      mock.on(listVendorRfqs, serveVendorRfqs([vendorRfqFixture(1, { title: 'Steel rebar' })])),
    )
    await rfqRow('Steel rebar')
    await user.type(screen.getByRole('searchbox', { name: 'Search RFQs' }), 'zzz')
    expect(await screen.findByText('No RFQs match your search or filter.')).toBeTruthy()
    expect(screen.queryByText(/No RFQs yet/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await rfqRow('Steel rebar')).toBeTruthy()
    expect((screen.getByRole('searchbox', { name: 'Search RFQs' }) as HTMLInputElement).value).toBe(
      '',
    )
    // Back to the unfiltered list (cached); an empty search is never sent.
    expect(api.callsTo(listVendorRfqs).map((call) => call.query.get('search'))).not.toContain('')
  })

  it("shows the server's message with a retry", async () => {
    const { api, user } = setup((mock) =>
      mock.on(listVendorRfqs, { status: 500, body: { message: 'The RFQ service is down.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load your RFQs.')
    expect(alert.textContent).toContain('The RFQ service is down.')

    api.on(listVendorRfqs, serveVendorRfqs([vendorRfqFixture(4, { title: 'Diesel' })]))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await rfqRow('Diesel')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(api.callsTo(listVendorRfqs)).toHaveLength(2)
  })

  it('shows a purchase order failure with a retry', async () => {
    const { api, user } = setup((mock) =>
      mock
        .on(listVendorRfqs, serveVendorRfqs([]))
        .on(listVendorPurchaseOrders, { status: 503, body: { message: 'Try again soon.' } }),
    )
    await openOrders(user)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load your purchase orders. Try again soon.')
    api.on(listVendorPurchaseOrders, serveVendorPurchaseOrders([vendorPurchaseOrderFixture(3)]))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await rfqRow('PO-0003')).toBeTruthy()
  })

  it('loads the next page on "Load more", and offers none after the last', async () => {
    const rfqs = Array.from({ length: 45 }, (_, i) => vendorRfqFixture(i + 1))
    const { api, user } = setup((mock) => mock.on(listVendorRfqs, serveVendorRfqs(rfqs)))
    await rfqRow('RFQ-0020')
    expect(screen.queryByRole('row', { name: /RFQ-0021/ })).toBeNull()
    expect(screen.getByText('45 RFQs')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await rfqRow('RFQ-0040')
    expect(api.callsTo(listVendorRfqs).at(-1)?.query.get('page')).toBe('2')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await rfqRow('RFQ-0045')
    expect(api.callsTo(listVendorRfqs).at(-1)?.query.get('page')).toBe('3')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getAllByRole('row')).toHaveLength(46) // and the header row
  })

  it('switches tabs with the arrow keys', async () => {
    const { user } = setup()
    await screen.findByText(/No RFQs yet/)
    screen.getByRole('tab', { name: 'RFQs' }).focus()
    await user.keyboard('{ArrowRight}')
    const orders = screen.getByRole('tab', { name: 'Purchase orders' })
    expect(document.activeElement).toBe(orders)
    expect(orders.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByText(/No purchase orders yet/)).toBeTruthy()
  })

  it('keeps the answers sent to buyers who left Ally in a tab of their own', async () => {
    const kept: VendorKeepsake = {
      id: '33333333-3333-4333-8333-333333333333',
      buyerName: 'Obi Supplies Ltd',
      reference: 'TA-0007',
      title: 'Valve spares',
      currency: 'usd',
      lines: [
        {
          description: 'Seat ring',
          quantity: 10,
          unit: 'pcs',
          unitPrice: 3,
          leadTimeDays: null,
          note: null,
        },
      ],
      subtotal: 30,
      shippingCost: 0,
      total: 30,
      leadTimeDays: 5,
      validUntil: '2026-12-31',
      notes: 'Ex works Lagos',
      revision: 1,
      answeredAt: '2026-11-01T10:00:00.000Z',
      keptAt: '2026-11-20T10:00:00.000Z',
    }
    const { user } = setup((api) =>
      api
        .on(listVendorRfqs, serveVendorRfqs([]))
        .on(listVendorPurchaseOrders, serveVendorPurchaseOrders([]))
        .on(listVendorKeepsakes, {
          message: '1 kept answer',
          data: { items: [kept], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } },
        }),
    )
    await user.click(await screen.findByRole('tab', { name: 'Buyers who left' }))
    await user.click(screen.getByText('TA-0007 · Valve spares'))
    expect(screen.getByText(/Obi Supplies Ltd · \$30\.00/)).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Seat ring' })).toBeTruthy()
    expect(screen.getByText('Ex works Lagos')).toBeTruthy()
  })

  it('shows no tab for buyers who left when none did', async () => {
    setup()
    await screen.findByText(/No RFQs yet/)
    expect(screen.queryByRole('tab', { name: 'Buyers who left' })).toBeNull()
  })

  it('asks a visitor without a vendor session to sign up, and loads nothing', () => {
    const { api } = renderScreen(<VendorHome />)
    expect(screen.getByRole('link', { name: 'Go to vendor sign-up' }).getAttribute('href')).toBe(
      '/vendor/register',
    )
    expect(api.calls).toHaveLength(0)
  })
})

describe('deadlineHint', () => {
  const now = new Date(2026, 2, 10, 9, 0) // Mar 10, 2026, 09:00 local
  const at = (day: number, hour = 12) => new Date(2026, 2, day, hour).toISOString()

  it('counts calendar days to the deadline', () => {
    expect(deadlineHint(at(10, 18), 'sent', now)).toBe('Closes today')
    expect(deadlineHint(at(11, 8), 'viewed', now)).toBe('Closes tomorrow')
    expect(deadlineHint(at(14), 'responded', now)).toBe('Closes in 4 days')
  })

  it('says closed once the deadline has passed, and nothing for an RFQ no longer open', () => {
    expect(deadlineHint(at(10, 8), 'sent', now)).toBe('Closed')
    expect(deadlineHint(at(1), 'awarded', now)).toBe('Closed')
    expect(deadlineHint(at(14), 'cancelled', now)).toBeNull()
  })
})

describe('VendorRegistrationSuccess', () => {
  it("is the signed-in vendor's home: the welcome, then the RFQs sent to it", async () => {
    const session = vendor()
    const { api } = renderScreen(<VendorRegistrationSuccess />, {
      vendorSession: session,
      mock: (mock) =>
        mock.on(
          listVendorRfqs,
          serveVendorRfqs([vendorRfqFixture(1, { title: 'Steel rebar' }), vendorRfqFixture(2)]),
        ),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Lagos Steel Works' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: "You're all set" })).toBeTruthy()
    expect(screen.getByText(/^Welcome to Ally, Lagos Steel Works\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit company profile' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
    expect(await rfqRow('Steel rebar')).toBeTruthy()
    expect(screen.getByRole('row', { name: /Accra Foods Plc/ })).toBeTruthy()
    expect(api.callsTo(listVendorRfqs)[0]?.headers.authorization).toBe(`Bearer ${session.token}`)
  })

  it('keeps the sign-up view for a visitor, and asks for no list', () => {
    const { api } = renderScreen(<VendorRegistrationSuccess />)
    expect(screen.getByRole('heading', { name: 'No vendor account signed in' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create a vendor account' }).getAttribute('href')).toBe(
      '/vendor/register',
    )
    expect(screen.queryByRole('tab')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })
})
