import {
  acknowledgePurchaseOrder,
  declineRfq,
  getVendorPurchaseOrder,
  getVendorRfq,
  listVendorRfqs,
  type RfqPurchaseOrder,
  submitQuoteResponse,
} from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import {
  daysFromNow,
  linkedPurchaseOrderFixture,
  portalPurchaseOrder,
  purchaseOrderChanged,
  vendorRfqFixture,
} from '../../../testing/vendorPortalFixtures'
import { formatDate } from '../../../ui/format'
import { VendorPurchaseOrder } from '../VendorPurchaseOrder'
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

  it('links an awarded RFQ to its purchase order in the portal once sent, and says where it stands', async () => {
    const sentAt = '2026-03-02T12:00:00.000Z'
    const { navigation } = render((api) =>
      api.on(getVendorRfq, {
        message: 'ok',
        data: {
          ...rfq,
          status: 'awarded',
          purchaseOrder: { id: 'po-7', number: 'PO-0007', status: 'acknowledged', sentAt },
        },
      }),
    )
    const outcome = await screen.findByText(/accepted your quote/)
    expect(outcome.textContent).toBe(
      `Lagos Builders Ltd accepted your quote. Purchase order PO-0007 was sent to you on ${formatDate(sentAt)}. You accepted it. Open purchase order PO-0007`,
    )
    const link = within(outcome).getByRole('link', { name: 'Open purchase order PO-0007' })
    expect(link.getAttribute('href')).toBe('/vendor/purchase-orders/po-7')
    await userEvent.setup().click(link)
    expect(navigation.navigate).toHaveBeenCalledWith('/vendor/purchase-orders/po-7', {
      replace: undefined,
    })
  })

  it('reads the RFQ again once the vendor accepts its purchase order in the portal', async () => {
    const user = userEvent.setup()
    const po = linkedPurchaseOrderFixture({ id: 'po-7' })
    let status: RfqPurchaseOrder['status'] = 'sent'
    renderScreen(
      <>
        <VendorRfq rfqId="rfq-7" />
        <VendorPurchaseOrder poId="po-7" />
      </>,
      {
        vendorSession: vendorStorySession({ onboarded: true }),
        mock: (api) => {
          api.on(getVendorRfq, () => ({
            message: 'ok',
            data: {
              ...rfq,
              status: 'awarded' as const,
              purchaseOrder: { id: 'po-7', number: po.number, status, sentAt: daysFromNow(-1) },
            },
          }))
          api.on(getVendorPurchaseOrder, { message: po.number, data: portalPurchaseOrder(po) })
          api.on(acknowledgePurchaseOrder, () => {
            status = 'acknowledged'
            const { shipments: _, ...answered } = purchaseOrderChanged(po, 'acknowledged')
            return { message: `Purchase order ${po.number} accepted`, data: answered }
          })
        },
      },
    )
    expect(await screen.findByText(/waits for your answer/)).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'Accept purchase order' }))
    const dialog = screen.getByRole('dialog', { name: `Accept purchase order ${po.number}?` })
    await user.click(within(dialog).getByRole('button', { name: 'Accept purchase order' }))
    expect(await screen.findByText(/accepted your quote\..*You accepted it\./)).toBeTruthy()
  })

  it('says a purchase order follows while the award has none sent', async () => {
    render((api) => api.on(getVendorRfq, { message: 'ok', data: { ...rfq, status: 'awarded' } }))
    expect((await screen.findByText(/accepted your quote/)).textContent).toBe(
      'Lagos Builders Ltd accepted your quote. A purchase order follows.',
    )
    expect(screen.queryByRole('link', { name: /purchase order/i })).toBeNull()
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
