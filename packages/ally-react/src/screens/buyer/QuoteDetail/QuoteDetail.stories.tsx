import { getQuote, listQuoteRfqs, listReplyDrafts } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { roundRfqsFixture } from '../../../testing/orderFixtures'
import { replyDraftFixture, unreadReplyDraftFixture } from '../../../testing/replyDraftFixtures'
import { comparisonFixture, servePaged } from '../../../testing/sourcingFixtures'
import { QuoteDetail } from './QuoteDetail'

const meta = {
  title: 'Screens/Sourcing/Quote round',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const quote = comparisonFixture().quote

// No vendor answered by e-mail unless a story says so.
const screen = (mock: (api: MockApi) => void) => (
  <AllyStory
    session={storySession()}
    mock={(api) => {
      api.on(listReplyDrafts, servePaged([]))
      mock(api)
    }}
  >
    <QuoteDetail quoteId={quote.id} />
  </AllyStory>
)

export const Open: Story = {
  render: () =>
    screen((api) => {
      api.on(getQuote, { message: 'ok', data: quote })
      api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
    }),
}

export const AnswersByEmail: Story = {
  name: 'Answers by e-mail',
  render: () =>
    screen((api) => {
      api.on(getQuote, { message: 'ok', data: quote })
      api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
      api.on(listReplyDrafts, servePaged([replyDraftFixture(), unreadReplyDraftFixture()]))
    }),
}

export const Awarded: Story = {
  render: () =>
    screen((api) => {
      api.on(getQuote, { message: 'ok', data: { ...quote, status: 'awarded' } })
      api.on(
        listQuoteRfqs,
        servePaged(
          roundRfqsFixture().map((rfq, index) => ({
            ...rfq,
            status: index === 0 ? ('awarded' as const) : ('not_awarded' as const),
          })),
        ),
      )
    }),
}

export const NoRfqs: Story = {
  name: 'No RFQs',
  render: () =>
    screen((api) => {
      api.on(getQuote, {
        message: 'ok',
        data: { ...quote, rfqCount: 0, responseCount: 0, waitingCount: 0 },
      })
      api.on(listQuoteRfqs, servePaged([]))
    }),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(getQuote, () => new Promise(() => {}))),
}

export const LoadError: Story = {
  name: 'Error',
  render: () =>
    screen((api) => api.on(getQuote, { status: 500, body: { message: 'The server is busy.' } })),
}

export const NotFound: Story = {
  name: 'Another business’s',
  render: () => screen((api) => api.on(getQuote, { status: 404, body: { message: 'Not found.' } })),
}
