import { acknowledgePurchaseOrderByLink, getPurchaseOrderByLink } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import {
  linkedPurchaseOrderFixture,
  purchaseOrderChanged,
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
    <AllyStory mock={(api) => api.on(getPurchaseOrderByLink, () => new Promise(() => {}))}>
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}

export const InvalidLink: Story = {
  name: 'Broken or old link',
  render: () => (
    <AllyStory
      mock={(api) =>
        api.on(getPurchaseOrderByLink, {
          status: 404,
          body: {
            message: 'This link does not work. Ask the buyer to send the purchase order again.',
          },
        })
      }
    >
      <VendorPurchaseOrderLink token="wrong" />
    </AllyStory>
  ),
}

export const Failed: Story = {
  name: 'Could not load',
  render: () => (
    <AllyStory
      mock={(api) =>
        api.on(getPurchaseOrderByLink, {
          status: 500,
          body: { message: 'The server is unavailable.' },
        })
      }
    >
      <VendorPurchaseOrderLink token="story-link" />
    </AllyStory>
  ),
}
