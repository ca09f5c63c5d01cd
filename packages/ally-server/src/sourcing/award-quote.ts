// Over 300 lines on purpose: an award's steps (lock, check, store, settle, tell) in one transaction,
// read top to bottom in one file.
import type { FieldIssue } from '@ally/sdk'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import {
  approvedQuoteResponses,
  orders,
  quoteAwards,
  quoteResponses,
  quotes,
  rfqs,
  type StoredApprovedLine,
  vendors,
} from '../db/schema'
import { pgErrorCode } from '../http/error-handler'
import { badRequest, conflict, notFound } from '../http/errors'
import { convert } from '../services/currency'
import { awardedMail, notSelectedMail } from './award-mail'
import { LIVE_RESPONSE } from './references'

// Awarding a round (docs/product-rules.md, "Sourcing"): one transaction locks the round and then
// its RFQs, so it waits for any answer being stored and sees only committed revisions; checks
// every award against the live answers (400 naming the field, 409 for a stale or expired one);
// stores one approved response per winning vendor and one award row per line, whose primary key
// refuses a second award of a line even if the lock were bypassed; moves the responses, RFQs,
// round and order on; and queues one e-mail per vendor. A refusal rolls all of it back.

export interface AwardInput {
  businessId: string
  businessName: string
  userId: string
  awards: { quoteResponseId: string; lineIds?: string[] }[]
  note?: string
}

const RESPONSE_NOT_FOUND = 'This quote response does not exist.'
/** RFQs that end the round without a say in it. */
const OUT_OF_ROUND = ['declined', 'cancelled'] as const

const cents = (amount: number) => Math.round(amount * 100) / 100

/** The responses named by the awards, with the round they belong to; 404 for another's. */
async function namedResponses(tx: Db, businessId: string, ids: string[]) {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))]
  const rows = wanted.length
    ? await tx
        .select({ response: quoteResponses, quoteId: rfqs.quoteId, vendorId: rfqs.vendorId })
        .from(quoteResponses)
        .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
        .where(and(eq(quoteResponses.businessId, businessId), inArray(quoteResponses.id, wanted)))
    : []
  const byId = new Map(rows.map((row) => [row.response.id, row]))
  if (ids.some((id) => !byId.has(id.toLowerCase()))) throw notFound(RESPONSE_NOT_FOUND)
  return byId
}

const ALREADY_AWARDED = 'This round has already been awarded.'

/** Stores the award; resolves to the round's id and the approved responses' ids. */
export async function awardQuote(
  context: Pick<AppContext, 'db' | 'mail' | 'now'>,
  input: AwardInput,
): Promise<{ quoteId: string; approvedIds: string[] }> {
  try {
    return await storeAward(context, input)
  } catch (error) {
    // unique_violation: the award rows' keys are the last guard of "one award per line" (see above).
    if (pgErrorCode(error) === '23505') throw conflict(ALREADY_AWARDED)
    throw error
  }
}

type Named = Awaited<ReturnType<typeof namedResponses>>
interface Round {
  quote: typeof quotes.$inferSelect
  order: typeof orders.$inferSelect
}
interface RoundRfq {
  rfq: typeof rfqs.$inferSelect
  vendor: { name: string; email: string }
}
/** One vendor's award, checked: the lines it wins at its quoted prices. */
interface Approval {
  response: typeof quoteResponses.$inferSelect
  vendorId: string
  lines: StoredApprovedLine[]
  shippingCost: number
  total: number
  /** Every line it quoted is awarded to it. */
  whole: boolean
}

async function storeAward(
  { db, mail, now }: Pick<AppContext, 'db' | 'mail' | 'now'>,
  input: AwardInput,
): Promise<{ quoteId: string; approvedIds: string[] }> {
  const at = now()
  const today = at.toISOString().slice(0, 10)
  return db.transaction(async (tx) => {
    const byId = await namedResponses(
      tx,
      input.businessId,
      input.awards.map((award) => award.quoteResponseId),
    )
    const first = byId.get(input.awards[0]?.quoteResponseId.toLowerCase() ?? '')
    if (!first) throw notFound(RESPONSE_NOT_FOUND)
    const { round, roundRfqs, live } = await lockRound(tx, first.quoteId)
    const chosen = checkedApprovals(input, { round, roundRfqs, live, byId, today })
    const note = input.note?.trim() || null
    const approvedId = await storeApprovals(tx, input, { round, chosen, note, at })
    await settleRound(tx, { round, chosen, live, at })
    await queueAwardMail(tx, mail, input, { round, roundRfqs, chosen, note })
    return {
      quoteId: round.quote.id,
      approvedIds: chosen.map((a) => approvedId.get(a.response.id) ?? ''),
    }
  })
}

/** Locks the round and its RFQs, and reads the live answers after the locks. */
async function lockRound(tx: Db, quoteId: string) {
  // The round first, then its RFQs: the same order as nothing else, so no deadlock with an
  // answer, which locks only its RFQ.
  const [round] = await tx
    .select({ quote: quotes, order: orders })
    .from(quotes)
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .where(eq(quotes.id, quoteId))
    .for('update', { of: quotes })
  if (!round) throw notFound(RESPONSE_NOT_FOUND)
  if (round.quote.status === 'awarded') throw conflict(ALREADY_AWARDED)
  if (round.quote.status === 'cancelled') throw conflict('This round was cancelled.')
  const roundRfqs = await tx
    .select({ rfq: rfqs, vendor: { name: vendors.name, email: vendors.email } })
    .from(rfqs)
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(eq(rfqs.quoteId, round.quote.id))
    .for('update', { of: rfqs })
  // Read after the RFQs' locks: an answer stored meanwhile is visible now.
  const live = await tx
    .select({ id: quoteResponses.id })
    .from(quoteResponses)
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .where(and(eq(rfqs.quoteId, round.quote.id), LIVE_RESPONSE))
  return { round, roundRfqs, live }
}

/**
 * Each award checked against the round's live answers: a 409 for a stale, withdrawn, out-of-round
 * or expired answer, a 400 naming every field otherwise wrong; the awards that stand.
 */
function checkedApprovals(
  input: AwardInput,
  {
    round,
    roundRfqs,
    live,
    byId,
    today,
  }: { round: Round; roundRfqs: RoundRfq[]; live: { id: string }[]; byId: Named; today: string },
): Approval[] {
  const liveIds = new Set(live.map((row) => row.id))
  const lineById = new Map(round.order.lines.map((line) => [line.id, line]))
  const awardedLines = new Set<string>()
  const errors: FieldIssue[] = []
  const approvals = input.awards.map((award, index) => {
    const path = `body.awards.${index}`
    const named = byId.get(award.quoteResponseId.toLowerCase())
    if (!named || named.quoteId !== round.quote.id) {
      errors.push({ path: `${path}.quoteResponseId`, message: 'is not an answer in this round' })
      return null
    }
    const rfq = roundRfqs.find((row) => row.rfq.id === named.response.rfqId)
    const vendorName = rfq?.vendor.name ?? 'The vendor'
    if (!liveIds.has(named.response.id)) {
      throw conflict(`${vendorName} has sent a newer answer or withdrawn this one; compare again.`)
    }
    if (rfq && OUT_OF_ROUND.some((status) => status === rfq.rfq.status)) {
      throw conflict(`The RFQ to ${vendorName} is ${rfq.rfq.status}.`)
    }
    if (named.response.validUntil < today) {
      throw conflict(
        `${vendorName}'s quote was valid until ${named.response.validUntil}; ask for a revision.`,
      )
    }
    if (
      input.awards.some(
        (other, j) => j < index && other.quoteResponseId.toLowerCase() === named.response.id,
      )
    ) {
      errors.push({ path: `${path}.quoteResponseId`, message: 'is awarded twice' })
    }
    const quoted = new Map(named.response.lines.map((line) => [line.lineId, line]))
    const lineIds = award.lineIds ?? [...quoted.keys()]
    const lines: StoredApprovedLine[] = []
    lineIds.forEach((lineId, j) => {
      const linePath = award.lineIds ? `${path}.lineIds.${j}` : `${path}.quoteResponseId`
      const answered = quoted.get(lineId)
      const asked = lineById.get(lineId)
      if (!answered || !asked) {
        errors.push({ path: linePath, message: 'is not a line this vendor quoted' })
      } else if (awardedLines.has(lineId)) {
        errors.push({ path: linePath, message: `awards line "${asked.description}" twice` })
      } else {
        lines.push({
          lineId,
          description: asked.description,
          quantity: answered.quantity,
          unit: asked.unit,
          unitPrice: answered.unitPrice,
          total: cents(answered.unitPrice * answered.quantity),
        })
      }
      awardedLines.add(lineId)
    })
    const shippingCost = Number(named.response.shippingCost)
    const total = cents(lines.reduce((sum, line) => sum + line.total, 0) + shippingCost)
    const whole = lines.length === quoted.size
    return {
      response: named.response,
      vendorId: named.vendorId,
      lines,
      shippingCost,
      total,
      whole,
    }
  })
  const [problem] = errors
  if (problem) throw badRequest(`${problem.path}: ${problem.message}`, errors)
  return approvals.filter((approval) => approval !== null)
}

/** One approved response per winning vendor, and one award row per line; their ids by response. */
async function storeApprovals(
  tx: Db,
  input: AwardInput,
  { round, chosen, note, at }: { round: Round; chosen: Approval[]; note: string | null; at: Date },
) {
  const stored = await tx
    .insert(approvedQuoteResponses)
    .values(
      chosen.map((approval) => ({
        businessId: input.businessId,
        quoteId: round.quote.id,
        quoteResponseId: approval.response.id,
        lines: approval.lines,
        shippingCost: approval.shippingCost,
        total: approval.total,
        note,
        approvedBy: input.userId,
        approvedAt: at,
      })),
    )
    .returning({
      id: approvedQuoteResponses.id,
      responseId: approvedQuoteResponses.quoteResponseId,
    })
  const approvedId = new Map(stored.map((row) => [row.responseId, row.id]))
  await tx.insert(quoteAwards).values(
    chosen.flatMap((approval) =>
      approval.lines.map((line) => ({
        quoteId: round.quote.id,
        lineId: line.lineId,
        approvedId: approvedId.get(approval.response.id) ?? '',
      })),
    ),
  )
  return approvedId
}

/** Moves the responses, RFQs, round and order on. */
async function settleRound(
  tx: Db,
  {
    round,
    chosen,
    live,
    at,
  }: { round: Round; chosen: Approval[]; live: { id: string }[]; at: Date },
) {
  for (const approval of chosen) {
    await tx
      .update(quoteResponses)
      .set({ status: approval.whole ? 'accepted' : 'partially_accepted' })
      .where(eq(quoteResponses.id, approval.response.id))
  }
  const winnerResponses = chosen.map((approval) => approval.response.id)
  const losing = live.map((row) => row.id).filter((id) => !winnerResponses.includes(id))
  if (losing.length) {
    await tx
      .update(quoteResponses)
      .set({ status: 'rejected' })
      .where(inArray(quoteResponses.id, losing))
  }
  const winnerRfqs = chosen.map((approval) => approval.response.rfqId)
  // What each won, in the round's currency: a split award gives a vendor less than it quoted.
  for (const approval of chosen) {
    const won = convert(approval.total, approval.response.currency, round.quote.currency)
    await tx
      .update(rfqs)
      .set({ status: 'awarded', awardedTotal: won })
      .where(eq(rfqs.id, approval.response.rfqId))
  }
  await tx
    .update(rfqs)
    .set({ status: 'not_awarded' })
    .where(
      and(
        eq(rfqs.quoteId, round.quote.id),
        notInArray(rfqs.id, winnerRfqs),
        notInArray(rfqs.status, [...OUT_OF_ROUND]),
      ),
    )
  await tx.update(quotes).set({ status: 'awarded' }).where(eq(quotes.id, round.quote.id))
  await tx
    .update(orders)
    .set({ status: 'awarded', updatedAt: at })
    .where(and(eq(orders.id, round.order.id), sql`${orders.status} in ('draft', 'sourcing')`))
}

/** One e-mail per vendor still in the round: what it won, or that it was not selected. */
async function queueAwardMail(
  tx: Db,
  mail: AppContext['mail'],
  input: AwardInput,
  {
    round,
    roundRfqs,
    chosen,
    note,
  }: { round: Round; roundRfqs: RoundRfq[]; chosen: Approval[]; note: string | null },
) {
  const told = roundRfqs.filter(({ rfq }) => !OUT_OF_ROUND.some((status) => status === rfq.status))
  await mail.queue(
    tx,
    told.map(({ rfq, vendor }) => {
      const approval = chosen.find((item) => item.response.rfqId === rfq.id)
      const common = {
        to: vendor.email,
        vendorName: vendor.name,
        businessName: input.businessName,
        taId: round.order.taId,
        title: round.order.title,
      }
      return approval
        ? awardedMail({
            ...common,
            currency: approval.response.currency,
            lines: approval.lines,
            shippingCost: approval.shippingCost,
            total: approval.total,
            note,
          })
        : notSelectedMail(common)
    }),
  )
}
