import {
  acceptQuote,
  compareQuote,
  declineRfq,
  declineRfqByLink,
  deleteRfq,
  type EndpointInput,
  getOrder,
  getQuote,
  getRfq,
  getRfqByLink,
  getVendorRfq,
  listApprovedQuoteResponses,
  listPurchaseOrders,
  listQuoteRfqs,
  listQuotes,
  listRfqs,
  listVendorPurchaseOrders,
  listVendorRfqs,
  submitQuoteByLink,
  submitQuoteResponse,
  updateRfq,
  uploadFileByLink,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import {
  type AllyMutationOptions,
  type AllyQueryOptions,
  allyQueryKey,
  useAllyInfiniteList,
  useAllyMutation,
  useAllyQuery,
  useReadAgain,
} from './endpoint'
import { ROUND_READS } from './rfqActions'

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

/** Answers (or revises the answer to) the RFQ of a link; the RFQ refetches with the new answer. */
export function useSubmitQuoteByLink(
  token: string,
  options?: AllyMutationOptions<typeof submitQuoteByLink>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    submitQuoteByLink,
    {
      onSuccess: () =>
        void queries.invalidateQueries({
          queryKey: allyQueryKey(getRfqByLink, { query: { token } }),
        }),
    },
    options,
  )
}

/** Declines the RFQ of a link; the page shows the declined RFQ at once. */
/** Uploads a file for an answer from an RFQ's link; the answer then names it. */
export const useUploadFileByLink = (options?: AllyMutationOptions<typeof uploadFileByLink>) =>
  useAllyMutation(uploadFileByLink, {}, options)

export function useDeclineRfqByLink(
  token: string,
  options?: AllyMutationOptions<typeof declineRfqByLink>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    declineRfqByLink,
    {
      onSuccess: (result) =>
        queries.setQueryData(allyQueryKey(getRfqByLink, { query: { token } }), result),
    },
    options,
  )
}

/** One RFQ sent to the signed-in vendor, with its live answer; the first read marks it viewed. */
export const useVendorRfq = (rfqId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getVendorRfq, { query: { rfqId } }, { enabled: rfqId !== '', ...options })

/** After the vendor answers or declines from its portal: the RFQ and the inbox read again. */
function useVendorRfqRefresh(rfqId: string) {
  const queries = useQueryClient()
  return () => {
    void queries.invalidateQueries({ queryKey: allyQueryKey(getVendorRfq, { query: { rfqId } }) })
    void queries.invalidateQueries({ queryKey: allyQueryKey(listVendorRfqs) })
  }
}

/** Answers (or revises the answer to) an RFQ from the vendor's portal. */
export function useSubmitQuoteResponse(
  rfqId: string,
  options?: AllyMutationOptions<typeof submitQuoteResponse>,
) {
  const refresh = useVendorRfqRefresh(rfqId)
  return useAllyMutation(submitQuoteResponse, { onSuccess: refresh }, options)
}

/** Declines an RFQ from the vendor's portal. */
export function useDeclineRfq(rfqId: string, options?: AllyMutationOptions<typeof declineRfq>) {
  const refresh = useVendorRfqRefresh(rfqId)
  return useAllyMutation(declineRfq, { onSuccess: refresh }, options)
}

/** One sourcing round of this business. */
export const useQuote = (quoteId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getQuote, { query: { quoteId } }, { enabled: quoteId !== '', ...options })

/** A round's RFQs, one per vendor asked, with their status. */
export const useQuoteRfqs = (
  quoteId: string,
  filters: { limit?: number } = {},
  options?: AllyQueryOptions,
) =>
  useAllyInfiniteList(
    listQuoteRfqs,
    { quoteId, ...filters },
    { enabled: quoteId !== '', ...options },
  )

/**
 * A round's live answers side by side, in the round's currency at the server's reference rates,
 * with each vendor's record and, once awarded, which answer won each line.
 */
export const useQuoteComparison = (quoteId: string, options?: AllyQueryOptions) =>
  useAllyQuery(compareQuote, { query: { quoteId } }, { enabled: quoteId !== '', ...options })

/**
 * Awards a round, whole or split by line. Afterwards the comparison, the round, its RFQs and
 * every sourcing list read again, so each shows the award.
 */
export function useAcceptQuote(options?: AllyMutationOptions<typeof acceptQuote>) {
  const readAgain = useReadAgain([...ROUND_READS, listApprovedQuoteResponses])
  return useAllyMutation(acceptQuote, { onSuccess: readAgain }, options)
}

/** One RFQ this business sent, with every revision of its vendor's answer, newest first. */
export const useRfq = (rfqId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getRfq, { query: { rfqId } }, { enabled: rfqId !== '', ...options })

/** After an RFQ changes: it, its round's comparison and the lists read again. */
function useRfqRefresh() {
  return useReadAgain([getRfq, compareQuote, listQuoteRfqs, listRfqs, listQuotes, getOrder])
}

/** Extends an RFQ's deadline, changes its message or cancels it ('Updated successfully'). */
export function useUpdateRfq(options?: AllyMutationOptions<typeof updateRfq>) {
  return useAllyMutation(updateRfq, { onSuccess: useRfqRefresh() }, options)
}

/** Withdraws and deletes an RFQ no award has decided ('RFQ deleted'); its vendor is told. */
export function useDeleteRfq(options?: AllyMutationOptions<typeof deleteRfq>) {
  return useAllyMutation(deleteRfq, { onSuccess: useRfqRefresh() }, options)
}

/**
 * One order (a purchase need) with everything that followed from it: its rounds, purchase
 * orders and shipments.
 */
export const useOrder = (orderId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getOrder, { query: { orderId } }, { enabled: orderId !== '', ...options })

export type ApprovedQuoteResponseFilters = Omit<
  NonNullable<EndpointInput<typeof listApprovedQuoteResponses>['query']>,
  'page'
>

/**
 * Accepted answers (the awards), newest first; `taId` narrows to one deal, `pending: 'true'` to
 * those still waiting for a purchase order.
 */
export const useApprovedQuoteResponseList = (
  filters: ApprovedQuoteResponseFilters = {},
  options?: AllyQueryOptions,
) => useAllyInfiniteList(listApprovedQuoteResponses, filters, options)
