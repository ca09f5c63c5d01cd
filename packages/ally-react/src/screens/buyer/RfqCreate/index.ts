export { DRAFT_NOT_FOUND, RfqCreate, type RfqCreateProps, type RfqsSent } from './RfqCreate'
export { parseRfqPrefill } from './rfqPrefill'
