import {
  type AllyConnection,
  confirmVendorRegistration,
  type EndpointData,
  type EndpointInput,
  type Envelope,
  getVendor,
  inviteVendors,
  listVendors,
  type OrderType,
  suggestVendors,
  updateVendor,
  type Vendor,
  vendorAnalytics,
} from '@ally/sdk'
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'
import {
  type AllyMutationOptions,
  allyQueryKey,
  useAllyInfiniteList,
  useAllyMutation,
  useAllyQuery,
} from './endpoint'

/**
 * The filters of the vendor list; empty ones are left out of the request
 * (docs/product-rules.md#api-conventions).
 */
export interface VendorListFilters {
  /** Matches name, e-mail and contact name. */
  search?: string
  status?: Vendor['status']
  orderType?: OrderType
  /** Vendors per page. @default 50 */
  limit?: number
}

/** The vendor list's page size when the caller gives none. */
export const VENDOR_LIST_LIMIT = 50

type VendorListQuery = NonNullable<EndpointInput<typeof listVendors>['query']>

function toListQuery({
  search,
  status,
  orderType,
  limit = VENDOR_LIST_LIMIT,
}: VendorListFilters): VendorListQuery {
  const term = search?.trim()
  // Only set keys go in, so `{}` and `{ search: '' }` share one cache entry.
  return {
    limit,
    ...(term ? { search: term } : {}),
    ...(status ? { status } : {}),
    ...(orderType ? { orderType } : {}),
  }
}

/**
 * Query keys of the vendor endpoints, all under `allyQueryKey`'s `['ally', path]` branches.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: vendorKeys.lists() })
 */
export const vendorKeys = {
  /** Every vendor list, whatever its filters: the prefix to invalidate after a change. */
  lists: (): QueryKey => allyQueryKey(listVendors),
  /** One infinite vendor list; marked so it never collides with a single-page read. */
  list: (filters: VendorListFilters = {}): QueryKey => [
    ...allyQueryKey(listVendors, { query: toListQuery(filters) }),
    'infinite',
  ],
  /** Every vendor detail. */
  details: (): QueryKey => allyQueryKey(getVendor),
  /** One vendor with its stats. */
  detail: (vendorId: string): QueryKey => allyQueryKey(getVendor, { query: { vendorId } }),
}

/**
 * The business's vendors, page by page (`page` 1, 2, … while `page < totalPages`). Flatten
 * `data.pages` for the rows; `fetchNextPage()` loads more.
 *
 * @example
 * const vendors = useVendorList({ search: 'acme', status: 'active' })
 * const rows = vendors.data?.pages.flatMap((page) => page.data.items) ?? []
 */
export const useVendorList = (filters: VendorListFilters = {}) =>
  useAllyInfiniteList(listVendors, toListQuery(filters))

/** One vendor with its performance for this buyer; nothing is fetched without an id. */
export function useVendor(vendorId: string) {
  return useAllyQuery(getVendor, { query: { vendorId } }, { enabled: vendorId !== '' })
}

/** Invites one vendor or many; the vendor lists refetch afterwards. */
export function useInviteVendors(options?: AllyMutationOptions<typeof inviteVendors>) {
  const queries = useQueryClient()
  return useAllyMutation(
    inviteVendors,
    { onSuccess: () => void queries.invalidateQueries({ queryKey: vendorKeys.lists() }) },
    options,
  )
}

/** Corrects a vendor; its detail takes the answer at once, and the lists and detail refetch. */
export function useUpdateVendor(options?: AllyMutationOptions<typeof updateVendor>) {
  const queries = useQueryClient()
  return useAllyMutation(
    updateVendor,
    {
      onSuccess: ({ data: vendor }, { params }) => {
        const key = vendorKeys.detail(params.id)
        queries.setQueryData<Envelope<EndpointData<typeof getVendor>>>(key, (cached) =>
          cached ? { ...cached, data: { ...cached.data, vendor } } : cached,
        )
        void queries.invalidateQueries({ queryKey: vendorKeys.lists() })
        void queries.invalidateQueries({ queryKey: key })
      },
    },
    options,
  )
}

/**
 * Confirms or declines a registration waiting on a vendor; its detail takes the answer at once,
 * and the lists refetch (the vendor's address and status may have changed).
 */
export function useConfirmVendorRegistration(
  options?: AllyMutationOptions<typeof confirmVendorRegistration>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    confirmVendorRegistration,
    {
      onSuccess: (answer, { params }) => {
        queries.setQueryData(vendorKeys.detail(params.id), answer)
        void queries.invalidateQueries({ queryKey: vendorKeys.lists() })
      },
    },
    options,
  )
}

export type VendorAnalyticsFilters = Omit<
  NonNullable<EndpointInput<typeof vendorAnalytics>['query']>,
  'page'
>

/**
 * Per-vendor performance over a period (`from`/`to`, days), sorted on the server; page by page.
 *
 * @example
 * const analytics = useVendorAnalytics({ sort: 'spend', order: 'desc', limit: 50 })
 */
export const useVendorAnalytics = (filters: VendorAnalyticsFilters = {}) =>
  useAllyInfiniteList(vendorAnalytics, filters)

export type VendorSuggestionFilters = Omit<
  NonNullable<EndpointInput<typeof suggestVendors>['query']>,
  'page'
>

/** Vendors ranked for an order type (the server defaults it to 'supply'), each with its reasons. */
export const useVendorSuggestions = (filters: VendorSuggestionFilters = {}) =>
  useAllyInfiniteList(suggestVendors, filters)

/** The largest page `listVendors` gives: what a whole-list read asks for. */
const WHOLE_LIST_PAGE = 100

/**
 * Every vendor that matches the filters, read page by page (100 at a time), for exports and
 * for matching an import against the list. `signal` stops it between pages.
 *
 * @example
 * const vendors = await fetchAllVendors(client, { status: 'active' })
 */
export async function fetchAllVendors(
  client: AllyConnection,
  filters: Omit<VendorListFilters, 'limit'> = {},
  signal?: AbortSignal,
): Promise<Vendor[]> {
  const query = toListQuery({ ...filters, limit: WHOLE_LIST_PAGE })
  const vendors: Vendor[] = []
  for (let page = 1; ; page++) {
    const { data } = await client.request(listVendors, { query: { ...query, page } }, { signal })
    vendors.push(...data.items)
    const { totalPages, totalIsEstimate } = data.pagination
    // An estimated total is a lower bound: keep going while pages come back full.
    const more = page < totalPages || (totalIsEstimate && data.items.length === WHOLE_LIST_PAGE)
    if (!more || data.items.length === 0) return vendors
  }
}

/**
 * The whole vendor list by lower-cased e-mail, read only while `enabled` (an import matching its
 * rows to existing vendors). It refetches after any invite or edit, like the lists.
 */
export function useVendorsByEmail(enabled: boolean) {
  const client = useAllyClient()
  return useQuery({
    queryKey: [...vendorKeys.lists(), 'by-email'],
    queryFn: async ({ signal }) => {
      const vendors = await fetchAllVendors(client, {}, signal)
      return new Map(vendors.map((vendor) => [vendor.email.toLowerCase(), vendor]))
    },
    enabled,
  })
}

/** Corrections for many vendors (one `updateVendor` each, a few at a time); lists refetch after. */
export function useUpdateVendors() {
  const client = useAllyClient()
  const queries = useQueryClient()
  return async (
    changes: { id: string; body: EndpointInput<typeof updateVendor>['body'] }[],
  ): Promise<({ vendor: Vendor } | { error: Error })[]> => {
    const results: ({ vendor: Vendor } | { error: Error })[] = new Array(changes.length)
    let next = 0
    // Four at a time: quick for a few hundred rows, without flooding the server.
    const worker = async () => {
      while (next < changes.length) {
        const index = next++
        const change = changes[index] as (typeof changes)[number]
        try {
          const { data } = await client.request(updateVendor, {
            params: { id: change.id },
            body: change.body,
          })
          results[index] = { vendor: data }
        } catch (error) {
          results[index] = { error: error as Error }
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(4, changes.length) }, worker))
    if (changes.length) {
      void queries.invalidateQueries({ queryKey: vendorKeys.lists() })
      void queries.invalidateQueries({ queryKey: vendorKeys.details() })
    }
    return results
  }
}
