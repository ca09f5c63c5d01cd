import { DBOS } from '@dbos-inc/dbos-sdk'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rfqs, workflowRunSteps, workflowRuns } from '../../db/schema'
import type { OpenedRun, RunContext } from '../run-records'
import type { RunServices } from '../runs'
import { beginWait, endWait, NO_ROUND, RECORD, roundCounts } from './waiting'

// A `wait` until the answers are in: the run sleeps on the engine's `recv` until every vendor of
// its round has answered or declined, or the round's deadline passes or it is closed. An answer
// wakes it at once (`wakeRunsWaitingOn`, told by the sourcing routes after their commit); should
// that word be lost (a crash between the two), the run looks again on its own every 15 minutes.

/** The topic of the engine's messages that wake a run waiting for a round's answers. */
export const ANSWERS_TOPIC = 'round-answers'
/** The longest a waiting run goes without looking at its round itself. */
const RECHECK_SECONDS = 15 * 60

/** Where the round stands: `done` with its words once nobody is left to answer. */
async function roundState(db: Db, quoteId: string, now: Date) {
  const row = await roundCounts(db, quoteId, now)
  if (!row) return { done: true, words: 'The round was deleted', secondsLeft: 0 }
  const counts = `${row.answered} of ${row.total} answered${row.declined ? `, ${row.declined} declined` : ''}`
  if (row.status !== 'open')
    return { done: true, words: `The round is ${row.status}: ${counts}`, secondsLeft: 0 }
  if (!row.inTime) {
    const why =
      row.answered + row.declined === row.total ? 'Every vendor answered' : 'The deadline passed'
    return { done: true, words: `${why}: ${counts}`, secondsLeft: 0 }
  }
  const latest = row.latest ? new Date(row.latest).getTime() : now.getTime()
  return {
    done: false,
    words: counts,
    secondsLeft: Math.max(1, Math.ceil((latest - now.getTime()) / 1000)),
  }
}

export async function waitForAnswers(
  services: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string },
  context: RunContext,
): Promise<void> {
  const { db, now } = services
  const quoteId = context.quoteId
  const input = { until: 'answers', quoteId: quoteId ?? null }
  await beginWait(services, run, step, input, { on: quoteId, missing: NO_ROUND })
  for (;;) {
    const state = await DBOS.runStep(() => roundState(db, quoteId as string, now()), {
      name: `answers ${step.id}`,
      ...RECORD,
    })
    if (state.done) return endWait(services, run, step, state.words, 'answered')
    await DBOS.recv(ANSWERS_TOPIC, Math.min(state.secondsLeft, RECHECK_SECONDS))
  }
}

/** Wakes the runs waiting for the answers of the round an RFQ belongs to. */
export async function wakeRunsWaitingOn(db: Db, rfqId: string): Promise<void> {
  const waiting = await db
    .select({ runId: workflowRunSteps.runId })
    .from(workflowRunSteps)
    .innerJoin(workflowRuns, eq(workflowRuns.id, workflowRunSteps.runId))
    .innerJoin(rfqs, sql`${rfqs.quoteId}::text = ${workflowRunSteps.input}->>'quoteId'`)
    .where(
      and(
        eq(rfqs.id, rfqId),
        eq(workflowRunSteps.status, 'waiting'),
        sql`${workflowRunSteps.input}->>'until' = 'answers'`,
        eq(workflowRuns.status, 'waiting'),
      ),
    )
  for (const { runId } of waiting) await DBOS.send(runId, rfqId, ANSWERS_TOPIC)
}
