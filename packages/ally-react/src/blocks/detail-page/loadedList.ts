import type { DataTableList } from '../../ui/DataTable'

/**
 * The list state of rows that arrived whole inside another answer (an order's lines, its purchase
 * orders): nothing loading, nothing more to fetch, so DataTable shows the rows or its empty text.
 */
export const LOADED_LIST: DataTableList = {
  isPending: false,
  isError: false,
  isFetchNextPageError: false,
  error: null,
  hasNextPage: false,
  isFetchingNextPage: false,
  refetch: () => undefined,
  fetchNextPage: () => undefined,
}
