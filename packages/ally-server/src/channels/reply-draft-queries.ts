import type { Currency } from '@ally/sdk'
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders, quotes, replyDrafts, rfqs, vendors } from '../db/schema'
import type { ReplyRfq } from './replies/reply-types'

// The draft answers read from vendors' replies: the RFQs a mailbox's new mail may answer, the
// drafts stored with a sync's batch, and the buyer's list and decisions (draft-routes.ts).

export type ReplyDraftRow = typeof replyDrafts.$inferSelect

/** An RFQ a reply may answer, with what matching (match-reply.ts) and reading need. */
export interface RfqForReplies extends ReplyRfq {
  id: string
  vendorEmail: string
  open: boolean
  sentAt: Date
}

/**
 * The business's RFQs sent to one of `senders`, or named by id (a reply's thread): those a batch
 * of mail may answer.
 */
export async function rfqsForReplies(
  db: Db,
  businessId: string,
  senders: readonly string[],
  rfqIds: readonly string[],
): Promise<RfqForReplies[]> {
  const wanted = [
    senders.length ? inArray(sql`lower(${vendors.email})`, [...senders]) : undefined,
    rfqIds.length ? inArray(rfqs.id, [...rfqIds]) : undefined,
  ].filter((condition) => condition !== undefined)
  if (!wanted.length) return []
  const rows = await db
    .select({
      id: rfqs.id,
      status: rfqs.status,
      deadline: rfqs.deadline,
      sentAt: rfqs.sentAt,
      roundStatus: quotes.status,
      currency: quotes.currency,
      taId: orders.taId,
      lines: orders.lines,
      vendorEmail: vendors.email,
    })
    .from(rfqs)
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(and(eq(rfqs.businessId, businessId), or(...wanted)))
  return rows.map((row) => ({
    id: row.id,
    taId: row.taId,
    currency: row.currency as Currency,
    lines: row.lines.map(({ id, description, quantity, unit }) => ({
      id,
      description,
      quantity,
      unit,
    })),
    vendorEmail: row.vendorEmail,
    // Matching by sender alone picks among these only: an RFQ still to be answered.
    open: ['sent', 'viewed'].includes(row.status) && row.roundStatus === 'open',
    sentAt: row.sentAt,
  }))
}

/** Which of `keys` the business already has a draft for. */
export async function draftedKeys(
  db: Db,
  businessId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (!keys.length) return new Set()
  const rows = await db
    .select({ key: replyDrafts.messageKey })
    .from(replyDrafts)
    .where(and(eq(replyDrafts.businessId, businessId), inArray(replyDrafts.messageKey, [...keys])))
  return new Set(rows.map((row) => row.key))
}

export type NewReplyDraft = Omit<
  typeof replyDrafts.$inferInsert,
  'id' | 'status' | 'quoteResponseId' | 'decidedBy' | 'decidedAt' | 'createdAt'
>

/** Stores a batch's drafts (in its transaction); a message drafted meanwhile is skipped. */
export async function insertReplyDrafts(tx: Db, drafts: readonly NewReplyDraft[]) {
  if (!drafts.length) return
  await tx
    .insert(replyDrafts)
    .values([...drafts])
    .onConflictDoNothing()
}

/** Draft joined with the RFQ, round and vendor it answers, as the list shows it. */
const draftView = {
  draft: replyDrafts,
  quoteId: rfqs.quoteId,
  taId: orders.taId,
  orderLines: orders.lines,
  vendorId: vendors.id,
  vendorName: vendors.name,
  vendorEmail: vendors.email,
}

function viewQuery(db: Db) {
  return db
    .select(draftView)
    .from(replyDrafts)
    .innerJoin(rfqs, eq(rfqs.id, replyDrafts.rfqId))
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
}

export type ReplyDraftView = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number]

/** The business's drafts, newest first: of one round, one RFQ, and/or in one state. */
export function replyDraftList(
  db: Db,
  businessId: string,
  filters: { quoteId?: string; rfqId?: string; status?: ReplyDraftRow['status'] },
) {
  return viewQuery(db)
    .where(
      and(
        eq(replyDrafts.businessId, businessId),
        filters.quoteId ? eq(rfqs.quoteId, filters.quoteId) : undefined,
        filters.rfqId ? eq(replyDrafts.rfqId, filters.rfqId) : undefined,
        filters.status ? eq(replyDrafts.status, filters.status) : undefined,
      ),
    )
    .orderBy(desc(replyDrafts.receivedAt), desc(replyDrafts.id))
    .limit(200)
}

/** One of the business's drafts, as the list shows it. */
export async function ownReplyDraft(
  db: Db,
  businessId: string,
  id: string,
): Promise<ReplyDraftView | undefined> {
  const [row] = await viewQuery(db).where(
    and(eq(replyDrafts.businessId, businessId), eq(replyDrafts.id, id)),
  )
  return row
}

/** The draft, locked for the transaction: two decisions at once take turns. */
export async function lockedReplyDraft(tx: Db, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(replyDrafts)
    .where(and(eq(replyDrafts.businessId, businessId), eq(replyDrafts.id, id)))
    .for('update')
  return row
}

export async function decideReplyDraft(
  tx: Db,
  id: string,
  decision: {
    status: 'confirmed' | 'dismissed'
    by: string
    at: Date
    quoteResponseId?: string
  },
): Promise<void> {
  await tx
    .update(replyDrafts)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedAt: decision.at,
      quoteResponseId: decision.quoteResponseId ?? null,
    })
    .where(eq(replyDrafts.id, id))
}
