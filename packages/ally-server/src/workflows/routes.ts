import { randomUUID } from 'node:crypto'
import {
  createWorkflow,
  deleteWorkflow,
  getWorkflow,
  getWorkflowRun,
  listWorkflowRuns,
  listWorkflows,
  MESSAGES,
  playOrPauseWorkflow,
  runWorkflow,
  updateWorkflow,
} from '@ally/sdk'
import type { AppContext, Caller } from '../context'
import { pageOf } from '../db/paging'
import { HttpError, notFound } from '../http/errors'
import { wantsEvents } from '../http/event-stream'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'
import { makerCanAct } from './actor'
import { approvalRoute } from './approval-route'
import { resumeRuns, startRun, stopRuns, syncSchedule } from './control'
import { checkedSteps, checkedTrigger, checkStepOrder } from './definition'
import { toWorkflow, toWorkflowRun } from './mappers'
import {
  deleteWorkflowRow,
  insertWorkflow,
  lockedWorkflow,
  ownRun,
  ownWorkflowRow,
  runIdsOf,
  runPage,
  setRunsStatus,
  UNFINISHED,
  updateWorkflowRow,
  workflowPage,
} from './queries'
import { openRun } from './run-records'
import { closedSignal, followRun } from './run-watch'
import { checkStepReferences } from './step-references'

// A business's workflows (docs/product-rules.md, "Workflows"): built and changed here, run by the
// engine. Pausing, playing and deleting change the rows in one transaction and then tell the
// engine, so a paused workflow's runs stop at once and a deleted one's never continue.

const NOT_FOUND = 'This workflow does not exist.'
const RUN_NOT_FOUND = 'This run does not exist.'

/** Whether this process's engine runs this app's workflows (workflows/engine.ts). */
export interface WorkflowEngineHandle {
  appKey: string
  running(): boolean
}

/** A 503 when the engine is not running here (only a second app in a test process). */
function needsEngine(engine: WorkflowEngineHandle) {
  if (!engine.running()) {
    throw new HttpError(503, 'Workflows do not run in this server process; try again shortly.')
  }
}

const nameOf = ({ user }: Caller) => `${user.firstName} ${user.lastName}`.trim()

export function workflowRoutes(context: AppContext, engine: WorkflowEngineHandle) {
  const { db, now } = context
  const { appKey } = engine
  return [
    implement(listWorkflows, async ({ query, caller }) => {
      const page = pageOf(query)
      const found = await workflowPage(db, caller.business.id, query, page)
      return listAnswer(found, page, ['workflow', 'workflows'], (row) =>
        toWorkflow(row.workflow, now()),
      )
    }),

    implement(getWorkflow, async ({ query, caller }) => {
      const row = await ownWorkflowRow(db, caller.business.id, query.workflowId)
      if (!row) throw notFound(NOT_FOUND)
      return { message: row.name, data: toWorkflow(row, now()) }
    }),

    implement(createWorkflow, async ({ body, caller }) => {
      const trigger = checkedTrigger(body.trigger)
      const steps = checkedSteps(body.steps)
      checkStepOrder(steps, trigger)
      await checkStepReferences(db, caller.business.id, steps)
      const row = await insertWorkflow(db, {
        businessId: caller.business.id,
        name: body.name,
        description: body.description || null,
        trigger,
        steps,
        state: 'paused',
        createdBy: caller.user.id,
        createdByName: nameOf(caller),
        createdAt: now(),
        updatedAt: now(),
      })
      return {
        message: 'Workflow created; play it to start its trigger.',
        data: toWorkflow(row, now()),
      }
    }),

    implement(updateWorkflow, async ({ params, body, caller }) => {
      const row = await db.transaction(async (tx) => {
        const found = await lockedWorkflow(tx, caller.business.id, params.id)
        if (!found) throw notFound(NOT_FOUND)
        const trigger = body.trigger ? checkedTrigger(body.trigger) : undefined
        const steps = body.steps
          ? checkedSteps(body.steps, new Set(found.steps.map((step) => step.id)))
          : undefined
        checkStepOrder(steps ?? found.steps, trigger ?? found.trigger)
        if (steps) await checkStepReferences(tx, caller.business.id, steps)
        const changed = await updateWorkflowRow(tx, found.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description || null } : {}),
          // A new trigger looks for events from now on, not for those of the one it replaces.
          ...(trigger ? { trigger, eventsSince: now() } : {}),
          ...(steps ? { steps } : {}),
          updatedAt: now(),
        })
        // Under the row's lock, so that changes made at once reach the engine in their order.
        if (trigger && engine.running()) await syncSchedule(appKey, changed, changed.id)
        return changed
      })
      return { message: MESSAGES.updated, data: toWorkflow(row, now()) }
    }),

    // Pausing, playing and deleting tell the engine while they hold the workflow's row: two of
    // them at once take turns, and the engine ends up as the last one left the row.
    implement(deleteWorkflow, async ({ params, caller }) => {
      needsEngine(engine)
      await db.transaction(async (tx) => {
        const found = await lockedWorkflow(tx, caller.business.id, params.id)
        if (!found) throw notFound(NOT_FOUND)
        const live = await runIdsOf(tx, found.id, [...UNFINISHED, 'paused'])
        await deleteWorkflowRow(tx, found.id)
        await stopRuns(live)
        await syncSchedule(appKey, null, found.id)
      })
      return { message: MESSAGES.workflowDeleted, data: null }
    }),

    implement(playOrPauseWorkflow, async ({ params, body, caller }) => {
      needsEngine(engine)
      const play = body.action === 'play'
      const { row, runs, takeOver } = await db.transaction(async (tx) => {
        const found = await lockedWorkflow(tx, caller.business.id, params.id)
        if (!found) throw notFound(NOT_FOUND)
        // Its maker gone (or no longer allowed to run workflows), whoever plays it takes it over;
        // its paused runs would still act as the maker, so they end rather than continue.
        const takeOver = play && !(await makerCanAct(tx, found))
        const runs = await runIdsOf(tx, found.id, play ? ['paused'] : UNFINISHED)
        await setRunsStatus(
          tx,
          runs,
          takeOver ? 'cancelled' : play ? 'queued' : 'paused',
          takeOver ? now() : null,
        )
        const row = await updateWorkflowRow(tx, found.id, {
          state: play ? 'running' : 'paused',
          // A paused workflow starts no runs: played, it starts them for events from now on.
          ...(play && found.state !== 'running' ? { eventsSince: now() } : {}),
          ...(takeOver ? { createdBy: caller.user.id, createdByName: nameOf(caller) } : {}),
          updatedAt: now(),
        })
        if (play && !takeOver) await resumeRuns(runs)
        if (!play) await stopRuns(runs)
        await syncSchedule(appKey, row, row.id)
        return { row, runs, takeOver }
      })
      const message = takeOver
        ? `${row.name} is running, and acts as you now: its maker can no longer run workflows${runs.length ? `; ${runs.length} paused run(s) ended` : ''}.`
        : play
          ? `${row.name} is running${runs.length ? `; ${runs.length} paused run(s) continue` : ''}.`
          : `${row.name} is paused${runs.length ? `; ${runs.length} run(s) stopped` : ''}.`
      return { message, data: toWorkflow(row, now()) }
    }),

    implement(runWorkflow, async ({ params, body, caller }) => {
      needsEngine(engine)
      const found = await ownWorkflowRow(db, caller.business.id, params.id)
      if (!found) throw notFound(NOT_FOUND)
      const runId = randomUUID()
      const start = {
        workflowId: found.id,
        trigger: 'manual',
        input: body.input ?? {},
        force: true,
      }
      // The engine keeps the run before it starts; the run's first step opens the same row.
      await startRun(appKey, runId, start)
      await openRun(db, runId, start, now())
      const run = await ownRun(db, caller.business.id, runId)
      if (!run) throw notFound(NOT_FOUND)
      return {
        message: `${found.name} started.`,
        data: toWorkflowRun(run.run, run.steps.get(runId)),
      }
    }),

    implement(listWorkflowRuns, async ({ query, caller }) => {
      if (!(await ownWorkflowRow(db, caller.business.id, query.workflowId))) {
        throw notFound(NOT_FOUND)
      }
      const page = pageOf(query)
      const found = await runPage(db, caller.business.id, query.workflowId, page)
      return listAnswer(found, page, ['run', 'runs'], ({ run }) =>
        toWorkflowRun(run, found.steps.get(run.id)),
      )
    }),

    implement(getWorkflowRun, async ({ query, caller, request, reply, emit }) => {
      const read = async () => {
        const found = await ownRun(db, caller.business.id, query.runId)
        return found && toWorkflowRun(found.run, found.steps.get(found.run.id))
      }
      const first = await read()
      if (!first) throw notFound(RUN_NOT_FOUND)
      // Asked as a stream: the run as it goes, until it has finished (run-watch.ts).
      const run = wantsEvents(request)
        ? await followRun(first, read, { emit, signal: closedSignal(reply) })
        : first
      if (!run) throw notFound(RUN_NOT_FOUND)
      return { message: `Run of ${run.startedAt}`, data: run }
    }),
    approvalRoute(context, () => needsEngine(engine)),
  ]
}
