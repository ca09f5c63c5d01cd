import { declineRfq, getVendorRfq, listVendorRfqs, submitQuoteResponse } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { daysFromNow, vendorRfqFixture } from '../../../testing/vendorPortalFixtures'
import { VENDOR_RFQ_NOT_FOUND, VendorRfq } from './VendorRfq'

const rfq = vendorRfqFixture(1, {
  id: 'rfq-7',
  title: 'Steel pipes',
  status: 'viewed',
  deadline: daysFromNow(5),
  lines: [
    {
      id: 'l1',
      description: 'Steel pipe 2"',
      quantity: 100,
      unit: 'pcs',
      specifications: null,
      attachments: [],
    },
  ],
})

const render = (mock: (api: MockApi) => void, loggedIn = true) =>
  renderScreen(<VendorRfq rfqId="rfq-7" />, {
    mock,
    ...(loggedIn ? { vendorSession: vendorStorySession({ onboarded: true }) } : {}),
  })

describe('VendorRfq', () => {
  it('asks a visitor without a vendor session to log in, and asks the server nothing', () => {
    const { api } = render(() => undefined, false)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in to answer this request' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/vendor/register?mode=login',
    )
    expect(api.callsTo(getVendorRfq)).toHaveLength(0)
  })

  it('shows the RFQ with the vendor’s session and sends the answer to its own endpoint', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      api.on(getVendorRfq, { message: 'ok', data: rfq })
      api.on(listVendorRfqs, {
        message: 'ok',
        data: { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
      })
      api.on(submitQuoteResponse, ({ body }) => ({
        message: 'Your quote was sent to the buyer.',
        data: {
          id: 'response-1',
          rfqId: 'rfq-7',
          quoteId: rfq.quoteId,
          taId: rfq.taId,
          vendor: rfq.vendor,
          status: 'submitted' as const,
          currency: 'usd' as const,
          lines: [{ lineId: 'l1', unitPrice: 12, quantity: 100, leadTimeDays: null, note: null }],
          subtotal: 1_200,
          shippingCost: 0,
          total: 1_200,
          leadTimeDays: (body as { leadTimeDays: number }).leadTimeDays,
          validUntil: '2099-01-01',
          notes: null,
          attachments: [],
          revision: 1,
          submittedAt: daysFromNow(0),
        },
      }))
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel pipes' })).toBeTruthy()
    expect(api.callsTo(getVendorRfq)[0]?.headers.authorization).toMatch(/^Bearer /)
    expect(screen.getByRole('link', { name: 'Back to your requests' }).getAttribute('href')).toBe(
      '/vendor/registration-success',
    )

    const form = screen.getByRole('form', { name: 'Your quote' })
    await user.type(within(form).getByLabelText('Unit price (USD)'), '12')
    const terms = within(form).getByRole('group', { name: 'Quote terms' })
    await user.type(within(terms).getByLabelText(/^Lead time/), '9')
    await user.click(within(form).getByRole('button', { name: 'Send quote' }))
    expect(await screen.findByText('Your quote was sent to the buyer.')).toBeTruthy()
    const [call] = api.callsTo(submitQuoteResponse)
    expect(call?.path).toBe('/api/v1/vendor/rfq/quote/rfq-7')
    expect(call?.headers.authorization).toMatch(/^Bearer /)
    expect(call?.body).toMatchObject({ lines: [{ lineId: 'l1', unitPrice: 12 }], leadTimeDays: 9 })
  })

  it('declines from the portal', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      api.on(getVendorRfq, { message: 'ok', data: rfq })
      api.on(declineRfq, {
        message: 'You declined this request.',
        data: { ...rfq, status: 'declined' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Decline…' }))
    await user.click(screen.getByRole('button', { name: 'Decline request' }))
    expect(await screen.findByText('You declined this request.')).toBeTruthy()
    expect(api.callsTo(declineRfq)[0]?.path).toBe('/api/v1/vendor/rfq/decline/rfq-7')
  })

  it('says an RFQ that is not the vendor’s was not found, with the way back', async () => {
    render((api) =>
      api.on(getVendorRfq, { status: 404, body: { message: 'This request does not exist.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Request not found' })).toBeTruthy()
    expect(within(alert).getByText(VENDOR_RFQ_NOT_FOUND)).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Back to your requests' })).toBeTruthy()
  })
})
