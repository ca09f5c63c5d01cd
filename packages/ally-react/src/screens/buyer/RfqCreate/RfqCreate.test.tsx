import {
  createOrder,
  getOrder,
  inviteVendors,
  listOrders,
  listVendors,
  previewRfqMail,
  routeTo,
  sendRfqs,
  suggestVendors,
  updateOrder,
  type Vendor,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { orderFixture } from '../../../testing/orderFixtures'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { quoteFixture, rfqFixture } from '../../../testing/sourcingFixtures'
import { DRAFT_NOT_FOUND, RfqCreate } from './RfqCreate'
import { parseRfqPrefill } from './rfqPrefill'

const VENDORS = [1, 2, 3].map((n) => vendorFixture(n, { name: `Vendor ${n} Ltd` }))
const draft = orderFixture({ id: 'order-9', taId: 'TA-0009', status: 'draft', draft: null })

function serveBasics(api: MockApi, vendors: Vendor[] = VENDORS) {
  api.on(listVendors, serveVendors(vendors))
  api.on(suggestVendors, ({ query }) => pagedReply([], query))
  api.on(listOrders, ({ query }) => pagedReply([], query))
  api.on(createOrder, ({ body }) => ({
    message: 'Order TA-0009 saved',
    data: { ...draft, title: (body as { title: string }).title },
  }))
  api.on(updateOrder, { message: 'Updated successfully', data: draft })
  api.on(sendRfqs, {
    message: 'RFQs sent',
    data: { quote: quoteFixture(9), rfqs: [rfqFixture(9)] },
  })
}

const render = (props: Parameters<typeof RfqCreate>[0] = {}, mock = serveBasics) =>
  renderScreen(<RfqCreate {...props} />, { session: storySession(), mock })

async function fillNeed(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Steel pipes')
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Pipe 2"')
  await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '120')
}

describe('RfqCreate', () => {
  it('sends a new request to the chosen vendors and opens the round', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render()
    await fillNeed(user)
    await user.click(await screen.findByRole('checkbox', { name: /Vendor 2 Ltd/ }))
    await user.click(screen.getByRole('checkbox', { name: /Vendor 3 Ltd/ }))
    expect(screen.getByRole('heading', { name: 'Chosen (2)' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send to 2 vendors' }))

    expect(await screen.findByText('RFQs sent')).toBeTruthy()
    const saved = api.callsTo(createOrder)[0]?.body as Record<string, unknown>
    expect(saved).toMatchObject({
      title: 'Steel pipes',
      orderType: 'supply',
      currency: 'usd',
      lines: [{ description: 'Pipe 2"', quantity: 120, unit: 'pcs' }],
      draft: { vendorIds: ['vendor-2', 'vendor-3'] },
    })
    const sent = api.callsTo(sendRfqs)[0]?.body as Record<string, unknown>
    expect(sent).toMatchObject({ orderId: 'order-9', vendorIds: ['vendor-2', 'vendor-3'] })
    expect(new Date(sent.deadline as string).getTime()).toBeGreaterThan(Date.now())
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/quotes/quote-9')
  })

  it('opens a request written out elsewhere filled in, unsaved, and sends it as typed', async () => {
    const user = userEvent.setup()
    const prefill = parseRfqPrefill(
      new URL(
        routeTo.prefilledRfq({
          title: 'M8 steel bolts for Lagos',
          orderType: 'supply',
          currency: 'ngn',
          lines: [{ description: 'M8 steel bolts', quantity: 500, unit: 'pcs' }],
          deliveryAddress: 'Lagos',
          deliveryDate: '2027-03-01',
          vendorIds: ['vendor-1', 'vendor-3'],
        }),
        'http://ally.test',
      ).searchParams.get('prefill'),
    )
    const { api } = render({ prefill })
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveProperty(
      'value',
      'M8 steel bolts for Lagos',
    )
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'M8 steel bolts',
    )
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '500')
    expect(screen.getByRole('heading', { name: 'Chosen (2)' })).toBeTruthy()
    // Nothing is stored until the buyer acts.
    expect(api.callsTo(createOrder)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Send to 2 vendors' }))
    expect(await screen.findByText('RFQs sent')).toBeTruthy()
    expect(api.callsTo(createOrder)[0]?.body).toMatchObject({
      title: 'M8 steel bolts for Lagos',
      currency: 'ngn',
      lines: [{ description: 'M8 steel bolts', quantity: 500, unit: 'pcs' }],
      deliveryAddress: 'Lagos',
      deliveryDate: '2027-03-01',
      draft: { vendorIds: ['vendor-1', 'vendor-3'] },
    })
  })

  it('marks what is missing and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = render()
    await user.click(await screen.findByRole('button', { name: 'Send RFQs' }))
    expect(await screen.findByText('Give the request a title.')).toBeTruthy()
    expect(screen.getByText('Add at least one item.')).toBeTruthy()
    expect(screen.getByText('Choose at least one vendor.')).toBeTruthy()
    expect(screen.getByText('Fix the marked fields first.')).toBeTruthy()
    expect(
      api.calls.filter((call) => call.endpoint === createOrder || call.endpoint === sendRfqs),
    ).toEqual([])
  })

  it('saves a draft, gives it its own address, and saves it again in place', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render()
    await fillNeed(user)
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Draft TA-0009 saved')).toBeTruthy()
    expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/rfqs/create?draft=order-9', {
      replace: true,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Steel pipes' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await user.type(
      screen.getAllByRole('textbox', { name: 'Description' })[1] as HTMLElement,
      'Elbow',
    )
    await user.type(screen.getAllByRole('spinbutton', { name: 'Quantity' })[1] as HTMLElement, '4')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(api.callsTo(updateOrder)).toHaveLength(1))
    const [again] = api.callsTo(updateOrder)
    expect(again?.path).toBe('/api/v1/ldb/rfq/update/order/order-9')
    expect((again?.body as { lines?: unknown[] } | undefined)?.lines).toHaveLength(2)
    expect(api.callsTo(createOrder)).toHaveLength(1)
  })

  it('continues a saved draft with its vendors, deadline and message', async () => {
    const deadline = '2099-05-06T16:00:00.000Z'
    const saved = { ...draft, draft: { vendorIds: ['vendor-1'], deadline, message: 'Hi there' } }
    render({ orderId: 'order-9' }, (api) => {
      serveBasics(api)
      api.on(getOrder, {
        message: 'ok',
        data: { order: saved, quotes: [], purchaseOrders: [], shipments: [] },
      })
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel bolts' })).toBeTruthy()
    expect(screen.getByText('TA-0009 · draft')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe(
      'Hi there',
    )
    const chosen = screen.getByRole('heading', { name: 'Chosen (1)' })
      .nextElementSibling as HTMLElement
    expect(await within(chosen).findByText('Vendor 1 Ltd')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: /Continue a draft/ })).toBeNull()
  })

  it('previews a new request without saving it, then sends from the preview', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render({}, (api) => {
      serveBasics(api)
      api.on(previewRfqMail, {
        message: 'E-mail to sales1@vendor1.test',
        data: {
          to: 'sales1@vendor1.test',
          subject: 'RFQ TA-…: Steel pipes — Acme Buyer',
          text: 'Acme Buyer asks Vendor 1 Ltd for a quote: Steel pipes (TA-…).',
          taId: null,
        },
      })
    })
    await fillNeed(user)
    await user.click(await screen.findByRole('checkbox', { name: /Vendor 1 Ltd/ }))
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Thanks!')
    await user.click(screen.getByRole('button', { name: 'Preview e-mail' }))
    const dialog = await screen.findByRole('dialog', { name: 'The e-mail vendors get' })
    expect(dialog.textContent).toContain('RFQ TA-…: Steel pipes — Acme Buyer')
    expect(within(dialog).getByText(/asks Vendor 1 Ltd for a quote/)).toBeTruthy()
    expect(within(dialog).getByText(/stands for this request’s reference/)).toBeTruthy()
    const [call] = api.callsTo(previewRfqMail)
    expect(call?.path).toBe('/api/v1/ldb/rfq/mail-preview')
    expect(call?.body).toMatchObject({
      order: {
        title: 'Steel pipes',
        currency: 'usd',
        lines: [{ description: 'Pipe 2"', quantity: 120, unit: 'pcs' }],
      },
      vendorId: 'vendor-1',
      message: 'Thanks!',
    })
    expect(call?.body).not.toHaveProperty('orderId')
    // Issue #28: a preview stored a draft and used up a TA- reference.
    expect(api.callsTo(createOrder)).toEqual([])
    expect(api.callsTo(updateOrder)).toEqual([])
    expect(api.callsTo(sendRfqs)).toEqual([])
    expect(navigation.navigate).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Send to 1 vendor' }))
    expect(await screen.findByText('RFQs sent')).toBeTruthy()
    expect(api.callsTo(createOrder)).toHaveLength(1)
  })

  it('previews a saved draft as edited, with its reference, and leaves the draft as it was', async () => {
    const user = userEvent.setup()
    const saved = {
      ...draft,
      draft: { vendorIds: ['vendor-2'], deadline: '2099-05-06T16:00:00.000Z', message: null },
    }
    const { api } = render({ orderId: 'order-9' }, (api) => {
      serveBasics(api)
      api.on(getOrder, {
        message: 'ok',
        data: { order: saved, quotes: [], purchaseOrders: [], shipments: [] },
      })
      api.on(previewRfqMail, ({ body }) => {
        const { order } = body as { order: { title: string } }
        return {
          message: 'E-mail to sales2@vendor2.test',
          data: {
            to: 'sales2@vendor2.test',
            subject: `RFQ TA-0009: ${order.title} — Acme Buyer`,
            text: `Acme Buyer asks Vendor 2 Ltd for a quote: ${order.title} (TA-0009).`,
            taId: 'TA-0009',
          },
        }
      })
    })
    const title = await screen.findByRole('textbox', { name: /Title/ })
    await user.type(title, ', zinc plated')
    await user.click(screen.getByRole('button', { name: 'Preview e-mail' }))
    const dialog = await screen.findByRole('dialog', { name: 'The e-mail vendors get' })
    expect(
      within(dialog).getByText('RFQ TA-0009: Steel bolts, zinc plated — Acme Buyer'),
    ).toBeTruthy()
    expect(within(dialog).queryByText(/stands for this request’s reference/)).toBeNull()
    expect(api.callsTo(previewRfqMail)[0]?.body).toMatchObject({
      order: { title: 'Steel bolts, zinc plated' },
      orderId: 'order-9',
      vendorId: 'vendor-2',
    })
    expect(api.callsTo(updateOrder)).toEqual([])
    expect(api.callsTo(createOrder)).toEqual([])
  })

  it('shows the server’s verdict on the field it names', async () => {
    const user = userEvent.setup()
    render({}, (api) => {
      serveBasics(api)
      api.on(createOrder, {
        status: 400,
        body: {
          message: 'body.lines.0.unit: must not be blank',
          errors: [{ path: 'body.lines.0.unit', message: 'must not be blank' }],
        },
      })
    })
    await fillNeed(user)
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const unit = screen.getByRole('textbox', { name: 'Unit' })
    await waitFor(() => expect(unit.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText('must not be blank').length).toBeGreaterThan(0)
  })

  it('invites a suggested vendor from the network and chooses it', async () => {
    const user = userEvent.setup()
    const newcomer = vendorFixture(7, { name: 'Harbour Supplies' })
    const { api } = render({}, (api) => {
      serveBasics(api)
      api.on(suggestVendors, ({ query }) =>
        pagedReply(
          [{ vendor: newcomer, score: 0.6, reasons: ['Serves supply on Ally'], source: 'network' }],
          query,
        ),
      )
      api.on(inviteVendors, {
        message: 'Invited',
        data: { invited: [{ ...newcomer, id: 'vendor-70' }], rejected: [] },
      })
    })
    await user.click(
      await screen.findByRole('button', { name: 'Invite Harbour Supplies and choose it' }),
    )
    expect(await screen.findByText('Harbour Supplies invited and chosen')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Chosen (1)' })).toBeTruthy()
    expect(api.callsTo(inviteVendors)[0]?.body).toMatchObject({
      vendors: [{ name: 'Harbour Supplies', email: newcomer.email }],
    })
  })

  it('says a draft of another business (or deleted) was not found', async () => {
    render({ orderId: 'nope' }, (api) => {
      serveBasics(api)
      api.on(getOrder, { status: 404, body: { message: 'This order does not exist.' } })
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: DRAFT_NOT_FOUND })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Start a new RFQ' })).toBeTruthy()
  })

  it('sends an order already sent to its own page instead of editing it', async () => {
    render({ orderId: 'order-9' }, (api) => {
      serveBasics(api)
      api.on(getOrder, {
        message: 'ok',
        data: {
          order: { ...draft, status: 'sourcing' },
          quotes: [],
          purchaseOrders: [],
          shipments: [],
        },
      })
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'TA-0009 was sent already' })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Open TA-0009' }).getAttribute('href')).toBe(
      '/dashboard/order/order-9',
    )
  })
})
