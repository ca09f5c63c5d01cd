import { acceptQuote, compareQuote, type QuoteComparison } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { comparisonFixture } from '../../../testing/sourcingFixtures'
import { cheapestSplit, splitAwards } from './comparison'
import { QUOTE_NOT_FOUND, QuoteResponses } from './QuoteResponses'

const TODAY = '2026-11-24'

const render = (mock: (api: MockApi) => void) =>
  renderScreen(<QuoteResponses quoteId="quote-1" today={TODAY} />, {
    mock,
    session: storySession(),
  })

const serving = (comparison: QuoteComparison) => (api: MockApi) =>
  api.on(compareQuote, { message: '2 answers from 3 vendors', data: comparison })

/** The text of every cell in a table row, by the row's header. */
function rowOf(name: string) {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) })
  const row = header.closest('tr') as HTMLElement
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}

describe('QuoteResponses', () => {
  it('puts the answers side by side in the round currency, best prices marked', async () => {
    render(serving(comparisonFixture()))
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel bolts' })).toBeTruthy()
    expect(screen.getByText(/2 of 3 vendors answered/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'RFQs of this deal' }).getAttribute('href')).toBe(
      '/dashboard/rfqs?taId=TA-0001',
    )
    const table = screen.getByRole('table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers[2]).toBe('Boltco')
    expect(headers[3]).toMatch(/^Eurofix GmbHQuoted in EUR · 1 EUR = 1\.087 USD$/)
    // Boltco's bolts are cheaper, Eurofix's nuts; the target price shows beside them.
    expect(rowOf('M8 bolt')).toEqual([
      '$0.40',
      '$0.50Best price$50.00 · 7 daysAward',
      '$0.60$60.00Award',
    ])
    expect(rowOf('M8 nut')[2]).toBe('$0.18Best price$36.00Award')
    expect(rowOf('Landed cost')).toEqual(['$100.00Lowest', '$106.00'])
    expect(rowOf('Win rate')).toEqual(['50%', 'No history'])
    // Quietparts has not answered: listed below with its RFQ's status.
    const waiting = screen.getByRole('region', { name: 'No answer from' })
    expect(within(waiting).getByRole('link', { name: 'Quietparts' })).toBeTruthy()
    expect(within(waiting).getByText('Viewed')).toBeTruthy()
  })

  it('awards everything to one vendor after a confirmation', async () => {
    const user = userEvent.setup()
    const awarded = comparisonFixture({
      quote: { ...comparisonFixture().quote, status: 'awarded' },
      awards: ['bolt', 'nut'].map((lineId) => ({
        lineId,
        quoteResponseId: 'response-rfq-boltco',
        vendorId: 'boltco',
        approvedId: 'approved-boltco',
        purchaseOrder: null,
      })),
    })
    let compared = comparisonFixture()
    const { api } = render((api) => {
      api.on(compareQuote, () => ({ message: 'ok', data: compared }))
      api.on(acceptQuote, () => {
        compared = awarded
        return {
          message: 'Quote from Boltco accepted',
          data: { quote: awarded.quote, approved: [] },
        }
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Award all to Boltco' }))
    const dialog = screen.getByRole('dialog', { name: 'Award TA-0001?' })
    expect(
      within(dialog).getByText(/M8 bolt \(100 pcs\), M8 nut \(200 pcs\) · \$100\.00/),
    ).toBeTruthy()
    await user.type(screen.getByLabelText('Note to the chosen vendors (optional)'), 'Dock 3')
    await user.click(within(dialog).getByRole('button', { name: 'Award' }))

    expect(await screen.findByText('Quote from Boltco accepted')).toBeTruthy()
    expect(api.callsTo(acceptQuote)[0]?.body).toEqual({
      awards: [{ quoteResponseId: 'response-rfq-boltco' }],
      note: 'Dock 3',
    })
    // The comparison reads again and shows the award; nothing is left to award.
    const summary = await screen.findByRole('region', { name: 'Awarded' })
    expect(within(summary).getByText(/M8 bolt, M8 nut/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Award all/ })).toBeNull()
    // Both lines are marked in Boltco's column.
    expect(within(screen.getByRole('table')).getAllByText('Awarded')).toHaveLength(2)
    // What comes next: the purchase order for what Boltco won.
    const next = within(summary).getByRole('link', { name: 'Create purchase order for Boltco' })
    expect(next.getAttribute('href')).toBe(
      '/dashboard/purchase-orders/create?award=approved-boltco',
    )
  })

  it('offers a purchase order for each winner of a split award, and opens one already made', async () => {
    const split = comparisonFixture({
      quote: { ...comparisonFixture().quote, status: 'awarded' },
      awards: [
        {
          lineId: 'bolt',
          quoteResponseId: 'response-rfq-boltco',
          vendorId: 'boltco',
          approvedId: 'approved-boltco',
          purchaseOrder: { id: 'po-7', number: 'PO-0007' },
        },
        {
          lineId: 'nut',
          quoteResponseId: 'response-rfq-eurofix',
          vendorId: 'eurofix',
          approvedId: 'approved-eurofix',
          purchaseOrder: null,
        },
      ],
    })
    render(serving(split))
    const summary = await screen.findByRole('region', { name: 'Awarded' })
    const made = within(summary).getByRole('link', { name: 'PO-0007' })
    expect(made.getAttribute('href')).toBe('/dashboard/purchase-orders/po-7')
    const next = within(summary).getByRole('link', {
      name: 'Create purchase order for Eurofix GmbH',
    })
    expect(next.getAttribute('href')).toBe(
      '/dashboard/purchase-orders/create?award=approved-eurofix',
    )
    expect(within(summary).queryByRole('link', { name: /for Boltco/ })).toBeNull()
  })

  it('splits by line, each line starting at its cheapest vendor', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(comparisonFixture())(api)
      api.on(acceptQuote, {
        message: 'Award split between 2 vendors',
        data: { quote: comparisonFixture().quote, approved: [] },
      })
    })
    // Each line's best price is chosen to begin with.
    const nutToEurofix = await screen.findByRole('radio', { name: 'Award M8 nut to Eurofix GmbH' })
    expect((nutToEurofix as HTMLInputElement).checked).toBe(true)
    const split = screen.getByRole('region', { name: 'Award this round' })
    expect(
      within(split)
        .getByText(/^Boltco/)
        .closest('li')?.textContent,
    ).toBe('Boltco: 1 line · $60.00')
    await user.click(screen.getByRole('button', { name: 'Award split between 2 vendors' }))
    const dialog = screen.getByRole('dialog')
    expect(
      within(dialog)
        .getByText(/Boltco/)
        .closest('li')?.textContent,
    ).toBe('Boltco: M8 bolt (100 pcs) · $60.00')
    await user.click(within(dialog).getByRole('button', { name: 'Award' }))
    expect(await screen.findByText('Award split between 2 vendors')).toBeTruthy()
    expect(api.callsTo(acceptQuote)[0]?.body).toEqual({
      awards: [
        { quoteResponseId: 'response-rfq-boltco', lineIds: ['bolt'] },
        { quoteResponseId: 'response-rfq-eurofix', lineIds: ['nut'] },
      ],
    })
  })

  it('awards only the lines chosen, leaving the others for another round', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(comparisonFixture())(api)
      api.on(acceptQuote, {
        message: 'Quote from Boltco accepted',
        data: { quote: comparisonFixture().quote, approved: [] },
      })
    })
    await user.click(await screen.findByRole('radio', { name: 'Award M8 nut to Boltco' }))
    await user.click(screen.getByRole('radio', { name: 'Do not award M8 bolt' }))
    const split = screen.getByRole('region', { name: 'Award this round' })
    expect(within(split).getByText('1 line not awarded')).toBeTruthy()
    await user.click(within(split).getByRole('button', { name: 'Award the chosen lines' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Award' }))
    await screen.findByText('Quote from Boltco accepted')
    expect(api.callsTo(acceptQuote)[0]?.body).toEqual({
      awards: [{ quoteResponseId: 'response-rfq-boltco', lineIds: ['nut'] }],
    })
  })

  it('keeps the dialog open with the server’s reason when the award is refused', async () => {
    const user = userEvent.setup()
    render((api) => {
      serving(comparisonFixture())(api)
      api.on(acceptQuote, {
        status: 409,
        body: { message: 'Boltco has sent a newer answer or withdrawn this one; compare again.' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Award all to Boltco' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Award' }))
    expect(await screen.findByText(/has sent a newer answer/)).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('marks an answer past its validity and never awards it', async () => {
    const fixture = comparisonFixture()
    const [boltco, eurofix, quiet] = fixture.vendors
    if (!boltco?.response || !eurofix || !quiet) throw new Error('fixture changed')
    const expired = { ...boltco, response: { ...boltco.response, validUntil: '2026-11-01' } }
    render(serving({ ...fixture, vendors: [expired, eurofix, quiet] }))
    expect(await screen.findByText('Expired')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Award all to Boltco' })).toBeNull()
    expect(screen.queryByRole('radio', { name: /to Boltco$/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Award all to Eurofix GmbH' })).toBeTruthy()
    expect(rowOf('Landed cost')).toEqual(['$100.00', '$106.00Lowest'])
  })

  it('says when nobody has answered yet', async () => {
    const fixture = comparisonFixture()
    render(
      serving({
        ...fixture,
        vendors: fixture.vendors.map((vendor) => ({
          ...vendor,
          response: null,
          lines: [],
          total: null,
        })),
      }),
    )
    expect(await screen.findByRole('heading', { name: 'No answers yet' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Award this round' })).toBeNull()
  })

  it('says a quote of another business was not found, with the way back', async () => {
    render((api) => api.on(compareQuote, { status: 404, body: { message: 'Not found.' } }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: QUOTE_NOT_FOUND })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Back to quotes' }).getAttribute('href')).toBe(
      '/dashboard/quotes',
    )
  })
})

describe('comparison rules', () => {
  it('splits each line to its cheapest valid answer and groups the lines by vendor', () => {
    const fixture = comparisonFixture()
    const choice = cheapestSplit(fixture, TODAY)
    expect([...choice]).toEqual([
      ['bolt', 'rfq-boltco'],
      ['nut', 'rfq-eurofix'],
    ])
    expect(splitAwards(fixture, new Map([...choice, ['nut', 'rfq-boltco']]))).toEqual([
      { quoteResponseId: 'response-rfq-boltco', lineIds: ['bolt', 'nut'] },
    ])
  })
})
