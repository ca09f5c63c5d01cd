import * as z from 'zod/mini'
import {
  Address,
  Amount,
  arrayOf,
  Currency,
  count,
  Day,
  Email,
  Id,
  listOf,
  Money,
  nullable,
  OrderType,
  optional,
  PageQuery,
  Pagination,
  ratio,
  Search,
  Timestamp,
  text,
} from './common'
import { defineEndpoint } from './define'

export const VENDOR_STATUSES = ['invited', 'active'] as const
export const VendorStatus = z.enum(VENDOR_STATUSES)

/**
 * A supplier in one business's vendor list: `invited`, then `active` once it registered through
 * its invite, quoted or accepted a purchase order (by the portal or its e-mailed links).
 */
export const Vendor = z.object({
  id: Id,
  name: z.string(),
  contactName: nullable(z.string()),
  email: Email,
  phone: nullable(z.string()),
  country: nullable(z.string()),
  address: nullable(z.string()),
  orderTypes: z.array(OrderType),
  status: VendorStatus,
  invitedAt: Timestamp,
  joinedAt: nullable(Timestamp),
})
export type Vendor = z.infer<typeof Vendor>

/**
 * How a vendor performs for this buyer, as its stats and the analytics list both give it: rates
 * are 0–1, null where there is no history.
 */
const performanceRates = () => ({
  responseRate: nullable(ratio()),
  winRate: nullable(ratio()),
  /** Share of the goods due that arrived by the promised day; each PO line weighs one, by quantity. */
  onTimeRate: nullable(ratio()),
  /** Days from sending a PO to each receipt, weighted by quantity; null until something arrived. */
  averageLeadTimeDays: nullable(Amount),
})

/** How a vendor has performed for this buyer. Rates are 0–1; null where there is no history. */
export const VendorStats = z.object({
  rfqCount: count(),
  quoteCount: count(),
  purchaseOrderCount: count(),
  ...performanceRates(),
  spend: Money,
})
export type VendorStats = z.infer<typeof VendorStats>

/**
 * Someone who registered through the vendor's invitation with another address than the one
 * invited: the link waits for the buyer's confirmation, since anyone holding the link could
 * register it (issue #28).
 */
export const PendingRegistration = z.object({
  email: Email,
  companyName: z.string(),
  contactName: z.string(),
  registeredAt: Timestamp,
})
export type PendingRegistration = z.infer<typeof PendingRegistration>

export const VendorDetail = z.object({
  vendor: Vendor,
  stats: VendorStats,
  /** A registration waiting for the buyer's confirmation, or null. */
  registration: nullable(PendingRegistration),
})
export type VendorDetail = z.infer<typeof VendorDetail>

export const VendorInput = z.object({
  name: text(120),
  email: Email,
  contactName: optional(text(120)),
  phone: optional(text(32)),
  country: optional(text(80)),
  address: optional(Address),
  orderTypes: optional(z.array(OrderType)),
})
export type VendorInput = z.infer<typeof VendorInput>

/** Why one row of a bulk invite was not sent; `index` is the row's position in the request. */
export const InviteRejection = z.object({ index: count(), email: z.string(), message: z.string() })

export const inviteVendors = defineEndpoint({
  method: 'POST',
  permission: 'vendors',
  path: '/api/v1/ldb/vendor/invite',
  summary:
    'Invite one vendor or many; e-mails each a registration link. A single invite of an existing vendor is a 409',
  body: z.object({
    vendors: arrayOf(VendorInput, 1, 1000),
    message: optional(text(2000, 0)),
  }),
  response: z.object({ invited: z.array(Vendor), rejected: z.array(InviteRejection) }),
})

export const listVendors = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/vendor',
  summary: 'List vendors; `search` matches name, e-mail and contact (substring, indexed)',
  query: z.extend(PageQuery, {
    search: Search,
    status: optional(VendorStatus),
    orderType: optional(OrderType),
  }),
  response: listOf(Vendor),
})

export const getVendor = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/vendor/single',
  summary: 'Read one vendor with its performance for this buyer',
  query: z.object({ vendorId: Id }),
  response: VendorDetail,
})

export const updateVendor = defineEndpoint({
  method: 'PUT',
  permission: 'vendors',
  path: '/api/v1/ldb/vendor/update/:id',
  summary:
    "Correct a vendor's contact data or order types; `id` is the vendor's id in the buyer's list",
  body: z.partial(VendorInput),
  response: Vendor,
})

export const confirmVendorRegistration = defineEndpoint({
  method: 'POST',
  permission: 'vendors',
  path: '/api/v1/ldb/vendor/registration/:id',
  summary:
    "Confirm (accept: true) or decline a registration made through the vendor's invitation with another address; confirmed, the account sees this buyer's RFQs and POs; `id` is the vendor's id in the buyer's list",
  body: z.object({ accept: z.boolean() }),
  response: VendorDetail,
})

export const VendorSuggestion = z.object({
  vendor: Vendor,
  score: ratio(),
  /** Human-readable reasons, e.g. "Won 3 of your last 5 supply quotes". */
  reasons: z.array(z.string()),
  /** `history`: from this buyer's own list; `network`: a registered vendor serving that type. */
  source: z.enum(['history', 'network']),
})
export type VendorSuggestion = z.infer<typeof VendorSuggestion>

export const suggestVendors = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/vendor/suggested',
  summary: "Vendors ranked for an order type (default 'supply'); each says why it is suggested",
  query: z.extend(PageQuery, { orderType: optional(OrderType), search: Search }),
  response: listOf(VendorSuggestion),
})

export const VendorPerformance = z.object({
  vendorId: Id,
  name: z.string(),
  rfqCount: count(),
  ...performanceRates(),
  spend: Amount,
})
export type VendorPerformance = z.infer<typeof VendorPerformance>

export const VENDOR_ANALYTICS_SORTS = [
  'spend',
  'responseRate',
  'winRate',
  'onTimeRate',
  'name',
] as const

export const vendorAnalytics = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/vendor/analytics',
  summary: 'Per-vendor response rate, win rate, spend and on-time delivery over a period',
  query: z.extend(PageQuery, {
    from: optional(Day),
    to: optional(Day),
    sort: optional(z.enum(VENDOR_ANALYTICS_SORTS)),
    order: optional(z.enum(['asc', 'desc'])),
  }),
  response: z.object({
    /** Spend is reported in this currency. */
    currency: Currency,
    items: z.array(VendorPerformance),
    pagination: Pagination,
  }),
})

export const vendorEndpoints = {
  inviteVendors,
  listVendors,
  getVendor,
  updateVendor,
  confirmVendorRegistration,
  suggestVendors,
  vendorAnalytics,
}
