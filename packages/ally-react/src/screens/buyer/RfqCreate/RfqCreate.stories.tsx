import {
  getOrder,
  listOrders,
  listVendors,
  previewRfqMail,
  suggestVendors,
  type VendorSuggestion,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { orderFixture } from '../../../testing/orderFixtures'
import { pagedReply } from '../../../testing/paged'
import { RfqCreate } from './RfqCreate'

const meta = {
  title: 'Screens/Sourcing/New RFQ',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const VENDORS = Array.from({ length: 12 }, (_, i) => vendorFixture(i + 1))
const SUGGESTED: VendorSuggestion[] = [
  {
    vendor: VENDORS[0] ?? vendorFixture(1),
    score: 0.9,
    reasons: ['Won 3 of your last 5 supply quotes'],
    source: 'history',
  },
  {
    vendor: vendorFixture(40, { name: 'Harbour Supplies' }),
    score: 0.6,
    reasons: ['Serves supply on Ally'],
    source: 'network',
  },
]
const draft = orderFixture({
  id: 'order-9',
  taId: 'TA-0009',
  status: 'draft',
  draft: {
    vendorIds: ['vendor-1', 'vendor-2'],
    deadline: '2099-05-06T16:00:00.000Z',
    message: 'Prices incl. delivery, please.',
  },
})

function serveBasics(api: MockApi, drafts = [draft]) {
  api.on(listVendors, serveVendors(VENDORS))
  api.on(suggestVendors, ({ query }) => pagedReply(SUGGESTED, query))
  api.on(listOrders, ({ query }) => pagedReply(drafts, query))
  api.on(previewRfqMail, {
    message: 'E-mail to sales1@vendor1.test',
    data: {
      to: 'sales1@vendor1.test',
      subject: 'RFQ TA-0009: Steel bolts — Acme Buyer',
      text: 'Acme Buyer asks Vendor 1 for a quote: Steel bolts (TA-0009).\n\nItems:\n1. M8 bolt: 500 pcs\n\nView and answer: (a private link, made for each vendor when you send)\n',
    },
  })
}

const screen = (mock: (api: MockApi) => void, orderId?: string) => (
  <AllyStory session={storySession()} mock={mock}>
    <RfqCreate orderId={orderId} />
  </AllyStory>
)

export const New: Story = { render: () => screen((api) => serveBasics(api)) }

/** The picker lists 8 at a time, says how many there are and shows more on request. */
export const ManyVendors: Story = {
  name: 'New, with hundreds of vendors',
  render: () =>
    screen((api) => {
      serveBasics(api)
      api.on(listVendors, serveVendors(Array.from({ length: 480 }, (_, i) => vendorFixture(i + 1))))
    }),
}

/** On a phone the count and "Show more" wrap under the vendors. */
export const ManyVendorsPhone: Story = {
  ...ManyVendors,
  name: 'New, with hundreds of vendors, on a phone',
  globals: { viewport: { value: 'mobile1' } },
}

export const FirstRfq: Story = {
  name: 'New, no drafts and no vendors',
  render: () =>
    screen((api) => {
      serveBasics(api, [])
      api.on(listVendors, serveVendors([]))
      api.on(suggestVendors, ({ query }) => pagedReply([], query))
    }),
}

export const Draft: Story = {
  name: 'Continuing a draft',
  render: () =>
    screen((api) => {
      serveBasics(api)
      api.on(getOrder, {
        message: 'ok',
        data: { order: draft, quotes: [], purchaseOrders: [], shipments: [] },
      })
    }, draft.id),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(getOrder, () => new Promise(() => {})), draft.id),
}

export const NotFound: Story = {
  name: 'Draft deleted or another business’s',
  render: () =>
    screen(
      (api) => api.on(getOrder, { status: 404, body: { message: 'This order does not exist.' } }),
      'missing',
    ),
}

export const LoadError: Story = {
  name: 'Draft could not load',
  render: () =>
    screen(
      (api) =>
        api.on(getOrder, { status: 503, body: { message: 'The service is busy; try again.' } }),
      draft.id,
    ),
}
