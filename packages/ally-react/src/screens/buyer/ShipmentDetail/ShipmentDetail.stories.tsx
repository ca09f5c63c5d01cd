import { getShipment, receiveShipment, type Shipment } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import {
  inTransitShipmentFixture,
  partlyReceivedShipmentFixture,
  receivedShipmentFixture,
} from '../../../testing/shipmentFixtures'
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
    const { lines, note } = body as {
      lines: { lineId: string; quantity: number }[]
      note?: string
    }
    const got = new Map(lines.map((line) => [line.lineId, line.quantity]))
    current = {
      ...current,
      status: 'delivered',
      late: false,
      deliveredAt: current.deliveredAt ?? new Date().toISOString(),
      lines: current.lines.map((line) => ({
        ...line,
        receivedQuantity: line.receivedQuantity + (got.get(line.lineId) ?? 0),
      })),
      receipts: [
        ...current.receipts,
        { at: new Date().toISOString(), by: 'Ada Obi', lines, note: note ?? null },
      ],
    }
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
