import { DBOS } from '@dbos-inc/dbos-sdk'
import type { Db } from '../db/client'
import type { StoredStep } from '../db/schema'
import type { FileStore } from '../files/file-store'
import type { MailOutbox } from '../services/mail-outbox'
import { ActorLost, actorCheck, pauseForLostActor, RunStopped, StepFailure } from './actor'
import { durationText, waitSeconds } from './definition'
import {
  finishRun,
  type OpenedRun,
  openRun,
  type RunContext,
  type StepOutcome,
  setRunStatus,
  skipSteps,
  stepAttempt,
  stepFailed,
  stepSucceeded,
} from './run-records'
import type { NotifyConfig, RunnableStep, WaitConfig } from './step-configs'
import { askApproval } from './steps/approval'
import { copilotSummary } from './steps/copilot-summary'
import { notify } from './steps/notify'
import { createPurchaseOrder, sendPurchaseOrderStep } from './steps/purchase-order'
import { sendRfq } from './steps/send-rfq'
import { acceptQuote, pickBestQuote, remind } from './steps/sourcing'
import { waitForAcknowledgement } from './steps/wait-for-acknowledgement'
import { waitForAnswers } from './steps/wait-for-answers'
import { waitForDeadline } from './steps/wait-for-deadline'

// One generic workflow, registered with the engine, runs every buyer's workflow: it reads the run's
// steps and does each as a checkpointed step (docs/architecture.md, "Workflows"). The engine
// replays it after a crash, returning the recorded result of each step that finished; a step's
// effect and its "succeeded" are one transaction in our database, so an effect whose step was not
// yet recorded by the engine is found done, not done again.

/** What a run's steps use of the app that runs them. */
export interface RunServices {
  db: Db
  mail: MailOutbox
  /** Where a sent purchase order's PDF is kept. */
  files: FileStore
  now: () => Date
  appUrl: string
  log: (error: unknown, message: string) => void
}

const apps = new Map<string, RunServices>()

/** Makes an app's services reachable by its runs (before the engine launches and resumes runs). */
export function provideRunServices(appKey: string, services: RunServices): () => void {
  apps.set(appKey, services)
  return () => {
    if (apps.get(appKey) === services) apps.delete(appKey)
  }
}

function servicesOf(appKey: string): RunServices {
  const services = apps.get(appKey)
  if (!services) throw new Error(`No app ${appKey} runs workflows in this process`)
  return services
}

type Run = OpenedRun & { runId: string }

/** What starts a run. */
export interface RunStart {
  workflowId: string
  /** `manual`, `schedule` or an event's name. */
  trigger: string
  input: Record<string, unknown>
  /** Run now starts a run whatever the workflow's state; triggers start none while it is paused. */
  force: boolean
}

/** Steps that fail for outside reasons are tried again: after 2 s, 6 s and 18 s. */
const RETRIES = { retriesAllowed: true, maxAttempts: 4, intervalSeconds: 2, backoffRate: 3 }
/**
 * The run's own records (opening it, a wait's start and end, its outcome) ride out a database
 * that is away for a while: tried 10 times over about 17 minutes.
 */
const RECORD = { retriesAllowed: true, maxAttempts: 10, intervalSeconds: 1, backoffRate: 2 }
const isFailure = (error: unknown, name: string) =>
  error instanceof Error &&
  (error.name === name ||
    ('errors' in error &&
      Array.isArray(error.errors) &&
      (error.errors as Error[]).some((inner) => inner?.name === name)))
const cannotSucceed = (error: unknown) =>
  isFailure(error, StepFailure.NAME) || isFailure(error, ActorLost.NAME)
/** DBOSMaxStepRetriesError's code: the engine's errors set no `name` of their own. */
const MAX_RETRIES_ERROR_CODE = 23
/**
 * The engine's own errors (the run was cancelled, another process recorded the step first) are
 * not the step's: they end this execution of the run and are not recorded as its failure. A step
 * that used up its retries is the step's failure.
 */
const isEngineError = (error: unknown) =>
  error instanceof Error &&
  'dbosErrorCode' in error &&
  error.dbosErrorCode !== MAX_RETRIES_ERROR_CODE

/** The reason a step failed, as the run view shows it. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if ('errors' in error && Array.isArray(error.errors) && error.errors.length) {
    const last = error.errors.at(-1) as Error
    return `${last.message} (tried ${error.errors.length} times)`
  }
  return error.message
}

/** What each step type does, once; `wait` is the engine's own (below). */
const EFFECTS: Record<
  Exclude<RunnableStep, 'wait' | 'approval'>,
  (services: RunServices, run: Run, step: StoredStep, context: RunContext) => Promise<StepOutcome>
> = {
  notify,
  send_rfq: sendRfq,
  remind,
  pick_best_quote: pickBestQuote,
  accept_quote: acceptQuote,
  create_purchase_order: createPurchaseOrder,
  send_purchase_order: sendPurchaseOrderStep,
  copilot_summary: copilotSummary,
}

/** What the run view shows a step was given: its config, and what it works on. */
function inputOf(step: StoredStep, context: RunContext): Record<string, unknown> {
  if (step.type === 'notify') return { to: (step.config as NotifyConfig).to }
  const on = Object.fromEntries(
    Object.entries(context).filter(([key]) => ['taId', 'vendorName', 'poNumber'].includes(key)),
  )
  return { ...step.config, ...on }
}

async function effectStep(
  services: RunServices,
  run: Run,
  step: StoredStep,
  context: RunContext,
): Promise<StepOutcome> {
  const { db, now } = services
  await stepAttempt(
    db,
    run.runId,
    step.id,
    { status: 'running', input: inputOf(step, context) },
    now(),
  )
  try {
    const effect = EFFECTS[step.type as keyof typeof EFFECTS]
    if (!effect) throw new StepFailure(`${step.type} steps cannot run yet`)
    return await effect(services, run, step, context)
  } catch (error) {
    await stepFailed(db, run.runId, step.id, reasonOf(error), now(), false)
    throw error
  }
}

async function waitStep(services: RunServices, run: Run, step: StoredStep) {
  const { db, now } = services
  const seconds = waitSeconds(step.config as WaitConfig)
  await DBOS.runStep(
    async () => {
      await stepAttempt(db, run.runId, step.id, { status: 'waiting', input: step.config }, now())
      await actorCheck(db, run)
    },
    { name: `wait ${step.id}`, ...RECORD },
  )
  await DBOS.sleep(seconds * 1000)
  await DBOS.runStep(
    () =>
      db.transaction(async (tx) => {
        await stepSucceeded(tx, run.runId, step.id, `Waited ${durationText(seconds)}`, now())
        await setRunStatus(tx, run.runId, 'running')
      }),
    { name: `waited ${step.id}`, ...RECORD },
  )
}

/** Does one step; resolves to what it hands on (nothing for a wait). */
async function runStep(services: RunServices, run: Run, step: StoredStep, context: RunContext) {
  if (step.type === 'wait' && step.config.until === 'answers') {
    await waitForAnswers(services, run, step, context)
    return {}
  }
  if (step.type === 'wait' && step.config.until === 'deadline') {
    await waitForDeadline(services, run, step, context)
    return {}
  }
  if (step.type === 'wait' && step.config.until === 'acknowledged') {
    await waitForAcknowledgement(services, run, step, context)
    return {}
  }
  if (step.type === 'wait') {
    await waitStep(services, run, step)
    return {}
  }
  if (step.type === 'approval') return await askApproval(services, run, step, context)
  const outcome = await DBOS.runStep(() => effectStep(services, run, step, context), {
    name: `step ${step.id}`,
    ...RETRIES,
    shouldRetry: (error) => !cannotSucceed(error),
  })
  return outcome.result ?? {}
}

/** The run's end before its last step: later steps skipped, the run as `outcome` says. */
async function endEarly(
  services: RunServices,
  run: Run,
  later: string[],
  outcome: { status: 'succeeded' | 'failed'; error?: string },
) {
  await skipSteps(services.db, run.runId, later)
  await finishRun(services.db, run.runId, outcome, services.now())
}

const CONTEXT_KEYS = [
  'orderId',
  'taId',
  'quoteId',
  'purchaseOrderId',
  'poNumber',
  'vendorName',
] as const satisfies readonly (keyof RunContext)[]

/**
 * What an event hands its run, as if an earlier step had made it. A run started by hand or on a
 * schedule starts with nothing: what a person passes as input names nothing the steps act on.
 */
function startingContext(run: Run): RunContext {
  if (run.trigger === 'manual' || run.trigger === 'schedule') return {}
  const context: RunContext = {}
  for (const key of CONTEXT_KEYS) {
    const value = run.input[key]
    if (typeof value === 'string') context[key] = value
  }
  return context
}

async function runSteps(services: RunServices, run: Run) {
  let context = startingContext(run)
  for (const [index, step] of run.steps.entries()) {
    const later = run.steps.slice(index + 1).map((s) => s.id)
    try {
      const { stop, ...handed } = await runStep(services, run, step, context)
      context = { ...context, ...handed }
      if (stop && later.length) {
        await DBOS.runStep(() => endEarly(services, run, later, { status: 'succeeded' }), {
          name: 'stopped early',
          ...RECORD,
        })
        return 'succeeded'
      }
    } catch (error) {
      if (isEngineError(error)) throw error
      if (isFailure(error, RunStopped.NAME)) {
        // Paused or deleted while this step began: the engine's cancel is on its way; this
        // execution ends as cancelled now, so that playing again continues from this step.
        await DBOS.cancelWorkflow(run.runId)
        throw error
      }
      const reason = reasonOf(error)
      await DBOS.runStep(
        async () => {
          await stepFailed(services.db, run.runId, step.id, reason, services.now(), true)
          await endEarly(services, run, later, { status: 'failed', error: reason })
          if (isFailure(error, ActorLost.NAME)) await pauseForLostActor(services, run, reason)
        },
        { name: 'failed', ...RECORD },
      )
      return 'failed'
    }
  }
  await DBOS.runStep(
    () => finishRun(services.db, run.runId, { status: 'succeeded' }, services.now()),
    { name: 'succeeded', ...RECORD },
  )
  return 'succeeded'
}

/** The engine's workflow: one run of a buyer's workflow, `runId` being its engine id as well. */
export const runBuyerWorkflow = DBOS.registerWorkflow(
  async (appKey: string, runId: string, start: RunStart): Promise<string> => {
    const services = servicesOf(appKey)
    try {
      const opened = await DBOS.runStep(() => openRun(services.db, runId, start, services.now()), {
        name: 'open',
        ...RECORD,
      })
      if (!opened) return 'not started'
      return await runSteps(services, { ...opened, runId })
    } catch (error) {
      // Cancelled, or another process took the run up and recorded first: that one goes on.
      if (isEngineError(error) || isFailure(error, RunStopped.NAME)) throw error
      // Anything else (the run's records could not be written for 17 minutes) ends the run as
      // failed, so that no run is left saying it is under way.
      const reason = `The run stopped: ${reasonOf(error)}`
      await DBOS.runStep(
        () => finishRun(services.db, runId, { status: 'failed', error: reason }, services.now()),
        { name: 'stopped', ...RECORD },
      )
      return 'failed'
    }
  },
  { name: 'ally.workflow-run' },
)

/** The engine's scheduled workflow: a schedule's firing starts one run, if its workflow runs. */
export const scheduledRun = DBOS.registerWorkflow(
  async (at: Date, context: { appKey: string; workflowId: string }): Promise<void> => {
    const runId = await DBOS.randomUUID()
    await DBOS.startWorkflow(runBuyerWorkflow, { workflowID: runId })(context.appKey, runId, {
      workflowId: context.workflowId,
      trigger: 'schedule',
      input: { scheduledAt: new Date(at).toISOString() },
      force: false,
    })
  },
  { name: 'ally.workflow-schedule' },
)
