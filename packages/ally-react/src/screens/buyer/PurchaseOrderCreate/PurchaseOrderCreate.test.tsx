import {
  createPurchaseOrder,
  getOrder,
  getPurchaseOrder,
  listApprovedQuoteResponses,
  listVendors,
  type PurchaseOrder,
  updatePurchaseOrder,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { approvedFixture, orderFixture } from '../../../testing/orderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { purchaseOrderFixture, servePaged } from '../../../testing/sourcingFixtures'
import { PurchaseOrderCreate, type PurchaseOrderCreateProps } from './PurchaseOrderCreate'

const VENDORS = [1, 2, 3].map((n) => vendorFixture(n, { name: `Vendor ${n} Ltd` }))
const award = approvedFixture({ purchaseOrderId: null })
const order = orderFixture({ deliveryAddress: '1 Marina, Lagos', deliveryDate: '2099-03-01' })
const saved = purchaseOrderFixture(7, { status: 'draft' })
const draft: PurchaseOrder = purchaseOrderFixture(3, {
  status: 'draft',
  currency: 'ngn',
  vendor: { id: 'vendor-2', name: 'Vendor 2 Ltd', email: 'sales2@vendor2.test' },
  lines: [
    {
      id: 'line-1',
      description: 'Cement, 50 kg',
      quantity: 40,
      unit: 'bags',
      unitPrice: 9500,
      total: 380_000,
      shippedQuantity: 0,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      shortQuantity: 0,
      waivedQuantity: 0,
      toShip: 40,
    },
  ],
  subtotal: 380_000,
  tax: 28_500,
  shippingCost: 15_000,
  total: 423_500,
  deliveryAddress: 'Plot 4, Lekki',
  deliveryDate: '2099-04-02',
  paymentTerms: 'Net 30',
  notes: 'Call before delivery.',
})

function serveBasics(api: MockApi) {
  api.on(listVendors, serveVendors(VENDORS))
  api.on(listApprovedQuoteResponses, servePaged([award]))
  api.on(getOrder, {
    message: 'ok',
    data: { order, quotes: [], purchaseOrders: [], shipments: [] },
  })
  api.on(getPurchaseOrder, { message: 'ok', data: { purchaseOrder: draft, shipments: [] } })
  api.on(createPurchaseOrder, {
    message: 'Purchase order PO-0007 saved as a draft',
    data: saved,
  })
  api.on(updatePurchaseOrder, { message: 'Updated successfully', data: draft })
}

const render = (props: PurchaseOrderCreateProps = {}, mock = serveBasics) =>
  renderScreen(<PurchaseOrderCreate {...props} />, { session: storySession(), mock })

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value
const totalsBox = () => screen.getByRole('region', { name: 'Totals' })
const total = (label: string) =>
  within(totalsBox()).getByText(label).nextElementSibling?.textContent

describe('PurchaseOrderCreate', () => {
  it('fills the form from an award and sends it with the award’s id only', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render({ approvedId: 'approved-1' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New purchase order' }),
    ).toBeTruthy()
    expect(screen.getByText('TA-0001 · awarded to Boltco')).toBeTruthy()
    const fixed = screen.getByRole('group', { name: 'Vendor and currency' })
    expect(within(fixed).getByText('Boltco')).toBeTruthy()
    expect(within(fixed).getByText('USD ($)')).toBeTruthy()
    // Read-only: nothing to pick or type there.
    expect(within(fixed).queryByRole('radiogroup')).toBeNull()
    expect(within(fixed).queryByRole('button')).toBeNull()

    const descriptions = screen.getAllByRole('textbox', { name: 'Description' }).map(inputValue)
    expect(descriptions).toEqual(['M8 bolt', 'M8 nut'])
    expect(screen.getAllByRole('spinbutton', { name: 'Quantity' }).map(inputValue)).toEqual([
      '100',
      '200',
    ])
    expect(screen.getAllByRole('spinbutton', { name: 'Unit price (USD)' }).map(inputValue)).toEqual(
      ['0.5', '0.2'],
    )
    expect(inputValue(screen.getByRole('spinbutton', { name: 'Shipping (USD)' }))).toBe('10')
    expect(inputValue(screen.getByRole('textbox', { name: 'Delivery address' }))).toBe(
      '1 Marina, Lagos',
    )
    expect(inputValue(screen.getByLabelText('Deliver by'))).toBe('2099-03-01')
    expect(total('Subtotal')).toBe('$90.00')
    expect(total('Total')).toBe('$100.00')

    await user.type(screen.getByRole('textbox', { name: 'Payment terms' }), 'Net 30')
    await user.click(screen.getByRole('button', { name: 'Create purchase order' }))

    expect(await screen.findByText('Purchase order PO-0007 saved as a draft')).toBeTruthy()
    expect(api.callsTo(createPurchaseOrder)[0]?.body).toEqual({
      approvedQuoteResponseId: 'approved-1',
      lines: [
        { description: 'M8 bolt', quantity: 100, unit: 'pcs', unitPrice: 0.5 },
        { description: 'M8 nut', quantity: 200, unit: 'pcs', unitPrice: 0.2 },
      ],
      tax: 0,
      shippingCost: 10,
      paymentTerms: 'Net 30',
      deliveryAddress: '1 Marina, Lagos',
      deliveryDate: '2099-03-01',
    })
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/purchase-orders/po-7')
  })

  it('reads further pages of awards until it finds the one asked for', async () => {
    const older = Array.from({ length: 150 }, (_, i) =>
      approvedFixture({ id: `approved-${i + 10}`, title: `Order ${i}` }),
    )
    const wanted = approvedFixture({ id: 'approved-x', title: 'Old pipes', purchaseOrderId: null })
    const { api } = render({ approvedId: 'approved-x' }, (api) => {
      serveBasics(api)
      api.on(listApprovedQuoteResponses, servePaged([...older, wanted]))
    })
    expect(await screen.findByText(/From the award of Old pipes/)).toBeTruthy()
    const pages = api.callsTo(listApprovedQuoteResponses).map((call) => call.query.get('page'))
    expect(pages).toEqual(['1', '2'])
    expect(api.callsTo(listApprovedQuoteResponses)[0]?.query.get('limit')).toBe('100')
  })

  it('says an award of another business (or none) was not found', async () => {
    render({ approvedId: 'nope' })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Award not found' })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Back to quotes' })).toBeTruthy()
  })

  it('shows the purchase order an award has already instead of the form', async () => {
    render({ approvedId: 'approved-1' }, (api) => {
      serveBasics(api)
      api.on(listApprovedQuoteResponses, servePaged([approvedFixture({ purchaseOrderId: 'po-1' })]))
    })
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByRole('heading', { name: 'This award has a purchase order already' }),
    ).toBeTruthy()
    expect(
      within(alert).getByRole('link', { name: 'View purchase order' }).getAttribute('href'),
    ).toBe('/dashboard/purchase-orders/po-1')
    expect(screen.queryByRole('button', { name: 'Create purchase order' })).toBeNull()
  })

  it('keeps the totals in step with the lines, tax and shipping', async () => {
    const user = userEvent.setup()
    render()
    const quantity = () => screen.getAllByRole('spinbutton', { name: 'Quantity' })
    const price = () => screen.getAllByRole('spinbutton', { name: 'Unit price (USD)' })
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Pipe')
    await user.type(quantity()[0] as HTMLElement, '3')
    await user.type(price()[0] as HTMLElement, '2.505')
    // 7.515 rounds to the cent as the server rounds it.
    const line = within(screen.getByRole('group', { name: 'Line 1' }))
    expect(line.getByText('Line total').nextElementSibling?.textContent).toBe('$7.52')
    expect(total('Subtotal')).toBe('$7.52')

    await user.click(screen.getByRole('button', { name: 'Add line' }))
    expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Description' })[1])
    await user.type(quantity()[1] as HTMLElement, '2')
    await user.type(price()[1] as HTMLElement, '10')
    await user.type(screen.getByRole('spinbutton', { name: 'Tax (USD)' }), '1.5')
    await user.type(screen.getByRole('spinbutton', { name: 'Shipping (USD)' }), '5')
    expect(total('Subtotal')).toBe('$27.52')
    expect(total('Tax')).toBe('$1.50')
    expect(total('Shipping')).toBe('$5.00')
    expect(total('Total')).toBe('$34.02')

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }))
    expect(total('Subtotal')).toBe('$20.00')
    expect(total('Total')).toBe('$26.50')
  })

  it('makes a purchase order from scratch with the vendor and currency chosen', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render()
    await user.click(await screen.findByRole('radio', { name: /Vendor 2 Ltd/ }))
    expect(screen.getByText('Chosen: Vendor 2 Ltd (sales2@vendor2.test)')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Currency/ }))
    await user.click(screen.getByRole('option', { name: 'EUR (€)' }))
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Pipe 2"')
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '120')
    await user.clear(screen.getByRole('textbox', { name: 'Unit' }))
    await user.type(screen.getByRole('textbox', { name: 'Unit' }), 'm')
    await user.type(screen.getByRole('spinbutton', { name: 'Unit price (EUR)' }), '4.5')
    expect(total('Total')).toBe('€540.00')
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Gate B')
    await user.click(screen.getByRole('button', { name: 'Create purchase order' }))

    await waitFor(() => expect(api.callsTo(createPurchaseOrder)).toHaveLength(1))
    expect(api.callsTo(createPurchaseOrder)[0]?.body).toEqual({
      vendorId: 'vendor-2',
      currency: 'eur',
      lines: [{ description: 'Pipe 2"', quantity: 120, unit: 'm', unitPrice: 4.5 }],
      tax: 0,
      shippingCost: 0,
      notes: 'Gate B',
    })
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/purchase-orders/po-7'),
    )
  })

  it('marks what is missing and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = render()
    await user.click(await screen.findByRole('button', { name: 'Create purchase order' }))
    expect(await screen.findByText('Choose a vendor.')).toBeTruthy()
    expect(screen.getByText('Add at least one line.')).toBeTruthy()
    expect(screen.getByText('Fix the marked fields first.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Pipe')
    await user.click(screen.getByRole('button', { name: 'Create purchase order' }))
    expect(await screen.findByText('Enter a quantity above 0.')).toBeTruthy()
    expect(screen.getByText('Enter a price of 0 or more.')).toBeTruthy()
    expect(api.callsTo(createPurchaseOrder)).toEqual([])
  })

  it('shows the server’s verdict on the fields it names', async () => {
    const user = userEvent.setup()
    const { navigation } = render({}, (api) => {
      serveBasics(api)
      api.on(createPurchaseOrder, {
        status: 400,
        body: {
          message: 'body.lines.0.unitPrice: must keep every total at most 999999999999.99',
          errors: [
            {
              path: 'body.lines.0.unitPrice',
              message: 'must keep every total at most 999999999999.99',
            },
            { path: 'body.vendorId', message: 'is not a vendor in your list' },
          ],
        },
      })
    })
    await user.click(await screen.findByRole('radio', { name: /Vendor 1 Ltd/ }))
    // A blank first row is not a line: the server's `lines.0` is the second row on screen.
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    const second = within(screen.getByRole('group', { name: 'Line 2' }))
    await user.type(second.getByRole('textbox', { name: 'Description' }), 'Gold')
    // Each figure fits a money column; their product does not, which only the server works out.
    await user.type(second.getByRole('spinbutton', { name: 'Quantity' }), '10')
    await user.type(second.getByRole('spinbutton', { name: /Unit price/ }), '999999999999')
    await user.click(screen.getByRole('button', { name: 'Create purchase order' }))

    const price = second.getByRole('spinbutton', { name: /Unit price/ })
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'))
    expect(second.getByText('must keep every total at most 999999999999.99')).toBeTruthy()
    const vendor = screen.getByRole('radiogroup', { name: /Vendor/ })
    expect(within(vendor).getByText('is not a vendor in your list')).toBeTruthy()
    // Focus goes to the first marked field, the vendor's chosen radio.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(vendor).getByRole('radio', { name: /Vendor 1/ })),
    )
    expect(navigation.navigate).not.toHaveBeenCalled()
  })

  it('changes a draft in place and opens it again', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render({ poId: 'po-3' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Change PO-0003' })).toBeTruthy()
    const fixed = screen.getByRole('group', { name: 'Vendor and currency' })
    expect(within(fixed).getByText('Vendor 2 Ltd')).toBeTruthy()
    expect(within(fixed).getByText('NGN (₦)')).toBeTruthy()
    expect(inputValue(screen.getByRole('textbox', { name: 'Description' }))).toBe('Cement, 50 kg')
    expect(inputValue(screen.getByRole('textbox', { name: 'Payment terms' }))).toBe('Net 30')
    expect(total('Total')).toBe('₦423,500.00')

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '50')
    expect(total('Subtotal')).toBe('₦475,000.00')
    await user.clear(screen.getByRole('textbox', { name: /Notes/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    const [call] = api.callsTo(updatePurchaseOrder)
    expect(call?.path).toBe('/api/v1/ldb/po/update/po-3')
    expect(call?.body).toEqual({
      lines: [{ description: 'Cement, 50 kg', quantity: 50, unit: 'bags', unitPrice: 9500 }],
      tax: 28_500,
      shippingCost: 15_000,
      paymentTerms: 'Net 30',
      deliveryAddress: 'Plot 4, Lekki',
      deliveryDate: '2099-04-02',
      notes: '',
    })
    expect(api.callsTo(createPurchaseOrder)).toEqual([])
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/purchase-orders/po-3')
  })

  it('says a saved delivery address cannot be emptied rather than keep it silently', async () => {
    const user = userEvent.setup()
    const { api } = render({ poId: 'po-3' })
    await user.clear(await screen.findByRole('textbox', { name: 'Delivery address' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('A saved delivery address can be changed, not removed.'),
    ).toBeTruthy()
    expect(api.callsTo(updatePurchaseOrder)).toEqual([])
  })

  it('revises a purchase order the vendor has, saying the vendor is sent it again', async () => {
    const user = userEvent.setup()
    const { api } = render({ poId: 'po-3' }, (api) => {
      serveBasics(api)
      api.on(getPurchaseOrder, {
        message: 'ok',
        data: { purchaseOrder: { ...draft, status: 'acknowledged' }, shipments: [] },
      })
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Revise PO-0003' })).toBeTruthy()
    expect(
      screen.getByText(
        /Saving sends Vendor 2 Ltd this revision with a new PDF, to accept or decline again/,
      ),
    ).toBeTruthy()
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '60')
    await user.click(screen.getByRole('button', { name: 'Send revision' }))
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    expect(api.callsTo(updatePurchaseOrder)[0]?.body).toMatchObject({
      lines: [{ description: 'Cement, 50 kg', quantity: 60, unit: 'bags', unitPrice: 9500 }],
    })
  })

  it('sends a purchase order that is shipping to its own page', async () => {
    render({ poId: 'po-3' }, (api) => {
      serveBasics(api)
      api.on(getPurchaseOrder, {
        message: 'ok',
        data: { purchaseOrder: { ...draft, status: 'partially_shipped' }, shipments: [] },
      })
    })
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByRole('heading', { name: 'PO-0003 is partially shipped' }),
    ).toBeTruthy()
    expect(within(alert).getByText(/one sent or accepted is revised until goods ship/)).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Open PO-0003' }).getAttribute('href')).toBe(
      '/dashboard/purchase-orders/po-3',
    )
  })

  it('says a purchase order of another business (or none) was not found', async () => {
    render({ poId: 'nope' }, (api) => {
      serveBasics(api)
      api.on(getPurchaseOrder, { status: 404, body: { message: 'Not found.' } })
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Purchase order not found' })).toBeTruthy()
    expect(
      within(alert).getByRole('link', { name: 'Back to purchase orders' }).getAttribute('href'),
    ).toBe('/dashboard/purchase-orders')
  })
})
