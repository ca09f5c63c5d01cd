import { createPurchaseOrder, getPurchaseOrder, updatePurchaseOrder } from '@ally/sdk'
import type { AppContext, Caller } from '../context'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { toPurchaseOrder, toShipment } from '../sourcing/mappers'
import { type Actor, changePurchaseOrder, draftPurchaseOrder } from './draft-purchase-order'
import { ownPurchaseOrder, purchaseOrderShipments } from './queries'

// The buyer's purchase orders: draft one from an award or from scratch, change a draft, cancel,
// and read one with its shipments. The list is in sourcing/routes.ts with the other lists.

const NOT_FOUND = 'This purchase order does not exist.'

const actorOf = (caller: Caller): Actor => ({
  businessId: caller.business.id,
  name: `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.email,
})

export function purchaseOrderRoutes({ db, now }: AppContext) {
  async function view(businessId: string, poId: string) {
    const row = await ownPurchaseOrder(db, businessId, poId)
    if (!row) throw notFound(NOT_FOUND)
    return toPurchaseOrder(row)
  }

  return [
    implement(createPurchaseOrder, async ({ body, caller }) => {
      const id = await draftPurchaseOrder(db, actorOf(caller), body, now())
      const po = await view(caller.business.id, id)
      return { message: `Purchase order ${po.number} saved as a draft`, data: po }
    }),
    implement(updatePurchaseOrder, async ({ params, body, caller }) => {
      await changePurchaseOrder(db, actorOf(caller), params.id, body, now())
      const po = await view(caller.business.id, params.id)
      const message =
        body.status === 'cancelled'
          ? `Purchase order ${po.number} cancelled`
          : 'Updated successfully'
      return { message, data: po }
    }),
    implement(getPurchaseOrder, async ({ query, caller }) => {
      const row = await ownPurchaseOrder(db, caller.business.id, query.poId)
      if (!row) throw notFound(NOT_FOUND)
      const at = now()
      const shipments = await purchaseOrderShipments(db, caller.business.id, row)
      return {
        message: row.po.number,
        data: {
          purchaseOrder: toPurchaseOrder(row),
          shipments: shipments.map((shipment) => toShipment(shipment, at)),
        },
      }
    }),
  ]
}
