import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  type StoredStep,
  type StoredStepResult,
  workflowRunSteps,
  workflowRuns,
  workflows,
} from '../db/schema'
import { RunStopped } from './actor'
import type { WorkflowRunRow } from './queries'

// The record a run leaves, written by the run itself as it goes (workflows/runs.ts). Each write is
// safe to repeat: the engine may run a step's code again after a crash, and the row says what
// already happened.

/**
 * What earlier steps of a run made, for the steps after them (a run started by an event will
 * begin with what the event names).
 */
export type RunContext = Omit<StoredStepResult, 'stop'>

/** What a step did: its words for the run view, and what it hands on; `stop` ends the run here. */
export interface StepOutcome {
  output: string
  result?: StoredStepResult
}

/** What a run needs to know of its workflow, fixed when it opened. */
export interface OpenedRun {
  businessId: string
  workflowId: string
  workflowName: string
  createdBy: string
  steps: StoredStep[]
  /** `manual`, `schedule` or the event that started it. */
  trigger: string
  /** What started it gave it: for an event, what the event names and its words (`about`). */
  input: Record<string, unknown>
}

/**
 * Opens a run of a workflow that is running (or, for `force`, any state: run now): the row is
 * written once, with the steps as they are now, and counts towards the workflow's runs. A paused
 * or deleted workflow opens nothing (null).
 */
export async function openRun(
  db: Db,
  runId: string,
  start: { workflowId: string; trigger: string; input: Record<string, unknown>; force: boolean },
  now: Date,
): Promise<OpenedRun | null> {
  return db.transaction(async (tx) => {
    const [workflow] = await tx
      .select()
      .from(workflows)
      .where(eq(workflows.id, start.workflowId))
      .for('update')
    if (!workflow || (!start.force && workflow.state !== 'running')) return null
    const [existing] = await tx.select().from(workflowRuns).where(eq(workflowRuns.id, runId))
    const run =
      existing ??
      (await insertRun(tx, runId, workflow.businessId, workflow.id, workflow.steps, start, now))
    if (!existing) {
      await tx
        .update(workflows)
        .set({ numOfRuns: sql`${workflows.numOfRuns} + 1`, lastRunAt: now })
        .where(eq(workflows.id, workflow.id))
    }
    if (run.status === 'queued') await setRunStatus(tx, runId, 'running')
    return {
      businessId: workflow.businessId,
      workflowId: workflow.id,
      workflowName: workflow.name,
      createdBy: workflow.createdBy,
      steps: run.steps,
      trigger: run.trigger,
      input: run.input,
    }
  })
}

async function insertRun(
  tx: Db,
  runId: string,
  businessId: string,
  workflowId: string,
  steps: StoredStep[],
  start: { trigger: string; input: Record<string, unknown> },
  now: Date,
): Promise<WorkflowRunRow> {
  const [row] = await tx
    .insert(workflowRuns)
    .values({
      id: runId,
      businessId,
      workflowId,
      status: 'queued',
      trigger: start.trigger,
      steps,
      input: start.input,
      startedAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (row) return row
  const [stored] = await tx.select().from(workflowRuns).where(eq(workflowRuns.id, runId))
  if (!stored) throw new Error(`The run ${runId} was not stored`)
  return stored
}

/**
 * A live run's state as its steps move (queued, running, waiting): a run that pausing or deleting
 * stopped keeps saying so, even when a step under way at that moment goes on to its next.
 */
export async function setRunStatus(
  db: Db,
  runId: string,
  status: 'running' | 'waiting',
): Promise<void> {
  await db
    .update(workflowRuns)
    .set({ status })
    .where(and(eq(workflowRuns.id, runId), inArray(workflowRuns.status, LIVE)))
}
const LIVE = ['queued', 'running', 'waiting'] as const

/** The run has ended, unless pausing or deleting ended it first. */
export async function finishRun(
  db: Db,
  runId: string,
  outcome: { status: 'succeeded' | 'failed'; error?: string },
  now: Date,
): Promise<void> {
  await db
    .update(workflowRuns)
    .set({ status: outcome.status, error: outcome.error ?? null, finishedAt: now })
    .where(and(eq(workflowRuns.id, runId), sql`${workflowRuns.status} <> 'cancelled'`))
}

/**
 * A step's attempt begins: counted, its start kept, and the run shown in that state, in one
 * transaction, so nobody reads a waiting step in a run that still says it is running.
 */
export async function stepAttempt(
  db: Db,
  runId: string,
  stepId: string,
  state: { status: 'running' | 'waiting'; input: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, runId, stepId, state, now)
    await setRunStatus(tx, runId, state.status)
  })
}

async function recordAttempt(
  db: Db,
  runId: string,
  stepId: string,
  state: { status: 'running' | 'waiting'; input: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db
    .insert(workflowRunSteps)
    .values({
      runId,
      stepId,
      status: state.status,
      input: state.input,
      attempts: 1,
      startedAt: now,
    })
    .onConflictDoUpdate({
      target: [workflowRunSteps.runId, workflowRunSteps.stepId],
      set: { status: state.status, attempts: sql`${workflowRunSteps.attempts} + 1`, error: null },
      setWhere: sql`${workflowRunSteps.status} <> 'succeeded'`,
    })
}

/**
 * The step's row locked for its effect: `done` holds the output if the effect already happened
 * (a crash after its commit, before the engine recorded it), and then it must not happen again.
 * Throws RunStopped when the run was paused or deleted: its row, which pausing and deleting
 * write, is locked too, so an effect and a pause take turns.
 */
export async function lockedStep(tx: Db, runId: string, stepId: string) {
  const [run] = await tx
    .select({ status: workflowRuns.status })
    .from(workflowRuns)
    .where(eq(workflowRuns.id, runId))
    .for('share')
  if (!run || !(LIVE as readonly string[]).includes(run.status)) {
    throw new RunStopped(`The run is ${run?.status ?? 'deleted'}`)
  }
  const [row] = await tx
    .select()
    .from(workflowRunSteps)
    .where(and(eq(workflowRunSteps.runId, runId), eq(workflowRunSteps.stepId, stepId)))
    .for('update')
  const done: StepOutcome | null =
    row?.status === 'succeeded' ? { output: row.output ?? '', result: row.result ?? {} } : null
  return { done }
}

export async function stepSucceeded(
  tx: Db,
  runId: string,
  stepId: string,
  output: string,
  now: Date,
  result: StepOutcome['result'] = {},
): Promise<void> {
  await tx
    .update(workflowRunSteps)
    .set({ status: 'succeeded', output, result, error: null, finishedAt: now })
    .where(and(eq(workflowRunSteps.runId, runId), eq(workflowRunSteps.stepId, stepId)))
}

/** An attempt's error kept; `final`, the step failed (recorded even if no attempt had begun). */
export async function stepFailed(
  db: Db,
  runId: string,
  stepId: string,
  error: string,
  now: Date,
  final: boolean,
): Promise<void> {
  if (!final) {
    await db
      .update(workflowRunSteps)
      .set({ error })
      .where(and(eq(workflowRunSteps.runId, runId), eq(workflowRunSteps.stepId, stepId)))
    return
  }
  const failed = { status: 'failed' as const, error, finishedAt: now }
  // A step whose effect committed stays succeeded, whatever failed after it.
  await db
    .insert(workflowRunSteps)
    .values({ runId, stepId, ...failed, startedAt: now })
    .onConflictDoUpdate({
      target: [workflowRunSteps.runId, workflowRunSteps.stepId],
      set: failed,
      setWhere: sql`${workflowRunSteps.status} <> 'succeeded'`,
    })
}

/** Steps a failed run never reached. */
export async function skipSteps(db: Db, runId: string, stepIds: string[]): Promise<void> {
  if (!stepIds.length) return
  await db
    .insert(workflowRunSteps)
    .values(stepIds.map((stepId) => ({ runId, stepId, status: 'skipped' as const })))
    .onConflictDoNothing()
}
