import {
  acknowledgePurchaseOrder,
  acknowledgePurchaseOrderByLink,
  createPurchaseOrder,
  createShipmentByLink,
  createVendorShipment,
  dashboardSummary,
  type EndpointData,
  type Envelope,
  getOrder,
  getPurchaseOrder,
  getPurchaseOrderByLink,
  getRfqByLink,
  getVendorPurchaseOrder,
  getVendorRfq,
  listApprovedQuoteResponses,
  listPurchaseOrders,
  listVendorPurchaseOrders,
  resolveDeliveryIssue,
  sendPurchaseOrder,
  updatePurchaseOrder,
  updateVendorShipment,
  uploadFileByPurchaseOrderLink,
} from '@ally/sdk'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import {
  type AllyMutationOptions,
  type AllyQueryOptions,
  allyQueryKey,
  useAllyMutation,
  useAllyQuery,
  useReadAgain,
} from './endpoint'

// Purchase orders: the buyer drafts, changes, sends and cancels them; the vendor opens one from
// its e-mailed link or its portal, accepts or declines it, ships it and posts its shipments'
// updates. The list hooks are with the other sourcing lists (`usePurchaseOrderList`,
// `useVendorPurchaseOrderList`).

/** One purchase order of this business, with its shipments. */
export const usePurchaseOrder = (poId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getPurchaseOrder, { query: { poId } }, { enabled: poId !== '', ...options })

/** After a PO changes: it, the PO list, its order and the awards (which link to POs) read again. */
function usePurchaseOrderRefresh() {
  return useReadAgain([getPurchaseOrder, listPurchaseOrders, getOrder, listApprovedQuoteResponses])
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
 * Settles a delivery issue of a PO (rejected or short goods): a replacement, the shortage
 * accepted, or the rest cancelled. The PO, its list, its order and the home read again.
 */
export function useResolveDeliveryIssue(
  options?: AllyMutationOptions<typeof resolveDeliveryIssue>,
) {
  const refresh = usePurchaseOrderRefresh()
  const queries = useQueryClient()
  return useAllyMutation(
    resolveDeliveryIssue,
    {
      onSuccess: () => {
        refresh()
        void queries.invalidateQueries({ queryKey: allyQueryKey(dashboardSummary) })
      },
    },
    options,
  )
}

/**
 * After the vendor answers or ships a PO: the RFQ it was awarded from says where its PO stands
 * (`VendorRfq.purchaseOrder`), so the vendor's RFQ pages, by link or portal, read again.
 */
function refreshVendorRfqs(queries: QueryClient) {
  void queries.invalidateQueries({ queryKey: allyQueryKey(getVendorRfq) })
  void queries.invalidateQueries({ queryKey: allyQueryKey(getRfqByLink) })
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
      onSuccess: (result) => {
        queries.setQueryData(allyQueryKey(getPurchaseOrderByLink, { query: { token } }), result)
        refreshVendorRfqs(queries)
      },
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
      onSuccess: () => {
        void queries.invalidateQueries({
          queryKey: allyQueryKey(getPurchaseOrderByLink, { query: { token } }),
        })
        refreshVendorRfqs(queries)
      },
    },
    options,
  )
}

/** Uploads a shipment's document (packing list, delivery note) from a PO's link. */
export const useUploadFileByPurchaseOrderLink = (
  options?: AllyMutationOptions<typeof uploadFileByPurchaseOrderLink>,
) => useAllyMutation(uploadFileByPurchaseOrderLink, {}, options)

/**
 * One purchase order sent to the signed-in vendor, with its shipments, read with the vendor
 * session. Another vendor's PO answers 404.
 */
export const useVendorPurchaseOrder = (poId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getVendorPurchaseOrder, { query: { poId } }, { enabled: poId !== '', ...options })

/**
 * After the vendor ships from its portal: the PO (and its shipments), its list and the RFQ pages
 * read again.
 */
function useVendorPurchaseOrderRefresh(poId: string) {
  const queries = useQueryClient()
  return () => {
    void queries.invalidateQueries({
      queryKey: allyQueryKey(getVendorPurchaseOrder, { query: { poId } }),
    })
    void queries.invalidateQueries({ queryKey: allyQueryKey(listVendorPurchaseOrders) })
    refreshVendorRfqs(queries)
  }
}

/**
 * Accepts or declines a PO from the vendor's portal; the page shows the answered PO at once (its
 * shipments kept: an answer ships nothing), and the portal's PO list reads again.
 */
export function useAcknowledgePurchaseOrder(
  poId: string,
  options?: AllyMutationOptions<typeof acknowledgePurchaseOrder>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    acknowledgePurchaseOrder,
    {
      onSuccess: (result) => {
        queries.setQueryData<Envelope<EndpointData<typeof getVendorPurchaseOrder>>>(
          allyQueryKey(getVendorPurchaseOrder, { query: { poId } }),
          (read) => read && { ...read, data: { ...read.data, purchaseOrder: result.data } },
        )
        void queries.invalidateQueries({ queryKey: allyQueryKey(listVendorPurchaseOrders) })
        refreshVendorRfqs(queries)
      },
    },
    options,
  )
}

/**
 * Reports a shipment of one of the vendor's POs from its portal; the PO reads again, with its
 * shipped quantities, its new status and the shipment.
 */
export function useCreateVendorShipment(
  poId: string,
  options?: AllyMutationOptions<typeof createVendorShipment>,
) {
  return useAllyMutation(
    createVendorShipment,
    { onSuccess: useVendorPurchaseOrderRefresh(poId) },
    options,
  )
}

/**
 * Posts a status update on a shipment of PO `poId` from the vendor's portal; the PO reads again
 * (a cancelled shipment gives its quantities back to the PO's lines).
 */
export function useUpdateVendorShipment(
  poId: string,
  options?: AllyMutationOptions<typeof updateVendorShipment>,
) {
  return useAllyMutation(
    updateVendorShipment,
    { onSuccess: useVendorPurchaseOrderRefresh(poId) },
    options,
  )
}
