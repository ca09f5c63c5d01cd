import { listRfqs } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { rfqFixture, servePaged } from '../../../testing/sourcingFixtures'
import { RfqList } from './RfqList'

const meta = {
  title: 'Screens/Sourcing/RFQ list',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const STATUSES = [
  'sent',
  'viewed',
  'responded',
  'declined',
  'expired',
  'awarded',
  'not_awarded',
] as const
const rfqs = Array.from({ length: 80 }, (_, i) => {
  const status = STATUSES[i % STATUSES.length] ?? 'sent'
  const answered = status === 'responded' || status === 'awarded' || status === 'not_awarded'
  return rfqFixture(i + 1, { status, total: answered ? 240_000 + i * 1_250 : null })
})

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <RfqList />
  </AllyStory>
)

export const Filled: Story = { render: () => screen((api) => api.on(listRfqs, servePaged(rfqs))) }

export const Empty: Story = { render: () => screen((api) => api.on(listRfqs, servePaged([]))) }

export const Loading: Story = {
  render: () => screen((api) => api.on(listRfqs, () => new Promise(() => {}))),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) =>
      api.on(listRfqs, { status: 503, body: { message: 'The server is busy. Try again.' } }),
    ),
}
