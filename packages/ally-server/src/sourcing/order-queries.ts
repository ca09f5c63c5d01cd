import { randomUUID } from 'node:crypto'
import type { Order, OrderInput, RfqMailOrder } from '@ally/sdk'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { findOwn, ownRow } from '../db/own-rows'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { matchCount, vendorRef } from '../db/references'
import {
  approvedQuoteResponses,
  orders,
  purchaseOrders,
  type StoredAttachment,
  type StoredLine,
  type StoredRfqDraft,
  shipments,
  vendors,
} from '../db/schema'
import { searching } from '../db/search'
import { attachableFiles } from '../files/attachments'
import type { PurchaseOrderRow } from '../purchase-orders/mappers'
import type { ShipmentRow } from '../shipments/mappers'
import { nextOrderReference } from './order-references'

// Orders (a buyer's purchase needs) in the database. Every read and write is scoped by business.

export type OrderRow = typeof orders.$inferSelect

/** A transaction, or the database. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>

export interface OrderFilters {
  search?: string
  orderType?: Order['orderType']
  status?: Order['status']
}

/** A lone UTF-16 surrogate: text columns store it as U+FFFD, but jsonb refuses the whole value. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const jsonText = (value: string) => value.trim().replace(LONE_SURROGATE, '\ufffd')

/**
 * Stored lines get ids of their own: responses, awards and POs refer to a line by it.
 * `attachments` holds each line's files, as `attachableFiles` found them (none by default).
 */
export const storedLines = (
  lines: OrderInput['lines'],
  attachments: readonly StoredAttachment[][] = [],
): StoredLine[] =>
  lines.map((line, index) => ({
    id: randomUUID(),
    description: jsonText(line.description),
    quantity: line.quantity,
    unit: jsonText(line.unit),
    specifications: line.specifications?.trim() ? jsonText(line.specifications) : null,
    targetPrice: line.targetPrice ?? null,
    attachments: attachments[index] ?? [],
  }))

/** The files each line of `lines` attaches, if the business uploaded them all; else a 400. */
export const lineFiles = (
  db: Pick<Db, 'select'>,
  businessId: string,
  lines: OrderInput['lines'] | undefined,
  path = 'body.lines',
) =>
  attachableFiles(
    db,
    (lines ?? []).map((line, index) => ({
      path: `${path}.${index}.attachmentIds`,
      ids: line.attachmentIds,
    })),
    [{ businessId }],
  )

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null)

/**
 * What vendors are shown of an order, as it is stored: a new order stores it, and the preview of
 * an RFQ e-mail for content not saved yet writes from it, so the two cannot differ.
 */
export const storedOrderContent = (
  input: RfqMailOrder,
  attachments: readonly StoredAttachment[][] = [],
) => ({
  title: input.title.trim(),
  lines: storedLines(input.lines, attachments),
  deliveryAddress: blankToNull(input.deliveryAddress),
  deliveryDate: input.deliveryDate ?? null,
  currency: input.currency ?? 'usd',
})

/** Stores a draft order with the business's next `TA-` reference, both in `tx`. */
export async function insertOrder(
  tx: Executor,
  businessId: string,
  createdBy: string,
  input: OrderInput,
  rfqDraft: StoredRfqDraft | null = null,
  attachments: readonly StoredAttachment[][] = [],
): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({
      businessId,
      taId: await nextOrderReference(tx, businessId),
      ...storedOrderContent(input, attachments),
      orderType: input.orderType ?? 'supply',
      budget: input.budget ?? null,
      notes: blankToNull(input.notes),
      rfqDraft,
      createdBy,
    })
    .returning()
  if (!row) throw new Error('The order was not stored')
  return row
}

/** One of the business's orders (locked for the transaction with `lock`); undefined otherwise. */
export async function findOwnOrder(
  db: Executor,
  businessId: string,
  orderId: string,
  { lock = false } = {},
): Promise<OrderRow | undefined> {
  return findOwn(orders, businessId, orderId, (where) => {
    const query = db.select().from(orders).where(where)
    return lock ? query.for('update') : query
  })
}

/** The fields of an order an update may set. */
export type OrderChanges = Partial<Omit<OrderRow, 'id' | 'businessId' | 'taId' | 'createdAt'>>

export function orderChanges(
  input: Partial<Omit<OrderInput, 'draft'>>,
  attachments: readonly StoredAttachment[][] = [],
): OrderChanges {
  const changes: OrderChanges = {
    title: input.title?.trim(),
    orderType: input.orderType,
    lines: input.lines && storedLines(input.lines, attachments),
    deliveryAddress:
      input.deliveryAddress === undefined ? undefined : blankToNull(input.deliveryAddress),
    deliveryDate: input.deliveryDate,
    currency: input.currency,
    budget: input.budget,
    notes: input.notes === undefined ? undefined : blankToNull(input.notes),
  }
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as OrderChanges
}

export async function updateOwnOrder(
  db: Executor,
  businessId: string,
  orderId: string,
  changes: OrderChanges,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(ownRow(orders, businessId, orderId))
    .returning()
  return row
}

/** A business's orders, newest first; `search` matches title and reference. */
export function businessOrders(
  db: Db,
  businessId: string,
  filters: OrderFilters,
  page: PageRequest,
) {
  return pageWithTotal(
    (limit, offset) =>
      db
        .select({ order: orders, count: matchCount })
        .from(orders)
        .where(
          and(
            eq(orders.businessId, businessId),
            searching(filters.search, [sql`${orders.title}`, sql`${orders.taId}`]),
            filters.orderType ? eq(orders.orderType, filters.orderType) : undefined,
            filters.status ? eq(orders.status, filters.status) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

/** The purchase orders made for an order, oldest first. */
export function orderPurchaseOrders(
  db: Db,
  businessId: string,
  order: OrderRow,
): Promise<PurchaseOrderRow[]> {
  return db
    .select({
      po: purchaseOrders,
      taId: sql<string>`${order.taId}`,
      approvedId: approvedQuoteResponses.id,
      vendor: vendorRef,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(approvedQuoteResponses, eq(approvedQuoteResponses.purchaseOrderId, purchaseOrders.id))
    .where(and(eq(purchaseOrders.businessId, businessId), eq(purchaseOrders.orderId, order.id)))
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id))
}

/** The shipments of an order's purchase orders, oldest first. */
export function orderShipments(
  db: Db,
  businessId: string,
  order: OrderRow,
): Promise<ShipmentRow[]> {
  return db
    .select({
      shipment: shipments,
      poNumber: purchaseOrders.number,
      taId: sql<string>`${order.taId}`,
      vendor: vendorRef,
    })
    .from(shipments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(and(eq(shipments.businessId, businessId), eq(purchaseOrders.orderId, order.id)))
    .orderBy(asc(shipments.createdAt), asc(shipments.id))
}
