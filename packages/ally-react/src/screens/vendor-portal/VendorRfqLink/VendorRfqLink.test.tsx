import {
  declineRfqByLink,
  getRfqByLink,
  submitQuoteByLink,
  uploadFileByLink,
  type VendorRfq,
} from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import {
  calendarDaysFromNow,
  daysFromNow,
  vendorRfqFixture,
} from '../../../testing/vendorPortalFixtures'
import { formatDate } from '../../../ui/format'
import { NO_PRICES } from '../shared/QuoteAnswerForm'
import { VendorRfqLink } from './VendorRfqLink'

const rfq = vendorRfqFixture(2, {
  taId: 'TA-0042',
  title: 'Gate valves, 4 inch',
  status: 'viewed',
  currency: 'ngn',
  deliveryAddress: '1 Marina, Lagos',
  deliveryDate: '2026-05-04',
  deadline: calendarDaysFromNow(4),
  message: 'Please include delivery.',
  lines: [
    {
      id: 'l1',
      description: 'Gate valve, 4"',
      quantity: 12,
      unit: 'pcs',
      specifications: 'PN16, flanged',
      attachments: [],
    },
    {
      id: 'l2',
      description: 'Gasket set',
      quantity: 24,
      unit: 'sets',
      specifications: null,
      attachments: [],
    },
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
    expect(within(screen.getByRole('region', { name: 'Terms' })).getByText('NGN')).toBeTruthy()
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

  describe('answering', () => {
    const quoteReply = (revision: number) => ({
      message:
        revision === 1
          ? 'Your quote was sent to the buyer.'
          : `Revision ${revision} of your quote was sent to the buyer.`,
      data: {
        ...(answeredRfq.response as NonNullable<VendorRfq['response']>),
        revision,
      },
    })
    const answeredRfq: VendorRfq = {
      ...rfq,
      status: 'responded',
      total: 5_400,
      response: {
        id: 'response-1',
        rfqId: rfq.id,
        quoteId: rfq.quoteId,
        taId: rfq.taId,
        vendor: rfq.vendor,
        status: 'submitted',
        currency: 'ngn',
        lines: [{ lineId: 'l1', unitPrice: 450, quantity: 12, leadTimeDays: 5, note: 'Brass' }],
        subtotal: 5_400,
        shippingCost: 0,
        total: 5_400,
        leadTimeDays: 7,
        validUntil: '2099-01-31',
        notes: null,
        attachments: [],
        revision: 1,
        submittedAt: daysFromNow(-1),
      },
    }

    it('sends a price per line, skipping lines left empty, with the terms', async () => {
      const user = userEvent.setup()
      const { api } = render((api) => {
        api.on(getRfqByLink, { message: 'ok', data: rfq })
        api.on(submitQuoteByLink, quoteReply(1))
      })
      const form = await screen.findByRole('form', { name: 'Your quote' })
      const chairs = within(form).getByRole('group', { name: /Gate valve/ })
      await user.type(within(chairs).getByLabelText('Unit price (NGN)'), '450.5')
      await user.clear(within(chairs).getByLabelText('Quantity offered'))
      await user.type(within(chairs).getByLabelText('Quantity offered'), '10')
      await user.type(within(chairs).getByLabelText('Note'), 'Brass body')
      const terms = within(form).getByRole('group', { name: 'Quote terms' })
      await user.type(within(terms).getByLabelText(/^Lead time/), '14')
      await user.type(within(terms).getByLabelText('Shipping cost'), '200')
      await user.click(within(form).getByRole('button', { name: 'Send quote' }))

      expect(await screen.findByText('Your quote was sent to the buyer.')).toBeTruthy()
      const [call] = api.callsTo(submitQuoteByLink)
      expect(call?.query.get('token')).toBe('link-token-1')
      expect(call?.headers.authorization).toBeUndefined()
      expect(call?.body).toEqual({
        currency: 'ngn',
        lines: [{ lineId: 'l1', unitPrice: 450.5, quantity: 10, note: 'Brass body' }],
        shippingCost: 200,
        leadTimeDays: 14,
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        attachmentIds: [],
      })
      // The page reads the RFQ again, with the answer.
      expect(api.callsTo(getRfqByLink).length).toBeGreaterThan(1)
    })

    it('totals each line, the subtotal, shipping and total as the vendor types, announcing the total only', async () => {
      const user = userEvent.setup()
      render((api) => api.on(getRfqByLink, { message: 'ok', data: rfq }))
      const form = await screen.findByRole('form', { name: 'Your quote' })
      const valves = within(form).getByRole('group', { name: /Gate valve/ })
      const gaskets = within(form).getByRole('group', { name: /Gasket set/ })
      const lineTotal = (group: HTMLElement) =>
        within(group).getByText('Line total').nextElementSibling?.textContent
      const summary = () =>
        Array.from(form.querySelectorAll('.ally-QuoteTotals-row'), (row) => row.textContent)
      expect(lineTotal(valves)).toBe('Not quoted')
      expect(summary()).toEqual([
        'Subtotal (0 of 2 items priced)₦0.00',
        'Shipping₦0.00',
        'Total₦0.00',
      ])

      await user.type(within(valves).getByLabelText('Unit price (NGN)'), '450.5')
      expect(lineTotal(valves)).toBe('₦5,406.00')
      await user.clear(within(valves).getByLabelText('Quantity offered'))
      await user.type(within(valves).getByLabelText('Quantity offered'), '10')
      // A quantity left empty is the quantity asked, as the server takes it.
      await user.type(within(gaskets).getByLabelText('Unit price (NGN)'), '12.25')
      await user.type(within(form).getByLabelText('Shipping cost'), '200')
      expect(lineTotal(valves)).toBe('₦4,505.00')
      expect(lineTotal(gaskets)).toBe('₦294.00')
      expect(summary()).toEqual([
        'Subtotal (2 of 2 items priced)₦4,799.00',
        'Shipping₦200.00',
        'Total₦4,999.00',
      ])

      // Only the total is a live region, politely; no line's total is inside one.
      const live = form.querySelectorAll('[aria-live]')
      expect(live).toHaveLength(1)
      expect(live[0]?.getAttribute('aria-live')).toBe('polite')
      expect(live[0]?.getAttribute('aria-atomic')).toBe('true')
      expect(live[0]?.textContent).toBe('Total₦4,999.00')
      expect(within(valves).queryByRole('status')).toBeNull()

      // In the answer's currency, once the vendor picks another.
      await user.click(within(form).getByRole('button', { name: /Currency/ }))
      await user.click(await screen.findByRole('option', { name: 'USD' }))
      expect(within(valves).getByLabelText('Unit price (USD)')).toBeTruthy()
      expect(lineTotal(valves)).toBe('$4,505.00')
      expect(live[0]?.textContent).toBe('Total$4,999.00')
    })

    it('shows the quantity asked and refuses more at the field, sending nothing', async () => {
      const user = userEvent.setup()
      const { api } = render((api) => {
        api.on(getRfqByLink, { message: 'ok', data: rfq })
        api.on(submitQuoteByLink, quoteReply(1))
      })
      const form = await screen.findByRole('form', { name: 'Your quote' })
      const valves = within(form).getByRole('group', { name: 'Gate valve, 4" 12 pcs asked' })
      const quantity = within(valves).getByLabelText('Quantity offered')
      expect(quantity.getAttribute('max')).toBe('12')
      expect(quantity.getAttribute('aria-describedby')).toBeTruthy()
      expect(within(valves).getByText('At most 12 pcs')).toBeTruthy()
      await user.type(within(valves).getByLabelText('Unit price (NGN)'), '450')
      await user.clear(quantity)
      await user.type(quantity, '13')
      const terms = within(form).getByRole('group', { name: 'Quote terms' })
      await user.type(within(terms).getByLabelText(/^Lead time/), '14')
      await user.click(within(form).getByRole('button', { name: 'Send quote' }))
      expect(await within(valves).findByText('Offer at most the 12 pcs asked.')).toBeTruthy()
      expect(api.callsTo(submitQuoteByLink)).toHaveLength(0)

      // Less than asked is a partial offer, and goes.
      await user.clear(quantity)
      await user.type(quantity, '11')
      await user.click(within(form).getByRole('button', { name: 'Send quote' }))
      expect(await screen.findByText('Your quote was sent to the buyer.')).toBeTruthy()
      expect(api.callsTo(submitQuoteByLink)[0]?.body).toMatchObject({
        lines: [{ lineId: 'l1', unitPrice: 450, quantity: 11 }],
      })
    })

    it("shows the server's refusal of a line at that line's fields, though earlier lines were skipped", async () => {
      const user = userEvent.setup()
      const { api } = render((api) => {
        api.on(getRfqByLink, { message: 'ok', data: rfq })
        api.on(submitQuoteByLink, {
          status: 400,
          body: {
            message: 'body.lines.0.quantity: must be at most the 24 asked',
            errors: [{ path: 'body.lines.0.quantity', message: 'must be at most the 24 asked' }],
          },
        })
      })
      const form = await screen.findByRole('form', { name: 'Your quote' })
      // Only the gaskets are priced: the server's `lines.0` is the form's second line.
      const gaskets = within(form).getByRole('group', { name: /Gasket set/ })
      await user.type(within(gaskets).getByLabelText('Unit price (NGN)'), '12')
      const terms = within(form).getByRole('group', { name: 'Quote terms' })
      await user.type(within(terms).getByLabelText(/^Lead time/), '14')
      await user.click(within(form).getByRole('button', { name: 'Send quote' }))
      expect(await within(gaskets).findByText('must be at most the 24 asked')).toBeTruthy()
      const valves = within(form).getByRole('group', { name: /Gate valve/ })
      expect(within(valves).queryByText('must be at most the 24 asked')).toBeNull()
      expect(api.callsTo(submitQuoteByLink)[0]?.body).toMatchObject({
        lines: [{ lineId: 'l2', unitPrice: 12, quantity: 24 }],
      })
    })

    it('uploads files through the link, names a refused one, and sends the rest with the quote', async () => {
      const user = userEvent.setup()
      const datasheet = {
        id: 'file-1',
        name: 'datasheet.pdf',
        mimeType: 'application/pdf',
        size: 48_000,
        url: 'https://api.test/files/file-1/datasheet.pdf?expires=1&signature=s',
      }
      const { api } = render((api) => {
        api.on(getRfqByLink, { message: 'ok', data: rfq })
        api.on(submitQuoteByLink, quoteReply(1))
        api.on(uploadFileByLink, ({ query }) =>
          query.get('name') === 'datasheet.pdf'
            ? { message: 'File uploaded.', data: datasheet }
            : {
                status: 400,
                body: { message: 'Choose a PDF, PNG, JPEG, WebP, CSV, XLSX or DOCX file.' },
              },
        )
      })
      const form = await screen.findByRole('form', { name: 'Your quote' })
      const files = within(form).getByRole('group', { name: 'Files for the buyer' })
      const input = files.querySelector<HTMLInputElement>('input[type="file"]')
      if (!input) throw new Error('The file picker should be there')
      await user.upload(input, [
        new File(['%PDF-1.7'], 'datasheet.pdf', { type: 'application/pdf' }),
        new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }),
      ])
      expect(await within(files).findByRole('link', { name: 'datasheet.pdf' })).toBeTruthy()
      expect(within(files).getByRole('alert').textContent).toBe(
        'setup.pdf: Choose a PDF, PNG, JPEG, WebP, CSV, XLSX or DOCX file.',
      )
      const [upload] = api.callsTo(uploadFileByLink)
      expect(upload?.query.get('token')).toBe('link-token-1')

      await user.type(
        within(within(form).getByRole('group', { name: /Gate valve/ })).getByLabelText(
          'Unit price (NGN)',
        ),
        '450',
      )
      const terms = within(form).getByRole('group', { name: 'Quote terms' })
      await user.type(within(terms).getByLabelText(/^Lead time/), '14')
      await user.click(within(form).getByRole('button', { name: 'Send quote' }))
      expect(await screen.findByText('Your quote was sent to the buyer.')).toBeTruthy()
      expect(api.callsTo(submitQuoteByLink)[0]?.body).toMatchObject({ attachmentIds: ['file-1'] })
    })

    it('says a form without any price cannot be sent, and sends nothing', async () => {
      const user = userEvent.setup()
      const { api } = render((api) => api.on(getRfqByLink, { message: 'ok', data: rfq }))
      const form = await screen.findByRole('form', { name: 'Your quote' })
      const terms = within(form).getByRole('group', { name: 'Quote terms' })
      await user.type(within(terms).getByLabelText(/^Lead time/), '3')
      await user.click(within(form).getByRole('button', { name: 'Send quote' }))
      expect(await screen.findByText(NO_PRICES)).toBeTruthy()
      expect(api.callsTo(submitQuoteByLink)).toHaveLength(0)
    })

    it('starts a revision from the answer sent, and shows why the server refused it', async () => {
      const user = userEvent.setup()
      render((api) => {
        api.on(getRfqByLink, { message: 'ok', data: answeredRfq })
        api.on(submitQuoteByLink, {
          status: 409,
          body: {
            message: 'The deadline for this request has passed, so it takes no more answers.',
          },
        })
      })
      const form = await screen.findByRole('form', { name: 'Your quote (revision 1)' })
      const valve = within(form).getByRole('group', { name: /Gate valve/ })
      expect((within(valve).getByLabelText('Unit price (NGN)') as HTMLInputElement).value).toBe(
        '450',
      )
      expect((within(valve).getByLabelText('Note') as HTMLInputElement).value).toBe('Brass')
      await user.click(within(form).getByRole('button', { name: 'Send revision' }))
      expect(
        await screen.findByText(
          'The deadline for this request has passed, so it takes no more answers.',
        ),
      ).toBeTruthy()
    })

    it('declines with a reason, and the page shows the request declined', async () => {
      const user = userEvent.setup()
      const { api } = render((api) => {
        api.on(getRfqByLink, { message: 'ok', data: rfq })
        api.on(declineRfqByLink, {
          message: 'You declined this request.',
          data: { ...rfq, status: 'declined' },
        })
      })
      await user.click(await screen.findByRole('button', { name: 'Decline…' }))
      const decline = screen.getByRole('form', { name: 'Decline' })
      await user.type(within(decline).getByLabelText(/Why are you declining/), 'No stock')
      await user.click(within(decline).getByRole('button', { name: 'Decline request' }))
      expect(await screen.findByText('You declined this request.')).toBeTruthy()
      expect(api.callsTo(declineRfqByLink)[0]?.body).toEqual({ reason: 'No stock' })
      expect(await screen.findByText('Declined')).toBeTruthy()
      expect(
        screen.getByText(
          'You declined this request. You can still send a quote until the deadline.',
        ),
      ).toBeTruthy()
    })

    it('offers no form once the request is closed', async () => {
      render((api) =>
        api.on(getRfqByLink, {
          message: 'ok',
          data: { ...answeredRfq, status: 'awarded' },
        }),
      )
      expect(await screen.findByText('Awarded')).toBeTruthy()
      expect(screen.queryByRole('form', { name: /Your quote/ })).toBeNull()
      expect(screen.getByText(/accepted your quote\. A purchase order follows\./)).toBeTruthy()
    })

    it('names the purchase order once sent, and sends a link visitor to its e-mail', async () => {
      const sentAt = '2026-03-02T12:00:00.000Z'
      const awarded: VendorRfq = {
        ...answeredRfq,
        status: 'awarded',
        purchaseOrder: { id: 'po-7', number: 'PO-0007', status: 'sent', sentAt },
      }
      const { unmount } = render((api) => api.on(getRfqByLink, { message: 'ok', data: awarded }))
      const outcome = await screen.findByText(/accepted your quote/)
      expect(outcome.textContent).toBe(
        `Accra Foods Plc accepted your quote. Purchase order PO-0007 was sent to you on ${formatDate(sentAt)} and waits for your answer. Open it from its e-mail to accept or decline it.`,
      )
      expect(within(outcome).getByText(formatDate(sentAt)).getAttribute('datetime')).toBe(sentAt)
      // The link opens the RFQ only: no way from here into the PO.
      expect(screen.queryByRole('link', { name: /purchase order/i })).toBeNull()
      unmount()

      render((api) =>
        api.on(getRfqByLink, {
          message: 'ok',
          data: {
            ...awarded,
            purchaseOrder: { id: 'po-7', number: 'PO-0007', status: 'partially_shipped', sentAt },
          },
        }),
      )
      expect((await screen.findByText(/accepted your quote/)).textContent).toContain(
        'You accepted it; it is now partially shipped. Open it from its e-mail to see it.',
      )
      expect(screen.queryByText(/A purchase order follows/)).toBeNull()
    })

    it('tells a vendor that was not chosen, and one that won some of its items', async () => {
      const { unmount } = render((api) =>
        api.on(getRfqByLink, { message: 'ok', data: { ...answeredRfq, status: 'not_awarded' } }),
      )
      expect(await screen.findByText(/chose another quote for this request/)).toBeTruthy()
      unmount()
      const response = answeredRfq.response
      if (!response) throw new Error('fixture changed')
      render((api) =>
        api.on(getRfqByLink, {
          message: 'ok',
          data: {
            ...answeredRfq,
            status: 'awarded',
            response: { ...response, status: 'partially_accepted' },
          },
        }),
      )
      expect(await screen.findByText(/accepted your quote for some of its items/)).toBeTruthy()
    })
  })
})
