import type { FieldIssue } from '@ally/sdk'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { orders, quotes, rfqs, vendors } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/errors'
import { newLinkToken } from '../services/secrets'
import { findOwnOrder } from './order-queries'
import { orderPartsOfRfqMail, rfqLinkUrl, rfqMail } from './rfq-mail'

// Sending RFQs: one transaction locks the order (and the round, when adding to one), checks every
// vendor, stores the round and one RFQ per vendor, moves the order to `sourcing` and queues one
// e-mail per vendor. Any refusal rolls all of it back, so a refused send stores and sends nothing.
// A vendor that already has an RFQ in the round is refused (409), never silently skipped: the
// buyer asked for that vendor and should learn why nothing new went out.

export interface SendRfqsInput {
  businessId: string
  businessName: string
  orderId: string
  quoteId?: string
  vendorIds: string[]
  deadline: string
  message?: string
}

/** Order statuses from which RFQs may go out. */
export const SENDABLE = new Set(['draft', 'sourcing'])

/** A deadline further out than this is a typo (and past year 9999 no database stores it). */
const LONGEST_DEADLINE_MS = 5 * 365 * 86_400_000

/** The deadline as a date, or a 400 naming `path` unless it is in the next five years. */
export function futureDeadline(value: string, now: Date, path = 'body.deadline'): Date {
  const deadline = new Date(value)
  const ms = deadline.getTime()
  const message =
    Number.isNaN(ms) || ms <= now.getTime()
      ? 'must be in the future'
      : ms > now.getTime() + LONGEST_DEADLINE_MS
        ? 'must be within five years'
        : null
  if (message) throw badRequest(`${path}: ${message}`, [{ path, message }])
  return deadline
}

/**
 * The business's vendors with these ids, or a 400 naming every id that is not one of them (at
 * `${path}.N`).
 */
export async function ownVendors(
  tx: Db,
  businessId: string,
  vendorIds: string[],
  path = 'body.vendorIds',
) {
  const wanted = [...new Set(vendorIds.filter(isUuid).map((id) => id.toLowerCase()))]
  const rows = wanted.length
    ? await tx
        .select({ id: vendors.id, name: vendors.name, email: vendors.email })
        .from(vendors)
        .where(and(eq(vendors.businessId, businessId), inArray(vendors.id, wanted)))
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const errors: FieldIssue[] = []
  const seen = new Set<string>()
  vendorIds.forEach((id, index) => {
    const key = id.toLowerCase()
    const at = `${path}.${index}`
    if (!byId.has(key)) errors.push({ path: at, message: 'is not a vendor in your list' })
    else if (seen.has(key)) errors.push({ path: at, message: 'is listed twice' })
    seen.add(key)
  })
  const [first] = errors
  if (first) throw badRequest(`${first.path}: ${first.message}`, errors)
  return [...seen].map((id) => byId.get(id)).filter((row) => row !== undefined)
}

/** The round to add to: the order's, open, locked; 404 for one that is not the order's. */
async function openRound(tx: Db, businessId: string, orderId: string, quoteId: string) {
  if (!isUuid(quoteId)) throw notFound('This quote does not exist.')
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(
      and(eq(quotes.id, quoteId), eq(quotes.businessId, businessId), eq(quotes.orderId, orderId)),
    )
    .for('update')
  if (!quote) throw notFound('This quote does not exist for this order.')
  if (quote.status !== 'open') throw conflict(`This quote is ${quote.status}; start a new one.`)
  return quote
}

/** Sends the RFQs in one transaction; the caller flushes the mail after it resolves. */
// ~95 lines on purpose: one transaction: the order is locked, checked, the round and each RFQ
// written and their mail queued, all reading the same locked rows; its checks are functions above.
export async function sendRfqsInOneGo(
  { db, mail, appUrl, now }: Pick<AppContext, 'db' | 'mail' | 'appUrl' | 'now'>,
  input: SendRfqsInput,
): Promise<{ quoteId: string; rfqIds: string[] }> {
  const at = now()
  const deadline = futureDeadline(input.deadline, at)
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, input.businessId, input.orderId, { lock: true })
    if (!order) throw notFound('This order does not exist.')
    if (!SENDABLE.has(order.status)) {
      throw conflict(`This order is ${order.status}; RFQs can no longer be sent for it.`)
    }
    const chosen = await ownVendors(tx, input.businessId, input.vendorIds)

    let quoteId: string
    if (input.quoteId) {
      const quote = await openRound(tx, input.businessId, order.id, input.quoteId)
      const already = await tx
        .select({ vendorId: rfqs.vendorId })
        .from(rfqs)
        .where(
          and(
            eq(rfqs.quoteId, quote.id),
            inArray(
              rfqs.vendorId,
              chosen.map((vendor) => vendor.id),
            ),
          ),
        )
      const names = chosen.filter((v) => already.some((row) => row.vendorId === v.id))
      if (names.length) {
        throw conflict(
          `${names.map((v) => v.name).join(', ')} already ${names.length === 1 ? 'has' : 'have'} an RFQ in this quote.`,
        )
      }
      await tx
        .update(quotes)
        .set({
          deadline: sql`greatest(${quotes.deadline}, ${deadline.toISOString()}::timestamptz)`,
        })
        .where(eq(quotes.id, quote.id))
      quoteId = quote.id
    } else {
      const [quote] = await tx
        .insert(quotes)
        .values({
          businessId: input.businessId,
          orderId: order.id,
          currency: order.currency,
          deadline,
          createdAt: at,
        })
        .returning({ id: quotes.id })
      if (!quote) throw new Error('The quote was not stored')
      quoteId = quote.id
    }

    const message = input.message?.trim() || null
    const sending = chosen.map((vendor) => ({ vendor, ...newLinkToken() }))
    const inserted = await tx
      .insert(rfqs)
      .values(
        sending.map(({ vendor, hash }) => ({
          businessId: input.businessId,
          quoteId,
          vendorId: vendor.id,
          deadline,
          message,
          linkTokenHash: hash,
          sentAt: at,
        })),
      )
      .returning({ id: rfqs.id, vendorId: rfqs.vendorId })
    if (order.status === 'draft') {
      await tx
        .update(orders)
        .set({ status: 'sourcing', rfqDraft: null, updatedAt: at })
        .where(eq(orders.id, order.id))
    }
    const rfqOf = new Map(inserted.map((row) => [row.vendorId, row.id]))
    await mail.queue(
      tx,
      sending.map(({ vendor, token }) =>
        rfqMail({
          rfqId: rfqOf.get(vendor.id),
          to: vendor.email,
          vendorName: vendor.name,
          businessName: input.businessName,
          ...orderPartsOfRfqMail(order),
          deadline,
          message,
          link: rfqLinkUrl(appUrl, token),
        }),
      ),
    )
    return { quoteId, rfqIds: inserted.map((row) => row.id) }
  })
}
