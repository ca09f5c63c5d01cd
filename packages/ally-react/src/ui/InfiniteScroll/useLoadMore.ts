import { INFINITE_SCROLL_THRESHOLD_PX } from '@ally/sdk'
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { isNearBottom } from './isNearBottom'

export interface LoadMoreOptions {
  /** Asked for the next page; set `isLoading` while it loads. */
  onLoadMore: () => void
  /** False once the last page is in; stops further requests. */
  hasMore: boolean
  /** True while a page is loading; holds back further requests. */
  isLoading: boolean
  /** Distance from the bottom, in px, at which the next page is requested. @default 25 */
  threshold?: number
  /**
   * What is on screen now — the children, the rows, the page count. More is asked for once per
   * value, however many scroll events (or StrictMode effect runs) arrive before the next page.
   */
  loaded: unknown
  /**
   * The content's height when it is known without layout, as for virtualised rows of a fixed
   * height (a virtualizer sizes its content a render late). The element's `scrollHeight` otherwise.
   */
  contentHeight?: number
}

const NOT_ASKED = Symbol('not asked')

/**
 * Asks for the next page when the user scrolls `ref`'s element within `threshold` px of its
 * bottom — and right after a page renders if the content does not fill the element yet. The
 * element must exist when the calling component mounts.
 *
 * @example
 * const ref = useRef<HTMLDivElement>(null)
 * useLoadMore(ref, { loaded: rows, hasMore, isLoading, onLoadMore: fetchNextPage })
 * return <div ref={ref} style={{ overflowY: 'auto', height: 400 }}>{rows}</div>
 */
export function useLoadMore(
  ref: RefObject<HTMLElement | null>,
  {
    onLoadMore,
    hasMore,
    isLoading,
    threshold = INFINITE_SCROLL_THRESHOLD_PX,
    loaded,
    contentHeight,
  }: LoadMoreOptions,
): void {
  const askedFor = useRef<unknown>(NOT_ASKED)
  // The scroll listener lives as long as the element, so it reads the latest options from here.
  const latest = useRef({ onLoadMore, hasMore, isLoading, threshold, loaded, contentHeight })
  useLayoutEffect(() => {
    latest.current = { onLoadMore, hasMore, isLoading, threshold, loaded, contentHeight }
  })

  const loadMoreIfNeeded = useRef((element: HTMLElement) => {
    const state = latest.current
    // Cheap checks first: reading scroll metrics forces a layout.
    if (!state.hasMore || state.isLoading || askedFor.current === state.loaded) return
    const { scrollTop, clientHeight } = element
    const scrollHeight = state.contentHeight ?? element.scrollHeight
    if (!isNearBottom({ scrollTop, scrollHeight, clientHeight }, state.threshold)) return
    askedFor.current = state.loaded
    state.onLoadMore()
  }).current

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onScroll = () => loadMoreIfNeeded(element)
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [ref, loadMoreIfNeeded])

  // After every render: a first page shorter than the element can never be scrolled.
  useEffect(() => {
    if (ref.current) loadMoreIfNeeded(ref.current)
  })
}
