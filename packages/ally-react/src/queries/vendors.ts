import {
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
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
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
