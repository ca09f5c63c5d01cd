import { getOrder, listApprovedQuoteResponses, listQuoteRfqs } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import {
  approvedFixture,
  awardedOrderFixture,
  orderFixture,
  roundRfqsFixture,
} from '../../../testing/orderFixtures'
import { comparisonFixture, servePaged } from '../../../testing/sourcingFixtures'
import { OrderDetail } from './OrderDetail'

const meta = {
  title: 'Screens/Sourcing/Order',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <OrderDetail orderId="order-1" />
  </AllyStory>
)

export const Delivered: Story = {
  name: 'Awarded, ordered and shipping',
  render: () =>
    screen((api) => {
      api.on(getOrder, { message: 'ok', data: awardedOrderFixture() })
      api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
      api.on(listApprovedQuoteResponses, servePaged([approvedFixture()]))
    }),
}

export const Sourcing: Story = {
  name: 'Sourcing, not awarded yet',
  render: () =>
    screen((api) => {
      api.on(getOrder, {
        message: 'ok',
        data: {
          order: orderFixture(),
          quotes: [comparisonFixture().quote],
          purchaseOrders: [],
          shipments: [],
        },
      })
      api.on(listQuoteRfqs, servePaged(roundRfqsFixture()))
      api.on(listApprovedQuoteResponses, servePaged([]))
    }),
}

export const Draft: Story = {
  name: 'Draft, nothing sent',
  render: () =>
    screen((api) => {
      api.on(getOrder, {
        message: 'ok',
        data: {
          order: orderFixture({ status: 'draft', budget: null, notes: null, deliveryDate: null }),
          quotes: [],
          purchaseOrders: [],
          shipments: [],
        },
      })
      api.on(listApprovedQuoteResponses, servePaged([]))
    }),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(getOrder, () => new Promise(() => {}))),
}

export const LoadError: Story = {
  name: 'Error',
  render: () =>
    screen((api) => api.on(getOrder, { status: 500, body: { message: 'The server is busy.' } })),
}

export const NotFound: Story = {
  name: 'Another business’s',
  render: () => screen((api) => api.on(getOrder, { status: 404, body: { message: 'Not found.' } })),
}
