import {
  confirmVendorRegistration,
  getVendor,
  listPurchaseOrders,
  listQuotes,
  listRfqs,
  type PendingRegistration,
  updateVendor,
  type Vendor,
  type VendorStats,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi, RecordedCall } from '../../../testing/mockApi'
import {
  purchaseOrderFixture,
  quoteFixture,
  rfqFixture,
  servePaged,
} from '../../../testing/sourcingFixtures'
import { VendorDetail } from './VendorDetail'

// The vendor page with its RFQ, quote and purchase order tabs. (The contact and stats variants
// are in ../vendors.stories.tsx.)

const meta = {
  title: 'Screens/Vendor detail',
  component: VendorDetail,
  parameters: { layout: 'padded' },
  args: { vendorId: 'acme' },
} satisfies Meta<typeof VendorDetail>
export default meta
type Story = StoryObj<typeof meta>

const session = storySession()
const later = <T,>(value: T, ms = 400) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

const acme = vendorFixture(1, {
  id: 'acme',
  name: 'Acme Industrial Supplies Ltd',
  contactName: 'Ada Obi',
  email: 'sales@acme.test',
  phone: '+234 800 0001',
  country: 'Nigeria',
  address: '1 Marina, Lagos',
  orderTypes: ['supply', 'logistics'],
})

const RFQ_STATUSES = ['responded', 'sent', 'viewed', 'awarded', 'not_awarded', 'declined'] as const
const rfqs = Array.from({ length: 42 }, (_, i) =>
  rfqFixture(i + 1, {
    status: RFQ_STATUSES[i % RFQ_STATUSES.length],
    ...(i % 3 === 1 ? { total: null, respondedAt: null } : {}),
  }),
)
const QUOTE_STATUSES = ['open', 'awarded', 'closed', 'cancelled'] as const
const quotes = Array.from({ length: 31 }, (_, i) =>
  quoteFixture(i + 1, {
    status: QUOTE_STATUSES[i % QUOTE_STATUSES.length],
    ...(i % 5 === 4 ? { responseCount: 0, lowestTotal: null } : {}),
  }),
)
const PO_STATUSES = ['sent', 'acknowledged', 'partially_received', 'received', 'draft'] as const
const purchaseOrders = Array.from({ length: 12 }, (_, i) =>
  purchaseOrderFixture(i + 1, {
    status: PO_STATUSES[i % PO_STATUSES.length],
    ...(i % 4 === 3 ? { orderId: null } : {}),
  }),
)

const stats = (overrides: Partial<VendorStats> = {}): VendorStats => ({
  rfqCount: rfqs.length,
  quoteCount: quotes.length,
  purchaseOrderCount: purchaseOrders.length,
  responseRate: 0.738,
  winRate: 0.387,
  onTimeRate: 0.917,
  averageLeadTimeDays: 6.5,
  spend: { amount: 12_450_000, currency: 'ngn' },
  ...overrides,
})

/** Serves the vendor (editable) and its lists, each answer a little late. */
function vendorMock(
  vendorStats: VendorStats,
  lists: (api: MockApi) => void,
  vendor: Vendor = acme,
  registration: PendingRegistration | null = null,
): (api: MockApi) => void {
  return (api) => {
    let current = vendor
    let waiting = registration
    api
      .on(getVendor, () =>
        later({
          message: 'Vendor',
          data: { vendor: current, stats: vendorStats, registration: waiting },
        }),
      )
      .on(confirmVendorRegistration, ({ body }) => {
        const accept = (body as { accept: boolean }).accept
        if (accept && waiting) current = { ...current, email: waiting.email, status: 'active' }
        waiting = null
        return later({
          message: accept ? 'Registration confirmed' : 'Registration declined',
          data: { vendor: current, stats: vendorStats, registration: null },
        })
      })
      .on(updateVendor, ({ body }) => {
        current = { ...current, ...(body as Partial<Vendor>) }
        return later({ message: 'Updated.', data: current })
      })
    lists(api)
  }
}

const slowly =
  <T,>(serve: (call: RecordedCall) => T) =>
  (call: RecordedCall) =>
    later(serve(call))

function Screen({ mock, children }: { mock: (api: MockApi) => void; children: ReactNode }) {
  return (
    <AllyStory session={session} mock={mock}>
      <div style={{ maxWidth: '64rem', margin: '0 auto' }}>{children}</div>
    </AllyStory>
  )
}

/** 42 RFQs ("Load more" fetches the next 20), 31 quotes and 12 purchase orders. */
export const WithActivity: Story = {
  name: 'With RFQs, quotes and purchase orders',
  render: (args) => (
    <Screen
      mock={vendorMock(stats(), (api) =>
        api
          .on(listRfqs, slowly(servePaged(rfqs)))
          .on(listQuotes, slowly(servePaged(quotes)))
          .on(listPurchaseOrders, slowly(servePaged(purchaseOrders))),
      )}
    >
      <VendorDetail {...args} />
    </Screen>
  ),
}

export const PurchaseOrdersFirst: Story = {
  name: 'Opened on purchase orders',
  args: { defaultActivityTab: 'purchaseOrders' },
  render: WithActivity.render,
}

export const NoActivity: Story = {
  name: 'Invited, no activity yet',
  render: (args) => (
    <Screen
      mock={vendorMock(
        stats({
          rfqCount: 0,
          quoteCount: 0,
          purchaseOrderCount: 0,
          responseRate: null,
          winRate: null,
          onTimeRate: null,
          averageLeadTimeDays: null,
          spend: { amount: 0, currency: 'usd' },
        }),
        (api) =>
          api
            .on(listRfqs, slowly(servePaged([])))
            .on(listQuotes, slowly(servePaged([])))
            .on(listPurchaseOrders, slowly(servePaged([]))),
        { ...acme, status: 'invited', joinedAt: null },
      )}
    >
      <VendorDetail {...args} />
    </Screen>
  ),
}

/** Someone registered through the invitation with another address: the buyer confirms or declines. */
export const RegistrationWaiting: Story = {
  name: 'A registration waiting for confirmation',
  render: (args) => (
    <Screen
      mock={vendorMock(
        stats({
          rfqCount: 2,
          quoteCount: 0,
          purchaseOrderCount: 0,
          responseRate: 0,
          winRate: null,
        }),
        (api) =>
          api
            .on(listRfqs, slowly(servePaged(rfqs.slice(0, 2))))
            .on(listQuotes, slowly(servePaged([])))
            .on(listPurchaseOrders, slowly(servePaged([]))),
        { ...acme, status: 'invited', joinedAt: null },
        {
          email: 'kemi@acme-industrial.example',
          companyName: 'Acme Industrial Supplies',
          contactName: 'Kemi Bello',
          registeredAt: '2026-11-26T09:30:00Z',
        },
      )}
    >
      <VendorDetail {...args} />
    </Screen>
  ),
}

export const ActivityLoading: Story = {
  name: 'Lists loading',
  render: (args) => (
    <Screen
      mock={vendorMock(stats(), (api) =>
        api
          .on(listRfqs, () => new Promise(() => {}))
          .on(listQuotes, () => new Promise(() => {}))
          .on(listPurchaseOrders, () => new Promise(() => {})),
      )}
    >
      <VendorDetail {...args} />
    </Screen>
  ),
}

/** Every list fails; Retry asks again (and fails again). */
export const ActivityError: Story = {
  name: 'Lists failing',
  render: (args) => (
    <Screen
      mock={vendorMock(stats(), (api) => {
        const down = () =>
          later({ status: 503, body: { message: 'The sourcing service is down.' } })
        api.on(listRfqs, down).on(listQuotes, down).on(listPurchaseOrders, down)
      })}
    >
      <VendorDetail {...args} />
    </Screen>
  ),
}
