import {
  acknowledgePurchaseOrder,
  createVendorShipment,
  getVendorPurchaseOrder,
  type LinkedPurchaseOrder,
  type Shipment,
  updateVendorShipment,
  vendorUploadFile,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { localToday } from '../../../blocks/forms/localToday'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { shipmentFixture } from '../../../testing/orderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import {
  linkedPurchaseOrderFixture,
  portalPurchaseOrder,
  purchaseOrderChanged,
  purchaseOrderShipped,
} from '../../../testing/vendorPortalFixtures'
import { formatDate } from '../../../ui/format'
import { VENDOR_PO_NOT_FOUND, VendorPurchaseOrder } from './VendorPurchaseOrder'

const po = linkedPurchaseOrderFixture({ id: 'po-7' })
const ANSWERED_AT = '2026-03-03T09:30:00.000Z'
const accepted = purchaseOrderChanged(po, 'acknowledged', { at: ANSWERED_AT })
const [valve] = accepted.lines.map((line) => line.id)

/** Five valves out on a truck that is late. */
const onItsWay = shipmentFixture({
  id: 'shipment-1',
  purchaseOrderId: po.id,
  poNumber: po.number,
  taId: po.taId,
  vendor: po.vendor,
  carrier: 'GIG Logistics',
  trackingNumber: 'GIG-5512',
  status: 'in_transit',
  shippedOn: '2026-03-04',
  estimatedDelivery: '2026-03-09',
  lines: [
    {
      lineId: valve ?? '',
      description: 'Gate valve, 4", cast steel',
      unit: 'pcs',
      quantity: 5,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      shortQuantity: 0,
    },
  ],
  events: [{ at: '2026-03-04T08:00:00.000Z', status: 'in_transit', location: null, note: null }],
})
const partly = purchaseOrderShipped(accepted, onItsWay)

const render = (mock: (api: MockApi) => void, loggedIn = true) =>
  renderScreen(<VendorPurchaseOrder poId="po-7" />, {
    mock,
    ...(loggedIn ? { vendorSession: vendorStorySession({ onboarded: true }) } : {}),
  })

const showing =
  (data: LinkedPurchaseOrder = po) =>
  (api: MockApi) =>
    api.on(getVendorPurchaseOrder, { message: data.number, data: portalPurchaseOrder(data) })

describe('VendorPurchaseOrder', () => {
  it('asks a visitor without a vendor session to log in, and asks the server nothing', () => {
    const { api } = render(() => undefined, false)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in to open this purchase order' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/vendor/register?mode=login',
    )
    expect(api.callsTo(getVendorPurchaseOrder)).toHaveLength(0)
  })

  it('shows a spinner while the purchase order loads', () => {
    render((api) => api.on(getVendorPurchaseOrder, () => new Promise(() => {})))
    expect(screen.getByRole('progressbar', { name: 'Loading the purchase order' })).toBeTruthy()
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true')
  })

  it("shows the purchase order read with the vendor's session, with the way back", async () => {
    const { api } = render(showing())
    const main = await screen.findByRole('main', { name: 'Purchase order PO-0007' })
    expect(within(main).getByText('Reference TA-0042')).toBeTruthy()
    expect(within(main).getByRole('link', { name: 'PO-0007.pdf' })).toBeTruthy()
    expect(within(main).getByRole('region', { name: 'Terms' })).toBeTruthy()
    expect(within(main).getByRole('grid', { name: 'Items' })).toBeTruthy()
    expect(within(main).getByRole('region', { name: 'Totals' }).textContent).toContain('$3,633.00')
    expect(
      within(main).getByRole('link', { name: 'Back to your portal' }).getAttribute('href'),
    ).toBe('/vendor/registration-success')
    const [call] = api.callsTo(getVendorPurchaseOrder)
    expect(call?.query.get('poId')).toBe('po-7')
    expect(call?.headers.authorization).toMatch(/^Bearer /)
  })

  it("accepts with a note at the portal's endpoint and shows the accepted purchase order", async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      showing()(api)
      api.on(acknowledgePurchaseOrder, ({ body }) => {
        const { shipments: _, ...answered } = purchaseOrderChanged(po, 'acknowledged', {
          note: (body as { note?: string }).note ?? null,
          at: ANSWERED_AT,
        })
        return { message: 'Purchase order PO-0007 accepted', data: answered }
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Accept purchase order' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept purchase order PO-0007?' })
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for Lagos Builders Ltd (optional)' }),
      'Dispatch on Monday',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Accept purchase order' }))

    expect(await screen.findByText('Purchase order PO-0007 accepted')).toBeTruthy()
    const [call] = api.callsTo(acknowledgePurchaseOrder)
    expect(call?.path).toBe('/api/v1/vendor/po/acknowledge/po-7')
    expect(call?.headers.authorization).toMatch(/^Bearer /)
    expect(call?.body).toEqual({ accept: true, note: 'Dispatch on Monday' })
    const outcome = await screen.findByText(
      `You accepted this purchase order on ${formatDate(ANSWERED_AT)}.`,
    )
    expect(screen.getByText('Your note: Dispatch on Monday')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept purchase order' })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(outcome.parentElement))
    // Accepted: it takes shipments now, from the same page.
    expect(await screen.findByRole('form', { name: 'Ship goods' })).toBeTruthy()
  })

  it('declines with a reason', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      showing()(api)
      const { shipments: _, ...declined } = purchaseOrderChanged(po, 'declined', {
        note: 'No stock until May',
        at: ANSWERED_AT,
      })
      api.on(acknowledgePurchaseOrder, {
        message: 'Purchase order PO-0007 declined',
        data: declined,
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    const dialog = screen.getByRole('dialog', { name: 'Decline purchase order PO-0007?' })
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why are you declining? (optional)' }),
      'No stock until May',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Decline purchase order' }))

    expect(await screen.findByText('Purchase order PO-0007 declined')).toBeTruthy()
    expect(api.callsTo(acknowledgePurchaseOrder)[0]?.body).toEqual({
      accept: false,
      note: 'No stock until May',
    })
    expect(
      await screen.findByText(`You declined this purchase order on ${formatDate(ANSWERED_AT)}.`),
    ).toBeTruthy()
    expect(screen.getByText('Your reason: No stock until May')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Ship goods' })).toBeNull()
  })

  it('ships with a document uploaded to the vendor account, naming the purchase order', async () => {
    const user = userEvent.setup()
    const file = {
      id: 'file-9',
      name: 'delivery-note.pdf',
      mimeType: 'application/pdf',
      size: 9_000,
      url: 'https://api.test/files/file-9/delivery-note.pdf?expires=1&signature=s',
    }
    let current: LinkedPurchaseOrder = accepted
    const { api } = render((api) => {
      api.on(getVendorPurchaseOrder, () => ({
        message: po.number,
        data: portalPurchaseOrder(current),
      }))
      api.on(vendorUploadFile, { message: 'File uploaded.', data: file })
      api.on(createVendorShipment, ({ body }) => {
        const sent = body as { lines: { lineId: string; quantity: number }[] }
        const shipment: Shipment = shipmentFixture({
          ...onItsWay,
          id: 'shipment-2',
          carrier: 'DHL',
          trackingNumber: 'JD0146',
          lines: sent.lines.map((line) => ({
            lineId: line.lineId,
            description: 'Gate valve, 4", cast steel',
            unit: 'pcs',
            quantity: line.quantity,
            receivedQuantity: 0,
            rejectedQuantity: 0,
            shortQuantity: 0,
          })),
        })
        current = purchaseOrderShipped(current, shipment)
        return { message: 'Shipment reported to the buyer', data: shipment }
      })
    })
    const ship = await screen.findByRole('form', { name: 'Ship goods' })
    for (const name of [/^Spiral-wound gasket set/, /^Stud bolts/]) {
      const field = within(ship).getByRole('spinbutton', { name })
      await user.clear(field)
      await user.type(field, '0')
    }
    await user.type(within(ship).getByRole('textbox', { name: /^Carrier/ }), 'DHL')
    await user.type(within(ship).getByRole('textbox', { name: /^Tracking number/ }), 'JD0146')
    await user.type(within(ship).getByLabelText('Expected delivery'), '2026-12-01')
    const documents = within(ship).getByRole('group', { name: /^Documents for the buyer/ })
    const input = documents.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('The file picker should be there')
    await user.upload(
      input,
      new File(['%PDF-1.7'], 'delivery-note.pdf', { type: 'application/pdf' }),
    )
    expect(await within(documents).findByRole('link', { name: 'delivery-note.pdf' })).toBeTruthy()
    await user.click(within(ship).getByRole('button', { name: 'Report shipment' }))

    expect(await screen.findByText('Shipment reported to the buyer')).toBeTruthy()
    const [call] = api.callsTo(createVendorShipment)
    expect(call?.path).toBe('/api/v1/vendor/shipment')
    expect(call?.headers.authorization).toMatch(/^Bearer /)
    expect(call?.body).toEqual({
      purchaseOrderId: 'po-7',
      carrier: 'DHL',
      trackingNumber: 'JD0146',
      lines: [{ lineId: valve, quantity: 12 }],
      shippedOn: localToday(),
      estimatedDelivery: '2026-12-01',
      attachmentIds: ['file-9'],
    })
    const [upload] = api.callsTo(vendorUploadFile)
    expect(upload?.query.get('name')).toBe('delivery-note.pdf')
    expect(upload?.headers.authorization).toMatch(/^Bearer /)

    // Read back: the new shipment listed, the form afresh for the rest.
    const heading = await screen.findByRole('heading', { name: 'Shipments sent (1)' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(api.callsTo(getVendorPurchaseOrder)).toHaveLength(2)
    const again = await screen.findByRole('form', { name: 'Ship goods' })
    expect(within(again).getByText('Shipped in full (12 pcs)')).toBeTruthy()
  })

  describe('shipment updates', () => {
    const card = () =>
      screen.findByRole('listitem', { name: 'GIG Logistics GIG-5512' }) as Promise<HTMLElement>

    it('posts a delay with where it is, a note and a new expected day, and reads the page again', async () => {
      const user = userEvent.setup()
      let current: LinkedPurchaseOrder = partly
      const { api } = render((api) => {
        api.on(getVendorPurchaseOrder, () => ({
          message: po.number,
          data: portalPurchaseOrder(current),
        }))
        api.on(updateVendorShipment, ({ body }) => {
          const update = body as { status: 'delayed'; location: string; note: string }
          const shipment: Shipment = {
            ...onItsWay,
            status: update.status,
            estimatedDelivery: '2026-03-12',
            events: [...onItsWay.events, { at: '2026-03-06T10:00:00.000Z', ...update }],
          }
          current = { ...current, shipments: [shipment] }
          return { message: 'Shipment GIG-5512 updated: delayed', data: shipment }
        })
      })
      await user.click(
        within(await card()).getByRole('button', {
          name: 'Post an update on GIG Logistics GIG-5512',
        }),
      )
      const dialog = screen.getByRole('dialog', {
        name: 'Post an update on GIG Logistics GIG-5512',
      })
      // A shipment in transit starts from its own status: posting it again is a checkpoint.
      await user.click(within(dialog).getByRole('button', { name: /^In transit Status/ }))
      await user.click(screen.getByRole('option', { name: 'Delayed' }))
      await user.type(
        within(dialog).getByRole('textbox', { name: /^Where is it now/ }),
        'Lagos port',
      )
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Note for the buyer (optional)' }),
        ' Held at customs ',
      )
      await user.type(within(dialog).getByLabelText(/^New expected delivery/), '2026-03-12')
      await user.click(within(dialog).getByRole('button', { name: 'Post update' }))

      expect(await screen.findByText('Shipment GIG-5512 updated: delayed')).toBeTruthy()
      const [call] = api.callsTo(updateVendorShipment)
      expect(call?.path).toBe('/api/v1/vendor/shipment/update/shipment-1')
      expect(call?.headers.authorization).toMatch(/^Bearer /)
      expect(call?.body).toEqual({
        status: 'delayed',
        location: 'Lagos port',
        note: 'Held at customs',
        estimatedDelivery: '2026-03-12',
      })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      const updated = await card()
      expect(
        await within(updated).findByText('Delayed', { selector: '.ally-StatusBadge' }),
      ).toBeTruthy()
      expect(
        within(updated).getByText(
          `Latest update, ${formatDate('2026-03-06T10:00:00.000Z')}: Delayed (Lagos port: Held at customs)`,
        ),
      ).toBeTruthy()
      expect(api.callsTo(getVendorPurchaseOrder)).toHaveLength(2)
    })

    it('posts a status alone, and no expected day once delivered', async () => {
      const user = userEvent.setup()
      const { api } = render((api) => {
        showing(partly)(api)
        api.on(updateVendorShipment, {
          message: 'Shipment GIG-5512 updated: delivered',
          data: { ...onItsWay, status: 'delivered' },
        })
      })
      await user.click(within(await card()).getByRole('button', { name: /^Post an update/ }))
      const dialog = screen.getByRole('dialog')
      await user.click(within(dialog).getByRole('button', { name: /Status/ }))
      await user.click(screen.getByRole('option', { name: 'Delivered' }))
      expect(within(dialog).queryByLabelText(/^New expected delivery/)).toBeNull()
      await user.click(within(dialog).getByRole('button', { name: 'Post update' }))
      expect(await screen.findByText('Shipment GIG-5512 updated: delivered')).toBeTruthy()
      expect(api.callsTo(updateVendorShipment)[0]?.body).toEqual({ status: 'delivered' })
    })

    it("shows the server's verdict at its field and keeps the dialog open", async () => {
      const user = userEvent.setup()
      render((api) => {
        showing(partly)(api)
        api.on(updateVendorShipment, {
          status: 400,
          body: {
            message: 'The expected delivery may not be before the ship day.',
            errors: [
              {
                path: 'body.estimatedDelivery',
                message: 'may not be before the ship day (Mar 4, 2026)',
              },
            ],
          },
        })
      })
      await user.click(within(await card()).getByRole('button', { name: /^Post an update/ }))
      const dialog = screen.getByRole('dialog')
      await user.type(within(dialog).getByLabelText(/^New expected delivery/), '2026-03-05')
      await user.click(within(dialog).getByRole('button', { name: 'Post update' }))
      expect(
        await screen.findByText('The expected delivery may not be before the ship day.'),
      ).toBeTruthy()
      const field = within(dialog).getByLabelText(/^New expected delivery/)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(within(dialog).getByText('may not be before the ship day (Mar 4, 2026)')).toBeTruthy()
      expect(screen.getByRole('dialog')).toBeTruthy()
    })

    it('closes and reads the page again when the shipment was finished meanwhile (409)', async () => {
      const user = userEvent.setup()
      let reads = 0
      const { api } = render((api) => {
        api.on(getVendorPurchaseOrder, () => ({
          message: po.number,
          data: portalPurchaseOrder(
            ++reads === 1
              ? partly
              : { ...partly, shipments: [{ ...onItsWay, status: 'delivered' as const }] },
          ),
        }))
        api.on(updateVendorShipment, {
          status: 409,
          body: { message: 'Shipment GIG-5512 is delivered: it takes no more updates.' },
        })
      })
      await user.click(within(await card()).getByRole('button', { name: /^Post an update/ }))
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Post update' }),
      )
      expect(
        await screen.findByText('Shipment GIG-5512 is delivered: it takes no more updates.'),
      ).toBeTruthy()
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(api.callsTo(getVendorPurchaseOrder)).toHaveLength(2))
      await waitFor(async () =>
        expect(within(await card()).queryByRole('button', { name: /^Post an update/ })).toBeNull(),
      )
    })

    it.each([
      ['delivered', 'Delivered'],
      ['cancelled', 'Cancelled'],
    ] as const)('offers no update on a shipment %s', async (status, badge) => {
      render(showing({ ...partly, shipments: [{ ...onItsWay, status }] }))
      const shipment = await card()
      expect(within(shipment).getByText(badge, { selector: '.ally-StatusBadge' })).toBeTruthy()
      expect(within(shipment).queryByRole('button', { name: /^Post an update/ })).toBeNull()
    })
  })

  it('says a purchase order that is not the vendor’s was not found, with the way back', async () => {
    render((api) =>
      api.on(getVendorPurchaseOrder, {
        status: 404,
        body: { message: 'This purchase order does not exist.' },
      }),
    )
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'Purchase order not found' }),
    ).toBeTruthy()
    expect(within(alert).getByText(VENDOR_PO_NOT_FOUND)).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Back to your portal' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('says why it could not load, and retries', async () => {
    let calls = 0
    const { api } = render((api) =>
      api.on(getVendorPurchaseOrder, () =>
        ++calls === 1
          ? { status: 503, body: { message: 'The server is busy. Try again shortly.' } }
          : { message: po.number, data: portalPurchaseOrder(po) },
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByRole('heading', { name: 'Could not load this purchase order' }),
    ).toBeTruthy()
    expect(within(alert).getByText('The server is busy. Try again shortly.')).toBeTruthy()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Purchase order PO-0007' })).toBeTruthy()
    expect(api.callsTo(getVendorPurchaseOrder)).toHaveLength(2)
  })
})
