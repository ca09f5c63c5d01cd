import { type FieldIssue, MAX_AMOUNT, type QuoteResponseInput, routeTo } from '@ally/sdk'
import { and, eq, max, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  orders,
  quoteResponses,
  quotes,
  rfqs,
  type StoredResponseLine,
  vendors,
} from '../db/schema'
import { attachableFiles } from '../files/attachments'
import type { FileOwner } from '../files/file-store'
import { badRequest, conflict } from '../http/errors'
import { type BuyerNotice, mailBuyers } from '../services/buyer-notice'
import { convert } from '../services/currency'
import type { MailMessage } from '../services/mail'
import { markVendorActive } from '../vendors/queries'
import { type AnswerNews, quoteReceivedMail, rfqDeclinedMail } from './answer-mail'
import { LIVE_RESPONSE } from './references'

// A vendor's answer to an RFQ, from its e-mailed link or from its portal: one transaction locks
// the RFQ, refuses an RFQ that no longer takes answers (409), checks every line against the
// request (400 naming the field), and stores a new revision. Earlier revisions stay, superseded,
// so the buyer sees the history and the vendor what it sent (docs/product-rules.md, "Sourcing").

/** Why an RFQ takes no more answers: its key in CLOSED_MESSAGES. */
export type AnswersRefused = 'awarded' | 'cancelled' | 'closed' | 'expired'

/**
 * Why an RFQ in a round takes no more answers, or null while it does. The round's status comes
 * before the RFQ's deadline, so a round the buyer closed early says so rather than "deadline".
 */
export function answersRefused(
  rfq: { status: string; deadline: Date },
  roundStatus: string,
  now: Date,
): AnswersRefused | null {
  if (rfq.status === 'awarded' || rfq.status === 'not_awarded') return 'awarded'
  if (rfq.status === 'cancelled') return 'cancelled'
  if (roundStatus === 'awarded') return 'awarded'
  if (roundStatus === 'closed') return 'closed'
  if (roundStatus !== 'open') return 'cancelled'
  if (rfq.status === 'expired' || rfq.deadline.getTime() <= now.getTime()) return 'expired'
  return null
}

/** What the vendor reads when an RFQ takes no more answers. */
const CLOSED_MESSAGES: Record<AnswersRefused, string> = {
  awarded: 'The buyer has chosen a quote for this request, so it takes no more answers.',
  cancelled: 'The buyer closed this request, so it takes no more answers.',
  closed: 'The buyer closed this request, so it takes no more answers.',
  expired: 'The deadline for this request has passed, so it takes no more answers.',
}

/** The RFQ, locked for the rest of the transaction, or a 409 if it takes no more answers. */
async function lockOpenRfq(tx: Db, rfqId: string, now: Date) {
  // Locked first and read in a statement of its own: what was committed while this waited (lines
  // changed, a round closed) is then seen, not the rows as they stood when the wait began.
  const [locked] = await tx
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(eq(rfqs.id, rfqId))
    .for('update')
  const [found] = locked
    ? await tx
        .select({
          id: rfqs.id,
          businessId: rfqs.businessId,
          vendorId: rfqs.vendorId,
          status: rfqs.status,
          deadline: rfqs.deadline,
          quoteId: quotes.id,
          quoteStatus: quotes.status,
          currency: quotes.currency,
          lines: orders.lines,
          taId: orders.taId,
          title: orders.title,
          createdBy: orders.createdBy,
          vendorName: vendors.name,
        })
        .from(rfqs)
        .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
        .innerJoin(orders, eq(orders.id, quotes.orderId))
        .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
        .where(eq(rfqs.id, locked.id))
    : []
  if (!found) throw conflict('This request no longer exists.')
  const refused = answersRefused(found, found.quoteStatus, now)
  if (refused) throw conflict(CLOSED_MESSAGES[refused])
  return found
}

/** A 409 unless the RFQ still takes answers (checked before a file for an answer is kept). */
export async function checkTakesAnswers(db: Db, rfqId: string, now: Date): Promise<void> {
  await db.transaction((tx) => lockOpenRfq(tx, rfqId, now))
}

type LockedRfq = Awaited<ReturnType<typeof lockOpenRfq>>

/** Queues `message` for each of the round's buyers, in the answer's transaction. */
async function tellBuyer(
  tx: Db,
  notice: BuyerNotice | null,
  rfq: LockedRfq,
  message: (to: string, news: AnswerNews) => MailMessage,
) {
  if (!notice) return
  const news: AnswerNews = {
    vendorName: rfq.vendorName,
    taId: rfq.taId,
    title: rfq.title,
    link: `${notice.appUrl}${routeTo.quoteResponses(rfq.quoteId)}`,
  }
  await mailBuyers(tx, notice.mail, rfq.businessId, rfq.createdBy, 'quotes', (to) =>
    message(to, news),
  )
}

/** What the vendor reads after declining, from its link or its portal. */
export const RFQ_DECLINED = 'You declined this request.'

/** What the vendor reads after sending: the first answer, or which revision replaced it. */
export const quoteSentMessage = (revision: number) =>
  revision === 1
    ? 'Your quote was sent to the buyer.'
    : `Revision ${revision} of your quote was sent to the buyer.`

const cents = (amount: number) => Math.round(amount * 100) / 100

/** The answer's lines as stored, or a 400 naming every line that does not fit the request. */
function checkedLines(
  input: QuoteResponseInput,
  requested: { id: string; quantity: number }[],
): StoredResponseLine[] {
  const byId = new Map(requested.map((line) => [line.id, line]))
  const errors: FieldIssue[] = []
  const seen = new Set<string>()
  const lines = input.lines.map((line, index) => {
    const path = `body.lines.${index}`
    const asked = byId.get(line.lineId)
    if (!asked) errors.push({ path: `${path}.lineId`, message: 'is not a line of this request' })
    else if (seen.has(line.lineId)) {
      errors.push({ path: `${path}.lineId`, message: 'is answered twice' })
    }
    seen.add(line.lineId)
    const quantity = line.quantity ?? asked?.quantity ?? 0
    if (quantity <= 0) errors.push({ path: `${path}.quantity`, message: 'must be more than 0' })
    // Less than asked is a partial offer; more would become an award and a PO nobody asked for.
    else if (asked && quantity > asked.quantity) {
      errors.push({
        path: `${path}.quantity`,
        message: `must be at most the ${asked.quantity} asked`,
      })
    }
    return {
      lineId: line.lineId,
      unitPrice: cents(line.unitPrice),
      quantity,
      leadTimeDays: line.leadTimeDays ?? null,
      note: line.note?.trim() || null,
    }
  })
  const [first] = errors
  if (first) throw badRequest(`${first.path}: ${first.message}`, errors)
  return lines
}

/** A 400 unless the quote stays valid until today at least. */
function checkValidUntil(validUntil: string, now: Date) {
  if (validUntil < now.toISOString().slice(0, 10)) {
    const path = 'body.validUntil'
    throw badRequest(`${path}: must not be in the past`, [
      { path, message: 'must not be in the past' },
    ])
  }
}

/**
 * Stores the vendor's answer as a new revision, and queues the buyer's e-mail with it (none
 * without `notice`); resolves to the new response's id. The caller flushes the mail. The answer
 * may attach files uploaded through the RFQ's link, and those of `alsoFilesOf` (the portal's
 * vendor account).
 */
export function answerRfq(
  db: Db,
  rfqId: string,
  input: QuoteResponseInput,
  now: Date,
  notice: BuyerNotice | null,
  alsoFilesOf: readonly FileOwner[] = [],
): Promise<string> {
  checkValidUntil(input.validUntil, now)
  return db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, rfqId, now)
    const lines = checkedLines(input, rfq.lines)
    const [attachments = []] = await attachableFiles(
      tx,
      [{ path: 'body.attachmentIds', ids: input.attachmentIds }],
      [{ rfqId: rfq.id }, ...alsoFilesOf],
    )
    const subtotal = cents(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0))
    const shippingCost = cents(input.shippingCost ?? 0)
    const total = cents(subtotal + shippingCost)
    // In the round's currency too: 1e9 usd fits, and is 1.5e12 ngn.
    const quotedTotal = convert(total, input.currency, rfq.currency)
    if (!(Math.max(total, quotedTotal) <= MAX_AMOUNT)) {
      const message = `must keep the total at most ${MAX_AMOUNT} (${rfq.currency} as well)`
      throw badRequest(`body.lines: ${message}`, [{ path: 'body.lines', message }])
    }
    const [last] = await tx
      .select({ revision: max(quoteResponses.revision) })
      .from(quoteResponses)
      .where(eq(quoteResponses.rfqId, rfq.id))
    await tx
      .update(quoteResponses)
      .set({ status: 'superseded' })
      .where(and(eq(quoteResponses.rfqId, rfq.id), LIVE_RESPONSE))
    const [stored] = await tx
      .insert(quoteResponses)
      .values({
        businessId: rfq.businessId,
        rfqId: rfq.id,
        currency: input.currency,
        lines,
        subtotal,
        shippingCost,
        total,
        leadTimeDays: input.leadTimeDays,
        validUntil: input.validUntil,
        notes: input.notes?.trim() || null,
        attachments,
        revision: (last?.revision ?? 0) + 1,
        submittedAt: now,
      })
      .returning({ id: quoteResponses.id })
    await tx
      .update(rfqs)
      .set({
        status: 'responded',
        respondedAt: now,
        declineReason: null,
        // In the round's currency, so lists compare and filter answers given in any currency.
        quotedTotal,
        // Answering without opening (a portal list, say) still counts as having seen it.
        viewedAt: sql`coalesce(${rfqs.viewedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(rfqs.id, rfq.id))
    if (!stored) throw new Error('The response was not stored')
    await markVendorActive(tx, rfq.vendorId, now)
    const revision = (last?.revision ?? 0) + 1
    await tellBuyer(tx, notice, rfq, (to, news) =>
      quoteReceivedMail(to, { ...news, total, currency: input.currency, revision }),
    )
    return stored.id
  })
}

/** Declines the RFQ: any live answer is withdrawn, the reason kept and e-mailed to the buyer. */
export function declineRfqAnswer(
  db: Db,
  rfqId: string,
  reason: string | undefined,
  now: Date,
  notice: BuyerNotice | null,
): Promise<void> {
  return db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, rfqId, now)
    await tx
      .update(quoteResponses)
      .set({ status: 'withdrawn' })
      .where(and(eq(quoteResponses.rfqId, rfq.id), LIVE_RESPONSE))
    await tx
      .update(rfqs)
      .set({
        status: 'declined',
        declineReason: reason?.trim() || null,
        quotedTotal: null,
        respondedAt: now,
        viewedAt: sql`coalesce(${rfqs.viewedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(rfqs.id, rfq.id))
    await tellBuyer(tx, notice, rfq, (to, news) =>
      rfqDeclinedMail(to, { ...news, reason: reason?.trim() || null }),
    )
  })
}
