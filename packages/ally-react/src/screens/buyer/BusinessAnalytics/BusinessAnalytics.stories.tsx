import { businessAnalytics, listVendors } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { action } from 'storybook/actions'
import { AllyStory } from '../../../testing/AllyStory'
import {
  businessAnalyticsFixture,
  emptyBusinessAnalytics,
  serveBusinessAnalytics,
} from '../../../testing/businessAnalyticsFixtures'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi, RecordedCall } from '../../../testing/mockApi'
import { BusinessAnalytics } from './BusinessAnalytics'

const meta = {
  title: 'Screens/Business analytics',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const session = storySession()
const later = <T,>(value: T, ms = 400) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))
const vendors = Array.from({ length: 12 }, (_, i) => vendorFixture(i + 1))

function Screen({ mock, children }: { mock: (api: MockApi) => void; children: ReactNode }) {
  return (
    <AllyStory
      session={session}
      mock={(api) => {
        api.on(listVendors, serveVendors(vendors))
        mock(api)
      }}
    >
      <div style={{ maxWidth: '72rem', margin: '0 auto' }}>{children}</div>
    </AllyStory>
  )
}

/** One vendor's figures are smaller; any filter answers after a short wait (placeholder data). */
function reportFor({ query }: RecordedCall) {
  const report = businessAnalyticsFixture()
  if (!query.get('vendorId')) return report
  return businessAnalyticsFixture({
    spendByVendor: report.spendByVendor.slice(0, 1),
    totals: { ...report.totals, spend: 24_000_000, vendorsUsed: 1, purchaseOrders: 12 },
  })
}

export const Default: Story = {
  render: () => (
    <Screen
      mock={(api) =>
        api.on(businessAnalytics, (call) => later(serveBusinessAnalytics(reportFor)(call)))
      }
    >
      <BusinessAnalytics onFiltersChange={action('filtersChange')} />
    </Screen>
  ),
}

export const NegativeSavings: Story = {
  name: 'Savings below zero',
  render: () => (
    <Screen
      mock={(api) =>
        api.on(
          businessAnalytics,
          serveBusinessAnalytics(
            businessAnalyticsFixture({
              savings: {
                rounds: 4,
                awarded: 3_000_000,
                againstHighest: 120_000,
                againstAverage: -245_000,
              },
            }),
          ),
        )
      }
    >
      <BusinessAnalytics />
    </Screen>
  ),
}

export const Empty: Story = {
  name: 'Empty — nothing in the period',
  render: () => (
    <Screen
      mock={(api) => api.on(businessAnalytics, serveBusinessAnalytics(emptyBusinessAnalytics()))}
    >
      <BusinessAnalytics />
    </Screen>
  ),
}

export const Loading: Story = {
  render: () => (
    <Screen mock={(api) => api.on(businessAnalytics, () => new Promise(() => {}))}>
      <BusinessAnalytics />
    </Screen>
  ),
}

export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <Screen
      mock={(api) =>
        api.on(businessAnalytics, {
          status: 503,
          body: { message: 'The analytics service is down.' },
        })
      }
    >
      <BusinessAnalytics />
    </Screen>
  ),
}
