import {
  type EndpointInput,
  getRfqByLink,
  listPurchaseOrders,
  listQuotes,
  listRfqs,
  listVendorPurchaseOrders,
  listVendorRfqs,
} from '@ally/sdk'
import { type AllyQueryOptions, useAllyInfiniteList, useAllyQuery } from './endpoint'

// Read hooks of the sourcing lists. The vendor screens use them filtered to one vendor; the
// sourcing screens use the same hooks with their own filters.

export type RfqListFilters = Omit<NonNullable<EndpointInput<typeof listRfqs>['query']>, 'page'>
export type QuoteListFilters = Omit<NonNullable<EndpointInput<typeof listQuotes>['query']>, 'page'>
export type PurchaseOrderListFilters = Omit<
  NonNullable<EndpointInput<typeof listPurchaseOrders>['query']>,
  'page'
>
export type VendorInboxFilters = Omit<
  NonNullable<EndpointInput<typeof listVendorRfqs>['query']>,
  'page'
>
export type VendorPurchaseOrderFilters = Omit<
  NonNullable<EndpointInput<typeof listVendorPurchaseOrders>['query']>,
  'page'
>

/** RFQs this business sent, newest first; `vendor` narrows to one vendor. */
export const useRfqList = (filters: RfqListFilters = {}, options?: AllyQueryOptions) =>
  useAllyInfiniteList(listRfqs, filters, options)

/** Sourcing rounds, newest first; `vendor` narrows to those that asked that vendor. */
export const useQuoteList = (filters: QuoteListFilters = {}, options?: AllyQueryOptions) =>
  useAllyInfiniteList(listQuotes, filters, options)

/** Purchase orders, newest first; `vendor` narrows to one vendor. */
export const usePurchaseOrderList = (
  filters: PurchaseOrderListFilters = {},
  options?: AllyQueryOptions,
) => useAllyInfiniteList(listPurchaseOrders, filters, options)

/** A vendor's RFQ inbox across every buyer, with the vendor session's token. */
export const useVendorRfqInbox = (filters: VendorInboxFilters = {}, options?: AllyQueryOptions) =>
  useAllyInfiniteList(listVendorRfqs, filters, options)

/** Purchase orders sent to the signed-in vendor, across every buyer. */
export const useVendorPurchaseOrderList = (
  filters: VendorPurchaseOrderFilters = {},
  options?: AllyQueryOptions,
) => useAllyInfiniteList(listVendorPurchaseOrders, filters, options)

/**
 * An RFQ opened from its e-mailed link (`/vendor/rfq?token=…`): the token is the only credential,
 * so no session's bearer goes with it. The first read marks the RFQ viewed; a wrong or expired
 * token answers 404.
 */
export const useRfqByLink = (token: string, options?: AllyQueryOptions) =>
  useAllyQuery(getRfqByLink, { query: { token } }, { enabled: token !== '', ...options })
