import type { Workflow, WorkflowInput } from '@ally/sdk'
import type { FormProblems } from '../../../blocks/forms/useFormDraft'
import { isTimeZone, parseCron } from '../../../blocks/workflows/schedule'

// The workflow editor's form: what a buyer types, checked as they type by the same rules the
// server applies (docs/product-rules.md, "Workflows"), and turned into the workflow to save. A
// problem's key is the field's name in the form (`cron`, `steps.1.to`); the server's field paths
// are renamed to them (`formNamesOf`).

/** The step kinds the engine runs today; the contract's others are refused by the server. */
export const EDITABLE_STEP_TYPES = ['wait', 'notify'] as const
export type EditableStepType = (typeof EDITABLE_STEP_TYPES)[number]

export const WAIT_UNITS = ['minutes', 'hours', 'days'] as const
export type WaitUnit = (typeof WAIT_UNITS)[number]

/** The longest wait, as the server allows it: 90 days. */
export const MAX_WAIT_SECONDS = 90 * 86_400
/** The most people one e-mail step tells, as the server allows it. */
export const MAX_RECIPIENTS = 20

const UNIT_SECONDS: Record<WaitUnit, number> = { minutes: 60, hours: 3600, days: 86_400 }

export interface StepDraft {
  /** Stable within the page, for React's keys and focus. */
  key: string
  /** The saved step's id, kept so its runs' records follow it; none for a new step. */
  id?: string
  type: EditableStepType
  name: string
  /** For a wait: how many units, as typed. */
  waitAmount: string
  waitUnit: WaitUnit
  /** For an e-mail: the members' login e-mails. */
  to: string[]
  subject: string
  message: string
}

export interface WorkflowForm {
  name: string
  description: string
  triggerType: 'manual' | 'schedule'
  cron: string
  timeZone: string
  steps: StepDraft[]
}

let keys = 0
const nextKey = () => `step-${++keys}`

/** The zone this browser is in, which is where a new schedule is read by default. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** A new step of `type` with sensible defaults: wait a day; e-mail the person editing. */
export function newStep(type: EditableStepType, me?: string): StepDraft {
  return {
    key: nextKey(),
    type,
    name: type === 'wait' ? 'Wait a day' : 'E-mail the team',
    waitAmount: '1',
    waitUnit: 'days',
    to: me ? [me] : [],
    subject: '',
    message: '',
  }
}

export function emptyForm(me?: string): WorkflowForm {
  return {
    name: '',
    description: '',
    triggerType: 'schedule',
    cron: '0 9 * * 1',
    timeZone: browserTimeZone(),
    steps: [newStep('notify', me)],
  }
}

/** A wait's seconds in the largest unit that divides them evenly. */
function waitParts(config: Record<string, unknown>): Pick<StepDraft, 'waitAmount' | 'waitUnit'> {
  const seconds =
    Number(config.seconds ?? 0) +
    60 * Number(config.minutes ?? 0) +
    3600 * Number(config.hours ?? 0) +
    86_400 * Number(config.days ?? 0)
  const unit = [...WAIT_UNITS].reverse().find((u) => seconds % UNIT_SECONDS[u] === 0) ?? 'minutes'
  return { waitAmount: String(seconds / UNIT_SECONDS[unit]), waitUnit: unit }
}

/** A saved workflow as the form edits it. */
export function formOf(workflow: Workflow): WorkflowForm {
  const { trigger } = workflow
  return {
    name: workflow.name,
    description: workflow.description ?? '',
    triggerType: trigger.type === 'schedule' ? 'schedule' : 'manual',
    cron: trigger.cron ?? '0 9 * * 1',
    timeZone: trigger.timeZone ?? 'UTC',
    steps: workflow.steps.map((step) => {
      const config = step.config
      return {
        ...newStep(step.type === 'wait' ? 'wait' : 'notify'),
        id: step.id,
        name: step.name,
        ...(step.type === 'wait' ? waitParts(config) : {}),
        to: Array.isArray(config.to) ? config.to.map(String) : [],
        subject: typeof config.subject === 'string' ? config.subject : '',
        message: typeof config.message === 'string' ? config.message : '',
      }
    }),
  }
}

function stepProblems(step: StepDraft, index: number): FormProblems {
  const problems: FormProblems = {}
  const at = `steps.${index}`
  if (!step.name.trim()) problems[`${at}.name`] = 'Name the step'
  if (step.type === 'wait') {
    const amount = Number(step.waitAmount)
    if (!/^\d+$/.test(step.waitAmount.trim()) || amount < 1) {
      problems[`${at}.wait`] = 'Wait a whole number of minutes, hours or days, at least 1'
    } else if (amount * UNIT_SECONDS[step.waitUnit] > MAX_WAIT_SECONDS) {
      problems[`${at}.wait`] = 'A step waits at most 90 days'
    }
  } else {
    if (!step.to.length) problems[`${at}.to`] = 'Choose at least one person to e-mail'
    else if (step.to.length > MAX_RECIPIENTS) {
      problems[`${at}.to`] = `One e-mail goes to at most ${MAX_RECIPIENTS} people`
    }
    if (!step.subject.trim()) problems[`${at}.subject`] = 'Give the e-mail a subject'
    if (!step.message.trim()) problems[`${at}.message`] = 'Write what the e-mail says'
  }
  return problems
}

/** Everything that would stop the workflow from saving, by field; empty when it can be saved. */
export function problemsOf(form: WorkflowForm): FormProblems {
  const problems: FormProblems = {}
  if (!form.name.trim()) problems.name = 'Name the workflow'
  if (form.triggerType === 'schedule') {
    const parsed = parseCron(form.cron)
    if (!form.cron.trim()) problems.cron = 'Enter when it runs, e.g. 0 9 * * 1'
    else if (!parsed.ok) problems.cron = parsed.error
    if (!isTimeZone(form.timeZone)) problems.timeZone = 'Choose a time zone'
  }
  if (!form.steps.length) problems.steps = 'Add at least one step'
  for (const [index, step] of form.steps.entries())
    Object.assign(problems, stepProblems(step, index))
  return problems
}

function configOf(step: StepDraft): Record<string, unknown> {
  if (step.type === 'wait') return { [step.waitUnit]: Number(step.waitAmount) }
  return { to: step.to, subject: step.subject.trim(), message: step.message.trim() }
}

/** The workflow to send; call it on a form without problems. */
export function inputOf(form: WorkflowForm): WorkflowInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    trigger:
      form.triggerType === 'schedule'
        ? { type: 'schedule', cron: form.cron.trim().replace(/\s+/g, ' '), timeZone: form.timeZone }
        : { type: 'manual' },
    steps: form.steps.map((step) => ({
      ...(step.id ? { id: step.id } : {}),
      type: step.type,
      name: step.name.trim(),
      config: configOf(step),
    })),
  }
}

const NOTIFY_FIELDS = new Set(['to', 'subject', 'message'])

/** The form's name for a field of step `index` the server named (`config.to`, `config`, `type`). */
function stepFieldName(index: string, field: string, sub: string | undefined): string {
  if (field === 'config') return `steps.${index}.${sub && NOTIFY_FIELDS.has(sub) ? sub : 'wait'}`
  return `steps.${index}.name`
}

/** The server's field paths (`trigger.cron`, `steps.0.config.to`) as the form's field names. */
export function formNamesOf(server: Record<string, string>): FormProblems {
  const problems: FormProblems = {}
  for (const [path, message] of Object.entries(server)) {
    const step = /^steps\.(\d+)\.(\w+)(?:\.(\w+))?/.exec(path)
    const name = step
      ? stepFieldName(step[1] as string, step[2] as string, step[3])
      : path === 'trigger.timeZone'
        ? 'timeZone'
        : path.startsWith('trigger.')
          ? 'cron'
          : path
    problems[name] ??= message
  }
  return problems
}

/** Moves the step at `from` to `to`, for the up and down buttons. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}
