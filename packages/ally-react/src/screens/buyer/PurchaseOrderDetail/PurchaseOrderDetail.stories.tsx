import {
  getPurchaseOrder,
  type PurchaseOrder,
  type Shipment,
  sendPurchaseOrder,
  updatePurchaseOrder,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import {
  acknowledgedPurchaseOrderFixture,
  draftPurchaseOrderFixture,
  purchaseOrderShipmentsFixture,
  shippingPurchaseOrderFixture,
} from '../../../testing/purchaseOrderFixtures'
import { PurchaseOrderDetail } from './PurchaseOrderDetail'

const meta = {
  title: 'Screens/Sourcing/Purchase order',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <PurchaseOrderDetail poId="po-7" />
  </AllyStory>
)

const serving =
  (po: PurchaseOrder, shipments: Shipment[] = []) =>
  (api: MockApi) => {
    api.on(getPurchaseOrder, { message: po.number, data: { purchaseOrder: po, shipments } })
    api.on(sendPurchaseOrder, {
      message: `Purchase order ${po.number} sent to ${po.vendor.name}`,
      data: { ...po, status: 'sent' },
    })
    api.on(updatePurchaseOrder, {
      message: `Purchase order ${po.number} cancelled`,
      data: { ...po, status: 'cancelled' },
    })
  }

export const Draft: Story = {
  name: 'Draft, ready to send',
  render: () => screen(serving(draftPurchaseOrderFixture())),
}

export const Acknowledged: Story = {
  name: 'Sent and acknowledged',
  render: () => screen(serving(acknowledgedPurchaseOrderFixture())),
}

export const Shipping: Story = {
  name: 'Shipping, one lot late',
  render: () => screen(serving(shippingPurchaseOrderFixture(), purchaseOrderShipmentsFixture())),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(getPurchaseOrder, () => new Promise(() => {}))),
}

export const NotFound: Story = {
  name: 'Another business’s',
  render: () =>
    screen((api) =>
      api.on(getPurchaseOrder, { status: 404, body: { message: 'Purchase order not found.' } }),
    ),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) =>
      api.on(getPurchaseOrder, { status: 503, body: { message: 'The server is busy.' } }),
    ),
}
