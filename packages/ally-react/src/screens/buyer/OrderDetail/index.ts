export { ORDER_AWARD_PAGE_SIZE } from './OrderAward'
export { ORDER_NOT_FOUND, OrderDetail, type OrderDetailProps } from './OrderDetail'
