export {
  QUOTE_LIST_PAGE_SIZE,
  QUOTE_SEARCH_DEBOUNCE_MS,
  type QuoteFilterState,
  QuoteList,
  type QuoteListProps,
  type QuoteListStatus,
} from './QuoteList'
