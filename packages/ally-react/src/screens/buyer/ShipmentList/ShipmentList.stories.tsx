import { listShipments, SHIPMENT_STATUSES } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { servePaged } from '../../../testing/paged'
import { shipmentListFixture } from '../../../testing/shipmentFixtures'
import { ShipmentList } from './ShipmentList'

const meta = {
  title: 'Screens/Sourcing/Shipment list',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const shipments = Array.from({ length: 60 }, (_, i) =>
  shipmentListFixture(i + 1, {
    status: SHIPMENT_STATUSES[i % SHIPMENT_STATUSES.length],
    late: i % 6 < 3 && i % 4 === 1,
    trackingUrl: i % 2 ? 'https://www.ups.com/track?tracknum=1Z999AA10123456784' : null,
  }),
)

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <ShipmentList />
  </AllyStory>
)

export const Filled: Story = {
  render: () => screen((api) => api.on(listShipments, servePaged(shipments))),
}

export const Empty: Story = {
  render: () => screen((api) => api.on(listShipments, servePaged([]))),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(listShipments, () => new Promise(() => {}))),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) =>
      api.on(listShipments, { status: 503, body: { message: 'The server is busy. Try again.' } }),
    ),
}
