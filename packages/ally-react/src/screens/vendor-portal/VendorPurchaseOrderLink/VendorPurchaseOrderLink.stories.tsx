import {
  acknowledgePurchaseOrderByLink,
  createShipmentByLink,
  getPurchaseOrderByLink,
  type LinkedPurchaseOrder,
  type Shipment,
  uploadFileByPurchaseOrderLink,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { shipmentFixture } from '../../../testing/orderFixtures'
import { failsWith, neverAnswers } from '../../../testing/storyMocks'
import {
  linkedPurchaseOrderFixture,
  purchaseOrderChanged,
  purchaseOrderShipped,
} from '../../../testing/vendorPortalFixtures'
import { VendorPurchaseOrderLink } from './VendorPurchaseOrderLink'

const meta = {
  title: 'Screens/Vendor portal/Purchase order from its e-mail link',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const po = linkedPurchaseOrderFixture()

/** The link's PO, and an answer that comes back as the server's would: the PO answered. */
const answering = (api: MockApi) => {
  api.on(getPurchaseOrderByLink, { message: po.number, data: po })
  api.on(acknowledgePurchaseOrderByLink, ({ body }) => {
    const { accept, note } = body as { accept: boolean; note?: string }
    return {
      message: `Purchase order ${po.number} ${accept ? 'accepted' : 'declined'}`,
      data: purchaseOrderChanged(po, accept ? 'acknowledged' : 'declined', {
        note: note ?? null,
        at: new Date().toISOString(),
      }),
    }
  })
}

const showing = (data: typeof po) => (api: MockApi) =>
  api.on(getPurchaseOrderByLink, { message: data.number, data })

export const Sent: Story = {
  name: 'Sent, waiting for an answer',
  render: () => (
    <AllyStory mock={answering}>
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const Accepted: Story = {
  name: 'Accepted, vendor signed in',
  render: () => (
    <AllyStory
      vendorSession={vendorStorySession({ onboarded: true })}
      mock={showing(
        purchaseOrderChanged(po, 'acknowledged', { note: 'Dispatch on Monday from Ikeja.' }),
      )}
    >
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const Declined: Story = {
  render: () => (
    <AllyStory
      mock={showing(purchaseOrderChanged(po, 'declined', { note: 'No stock until May.' }))}
    >
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const Cancelled: Story = {
  name: 'Cancelled by the buyer',
  render: () => (
    <AllyStory
      mock={showing(
        purchaseOrderChanged(po, 'cancelled', { note: 'The project is on hold this quarter.' }),
      )}
    >
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const Conflict: Story = {
  name: 'Cancelled while the vendor answers (409)',
  render: () => (
    <AllyStory
      mock={(api) => {
        let reads = 0
        api.on(getPurchaseOrderByLink, () => ({
          message: po.number,
          data: ++reads === 1 ? po : purchaseOrderChanged(po, 'cancelled'),
        }))
        api.on(acknowledgePurchaseOrderByLink, {
          status: 409,
          body: { message: 'PO-0007 is cancelled, so it cannot become acknowledged.' },
        })
      }}
    >
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const Loading: Story = {
  render: () => (
    <AllyStory mock={neverAnswers(getPurchaseOrderByLink)}>
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const InvalidLink: Story = {
  name: 'Broken or old link',
  render: () => (
    <AllyStory
      mock={failsWith(
        getPurchaseOrderByLink,
        404,
        'This link does not work. Ask the buyer to send the purchase order again.',
      )}
    >
      <VendorPurchaseOrderLink token="wrong" />
    </AllyStory>
  ),
}

export const Failed: Story = {
  name: 'Could not load',
  render: () => (
    <AllyStory mock={failsWith(getPurchaseOrderByLink, 500, 'The server is unavailable.')}>
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

const accepted = purchaseOrderChanged(po, 'acknowledged', { note: 'Dispatch on Monday.' })
const [valve, , bolts] = accepted.lines
const firstTruck = shipmentFixture({
  purchaseOrderId: po.id,
  poNumber: po.number,
  taId: po.taId,
  vendor: po.vendor,
  carrier: 'GIG Logistics',
  trackingNumber: 'GIG-5512',
  trackingUrl: 'https://gig.test/track/GIG-5512',
  status: 'delayed',
  shippedOn: '2026-03-04',
  estimatedDelivery: '2026-03-09',
  lines: [valve, bolts].map((line, i) => ({
    lineId: line?.id ?? '',
    description: line?.description ?? '',
    unit: line?.unit ?? '',
    quantity: i === 0 ? 5 : 400,
    receivedQuantity: 0,
    rejectedQuantity: 0,
    shortQuantity: 0,
  })),
})

/**
 * The link's PO as the server keeps it: a shipment reported is read back with the lines shipped
 * that much more, the PO's new status and the shipment listed; documents upload as they come.
 */
const shipping = (start: LinkedPurchaseOrder) => (api: MockApi) => {
  let current = start
  api.on(getPurchaseOrderByLink, () => ({ message: current.number, data: current }))
  api.on(uploadFileByPurchaseOrderLink, ({ query }) => {
    const name = query.get('name') ?? 'document.pdf'
    return {
      message: 'File uploaded.',
      data: { id: `file-${name}`, name, mimeType: 'application/pdf', size: 24_000, url: '#' },
    }
  })
  api.on(createShipmentByLink, ({ body }) => {
    const sent = body as {
      carrier: string
      trackingNumber: string
      lines: { lineId: string; quantity: number }[]
    }
    const shipment: Shipment = shipmentFixture({
      id: `shipment-${current.shipments.length + 1}`,
      purchaseOrderId: current.id,
      carrier: sent.carrier,
      trackingNumber: sent.trackingNumber,
      shippedOn: new Date().toISOString().slice(0, 10),
      lines: sent.lines.map(({ lineId, quantity }) => {
        const line = current.lines.find((candidate) => candidate.id === lineId)
        return {
          lineId,
          description: line?.description ?? '',
          unit: line?.unit ?? '',
          quantity,
          receivedQuantity: 0,
          rejectedQuantity: 0,
          shortQuantity: 0,
        }
      }),
    })
    current = purchaseOrderShipped(current, shipment)
    return { message: 'Shipment reported to the buyer', data: shipment }
  })
}

export const ReadyToShip: Story = {
  name: 'Accepted, ready to ship',
  render: () => (
    <AllyStory mock={shipping(accepted)}>
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const PartlyShipped: Story = {
  name: 'Partially shipped, the rest to ship',
  render: () => (
    <AllyStory mock={shipping(purchaseOrderShipped(accepted, firstTruck))}>
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const ShippedInFull: Story = {
  name: 'Shipped in full',
  render: () => {
    const rest = shipmentFixture({
      ...firstTruck,
      id: 'shipment-2',
      carrier: 'DHL',
      trackingNumber: 'JD0146',
      trackingUrl: null,
      status: 'in_transit',
      lines: accepted.lines
        .map((line) => ({
          lineId: line.id,
          description: line.description,
          unit: line.unit,
          quantity: line.id === valve?.id ? 7 : line.id === bolts?.id ? 0 : line.quantity,
          receivedQuantity: 0,
          rejectedQuantity: 0,
          shortQuantity: 0,
        }))
        .filter((line) => line.quantity > 0),
    })
    return (
      <AllyStory
        mock={shipping(purchaseOrderShipped(purchaseOrderShipped(accepted, firstTruck), rest))}
      >
        <VendorPurchaseOrderLink token="story-link" />
      </AllyStory>
    )
  },
}

export const ShipRefused: Story = {
  name: 'Shipping more than is left (400 at the field)',
  render: () => (
    <AllyStory
      mock={(api) => {
        shipping(purchaseOrderShipped(accepted, firstTruck))(api)
        api.on(createShipmentByLink, {
          status: 400,
          body: {
            message: 'body.lines.0.quantity: can be at most 3: 12 ordered, 9 shipped',
            errors: [
              { path: 'body.lines.0.quantity', message: 'can be at most 3: 12 ordered, 9 shipped' },
            ],
          },
        })
      }}
    >
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}
