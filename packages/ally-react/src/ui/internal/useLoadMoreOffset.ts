import { INFINITE_SCROLL_THRESHOLD_PX } from '@ally/sdk'
import { type RefObject, useEffect, useState } from 'react'

/**
 * react-aria's load-more items (`TableLoadMoreItem`, `GridListLoadMoreItem`) take their margin as
 * a share of the scroller's height; the product rule is a distance in px (docs/product-rules.md:
 * "loads more within 25 px of the bottom"). This measures the scroller while `active` and gives
 * the share that makes 25 px.
 */
export function useLoadMoreOffset(
  scroller: RefObject<HTMLElement | null>,
  active: boolean,
  px = INFINITE_SCROLL_THRESHOLD_PX,
): number {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const element = scroller.current
    if (!active || !element) return
    setHeight(element.clientHeight)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.clientHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [scroller, active])
  const known = height || (typeof window === 'undefined' ? 0 : window.innerHeight)
  return known > 0 ? px / known : 0
}

/** Whether react-aria's load-more items can watch the scroller here (not in SSR or old jsdom). */
export const canWatchScrolling = () => typeof IntersectionObserver !== 'undefined'
