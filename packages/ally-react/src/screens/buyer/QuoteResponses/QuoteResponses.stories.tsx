import { acceptQuote, compareQuote, type QuoteComparison } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { comparisonFixture } from '../../../testing/sourcingFixtures'
import { QuoteResponses } from './QuoteResponses'

const meta = {
  title: 'Screens/Sourcing/Quote responses',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const TODAY = '2026-11-24'
const open = comparisonFixture()
const awarded = comparisonFixture({
  quote: { ...open.quote, status: 'awarded' },
  awards: [
    {
      lineId: 'bolt',
      quoteResponseId: 'response-rfq-boltco',
      vendorId: 'boltco',
      approvedId: 'approved-boltco',
      purchaseOrder: { id: 'po-7', number: 'PO-0007' },
    },
    {
      lineId: 'nut',
      quoteResponseId: 'response-rfq-eurofix',
      vendorId: 'eurofix',
      approvedId: 'approved-eurofix',
      purchaseOrder: null,
    },
  ],
})

function screen(mock: (api: MockApi) => void) {
  return (
    <AllyStory session={storySession()} mock={mock}>
      <QuoteResponses quoteId="quote-1" today={TODAY} />
    </AllyStory>
  )
}

const serving = (comparison: QuoteComparison) => (api: MockApi) => {
  let current = comparison
  api.on(compareQuote, () => ({ message: 'ok', data: current }))
  api.on(acceptQuote, () => {
    current = awarded
    return {
      message: 'Award split between 2 vendors',
      data: { quote: awarded.quote, approved: [] },
    }
  })
}

export const Open: Story = { render: () => screen(serving(open)) }

export const Awarded: Story = { render: () => screen(serving(awarded)) }

export const NoAnswersYet: Story = {
  name: 'No answers yet',
  render: () =>
    screen(
      serving({
        ...open,
        vendors: open.vendors.map((vendor) => ({
          ...vendor,
          response: null,
          lines: [],
          total: null,
        })),
      }),
    ),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(compareQuote, () => new Promise(() => {}))),
}

export const NotFound: Story = {
  name: 'Another business’s',
  render: () =>
    screen((api) => api.on(compareQuote, { status: 404, body: { message: 'Not found.' } })),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) =>
      api.on(compareQuote, { status: 503, body: { message: 'The server is busy. Try again.' } }),
    ),
}
