import {
  listPurchaseOrders,
  listQuotes,
  listRfqs,
  listVendorPurchaseOrders,
  listVendorRfqs,
} from '@ally/sdk'
import type { AppContext } from '../context'
import { implement } from '../http/implement'
import {
  listAccountPurchaseOrders,
  listAccountRfqs,
  listBusinessPurchaseOrders,
  listBusinessQuotes,
  listBusinessRfqs,
} from '../sourcing/views'

// The read side of sourcing, for the buyer (by business) and for the vendor portal (by vendor
// account, across every buyer that has the account as a vendor). The write side — sending RFQs,
// answering, awarding, purchase orders — arrives with the sourcing screens.

const pageOf = (query: { limit?: number; page?: number }) => ({
  limit: query.limit ?? 20,
  page: query.page ?? 1,
})

const counted = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`

export function sourcingListRoutes({ db }: AppContext) {
  return [
    implement(listRfqs, async ({ query, caller }) => {
      const data = await listBusinessRfqs(db, caller.business.id, { ...query, ...pageOf(query) })
      return { message: counted(data.pagination.total, 'RFQ', 'RFQs'), data }
    }),
    implement(listQuotes, async ({ query, caller }) => {
      const data = await listBusinessQuotes(db, caller.business.id, { ...query, ...pageOf(query) })
      return { message: counted(data.pagination.total, 'quote', 'quotes'), data }
    }),
    implement(listPurchaseOrders, async ({ query, caller }) => {
      const data = await listBusinessPurchaseOrders(db, caller.business.id, {
        ...query,
        ...pageOf(query),
      })
      return { message: counted(data.pagination.total, 'purchase order', 'purchase orders'), data }
    }),
    implement(listVendorRfqs, async ({ query, caller }) => {
      const data = await listAccountRfqs(db, caller.account.id, { ...query, ...pageOf(query) })
      return { message: counted(data.pagination.total, 'RFQ', 'RFQs'), data }
    }),
    implement(listVendorPurchaseOrders, async ({ query, caller }) => {
      const data = await listAccountPurchaseOrders(db, caller.account.id, {
        ...query,
        ...pageOf(query),
      })
      return { message: counted(data.pagination.total, 'purchase order', 'purchase orders'), data }
    }),
  ]
}
