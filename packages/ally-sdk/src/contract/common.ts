import * as z from 'zod/mini'

// Shared building blocks. Each helper is marked free of side effects so that a bundler can drop
// the schemas of endpoints an app never imports (`.check()` calls would otherwise pin them).

/* @__NO_SIDE_EFFECTS__ */
export function text(max = 200, min = 1) {
  return z.string().check(z.minLength(min), z.maxLength(max))
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
export function matching(pattern: RegExp) {
  return z.string().check(z.regex(pattern))
}

export const Id = text(64)
/** The 6-digit code e-mailed to verify a new account. */
export const VerificationCode = matching(/^\d{6}$/)
export const Email = z.email()
export const Password = text(128, 8)
export const Timestamp = z.iso.datetime({ offset: true })
/** A calendar day, `YYYY-MM-DD`. */
export const Day = z.iso.date()
export const Amount = z.number().check(z.minimum(0))

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
  totalIsEstimate: z.optional(z.boolean()),
})
export type Pagination = z.infer<typeof Pagination>

/* @__NO_SIDE_EFFECTS__ */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), pagination: Pagination })
}

/* @__NO_SIDE_EFFECTS__ */
function queryInt(min: number, max: number) {
  // Query strings carry text; coerce so `?limit=20` and `{ limit: 20 }` both validate.
  return z.optional(z.coerce.number<number>().check(z.int(), z.minimum(min), z.maximum(max)))
}

export const Limit = queryInt(1, 100)
export const Page = queryInt(1, 100_000)
export const Search = z.optional(z.string().check(z.maxLength(200)))
/** Minimum total value, in the record's own currency. */
export const MinAmount = z.optional(z.coerce.number<number>().check(z.minimum(0)))

/** `limit` and `page`: every list takes them (the caller chooses the limit). */
export const PageQuery = z.object({ limit: Limit, page: Page })

/** The filters the order lists share: free text, one vendor, one deal reference, minimum value. */
export const DealFilters = z.extend(PageQuery, {
  search: Search,
  vendor: z.optional(Id),
  taId: z.optional(text(32)),
  amount: MinAmount,
})

/** A yes/no query filter, as query strings carry it. */
export const Flag = z.optional(z.enum(['true', 'false']))

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

/** The most files one line of an order, or one answer to an RFQ, carries. */
export const MAX_ATTACHMENTS = 10

export const LineItemInput = z.object({
  description: text(500),
  quantity: z.number().check(z.positive()),
  unit: text(32),
  specifications: optional(text(2000, 0)),
  /** The unit price the buyer hopes for, in the order's currency; vendors never see it. */
  targetPrice: optional(Amount),
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
