import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { findOwn } from '../db/own-rows'
import { channels, users, vendorCandidates, vendors } from '../db/schema'
import type { ContactCandidate } from './mailboxes/contact-candidates'
import type { MailboxCursor } from './mailboxes/mailbox'
import { insertReplyDrafts, type NewReplyDraft } from './reply-draft-queries'

export type ChannelRow = typeof channels.$inferSelect
export type CandidateRow = typeof vendorCandidates.$inferSelect

/** The mailboxes a business connected, oldest first. */
export function businessChannels(db: Db, businessId: string) {
  return db
    .select()
    .from(channels)
    .where(eq(channels.businessId, businessId))
    .orderBy(asc(channels.connectedAt))
}

export function ownChannel(db: Db, businessId: string, channelId: string) {
  return findOwn(channels, businessId, channelId, (where) =>
    db.select().from(channels).where(where),
  )
}

/**
 * A new channel, or the same mailbox connected again with a new secret: then it keeps its cursor
 * and candidates, and its error is cleared.
 */
export async function upsertChannel(
  db: Db,
  values: Pick<ChannelRow, 'businessId' | 'type' | 'account' | 'host' | 'port' | 'secret'>,
): Promise<ChannelRow> {
  const [row] = await db
    .insert(channels)
    .values(values)
    .onConflictDoUpdate({
      target: [channels.businessId, channels.type, channels.account],
      set: { host: values.host, port: values.port, secret: values.secret, error: null },
    })
    .returning()
  if (!row) throw new Error('The channel was not stored')
  return row
}

export function deleteChannel(db: Db, businessId: string, channelId: string) {
  return findOwn(channels, businessId, channelId, (where) =>
    db.delete(channels).where(where).returning(),
  )
}

/**
 * Takes the channel for one sync until `until`, unless another sync holds it: the row when taken.
 * A process that died mid-sync lets its lease run out, and the next sync takes over.
 */
export async function leaseChannel(
  db: Db,
  channelId: string,
  now: Date,
  until: Date,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(channels)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(channels.id, channelId),
        or(isNull(channels.leaseUntil), lt(channels.leaseUntil, now)),
      ),
    )
    .returning()
  return row
}

/** Every channel's id, for the periodic sync. */
export function allChannelIds(db: Db) {
  return db.select({ id: channels.id }).from(channels).orderBy(asc(channels.connectedAt))
}

/** The addresses a mailbox's own people have: the business's members. */
export async function memberEmails(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.businessId, businessId))
  return rows.map((row) => row.email)
}

/** Addresses already decided: the business's vendors and its rejected candidates. */
export async function decidedEmails(db: Db, businessId: string): Promise<string[]> {
  const [listed, rejected] = await Promise.all([
    db.select({ email: vendors.email }).from(vendors).where(eq(vendors.businessId, businessId)),
    db
      .select({ email: vendorCandidates.email })
      .from(vendorCandidates)
      .where(
        and(eq(vendorCandidates.businessId, businessId), eq(vendorCandidates.status, 'rejected')),
      ),
  ])
  return [...listed, ...rejected].map((row) => row.email)
}

/**
 * Stores one batch's candidates and the channel's progress together: a sync that stops between
 * batches goes on from the cursor without counting a message twice. A candidate seen before adds
 * the batch's messages to its count and keeps the newer subject.
 */
export async function saveSyncBatch(
  db: Db,
  channel: Pick<ChannelRow, 'id' | 'businessId'>,
  found: readonly ContactCandidate[],
  progress: { cursor: MailboxCursor; read: number; total: number },
  drafts: readonly NewReplyDraft[] = [],
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertReplyDrafts(tx, drafts)
    if (found.length) {
      const excluded = (column: string) => sql.raw(`excluded.${column}`)
      await tx
        .insert(vendorCandidates)
        .values(
          found.map((candidate) => ({
            businessId: channel.businessId,
            channelId: channel.id,
            email: candidate.email,
            name: candidate.name,
            company: candidate.company,
            messages: candidate.messages,
            lastSubject: candidate.lastSubject,
            lastAt: candidate.lastAt,
          })),
        )
        .onConflictDoUpdate({
          target: [vendorCandidates.businessId, vendorCandidates.email],
          set: {
            messages: sql`${vendorCandidates.messages} + ${excluded('messages')}`,
            name: sql`case when ${excluded('last_at')} >= ${vendorCandidates.lastAt} and ${excluded('name')} <> '' then ${excluded('name')} else ${vendorCandidates.name} end`,
            lastSubject: sql`case when ${excluded('last_at')} >= ${vendorCandidates.lastAt} then ${excluded('last_subject')} else ${vendorCandidates.lastSubject} end`,
            lastAt: sql`greatest(${vendorCandidates.lastAt}, ${excluded('last_at')})`,
          },
        })
    }
    const [{ proposed = 0 } = {}] = await tx
      .select({ proposed: sql<number>`count(*)::int` })
      .from(vendorCandidates)
      .where(eq(vendorCandidates.channelId, channel.id))
    await tx
      .update(channels)
      .set({
        cursor: progress.cursor,
        messagesRead: progress.read,
        messagesTotal: progress.total,
        importedContacts: proposed,
      })
      .where(eq(channels.id, channel.id))
  })
}

/** The end of a sync: synced from now on, or why not; the lease is given back either way. */
export function endSync(db: Db, channelId: string, outcome: { at: Date } | { error: string }) {
  return db
    .update(channels)
    .set(
      'error' in outcome
        ? { error: outcome.error, leaseUntil: null }
        : { synced: true, error: null, lastSyncedAt: outcome.at, leaseUntil: null },
    )
    .where(eq(channels.id, channelId))
}

/** Proposed candidates, the most written-with first, a page at a time. */
export function proposedCandidates(
  db: Db,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(vendorCandidates.businessId, businessId),
    eq(vendorCandidates.status, 'proposed'),
  )
  return Promise.all([
    db
      .select()
      .from(vendorCandidates)
      .where(where)
      .orderBy(
        desc(vendorCandidates.messages),
        desc(vendorCandidates.lastAt),
        asc(vendorCandidates.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vendorCandidates)
      .where(where)
      .then(([row]) => row?.total ?? 0),
  ])
}

/** The business's proposed candidates among `ids` (others' and decided ones are left out). */
export async function ownProposedCandidates(
  db: Pick<Db, 'select'>,
  businessId: string,
  ids: string[],
): Promise<CandidateRow[]> {
  const valid = ids.filter(isUuid)
  if (!valid.length) return []
  return db
    .select()
    .from(vendorCandidates)
    .where(
      and(
        eq(vendorCandidates.businessId, businessId),
        eq(vendorCandidates.status, 'proposed'),
        inArray(vendorCandidates.id, valid),
      ),
    )
}

export function markCandidates(
  tx: Pick<Db, 'update'>,
  ids: string[],
  status: CandidateRow['status'],
) {
  return tx.update(vendorCandidates).set({ status }).where(inArray(vendorCandidates.id, ids))
}
