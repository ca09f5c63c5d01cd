import { acknowledgePurchaseOrderByLink, getPurchaseOrderByLink } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import {
  linkedPurchaseOrderFixture,
  purchaseOrderChanged,
} from '../../../testing/vendorPortalFixtures'
import { formatDate } from '../../../ui/format'
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
      expect(screen.getByRole('status').textContent).toContain(text)
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
})
