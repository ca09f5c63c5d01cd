import { INFINITE_SCROLL_THRESHOLD_PX } from '@ally/sdk'
import { type ReactNode, useRef } from 'react'
import { cx } from '../internal/cx'
import { Spinner } from '../Spinner'
import { useLoadMore } from './useLoadMore'
import './InfiniteScroll.css'

export interface InfiniteScrollProps {
  /** The items loaded so far. */
  children: ReactNode
  /** Asked for the next page; set `isLoading` while it loads. */
  onLoadMore: () => void
  /** False once the last page is in; stops further requests. */
  hasMore: boolean
  /** True while a page is loading; shows a spinner and holds back further requests. */
  isLoading: boolean
  /** Distance from the bottom, in px, at which the next page is requested. @default 25 */
  threshold?: number
  /** Names the scrollable region for screen readers. */
  'aria-label': string
  /** Label of the spinner shown while loading. @default 'Loading more' */
  loadingLabel?: string
  /** Added to the `ally-InfiniteScroll` class; give the container a height or max-height. */
  className?: string
}

/**
 * A scroll container that asks for the next page when the user scrolls within `threshold` px of
 * its bottom — and right after a page renders if the content does not fill the container yet.
 * It asks once per rendered page, never while `isLoading` and never once `hasMore` is false.
 * If loading fails, pass `hasMore={false}` (or show a retry) so it does not ask again.
 *
 * @example
 * const vendors = useInfiniteQuery(vendorListOptions({ limit: 20 }))
 * <InfiniteScroll
 *   aria-label="Vendors"
 *   className="vendor-list"
 *   hasMore={vendors.hasNextPage}
 *   isLoading={vendors.isFetchingNextPage}
 *   onLoadMore={() => vendors.fetchNextPage()}
 * >
 *   {vendors.data?.pages.flat().map((vendor) => <VendorRow key={vendor.id} vendor={vendor} />)}
 * </InfiniteScroll>
 */
export function InfiniteScroll({
  children,
  onLoadMore,
  hasMore,
  isLoading,
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
  'aria-label': label,
  loadingLabel = 'Loading more',
  className,
}: InfiniteScrollProps) {
  const containerRef = useRef<HTMLElement>(null)
  useLoadMore(containerRef, { onLoadMore, hasMore, isLoading, threshold, loaded: children })

  return (
    // A named <section> is a region landmark.
    <section
      ref={containerRef}
      className={cx('ally-InfiniteScroll', className)}
      aria-label={label}
      aria-busy={isLoading || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      {children}
      {isLoading && (
        <div className="ally-InfiniteScroll-loader">
          <Spinner size="small" aria-label={loadingLabel} />
        </div>
      )}
    </section>
  )
}
