import {
  acknowledgePurchaseOrderByLink,
  createShipmentByLink,
  getPurchaseOrderByLink,
  type LinkedPurchaseOrder,
  type Shipment,
  uploadFileByPurchaseOrderLink,
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
  purchaseOrderChanged,
  purchaseOrderShipped,
} from '../../../testing/vendorPortalFixtures'
import { formatDate, formatDay } from '../../../ui/format'
import { NOTHING_TO_SHIP } from '../shared/ShipGoods'
import { PO_LINK_INVALID, VendorPurchaseOrderLink } from './VendorPurchaseOrderLink'

const po = linkedPurchaseOrderFixture()
const ANSWERED_AT = '2026-03-03T09:30:00.000Z'

const render = (mock: (api: MockApi) => void, token = 'po-link-1', loggedIn = false) =>
  renderScreen(<VendorPurchaseOrderLink token={token} />, {
    mock,
    ...(loggedIn ? { vendorSession: vendorStorySession({ onboarded: true }) } : {}),
  })

const showing =
  (data = po) =>
  (api: MockApi) =>
    api.on(getPurchaseOrderByLink, { message: data.number, data })

describe('VendorPurchaseOrderLink', () => {
  it('shows a spinner while the purchase order loads', () => {
    render((api) => api.on(getPurchaseOrderByLink, () => new Promise(() => {})))
    expect(screen.getByRole('progressbar', { name: 'Loading the purchase order' })).toBeTruthy()
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true')
  })

  it("shows the buyer, number, status, PDF, terms, lines and totals, asked with the link's token only", async () => {
    const { api } = render(showing())
    const main = await screen.findByRole('main', { name: 'Purchase order PO-0007' })
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Purchase order PO-0007' }),
    ).toBeTruthy()
    expect(within(main).getAllByText('Lagos Builders Ltd').length).toBeGreaterThan(0)
    expect(within(main).getByText('Reference TA-0042')).toBeTruthy()
    expect(within(main).getByText('Sent', { selector: '.ally-StatusBadge' })).toBeTruthy()

    const pdfs = within(main).getByRole('list', { name: 'PDFs of purchase order PO-0007' })
    const pdf = within(pdfs).getByRole('link', { name: 'PO-0007.pdf' })
    expect(pdf.getAttribute('href')).toBe(po.documents[0]?.url)
    expect(pdf.hasAttribute('download')).toBe(true)

    const terms = within(main).getByRole('region', { name: 'Terms' })
    const term = (label: string) => within(terms).getByText(label).nextSibling?.textContent
    expect(term('Supplier')).toBe('Lagos Steel Works')
    expect(term('Deliver to')).toBe('14 Wharf Road, Apapa, Lagos')
    expect(term('Deliver by')).toBe('Apr 15, 2026')
    expect(term('Payment terms')).toBe('Net 30 from delivery')
    expect(term('Currency')).toBe('USD')
    expect(within(terms).getByRole('heading', { name: 'Notes from Lagos Builders Ltd' }))
    expect(within(terms).getByText(/Deliver to gate B/)).toBeTruthy()

    const table = within(main).getByRole('grid', { name: 'Items' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DescriptionQuantityUnitUnit priceAmount',
      'Gate valve, 4", cast steel12pcs$185.50$2,226.00',
      'Spiral-wound gasket set24sets$12.25$294.00',
      'Stud bolts, M20 × 110400pcs$1.80$720.00',
    ])
    const totals = within(main).getByRole('region', { name: 'Totals' })
    expect(
      [...totals.querySelectorAll('.ally-VendorPurchaseOrder-term')].map((row) => row.textContent),
    ).toEqual(['Subtotal$3,240.00', 'Tax$243.00', 'Shipping$150.00', 'Total$3,633.00'])

    expect(within(main).getByRole('button', { name: 'Accept purchase order' })).toBeTruthy()
    expect(within(main).getByRole('button', { name: 'Decline' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Open your vendor portal' })).toBeNull()

    const [call] = api.callsTo(getPurchaseOrderByLink)
    expect(call?.query.get('token')).toBe('po-link-1')
    expect(call?.headers.authorization).toBeUndefined()
  })

  it("accepts with a note, shows the server's message and then the accepted purchase order", async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      showing()(api)
      api.on(acknowledgePurchaseOrderByLink, ({ body }) => ({
        message: 'Purchase order PO-0007 accepted',
        data: purchaseOrderChanged(po, 'acknowledged', {
          note: (body as { note?: string }).note ?? null,
          at: ANSWERED_AT,
        }),
      }))
    })
    await user.click(await screen.findByRole('button', { name: 'Accept purchase order' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept purchase order PO-0007?' })
    expect(within(dialog).getByText(/supply the 3 items for \$3,633\.00/)).toBeTruthy()
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for Lagos Builders Ltd (optional)' }),
      '  Dispatch on Monday  ',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Accept purchase order' }))

    expect(await screen.findByText('Purchase order PO-0007 accepted')).toBeTruthy()
    const [call] = api.callsTo(acknowledgePurchaseOrderByLink)
    expect(call?.body).toEqual({ accept: true, note: 'Dispatch on Monday' })
    expect(call?.query.get('token')).toBe('po-link-1')
    expect(call?.headers.authorization).toBeUndefined()

    const outcome = await screen.findByText(
      `You accepted this purchase order on ${formatDate(ANSWERED_AT)}.`,
    )
    expect(screen.getByText('Your note: Dispatch on Monday')).toBeTruthy()
    expect(screen.getByText('Acknowledged', { selector: '.ally-StatusBadge' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept purchase order' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    // The buttons pressed are gone: the keyboard user lands on what happened.
    await waitFor(() => expect(document.activeElement).toBe(outcome.parentElement))
    // The answer came back whole: no second read.
    expect(api.callsTo(getPurchaseOrderByLink)).toHaveLength(1)
  })

  it('accepts without a note when none is given', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      showing()(api)
      api.on(acknowledgePurchaseOrderByLink, {
        message: 'Purchase order PO-0007 accepted',
        data: purchaseOrderChanged(po, 'acknowledged'),
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Accept purchase order' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Accept purchase order' }))
    expect(await screen.findByText('Purchase order PO-0007 accepted')).toBeTruthy()
    expect(api.callsTo(acknowledgePurchaseOrderByLink)[0]?.body).toEqual({ accept: true })
  })

  it('declines with a reason, and the page shows the purchase order declined', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      showing()(api)
      api.on(acknowledgePurchaseOrderByLink, {
        message: 'Purchase order PO-0007 declined',
        data: purchaseOrderChanged(po, 'declined', { note: 'No stock until May', at: ANSWERED_AT }),
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
    expect(api.callsTo(acknowledgePurchaseOrderByLink)[0]?.body).toEqual({
      accept: false,
      note: 'No stock until May',
    })
    expect(
      await screen.findByText(`You declined this purchase order on ${formatDate(ANSWERED_AT)}.`),
    ).toBeTruthy()
    expect(screen.getByText('Your reason: No stock until May')).toBeTruthy()
    expect(screen.getByText('Declined', { selector: '.ally-StatusBadge' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept purchase order' })).toBeNull()
  })

  it('sends nothing when the vendor thinks again', async () => {
    const user = userEvent.setup()
    const { api } = render(showing())
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.callsTo(acknowledgePurchaseOrderByLink)).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Accept purchase order' })).toBeTruthy()
  })

  it('shows a 409 in an error toast and reads the purchase order again: the buyer cancelled it', async () => {
    const user = userEvent.setup()
    let reads = 0
    const { api } = render((api) => {
      api.on(getPurchaseOrderByLink, () => ({
        message: po.number,
        data: ++reads === 1 ? po : purchaseOrderChanged(po, 'cancelled', { at: ANSWERED_AT }),
      }))
      api.on(acknowledgePurchaseOrderByLink, {
        status: 409,
        body: { message: 'PO-0007 is cancelled, so it cannot become acknowledged.' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Accept purchase order' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept purchase order' }),
    )
    expect(
      await screen.findByText('PO-0007 is cancelled, so it cannot become acknowledged.'),
    ).toBeTruthy()
    expect(
      await screen.findByText(
        `Lagos Builders Ltd cancelled this purchase order on ${formatDate(ANSWERED_AT)}. Nothing more is needed from you.`,
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Accept purchase order' })).toBeNull()
    expect(api.callsTo(getPurchaseOrderByLink)).toHaveLength(2)
  })

  it('keeps the dialog open after a failure it can retry', async () => {
    const user = userEvent.setup()
    render((api) => {
      showing()(api)
      api.on(acknowledgePurchaseOrderByLink, {
        status: 429,
        body: { message: 'Too many requests. Try again in a minute.' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Decline purchase order' }))
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Decline purchase order PO-0007?' })).toBeTruthy()
  })

  describe('read-only states', () => {
    it.each([
      [
        'accepted',
        purchaseOrderChanged(po, 'acknowledged', { note: 'Ships Monday', at: ANSWERED_AT }),
        'Acknowledged',
        `You accepted this purchase order on ${formatDate(ANSWERED_AT)}.`,
      ],
      [
        'declined',
        purchaseOrderChanged(po, 'declined', { at: ANSWERED_AT }),
        'Declined',
        `You declined this purchase order on ${formatDate(ANSWERED_AT)}.`,
      ],
      [
        'cancelled by the buyer',
        purchaseOrderChanged(po, 'cancelled', { note: 'Project on hold', at: ANSWERED_AT }),
        'Cancelled',
        `Lagos Builders Ltd cancelled this purchase order on ${formatDate(ANSWERED_AT)}. Nothing more is needed from you.`,
      ],
      [
        'shipped after acceptance',
        {
          ...purchaseOrderChanged(po, 'acknowledged', { at: ANSWERED_AT }),
          status: 'shipped' as const,
        },
        'Shipped',
        `You accepted this purchase order on ${formatDate(ANSWERED_AT)}. It is now shipped.`,
      ],
    ])('%s: says so, with no answer to give', async (_, data, badge, text) => {
      render(showing(data))
      expect(await screen.findByText(text)).toBeTruthy()
      expect(screen.getAllByRole('status')[0]?.textContent).toContain(text)
      expect(screen.getByText(badge, { selector: '.ally-StatusBadge' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Accept purchase order' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull()
      // The purchase order itself stays readable.
      expect(screen.getByRole('link', { name: 'PO-0007.pdf' })).toBeTruthy()
      expect(screen.getByRole('grid', { name: 'Items' })).toBeTruthy()
    })

    it("shows the buyer's note with a cancellation, and an acceptance before it", async () => {
      const accepted = purchaseOrderChanged(po, 'acknowledged', { at: '2026-03-03T09:30:00.000Z' })
      render(
        showing(
          purchaseOrderChanged(accepted, 'cancelled', {
            note: 'Project on hold',
            at: '2026-03-05T09:30:00.000Z',
          }),
        ),
      )
      expect(
        await screen.findByText(/You had accepted it on .*\. Nothing more is needed from you\./),
      ).toBeTruthy()
      expect(screen.getByText("Lagos Builders Ltd's note: Project on hold")).toBeTruthy()
    })
  })

  it('says a wrong or old link is not valid, without a retry', async () => {
    render((api) =>
      api.on(getPurchaseOrderByLink, {
        status: 404,
        body: {
          message: 'This link does not work. Ask the buyer to send the purchase order again.',
        },
      }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Link not valid' })).toBeTruthy()
    expect(within(alert).getByText(PO_LINK_INVALID)).toBeTruthy()
    expect(screen.getByRole('main', { name: 'Link not valid' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('offers a retry after any other failure', async () => {
    let calls = 0
    const { api } = render((api) =>
      api.on(getPurchaseOrderByLink, () =>
        ++calls === 1
          ? { status: 400, body: { message: 'Something broke.' } }
          : { message: po.number, data: po },
      ),
    )
    expect(await screen.findByText('Something broke.')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Purchase order PO-0007' })).toBeTruthy()
    expect(api.callsTo(getPurchaseOrderByLink)).toHaveLength(2)
  })

  it('leads a signed-in vendor to its portal, still without sending its session', async () => {
    const { api } = render(showing(), 'po-link-2', true)
    const link = await screen.findByRole('link', { name: 'Open your vendor portal' })
    expect(link.getAttribute('href')).toBe('/vendor/registration-success')
    expect(api.callsTo(getPurchaseOrderByLink)[0]?.headers.authorization).toBeUndefined()
  })

  describe('shipping', () => {
    const accepted = purchaseOrderChanged(po, 'acknowledged', { at: ANSWERED_AT })
    const [valve, , bolts] = accepted.lines.map((line) => line.id)
    /** Five valves out on an earlier truck, and every bolt: 7 valves and 24 gasket sets left. */
    const earlier = shipmentFixture({
      id: 'shipment-1',
      purchaseOrderId: po.id,
      poNumber: po.number,
      taId: po.taId,
      vendor: po.vendor,
      carrier: 'GIG Logistics',
      trackingNumber: 'GIG-5512',
      trackingUrl: 'https://gig.test/track/GIG-5512',
      status: 'delayed',
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
        {
          lineId: bolts ?? '',
          description: 'Stud bolts, M20 × 110',
          unit: 'pcs',
          quantity: 400,
          receivedQuantity: 0,
          rejectedQuantity: 0,
          shortQuantity: 0,
        },
      ],
      documents: [
        {
          id: 'doc-1',
          name: 'packing-list.pdf',
          mimeType: 'application/pdf',
          size: 12_000,
          url: 'https://api.test/files/doc-1/packing-list.pdf?expires=1&signature=s',
        },
      ],
    })
    const partly = purchaseOrderShipped(accepted, earlier)
    const form = () => screen.findByRole('form', { name: 'Ship goods' })
    const quantity = (within_: HTMLElement, name: RegExp) =>
      within(within_).getByRole('spinbutton', { name }) as HTMLInputElement

    it('prefills what is left of each line, shows a line shipped in full as done, and lists what was sent', async () => {
      render(showing(partly))
      const ship = await form()
      expect(quantity(ship, /^Gate valve/).value).toBe('7')
      expect(quantity(ship, /^Spiral-wound gasket set/).value).toBe('24')
      expect(within(ship).queryByRole('spinbutton', { name: /^Stud bolts/ })).toBeNull()
      expect(within(ship).getByText('Shipped in full (400 pcs)')).toBeTruthy()
      expect(within(ship).getByText('12 ordered, 5 shipped: up to 7 pcs left')).toBeTruthy()
      expect((within(ship).getByLabelText(/^Shipped on/) as HTMLInputElement).value).toBe(
        localToday(),
      )

      const sent = screen.getByRole('list', { name: 'Shipments sent (1)' })
      const card = within(sent).getByRole('listitem', { name: 'GIG Logistics GIG-5512' })
      expect(within(card).getByText('Delayed', { selector: '.ally-StatusBadge' })).toBeTruthy()
      expect(within(card).getByText(formatDay('2026-03-04'))).toBeTruthy()
      expect(within(card).getByText(formatDay('2026-03-09'))).toBeTruthy()
      expect(
        within(card).getByText('5 pcs Gate valve, 4", cast steel; 400 pcs Stud bolts, M20 × 110'),
      )
      const track = within(card).getByRole('link', { name: /^Track GIG Logistics GIG-5512/ })
      expect(track.getAttribute('href')).toBe('https://gig.test/track/GIG-5512')
      expect(within(card).getByRole('link', { name: 'packing-list.pdf' })).toBeTruthy()
      // The items say how much of each has shipped.
      const rows = within(screen.getByRole('grid', { name: 'Items' })).getAllByRole('row')
      expect(rows[0]?.textContent).toContain('Shipped')
      expect(rows[1]?.textContent).toContain('125pcs')
    })

    it("posts the shipment with its document, shows the server's message and the page for the rest", async () => {
      const user = userEvent.setup()
      const file = {
        id: 'file-9',
        name: 'delivery-note.pdf',
        mimeType: 'application/pdf',
        size: 9_000,
        url: 'https://api.test/files/file-9/delivery-note.pdf?expires=1&signature=s',
      }
      let current: LinkedPurchaseOrder = partly
      const { api } = render((api) => {
        api.on(getPurchaseOrderByLink, () => ({ message: po.number, data: current }))
        api.on(uploadFileByPurchaseOrderLink, { message: 'File uploaded.', data: file })
        api.on(createShipmentByLink, ({ body }) => {
          const sent = body as {
            carrier: string
            trackingNumber: string
            lines: { lineId: string; quantity: number }[]
          }
          const shipment: Shipment = shipmentFixture({
            ...earlier,
            id: 'shipment-2',
            status: 'in_transit',
            carrier: sent.carrier,
            trackingNumber: sent.trackingNumber,
            trackingUrl: null,
            documents: [file],
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
      const ship = await form()
      await user.clear(quantity(ship, /^Spiral-wound gasket set/))
      await user.type(quantity(ship, /^Spiral-wound gasket set/), '0')
      await user.type(within(ship).getByRole('textbox', { name: /^Carrier/ }), ' DHL ')
      await user.type(within(ship).getByRole('textbox', { name: /^Tracking number/ }), 'JD0146')
      await user.type(
        within(ship).getByRole('textbox', { name: 'Tracking link (optional)' }),
        'https://dhl.test/t/JD0146',
      )
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
      const [call] = api.callsTo(createShipmentByLink)
      expect(call?.query.get('token')).toBe('po-link-1')
      expect(call?.headers.authorization).toBeUndefined()
      expect(call?.body).toEqual({
        carrier: 'DHL',
        trackingNumber: 'JD0146',
        trackingUrl: 'https://dhl.test/t/JD0146',
        lines: [{ lineId: valve, quantity: 7 }],
        shippedOn: localToday(),
        estimatedDelivery: '2026-12-01',
        attachmentIds: ['file-9'],
      })
      expect(api.callsTo(uploadFileByPurchaseOrderLink)[0]?.query.get('token')).toBe('po-link-1')

      // Read back: the valves done, the gaskets still to ship, the new shipment listed.
      const heading = await screen.findByRole('heading', { name: 'Shipments sent (2)' })
      await waitFor(() => expect(document.activeElement).toBe(heading))
      const again = await form()
      expect(within(again).queryByRole('spinbutton', { name: /^Gate valve/ })).toBeNull()
      expect(within(again).getByText('Shipped in full (12 pcs)')).toBeTruthy()
      expect(quantity(again, /^Spiral-wound gasket set/).value).toBe('24')
      expect(
        (within(again).getByRole('textbox', { name: /^Carrier/ }) as HTMLInputElement).value,
      ).toBe('')
      expect(screen.getByText('Partially shipped', { selector: '.ally-StatusBadge' })).toBeTruthy()
      expect(
        within(screen.getByRole('list', { name: 'Shipments sent (2)' })).getByRole('listitem', {
          name: 'DHL JD0146',
        }),
      ).toBeTruthy()
      expect(api.callsTo(getPurchaseOrderByLink)).toHaveLength(2)
    })

    it("shows the server's verdict at the line's own field, counted among the lines sent", async () => {
      const user = userEvent.setup()
      render((api) => {
        showing(partly)(api)
        api.on(createShipmentByLink, {
          status: 400,
          body: {
            message: 'body.lines.0.quantity: can be at most 20: 24 ordered, 4 shipped',
            errors: [
              {
                path: 'body.lines.0.quantity',
                message: 'can be at most 20: 24 ordered, 4 shipped',
              },
            ],
          },
        })
      })
      const ship = await form()
      // Only the gaskets go: they are the first line sent, the second of the PO.
      await user.clear(quantity(ship, /^Gate valve/))
      await user.type(quantity(ship, /^Gate valve/), '0')
      await user.type(within(ship).getByRole('textbox', { name: /^Carrier/ }), 'DHL')
      await user.type(within(ship).getByRole('textbox', { name: /^Tracking number/ }), 'X1')
      await user.click(within(ship).getByRole('button', { name: 'Report shipment' }))

      const gaskets = quantity(ship, /^Spiral-wound gasket set/)
      await waitFor(() => expect(gaskets.getAttribute('aria-invalid')).toBe('true'))
      expect(
        gaskets.closest('.ally-TextInput')?.querySelector('.ally-TextInput-error')?.textContent,
      ).toBe('can be at most 20: 24 ordered, 4 shipped')
      expect(quantity(ship, /^Gate valve/).getAttribute('aria-invalid')).toBeNull()
      // Typing again clears the stale verdict.
      await user.type(gaskets, '{backspace}')
      await waitFor(() => expect(gaskets.getAttribute('aria-invalid')).toBeNull())
    })

    it('sends nothing when every line is set to 0', async () => {
      const user = userEvent.setup()
      const { api } = render(showing(partly))
      const ship = await form()
      for (const name of [/^Gate valve/, /^Spiral-wound gasket set/]) {
        await user.clear(quantity(ship, name))
        await user.type(quantity(ship, name), '0')
      }
      await user.type(within(ship).getByRole('textbox', { name: /^Carrier/ }), 'DHL')
      await user.type(within(ship).getByRole('textbox', { name: /^Tracking number/ }), 'X1')
      await user.click(within(ship).getByRole('button', { name: 'Report shipment' }))
      expect(await screen.findByText(NOTHING_TO_SHIP)).toBeTruthy()
      expect(api.callsTo(createShipmentByLink)).toHaveLength(0)
    })

    it.each([
      ['sent, not accepted yet', po],
      ['declined', purchaseOrderChanged(po, 'declined')],
      ['cancelled by the buyer', purchaseOrderChanged(po, 'cancelled')],
      ['shipped in full', { ...partly, status: 'shipped' as const }],
      [
        'receiving goods with nothing left to ship',
        {
          ...partly,
          status: 'partially_received' as const,
          lines: partly.lines.map((line) => ({
            ...line,
            shippedQuantity: line.quantity,
            toShip: 0,
          })),
        },
      ],
    ])('offers no shipping form when %s', async (_, data) => {
      render(showing(data))
      expect(await screen.findByRole('heading', { level: 1, name: 'Purchase order PO-0007' }))
      expect(screen.queryByRole('form', { name: 'Ship goods' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Report shipment' })).toBeNull()
    })

    it('keeps shipping open while goods already arrive and some are left', async () => {
      render(showing({ ...partly, status: 'partially_received' }))
      expect(quantity(await form(), /^Gate valve/).value).toBe('7')
    })
  })
})
