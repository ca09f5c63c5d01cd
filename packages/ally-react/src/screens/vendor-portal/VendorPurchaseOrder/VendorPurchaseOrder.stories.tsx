import {
  acknowledgePurchaseOrder,
  createVendorShipment,
  getVendorPurchaseOrder,
  type LinkedPurchaseOrder,
  type Shipment,
  updateVendorShipment,
  vendorUploadFile,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { shipmentFixture } from '../../../testing/orderFixtures'
import { failsWith, neverAnswers } from '../../../testing/storyMocks'
import {
  linkedPurchaseOrderFixture,
  portalPurchaseOrder,
  purchaseOrderChanged,
  purchaseOrderShipped,
} from '../../../testing/vendorPortalFixtures'
import { VendorPurchaseOrder } from './VendorPurchaseOrder'

const meta = {
  title: 'Screens/Vendor portal/Purchase order in the portal',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const session = vendorStorySession({ onboarded: true })
const po = linkedPurchaseOrderFixture()
const accepted = purchaseOrderChanged(po, 'acknowledged', { note: 'Dispatch on Monday.' })
const onItsWay = shipmentFixture({
  purchaseOrderId: po.id,
  poNumber: po.number,
  taId: po.taId,
  vendor: po.vendor,
  carrier: 'GIG Logistics',
  trackingNumber: 'GIG-5512',
  trackingUrl: 'https://gig.test/track/GIG-5512',
  shippedOn: '2026-03-04',
  estimatedDelivery: '2026-03-09',
  lines: [
    {
      lineId: po.lines[0]?.id ?? '',
      description: po.lines[0]?.description ?? '',
      unit: 'pcs',
      quantity: 5,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      shortQuantity: 0,
    },
  ],
  events: [{ at: '2026-03-04T08:00:00.000Z', status: 'in_transit', location: null, note: null }],
})

/**
 * A portal that keeps what the vendor does: the answer, each shipment and each update show on the
 * next read, as the server's would.
 */
const portal = (start: LinkedPurchaseOrder) => (api: MockApi) => {
  let current = start
  api.on(getVendorPurchaseOrder, () => ({
    message: current.number,
    data: portalPurchaseOrder(current),
  }))
  api.on(acknowledgePurchaseOrder, ({ body }) => {
    const { accept, note } = body as { accept: boolean; note?: string }
    current = purchaseOrderChanged(current, accept ? 'acknowledged' : 'declined', {
      note: note ?? null,
      at: new Date().toISOString(),
    })
    const { shipments: _, ...answered } = current
    return {
      message: `Purchase order ${po.number} ${accept ? 'accepted' : 'declined'}`,
      data: answered,
    }
  })
  api.on(vendorUploadFile, ({ query }) => ({
    message: 'File uploaded.',
    data: {
      id: `file-${Date.now()}`,
      name: query.get('name') ?? 'document.pdf',
      mimeType: 'application/pdf',
      size: 9_000,
      url: 'https://api.test/files/story.pdf',
    },
  }))
  api.on(createVendorShipment, ({ body }) => {
    const sent = body as { carrier: string; trackingNumber: string; lines: Shipment['lines'] }
    const shipment = shipmentFixture({
      ...onItsWay,
      id: `shipment-${current.shipments.length + 1}`,
      carrier: sent.carrier,
      trackingNumber: sent.trackingNumber,
      trackingUrl: null,
      lines: sent.lines.map((line) => {
        const ordered = current.lines.find((each) => each.id === line.lineId)
        return { ...line, description: ordered?.description ?? '', unit: ordered?.unit ?? '' }
      }),
    })
    current = purchaseOrderShipped(current, shipment)
    return { message: 'Shipment reported to the buyer', data: shipment }
  })
  api.on(updateVendorShipment, ({ path, body }) => {
    const update = body as Pick<Shipment['events'][number], 'status'> & {
      location?: string
      note?: string
    }
    const id = path.split('/').at(-1)
    const shipments = current.shipments.map((shipment) =>
      shipment.id === id
        ? {
            ...shipment,
            status: update.status,
            events: [
              ...shipment.events,
              {
                at: new Date().toISOString(),
                status: update.status,
                location: update.location ?? null,
                note: update.note ?? null,
              },
            ],
          }
        : shipment,
    )
    current = { ...current, shipments }
    return {
      message: 'Shipment updated',
      data: shipments.find((shipment) => shipment.id === id) ?? onItsWay,
    }
  })
}

export const Sent: Story = {
  name: 'Sent, waiting for an answer',
  render: () => (
    <AllyStory vendorSession={session} mock={portal(po)}>
      <VendorPurchaseOrder poId={po.id} />
    </AllyStory>
  ),
}

export const Accepted: Story = {
  name: 'Accepted, ready to ship',
  render: () => (
    <AllyStory vendorSession={session} mock={portal(accepted)}>
      <VendorPurchaseOrder poId={po.id} />
    </AllyStory>
  ),
}

export const ShippedInPart: Story = {
  name: 'Shipped in part, a shipment on its way',
  render: () => (
    <AllyStory vendorSession={session} mock={portal(purchaseOrderShipped(accepted, onItsWay))}>
      <VendorPurchaseOrder poId={po.id} />
    </AllyStory>
  ),
}

export const Loading: Story = {
  render: () => (
    <AllyStory vendorSession={session} mock={neverAnswers(getVendorPurchaseOrder)}>
      <VendorPurchaseOrder poId={po.id} />
    </AllyStory>
  ),
}

export const NotFound: Story = {
  name: 'Not this vendor’s',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={failsWith(getVendorPurchaseOrder, 404, 'This purchase order does not exist.')}
    >
      <VendorPurchaseOrder poId="someone-elses" />
    </AllyStory>
  ),
}

export const Failed: Story = {
  name: 'Could not load',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={failsWith(getVendorPurchaseOrder, 500, 'The server is unavailable.')}
    >
      <VendorPurchaseOrder poId={po.id} />
    </AllyStory>
  ),
}

export const LoggedOut: Story = {
  name: 'No vendor session',
  render: () => (
    <AllyStory>
      <VendorPurchaseOrder poId={po.id} />
    </AllyStory>
  ),
}
