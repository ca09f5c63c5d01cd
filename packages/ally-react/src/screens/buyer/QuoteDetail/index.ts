export {
  QUOTE_DETAIL_NOT_FOUND,
  QUOTE_DETAIL_RFQ_PAGE_SIZE,
  QuoteDetail,
  type QuoteDetailProps,
} from './QuoteDetail'
