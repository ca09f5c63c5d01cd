import { type ComparedVendor, compareQuote, getRfq, type QuoteResponse } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { revisionsFixture, roundRfqsFixture } from '../../../testing/orderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { comparisonFixture } from '../../../testing/sourcingFixtures'
import {
  QUOTE_VENDOR_NOT_FOUND,
  QUOTE_VENDOR_QUOTE_NOT_FOUND,
  QuoteVendorDetail,
} from './QuoteVendorDetail'

const comparison = comparisonFixture()
const [, eurofixRfq] = roundRfqsFixture()

const render = (vendorId: string | undefined, mock: (api: MockApi) => void) =>
  renderScreen(<QuoteVendorDetail quoteId="quote-1" vendorId={vendorId} today="2026-02-01" />, {
    session: storySession(),
    mock,
  })

const serving = (api: MockApi) => {
  api.on(compareQuote, { message: 'ok', data: comparison })
  api.on(getRfq, { message: 'ok', data: { rfq: eurofixRfq, responses: revisionsFixture() } })
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent)

describe('QuoteVendorDetail', () => {
  it("shows the vendor's live answer in full, in its currency and the round's", async () => {
    render('eurofix', serving)
    expect(await screen.findByRole('heading', { level: 1, name: 'Eurofix GmbH' })).toBeTruthy()
    expect(screen.getByText('TA-0001 · Steel bolts')).toBeTruthy()
    expect(document.title).toBe('Quoted vendor · Ally')
    const terms = screen.getByRole('region', { name: 'Answer' }).querySelector('dl') as HTMLElement
    const term = (name: string) =>
      within(terms).getByText(name).closest('div')?.querySelector('dd')?.textContent
    expect(term('Quoted in')).toBe('EUR')
    expect(term('Shipping')).toBe('€9.20')
    expect(term('Total')).toBe('€97.52')
    expect(term('Total in USD')).toBe('$106.001 EUR = 1.087 USD')
    expect(term('Lead time')).toBe('14 days')
    // Every line: asked, target, offered, unit price (and in dollars), line total, lead time, note.
    expect(cellsOf(screen.getByRole('row', { name: /M8 bolt/ }))).toEqual([
      '100 pcs',
      '$0.40',
      '100 pcs',
      '€0.55≈ $0.60',
      '€55.20',
      '—',
      '—',
    ])
    expect(screen.getByRole('link', { name: 'Open RFQ' }).getAttribute('href')).toBe(
      '/dashboard/rfq/rfq-eurofix',
    )
    // The trail and the page's main action both lead back to the comparison.
    const compare = screen.getAllByRole('link', { name: 'Compare answers' })
    expect(new Set(compare.map((link) => link.getAttribute('href')))).toEqual(
      new Set(['/dashboard/quotes/quote-1/responses']),
    )
    expect(screen.getByRole('link', { name: 'Vendor profile' }).getAttribute('href')).toBe(
      '/dashboard/vendor/eurofix',
    )
  })

  it('turns a rate too small to read round', async () => {
    const [boltco, eurofix, quiet] = comparison.vendors as [
      ComparedVendor,
      ComparedVendor,
      ComparedVendor,
    ]
    const inNaira = {
      ...eurofix,
      rate: 1 / 1500,
      response: { ...(eurofix.response as QuoteResponse), currency: 'ngn' as const },
    }
    render('eurofix', (api) => {
      serving(api)
      api.on(compareQuote, {
        message: 'ok',
        data: { ...comparison, vendors: [boltco, inNaira, quiet] },
      })
    })
    expect(await screen.findByText('1 USD = 1,500 NGN')).toBeTruthy()
  })

  it('lists every revision newest first, the earlier one superseded', async () => {
    const { api } = render('eurofix', serving)
    const revisions = await screen.findByRole('region', { name: 'Revisions (2)' })
    const items = [...revisions.querySelectorAll<HTMLElement>('ol > li')]
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Revision 2',
      'Revision 1',
    ])
    const [latest, first] = items as [HTMLElement, HTMLElement]
    expect(within(latest).getByText('Current')).toBeTruthy()
    expect(within(latest).getByText('−23.5% from revision 1')).toBeTruthy()
    expect(within(first).getByText('Superseded')).toBeTruthy()
    expect(within(first).getByText('€127.52')).toBeTruthy()
    expect(first.dataset.replaced).toBe('true')
    expect(within(first).getByText('First offer.')).toBeTruthy()
    expect(api.callsTo(getRfq)[0]?.query.get('rfqId')).toBe('rfq-eurofix')
  })

  it('marks an answer whose validity has run out', async () => {
    renderScreen(<QuoteVendorDetail quoteId="quote-1" vendorId="eurofix" today="2099-02-01" />, {
      session: storySession(),
      mock: serving,
    })
    const answer = await screen.findByRole('region', { name: 'Answer' })
    expect(within(answer).getByText('Expired')).toBeTruthy()
  })

  it('says when the vendor has not answered yet', async () => {
    render('quiet', (api) => {
      api.on(compareQuote, { message: 'ok', data: comparison })
      api.on(getRfq, {
        message: 'ok',
        data: { rfq: { ...eurofixRfq, id: 'rfq-quiet', status: 'viewed' }, responses: [] },
      })
    })
    const answer = await screen.findByRole('region', { name: 'Answer' })
    expect(within(answer).getByText(/No answer yet\. Quietparts may answer until/)).toBeTruthy()
    expect(await screen.findByText(/Every revision the vendor sends shows here/)).toBeTruthy()
  })

  it('offers a retry when the revisions fail to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render('eurofix', (api) => {
      api.on(compareQuote, { message: 'ok', data: comparison })
      api.on(getRfq, () =>
        fail
          ? { status: 500, body: { message: 'The server is busy.' } }
          : { message: 'ok', data: { rfq: eurofixRfq, responses: revisionsFixture() } },
      )
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/Could not load the revisions/)).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Revisions (2)' })).toBeTruthy()
  })

  it("without a vendor, lists the round's vendors to choose from", async () => {
    render(undefined, (api) => api.on(compareQuote, { message: 'ok', data: comparison }))
    const list = await screen.findByRole('region', { name: 'Whose answer?' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/quotes/quote-1/item/vendor-detail?vendor=boltco',
      '/dashboard/quotes/quote-1/item/vendor-detail?vendor=eurofix',
      '/dashboard/quotes/quote-1/item/vendor-detail?vendor=quiet',
    ])
    expect(within(list).getByText('No answer')).toBeTruthy()
  })

  it('says when the vendor was not asked in this round, with a way back to it', async () => {
    render('nobody', (api) => api.on(compareQuote, { message: 'ok', data: comparison }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: QUOTE_VENDOR_NOT_FOUND })).toBeTruthy()
    expect(
      within(alert).getByRole('link', { name: 'Back to the round' }).getAttribute('href'),
    ).toBe('/dashboard/quotes/quote-1')
  })

  it('says a round of another business (or none) was not found', async () => {
    render('eurofix', (api) =>
      api.on(compareQuote, { status: 404, body: { message: 'Not found.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: QUOTE_VENDOR_QUOTE_NOT_FOUND })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Back to quotes' })).toBeTruthy()
  })

  it('offers a retry when the round fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render('eurofix', (api) => {
      api.on(compareQuote, () =>
        fail
          ? { status: 500, body: { message: 'The server is busy.' } }
          : { message: 'ok', data: comparison },
      )
      api.on(getRfq, { message: 'ok', data: { rfq: eurofixRfq, responses: revisionsFixture() } })
    })
    const alert = await screen.findByRole('alert')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Eurofix GmbH' })).toBeTruthy()
  })
})
