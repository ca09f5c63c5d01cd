import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { StoredAttachment } from '../db/schema'
import { mailOutbox } from '../db/schema'
import type { Mailer, MailMessage } from './mail'

/** Attempts before a message is given up (the last about a day after the first). */
export const MAIL_ATTEMPTS = 8
/**
 * While an attempt is under way, nobody else picks the message up for this long; a new message is
 * likewise left to the process that queued it (which sends it right after its commit) for this
 * long before any other process may take it.
 */
const LEASE_MS = 2 * 60_000
/** How often due retries are looked for, besides right after every commit that queued mail. */
const POLL_MS = 15_000
const BATCH = 20
/** Sent mail is kept this long, then deleted. */
const KEEP_SENT_MS = 24 * 3_600_000

/** Wait before attempt `n + 1` after `n` failed: 30 s, 1 min, 2 min … capped at 6 h. */
export const retryDelayMs = (failedAttempts: number) =>
  Math.min(30_000 * 2 ** (failedAttempts - 1), 6 * 3_600_000)

/** A transaction (or the database) to queue mail in. */
type Executor = Pick<Db, 'insert'>

export interface MailOutboxOptions {
  db: Db
  /** SMTP or the dev outbox: where a due message is handed. */
  transport: Mailer
  /** The bytes of a stored file a message carries; needed once any message has attachments. */
  readAttachment?: (file: StoredAttachment) => Promise<Buffer>
  now: () => Date
  onError: (error: unknown, message: { id: string; to: string; attempts: number }) => void
}

/** A file missing from the store fails the attempt: it is retried, then given up and kept. */
const withContent = (
  readAttachment: MailOutboxOptions['readAttachment'],
  files: readonly StoredAttachment[],
) =>
  Promise.all(
    files.map(async (file) => {
      if (!readAttachment) throw new Error(`No file reader for the attachment ${file.id}`)
      return { ...file, content: await readAttachment(file) }
    }),
  )

/**
 * Claims due messages for one attempt each: their next attempt moves a lease ahead. `queued` is
 * what this process queued and has not tried yet (see createMailOutbox).
 */
async function claimDue(db: Db, queued: Map<string, number>, at: Date) {
  const mine = [...queued.keys()]
  const isDue = lte(mailOutbox.nextAttemptAt, at)
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(isNull(mailOutbox.sentAt), mine.length ? or(inArray(mailOutbox.id, mine), isDue) : isDue),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(at.getTime() + LEASE_MS),
    })
    .where(inArray(mailOutbox.id, due))
    .returning()
  for (const row of rows) queued.delete(row.id)
  // A short batch took every one of ours it could: the rest were rolled back, sent by others,
  // or are not committed yet (kept until their lease is over and they are due anyway).
  if (rows.length < BATCH) {
    for (const id of mine) {
      if ((queued.get(id) ?? 0) <= at.getTime() - LEASE_MS) queued.delete(id)
    }
  }
  return rows
}

/** One attempt at a claimed message: sent, or its error kept and its next attempt set (or none). */
async function deliverOne(
  { db, transport, readAttachment, now, onError }: MailOutboxOptions,
  row: typeof mailOutbox.$inferSelect,
): Promise<void> {
  try {
    await transport.send({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      replyTo: row.replyTo ?? undefined,
      thread: row.thread ?? undefined,
      attachments: await withContent(readAttachment, row.attachments),
    })
    await db
      .update(mailOutbox)
      .set({ sentAt: now(), lastError: null })
      .where(eq(mailOutbox.id, row.id))
  } catch (error) {
    onError(error, row)
    const giveUp = row.attempts >= MAIL_ATTEMPTS
    await db
      .update(mailOutbox)
      .set({
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        // A message given up stays, unsent, for whoever looks into it.
        nextAttemptAt: giveUp
          ? new Date('9999-01-01T00:00:00Z')
          : new Date(now().getTime() + retryDelayMs(row.attempts)),
      })
      .where(eq(mailOutbox.id, row.id))
  }
}

/**
 * Mail that is consistent with the writes that cause it (docs/architecture.md#mail): `queue` inside
 * the write's transaction, `flush` after it commits. Delivery happens in this process right after
 * the commit and on a timer for retries; any server process on the same database may pick up
 * what another one left (rows are claimed with `FOR UPDATE SKIP LOCKED`).
 */
// ~100 lines on purpose: a factory whose length is its methods, each a few lines, sharing the
// outbox's timer, what is queued in this process and the work still running after answers.
export function createMailOutbox(options: MailOutboxOptions) {
  const { db, now, onError } = options
  let running: Promise<void> | null = null
  let again = false
  let timer: NodeJS.Timeout | undefined
  /** Work run after a reply (see `later`), which `idle` waits for too. */
  const background = new Set<Promise<void>>()
  /**
   * What this process queued and has not tried yet, with when it was queued. An id is added
   * before its transaction commits, so a claim that does not find it cannot tell "not committed
   * yet" from "rolled back": it keeps the id until its lease has passed, when the due check finds
   * the row anyway (ids of rolled-back rows just match nothing).
   */
  const queued = new Map<string, number>()

  async function deliverDue(): Promise<void> {
    for (;;) {
      const batch = await claimDue(db, queued, now())
      for (const row of batch) {
        await deliverOne(options, row)
      }
      if (batch.length < BATCH) break
    }
    await db
      .delete(mailOutbox)
      .where(
        and(
          isNotNull(mailOutbox.sentAt),
          lt(mailOutbox.sentAt, new Date(now().getTime() - KEEP_SENT_MS)),
        ),
      )
  }

  /** Runs one delivery at a time; a flush during a run asks for one more run after it. */
  function flush(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await deliverDue()
        } while (again)
      } catch (error) {
        // The database is away: the timer tries again.
        onError(error, { id: '', to: '', attempts: 0 })
      } finally {
        running = null
      }
    })()
    return running
  }

  return {
    /** Queues mail as part of `tx`: it goes out only if the transaction commits. */
    async queue(tx: Executor, messages: MailMessage | MailMessage[]): Promise<void> {
      const list = Array.isArray(messages) ? messages : [messages]
      if (!list.length) return
      const nextAttemptAt = new Date(now().getTime() + LEASE_MS)
      const rows = await tx
        .insert(mailOutbox)
        .values(list.map((message) => ({ ...message, nextAttemptAt })))
        .returning({ id: mailOutbox.id })
      for (const row of rows) queued.set(row.id, now().getTime())
    },
    /**
     * Delivers what is due, now. Call it after the transaction that queued mail commits; the
     * request need not wait for it.
     */
    flush,
    /**
     * Runs `work` (which queues mail) without the request waiting for it, then delivers: for
     * answers that must not take longer when an account exists (docs/product-rules.md).
     */
    later(work: () => Promise<void>): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => onError(error, { id: '', to: '', attempts: 0 }))
        .finally(() => {
          background.delete(task)
          void flush()
        })
      background.add(task)
    },
    /** Resolves once no background work or delivery is under way (the dev outbox reads after it). */
    async idle(): Promise<void> {
      while (running || background.size) await Promise.all([running, ...background])
    },
    /** Starts looking for due retries every few seconds. */
    start(): void {
      timer ??= setInterval(() => void flush(), POLL_MS)
      timer.unref()
      void flush()
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer)
      timer = undefined
      await this.idle()
    },
  }
}

export type MailOutbox = ReturnType<typeof createMailOutbox>
