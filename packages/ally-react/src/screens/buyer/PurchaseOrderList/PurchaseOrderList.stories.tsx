import { listPurchaseOrders, PURCHASE_ORDER_STATUSES } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { purchaseOrderFixture, servePaged } from '../../../testing/sourcingFixtures'
import { PurchaseOrderList } from './PurchaseOrderList'

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
  }),
)

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <PurchaseOrderList />
  </AllyStory>
)

export const Filled: Story = {
  render: () => screen((api) => api.on(listPurchaseOrders, servePaged(orders))),
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
