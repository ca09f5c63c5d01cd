import { listQuotes } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { quoteFixture, servePaged } from '../../../testing/sourcingFixtures'
import { QuoteList } from './QuoteList'

const meta = {
  title: 'Screens/Sourcing/Quote list',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const STATUSES = ['open', 'open', 'closed', 'awarded', 'cancelled'] as const
const rounds = Array.from({ length: 60 }, (_, i) =>
  quoteFixture(i + 1, { status: STATUSES[i % STATUSES.length] }),
)

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <QuoteList />
  </AllyStory>
)

export const Filled: Story = {
  render: () => screen((api) => api.on(listQuotes, servePaged(rounds))),
}

export const Empty: Story = { render: () => screen((api) => api.on(listQuotes, servePaged([]))) }

export const Loading: Story = {
  render: () => screen((api) => api.on(listQuotes, () => new Promise(() => {}))),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) =>
      api.on(listQuotes, { status: 503, body: { message: 'The server is busy. Try again.' } }),
    ),
}
