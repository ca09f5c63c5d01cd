export {
  QUOTE_LIST_PAGE_SIZE,
  type QuoteFilterState,
  QuoteList,
  type QuoteListProps,
  type QuoteListStatus,
} from './QuoteList'
