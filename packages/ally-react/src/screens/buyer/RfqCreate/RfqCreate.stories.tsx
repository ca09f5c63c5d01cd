import {
  type EndpointInput,
  getOrder,
  listOrders,
  listVendors,
  previewRfqMail,
  suggestVendors,
  UNASSIGNED_ORDER_REFERENCE,
  type VendorSuggestion,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { orderFixture } from '../../../testing/orderFixtures'
import { pagedReply } from '../../../testing/paged'
import { MailPreview, type RfqMailPreview } from './MailPreview'
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
  api.on(previewRfqMail, ({ body }) => {
    const mail = mailFor(body as EndpointInput<typeof previewRfqMail>['body'])
    return { message: `E-mail to ${mail.to}`, data: mail }
  })
}

/** The e-mail as the server writes it (rfq-mail.ts), for the content the form sends. */
function mailFor({
  order,
  orderId,
  message,
}: Pick<EndpointInput<typeof previewRfqMail>['body'], 'order' | 'orderId' | 'message'>) {
  const taId = orderId ? draft.taId : null
  const ref = taId ?? UNASSIGNED_ORDER_REFERENCE
  const items = order.lines.map(
    (line, i) =>
      `${i + 1}. ${line.description}: ${line.quantity} ${line.unit}${line.specifications ? ` (${line.specifications})` : ''}`,
  )
  const text = [
    `Acme Buyer asks Vendor 1 Ltd for a quote: ${order.title} (${ref}).`,
    ...(message ? [`Acme Buyer writes: “${message}”`] : []),
    `Items:\n${items.join('\n')}`,
    [
      `Prices in ${(order.currency ?? 'usd').toUpperCase()}.`,
      ...(order.deliveryAddress ? [`Deliver to: ${order.deliveryAddress}`] : []),
      'Quote by 2099-05-06 16:00 UTC.',
    ].join('\n'),
    'View and answer: (a private link, made for each vendor when you send)',
    'No account is needed: the link opens this request. Keep it to yourself.',
  ].join('\n\n')
  return {
    to: 'sales1@vendor1.test',
    subject: `RFQ ${ref}: ${order.title} — Acme Buyer`,
    text: `${text}\n`,
    taId,
  } satisfies RfqMailPreview
}

const NEW_REQUEST = {
  title: 'Galvanised steel pipes for the Apapa site',
  lines: [
    { description: 'Steel pipe 2"', quantity: 120, unit: 'pcs', specifications: 'ASTM A53' },
    { description: 'Pipe elbow 90°', quantity: 40, unit: 'pcs' },
  ],
  deliveryAddress: '12 Wharf Road, Apapa, Lagos',
}

const preview = (mail: RfqMailPreview, vendorCount: number) => (
  <AllyStory session={storySession()}>
    <MailPreview
      mail={mail}
      vendorCount={vendorCount}
      onClose={() => {}}
      onSend={() => {}}
      isSending={false}
    />
  </AllyStory>
)

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

/**
 * "Preview e-mail" on a request not saved yet: nothing is stored, so no TA- reference is taken;
 * `TA-…` marks where it goes and the dialog says so.
 */
export const PreviewNew: Story = {
  name: 'Preview, before the first save',
  render: () =>
    preview(mailFor({ order: NEW_REQUEST, message: 'Delivery in two lots is fine.' }), 3),
}

/** A saved draft's preview carries its reference; the draft itself is not changed. */
export const PreviewDraft: Story = {
  name: 'Preview of a saved draft',
  render: () => preview(mailFor({ order: NEW_REQUEST, orderId: draft.id }), 1),
}
