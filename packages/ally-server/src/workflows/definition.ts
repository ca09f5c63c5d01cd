import { randomUUID } from 'node:crypto'
import { WORKFLOW_EVENTS, type WorkflowInput } from '@ally/sdk'
// The engine's own cron reader, so that what is accepted here is exactly what its scheduler runs.
import { TimeMatcher, validateCrontab } from '@dbos-inc/dbos-sdk/internal/scheduler/crontab'
import * as z from 'zod/mini'
import type { StoredStep, StoredTrigger } from '../db/schema'
import { fieldError } from '../http/errors'
import {
  MAX_WAIT_SECONDS,
  neededBefore,
  RUNNABLE_STEPS,
  type RunnableStep,
  STEP_CONFIGS,
  STEP_NAMES,
  type WaitConfig,
} from './step-configs'

// What a workflow may be made of, checked before anything is stored (docs/product-rules.md,
// "Workflows"): the contract leaves a step's `config` open, each step type's is checked here, and a
// failure names the field (`body.steps.1.config.to: …`).

export const waitSeconds = (config: WaitConfig) =>
  (config.seconds ?? 0) +
  60 * (config.minutes ?? 0) +
  3600 * (config.hours ?? 0) +
  86_400 * (config.days ?? 0)

/** `90 s`, `2 h 30 min`, `3 days`: a wait as the run view says it. */
export function durationText(seconds: number): string {
  const parts: string[] = []
  let rest = seconds
  for (const [size, unit] of [
    [86_400, 'day'],
    [3600, 'h'],
    [60, 'min'],
    [1, 's'],
  ] as const) {
    const count = Math.floor(rest / size)
    rest -= count * size
    if (count)
      parts.push(unit === 'day' ? `${count} day${count === 1 ? '' : 's'}` : `${count} ${unit}`)
  }
  return parts.join(' ') || '0 s'
}

const WAITED_FOR = { answers: 'answers', deadline: 'deadline', acknowledged: 'acknowledgement' }

/** A wait for something (`until`) has only the fields that go with it; throws the 400. */
function checkedWaitFor(config: WaitConfig, path: string) {
  if (config.hoursBefore !== undefined && config.until !== 'deadline') {
    throw fieldError(`${path}.config.hoursBefore`, 'goes only with `until: "deadline"`')
  }
  if (config.timeoutSeconds !== undefined && config.until !== 'acknowledged') {
    throw fieldError(`${path}.config.timeoutSeconds`, 'goes only with `until: "acknowledged"`')
  }
  if (config.until === 'acknowledged' && config.timeoutSeconds === undefined) {
    throw fieldError(`${path}.config.timeoutSeconds`, 'is required: how long the vendor is given')
  }
  if (config.until && waitSeconds(config) > 0) {
    throw fieldError(
      `${path}.config.until`,
      `waits for the ${WAITED_FOR[config.until]} or for a time, not both`,
    )
  }
}

/** A step's config as its type reads it; throws the 400 naming the field. */
function checkedConfig(step: WorkflowInput['steps'][number], path: string) {
  const schema = (STEP_CONFIGS as Record<string, z.ZodMiniType>)[step.type]
  if (!schema) {
    throw fieldError(
      `${path}.type`,
      `${step.type} steps cannot run yet; a workflow is made of ${RUNNABLE_STEPS.join(', ')} steps for now`,
    )
  }
  const parsed = z.safeParse(schema, step.config ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = [`${path}.config`, ...(issue?.path ?? []).map(String)].join('.')
    const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined')
    throw fieldError(where, missing ? 'is required' : (issue?.message ?? 'is not valid'))
  }
  const config = parsed.data as Record<string, unknown>
  if (
    step.type === 'approval' &&
    config.remindAfterSeconds !== undefined &&
    (config.remindAfterSeconds as number) >= (config.timeoutSeconds as number)
  ) {
    throw fieldError(`${path}.config.remindAfterSeconds`, 'must come before the time-out')
  }
  if (
    step.type === 'send_rfq' &&
    (config.vendorIds === undefined) === (config.suggested === undefined)
  ) {
    throw fieldError(
      `${path}.config.vendorIds`,
      config.suggested === undefined
        ? 'is required, or `suggested`: how many suggested vendors to ask'
        : 'names the vendors or asks the suggested ones (`suggested`), not both',
    )
  }
  if (step.type === 'wait') checkedWaitFor(config as WaitConfig, path)
  if (step.type === 'wait' && !config.until) {
    const seconds = waitSeconds(config as WaitConfig)
    if (seconds < 1 || seconds > MAX_WAIT_SECONDS) {
      throw fieldError(`${path}.config`, 'must wait between 1 second and 90 days')
    }
  }
  return config
}

/**
 * The steps to store, each config checked. A step keeps its id across edits (so that runs'
 * records follow it) when it names one of the workflow's `existing` steps; new steps leave it out
 * and get one here.
 */
export function checkedSteps(
  steps: WorkflowInput['steps'],
  existing: ReadonlySet<string> = new Set(),
): StoredStep[] {
  const seen = new Set<string>()
  return steps.map((step, index) => {
    const path = `body.steps.${index}`
    if (step.id !== undefined && !existing.has(step.id)) {
      throw fieldError(`${path}.id`, 'is not a step of this workflow; leave it out for a new step')
    }
    const id = step.id ?? randomUUID()
    if (seen.has(id)) throw fieldError(`${path}.id`, 'is used by another step')
    seen.add(id)
    return { id, type: step.type, name: step.name, config: checkedConfig(step, path) }
  })
}

/** What a trigger's event hands its runs, as if an earlier step had made it: the round. */
const PROVIDED: Partial<Record<string, RunnableStep>> = {
  'rfq.sent': 'send_rfq',
  'quote_response.received': 'send_rfq',
  'rfq.deadline_passed': 'send_rfq',
}

/**
 * Each step has what it works on: an earlier step that makes it (the round an RFQ step opens),
 * or a trigger whose event names it; the first that does not is the 400.
 */
export function checkStepOrder(steps: StoredStep[], trigger: StoredTrigger): void {
  const made = new Set<string>()
  const provided = trigger.type === 'event' ? PROVIDED[trigger.event ?? ''] : undefined
  if (provided) made.add(provided)
  for (const [index, step] of steps.entries()) {
    const needed = neededBefore(step)
    if (needed && !made.has(needed)) {
      const or =
        needed === 'send_rfq' ? ', or a trigger on an RFQ sent, an answer or a deadline' : ''
      throw fieldError(
        `body.steps.${index}.type`,
        `needs a "${STEP_NAMES[needed]}" step before it${or}`,
      )
    }
    made.add(step.type)
  }
}

function checkedTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return timeZone
  } catch {
    throw fieldError('body.trigger.timeZone', `${timeZone} is not a time zone (e.g. Africa/Lagos)`)
  }
}

/** The trigger to store; a schedule's cron must have five fields the engine can read. */
export function checkedTrigger(trigger: WorkflowInput['trigger']): StoredTrigger {
  if (trigger.type === 'manual') return { type: 'manual' }
  if (trigger.type === 'event') {
    if (!trigger.event) {
      throw fieldError(
        'body.trigger.event',
        `is required for an event trigger: one of ${WORKFLOW_EVENTS.join(', ')}`,
      )
    }
    return { type: 'event', event: trigger.event }
  }
  const cron = trigger.cron?.trim().replace(/\s+/g, ' ')
  if (!cron) throw fieldError('body.trigger.cron', 'is required for a schedule, e.g. 0 9 * * 1')
  if (cron.split(' ').length !== 5) {
    throw fieldError(
      'body.trigger.cron',
      'needs five fields: minute hour day-of-month month day-of-week, e.g. 0 9 * * 1',
    )
  }
  const [, , dayOfMonth, , dayOfWeek] = cron.split(' ')
  if (dayOfMonth !== '*' && dayOfWeek !== '*') {
    // The engine runs such a schedule only on days that are both, where cron elsewhere means
    // either: refused rather than read two ways.
    throw fieldError(
      'body.trigger.cron',
      'sets both a day of the month and a day of the week; keep one of them as *',
    )
  }
  try {
    validateCrontab(cron)
  } catch (error) {
    throw fieldError('body.trigger.cron', `is not a schedule: ${(error as Error).message}`)
  }
  const timeZone = trigger.timeZone ? checkedTimeZone(trigger.timeZone) : 'UTC'
  return { type: 'schedule', cron, timeZone }
}

/** When a scheduled trigger fires next after `after`; null for the other triggers. */
export function nextRunOf(trigger: StoredTrigger, after: Date): Date | null {
  if (trigger.type !== 'schedule' || !trigger.cron) return null
  return new TimeMatcher(trigger.cron, trigger.timeZone ?? 'UTC').nextWakeupTime(after)
}
