import { listVendorPurchaseOrders, listVendorRfqs } from '@ally/sdk'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { toVendorPurchaseOrder, toVendorRfq } from '../sourcing/mappers'
import { accountPurchaseOrders } from '../sourcing/purchase-order-queries'
import { accountRfqs, liveResponses } from '../sourcing/rfq-queries'

/**
 * The vendor's own sourcing lists: RFQs and purchase orders from every buyer that has the account
 * as a vendor.
 */
export function vendorSourcingRoutes({ db }: AppContext) {
  return [
    implement(listVendorRfqs, async ({ query, caller }) => {
      const page = pageOf(query)
      const { rows, total } = await accountRfqs(db, caller.account.id, query, page)
      const responses = await liveResponses(
        db,
        rows.map((row) => row.rfq.id),
      )
      const items = rows.map((row) => toVendorRfq(row, responses.get(row.rfq.id)))
      return { message: counted(total, 'RFQ', 'RFQs'), data: paged(items, total, page) }
    }),
    implement(listVendorPurchaseOrders, async ({ query, caller }) => {
      const page = pageOf(query)
      const { rows, total } = await accountPurchaseOrders(db, caller.account.id, query, page)
      return {
        message: counted(total, 'purchase order', 'purchase orders'),
        data: paged(rows.map(toVendorPurchaseOrder), total, page),
      }
    }),
  ]
}
