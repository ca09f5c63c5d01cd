import {
  getPurchaseOrder,
  type PurchaseOrder,
  resolveDeliveryIssue,
  type Shipment,
  sendPurchaseOrder,
  updatePurchaseOrder,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import {
  acknowledgedPurchaseOrderFixture,
  draftPurchaseOrderFixture,
  purchaseOrderShipmentsFixture,
  purchaseOrderWithIssueFixture,
  shippingPurchaseOrderFixture,
} from '../../../testing/purchaseOrderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { PURCHASE_ORDER_NOT_FOUND, PurchaseOrderDetail } from './PurchaseOrderDetail'
import { parseCc } from './SendPurchaseOrderDialog'

const render = (mock: (api: MockApi) => void) =>
  renderScreen(<PurchaseOrderDetail poId="po-7" />, { session: storySession(), mock })

const serving =
  (po: PurchaseOrder, shipments: Shipment[] = []) =>
  (api: MockApi) =>
    api.on(getPurchaseOrder, { message: po.number, data: { purchaseOrder: po, shipments } })

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent)

describe('PurchaseOrderDetail', () => {
  it('shows rejected goods as an issue to settle, and asks the vendor for a replacement', async () => {
    const user = userEvent.setup()
    const { po, shipments } = purchaseOrderWithIssueFixture()
    const settled: PurchaseOrder = {
      ...po,
      issues: po.issues.map((issue) => ({
        ...issue,
        resolution: {
          action: 'replacement',
          at: '2026-01-12T09:00:00.000Z',
          by: 'Ada Obi',
          note: 'By Friday',
        },
      })),
    }
    let current = po
    const { api } = render((api) => {
      api.on(getPurchaseOrder, () => ({
        message: po.number,
        data: { purchaseOrder: current, shipments },
      }))
      api.on(resolveDeliveryIssue, () => {
        current = settled
        return { message: 'Replacement of 5 pcs Steel pipe 2" asked for', data: settled }
      })
    })
    const issues = await screen.findByRole('region', { name: 'Delivery issues to settle (1)' })
    expect(within(issues).getByText('5 pcs Steel pipe 2" rejected')).toBeTruthy()
    expect(
      within(issues).getByRole('link', { name: 'DHL JD0146000070' }).getAttribute('href'),
    ).toBe('/dashboard/shipment/shipment-7a')
    expect(within(issues).getByText('Five pipes bent.')).toBeTruthy()
    const items = screen.getByRole('grid', { name: 'Items' })
    expect(cellsOf(within(items).getByRole('row', { name: /Steel pipe/ })).slice(-4)).toEqual([
      '55',
      '5',
      '—',
      '—',
    ])
    // Nothing is on its way, so the rest can be cancelled too.
    expect(
      within(issues)
        .getByRole('button', { name: 'Cancel the rest of PO-0007…' })
        .hasAttribute('disabled'),
    ).toBe(false)

    await user.click(within(issues).getByRole('button', { name: 'Ask for a replacement…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a replacement?' })
    expect(
      within(dialog).getByText(/Acme Ltd is e-mailed to ship 5 pcs Steel pipe 2" again/),
    ).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'By Friday')
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a replacement' }))
    expect(await screen.findByText('Replacement of 5 pcs Steel pipe 2" asked for')).toBeTruthy()
    expect(api.callsTo(resolveDeliveryIssue)[0]?.body).toEqual({
      issueId: 'issue-1',
      action: 'replacement',
      note: 'By Friday',
    })
    expect(api.callsTo(resolveDeliveryIssue)[0]?.path).toBe('/api/v1/ldb/po/issue/resolve/po-7')
    const after = await screen.findByRole('region', { name: 'Delivery issues' })
    expect(within(after).getByText(/Replacement asked for by Ada Obi/)).toBeTruthy()
    expect(within(after).queryByRole('button')).toBeNull()
  })

  it('says why the rest cannot be cancelled while a shipment is on its way', async () => {
    const { po, shipments } = purchaseOrderWithIssueFixture({ moving: true })
    render(serving(po, shipments))
    const issues = await screen.findByRole('region', { name: 'Delivery issues to settle (1)' })
    expect(
      within(issues)
        .getByRole('button', { name: 'Cancel the rest of PO-0007…' })
        .hasAttribute('disabled'),
    ).toBe(true)
    // Said where the disabled button is described, for those who cannot see the text below it.
    const why = within(issues).getByText(
      'The rest can be cancelled once UPS 1Z999AA10123456784 has arrived or is cancelled.',
    )
    expect(
      within(issues)
        .getByRole('button', { name: 'Cancel the rest of PO-0007…' })
        .getAttribute('aria-describedby'),
    ).toBe(why.id)
    // Rejected goods are done without, not "a shortage".
    expect(within(issues).getByRole('button', { name: 'Do without them…' })).toBeTruthy()
  })

  it('shows the PO: vendor, deal, lines, totals, terms and the PDF sent', async () => {
    const { api } = render(serving(acknowledgedPurchaseOrderFixture()))
    expect(await screen.findByRole('heading', { level: 1, name: 'PO-0007' })).toBeTruthy()
    expect(api.callsTo(getPurchaseOrder)[0]?.query.get('poId')).toBe('po-7')
    expect(document.title).toBe('Purchase order · Ally')
    expect(screen.getByText('TA-0007 · Purchase order to Acme Ltd')).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Summary' })
    expect(within(summary).getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      '/dashboard/vendor/acme',
    )
    expect(
      within(summary)
        .getByRole('link', { name: /TA-0007/ })
        .getAttribute('href'),
    ).toBe('/dashboard/order/order-7')
    const items = screen.getByRole('grid', { name: 'Items' })
    expect(cellsOf(within(items).getByRole('row', { name: /Steel pipe/ }))).toEqual([
      '100',
      'pcs',
      '$8.50',
      '$850.00',
    ])
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement
    for (const [term, amount] of [
      ['Subtotal', '$900.00'],
      ['Tax', '$72.00'],
      ['Shipping', '$28.00'],
      ['Total', '$1,000.00'],
    ]) {
      expect(within(totals).getByText(term as string).nextElementSibling?.textContent).toBe(amount)
    }
    const terms = screen.getByRole('region', { name: 'Terms' })
    for (const text of ['Feb 20, 2026', 'Net 30', 'Deliver to gate B, weekdays only.']) {
      expect(within(terms).getByText(text)).toBeTruthy()
    }
    const documents = screen.getByRole('list', { name: 'Documents of PO-0007' })
    const pdf = within(documents).getByRole('link', { name: 'PO-0007.pdf' })
    expect(pdf.getAttribute('href')).toBe('https://files.ally.test/po/PO-0007-1.pdf?sig=abc')
    expect(pdf.getAttribute('download')).toBe('PO-0007.pdf')
  })

  it('tells who changed the status, when and why, oldest first', async () => {
    render(serving(acknowledgedPurchaseOrderFixture()))
    const history = await screen.findByRole('region', { name: 'History' })
    const steps = within(history).getAllByRole('listitem')
    expect(steps.map((step) => step.querySelector('.ally-StatusBadge')?.textContent)).toEqual([
      'Draft',
      'Sent',
      'Acknowledged',
    ])
    expect(within(steps[1] as HTMLElement).getByText(/by Ada Obi/)).toBeTruthy()
    const answer = steps[2] as HTMLElement
    expect(within(answer).getByText(/by Acme Ltd/)).toBeTruthy()
    expect(within(answer).getByText('Confirmed; ships in two lots.')).toBeTruthy()
    expect(answer.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-05T15:00:00.000Z')
  })

  it('sends a draft with a message and copies, after checking the addresses', async () => {
    const user = userEvent.setup()
    const draft = draftPurchaseOrderFixture()
    const { api } = render((api) => {
      serving(draft)(api)
      api.on(sendPurchaseOrder, {
        message: 'Purchase order PO-0007 sent to Acme Ltd',
        data: { ...draft, status: 'sent' },
      })
    })
    expect(
      await screen.findByText(/No documents yet\. Each time the purchase order is sent/),
    ).toBeTruthy()
    // A draft opens in the form to change it before sending.
    expect(screen.getByRole('link', { name: 'Edit draft' }).getAttribute('href')).toBe(
      `/dashboard/purchase-orders/create?edit=${draft.id}`,
    )
    await user.click(screen.getByRole('button', { name: 'Send to vendor…' }))
    const dialog = screen.getByRole('dialog', { name: 'Send PO-0007 to Acme Ltd?' })
    expect(within(dialog).getByText(/Acme Ltd \(sales@acme\.test\) is e-mailed/)).toBeTruthy()
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message to the vendor (optional)' }),
      'Please confirm by Friday.',
    )
    const cc = within(dialog).getByRole('textbox', { name: 'Copy to (optional)' })
    await user.type(cc, 'finance@obi.test, not-an-address')
    await user.click(within(dialog).getByRole('button', { name: 'Send purchase order' }))
    expect(within(dialog).getByText('Not an e-mail address: not-an-address')).toBeTruthy()
    expect(cc.getAttribute('aria-invalid')).toBe('true')
    expect(api.callsTo(sendPurchaseOrder)).toHaveLength(0)
    await user.clear(cc)
    await user.type(cc, 'finance@obi.test, stores@obi.test')
    await user.click(within(dialog).getByRole('button', { name: 'Send purchase order' }))
    expect(await screen.findByText('Purchase order PO-0007 sent to Acme Ltd')).toBeTruthy()
    const [call] = api.callsTo(sendPurchaseOrder)
    expect(call?.path).toBe('/api/v1/ldb/po/send/purchase-order/po-7')
    expect(call?.body).toEqual({
      message: 'Please confirm by Friday.',
      cc: ['finance@obi.test', 'stores@obi.test'],
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('sends without a message or copies, and keeps the dialog open on a failure', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(draftPurchaseOrderFixture())(api)
      api.on(sendPurchaseOrder, {
        status: 409,
        body: { message: 'PO-0007 is sent; only a draft is sent.' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Send to vendor…' }))
    await user.click(screen.getByRole('button', { name: 'Send purchase order' }))
    expect(await screen.findByText('PO-0007 is sent; only a draft is sent.')).toBeTruthy()
    expect(api.callsTo(sendPurchaseOrder)[0]?.body).toEqual({})
    expect(screen.getByRole('dialog', { name: /Send PO-0007/ })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('lets an owner approve and send a PO waiting for approval, and tells a member it waits', async () => {
    const user = userEvent.setup()
    const waiting = draftPurchaseOrderFixture({ status: 'awaiting_approval' })
    const { api } = render((api) => {
      serving(waiting)(api)
      api.on(sendPurchaseOrder, {
        message: 'Purchase order PO-0007 sent to Acme Ltd',
        data: { ...waiting, status: 'sent' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Approve and send…' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve and send PO-0007 to Acme Ltd?' })
    // Waiting for approval, it is no longer a draft to edit.
    expect(screen.queryByRole('link', { name: 'Edit draft' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Approve and send' }))
    expect(await screen.findByText('Purchase order PO-0007 sent to Acme Ltd')).toBeTruthy()
    expect(api.callsTo(sendPurchaseOrder)[0]?.path).toBe('/api/v1/ldb/po/send/purchase-order/po-7')
  })

  it('shows a member that a PO waits for approval, with nothing to send', async () => {
    renderScreen(<PurchaseOrderDetail poId="po-7" />, {
      session: storySession({ role: 'member' }),
      mock: serving(draftPurchaseOrderFixture({ status: 'awaiting_approval' })),
    })
    expect(await screen.findByText("Waits for an owner's or admin's approval")).toBeTruthy()
    expect(screen.queryByRole('button', { name: /send/i })).toBeNull()
    expect(screen.getByRole('button', { name: 'Cancel purchase order…' })).toBeTruthy()
  })

  it('cancels only after a confirmation, and says the vendor is told', async () => {
    const user = userEvent.setup()
    const po = acknowledgedPurchaseOrderFixture()
    const { api } = render((api) => {
      serving(po)(api)
      api.on(updatePurchaseOrder, {
        message: 'Purchase order PO-0007 cancelled',
        data: { ...po, status: 'cancelled' },
      })
    })
    // Sent already: nothing to send.
    await screen.findByRole('heading', { level: 1, name: 'PO-0007' })
    expect(screen.queryByRole('button', { name: 'Send to vendor…' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit draft' })).toBeNull()
    // The vendor has it: a change is a revision, made in the PO's form.
    expect(screen.getByRole('link', { name: 'Revise' }).getAttribute('href')).toBe(
      '/dashboard/purchase-orders/create?edit=po-7',
    )
    await user.click(screen.getByRole('button', { name: 'Cancel purchase order…' }))
    let dialog = screen.getByRole('dialog', { name: 'Cancel PO-0007?' })
    expect(
      within(dialog).getByText(/Acme Ltd already has it and is e-mailed that it is cancelled/),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.callsTo(updatePurchaseOrder)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Cancel purchase order…' }))
    dialog = screen.getByRole('dialog', { name: 'Cancel PO-0007?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel purchase order' }))
    expect(await screen.findByText('Purchase order PO-0007 cancelled')).toBeTruthy()
    const [call] = api.callsTo(updatePurchaseOrder)
    expect(call?.path).toBe('/api/v1/ldb/po/update/po-7')
    expect(call?.body).toEqual({ status: 'cancelled' })
  })

  it('follows the shipments, late ones marked, and offers no actions once shipping', async () => {
    render(serving(shippingPurchaseOrderFixture(), purchaseOrderShipmentsFixture()))
    const shipments = await screen.findByRole('region', { name: 'Shipments (2)' })
    expect(cellsOf(within(shipments).getByRole('row', { name: /DHL JD0146000070/ }))).toEqual([
      'Delivered',
      'Jan 12, 2026',
      'All 60',
      '—',
    ])
    const late = within(shipments).getByRole('row', { name: /UPS 1Z999AA10123456784/ })
    expect(within(late).getByText('In transit')).toBeTruthy()
    expect(within(late).getByText('Late')).toBeTruthy()
    // Each shipment opens on its own page, where its goods are received.
    expect(
      within(late).getByRole('link', { name: 'UPS 1Z999AA10123456784' }).getAttribute('href'),
    ).toBe('/dashboard/shipment/shipment-7b')
    expect(within(late).getByRole('link', { name: /Track/ }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    )
    // What has come in so far, per line.
    const items = screen.getByRole('grid', { name: 'Items' })
    expect(cellsOf(within(items).getByRole('row', { name: /Steel pipe/ })).at(-1)).toBe('60')
    expect(
      screen.queryByRole('button', { name: /Cancel purchase order|Send to vendor/ }),
    ).toBeNull()
  })

  it('never links a tracking address that is not a web page', async () => {
    const [shipment] = purchaseOrderShipmentsFixture()
    render(
      serving(shippingPurchaseOrderFixture(), [
        { ...(shipment as Shipment), trackingUrl: 'javascript:alert(1)' },
      ]),
    )
    const shipments = await screen.findByRole('region', { name: 'Shipments (1)' })
    expect(within(shipments).queryByRole('link', { name: /Track/ })).toBeNull()
  })

  it('says a PO of another business was not found, with the way back', async () => {
    render((api) =>
      api.on(getPurchaseOrder, { status: 404, body: { message: 'Purchase order not found.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: PURCHASE_ORDER_NOT_FOUND })).toBeTruthy()
    expect(
      within(alert).getByRole('link', { name: 'Back to purchase orders' }).getAttribute('href'),
    ).toBe('/dashboard/purchase-orders')
  })

  it('offers a retry when the PO fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) =>
      api.on(getPurchaseOrder, () =>
        fail
          ? { status: 503, body: { message: 'The server is busy.' } }
          : {
              message: 'PO-0007',
              data: { purchaseOrder: draftPurchaseOrderFixture(), shipments: [] },
            },
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The server is busy.')).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'PO-0007' })).toBeTruthy()
  })
})

describe('parseCc', () => {
  it('splits on commas, semicolons and spaces, drops repeats and names bad addresses', () => {
    expect(parseCc('')).toEqual({ addresses: [] })
    expect(parseCc(' a@x.test,b@x.test; A@x.test\nc@x.test ')).toEqual({
      addresses: ['a@x.test', 'b@x.test', 'c@x.test'],
    })
    expect(parseCc('a@x.test, nope, @x').error).toBe('Not e-mail addresses: nope, @x')
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@x.test`).join(',')
    expect(parseCc(eleven).error).toBe('Copy to at most 10 addresses.')
  })
})
