import { DBOS } from '@dbos-inc/dbos-sdk'
import { actorCheck, StepFailure } from '../actor'
import { type OpenedRun, setRunStatus, stepAttempt, stepSucceeded } from '../run-records'
import type { RunServices } from '../runs'

// What every `wait` on the run's round shares (until the answers are in, until its deadline): the
// step marked waiting and its maker checked as one engine step, and its end as another.

/** How a wait's own records are retried: they must not be lost to a database that blinked. */
export const RECORD = { retriesAllowed: true, maxAttempts: 10, intervalSeconds: 1, backoffRate: 2 }

/**
 * Marks the step waiting (with `input` and the round) and checks the maker; false, with the step
 * failed, when no earlier step of the run sent an RFQ.
 */
export async function beginRoundWait(
  { db, now }: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string },
  input: Record<string, unknown>,
  quoteId: string | undefined,
): Promise<boolean> {
  await DBOS.runStep(
    async () => {
      await stepAttempt(
        db,
        run.runId,
        step.id,
        { status: 'waiting', input: { ...input, quoteId: quoteId ?? null } },
        now(),
      )
      await actorCheck(db, run)
      if (!quoteId) throw new StepFailure('No earlier step of this run sent an RFQ')
    },
    { name: `wait ${step.id}`, ...RECORD, shouldRetry: (error) => !(error instanceof StepFailure) },
  )
  return !!quoteId
}

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
