export { RFQ_NOT_FOUND, RfqDetail, type RfqDetailProps } from './RfqDetail'
