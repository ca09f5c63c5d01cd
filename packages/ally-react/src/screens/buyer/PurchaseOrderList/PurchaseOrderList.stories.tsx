import { listPurchaseOrders, PURCHASE_ORDER_STATUSES } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { purchaseOrderFixture, servePaged } from '../../../testing/sourcingFixtures'
import { type PurchaseOrderFilterState, PurchaseOrderList } from './PurchaseOrderList'

const meta = {
  title: 'Screens/Sourcing/Purchase order list',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const orders = Array.from({ length: 60 }, (_, i) =>
  purchaseOrderFixture(i + 1, {
    status: PURCHASE_ORDER_STATUSES[i % PURCHASE_ORDER_STATUSES.length],
    ...(i % PURCHASE_ORDER_STATUSES.length < 2 ? { sentAt: null } : {}),
    ...(i % PURCHASE_ORDER_STATUSES.length === 3 ? { deliveryDate: '2026-01-05' } : {}),
  }),
)

// The accepted ones are past their delivery day: "Overdue only" keeps those.
const overdueMock = (api: MockApi) =>
  api.on(listPurchaseOrders, (call) =>
    servePaged(
      call.query.get('overdue') === 'true'
        ? orders.filter((po) => po.status === 'acknowledged' && po.deliveryDate !== null)
        : orders,
    )(call),
  )

/** The list with its filters kept as the full app keeps them in the URL. */
function FromTheHome() {
  const [filters, setFilters] = useState<PurchaseOrderFilterState>({ overdue: true })
  return <PurchaseOrderList filters={filters} onFiltersChange={setFilters} />
}

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <PurchaseOrderList />
  </AllyStory>
)

export const Filled: Story = {
  render: () => screen((api) => api.on(listPurchaseOrders, servePaged(orders))),
}

/** As the home's "all" link opens it (`?overdue=true`): accepted POs past their delivery day. */
export const OverdueOnly: Story = {
  name: 'Overdue only',
  render: () => (
    <AllyStory session={storySession()} mock={overdueMock}>
      <FromTheHome />
    </AllyStory>
  ),
}

export const Empty: Story = {
  render: () => screen((api) => api.on(listPurchaseOrders, servePaged([]))),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(listPurchaseOrders, () => new Promise(() => {}))),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) =>
      api.on(listPurchaseOrders, {
        status: 503,
        body: { message: 'The server is busy. Try again.' },
      }),
    ),
}
