import { can, isOwnerOrAdmin, type User, type Workflow, type WorkflowRun } from '@ally/sdk'
import { RECORD_PAGES, type RecordPageWords } from '../../../blocks/detail-page/recordPages'
import { hoursText } from '../../../blocks/workflows/hoursText'
import {
  stepTypeText,
  workflowRunStatus,
  workflowStepStatus,
} from '../../../blocks/workflows/workflowStatus'

export { stepTypeText }

import { formatMoment } from '../../../ui/format'

// What the run view says about a run and its steps, apart from the parts that show it so the
// tests can check the words directly.

export type RunStep = WorkflowRun['steps'][number]

/** The page's words while the workflow loads or cannot be shown (DetailPage). */
export const WORKFLOW_RUNS_PAGE: RecordPageWords = RECORD_PAGES.workflow

export const WORKFLOW_NOT_FOUND = WORKFLOW_RUNS_PAGE.notFoundTitle

/** How many runs a page of the list holds. */
export const RUNS_PER_PAGE = 20

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/**
 * How long something took, in its largest unit and the next one when that is not zero:
 * "45 seconds", "3 minutes 20 seconds", "1 day", "2 hours 5 minutes"; "under a second".
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 1000) return 'under a second'
  const index = UNITS.findIndex(([, size]) => ms >= size)
  const [unit, size] = UNITS[index] as (typeof UNITS)[number]
  const whole = Math.floor(ms / size)
  const next = UNITS[index + 1]
  const rest = next ? Math.floor((ms - whole * size) / next[1]) : 0
  return next && rest > 0
    ? `${counted(whole, unit)} ${counted(rest, next[0])}`
    : counted(whole, unit)
}

const between = (from: string, to: string) => formatDuration(Date.parse(to) - Date.parse(from))

/** A run's length, as the list says it: "took 1 day", "under way", "paused", "not finished". */
export function runLengthText(run: Pick<WorkflowRun, 'status' | 'startedAt' | 'finishedAt'>) {
  if (run.finishedAt) return `took ${between(run.startedAt, run.finishedAt)}`
  if (run.status === 'paused') return 'paused'
  if (run.status === 'queued' || run.status === 'running' || run.status === 'waiting') {
    return 'under way'
  }
  return 'not finished'
}

/** Under a run's steps: what a paused or cancelled run will (not) do next. */
export function runNote(run: Pick<WorkflowRun, 'status'>): string | null {
  if (run.status === 'paused') {
    return 'Paused with its workflow: it continues from the step where it stopped once the workflow is played.'
  }
  if (run.status === 'cancelled') return 'Cancelled: this run will not continue.'
  if (run.status === 'queued') return 'Queued: its first step starts in a moment.'
  return null
}

/** A step's config as its workflow has it: what the run's own record of the step leaves out. */
export type StepConfig = Workflow['steps'][number]['config']

/** The login e-mails an approval step asks, as its config names them. */
export const approversOf = (config: StepConfig | undefined): string[] =>
  Array.isArray(config?.to) ? config.to.map(String) : []

/**
 * Whether `user` may approve or reject at an approval step (docs/product-rules.md, "Workflows"):
 * one of those it asks, or an owner or admin, and never a viewer, whose role changes no workflow.
 */
export function mayDecideApproval(
  user: Pick<User, 'email' | 'role'>,
  config: StepConfig | undefined,
): boolean {
  if (!can(user.role, 'workflows')) return false
  const me = user.email.toLowerCase()
  return (
    isOwnerOrAdmin(user.role) || approversOf(config).some((email) => email.toLowerCase() === me)
  )
}

/**
 * What a waiting step is waiting for, in words; `config` is the step's in the workflow, which
 * tells a wait for the answers from a wait for a time, and whom an approval asks.
 */
export function waitingText(step: RunStep, config?: StepConfig): string {
  const since = step.startedAt ? ` since ${formatMoment(step.startedAt)}` : ''
  if (step.type === 'wait') {
    if (config?.until === 'answers') {
      return `Waiting${since}: the run goes on when the answers are in.`
    }
    if (config?.until === 'acknowledged') {
      return `Waiting${since}: the run goes on once the vendor accepts the purchase order.`
    }
    if (config?.until === 'deadline') {
      const before = Number(config.hoursBefore ?? 0)
      const when = before ? `${hoursText(before)} before the deadline` : 'at the deadline'
      return `Waiting${since}: the run goes on ${when}, or once every vendor has answered.`
    }
    return `Waiting${since}: the run goes on by itself when the wait is over.`
  }
  if (step.type === 'approval') {
    const asked = approversOf(config)
    return asked.length
      ? `Waiting for ${asked.join(', ')} to approve.`
      : `Waiting${since} for an approval: the run goes on once it is given.`
  }
  return `Waiting${since}: the run goes on by itself once this step can finish.`
}

/** The step a failed run stopped at, with its position (1-based). */
export function failedStepOf(run: WorkflowRun): { step: RunStep; number: number } | null {
  const index = run.steps.findIndex((step) => step.status === 'failed')
  const step = run.steps[index]
  return step ? { step, number: index + 1 } : null
}

/**
 * What changed between two readings of the same run, for a screen reader: each step whose status
 * changed ("Tell the stores team: Done"), then the run's own new status ("Run succeeded"). A
 * failure is left to the run's alert, which says it with its reason.
 */
export function runChanges(before: WorkflowRun, after: WorkflowRun): string {
  const was = new Map(before.steps.map((step) => [step.stepId, step.status]))
  const said = after.steps
    .filter((step) => was.get(step.stepId) !== step.status)
    .map((step) => `${step.name}: ${workflowStepStatus(step.status).label}`)
  if (before.status !== after.status && after.status !== 'failed') {
    said.push(`Run ${workflowRunStatus(after.status).label.toLowerCase()}`)
  }
  return said.join('. ')
}
