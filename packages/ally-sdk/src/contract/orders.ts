import * as z from 'zod/mini'
import {
  Address,
  Amount,
  AmountInput,
  arrayOf,
  Currency,
  Day,
  Id,
  LineItem,
  LineItemInput,
  listOf,
  nullable,
  OrderType,
  optional,
  PageQuery,
  Search,
  Timestamp,
  text,
} from './common'
import { defineEndpoint } from './define'
import { PurchaseOrder } from './purchase-orders'
import { Shipment } from './shipments'
import { Quote } from './sourcing-shapes'

export const ORDER_STATUSES = [
  'draft',
  'sourcing',
  'awarded',
  'ordered',
  'fulfilled',
  'cancelled',
] as const
export const OrderStatus = z.enum(ORDER_STATUSES)

/**
 * What a draft keeps for its RFQs until they are sent: the vendors picked, the answer deadline and
 * the message to them. Sending RFQs clears it.
 */
export const RfqDraft = z.object({
  vendorIds: arrayOf(Id, 0, 100),
  deadline: optional(nullable(Timestamp)),
  message: optional(nullable(text(4000, 0))),
})
export type RfqDraft = z.infer<typeof RfqDraft>

/** A buyer's purchase need; `taId` (e.g. `TA-0042`) follows it into quotes, RFQs and POs. */
export const Order = z.object({
  id: Id,
  taId: z.string(),
  title: z.string(),
  orderType: OrderType,
  status: OrderStatus,
  lines: z.array(LineItem),
  deliveryAddress: nullable(z.string()),
  deliveryDate: nullable(Day),
  currency: Currency,
  budget: nullable(Amount),
  notes: nullable(z.string()),
  draft: nullable(RfqDraft),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type Order = z.infer<typeof Order>

/** The most lines one order (and so one RFQ) carries. */
export const MAX_ORDER_LINES = 200

export const OrderInput = z.object({
  title: text(200),
  orderType: optional(OrderType),
  lines: arrayOf(LineItemInput, 1, MAX_ORDER_LINES),
  deliveryAddress: optional(Address),
  deliveryDate: optional(Day),
  currency: optional(Currency),
  budget: optional(AmountInput),
  notes: optional(text(4000, 0)),
  draft: optional(RfqDraft),
})
export type OrderInput = z.infer<typeof OrderInput>

export const createOrder = defineEndpoint({
  method: 'POST',
  permission: 'sourcing',
  path: '/api/v1/ldb/rfq/order',
  summary:
    "Create an order (a draft until RFQs are sent); type defaults to 'supply', currency to usd",
  body: OrderInput,
  response: Order,
})

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/order',
  summary: 'Orders, newest first; `search` matches title and taId',
  query: z.extend(PageQuery, {
    search: Search,
    orderType: optional(OrderType),
    status: optional(OrderStatus),
  }),
  response: listOf(Order),
})

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/single/order',
  summary: 'One order with everything that followed from it: quotes, purchase orders, shipments',
  query: z.object({ orderId: Id }),
  response: z.object({
    order: Order,
    quotes: z.array(Quote),
    purchaseOrders: z.array(PurchaseOrder),
    shipments: z.array(Shipment),
  }),
})

export const updateOrder = defineEndpoint({
  method: 'PUT',
  permission: 'sourcing',
  path: '/api/v1/ldb/rfq/update/order/:id',
  summary: "Change an order, or cancel it; `id` is the order's id",
  body: z.extend(z.partial(OrderInput), { status: optional(z.enum(['cancelled'])) }),
  response: Order,
})

/**
 * What a vendor's RFQ e-mail shows of its order, in `createOrder`'s shapes and bounds; the rest of
 * an `OrderInput` (type, budget, notes, the draft's plan) may come along and is left out.
 */
export const RfqMailOrder = z.pick(OrderInput, {
  title: true,
  lines: true,
  deliveryAddress: true,
  deliveryDate: true,
  currency: true,
})
export type RfqMailOrder = z.infer<typeof RfqMailOrder>

/**
 * Stands in a preview for the `TA-` reference of an order not saved yet: the next reference is
 * not reserved, it is given when the order is saved or its RFQs are sent.
 */
export const UNASSIGNED_ORDER_REFERENCE = 'TA-…'

export const previewRfqMail = defineEndpoint({
  method: 'POST',
  permission: 'sourcing',
  path: '/api/v1/ldb/rfq/mail-preview',
  summary:
    'The e-mail a vendor would get for an RFQ with this content, as sending it would write it; stores and sends nothing, and takes no TA- reference',
  body: z.object({
    /** The request as written, saved or not. */
    order: RfqMailOrder,
    /**
     * The saved draft (or sourcing order) this content is for, whose reference the e-mail then
     * shows; the order itself is not changed. Without it the e-mail shows `TA-…`.
     */
    orderId: optional(Id),
    vendorId: Id,
    deadline: Timestamp,
    message: optional(text(4000, 0)),
  }),
  response: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /**
     * The reference in the e-mail; null when the order is not saved yet, and the e-mail shows
     * `UNASSIGNED_ORDER_REFERENCE` (`TA-…`) where it goes.
     */
    taId: nullable(z.string()),
  }),
})

export const orderEndpoints = { createOrder, listOrders, getOrder, updateOrder, previewRfqMail }
