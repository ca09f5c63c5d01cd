import { compareQuote, getRfq } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { revisionsFixture, roundRfqsFixture } from '../../../testing/orderFixtures'
import { comparisonFixture } from '../../../testing/sourcingFixtures'
import { QuoteVendorDetail } from './QuoteVendorDetail'

const meta = {
  title: 'Screens/Sourcing/Vendor answer',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const TODAY = '2026-02-01'
const comparison = comparisonFixture()
const [, eurofix, quiet] = roundRfqsFixture()

const screen = (vendorId: string | undefined, mock: (api: MockApi) => void) => (
  <AllyStory session={storySession()} mock={mock}>
    <QuoteVendorDetail quoteId="quote-1" vendorId={vendorId} today={TODAY} />
  </AllyStory>
)

export const Revised: Story = {
  name: 'Revised, in another currency',
  render: () =>
    screen('eurofix', (api) => {
      api.on(compareQuote, { message: 'ok', data: comparison })
      api.on(getRfq, { message: 'ok', data: { rfq: eurofix, responses: revisionsFixture() } })
    }),
}

export const Awaiting: Story = {
  name: 'No answer yet',
  render: () =>
    screen('quiet', (api) => {
      api.on(compareQuote, { message: 'ok', data: comparison })
      api.on(getRfq, { message: 'ok', data: { rfq: quiet, responses: [] } })
    }),
}

export const ChooseVendor: Story = {
  name: 'No vendor chosen',
  render: () =>
    screen(undefined, (api) => api.on(compareQuote, { message: 'ok', data: comparison })),
}

export const Loading: Story = {
  render: () => screen('eurofix', (api) => api.on(compareQuote, () => new Promise(() => {}))),
}

export const RevisionsError: Story = {
  name: 'Revisions fail to load',
  render: () =>
    screen('eurofix', (api) => {
      api.on(compareQuote, { message: 'ok', data: comparison })
      api.on(getRfq, { status: 500, body: { message: 'The server is busy.' } })
    }),
}

export const LoadError: Story = {
  name: 'Error',
  render: () =>
    screen('eurofix', (api) =>
      api.on(compareQuote, { status: 500, body: { message: 'The server is busy.' } }),
    ),
}

export const VendorNotAsked: Story = {
  name: 'Vendor not in the round',
  render: () =>
    screen('nobody', (api) => api.on(compareQuote, { message: 'ok', data: comparison })),
}

export const NotFound: Story = {
  name: 'Another business’s',
  render: () =>
    screen('eurofix', (api) =>
      api.on(compareQuote, { status: 404, body: { message: 'Not found.' } }),
    ),
}
