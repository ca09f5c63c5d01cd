import { INFINITE_SCROLL_THRESHOLD_PX } from '@ally/sdk'
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { cx } from '../internal/cx'
import { Spinner } from '../Spinner'
import { isNearBottom } from './isNearBottom'
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

interface LoadState {
  children: ReactNode
  onLoadMore: () => void
  hasMore: boolean
  isLoading: boolean
  threshold: number
}

const NOT_ASKED = Symbol('not asked')

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
  // The children more was last asked for. Scroll events keep firing, and StrictMode runs effects
  // twice, before the parent answers; this keeps it to one request per rendered page.
  const askedFor = useRef<ReactNode | typeof NOT_ASKED>(NOT_ASKED)
  // The scroll listener lives as long as the element, so it reads the latest props from here.
  const latest = useRef<LoadState>({ children, onLoadMore, hasMore, isLoading, threshold })
  useLayoutEffect(() => {
    latest.current = { children, onLoadMore, hasMore, isLoading, threshold }
  })

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const onScroll = () => loadMoreIfNeeded(container, latest.current, askedFor)
    container.addEventListener('scroll', onScroll, { passive: true })
    return () => container.removeEventListener('scroll', onScroll)
  }, [])

  // After every render: a first page shorter than the container can never be scrolled.
  useEffect(() => {
    if (containerRef.current) loadMoreIfNeeded(containerRef.current, latest.current, askedFor)
  })

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

function loadMoreIfNeeded(
  container: HTMLElement,
  { children, onLoadMore, hasMore, isLoading, threshold }: LoadState,
  askedFor: RefObject<ReactNode | typeof NOT_ASKED>,
): void {
  // Cheap checks first: reading scroll metrics forces a layout.
  if (!hasMore || isLoading || askedFor.current === children) return
  if (!isNearBottom(container, threshold)) return
  askedFor.current = children
  onLoadMore()
}
