import {
  type EndpointData,
  type Envelope,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '@ally/sdk'
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query'
import {
  type AllyMutationOptions,
  type AllyQueryOptions,
  allyQueryKey,
  useAllyInfiniteList,
  useAllyMutation,
} from './endpoint'

// The buyer's notification centre (the top bar's panel): the list, newest first, and marking read.
// A mark shows at once in every loaded page, then the list reads again.

type ListPages = InfiniteData<Envelope<EndpointData<typeof listNotifications>>>

/** Notifications per page of the panel. */
export const NOTIFICATION_PAGE_SIZE = 10

/** Marks read, in every cached page of the list, the notifications `isMarked` picks. */
function markCached(queries: QueryClient, isMarked: (key: string) => boolean) {
  queries.setQueriesData<ListPages>({ queryKey: allyQueryKey(listNotifications) }, (cached) => {
    if (!cached?.pages) return cached
    const newlyRead = new Set(
      cached.pages.flatMap((page) =>
        page.data.items.filter((item) => !item.read && isMarked(item.key)).map((item) => item.key),
      ),
    )
    return {
      ...cached,
      pages: cached.pages.map((page) => ({
        ...page,
        data: {
          ...page.data,
          unread: Math.max(0, page.data.unread - newlyRead.size),
          items: page.data.items.map((item) =>
            isMarked(item.key) ? { ...item, read: true } : item,
          ),
        },
      })),
    }
  })
}

const refresh = (queries: QueryClient) =>
  void queries.invalidateQueries({ queryKey: allyQueryKey(listNotifications) })

/**
 * The signed-in user's notifications of the last 30 days, newest first, page by page
 * (`fetchNextPage()` for more); `pagedItems(result.data)` gives the rows, the first page's
 * `data.unread` how many are unread. Read afresh each time the panel opens.
 *
 * @example
 * const list = useNotifications()
 * const items = pagedItems(list.data)
 */
export const useNotifications = (options?: AllyQueryOptions) =>
  useAllyInfiniteList(
    listNotifications,
    { limit: NOTIFICATION_PAGE_SIZE },
    { staleTime: 0, ...options },
  )

/** Marks notifications read by their keys: at once in the panel, then as the server says. */
export function useMarkNotificationsRead(
  options?: AllyMutationOptions<typeof markNotificationsRead>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    markNotificationsRead,
    {
      onSuccess: (_result, input) => {
        markCached(queries, (key) => input.body.keys.includes(key))
        refresh(queries)
      },
    },
    options,
  )
}

/** Marks every notification listed so far read ("Mark all as read"). */
export function useMarkAllNotificationsRead(
  options?: AllyMutationOptions<typeof markAllNotificationsRead>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    markAllNotificationsRead,
    {
      onSuccess: () => {
        markCached(queries, () => true)
        refresh(queries)
      },
    },
    options,
  )
}
