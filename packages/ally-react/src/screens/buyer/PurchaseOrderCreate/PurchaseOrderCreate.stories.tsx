import {
  createPurchaseOrder,
  getOrder,
  getPurchaseOrder,
  listApprovedQuoteResponses,
  listVendors,
  updatePurchaseOrder,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { approvedFixture, orderFixture } from '../../../testing/orderFixtures'
import { purchaseOrderFixture, servePaged } from '../../../testing/sourcingFixtures'
import { PurchaseOrderCreate, type PurchaseOrderCreateProps } from './PurchaseOrderCreate'

const meta = {
  title: 'Screens/Sourcing/New purchase order',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const VENDORS = Array.from({ length: 12 }, (_, i) => vendorFixture(i + 1))
const award = approvedFixture({ purchaseOrderId: null })
const draft = purchaseOrderFixture(3, {
  status: 'draft',
  currency: 'ngn',
  vendor: { id: 'vendor-2', name: 'Vendor 2', email: 'sales2@vendor2.test' },
  lines: [
    {
      id: 'line-1',
      description: 'Cement, 50 kg',
      quantity: 40,
      unit: 'bags',
      unitPrice: 9500,
      total: 380_000,
      shippedQuantity: 0,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      shortQuantity: 0,
      waivedQuantity: 0,
      toShip: 40,
    },
    {
      id: 'line-2',
      description: 'Reinforcement bar, 12 mm',
      quantity: 120,
      unit: 'lengths',
      unitPrice: 4200,
      total: 504_000,
      shippedQuantity: 0,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      shortQuantity: 0,
      waivedQuantity: 0,
      toShip: 120,
    },
  ],
  subtotal: 884_000,
  tax: 66_300,
  shippingCost: 15_000,
  total: 965_300,
  deliveryAddress: 'Plot 4, Admiralty Way, Lekki',
  deliveryDate: '2099-04-02',
  paymentTerms: 'Net 30',
  notes: 'Call the site manager before delivery.',
})

function serveBasics(api: MockApi) {
  api.on(listVendors, serveVendors(VENDORS))
  api.on(listApprovedQuoteResponses, servePaged([award]))
  api.on(getOrder, {
    message: 'ok',
    data: {
      order: orderFixture({ deliveryDate: '2099-03-01' }),
      quotes: [],
      purchaseOrders: [],
      shipments: [],
    },
  })
  api.on(getPurchaseOrder, { message: 'ok', data: { purchaseOrder: draft, shipments: [] } })
  api.on(createPurchaseOrder, {
    message: 'Purchase order PO-0007 saved as a draft',
    data: purchaseOrderFixture(7, { status: 'draft' }),
  })
  api.on(updatePurchaseOrder, { message: 'Updated successfully', data: draft })
}

const screen = (mock: (api: MockApi) => void, props: PurchaseOrderCreateProps = {}) => (
  <AllyStory session={storySession()} mock={mock}>
    <PurchaseOrderCreate {...props} />
  </AllyStory>
)

export const FromAward: Story = {
  name: 'From an award',
  render: () => screen(serveBasics, { approvedId: award.id }),
}

export const FromScratch: Story = {
  name: 'From scratch',
  render: () => screen(serveBasics),
}

/** The vendor choice lists 8 at a time, says how many there are and shows more on request. */
export const FromScratchManyVendors: Story = {
  name: 'From scratch, with hundreds of vendors',
  render: () =>
    screen((api) => {
      serveBasics(api)
      api.on(listVendors, serveVendors(Array.from({ length: 480 }, (_, i) => vendorFixture(i + 1))))
    }),
}

export const EditDraft: Story = {
  name: 'Changing a draft',
  render: () => screen(serveBasics, { poId: draft.id }),
}

export const AwardOrdered: Story = {
  name: 'Award ordered already',
  render: () =>
    screen(
      (api) => {
        serveBasics(api)
        api.on(listApprovedQuoteResponses, servePaged([approvedFixture()]))
      },
      { approvedId: 'approved-1' },
    ),
}

export const NotADraft: Story = {
  name: 'Purchase order sent already',
  render: () =>
    screen(
      (api) => {
        serveBasics(api)
        api.on(getPurchaseOrder, {
          message: 'ok',
          data: { purchaseOrder: { ...draft, status: 'sent' }, shipments: [] },
        })
      },
      { poId: draft.id },
    ),
}

export const LoadingAward: Story = {
  name: 'Loading an award',
  render: () =>
    screen((api) => api.on(listApprovedQuoteResponses, () => new Promise(() => {})), {
      approvedId: award.id,
    }),
}

export const LoadingDraft: Story = {
  name: 'Loading a draft',
  render: () =>
    screen((api) => api.on(getPurchaseOrder, () => new Promise(() => {})), { poId: draft.id }),
}

export const LoadingVendors: Story = {
  name: 'From scratch, vendors loading',
  render: () => screen((api) => api.on(listVendors, () => new Promise(() => {}))),
}

export const AwardNotFound: Story = {
  name: 'Award not found',
  render: () => screen(serveBasics, { approvedId: 'missing' }),
}
