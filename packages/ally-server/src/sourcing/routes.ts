import { listQuotes, listRfqs } from '@ally/sdk'
import type { AppContext } from '../context'
import { pageOf } from '../db/paging'
import { attachmentSigner } from '../files/attachments'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'
import { toQuote, toRfq } from './mappers'
import { businessQuotes } from './quote-queries'
import { businessRfqs } from './rfq-queries'

// The buyer's RFQ and quote lists; orders are in order-routes.ts, sending and reading RFQs and
// rounds in rfq-routes.ts, awards in award-routes.ts, the vendor's side in vendor-routes.ts and
// link-routes.ts.

export function sourcingRoutes(
  { db, fileLinks }: AppContext,
  options: {
    /** Counted exactly up to this many RFQs; see db/counted-page.ts. */ exactTotalLimit?: number
  } = {},
) {
  return [
    implement(listRfqs, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const { exactTotalLimit } = options
      const found = await businessRfqs(db, caller.business.id, query, page, exactTotalLimit)
      const sign = attachmentSigner(request, fileLinks)
      return listAnswer(found, page, ['RFQ', 'RFQs'], (row) => toRfq(row, sign))
    }),
    implement(listQuotes, async ({ query, caller }) => {
      const page = pageOf(query)
      const found = await businessQuotes(db, caller.business.id, query, page)
      return listAnswer(found, page, ['quote', 'quotes'], toQuote)
    }),
  ]
}
