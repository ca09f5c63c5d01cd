import {
  acknowledgePurchaseOrderByLink,
  createPurchaseOrder,
  createShipmentByLink,
  getOrder,
  getPurchaseOrder,
  getPurchaseOrderByLink,
  listApprovedQuoteResponses,
  listPurchaseOrders,
  sendPurchaseOrder,
  updatePurchaseOrder,
  uploadFileByPurchaseOrderLink,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import {
  type AllyMutationOptions,
  type AllyQueryOptions,
  allyQueryKey,
  useAllyMutation,
  useAllyQuery,
} from './endpoint'

// Purchase orders: the buyer drafts, changes, sends and cancels them; the vendor opens one from
// its e-mailed link, accepts or declines it, and ships it. The list hook is with the other sourcing lists
// (`usePurchaseOrderList`).

/** One purchase order of this business, with its shipments. */
export const usePurchaseOrder = (poId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getPurchaseOrder, { query: { poId } }, { enabled: poId !== '', ...options })

/** After a PO changes: it, the PO list, its order and the awards (which link to POs) read again. */
function usePurchaseOrderRefresh() {
  const queries = useQueryClient()
  return () => {
    for (const endpoint of [
      getPurchaseOrder,
      listPurchaseOrders,
      getOrder,
      listApprovedQuoteResponses,
    ]) {
      void queries.invalidateQueries({ queryKey: allyQueryKey(endpoint) })
    }
  }
}

/** Drafts a PO from an award (`approvedQuoteResponseId`) or from scratch. */
export function useCreatePurchaseOrder(options?: AllyMutationOptions<typeof createPurchaseOrder>) {
  return useAllyMutation(createPurchaseOrder, { onSuccess: usePurchaseOrderRefresh() }, options)
}

/** Changes a draft PO ('Updated successfully'), or cancels a PO with `status: 'cancelled'`. */
export function useUpdatePurchaseOrder(options?: AllyMutationOptions<typeof updatePurchaseOrder>) {
  return useAllyMutation(updatePurchaseOrder, { onSuccess: usePurchaseOrderRefresh() }, options)
}

/** E-mails a draft PO to its vendor with its PDF and a link to accept or decline it. */
export function useSendPurchaseOrder(options?: AllyMutationOptions<typeof sendPurchaseOrder>) {
  return useAllyMutation(sendPurchaseOrder, { onSuccess: usePurchaseOrderRefresh() }, options)
}

/**
 * A purchase order opened from its e-mailed link (`/vendor/po?token=…`): the token is the only
 * credential, so no session's bearer goes with it. A wrong token answers 404.
 */
export const usePurchaseOrderByLink = (token: string, options?: AllyQueryOptions) =>
  useAllyQuery(getPurchaseOrderByLink, { query: { token } }, { enabled: token !== '', ...options })

/** Accepts or declines the PO of a link; the page shows the answered PO at once. */
export function useAcknowledgePurchaseOrderByLink(
  token: string,
  options?: AllyMutationOptions<typeof acknowledgePurchaseOrderByLink>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    acknowledgePurchaseOrderByLink,
    {
      onSuccess: (result) =>
        queries.setQueryData(allyQueryKey(getPurchaseOrderByLink, { query: { token } }), result),
    },
    options,
  )
}

/**
 * Reports a shipment of the link's PO; the PO reads again, with its shipped quantities, its new
 * status and the shipment.
 */
export function useCreateShipmentByLink(
  token: string,
  options?: AllyMutationOptions<typeof createShipmentByLink>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    createShipmentByLink,
    {
      onSuccess: () =>
        void queries.invalidateQueries({
          queryKey: allyQueryKey(getPurchaseOrderByLink, { query: { token } }),
        }),
    },
    options,
  )
}

/** Uploads a shipment's document (packing list, delivery note) from a PO's link. */
export const useUploadFileByPurchaseOrderLink = (
  options?: AllyMutationOptions<typeof uploadFileByPurchaseOrderLink>,
) => useAllyMutation(uploadFileByPurchaseOrderLink, {}, options)
