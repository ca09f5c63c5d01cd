export {
  ORDER_AWARD_PAGE_SIZE,
  ORDER_NOT_FOUND,
  OrderDetail,
  type OrderDetailProps,
} from './OrderDetail'
