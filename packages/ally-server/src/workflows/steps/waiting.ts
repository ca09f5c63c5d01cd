import { DBOS } from '@dbos-inc/dbos-sdk'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { quotes, rfqs } from '../../db/schema'
import { actorCheck, StepFailure } from '../actor'
import { type OpenedRun, setRunStatus, stepAttempt, stepSucceeded } from '../run-records'
import type { RunServices } from '../runs'

// What every `wait` on the run's round shares (until the answers are in, until its deadline): the
// step marked waiting and its maker checked as one engine step, and its end as another.

/** How a wait's own records are retried: they must not be lost to a database that blinked. */
export const RECORD = { retriesAllowed: true, maxAttempts: 10, intervalSeconds: 1, backoffRate: 2 }

/**
 * Marks the step waiting (with `input`, which names what it waits on) and checks the maker;
 * resolves to when the wait began, as the engine recorded it. Throws the step's failure,
 * `missing`, when the run has nothing to wait on (`on` is undefined).
 */
export async function beginWait(
  { db, now }: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string },
  input: Record<string, unknown>,
  { on, missing }: { on: string | undefined; missing: string },
): Promise<number> {
  return DBOS.runStep(
    async () => {
      await stepAttempt(db, run.runId, step.id, { status: 'waiting', input }, now())
      await actorCheck(db, run)
      if (!on) throw new StepFailure(missing)
      return now().getTime()
    },
    { name: `wait ${step.id}`, ...RECORD, shouldRetry: (error) => !(error instanceof StepFailure) },
  )
}

/** What a wait on the run's round says when no earlier step sent an RFQ. */
export const NO_ROUND = 'No earlier step of this run sent an RFQ'

/** The wait over: the step succeeded with `words`, the run running again. */
export async function endWait(
  { db, now }: RunServices,
  run: { runId: string },
  step: { id: string },
  words: string,
  name: string,
): Promise<void> {
  await DBOS.runStep(
    () =>
      db.transaction(async (tx) => {
        await stepSucceeded(tx, run.runId, step.id, words, now())
        await setRunStatus(tx, run.runId, 'running')
      }),
    { name: `${name} ${step.id}`, ...RECORD },
  )
}

/**
 * Where the run's round stands: its status and deadline, how many vendors it asked, answered and
 * declined, how many are still to answer (`open`; of those, `inTime` before their deadline) and
 * the latest deadline among them. Undefined once the round is deleted.
 */
export async function roundCounts(db: Db, quoteId: string, now: Date) {
  const stillOpen = sql`${rfqs.status} in ('sent', 'viewed')`
  const [row] = await db
    .select({
      status: quotes.status,
      deadline: quotes.deadline,
      total: sql<number>`count(${rfqs.id})::int`,
      answered: sql<number>`count(*) filter (where ${rfqs.status} = 'responded')::int`,
      declined: sql<number>`count(*) filter (where ${rfqs.status} = 'declined')::int`,
      open: sql<number>`count(*) filter (where ${stillOpen})::int`,
      inTime: sql<number>`count(*) filter (where ${stillOpen} and ${rfqs.deadline} > ${now.toISOString()}::timestamptz)::int`,
      latest: sql<string | null>`max(${rfqs.deadline}) filter (where ${stillOpen})`,
    })
    .from(quotes)
    .leftJoin(rfqs, eq(rfqs.quoteId, quotes.id))
    .where(eq(quotes.id, quoteId))
    .groupBy(quotes.id)
  return row
}
