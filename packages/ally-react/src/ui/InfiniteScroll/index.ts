export { InfiniteScroll, type InfiniteScrollProps } from './InfiniteScroll'
export { isNearBottom, type ScrollMetrics } from './isNearBottom'
export { type LoadMoreOptions, useLoadMore } from './useLoadMore'
