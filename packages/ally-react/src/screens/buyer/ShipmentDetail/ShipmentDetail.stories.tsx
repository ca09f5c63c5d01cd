import { getShipment, receiveShipment, type Shipment } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import {
  inTransitShipmentFixture,
  partlyReceivedShipmentFixture,
  receivedShipmentFixture,
  shipmentReceived,
} from '../../../testing/shipmentFixtures'
import type { ReceiptBody } from './receipt'
import { ShipmentDetail } from './ShipmentDetail'

const meta = {
  title: 'Screens/Sourcing/Shipment',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const screen = (mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <ShipmentDetail shipmentId="shipment-7b" />
  </AllyStory>
)

/** Serves the shipment, and records a receipt as the server would. */
const serving = (shipment: Shipment) => (api: MockApi) => {
  let current = shipment
  api.on(getShipment, () => ({ message: shipment.poNumber, data: current }))
  api.on(receiveShipment, ({ body }) => {
    current = shipmentReceived(current, body as ReceiptBody, new Date().toISOString())
    return { message: 'Receipt recorded', data: current }
  })
}

export const InTransit: Story = {
  name: 'In transit, late',
  render: () => screen(serving(inTransitShipmentFixture())),
}

export const PartlyReceived: Story = {
  name: 'Partly received',
  render: () => screen(serving(partlyReceivedShipmentFixture())),
}

export const Received: Story = {
  name: 'Fully received',
  render: () => screen(serving(receivedShipmentFixture())),
}

export const WithIssues: Story = {
  name: 'Delivered with issues',
  render: () =>
    screen(
      serving(
        shipmentReceived(
          inTransitShipmentFixture(),
          {
            lines: [
              { lineId: 'line-pipe', quantity: 55, rejected: 5 },
              { lineId: 'line-flange', quantity: 18 },
            ],
            restMissing: true,
            note: 'Five pipes bent; two flanges missing.',
          },
          '2026-01-16T10:00:00.000Z',
        ),
      ),
    ),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(getShipment, () => new Promise(() => {}))),
}

export const NotFound: Story = {
  name: 'Not found',
  render: () =>
    screen((api) =>
      api.on(getShipment, { status: 404, body: { message: 'This shipment does not exist.' } }),
    ),
}
