import { getRfqByLink } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { daysFromNow, vendorRfqFixture } from '../../../testing/vendorPortalFixtures'
import { VendorRfqLink } from './VendorRfqLink'

const rfq = vendorRfqFixture(2, {
  taId: 'TA-0042',
  title: 'Gate valves, 4 inch',
  status: 'viewed',
  currency: 'ngn',
  deliveryAddress: '1 Marina, Lagos',
  deliveryDate: '2026-05-04',
  deadline: daysFromNow(3.5),
  message: 'Please include delivery.',
  lines: [
    {
      id: 'l1',
      description: 'Gate valve, 4"',
      quantity: 12,
      unit: 'pcs',
      specifications: 'PN16, flanged',
    },
    { id: 'l2', description: 'Gasket set', quantity: 24, unit: 'sets', specifications: null },
  ],
})

const render = (mock: (api: MockApi) => void, token = 'link-token-1', loggedIn = false) =>
  renderScreen(<VendorRfqLink token={token} />, {
    mock,
    ...(loggedIn ? { vendorSession: vendorStorySession({ onboarded: true }) } : {}),
  })

describe('VendorRfqLink', () => {
  it('shows a spinner while the request loads', () => {
    render((api) => api.on(getRfqByLink, () => new Promise(() => {})))
    expect(screen.getByRole('progressbar', { name: /Loading the request/ })).toBeTruthy()
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true')
  })

  it("shows the buyer, reference, status, deadline, terms and lines, asked with the link's token only", async () => {
    const { api } = render((api) => api.on(getRfqByLink, { message: 'ok', data: rfq }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gate valves, 4 inch' }),
    ).toBeTruthy()
    expect(screen.getByText('Request for quotation from Accra Foods Plc')).toBeTruthy()
    expect(screen.getByText('TA-0042')).toBeTruthy()
    expect(screen.getByText('Viewed')).toBeTruthy()
    expect(screen.getByText('Closes in 4 days')).toBeTruthy()
    expect(screen.getByText('1 Marina, Lagos')).toBeTruthy()
    expect(screen.getByText('NGN')).toBeTruthy()
    expect(screen.getByText('Please include delivery.')).toBeTruthy()
    const terms = screen.getByRole('region', { name: 'Terms' })
    expect(within(terms).getByText('Deliver by').nextSibling?.textContent).toMatch(/2026/)

    const table = screen.getByRole('table', { name: 'Items (2)' })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'DescriptionQuantityUnitSpecifications',
      'Gate valve, 4"12pcsPN16, flanged',
      'Gasket set24sets—',
    ])
    expect(screen.queryByRole('link', { name: 'Open your vendor portal' })).toBeNull()

    const [call] = api.callsTo(getRfqByLink)
    expect(call?.query.get('token')).toBe('link-token-1')
    expect(call?.headers.authorization).toBeUndefined()
  })

  it('says when the deadline has passed', async () => {
    render((api) =>
      api.on(getRfqByLink, {
        message: 'ok',
        data: { ...rfq, status: 'expired', deadline: daysFromNow(-2) },
      }),
    )
    expect(await screen.findByText(/^Closed: the deadline passed on/)).toBeTruthy()
    expect(screen.getByText('Closed', { selector: '[data-closed]' })).toBeTruthy()
    expect(screen.getByText('Expired')).toBeTruthy()
  })

  it('says a wrong or expired link is not valid, without a retry', async () => {
    render((api) =>
      api.on(getRfqByLink, {
        status: 404,
        body: { message: 'This link does not work. Ask the buyer to send the request again.' },
      }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Link not valid' })).toBeTruthy()
    expect(
      within(alert).getByText(
        'This link is not valid or has expired. Ask the buyer to send it again.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('offers a retry after any other failure', async () => {
    let calls = 0
    const { api } = render((api) =>
      api.on(getRfqByLink, () =>
        ++calls === 1
          ? { status: 400, body: { message: 'Something broke.' } }
          : { message: 'ok', data: rfq },
      ),
    )
    expect(await screen.findByText('Something broke.')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Gate valves, 4 inch' })).toBeTruthy()
    expect(api.callsTo(getRfqByLink)).toHaveLength(2)
  })

  it('leads a signed-in vendor to its portal, still without sending its session', async () => {
    const { api } = render(
      (api) => api.on(getRfqByLink, { message: 'ok', data: rfq }),
      'link-token-2',
      true,
    )
    const link = await screen.findByRole('link', { name: 'Open your vendor portal' })
    expect(link.getAttribute('href')).toBe('/vendor/registration-success')
    expect(api.callsTo(getRfqByLink)[0]?.headers.authorization).toBeUndefined()
  })
})
