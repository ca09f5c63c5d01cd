// Over 300 lines on purpose: the buyer's actions on RFQs already out (change, remind, resend, close) share their locking and their e-mails.
import type { FieldIssue, OrderInput } from '@ally/sdk'
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { orders, quoteResponses, quotes, rfqs, type StoredAttachment, vendors } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/errors'
import { newLinkToken } from '../services/secrets'
import { type AnswersRefused, answersRefused } from './answer-rfq'
import { lineFiles, storedLines } from './order-queries'
import { type RfqMailKind, rfqClosedMail, rfqLinkUrl, rfqMail } from './rfq-mail'

// What the buyer does with RFQs already out (docs/product-rules.md, "Sourcing"): change one RFQ
// (its deadline, message or status, or the lines every RFQ of its order shares), remind a round's
// vendors that have not answered, send one RFQ again, and close a round before its deadline.
// Each is one transaction that locks what it changes before reading it and queues its e-mails in
// it (the caller flushes them after the commit), so a refusal stores and sends nothing.
//
// Links: only a hash of each link's token is stored, so no e-mail can repeat an earlier link.
// Every e-mail that asks a vendor to answer mints a new token for its RFQ and carries that link;
// the one before then answers 404 like any unknown link. The newest e-mail's link is the one that
// works, and a link the vendor forwarded stops working when the buyer sends the RFQ again.

type Mailing = Pick<AppContext, 'db' | 'mail' | 'appUrl' | 'now'>

const RFQ_NOT_FOUND = 'This RFQ does not exist.'
const QUOTE_NOT_FOUND = 'This quote does not exist.'
/** An RFQ in one of these is decided: nothing about it changes any more. */
const DECIDED = new Set(['awarded', 'not_awarded', 'cancelled', 'declined'])
/** RFQs whose vendor has neither answered nor declined. */
const UNANSWERED = ['sent', 'viewed'] as const

/** RFQs still waiting for their vendor's answer at `at`: not answered, declined or past due. */
const waitingAt = (at: Date) =>
  and(inArray(rfqs.status, [...UNANSWERED]), gt(rfqs.deadline, at), eq(quotes.status, 'open'))

/** What the buyer reads when an RFQ it would send again takes no more answers. */
const NOT_SENDABLE: Record<AnswersRefused, string> = {
  awarded: 'This round has been awarded, so the RFQ takes no more answers.',
  cancelled: 'This RFQ is cancelled, so it takes no more answers.',
  closed: 'This round is closed, so the RFQ takes no more answers.',
  expired: "This RFQ's deadline has passed; extend it to send the RFQ again.",
}

/** "This round is closed; …": why a round that is not open refuses a change. */
const roundIs = (status: string, then: string) => conflict(`This round is ${status}; ${then}`)

/** The checks the contract cannot make on new lines: no blank description or unit (400). */
export function checkLines(lines: OrderInput['lines']) {
  const errors: FieldIssue[] = []
  lines.forEach((line, index) => {
    for (const field of ['description', 'unit'] as const) {
      if (!line[field].trim()) {
        errors.push({ path: `body.lines.${index}.${field}`, message: 'must not be blank' })
      }
    }
  })
  const [first] = errors
  if (first) throw badRequest(`${first.path}: ${first.message}`, errors)
}

/** Locks the RFQs `where` picks (joined to their round), in id order; resolves to their ids. */
async function lockRfqs(tx: Db, where: SQL | undefined): Promise<string[]> {
  const rows = await tx
    .select({ id: rfqs.id })
    .from(rfqs)
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .where(where)
    .orderBy(asc(rfqs.id))
    .for('update', { of: rfqs })
  return rows.map((row) => row.id)
}

/** RFQs with what their e-mail says; read after their locks, so as committed. */
function requests(tx: Db, where: SQL | undefined) {
  return tx
    .select({
      id: rfqs.id,
      status: rfqs.status,
      deadline: rfqs.deadline,
      message: rfqs.message,
      quoteStatus: quotes.status,
      currency: quotes.currency,
      order: {
        taId: orders.taId,
        title: orders.title,
        lines: orders.lines,
        deliveryAddress: orders.deliveryAddress,
        deliveryDate: orders.deliveryDate,
      },
      vendor: { name: vendors.name, email: vendors.email },
    })
    .from(rfqs)
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(where)
    .orderBy(asc(rfqs.sentAt), asc(rfqs.id))
}

type Request = Awaited<ReturnType<typeof requests>>[number]

/** Gives each RFQ a new link (the old one stops working) and queues its e-mail with it. */
async function mailNewLinks(
  tx: Db,
  { mail, appUrl }: Pick<AppContext, 'mail' | 'appUrl'>,
  businessName: string,
  sending: Request[],
  kind: RfqMailKind,
) {
  const linked = sending.map((request) => ({ request, ...newLinkToken() }))
  for (const { request, hash } of linked) {
    await tx.update(rfqs).set({ linkTokenHash: hash }).where(eq(rfqs.id, request.id))
  }
  await mail.queue(
    tx,
    linked.map(({ request, token }) =>
      rfqMail({
        rfqId: request.id,
        to: request.vendor.email,
        vendorName: request.vendor.name,
        businessName,
        ...request.order,
        currency: request.currency,
        deadline: request.deadline,
        message: request.message,
        link: rfqLinkUrl(appUrl, token),
        kind,
      }),
    ),
  )
}

/** The business's round, locked; a 404 for another's or none. */
async function lockRound(tx: Db, businessId: string, quoteId: string) {
  if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND)
  const [round] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.businessId, businessId)))
    .for('update')
  if (!round) throw notFound(QUOTE_NOT_FOUND)
  return round
}

/** A 409 once a vendor has answered any RFQ of the order: answers refer to its lines by id. */
async function refuseIfAnswered(tx: Db, orderId: string) {
  const [answered] = await tx
    .select({ id: quoteResponses.id })
    .from(quoteResponses)
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .where(eq(quotes.orderId, orderId))
    .limit(1)
  if (answered) {
    throw conflict(
      'A vendor has already quoted these lines, so they can no longer change; put the new lines in a new order.',
    )
  }
}

export interface RfqChange {
  businessId: string
  businessName: string
  rfqId: string
  /** Checked by the caller (futureDeadline). */
  deadline?: Date
  message?: string
  status?: 'cancelled'
  /** Checked by the caller (checkLines). */
  lines?: OrderInput['lines']
}

/**
 * Changes an RFQ; resolves to how many vendors were e-mailed new lines. New lines are the order's,
 * so every RFQ of it shows them: allowed while the order is sourcing, this RFQ's round is open and
 * no vendor has answered any RFQ of the order (an answer refers to the lines by id); every vendor
 * still waiting to answer gets them with a new link.
 */
export async function changeRfq(context: Mailing, change: RfqChange): Promise<number> {
  const { db } = context
  const at = context.now()
  const { businessId, rfqId, deadline, lines } = change
  if (!isUuid(rfqId)) throw notFound(RFQ_NOT_FOUND)
  return db.transaction(async (tx) => {
    let orderId: string | undefined
    let attachments: StoredAttachment[][] = []
    if (lines) {
      // The order first, then every RFQ of it, as sending RFQs and cancelling an order lock them:
      // no RFQ is added meanwhile, and no answer is stored between the check and the change.
      const [found] = await tx
        .select({ orderId: quotes.orderId })
        .from(rfqs)
        .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
        .where(and(eq(rfqs.id, rfqId), eq(rfqs.businessId, businessId)))
      if (!found) throw notFound(RFQ_NOT_FOUND)
      orderId = found.orderId
      attachments = await lineFiles(tx, businessId, lines)
      // Refused before any lock when it can be: an award, which needs an answer, locks the round,
      // its RFQs and then the order, the other way round.
      await refuseIfAnswered(tx, orderId)
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update')
      await lockRfqs(tx, eq(quotes.orderId, orderId))
    }
    const [locked] = await lockRfqs(tx, and(eq(rfqs.id, rfqId), eq(rfqs.businessId, businessId)))
    const [current] = locked
      ? await tx
          .select({ rfq: rfqs, roundStatus: quotes.status, order: orders })
          .from(rfqs)
          .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
          .innerJoin(orders, eq(orders.id, quotes.orderId))
          .where(eq(rfqs.id, locked))
      : []
    if (!current) throw notFound(RFQ_NOT_FOUND)
    const { rfq, roundStatus, order } = current
    if (DECIDED.has(rfq.status)) throw conflict(`This RFQ is ${rfq.status}.`)
    if ((deadline || lines) && roundStatus !== 'open') {
      throw roundIs(roundStatus, 'its RFQs can no longer change.')
    }
    if (lines) {
      if (order.status !== 'sourcing') {
        throw conflict(`This order is ${order.status}; its lines can no longer change.`)
      }
      await refuseIfAnswered(tx, order.id)
    }
    // A later deadline reopens an expired RFQ where it stood.
    const reopened =
      rfq.status === 'expired' && deadline
        ? rfq.respondedAt
          ? 'responded'
          : rfq.viewedAt
            ? 'viewed'
            : 'sent'
        : undefined
    const own: Partial<typeof rfqs.$inferInsert> = {
      deadline,
      message: change.message === undefined ? undefined : change.message.trim() || null,
      status: change.status ?? reopened,
    }
    if (Object.values(own).some((value) => value !== undefined)) {
      await tx.update(rfqs).set(own).where(eq(rfqs.id, rfq.id))
    }
    if (deadline) {
      await tx
        .update(quotes)
        .set({
          deadline: sql`greatest(${quotes.deadline}, ${deadline.toISOString()}::timestamptz)`,
        })
        .where(eq(quotes.id, rfq.quoteId))
    }
    if (!lines || !orderId) return 0
    await tx
      .update(orders)
      .set({ lines: storedLines(lines, attachments), updatedAt: at })
      .where(eq(orders.id, orderId))
    const told = await requests(tx, and(eq(quotes.orderId, orderId), waitingAt(at)))
    await mailNewLinks(tx, context, change.businessName, told, 'changed')
    return told.length
  })
}

/**
 * E-mails every vendor of an open round that has not answered, declined or run out of time, each
 * with a new link; resolves to the reminded RFQs' ids (none when nobody is waiting).
 */
export async function remindRound(
  context: Mailing,
  businessId: string,
  businessName: string,
  quoteId: string,
): Promise<string[]> {
  const at = context.now()
  return context.db.transaction(async (tx) => {
    // The round, then its RFQs: the order awarding and closing lock them in.
    const round = await lockRound(tx, businessId, quoteId)
    if (round.status !== 'open') throw roundIs(round.status, 'nobody is waiting to answer it.')
    await lockRfqs(tx, eq(rfqs.quoteId, round.id))
    const waiting = await requests(tx, and(eq(rfqs.quoteId, round.id), waitingAt(at)))
    await mailNewLinks(tx, context, businessName, waiting, 'reminder')
    return waiting.map((request) => request.id)
  })
}

/** E-mails an RFQ that still takes answers to its vendor again, with a new link. */
export async function resendRfq(
  context: Mailing,
  businessId: string,
  businessName: string,
  rfqId: string,
): Promise<void> {
  const at = context.now()
  if (!isUuid(rfqId)) throw notFound(RFQ_NOT_FOUND)
  return context.db.transaction(async (tx) => {
    const [locked] = await lockRfqs(tx, and(eq(rfqs.id, rfqId), eq(rfqs.businessId, businessId)))
    const [request] = locked ? await requests(tx, eq(rfqs.id, locked)) : []
    if (!request) throw notFound(RFQ_NOT_FOUND)
    const refused = answersRefused(request, request.quoteStatus, at)
    if (refused) throw conflict(NOT_SENDABLE[refused])
    await mailNewLinks(tx, context, businessName, [request], 'resent')
  })
}

/**
 * Closes an open round now: RFQs still waiting for an answer expire and their vendors are told;
 * answers stay, for the buyer to compare and award. Every deadline of the round becomes now at the
 * latest, so "expired" keeps meaning "the deadline passed without an answer". Resolves to the
 * expired RFQs' ids.
 */
export async function closeRound(
  { db, mail, now }: Pick<AppContext, 'db' | 'mail' | 'now'>,
  businessId: string,
  businessName: string,
  quoteId: string,
): Promise<string[]> {
  const at = now()
  return db.transaction(async (tx) => {
    const round = await lockRound(tx, businessId, quoteId)
    if (round.status !== 'open') throw conflict(`This round is already ${round.status}.`)
    await lockRfqs(tx, eq(rfqs.quoteId, round.id))
    const waiting = await requests(tx, and(eq(rfqs.quoteId, round.id), waitingAt(at)))
    const expired = await tx
      .update(rfqs)
      .set({ status: 'expired' })
      .where(and(eq(rfqs.quoteId, round.id), inArray(rfqs.status, [...UNANSWERED])))
      .returning({ id: rfqs.id })
    await tx
      .update(rfqs)
      .set({ deadline: sql`least(${rfqs.deadline}, ${at.toISOString()}::timestamptz)` })
      .where(eq(rfqs.quoteId, round.id))
    await tx
      .update(quotes)
      .set({
        status: 'closed',
        deadline: sql`least(${quotes.deadline}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(quotes.id, round.id))
    // Those whose own deadline had passed already were not waiting any more.
    await mail.queue(
      tx,
      waiting.map((request) =>
        rfqClosedMail({
          to: request.vendor.email,
          vendorName: request.vendor.name,
          businessName,
          taId: request.order.taId,
          title: request.order.title,
        }),
      ),
    )
    return expired.map((row) => row.id)
  })
}
