import type { Meta, StoryObj } from '@storybook/react-vite'
import '../styles.css'
import { chair, dealsPage, sampleDeals } from '../testing/fakeSite'
import { storyApi } from '../testing/storyApis'
import { HotDeals } from './HotDeals'

const meta = {
  title: 'Website widgets/HotDeals',
  component: HotDeals,
  args: { api: storyApi(() => dealsPage(sampleDeals)) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HotDeals>

export default meta
type Story = StoryObj<typeof meta>

/** Four deals: an old price, an end date, a non-http link (no "View deal") and no link. */
export const Filled: Story = {}

/** The skeleton, for as long as the deals take. */
export const Loading: Story = { args: { api: storyApi(() => 'never') } }

export const Empty: Story = { args: { api: storyApi(() => dealsPage([])) } }

/** Retry asks again; this fake server fails every other time. */
export const Failed: Story = {
  args: {
    api: (() => {
      let calls = 0
      return storyApi(() => (calls++ % 2 === 0 ? { status: 503 } : dealsPage(sampleDeals)))
    })(),
  },
}

/** A picture that fails to load falls back to the vendor's initial. */
export const BrokenPicture: Story = {
  args: {
    api: storyApi(() => dealsPage([{ ...chair, imageUrl: 'https://images.invalid/missing.jpg' }])),
  },
}

/** At a phone's width the cards stack. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
}
