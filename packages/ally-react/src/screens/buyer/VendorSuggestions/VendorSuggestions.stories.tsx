import {
  inviteVendors,
  type OrderType,
  suggestVendors,
  type VendorInput,
  type VendorSuggestion,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi, RecordedCall } from '../../../testing/mockApi'
import { VendorSuggestions } from './VendorSuggestions'

const meta = {
  title: 'Screens/Vendor suggestions',
  component: VendorSuggestions,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VendorSuggestions>
export default meta
type Story = StoryObj<typeof meta>

const session = storySession()
const later = <T,>(value: T, ms = 400) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

const suggestions: VendorSuggestion[] = [
  {
    vendor: vendorFixture(1, {
      id: 'acme',
      name: 'Acme Industrial Supplies Ltd',
      country: 'Nigeria',
      orderTypes: ['supply', 'logistics'],
    }),
    score: 0.94,
    reasons: [
      'Won 3 of your last 5 supply quotes',
      'Answers RFQs within 2 days on average',
      'Delivered 11 of 12 orders on time',
    ],
    source: 'history',
  },
  {
    vendor: vendorFixture(2, {
      id: 'lagos-steel',
      name: 'Lagos Steel Works',
      email: 'sales@lagos-steel.test',
      contactName: 'Chidi Okafor',
      country: 'Nigeria',
      orderTypes: ['supply', 'manufacturing'],
    }),
    score: 0.81,
    reasons: ['Serves supply buyers in Nigeria', 'Verified business documents'],
    source: 'network',
  },
  {
    vendor: vendorFixture(3, {
      id: 'taken',
      name: 'Already Listed Co',
      email: 'taken@vendor.test',
      country: 'Ghana',
      orderTypes: ['supply', 'maintenance'],
    }),
    score: 0.66,
    reasons: ['Serves supply buyers in West Africa'],
    source: 'network',
  },
  {
    vendor: vendorFixture(4, {
      id: 'swift',
      name: 'Swift Logistics',
      country: 'Kenya',
      orderTypes: ['logistics'],
    }),
    score: 0.58,
    reasons: ['Shipped 4 of your orders', 'Quoted below the average twice'],
    source: 'history',
  },
]

/** Answers like the server: suggestions serving the order type whose name matches the search. */
const serve =
  (all: VendorSuggestion[]) =>
  ({ query }: RecordedCall) => {
    const type = (query.get('orderType') ?? 'supply') as OrderType
    const term = query.get('search')?.toLowerCase() ?? ''
    const items = all.filter(
      ({ vendor }) => vendor.orderTypes.includes(type) && vendor.name.toLowerCase().includes(term),
    )
    return later({
      message: 'Suggestions',
      data: { items, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } },
    })
  }

/** Invites everyone except `taken@vendor.test`, which is refused with a 409. */
function inviteMock(api: MockApi) {
  api.on(inviteVendors, ({ body }) => {
    const [sent] = (body as { vendors: VendorInput[] }).vendors
    if (!sent || sent.email === 'taken@vendor.test') {
      return later({
        status: 409,
        body: { message: 'taken@vendor.test is already one of your vendors.' },
      })
    }
    return later({
      message: 'Invitations sent.',
      data: {
        invited: [vendorFixture(9, { ...sent, status: 'invited', joinedAt: null })],
        rejected: [],
      },
    })
  })
}

function Screen({ mock, children }: { mock: (api: MockApi) => void; children: ReactNode }) {
  return (
    <AllyStory session={session} mock={mock}>
      <div style={{ maxWidth: '64rem', margin: '0 auto' }}>{children}</div>
    </AllyStory>
  )
}

/** Invite "Lagos Steel Works" for the success toast, "Already Listed Co" for the error one. */
export const Default: Story = {
  render: (args) => (
    <Screen
      mock={(api) => {
        api.on(suggestVendors, serve(suggestions))
        inviteMock(api)
      }}
    >
      <VendorSuggestions {...args} />
    </Screen>
  ),
}

export const StartingFromLogistics: Story = {
  name: 'Starting from logistics',
  args: { defaultOrderType: 'logistics' },
  render: Default.render,
}

export const Empty: Story = {
  render: (args) => (
    <Screen mock={(api) => api.on(suggestVendors, serve([]))}>
      <VendorSuggestions {...args} />
    </Screen>
  ),
}

export const Loading: Story = {
  render: (args) => (
    <Screen mock={(api) => api.on(suggestVendors, () => new Promise(() => {}))}>
      <VendorSuggestions {...args} />
    </Screen>
  ),
}

export const ErrorState: Story = {
  name: 'Error',
  render: (args) => (
    <Screen
      mock={(api) =>
        api.on(suggestVendors, { status: 503, body: { message: 'Suggestions are unavailable.' } })
      }
    >
      <VendorSuggestions {...args} />
    </Screen>
  ),
}
