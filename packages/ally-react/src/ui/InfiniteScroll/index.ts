export { InfiniteScroll, type InfiniteScrollProps } from './InfiniteScroll'
export { isNearBottom, type ScrollMetrics } from './isNearBottom'
