import { vendorAnalytics } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { action } from 'storybook/actions'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi, RecordedCall } from '../../../testing/mockApi'
import { performanceFixture, serveVendorAnalytics } from '../../../testing/vendorAnalyticsFixtures'
import { VendorAnalytics } from './VendorAnalytics'

const meta = {
  title: 'Screens/Vendor analytics',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const session = storySession()
const later = <T,>(value: T, ms = 400) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

function Screen({ mock, children }: { mock: (api: MockApi) => void; children: ReactNode }) {
  return (
    <AllyStory session={session} mock={mock}>
      <div style={{ maxWidth: '72rem', margin: '0 auto' }}>{children}</div>
    </AllyStory>
  )
}

/** 80 vendors over all time; every fifth has no history yet (no response, win or on-time). */
const everyone = Array.from({ length: 80 }, (_, i) =>
  performanceFixture(
    i + 1,
    (i + 1) % 5 === 0
      ? { responseRate: null, winRate: null, onTimeRate: null, averageLeadTimeDays: null }
      : {},
  ),
)

/** Fewer vendors had activity in a shorter period. */
function activeIn({ query }: RecordedCall) {
  const from = query.get('from')
  const to = query.get('to')
  if (!from || !to) return everyone
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
  return everyone.slice(0, days <= 30 ? 5 : days <= 90 ? 14 : 64)
}

const serve = serveVendorAnalytics(activeIn, 'ngn')

/** Twelve months: 64 vendors in pages of 50 ("Load more"); a shorter period has fewer. */
export const Default: Story = {
  render: () => (
    <Screen mock={(api) => api.on(vendorAnalytics, (call) => later(serve(call)))}>
      <VendorAnalytics onPeriodChange={action('periodChange')} />
    </Screen>
  ),
}

export const Empty: Story = {
  name: 'Empty — no activity in the period',
  render: () => (
    <Screen
      mock={(api) => api.on(vendorAnalytics, (call) => later(serveVendorAnalytics([])(call)))}
    >
      <VendorAnalytics />
    </Screen>
  ),
}

export const Loading: Story = {
  render: () => (
    <Screen mock={(api) => api.on(vendorAnalytics, () => new Promise(() => {}))}>
      <VendorAnalytics />
    </Screen>
  ),
}

export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <Screen
      mock={(api) =>
        api.on(vendorAnalytics, {
          status: 503,
          body: { message: 'The analytics service is down.' },
        })
      }
    >
      <VendorAnalytics />
    </Screen>
  ),
}
