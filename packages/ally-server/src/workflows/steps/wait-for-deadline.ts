import { DBOS } from '@dbos-inc/dbos-sdk'
import type { Db } from '../../db/client'
import { durationText } from '../definition'
import type { OpenedRun, RunContext } from '../run-records'
import type { RunServices } from '../runs'
import type { WaitConfig } from '../step-configs'
import { utcTime } from '../workflow-mail'
import { beginWait, endWait, NO_ROUND, RECORD, roundCounts } from './waiting'

// A `wait` until the run's round's deadline, or `hoursBefore` it (remind the silent vendors a day
// before): the engine's durable sleep, in pieces of at most an hour, so that a deadline moved or
// a round closed meanwhile counts within the hour. The deadline is the latest of the vendors
// still to answer (each may have been given longer); once nobody is left to answer, the wait is
// over at once.

/** The longest the run sleeps without looking at its round again. */
const RECHECK_MS = 3_600_000

interface DeadlineState {
  done: boolean
  words: string
  msLeft: number
}

async function deadlineState(
  db: Db,
  quoteId: string,
  hoursBefore: number,
  now: Date,
): Promise<DeadlineState> {
  const row = await roundCounts(db, quoteId, now)
  if (!row) return { done: true, words: 'The round was deleted', msLeft: 0 }
  if (row.status !== 'open') {
    return { done: true, words: `The round is ${row.status}`, msLeft: 0 }
  }
  if (!row.open) {
    return {
      done: true,
      words: 'Every vendor answered or declined: nobody is left to wait for',
      msLeft: 0,
    }
  }
  const deadline = new Date(row.latest ?? row.deadline ?? now)
  const at = deadline.getTime() - hoursBefore * 3_600_000
  if (at > now.getTime()) return { done: false, words: '', msLeft: at - now.getTime() }
  return {
    done: true,
    words: hoursBefore
      ? `${durationText(hoursBefore * 3600)} or less before the deadline, ${utcTime(deadline)}`
      : `The deadline passed: ${utcTime(deadline)}`,
    msLeft: 0,
  }
}

export async function waitForDeadline(
  services: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string; config: Record<string, unknown> },
  context: RunContext,
): Promise<void> {
  const hoursBefore = (step.config as WaitConfig).hoursBefore ?? 0
  const quoteId = context.quoteId
  const input = { until: 'deadline', hoursBefore, quoteId: quoteId ?? null }
  await beginWait(services, run, step, input, { on: quoteId, missing: NO_ROUND })
  for (;;) {
    const state = await DBOS.runStep(
      () => deadlineState(services.db, quoteId as string, hoursBefore, services.now()),
      { name: `deadline ${step.id}`, ...RECORD },
    )
    if (state.done) return endWait(services, run, step, state.words, 'deadline reached')
    await DBOS.sleep(Math.min(state.msLeft, RECHECK_MS))
  }
}
