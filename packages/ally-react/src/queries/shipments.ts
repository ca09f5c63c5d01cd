import {
  dashboardSummary,
  type EndpointInput,
  getOrder,
  getPurchaseOrder,
  getShipment,
  listPurchaseOrders,
  listShipments,
  receiveShipment,
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

// The buyer's shipments: the list across every PO, one shipment with its timeline, and receiving
// its goods. A receipt moves the shipment's PO too, so the PO's reads refresh with it.

export type ShipmentListFilters = Omit<
  NonNullable<EndpointInput<typeof listShipments>['query']>,
  'page'
>

/** Shipments of every PO, newest first; `late: 'true'` keeps those past their expected day. */
export const useShipmentList = (filters: ShipmentListFilters = {}, options?: AllyQueryOptions) =>
  useAllyInfiniteList(listShipments, filters, options)

/** One shipment of this business: its lines, documents, events and receipts. */
export const useShipment = (shipmentId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getShipment, { query: { shipmentId } }, { enabled: shipmentId !== '', ...options })

/**
 * Records goods of a shipment received, per line, with a note ('Receipt recorded'). The page
 * shows the answered shipment at once; the shipment list, its PO (whose status moves to partly
 * or fully received), the PO list, the order behind it and the dashboard's counts read again.
 */
export function useReceiveShipment(options?: AllyMutationOptions<typeof receiveShipment>) {
  const queries = useQueryClient()
  const readAgain = useReadAgain([
    dashboardSummary,
    listShipments,
    getPurchaseOrder,
    listPurchaseOrders,
    getOrder,
  ])
  return useAllyMutation(
    receiveShipment,
    {
      onSuccess: (result, input) => {
        queries.setQueryData(
          allyQueryKey(getShipment, { query: { shipmentId: input.params.id } }),
          result,
        )
        readAgain()
      },
    },
    options,
  )
}
