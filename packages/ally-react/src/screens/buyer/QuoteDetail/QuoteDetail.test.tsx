import { closeQuote, getQuote, listQuoteRfqs, listReplyDrafts, remindQuoteVendors } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { roundRfqsFixture } from '../../../testing/orderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { comparisonFixture, servePaged } from '../../../testing/sourcingFixtures'
import { QUOTE_DETAIL_NOT_FOUND, QuoteDetail } from './QuoteDetail'

const quote = comparisonFixture().quote

const render = (mock: (api: MockApi) => void) =>
  renderScreen(<QuoteDetail quoteId={quote.id} />, { session: storySession(), mock })

const serving = (api: MockApi) => {
  api.on(getQuote, { message: 'ok', data: quote })
  api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
  api.on(listReplyDrafts, servePaged([]))
}

const hrefOf = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('link', { name }).getAttribute('href')

describe('QuoteDetail', () => {
  it('shows the round and leads to its answers side by side and to its order', async () => {
    render(serving)
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel bolts' })).toBeTruthy()
    expect(screen.getByText('TA-0001 · Sourcing round')).toBeTruthy()
    expect(screen.getByText(/2 of 3 vendors answered/)).toBeTruthy()
    const terms = screen.getByRole('region', { name: 'Round' })
    expect(within(terms).getByText('USD')).toBeTruthy()
    expect(within(terms).getByText('$100.00')).toBeTruthy()
    expect(hrefOf(document.body, 'Compare answers')).toBe('/dashboard/quotes/quote-1/responses')
    expect(hrefOf(document.body, 'View order')).toBe('/dashboard/order/order-1')
    expect(document.title).toBe('Quote · Ally')
  })

  it('lists one RFQ per vendor with its status, dates and total, and links to both', async () => {
    const { api } = render(serving)
    const boltco = await screen.findByRole('row', { name: /Boltco/ })
    expect(within(boltco).getByText('Responded')).toBeTruthy()
    expect(within(boltco).getByText('$100.00')).toBeTruthy()
    expect(hrefOf(boltco, 'Answer from Boltco')).toBe(
      '/dashboard/quotes/quote-1/item/vendor-detail?vendor=boltco',
    )
    expect(hrefOf(boltco, 'RFQ to Boltco')).toBe('/dashboard/rfq/rfq-boltco')
    // Quietparts only opened its RFQ: no answer to open yet, and it may still answer.
    const quiet = screen.getByRole('row', { name: /Quietparts/ })
    expect(within(quiet).getByText('Viewed')).toBeTruthy()
    expect(within(quiet).getByText('Not yet')).toBeTruthy()
    expect(within(quiet).getByText('Awaiting response')).toBeTruthy()
    expect(within(quiet).queryByRole('link', { name: /Answer/ })).toBeNull()
    expect(hrefOf(quiet, 'RFQ to Quietparts')).toBe('/dashboard/rfq/rfq-quiet')
    const asked = api.callsTo(listQuoteRfqs)[0]?.query
    expect(asked?.get('quoteId')).toBe('quote-1')
    expect(asked?.get('limit')).toBe('100')
  })

  it('says when the round has no RFQs', async () => {
    render((api) => {
      api.on(getQuote, {
        message: 'ok',
        data: { ...quote, rfqCount: 0, responseCount: 0, waitingCount: 0 },
      })
      api.on(listQuoteRfqs, servePaged([]))
    })
    expect(await screen.findByText('No RFQs in this round.')).toBeTruthy()
  })

  it('offers a retry when the RFQs fail to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) => {
      api.on(getQuote, { message: 'ok', data: quote })
      api.on(listQuoteRfqs, (call) =>
        fail
          ? { status: 500, body: { message: 'The server is busy.' } }
          : servePaged(roundRfqsFixture())(call),
      )
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/The server is busy/)).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /Boltco/ })).toBeTruthy()
  })

  it('offers a retry when the round fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) => {
      api.on(getQuote, () =>
        fail
          ? { status: 500, body: { message: 'The server is busy.' } }
          : { message: 'ok', data: quote },
      )
      api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Could not load this quote' })).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel bolts' })).toBeTruthy()
  })

  it('says a round of another business (or none) was not found, with a way back', async () => {
    render((api) => api.on(getQuote, { status: 404, body: { message: 'Not found.' } }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: QUOTE_DETAIL_NOT_FOUND })).toBeTruthy()
    expect(hrefOf(alert, 'Back to quotes')).toBe('/dashboard/quotes')
  })

  it('reminds the vendors still to answer, and closes the round early after a confirmation', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(api)
      api.on(remindQuoteVendors, {
        message: 'Reminded 1 vendor',
        data: { quote, rfqs: roundRfqsFixture().slice(2) },
      })
      api.on(closeQuote, {
        message: 'Round closed',
        data: { quote: { ...quote, status: 'closed' }, rfqs: [] },
      })
    })
    await user.click(
      await screen.findByRole('button', { name: 'Remind vendors who have not answered' }),
    )
    expect(await screen.findByText('Reminded 1 vendor')).toBeTruthy()
    expect(api.callsTo(remindQuoteVendors)[0]?.path).toBe('/api/v1/ldb/rfq/quotes/remind/quote-1')
    await user.click(screen.getByRole('button', { name: 'Close early…' }))
    const dialog = screen.getByRole('dialog', { name: 'Close this round now?' })
    expect(within(dialog).getByText(/The 1 still to answer are told it closed/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Close round' }))
    expect(await screen.findByText('Round closed')).toBeTruthy()
    expect(api.callsTo(closeQuote)[0]?.path).toBe('/api/v1/ldb/rfq/quotes/close/quote-1')
  })

  it('has nobody to remind when no RFQ still waits for an answer', async () => {
    render((api) => {
      serving(api)
      // Three asked: two answered, and the third let its deadline pass.
      api.on(getQuote, { message: 'ok', data: { ...quote, waitingCount: 0 } })
    })
    const remind = await screen.findByRole('button', {
      name: 'Remind vendors who have not answered',
    })
    expect(remind.hasAttribute('disabled')).toBe(true)
  })

  it('offers neither once the round is no longer open', async () => {
    render((api) => {
      serving(api)
      api.on(getQuote, { message: 'ok', data: { ...quote, status: 'awarded' } })
    })
    await screen.findByRole('heading', { level: 1, name: 'Steel bolts' })
    expect(screen.queryByRole('button', { name: /Remind vendors/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close early…' })).toBeNull()
  })
})
