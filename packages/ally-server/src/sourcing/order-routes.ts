import {
  createOrder,
  getOrder,
  listOrders,
  type OrderInput,
  previewRfqMail,
  updateOrder,
} from '@ally/sdk'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { pageOf } from '../db/paging'
import { quotes, rfqs } from '../db/schema'
import { attachmentSigner } from '../files/attachments'
import { conflict, fieldError, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'
import { toPurchaseOrder } from '../purchase-orders/mappers'
import { toShipment } from '../shipments/mappers'
import { toOrder, toQuote } from './mappers'
import {
  businessOrders,
  findOwnOrder,
  insertOrder,
  lineFiles,
  orderChanges,
  orderPurchaseOrders,
  orderShipments,
  updateOwnOrder,
} from './order-queries'
import { ownQuotes } from './quote-queries'
import { storableDraft } from './rfq-draft'
import { previewRfqMail as previewMail } from './rfq-mail-preview'

// Orders: a draft with its lines and RFQ plan (saved and come back to), the preview of an RFQ
// e-mail (for a saved draft or content not saved yet), the list, one order with everything that
// followed from it, changes and cancelling. Sending RFQs is in rfq-routes.ts.

/** Once RFQs are out, vendors have seen the rest; these stay the buyer's own to change. */
const CHANGEABLE_AFTER_SENDING = new Set(['notes', 'budget'])
const CANCELLABLE = new Set(['draft', 'sourcing', 'awarded'])
const NOT_FOUND = 'This order does not exist.'

const refuse = fieldError

/**
 * What the contract cannot say: text that is not blank, a budget that fits, a day not past. `at`
 * is where the order's fields sit in the request.
 */
function checkOrderInput(input: Partial<OrderInput>, now: Date, at = 'body') {
  const blank = (value: string | undefined) => value !== undefined && !value.trim()
  if (blank(input.title)) throw refuse(`${at}.title`, 'must not be blank')
  input.lines?.forEach((line, index) => {
    for (const field of ['description', 'unit'] as const) {
      if (blank(line[field])) throw refuse(`${at}.lines.${index}.${field}`, 'must not be blank')
    }
  })
  // A day behind UTC's today is still today somewhere.
  const earliest = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
  if (input.deliveryDate !== undefined && input.deliveryDate < earliest) {
    throw refuse(`${at}.deliveryDate`, 'must not be in the past')
  }
}

/** Cancels an order's open rounds and the RFQs in them that nobody decided yet. */
async function cancelRounds(tx: Db, businessId: string, orderId: string) {
  const open = await tx
    .update(quotes)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(quotes.businessId, businessId),
        eq(quotes.orderId, orderId),
        eq(quotes.status, 'open'),
      ),
    )
    .returning({ id: quotes.id })
  if (!open.length) return
  await tx
    .update(rfqs)
    .set({ status: 'cancelled' })
    .where(
      and(
        inArray(
          rfqs.quoteId,
          open.map((quote) => quote.id),
        ),
        inArray(rfqs.status, ['sent', 'viewed', 'responded', 'expired']),
      ),
    )
}

// ~95 lines on purpose: the list of this module's handlers, each its own function (the longest,
// updateOrder, ~35 lines); one list is the module's API at a glance.
export function orderRoutes({ db, now, fileLinks, signals }: AppContext) {
  return [
    implement(createOrder, async ({ body, caller, request }) => {
      const at = now()
      checkOrderInput(body, at)
      const businessId = caller.business.id
      const attachments = await lineFiles(db, businessId, body.lines)
      const row = await db.transaction(async (tx) => {
        const draft = body.draft && (await storableDraft(tx, businessId, body.draft, at))
        return insertOrder(tx, businessId, caller.user.id, body, draft, attachments)
      })
      signals.emit({ type: 'order.created', orderId: row.id })
      const sign = attachmentSigner(request, fileLinks)
      return { message: `Order ${row.taId} saved`, data: toOrder(row, sign) }
    }),

    implement(listOrders, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const found = await businessOrders(db, caller.business.id, query, page)
      const sign = attachmentSigner(request, fileLinks)
      return listAnswer(found, page, ['order', 'orders'], (row) => toOrder(row.order, sign))
    }),

    implement(getOrder, async ({ query, caller, request }) => {
      const businessId = caller.business.id
      const order = await findOwnOrder(db, businessId, query.orderId)
      if (!order) throw notFound(NOT_FOUND)
      const [quoteRows, poRows, shipmentRows] = await Promise.all([
        ownQuotes(db, businessId, { orderId: order.id }),
        orderPurchaseOrders(db, businessId, order),
        orderShipments(db, businessId, order),
      ])
      const at = now()
      const sign = attachmentSigner(request, fileLinks)
      return {
        message: `${order.taId} ${order.title}`,
        data: {
          order: toOrder(order, sign),
          quotes: quoteRows.map(toQuote),
          purchaseOrders: poRows.map((row) => toPurchaseOrder(row, sign)),
          shipments: shipmentRows.map((row) => toShipment(row, at, sign)),
        },
      }
    }),

    implement(updateOrder, async ({ params, body, caller, request }) => {
      const { status, draft, ...fields } = body
      if (!status && !draft && !Object.keys(orderChanges(fields)).length) {
        throw refuse('body', 'send at least one field to change')
      }
      const at = now()
      checkOrderInput(fields, at)
      const businessId = caller.business.id
      const row = await db.transaction(async (tx) => {
        const current = await findOwnOrder(tx, businessId, params.id, { lock: true })
        if (!current) throw notFound(NOT_FOUND)
        if (current.status === 'cancelled') throw conflict('This order is cancelled.')
        const changes = orderChanges(fields, await lineFiles(tx, businessId, fields.lines))
        if (status === 'cancelled') {
          if (!CANCELLABLE.has(current.status)) {
            throw conflict(`This order is ${current.status}; cancel its purchase orders instead.`)
          }
          await cancelRounds(tx, businessId, current.id)
        }
        const locked = Object.keys(changes).filter((key) => !CHANGEABLE_AFTER_SENDING.has(key))
        if (draft) locked.push('draft')
        if (current.status !== 'draft' && locked.length) {
          throw conflict(
            `RFQs for this order are out: ${locked.join(', ')} can no longer change here; update each RFQ instead.`,
          )
        }
        const rfqDraft = draft && (await storableDraft(tx, businessId, draft, at))
        return updateOwnOrder(tx, businessId, current.id, { ...changes, rfqDraft, status }, at)
      })
      if (!row) throw notFound(NOT_FOUND)
      return {
        message: 'Updated successfully',
        data: toOrder(row, attachmentSigner(request, fileLinks)),
      }
    }),

    // Reads only: content not saved yet stays unsaved, a saved draft unchanged (issue #28).
    implement(previewRfqMail, async ({ body, caller }) => {
      const at = now()
      checkOrderInput(body.order, at, 'body.order')
      const businessId = caller.business.id
      const attachments = await lineFiles(db, businessId, body.order.lines, 'body.order.lines')
      const preview = await previewMail(db, at, {
        ...body,
        businessId,
        businessName: caller.business.name ?? 'A buyer',
        attachments,
      })
      return { message: `E-mail to ${preview.to}`, data: preview }
    }),
  ]
}
