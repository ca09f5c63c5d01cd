import { dashboardSummary } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { busySummary, dashboardSummaryFixture } from '../../../testing/dashboardFixtures'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { DashboardHome } from './DashboardHome'

const meta = {
  title: 'Screens/Dashboard/Home',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const screen = (mock: (api: MockApi) => void, session = storySession()) => (
  <AllyStory session={session} mock={mock}>
    <DashboardHome />
  </AllyStory>
)
const reply = (data: typeof busySummary) => ({ message: 'Dashboard summary', data })

export const NeedsAttention: Story = {
  name: 'Needs attention',
  render: () => screen((api) => api.on(dashboardSummary, reply(busySummary))),
}

export const ExceptionsOnly: Story = {
  name: 'Exceptions: overdue and received in part',
  render: () =>
    screen((api) =>
      api.on(
        dashboardSummary,
        reply(
          dashboardSummaryFixture({
            purchaseOrdersOverdue: busySummary.purchaseOrdersOverdue,
            purchaseOrdersPartiallyReceived: busySummary.purchaseOrdersPartiallyReceived,
            spendThisMonth: 9_520,
          }),
        ),
      ),
    ),
}

export const AllCaughtUp: Story = {
  name: 'All caught up',
  render: () =>
    screen((api) =>
      api.on(dashboardSummary, reply(dashboardSummaryFixture({ spendThisMonth: 1270 }))),
    ),
}

export const NewBusiness: Story = {
  name: 'New business: first steps',
  render: () =>
    screen(
      (api) => api.on(dashboardSummary, reply(dashboardSummaryFixture({ vendors: 2, orders: 0 }))),
      storySession({ businessDoc: null }),
    ),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(dashboardSummary, () => new Promise(() => {}))),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) =>
      api.on(dashboardSummary, {
        status: 503,
        body: { message: 'The server is busy. Try again.' },
      }),
    ),
}
