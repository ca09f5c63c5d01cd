import { listPurchaseOrders, listVendorPurchaseOrders } from '@ally/sdk'
import type { AppContext } from '../context'
import { pageOf } from '../db/paging'
import { attachmentSigner } from '../files/attachments'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'
import { accountPurchaseOrders, businessPurchaseOrders } from './list-queries'
import { toPurchaseOrder, toVendorPurchaseOrder } from './mappers'

// The lists of purchase orders: the buyer's (overdue as of the server's day) and the vendor's,
// the POs sent to the account's vendor rows by every buyer.

const PURCHASE_ORDERS: [string, string] = ['purchase order', 'purchase orders']

export function purchaseOrderListRoutes({ db, fileLinks, now }: AppContext) {
  return [
    implement(listPurchaseOrders, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const found = await businessPurchaseOrders(db, caller.business.id, query, page, now())
      const sign = attachmentSigner(request, fileLinks)
      return listAnswer(found, page, PURCHASE_ORDERS, (row) => toPurchaseOrder(row, sign))
    }),
    implement(listVendorPurchaseOrders, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const found = await accountPurchaseOrders(db, caller.account.id, query, page)
      const sign = attachmentSigner(request, fileLinks)
      return listAnswer(found, page, PURCHASE_ORDERS, (row) => toVendorPurchaseOrder(row, sign))
    }),
  ]
}
