import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InfiniteScroll, type InfiniteScrollProps } from './InfiniteScroll'
import type { ScrollMetrics } from './isNearBottom'

// jsdom has no layout, so every element reports the scroll metrics the test sets here.
let layout: ScrollMetrics
const metricNames = ['scrollTop', 'scrollHeight', 'clientHeight'] as const

beforeEach(() => {
  layout = { scrollTop: 0, scrollHeight: 1000, clientHeight: 200 }
  for (const name of metricNames) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get: () => layout[name],
    })
  }
})

afterEach(() => {
  cleanup()
  // Removing the own properties brings jsdom's Element getters back.
  for (const name of metricNames) Reflect.deleteProperty(HTMLElement.prototype, name)
})

function List(props: Partial<InfiniteScrollProps> & { page?: number }) {
  const { page = 1, ...rest } = props
  return (
    <InfiniteScroll aria-label="Vendors" hasMore isLoading={false} onLoadMore={() => {}} {...rest}>
      <ul>
        {Array.from({ length: page * 10 }, (_, i) => i + 1).map((n) => (
          <li key={n}>Vendor {n}</li>
        ))}
      </ul>
    </InfiniteScroll>
  )
}

function scrollTo(scrollTop: number) {
  layout.scrollTop = scrollTop
  fireEvent.scroll(screen.getByRole('region', { name: 'Vendors' }))
}

describe('InfiniteScroll', () => {
  it('loads more when scrolled within 25 px of the bottom', () => {
    const onLoadMore = vi.fn()
    render(<List onLoadMore={onLoadMore} />)
    expect(onLoadMore).not.toHaveBeenCalled()

    scrollTo(775) // 1000 - 775 - 200 = 25 px left
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('does not load more further from the bottom', () => {
    const onLoadMore = vi.fn()
    render(<List onLoadMore={onLoadMore} />)

    scrollTo(400)
    scrollTo(774) // 26 px left
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('uses a custom threshold', () => {
    const onLoadMore = vi.fn()
    render(<List onLoadMore={onLoadMore} threshold={200} />)

    scrollTo(599)
    expect(onLoadMore).not.toHaveBeenCalled()
    scrollTo(600)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('does not load more while loading, and shows a spinner', () => {
    const onLoadMore = vi.fn()
    render(<List onLoadMore={onLoadMore} isLoading />)

    scrollTo(800)
    expect(onLoadMore).not.toHaveBeenCalled()
    expect(screen.getByRole('progressbar', { name: 'Loading more' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Vendors' }).getAttribute('aria-busy')).toBe('true')
  })

  it('does not load more when there is no more', () => {
    const onLoadMore = vi.fn()
    render(<List onLoadMore={onLoadMore} hasMore={false} />)

    scrollTo(800)
    expect(onLoadMore).not.toHaveBeenCalled()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('asks once per page, however many scroll events arrive before it renders', () => {
    const onLoadMore = vi.fn()
    const { rerender } = render(<List onLoadMore={onLoadMore} />)

    scrollTo(790)
    scrollTo(795)
    scrollTo(800)
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    rerender(<List onLoadMore={onLoadMore} isLoading />)
    layout.scrollHeight = 2000
    rerender(<List onLoadMore={onLoadMore} page={2} />)
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    scrollTo(1800)
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('loads more straight away when the first page does not fill the container', () => {
    layout = { scrollTop: 0, scrollHeight: 200, clientHeight: 200 }
    const onLoadMore = vi.fn()
    const { rerender } = render(<List onLoadMore={onLoadMore} />)
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    // The second page still fits: ask again, without waiting for a scroll that cannot happen.
    rerender(<List onLoadMore={onLoadMore} isLoading />)
    rerender(<List onLoadMore={onLoadMore} page={2} />)
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('asks only once under StrictMode, which runs effects twice', () => {
    layout = { scrollTop: 0, scrollHeight: 200, clientHeight: 200 }
    const onLoadMore = vi.fn()
    render(
      <StrictMode>
        <List onLoadMore={onLoadMore} />
      </StrictMode>,
    )
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('is a named, keyboard-focusable region', () => {
    render(<List />)
    const region = screen.getByRole('region', { name: 'Vendors' })
    expect(region.tabIndex).toBe(0)
    expect(region.className).toBe('ally-InfiniteScroll')
  })
})
