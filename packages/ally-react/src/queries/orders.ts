import {
  createOrder,
  getOrder,
  listOrders,
  listQuotes,
  listRfqs,
  previewRfqMail,
  sendRfqs,
  updateOrder,
} from '@ally/sdk'
import {
  type AllyMutationOptions,
  type AllyQueryOptions,
  useAllyInfiniteList,
  useAllyMutation,
  useAllyQuery,
  useReadAgain,
  withoutEmpty,
} from './endpoint'

// Orders before and as their RFQs go out: the drafts a buyer comes back to, saving one, the
// preview of the vendor's e-mail and sending. Reading one order is `useOrder` (sourcing.ts).

/** The business's draft orders (RFQs not sent yet), newest first. */
export const useOrderDrafts = (filters: { limit?: number } = {}, options?: AllyQueryOptions) =>
  useAllyInfiniteList(listOrders, { status: 'draft', ...filters }, options)

/** Orders one search lists at once: enough to find a recent one, few enough to scan. */
export const ORDER_SEARCH_PAGE = 6

/**
 * The business's orders whose title or TA- reference matches `term`, newest first, any status:
 * for choosing an order to copy (a workflow's RFQ step).
 */
export const useOrderSearch = (term: string) =>
  useAllyQuery(
    listOrders,
    { query: withoutEmpty({ search: term, limit: ORDER_SEARCH_PAGE }) },
    { keepPrevious: true },
  )

function useOrderRefresh() {
  return useReadAgain([listOrders, getOrder])
}

/** Saves a new draft order ('Order TA-… saved'). */
export function useCreateOrder(options?: AllyMutationOptions<typeof createOrder>) {
  return useAllyMutation(createOrder, { onSuccess: useOrderRefresh() }, options)
}

/** Changes an order (a draft's lines and RFQ plan, or a sent one's notes), or cancels it. */
export function useUpdateOrder(options?: AllyMutationOptions<typeof updateOrder>) {
  return useAllyMutation(updateOrder, { onSuccess: useOrderRefresh() }, options)
}

/**
 * The e-mail one vendor would get for a request as written, saved or not; nothing is stored or
 * sent, and an unsaved request shows `TA-…` for the reference it gets when saved.
 */
export function usePreviewRfqMail(options?: AllyMutationOptions<typeof previewRfqMail>) {
  return useAllyMutation(previewRfqMail, {}, options)
}

/** Sends an order's RFQs ('RFQs sent'); the order, its drafts and the sourcing lists read again. */
export function useSendRfqs(options?: AllyMutationOptions<typeof sendRfqs>) {
  const readAgain = useReadAgain([listOrders, getOrder, listRfqs, listQuotes])
  return useAllyMutation(sendRfqs, { onSuccess: readAgain }, options)
}
