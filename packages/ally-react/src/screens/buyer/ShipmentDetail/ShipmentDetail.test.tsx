import { getPurchaseOrder, getShipment, receiveShipment, type Shipment } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi, RecordedCall } from '../../../testing/mockApi'
import { acknowledgedPurchaseOrderFixture } from '../../../testing/purchaseOrderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import {
  inTransitShipmentFixture,
  partlyReceivedShipmentFixture,
  receivedShipmentFixture,
  shipmentReceived,
} from '../../../testing/shipmentFixtures'
import { PurchaseOrderDetail } from '../PurchaseOrderDetail'
import type { ReceiptBody } from './receipt'
import { SHIPMENT_NOT_FOUND, ShipmentDetail } from './ShipmentDetail'

const serving = (shipment: Shipment) => (api: MockApi) =>
  api.on(getShipment, {
    message: `${shipment.poNumber} ${shipment.trackingNumber}`,
    data: shipment,
  })

const render = (mock: (api: MockApi) => void) =>
  renderScreen(<ShipmentDetail shipmentId="shipment-7b" />, { session: storySession(), mock })

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent)

/** A line's field of the receipt form, found in the line's group (named after its item). */
const fieldOf = (item: RegExp, field: 'Received' | 'Rejected') =>
  within(screen.getByRole('group', { name: item })).getByRole('spinbutton', {
    name: field,
  }) as HTMLInputElement
const quantity = (item: RegExp) => fieldOf(item, 'Received')

/** The receipt as the server would record it (shipmentReceived). */
const receiving =
  (shipment: Shipment) =>
  ({ body }: RecordedCall) => ({
    message: 'Receipt recorded',
    data: shipmentReceived(shipment, body as ReceiptBody, '2026-01-20T09:00:00.000Z'),
  })

describe('ShipmentDetail', () => {
  it('shows the shipment: its PO, vendor, carrier with its tracking page, dates and items', async () => {
    const { api } = render(serving(inTransitShipmentFixture()))
    expect(
      await screen.findByRole('heading', { level: 1, name: '1Z999AA10123456784' }),
    ).toBeTruthy()
    expect(api.callsTo(getShipment)[0]?.query.get('shipmentId')).toBe('shipment-7b')
    expect(document.title).toBe('Shipment · Ally')
    expect(screen.getByText('TA-0007 · UPS shipment of PO-0007')).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Summary' })
    expect(within(summary).getByRole('link', { name: 'PO-0007' }).getAttribute('href')).toBe(
      '/dashboard/purchase-orders/po-7',
    )
    expect(within(summary).getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      '/dashboard/vendor/acme',
    )
    const track = within(summary).getByRole('link', { name: /Track on the carrier's site/ })
    expect(track.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    expect(track.getAttribute('target')).toBe('_blank')
    expect(track.getAttribute('rel')).toContain('noopener')
    const expected = within(summary).getByText('Expected delivery')
      .nextElementSibling as HTMLElement
    expect(expected.textContent).toBe('Jan 15, 2026 Late')
    expect(within(summary).getByText('Jan 8, 2026')).toBeTruthy()
    expect(within(summary).getByText('In transit')).toBeTruthy()
    const items = screen.getByRole('grid', { name: 'Items' })
    expect(cellsOf(within(items).getByRole('row', { name: /Steel pipe/ }))).toEqual([
      'pcs',
      '60',
      '0',
    ])
    const documents = screen.getByRole('list', { name: 'Documents of shipment 1Z999AA10123456784' })
    expect(within(documents).getByRole('link', { name: 'packing-list-PO-0007.pdf' })).toBeTruthy()
  })

  it('tells the carrier’s steps and the receipts, oldest first, with who, when and the note', async () => {
    render(serving(partlyReceivedShipmentFixture()))
    const timeline = await screen.findByRole('region', { name: 'Timeline' })
    const steps = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.step)
    expect(
      steps.map((step) => step.querySelector('.ally-StatusBadge, strong')?.textContent),
    ).toEqual(['Pending', 'In transit', 'Delivered', 'Received'])
    expect(within(steps[0] as HTMLElement).getByText(/Acme warehouse, Ikeja/)).toBeTruthy()
    expect(within(steps[1] as HTMLElement).getByText('Collected by UPS.')).toBeTruthy()
    const receipt = steps[3] as HTMLElement
    expect(within(receipt).getByText(/by Ada Obi/)).toBeTruthy()
    expect(receipt.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-16T10:00:00.000Z')
    expect(within(receipt).getByText('40 pcs Steel pipe 2"')).toBeTruthy()
    expect(within(receipt).getByText('20 pcs Flange DN50')).toBeTruthy()
    // The note is said once, with the receipt, not again on the delivered step it made.
    expect(within(timeline).getAllByText('20 pipes short; one crate dented.')).toHaveLength(1)
  })

  it('receives part of a shipment: each line prefilled with what is outstanding, 0 skips a line', async () => {
    const user = userEvent.setup()
    const shipment = inTransitShipmentFixture()
    const { api } = render((api) => {
      serving(shipment)(api)
      api.on(receiveShipment, receiving(shipment))
    })
    const form = await screen.findByRole('form', { name: 'Receive goods' })
    expect(quantity(/Steel pipe/).value).toBe('60')
    expect(quantity(/Flange/).value).toBe('20')
    expect(within(form).getByText('60 of 60 outstanding')).toBeTruthy()
    await user.clear(quantity(/Steel pipe/))
    await user.type(quantity(/Steel pipe/), '40.5')
    await user.clear(quantity(/Flange/))
    await user.type(quantity(/Flange/), '0')
    await user.type(
      within(form).getByRole('textbox', { name: /Note on damage or shortage/ }),
      'One crate dented.',
    )
    await user.click(within(form).getByRole('button', { name: 'Record receipt' }))
    expect(await screen.findByText('Receipt recorded')).toBeTruthy()
    const [call] = api.callsTo(receiveShipment)
    expect(call?.path).toBe('/api/v1/ldb/shipment/receive/shipment-7b')
    expect(call?.body).toEqual({
      lines: [{ lineId: 'line-pipe', quantity: 40.5 }],
      note: 'One crate dented.',
    })
    // The page shows the answered shipment: what came in, and what is still to come.
    const items = screen.getByRole('grid', { name: 'Items' })
    await waitFor(() =>
      expect(cellsOf(within(items).getByRole('row', { name: /Steel pipe/ })).at(-1)).toBe('40.5'),
    )
    expect(quantity(/Steel pipe/).value).toBe('19.5')
  })

  it('records rejected goods and a missing rest apart from what was received, then points to the PO', async () => {
    const user = userEvent.setup()
    const shipment = inTransitShipmentFixture()
    const { api } = render((api) => {
      serving(shipment)(api)
      api.on(receiveShipment, receiving(shipment))
    })
    const form = await screen.findByRole('form', { name: 'Receive goods' })
    expect(fieldOf(/Steel pipe/, 'Rejected').value).toBe('0')
    // Rejected goods count against what is outstanding, as the server counts them.
    await user.clear(fieldOf(/Steel pipe/, 'Rejected'))
    await user.type(fieldOf(/Steel pipe/, 'Rejected'), '5')
    await user.click(within(form).getByRole('button', { name: 'Record receipt' }))
    expect(
      await within(form).findByText(
        'Can be at most 0 beside the 60 received in good order (60 outstanding: 60 shipped, 0 received).',
      ),
    ).toBeTruthy()
    expect(api.callsTo(receiveShipment)).toHaveLength(0)
    await user.clear(quantity(/Steel pipe/))
    await user.type(quantity(/Steel pipe/), '50')
    await user.clear(quantity(/Flange/))
    await user.type(quantity(/Flange/), '15')
    await user.click(
      within(form).getByRole('checkbox', { name: /Nothing more of this shipment is coming/ }),
    )
    await user.click(within(form).getByRole('button', { name: 'Record receipt' }))
    expect(await screen.findByText('Receipt recorded')).toBeTruthy()
    expect(api.callsTo(receiveShipment)[0]?.body).toEqual({
      lines: [
        { lineId: 'line-pipe', quantity: 50, rejected: 5 },
        { lineId: 'line-flange', quantity: 15 },
      ],
      restMissing: true,
    })
    // Not plain "Delivered", nothing left to receive, and the way to settle it.
    await waitFor(() =>
      expect(screen.getAllByText('Delivered with issues').length).toBeGreaterThan(0),
    )
    const items = screen.getByRole('grid', { name: 'Items' })
    expect(cellsOf(within(items).getByRole('row', { name: /Steel pipe/ })).slice(-3)).toEqual([
      '50',
      '5',
      '5',
    ])
    expect(cellsOf(within(items).getByRole('row', { name: /Flange/ })).slice(-3)).toEqual([
      '15',
      '—',
      '5',
    ])
    expect(screen.queryByRole('form', { name: 'Receive goods' })).toBeNull()
    expect(
      screen
        .getByRole('link', { name: 'Settle the rejected or short goods on PO-0007' })
        .getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-7')
    expect(screen.getByText('The rest was recorded as missing (short).')).toBeTruthy()
  })

  it('sends no note when none is written, and refreshes the purchase order it belongs to', async () => {
    const user = userEvent.setup()
    const shipment = inTransitShipmentFixture()
    const po = acknowledgedPurchaseOrderFixture()
    const { api } = renderScreen(
      <>
        <ShipmentDetail shipmentId="shipment-7b" />
        <PurchaseOrderDetail poId="po-7" />
      </>,
      {
        session: storySession(),
        mock: (api) => {
          serving(shipment)(api)
          api.on(getPurchaseOrder, {
            message: po.number,
            data: { purchaseOrder: po, shipments: [shipment] },
          })
          api.on(receiveShipment, receiving(shipment))
        },
      },
    )
    await screen.findByRole('heading', { level: 1, name: 'PO-0007' })
    expect(api.callsTo(getPurchaseOrder)).toHaveLength(1)
    await user.click(await screen.findByRole('button', { name: 'Record receipt' }))
    expect(await screen.findByText('Receipt recorded')).toBeTruthy()
    expect(api.callsTo(receiveShipment)[0]?.body).toEqual({
      lines: [
        { lineId: 'line-pipe', quantity: 60 },
        { lineId: 'line-flange', quantity: 20 },
      ],
    })
    // The PO's status moves with a receipt: its page reads it again.
    await waitFor(() => expect(api.callsTo(getPurchaseOrder)).toHaveLength(2))
    // Everything came: nothing is left to receive.
    expect(await screen.findByText('Everything in this shipment is received.')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Receive goods' })).toBeNull()
  })

  it('refuses more than is outstanding, and nothing at all, as the server would', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(partlyReceivedShipmentFixture())(api)
      api.on(receiveShipment, receiving(partlyReceivedShipmentFixture()))
    })
    const form = await screen.findByRole('form', { name: 'Receive goods' })
    // Only the pipes are still to come: their received and rejected fields.
    expect(within(form).getAllByRole('spinbutton')).toHaveLength(2)
    const pipes = quantity(/Steel pipe/)
    expect(pipes.value).toBe('20')
    await user.clear(pipes)
    await user.type(pipes, '25')
    await user.click(within(form).getByRole('button', { name: 'Record receipt' }))
    expect(
      await within(form).findByText('Can be at most 20: 60 shipped, 40 received.'),
    ).toBeTruthy()
    expect(pipes.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(pipes))
    await user.clear(pipes)
    await user.type(pipes, '0')
    expect(within(form).queryByText(/Can be at most/)).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Record receipt' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Must receive or reject more than 0 of at least one line, or say the rest is missing.',
    )
    expect(api.callsTo(receiveShipment)).toHaveLength(0)
  })

  it('shows the server’s field errors at their fields', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(inTransitShipmentFixture())(api)
      api.on(receiveShipment, {
        status: 400,
        body: {
          message: 'Check the marked fields.',
          errors: [
            {
              path: 'body.lines.0.quantity',
              message: 'can be at most 5: 20 shipped, 15 received',
            },
          ],
        },
      })
    })
    await screen.findByRole('form', { name: 'Receive goods' })
    // Only the flanges are sent: the server's line 0 is the form's second field.
    await user.clear(quantity(/Steel pipe/))
    await user.type(quantity(/Steel pipe/), '0')
    await user.click(screen.getByRole('button', { name: 'Record receipt' }))
    expect(await screen.findByText('Check the marked fields.')).toBeTruthy()
    expect(api.callsTo(receiveShipment)[0]?.body).toEqual({
      lines: [{ lineId: 'line-flange', quantity: 20 }],
    })
    const flanges = quantity(/Flange/)
    expect(flanges.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Can be at most 5: 20 shipped, 15 received.')).toBeTruthy()
    expect(quantity(/Steel pipe/).getAttribute('aria-invalid')).toBeNull()
  })

  it('offers no receipt once everything is in, nor for a cancelled shipment', async () => {
    const first = render(serving(receivedShipmentFixture()))
    expect(await screen.findByText('Everything in this shipment is received.')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Receive goods' })).toBeNull()
    expect(screen.queryByText('Late')).toBeNull()
    first.unmount()
    render(serving(inTransitShipmentFixture({ status: 'cancelled', late: false })))
    expect(await screen.findByText(/This shipment was cancelled/)).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Receive goods' })).toBeNull()
  })

  it('says a shipment of another business was not found, with the way back', async () => {
    render((api) =>
      api.on(getShipment, { status: 404, body: { message: 'This shipment does not exist.' } }),
    )
    expect(await screen.findByRole('heading', { name: SHIPMENT_NOT_FOUND })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to shipments' }).getAttribute('href')).toBe(
      '/dashboard/shipment',
    )
  })

  it('offers a retry when the shipment fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) =>
      api.on(getShipment, () =>
        fail
          ? { status: 503, body: { message: 'The server is busy. Try again.' } }
          : { message: 'PO-0007', data: inTransitShipmentFixture() },
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The server is busy. Try again.')).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: '1Z999AA10123456784' }),
    ).toBeTruthy()
  })
})
