import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { InfiniteScroll } from './InfiniteScroll'

const PAGE_SIZE = 10
const TOTAL = 45

/** A list that "fetches" a page after a short delay, like a paginated vendor endpoint. */
function VendorFeed({ pageSize, height }: { pageSize: number; height: string }) {
  const [count, setCount] = useState(pageSize)
  const [isLoading, setLoading] = useState(false)
  const loadMore = () => {
    setLoading(true)
    setTimeout(() => {
      setCount((n) => Math.min(n + pageSize, TOTAL))
      setLoading(false)
    }, 800)
  }
  return (
    <>
      <style>{`.story-feed { height: ${height}; width: 20rem; border: 1px solid #6b7280; }`}</style>
      <InfiniteScroll
        aria-label="Vendors"
        hasMore={count < TOTAL}
        isLoading={isLoading}
        onLoadMore={loadMore}
        className="story-feed"
      >
        <ul style={{ margin: 0, padding: '0 1rem' }}>
          {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
            <li key={n} style={{ padding: '0.75rem 0' }}>
              Vendor {n}
            </li>
          ))}
        </ul>
        {count >= TOTAL && <p style={{ textAlign: 'center' }}>All {TOTAL} vendors loaded</p>}
      </InfiniteScroll>
    </>
  )
}

const meta = {
  title: 'UI/InfiniteScroll',
  component: VendorFeed,
  args: { pageSize: PAGE_SIZE, height: '18rem' },
} satisfies Meta<typeof VendorFeed>

export default meta
type Story = StoryObj<typeof meta>

/** Scroll to within 25 px of the bottom to load the next page. */
export const Default: Story = {}

/** Pages of 2 do not fill the box, so it keeps loading until they do. */
export const ShortFirstPage: Story = { args: { pageSize: 2 } }
