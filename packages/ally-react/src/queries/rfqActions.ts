import {
  closeQuote,
  compareQuote,
  getOrder,
  getQuote,
  getRfq,
  listQuoteRfqs,
  listQuotes,
  listRfqs,
  remindQuoteVendors,
  resendRfq,
} from '@ally/sdk'
import { type AllyMutationOptions, useAllyMutation, useReadAgain } from './endpoint'

// What a buyer does to RFQs already out: send one again, remind a round's vendors who have not
// answered, close a round early. Each e-mail carries a new link; the vendor's earlier one stops
// working (docs/product-rules.md, "Sourcing").

/** What shows a round and its RFQs: read again after anything changes the round. */
export const ROUND_READS = [
  getRfq,
  getQuote,
  getOrder,
  compareQuote,
  listQuoteRfqs,
  listRfqs,
  listQuotes,
] as const

function useRoundRefresh() {
  return useReadAgain(ROUND_READS)
}

/** E-mails one RFQ to its vendor again, with a new link. */
export function useResendRfq(options?: AllyMutationOptions<typeof resendRfq>) {
  return useAllyMutation(resendRfq, { onSuccess: useRoundRefresh() }, options)
}

/** Reminds every vendor of an open round still waiting to answer; says so when nobody is. */
export function useRemindQuoteVendors(options?: AllyMutationOptions<typeof remindQuoteVendors>) {
  return useAllyMutation(remindQuoteVendors, { onSuccess: useRoundRefresh() }, options)
}

/** Closes an open round before its deadline; the answers stay to compare and award. */
export function useCloseQuote(options?: AllyMutationOptions<typeof closeQuote>) {
  return useAllyMutation(closeQuote, { onSuccess: useRoundRefresh() }, options)
}
