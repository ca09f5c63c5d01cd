import { listQuotes } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { isClickCancelled } from '../../../testing/linkClicks'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { quoteFixture, servePaged } from '../../../testing/sourcingFixtures'
import { QuoteList } from './QuoteList'

const rounds = Array.from({ length: 30 }, (_, i) =>
  quoteFixture(i + 1, i === 0 ? { status: 'awarded', title: 'Steel bolts' } : {}),
)

describe('QuoteList', () => {
  it('lists the rounds with their answers, lowest total and status; a row opens the answers', async () => {
    const { api } = renderScreen(<QuoteList />, {
      session: storySession(),
      mock: (api) => api.on(listQuotes, servePaged(rounds)),
    })
    expect(await screen.findByText('30 rounds.')).toBeTruthy()
    const row = screen.getByRole('row', { name: /Steel bolts/ })
    expect(within(row).getByText('TA-0001')).toBeTruthy()
    expect(within(row).getByText('Awarded')).toBeTruthy()
    expect(within(row).getByText('2 of 3')).toBeTruthy()
    expect(within(row).getByText('$1,210.00')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Steel bolts' }).getAttribute('href')).toBe(
      '/dashboard/quotes/quote-1/responses',
    )
    // 25 a page; no empty filters in the request.
    const [first] = api.callsTo(listQuotes)
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ limit: '25', page: '1' })
  })

  it("opens a round through a real link: a plain click moves in the app, Ctrl/Cmd-click is the browser's", async () => {
    const user = userEvent.setup()
    const { container, navigation } = renderScreen(<QuoteList />, {
      session: storySession(),
      mock: (api) => api.on(listQuotes, servePaged(rounds.slice(0, 3))),
    })
    const row = await screen.findByRole('row', { name: /Steel bolts/ })
    const link = within(row).getByRole('link', { name: 'Steel bolts' })
    expect(isClickCancelled(container, link, { ctrlKey: true })).toBe(false)
    expect(isClickCancelled(container, link, { metaKey: true })).toBe(false)
    expect(navigation.navigate).not.toHaveBeenCalled()
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith(
      '/dashboard/quotes/quote-1/responses',
    )
    // The keyboard: the row under focus opens on Enter.
    await user.keyboard('{ArrowDown}{Enter}')
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/quotes/quote-2/responses')
  })

  it('filters by search and status, leaving empty values out of the query', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<QuoteList />, {
      session: storySession(),
      mock: (api) =>
        api.on(listQuotes, ({ query }) =>
          pagedReply(
            rounds.filter(
              (round) =>
                (!query.get('search') || round.title.includes('bolts')) &&
                (!query.get('status') || round.status === query.get('status')),
            ),
            query,
          ),
        ),
    })
    await screen.findByText('30 rounds.')
    await user.type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'bolts')
    expect(await screen.findByText('1 round matches.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Status/ }))
    await user.click(screen.getByRole('option', { name: 'Open' }))
    expect(await screen.findByText('No rounds match these filters.')).toBeTruthy()
    const last = api.callsTo(listQuotes).at(-1)
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      search: 'bolts',
      status: 'open',
      limit: '25',
      page: '1',
    })
  })

  it('takes the status filter off again with "All statuses"', async () => {
    const user = userEvent.setup()
    const onFiltersChange = vi.fn()
    renderScreen(<QuoteList filters={{ status: 'open' }} onFiltersChange={onFiltersChange} />, {
      session: storySession(),
      mock: (api) => api.on(listQuotes, servePaged(rounds)),
    })
    await screen.findByText('30 rounds match.')
    await user.click(screen.getByRole('button', { name: /Status/ }))
    await user.click(screen.getByRole('option', { name: 'All statuses' }))
    expect(onFiltersChange).toHaveBeenLastCalledWith({ status: undefined })
  })

  it('explains where rounds come from when there are none', async () => {
    renderScreen(<QuoteList />, {
      session: storySession(),
      mock: (api) => api.on(listQuotes, servePaged([])),
    })
    await waitFor(() =>
      expect(
        screen.getByText(/No sourcing rounds yet\. Rounds appear here once RFQs go out/),
      ).toBeTruthy(),
    )
  })
})
