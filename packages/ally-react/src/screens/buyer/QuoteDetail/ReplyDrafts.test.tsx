import {
  confirmReplyDraft,
  dismissReplyDraft,
  getQuote,
  listQuoteRfqs,
  listReplyDrafts,
  type ReplyDraft,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { roundRfqsFixture } from '../../../testing/orderFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { replyDraftFixture, unreadReplyDraftFixture } from '../../../testing/replyDraftFixtures'
import { comparisonFixture, servePaged } from '../../../testing/sourcingFixtures'
import { QuoteDetail } from './QuoteDetail'

const quote = comparisonFixture().quote

/** The round, with these drafts waiting; confirming or dismissing one takes it off the list. */
function serving(drafts: ReplyDraft[]) {
  return (api: MockApi) => {
    api.on(getQuote, { message: 'ok', data: quote })
    api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
    api.on(listReplyDrafts, servePaged(drafts))
    const decided = (path: string) => {
      const index = drafts.findIndex((draft) => path.includes(`/${draft.id}/`))
      return index < 0 ? undefined : drafts.splice(index, 1)[0]
    }
    api.on(confirmReplyDraft, ({ path }) => {
      const draft = decided(path)
      if (!draft) return { status: 404, body: { message: 'This draft answer does not exist.' } }
      return {
        message: 'Answer saved from the e-mail',
        data: comparisonFixture().vendors[0]?.response as never,
      }
    })
    api.on(dismissReplyDraft, ({ path }) => {
      const draft = decided(path)
      if (!draft) return { status: 404, body: { message: 'This draft answer does not exist.' } }
      return { message: 'Draft dismissed', data: { ...draft, status: 'dismissed' as const } }
    })
  }
}

const render = (mock: (api: MockApi) => void, role = 'owner') =>
  renderScreen(<QuoteDetail quoteId={quote.id} />, { session: storySession({ role }), mock })

const section = () => screen.findByRole('region', { name: /Answers read from e-mail/ })

describe('QuoteDetail: answers vendors e-mailed', () => {
  it('shows nothing while no vendor answered by e-mail', async () => {
    const { api } = render(serving([]))
    await screen.findByRole('row', { name: /Quietparts/ })
    await waitFor(() => expect(api.callsTo(listReplyDrafts)).toHaveLength(1))
    const asked = api.callsTo(listReplyDrafts)[0]?.query
    expect(asked?.get('quoteId')).toBe('quote-1')
    expect(asked?.get('status')).toBe('draft')
    expect(screen.queryByRole('region', { name: /Answers read from e-mail/ })).toBeNull()
  })

  it('shows each reply with what was read, the e-mail as text and its files', async () => {
    render(serving([replyDraftFixture(), unreadReplyDraftFixture()]))
    const drafts = await section()
    expect(
      within(drafts).getByRole('heading', { name: 'Answers read from e-mail (2)' }),
    ).toBeTruthy()
    const [read, unread] = within(drafts).getAllByRole('article')
    expect(within(read as HTMLElement).getByText('1 of 1 prices read.')).toBeTruthy()
    expect(
      within(read as HTMLElement).getByText(
        /E-mail from hello@quietparts.test, .*a reply in the RFQ’s e-mail thread/,
      ),
    ).toBeTruthy()
    // The e-mail is shown as text: its markup would be text too, never HTML.
    expect(within(read as HTMLElement).getByText(/Our prices:/).tagName).toBe('PRE')
    expect(
      within(read as HTMLElement)
        .getByRole('link', { name: 'quietparts-quote.pdf' })
        .getAttribute('download'),
    ).toBe('quietparts-quote.pdf')
    expect(
      within(unread as HTMLElement).getByText(/Nothing could be read from this e-mail/),
    ).toBeTruthy()
    expect(within(unread as HTMLElement).getByText(/No prices could be read/)).toBeTruthy()
  })

  it('confirms a draft as read or corrected: the prices, terms and where each was read', async () => {
    const user = userEvent.setup()
    const { api } = render(serving([replyDraftFixture()]))
    const drafts = await section()
    await user.click(within(drafts).getByRole('button', { name: 'Review and confirm' }))
    const price = within(drafts).getByRole('spinbutton', { name: /Steel pipe 2" — unit price/ })
    expect((price as HTMLInputElement).value).toBe('0.95')
    expect(
      within(drafts).getByText(/Read from the e-mail, line 3: “Steel pipe 2": \$0.95 each”/),
    ).toBeTruthy()
    expect(
      (within(drafts).getByRole('spinbutton', { name: /Lead time/ }) as HTMLInputElement).value,
    ).toBe('7')
    expect(within(drafts).getByText('None read: leave empty for none.')).toBeTruthy()
    await user.clear(price)
    await user.type(price, '0.9')
    await user.type(within(drafts).getByRole('spinbutton', { name: /Shipping cost/ }), '12')
    await user.click(within(drafts).getByRole('button', { name: 'Confirm answer' }))
    expect(await screen.findByText('Answer from Quietparts saved')).toBeTruthy()
    expect(api.callsTo(confirmReplyDraft)[0]).toMatchObject({
      path: '/api/v1/ldb/social/reply-drafts/draft-quiet/confirm',
      body: {
        currency: 'usd',
        lines: [{ lineId: 'line-1', unitPrice: 0.9 }],
        leadTimeDays: 7,
        validUntil: '2099-02-07',
        shippingCost: 12,
      },
    })
    // Read again, the draft is gone, and the round with it.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Answers read from e-mail/ })).toBeNull(),
    )
    expect(api.callsTo(listQuoteRfqs).length).toBeGreaterThan(1)
  })

  it('asks for a price before confirming a reply nothing was read from, and dismisses it', async () => {
    const user = userEvent.setup()
    const { api } = render(serving([unreadReplyDraftFixture()]))
    const drafts = await section()
    await user.click(within(drafts).getByRole('button', { name: 'Review and confirm' }))
    expect(within(drafts).getAllByText(/Not found in the e-mail/)).toHaveLength(3)
    await user.type(within(drafts).getByRole('spinbutton', { name: /Lead time/ }), '5')
    await user.type(within(drafts).getByLabelText(/Valid until/), '2099-03-01')
    await user.click(within(drafts).getByRole('button', { name: 'Confirm answer' }))
    expect(await screen.findByText('Give a unit price for at least one item.')).toBeTruthy()
    expect(api.callsTo(confirmReplyDraft)).toHaveLength(0)
    await user.click(within(drafts).getByRole('button', { name: 'Dismiss' }))
    expect(await screen.findByText('Draft dismissed')).toBeTruthy()
    expect(api.callsTo(dismissReplyDraft)[0]?.path).toBe(
      '/api/v1/ldb/social/reply-drafts/draft-unread/dismiss',
    )
  })

  it('lets a viewer read the drafts but not confirm them', async () => {
    render(serving([replyDraftFixture()]), 'viewer')
    const drafts = await section()
    expect(within(drafts).getByText('1 of 1 prices read.')).toBeTruthy()
    expect(within(drafts).queryByRole('button', { name: 'Review and confirm' })).toBeNull()
  })
})
