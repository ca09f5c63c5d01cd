import { getRfq, listReplyDrafts, type QuoteResponse } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { comparisonFixture, rfqFixture, servePaged } from '../../../testing/sourcingFixtures'
import { RfqDetail } from './RfqDetail'

const meta = {
  title: 'Screens/Sourcing/RFQ',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const rfq = rfqFixture(7, { status: 'responded', message: 'Zinc plated, please.' })
const answer = comparisonFixture().vendors[0]?.response as QuoteResponse
const responses = [
  { ...answer, revision: 2, total: 95_000, currency: 'ngn' as const },
  {
    ...answer,
    id: 'older',
    revision: 1,
    status: 'superseded' as const,
    total: 100_000,
    currency: 'ngn' as const,
  },
]

// No answer by e-mail unless a story says so.
const screen = (mock: (api: MockApi) => void) => (
  <AllyStory
    session={storySession()}
    mock={(api) => {
      api.on(listReplyDrafts, servePaged([]))
      mock(api)
    }}
  >
    <RfqDetail rfqId={rfq.id} />
  </AllyStory>
)

export const Answered: Story = {
  render: () => screen((api) => api.on(getRfq, { message: 'ok', data: { rfq, responses } })),
}

export const Awaiting: Story = {
  render: () =>
    screen((api) =>
      api.on(getRfq, {
        message: 'ok',
        data: { rfq: { ...rfq, status: 'viewed', respondedAt: null, total: null }, responses: [] },
      }),
    ),
}

export const Awarded: Story = {
  render: () =>
    screen((api) =>
      api.on(getRfq, { message: 'ok', data: { rfq: { ...rfq, status: 'awarded' }, responses } }),
    ),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(getRfq, () => new Promise(() => {}))),
}

export const NotFound: Story = {
  name: 'Deleted or another business’s',
  render: () =>
    screen((api) => api.on(getRfq, { status: 404, body: { message: 'This RFQ does not exist.' } })),
}
