import { listRfqs } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { isClickCancelled } from '../../../testing/linkClicks'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { rfqFixture, servePaged } from '../../../testing/sourcingFixtures'
import { RfqList } from './RfqList'

const STATUSES = ['sent', 'viewed', 'responded', 'declined', 'awarded'] as const
const sent = Array.from({ length: 40 }, (_, i) =>
  rfqFixture(i + 1, {
    status: STATUSES[i % STATUSES.length],
    total: STATUSES[i % STATUSES.length] === 'responded' ? 1_500 + i : null,
  }),
)

describe('RfqList', () => {
  it('lists each RFQ with its vendor, status and answer; a row opens the RFQ', async () => {
    const { api } = renderScreen(<RfqList />, {
      session: storySession(),
      mock: (api) => api.on(listRfqs, servePaged(sent)),
    })
    expect(await screen.findByText('40 RFQs.')).toBeTruthy()
    const answered = screen.getByRole('row', { name: /lot 3\b/ })
    expect(within(answered).getByText('Responded')).toBeTruthy()
    expect(within(answered).getByText('₦1,502.00')).toBeTruthy()
    expect(within(answered).getByText('Acme Ltd')).toBeTruthy()
    const declined = screen.getByRole('row', { name: /lot 4\b/ })
    // Its status and, in place of a total, its answer.
    expect(within(declined).getAllByText('Declined')).toHaveLength(2)
    expect(
      within(answered)
        .getByRole('link', { name: /lot 3\b/ })
        .getAttribute('href'),
    ).toBe('/dashboard/rfq/rfq-3')
    expect(Object.fromEntries(api.callsTo(listRfqs)[0]?.query ?? [])).toEqual({
      limit: '25',
      page: '1',
    })
  })

  it("opens an RFQ through a real link: a plain click moves in the app, Ctrl/Cmd-click is the browser's", async () => {
    const user = userEvent.setup()
    const { container, navigation } = renderScreen(<RfqList />, {
      session: storySession(),
      mock: (api) => api.on(listRfqs, servePaged(sent.slice(0, 3))),
    })
    const row = await screen.findByRole('row', { name: /lot 3\b/ })
    const link = within(row).getByRole('link', { name: /lot 3\b/ })
    expect(isClickCancelled(container, link, { ctrlKey: true })).toBe(false)
    expect(isClickCancelled(container, link, { metaKey: true })).toBe(false)
    expect(navigation.navigate).not.toHaveBeenCalled()
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/dashboard/rfq/rfq-3')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/rfq/rfq-2')
  })

  it('filters by text, status and a minimum total, leaving empty values out', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<RfqList />, {
      session: storySession(),
      mock: (api) =>
        api.on(listRfqs, ({ query }) =>
          pagedReply(
            sent.filter(
              (rfq) =>
                (!query.get('status') || rfq.status === query.get('status')) &&
                (!query.get('amount') || (rfq.total ?? 0) >= Number(query.get('amount'))),
            ),
            query,
          ),
        ),
    })
    await screen.findByText('40 RFQs.')
    await user.click(screen.getByRole('button', { name: /Status/ }))
    await user.click(screen.getByRole('option', { name: 'Responded' }))
    expect(await screen.findByText('8 RFQs match.')).toBeTruthy()
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum total' }), '1520')
    expect(await screen.findByText('4 RFQs match.')).toBeTruthy()
    await user.type(screen.getByRole('searchbox', { name: 'Search RFQs' }), 'pipes')
    await screen.findByText(/RFQs? match\./)
    await expect
      .poll(() => Object.fromEntries(api.callsTo(listRfqs).at(-1)?.query ?? []))
      .toEqual({ status: 'responded', amount: '1520', search: 'pipes', limit: '25', page: '1' })
  })

  it('shows a deal or a vendor it was opened for, with the way back to every RFQ', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<RfqList />, {
      session: storySession(),
      mock: (api) => api.on(listRfqs, servePaged(sent)),
    })
    await screen.findByText('40 RFQs.')
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull()
    const scoped = renderScreen(<RfqList filters={{ taId: 'TA-0007' }} />, {
      session: storySession(),
      mock: (api) => api.on(listRfqs, servePaged(sent.slice(6, 7))),
    })
    expect(await screen.findByText(/Deal TA-0007/)).toBeTruthy()
    expect(scoped.api.callsTo(listRfqs)[0]?.query.get('taId')).toBe('TA-0007')
    expect(api.callsTo(listRfqs)[0]?.query.get('taId')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show all' }))
  })

  it('says when nothing has been sent yet', async () => {
    renderScreen(<RfqList />, {
      session: storySession(),
      mock: (api) => api.on(listRfqs, servePaged([])),
    })
    expect(await screen.findByText(/No RFQs sent yet/)).toBeTruthy()
  })
})
