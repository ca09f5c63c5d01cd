import { routeTo } from '@ally/sdk'

// The SDK's `routeTo.quoteVendorDetail` names the round only; the vendor rides in the query, as
// the lists' `vendor` filter does, so one page serves every vendor of a round.

/** The query parameter of `/dashboard/quotes/{quoteId}/item/vendor-detail` naming the vendor. */
export const QUOTE_VENDOR_PARAM = 'vendor'

/**
 * One vendor's answer in a round, in full.
 *
 * @example
 * quoteVendorDetailHref('q1', 'v 2') // '/dashboard/quotes/q1/item/vendor-detail?vendor=v%202'
 */
export const quoteVendorDetailHref = (quoteId: string, vendorId: string): string =>
  `${routeTo.quoteVendorDetail(quoteId)}?${QUOTE_VENDOR_PARAM}=${encodeURIComponent(vendorId)}`
