export {
  RFQ_LIST_PAGE_SIZE,
  type RfqFilterState,
  RfqList,
  type RfqListProps,
  type RfqListStatus,
} from './RfqList'
