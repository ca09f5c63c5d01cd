import { listPurchaseOrders, listVendorPurchaseOrders } from '@ally/sdk'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { attachmentSigner } from '../files/attachments'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { accountPurchaseOrders, businessPurchaseOrders } from './list-queries'
import { toPurchaseOrder, toVendorPurchaseOrder } from './mappers'

// The lists of purchase orders: the buyer's (overdue as of the server's day) and the vendor's,
// the POs sent to the account's vendor rows by every buyer.

export function purchaseOrderListRoutes({ db, fileLinks, now }: AppContext) {
  return [
    implement(listPurchaseOrders, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const { rows, total } = await businessPurchaseOrders(
        db,
        caller.business.id,
        query,
        page,
        now(),
      )
      const sign = attachmentSigner(request, fileLinks)
      return {
        message: counted(total, 'purchase order', 'purchase orders'),
        data: paged(
          rows.map((row) => toPurchaseOrder(row, sign)),
          total,
          page,
        ),
      }
    }),
    implement(listVendorPurchaseOrders, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const { rows, total } = await accountPurchaseOrders(db, caller.account.id, query, page)
      const sign = attachmentSigner(request, fileLinks)
      return {
        message: counted(total, 'purchase order', 'purchase orders'),
        data: paged(
          rows.map((row) => toVendorPurchaseOrder(row, sign)),
          total,
          page,
        ),
      }
    }),
  ]
}
