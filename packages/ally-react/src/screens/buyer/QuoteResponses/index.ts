export type { AcceptQuoteResult } from './AwardPanel'
export { QUOTE_NOT_FOUND, QuoteResponses, type QuoteResponsesProps } from './QuoteResponses'
