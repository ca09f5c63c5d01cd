// Over 300 lines on purpose: a draft's whole life (from an award or from scratch, changes,
// cancelling) shares its checks and totals.
import { randomUUID } from 'node:crypto'
import {
  type createPurchaseOrder,
  type EndpointInput,
  MAX_AMOUNT,
  type updatePurchaseOrder,
} from '@ally/sdk'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import {
  approvedQuoteResponses,
  businesses,
  orders,
  purchaseOrders,
  quoteResponses,
  quotes,
  rfqs,
  type StoredPurchaseOrderLine,
  type StoredStatusChange,
  vendors,
} from '../db/schema'
import { conflict, fieldError, notFound } from '../http/errors'
import type { MailOutbox } from '../services/mail-outbox'
import { purchaseOrderCancelledMail } from './po-mail'
import { nextPurchaseOrderNumber } from './po-numbers'
import { checkMove } from './status-flow'

// A purchase order while it is the buyer's own: drafted from an award (one PO per approved
// response, so a split award gives one per vendor) or from scratch, changed freely while a draft,
// and cancelled. Every status change joins the PO's history with who made it and when.

export type DraftInput = EndpointInput<typeof createPurchaseOrder>['body']
export type DraftChange = EndpointInput<typeof updatePurchaseOrder>['body']
type LineInput = NonNullable<DraftInput['lines']>[number]

/** Who is acting, as the history shows it. */
export interface Actor {
  businessId: string
  name: string
}

const NOT_FOUND = 'This purchase order does not exist.'
const cents = (amount: number) => Math.round(amount * 100) / 100
const refuse = fieldError
export const blankToNull = (value: string | undefined) => value?.trim() || null

export const storedLine = (line: LineInput): StoredPurchaseOrderLine => ({
  id: randomUUID(),
  description: line.description.trim(),
  quantity: line.quantity,
  unit: line.unit.trim(),
  unitPrice: cents(line.unitPrice),
  total: cents(line.quantity * line.unitPrice),
  receivedQuantity: 0,
})

export function checkLines(lines: readonly LineInput[] | undefined) {
  lines?.forEach((line, index) => {
    for (const field of ['description', 'unit'] as const) {
      if (!line[field].trim()) throw refuse(`body.lines.${index}.${field}`, 'must not be blank')
    }
  })
}

/**
 * The line shape is the order's, whose lines carry drawings; a PO's lines carry none, and a file
 * sent with one would be dropped without a word. Checked once the PO is found, so that another
 * business's PO is a 404 whatever the body.
 */
export function checkNoFiles(lines: readonly LineInput[] | undefined) {
  lines?.forEach((line, index) => {
    if (line.attachmentIds?.length) {
      throw refuse(
        `body.lines.${index}.attachmentIds`,
        "purchase order lines carry no files: attach them to the order's lines",
      )
    }
  })
}

/**
 * Subtotal of the lines, and the total with tax and shipping; a 400 on the first amount a money
 * column could not hold.
 */
export function totals(
  lines: readonly StoredPurchaseOrderLine[],
  tax: number,
  shippingCost: number,
) {
  const tooLarge = `must keep every total at most ${MAX_AMOUNT}`
  lines.forEach((line, index) => {
    if (!(line.total <= MAX_AMOUNT)) throw refuse(`body.lines.${index}.unitPrice`, tooLarge)
  })
  const subtotal = cents(lines.reduce((sum, line) => sum + line.total, 0))
  const sums = { subtotal, tax: cents(tax), shippingCost: cents(shippingCost) }
  const total = cents(subtotal + sums.tax + sums.shippingCost)
  if (!(total <= MAX_AMOUNT)) throw refuse('body.lines', tooLarge)
  return { ...sums, total }
}

const change = (status: StoredStatusChange['status'], actor: Actor, at: Date, note?: string) => ({
  at: at.toISOString(),
  status,
  by: actor.name,
  note: note ?? null,
})

/** The approved response a PO is made from (locked), with what the PO takes from it. */
async function lockedAward(tx: Db, businessId: string, approvedId: string) {
  if (!isUuid(approvedId)) throw notFound('This approved response does not exist.')
  const [locked] = await tx
    .select({ id: approvedQuoteResponses.id })
    .from(approvedQuoteResponses)
    .where(
      and(
        eq(approvedQuoteResponses.id, approvedId),
        eq(approvedQuoteResponses.businessId, businessId),
      ),
    )
    .for('update')
  const [award] = locked
    ? await tx
        .select({
          approved: approvedQuoteResponses,
          vendorId: rfqs.vendorId,
          currency: quoteResponses.currency,
          order: {
            id: orders.id,
            taId: orders.taId,
            deliveryAddress: orders.deliveryAddress,
            deliveryDate: orders.deliveryDate,
          },
        })
        .from(approvedQuoteResponses)
        .innerJoin(quoteResponses, eq(quoteResponses.id, approvedQuoteResponses.quoteResponseId))
        .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
        .innerJoin(quotes, eq(quotes.id, approvedQuoteResponses.quoteId))
        .innerJoin(orders, eq(orders.id, quotes.orderId))
        .where(eq(approvedQuoteResponses.id, locked.id))
    : []
  if (!award) throw notFound('This approved response does not exist.')
  if (award.approved.purchaseOrderId) {
    throw conflict('A purchase order was already made from this award; open it instead.')
  }
  return award
}

/** Stores a draft PO with the business's next number; resolves to its id. */
export function draftPurchaseOrder(
  db: Db,
  actor: Actor,
  input: DraftInput,
  now: Date,
): Promise<string> {
  checkLines(input.lines)
  return db.transaction(async (tx) => {
    let vendorId: string
    let orderId: string | null = null
    let lines: StoredPurchaseOrderLine[]
    let defaults = { currency: input.currency ?? 'usd', shippingCost: 0 }
    let delivery: { address: string | null; date: string | null } = { address: null, date: null }
    let note: string | undefined
    if (input.approvedQuoteResponseId) {
      for (const field of ['vendorId', 'currency'] as const) {
        if (input[field] !== undefined) {
          throw refuse(`body.${field}`, 'comes from the approved response; leave it out')
        }
      }
      const award = await lockedAward(tx, actor.businessId, input.approvedQuoteResponseId)
      vendorId = award.vendorId
      orderId = award.order.id
      lines = input.lines
        ? input.lines.map(storedLine)
        : award.approved.lines.map((line) => ({
            id: line.lineId,
            description: line.description,
            quantity: line.quantity,
            unit: line.unit,
            unitPrice: line.unitPrice,
            total: line.total,
            receivedQuantity: 0,
          }))
      defaults = { currency: award.currency, shippingCost: award.approved.shippingCost }
      delivery = { address: award.order.deliveryAddress, date: award.order.deliveryDate }
      note = `Made from the award of ${award.order.taId}`
    } else {
      if (!input.vendorId) throw refuse('body.vendorId', 'is required without an approved response')
      if (!input.lines) throw refuse('body.lines', 'are required without an approved response')
      const [vendor] = isUuid(input.vendorId)
        ? await tx
            .select({ id: vendors.id })
            .from(vendors)
            .where(and(eq(vendors.id, input.vendorId), eq(vendors.businessId, actor.businessId)))
        : []
      if (!vendor) throw refuse('body.vendorId', 'is not a vendor in your list')
      vendorId = vendor.id
      lines = input.lines.map(storedLine)
    }
    checkNoFiles(input.lines)
    const sums = totals(lines, input.tax ?? 0, input.shippingCost ?? defaults.shippingCost)
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        businessId: actor.businessId,
        number: await nextPurchaseOrderNumber(tx, actor.businessId),
        orderId,
        vendorId,
        currency: defaults.currency,
        lines,
        ...sums,
        deliveryAddress: blankToNull(input.deliveryAddress) ?? delivery.address,
        deliveryDate: input.deliveryDate ?? delivery.date,
        paymentTerms: blankToNull(input.paymentTerms),
        notes: blankToNull(input.notes),
        history: [change('draft', actor, now, note)],
        createdAt: now,
      })
      .returning({ id: purchaseOrders.id })
    if (!row) throw new Error('The purchase order was not stored')
    if (input.approvedQuoteResponseId) {
      await tx
        .update(approvedQuoteResponses)
        .set({ purchaseOrderId: row.id })
        .where(eq(approvedQuoteResponses.id, input.approvedQuoteResponseId))
    }
    return row.id
  })
}

/**
 * Changes a draft PO's lines and terms, or cancels a PO (which frees its award for a new one and,
 * once sent, e-mails the vendor in the same transaction). A PO already sent takes no changes
 * here (409).
 */
export function changePurchaseOrder(
  db: Db,
  actor: Actor,
  poId: string,
  input: DraftChange,
  now: Date,
  /** Where the vendor's e-mail goes when a PO it already has is cancelled. */
  mail: MailOutbox,
): Promise<void> {
  const { status, ...fields } = input
  const changing = Object.values(fields).some((value) => value !== undefined)
  if (!status && !changing) throw refuse('body', 'send at least one field to change')
  checkLines(input.lines)
  return db.transaction(async (tx) => {
    const [po] = isUuid(poId)
      ? await tx
          .select()
          .from(purchaseOrders)
          .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.businessId, actor.businessId)))
          .for('update')
      : []
    if (!po) throw notFound(NOT_FOUND)
    checkNoFiles(input.lines)
    if (changing && po.status !== 'draft') {
      throw conflict(`${po.number} is ${po.status.replace('_', ' ')}; only a draft changes here.`)
    }
    if (status) checkMove(po.number, po.status, status)
    const lines = fields.lines ? fields.lines.map(storedLine) : po.lines
    const sums = totals(lines, fields.tax ?? po.tax, fields.shippingCost ?? po.shippingCost)
    await tx
      .update(purchaseOrders)
      .set({
        lines,
        ...sums,
        deliveryAddress:
          fields.deliveryAddress === undefined ? undefined : blankToNull(fields.deliveryAddress),
        deliveryDate: fields.deliveryDate,
        paymentTerms:
          fields.paymentTerms === undefined ? undefined : blankToNull(fields.paymentTerms),
        notes: fields.notes === undefined ? undefined : blankToNull(fields.notes),
        status,
        history: status ? [...po.history, change(status, actor, now)] : undefined,
      })
      .where(eq(purchaseOrders.id, po.id))
    if (status === 'cancelled' && po.sentAt) {
      const [vendor] = await tx
        .select({ name: vendors.name, email: vendors.email })
        .from(vendors)
        .where(eq(vendors.id, po.vendorId))
      const [business] = await tx
        .select({ name: businesses.name })
        .from(businesses)
        .where(eq(businesses.id, po.businessId))
      if (vendor) {
        await mail.queue(
          tx,
          purchaseOrderCancelledMail(vendor.email, {
            businessName: business?.name ?? 'Your buyer',
            vendorName: vendor.name,
            number: po.number,
          }),
        )
      }
    }
    if (status === 'cancelled') {
      // The award can be ordered again, in a new PO.
      await tx
        .update(approvedQuoteResponses)
        .set({ purchaseOrderId: null })
        .where(eq(approvedQuoteResponses.purchaseOrderId, po.id))
    }
  })
}
