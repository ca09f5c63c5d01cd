import { INFINITE_SCROLL_THRESHOLD_PX } from '@ally/sdk'

/** The three numbers of a scroll container that say how far its bottom is. */
export interface ScrollMetrics {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}

/**
 * Whether the end of a scroll container is within `threshold` pixels of its visible area. True
 * as well when the content is shorter than the container, since there is nothing to scroll.
 *
 * @example
 * isNearBottom({ scrollTop: 780, scrollHeight: 1000, clientHeight: 200 }) // true: 20 px left
 * isNearBottom(element, 100) // an Element has all three properties
 */
export function isNearBottom(
  { scrollTop, scrollHeight, clientHeight }: ScrollMetrics,
  threshold: number = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold
}
