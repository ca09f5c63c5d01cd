import type { CallArgs, Endpoint, EndpointData, EndpointInput, Envelope } from '@ally/sdk'
import {
  keepPreviousData,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'

/** `['ally', path, input]`: every Ally query lives under `['ally']`, one branch per endpoint. */
export function allyQueryKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): QueryKey {
  return input === undefined ? ['ally', endpoint.path] : ['ally', endpoint.path, input]
}

/**
 * A function that marks every cached read of `endpoints` stale, so each screen showing one reads
 * it again: what a mutation's `onSuccess` calls after changing what they show.
 */
export function useReadAgain(endpoints: readonly Endpoint[]): () => void {
  const queries = useQueryClient()
  return () => {
    for (const endpoint of endpoints) {
      void queries.invalidateQueries({ queryKey: allyQueryKey(endpoint) })
    }
  }
}

export interface AllyQueryOptions {
  enabled?: boolean
  staleTime?: number
  /** Read again every so many milliseconds while it returns a number (progress being polled). */
  refetchInterval?: number | false | ((query: { state: { data: unknown } }) => number | false)
  /** Keep the last answer (marked `isPlaceholderData`) while another input's loads: filters. */
  keepPrevious?: boolean
}

/**
 * Reads an endpoint through TanStack Query. Prefer the named hooks (`useProfile`, …); this is
 * what they are made of.
 */
export function useAllyQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  { keepPrevious, ...options }: AllyQueryOptions = {},
): UseQueryResult<Envelope<EndpointData<E>>> {
  const client = useAllyClient()
  return useQuery({
    queryKey: allyQueryKey(endpoint, input),
    queryFn: ({ signal }) =>
      client.request(endpoint, ...([input, { signal }] as unknown as CallArgs<E>)),
    ...options,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  })
}

export interface AllyMutationOptions<E extends Endpoint> {
  /** Send this bearer token instead of the stored session's (e.g. a token from a link). */
  token?: string
  onSuccess?: (result: Envelope<EndpointData<E>>, input: EndpointInput<E>) => void
  onError?: (error: Error, input: EndpointInput<E>) => void
}

export type AllyMutation<E extends Endpoint> = UseMutationResult<
  Envelope<EndpointData<E>>,
  Error,
  EndpointInput<E>
>

/**
 * Calls a write endpoint. State follows docs/product-rules.md#sessions-and-redirects — idle,
 * requesting (`isPending`), success, failure — and a new call clears the previous result. Callbacks
 * given here run after the hook's own (cache updates first), never instead of them.
 */
export function useAllyMutation<E extends Endpoint>(
  endpoint: E,
  own: AllyMutationOptions<E> = {},
  options: AllyMutationOptions<E> = {},
): AllyMutation<E> {
  const client = useAllyClient()
  return useMutation({
    mutationKey: ['ally', endpoint.method, endpoint.path],
    mutationFn: (input: EndpointInput<E>) => {
      const token = options.token ?? own.token
      return client.request(
        endpoint,
        ...([input, token ? { token } : {}] as unknown as CallArgs<E>),
      )
    },
    onSuccess: (result, input) => {
      own.onSuccess?.(result, input)
      options.onSuccess?.(result, input)
    },
    onError: (error, input) => {
      own.onError?.(error, input)
      options.onError?.(error, input)
    },
  })
}

type PageOf<E extends Endpoint> = EndpointData<E> extends { items: (infer Item)[] } ? Item : never

/**
 * Drops empty filters, so that `{}` and `{ search: '' }` share one cache entry
 * (docs/product-rules.md#api-conventions).
 */
export function withoutEmpty<Q extends Record<string, unknown>>(query: Q): Partial<Q> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && String(value).trim() !== '',
    ),
  ) as Partial<Q>
}

/**
 * Reads a paged list endpoint (one answering `{ items, pagination }`) page by page (`page` 1, 2, … while `page < totalPages`). Use
 * `items(result)` for the rows of every loaded page and `fetchNextPage()` to load more.
 *
 * @example
 * const rfqs = useAllyInfiniteList(listRfqs, { vendor: vendorId, limit: 20 })
 * const rows = rfqs.data?.pages.flatMap((page) => page.data.items) ?? []
 */
export function useAllyInfiniteList<E extends Endpoint>(
  endpoint: E,
  query: Omit<NonNullable<EndpointInput<E> extends { query?: infer Q } ? Q : never>, 'page'>,
  options: AllyQueryOptions & { token?: string } = {},
) {
  const client = useAllyClient()
  const { token, ...queryOptions } = options
  const filters = withoutEmpty(query as Record<string, unknown>)
  return useInfiniteQuery({
    queryKey: [
      ...allyQueryKey(endpoint, { query: filters } as unknown as EndpointInput<E>),
      'infinite',
    ],
    queryFn: ({ pageParam, signal }) =>
      client.request(
        endpoint,
        ...([
          { query: { ...filters, page: pageParam } },
          { signal, ...(token ? { token } : {}) },
        ] as unknown as CallArgs<E>),
      ) as Promise<Envelope<EndpointData<E>>>,
    initialPageParam: 1,
    getNextPageParam: (last: Envelope<EndpointData<E>>) => {
      const { pagination } = last.data as { pagination: { page: number; totalPages: number } }
      return pagination.page < pagination.totalPages ? pagination.page + 1 : undefined
    },
    // New filters keep showing the last rows until their first page arrives.
    placeholderData: (previous) => previous,
    ...queryOptions,
  })
}

/** Every row of the pages an infinite list has loaded so far. */
export function pagedItems<E extends Endpoint>(
  data: { pages: Envelope<EndpointData<E>>[] } | undefined,
): PageOf<E>[] {
  return (data?.pages ?? []).flatMap((page) => (page.data as { items: PageOf<E>[] }).items)
}
