import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { canWatchScrolling, useLoadMoreOffset } from '../internal/useLoadMoreOffset'
import type { DataTableColumn, DataTableList } from './DataTable'

export interface DataTableState {
  /** The scroll region: the box the load-more item watches, and where focus lands at the end. */
  regionRef: RefObject<HTMLElement | null>
  /** Stable: asks for the next page unless one is on its way. */
  loadMore: () => void
  /** The "Load more" button's press: loads more and keeps its keyboard user on the table. */
  pressLoadMore: () => void
  /** More rows come as the user scrolls to the end of the region. */
  canScrollForMore: boolean
  scrollOffset: number
  /** The column whose cell carries a row's link. */
  linkColumn: string | undefined
}

/** The state and derived values of a `DataTable`: load-more, its focus, scrolling, the link column. */
export function useDataTable<T>(
  list: DataTableList,
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
): DataTableState {
  const regionRef = useRef<HTMLElement>(null)
  // "Load more" goes away with the last page: its keyboard user lands on the rows, not the page.
  const keepFocus = useRef(false)
  useEffect(() => {
    if (!keepFocus.current || list.isFetchingNextPage) return
    keepFocus.current = false
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!list.hasNextPage && lost) regionRef.current?.focus()
  }, [list.isFetchingNextPage, list.hasNextPage])

  // Stable, so the memoised table is not rebuilt for a new callback.
  const latestList = useRef(list)
  useLayoutEffect(() => {
    latestList.current = list
  })
  const loadMore = useCallback(() => {
    if (!latestList.current.isFetchingNextPage) void latestList.current.fetchNextPage()
  }, [])
  const pressLoadMore = useCallback(() => {
    keepFocus.current = true
    loadMore()
  }, [loadMore])

  // The region is the scroller the load-more item watches; its margin is a share of its height.
  const canScrollForMore = list.hasNextPage && !list.isFetchNextPageError && canWatchScrolling()
  const scrollOffset = useLoadMoreOffset(regionRef, rows.length > 0 && canScrollForMore)
  // The record's name carries the row's link, so the link reads as the record.
  const linkColumn = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id
  return { regionRef, loadMore, pressLoadMore, canScrollForMore, scrollOffset, linkColumn }
}
