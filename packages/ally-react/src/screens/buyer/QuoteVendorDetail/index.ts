export {
  QUOTE_VENDOR_PARAM,
  quoteVendorDetailHref,
} from '../../../blocks/detail-page/sourcingLinks'
export {
  QUOTE_VENDOR_NOT_FOUND,
  QUOTE_VENDOR_QUOTE_NOT_FOUND,
  QuoteVendorDetail,
  type QuoteVendorDetailProps,
} from './QuoteVendorDetail'
