import * as z from 'zod/mini'
import { IN_STORED_YEARS, IN_THOUSANDTHS, WELL_FORMED } from './checks'

// Shared building blocks. Each helper is marked free of side effects so that a bundler can drop
// the schemas of endpoints an app never imports (`.check()` calls would otherwise pin them).

/**
 * The bounds of what the server stores (docs/product-rules.md, "What a field holds"). Every input
 * field is built from the blocks below, which carry them, so the contract refuses a value on
 * both sides before it reaches a column that cannot hold it; `input-bounds.test.ts` fails a
 * field declared without them.
 */
/** The largest amount a money column (numeric(14, 2)) holds. */
export const MAX_AMOUNT = 999_999_999_999.99
/** The largest whole number an integer column (int4) holds. */
export const MAX_INTEGER = 2_147_483_647
/** The most units of one line: with MAX_AMOUNT's prices, far more than any real order. */
export const MAX_QUANTITY = 1_000_000_000
/** The most days a lead time or a delivery promise spans (ten years). */
export const MAX_DAYS = 3650

/* @__NO_SIDE_EFFECTS__ */
export function text(max = 200, min = 1) {
  return z.string().check(z.minLength(min), z.maxLength(max), WELL_FORMED)
}

/* @__NO_SIDE_EFFECTS__ */
export function nullable<T extends z.ZodMiniType>(schema: T) {
  return z.nullable(schema)
}

/* @__NO_SIDE_EFFECTS__ */
export function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(schema)
}

/* @__NO_SIDE_EFFECTS__ */
export function count() {
  return z.int().check(z.minimum(0))
}

/* @__NO_SIDE_EFFECTS__ */
export function ratio() {
  return z.number().check(z.minimum(0), z.maximum(1))
}

/* @__NO_SIDE_EFFECTS__ */
export function positiveInt() {
  return z.int().check(z.minimum(1))
}

/* @__NO_SIDE_EFFECTS__ */
export function arrayOf<T extends z.ZodMiniType>(item: T, min = 0, max = 1000) {
  return z.array(item).check(z.minLength(min), z.maxLength(max))
}

/* @__NO_SIDE_EFFECTS__ */
export function matching(pattern: RegExp, max: number) {
  return z.string().check(z.maxLength(max), z.regex(pattern), WELL_FORMED)
}

export const Id = text(64)
/** The 6-digit code e-mailed to verify a new account. */
export const VerificationCode = matching(/^\d{6}$/, 6)
/** The longest address SMTP delivers to. */
export const Email = z.email().check(z.maxLength(254))
export const Password = text(128, 8)
export const Timestamp = z.iso.datetime({ offset: true }).check(IN_STORED_YEARS)
/** A calendar day, `YYYY-MM-DD`. */
export const Day = z.iso.date().check(IN_STORED_YEARS)
/** An amount the server worked out (a total, a sum over many records): never negative. */
export const Amount = z.number().check(z.minimum(0))
/** An amount of money a caller sends: at most what a money column holds. */
export const AmountInput = z.number().check(z.minimum(0), z.maximum(MAX_AMOUNT))
/** How many of a line a caller orders, offers or ships: more than 0, to a thousandth. */
export const Quantity = z.number().check(z.positive(), z.maximum(MAX_QUANTITY), IN_THOUSANDTHS)
/** How many of a line arrived: as Quantity, and 0 for a line of which nothing did. */
export const ReceivedQuantity = z
  .number()
  .check(z.minimum(0), z.maximum(MAX_QUANTITY), IN_THOUSANDTHS)
/** A number of days a caller sends: a lead time, a delivery promise. */
export const Days = z.int().check(z.minimum(0), z.maximum(MAX_DAYS))

export const CURRENCIES = ['usd', 'ngn', 'eur', 'gbp', 'cny'] as const
export const Currency = z.enum(CURRENCIES)
export type Currency = z.infer<typeof Currency>

/** What buyers buy and vendors serve; vendor suggestions default to `supply`. */
export const ORDER_TYPES = [
  'supply',
  'service',
  'logistics',
  'manufacturing',
  'maintenance',
] as const
export const OrderType = z.enum(ORDER_TYPES)
export type OrderType = z.infer<typeof OrderType>

export const Money = z.object({ amount: Amount, currency: Currency })
export type Money = z.infer<typeof Money>

export const Pagination = z.object({
  page: positiveInt(),
  limit: positiveInt(),
  total: count(),
  totalPages: count(),
  /**
   * `true` when `total` is a lower bound rather than an exact count: a broad search over a very
   * large list stops counting at a threshold, and a screen shows it as "10,000+".
   */
  totalIsEstimate: optional(z.boolean()),
})
export type Pagination = z.infer<typeof Pagination>

/* @__NO_SIDE_EFFECTS__ */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), pagination: Pagination })
}

/* @__NO_SIDE_EFFECTS__ */
function queryInt(min: number, max: number) {
  // Query strings carry text; coerce so `?limit=20` and `{ limit: 20 }` both validate.
  return optional(z.coerce.number<number>().check(z.int(), z.minimum(min), z.maximum(max)))
}

export const Limit = queryInt(1, 100)
export const Page = queryInt(1, 100_000)
export const Search = optional(text(200, 0))
/** Minimum total value, in the record's own currency. */
export const MinAmount = optional(
  z.coerce.number<number>().check(z.minimum(0), z.maximum(MAX_AMOUNT)),
)

/** `limit` and `page`: every list takes them (the caller chooses the limit). */
export const PageQuery = z.object({ limit: Limit, page: Page })

/** The filters the order lists share: free text, one vendor, one deal reference, minimum value. */
export const DealFilters = z.extend(PageQuery, {
  search: Search,
  vendor: optional(Id),
  taId: optional(text(32)),
  amount: MinAmount,
})

/** A yes/no query filter, as query strings carry it. */
export const Flag = optional(z.enum(['true', 'false']))

export const Empty = z.null()

export const FileRef = z.object({
  id: Id,
  name: text(255),
  mimeType: text(127),
  size: count(),
  url: z.string(),
})
export type FileRef = z.infer<typeof FileRef>

/** The few vendor fields every RFQ, quote response, PO and shipment carries. */
export const VendorRef = z.object({ id: Id, name: z.string(), email: Email })
export type VendorRef = z.infer<typeof VendorRef>

export const Address = text(500)

/** A web address a screen may link to: http or https only (no `javascript:`, no `data:`). */
export const WebUrl = matching(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 2048)

/** The most files one line of an order, or one answer to an RFQ, carries. */
export const MAX_ATTACHMENTS = 10

export const LineItemInput = z.object({
  description: text(500),
  quantity: Quantity,
  unit: text(32),
  specifications: optional(text(2000, 0)),
  /** The unit price the buyer hopes for, in the order's currency; vendors never see it. */
  targetPrice: optional(AmountInput),
  /** Files uploaded with `uploadFile` (drawings, datasheets): every vendor asked sees them. */
  attachmentIds: optional(arrayOf(Id, 0, MAX_ATTACHMENTS)),
})
export const LineItem = z.object({
  id: Id,
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  specifications: nullable(z.string()),
  /** Only in the buyer's own views. */
  targetPrice: optional(nullable(Amount)),
  attachments: z.array(FileRef),
})
export type LineItem = z.infer<typeof LineItem>

export const UploadQuery = z.object({ name: text(255) })
