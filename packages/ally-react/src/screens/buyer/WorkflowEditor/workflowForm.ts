import type { Workflow, WorkflowInput } from '@ally/sdk'
import type { FormProblems } from '../../../blocks/forms/useFormDraft'
import { isTimeZone, parseCron, type WorkflowEvent } from '../../../blocks/workflows/schedule'
import { stepTypeText } from '../../../blocks/workflows/workflowStatus'

// The workflow editor's form: what a buyer types, checked as they type by the same rules the
// server applies (docs/product-rules.md, "Workflows"), and turned into the workflow to save. A
// problem's key is the field's name in the form (`cron`, `steps.1.to`); the server's field paths
// are renamed to them (`formNamesOf`).

/** The longest question a co-pilot summary step asks, as the server allows it. */
export const MAX_QUESTION = 500

/** The step kinds a buyer can build: every one of the contract's. */
export const EDITABLE_STEP_TYPES = [
  'send_rfq',
  'wait',
  'remind',
  'pick_best_quote',
  'approval',
  'accept_quote',
  'create_purchase_order',
  'send_purchase_order',
  'notify',
  'copilot_summary',
] as const
export type EditableStepType = (typeof EDITABLE_STEP_TYPES)[number]

export const isEditableStepType = (type: string): type is EditableStepType =>
  (EDITABLE_STEP_TYPES as readonly string[]).includes(type)

export const WAIT_UNITS = ['minutes', 'hours', 'days'] as const
export type WaitUnit = (typeof WAIT_UNITS)[number]

/** The units of an RFQ's deadline and of an approval's give-up and reminder times. */
export const DEADLINE_UNITS = ['hours', 'days'] as const
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number]

/**
 * A wait lasts a time; or until every vendor of the run's round answered (or its deadline); or
 * until a time before the round's deadline; or until the vendor accepts the run's purchase order.
 */
export type WaitFor = 'time' | 'answers' | 'deadline' | 'acknowledged'

/** The longest wait, as the server allows it: 90 days. */
export const MAX_WAIT_SECONDS = 90 * 86_400
/** The most people one e-mail step tells, or one approval step asks, as the server allows it. */
export const MAX_RECIPIENTS = 20
/** The most vendors one RFQ step asks, as the server allows it. */
export const MAX_RFQ_VENDORS = 100
/** The most suggested vendors one RFQ step asks, as the server allows it. */
export const MAX_SUGGESTED_VENDORS = 20

/** An RFQ step asks the vendors chosen in it, or the best suggested ones when it runs. */
export type VendorChoice = 'chosen' | 'suggested'
/** The latest an RFQ step's answers can be due, in hours after it runs: 90 days. */
export const MAX_DEADLINE_HOURS = 2160
/** The longest message to vendors (RFQ, purchase order), and the longest award note. */
export const MAX_VENDOR_MESSAGE = 4000
export const MAX_AWARD_NOTE = 2000

const UNIT_SECONDS: Record<WaitUnit, number> = { minutes: 60, hours: 3600, days: 86_400 }
const UNIT_HOURS: Record<DeadlineUnit, number> = { hours: 1, days: 24 }

export interface StepDraft {
  /** Stable within the page, for React's keys and focus. */
  key: string
  /** The saved step's id, kept so its runs' records follow it; none for a new step. */
  id?: string
  type: EditableStepType
  name: string
  /** For a wait: a time, until the answers are in, or until before the deadline. */
  waitFor: WaitFor
  /** For a wait until the deadline: how long before it, as typed (0: the deadline itself). */
  beforeAmount: string
  beforeUnit: DeadlineUnit
  /** For a wait of a time: how many units, as typed. */
  waitAmount: string
  waitUnit: WaitUnit
  /** For an e-mail: the members' login e-mails. */
  to: string[]
  subject: string
  /** An e-mail's text; for an RFQ or a purchase order, the optional words to the vendors. */
  message: string
  /** For an RFQ: the saved order each run copies, and the vendors asked. */
  orderId: string
  vendorChoice: VendorChoice
  vendorIds: string[]
  /** For an RFQ asking the best suggested vendors: how many, as typed. */
  suggestedCount: string
  /** For an RFQ: when the answers are due after the step runs, as typed. */
  deadlineAmount: string
  deadlineUnit: DeadlineUnit
  /** For choosing the best answer: the optional limits, as typed (on-time rate in percent). */
  maxTotal: string
  maxLeadTimeDays: string
  minOnTimePercent: string
  /** For an award: the optional note to the vendors. */
  note: string
  /** For an approval, or a wait for a PO's acceptance: how long is waited for, as typed. */
  timeoutAmount: string
  timeoutUnit: DeadlineUnit
  /** For an approval: when those asked are reminded, as typed; empty for no reminder. */
  remindAmount: string
  remindUnit: DeadlineUnit
  /** For a co-pilot summary: what it is asked. */
  question: string
}

export interface WorkflowForm {
  name: string
  description: string
  triggerType: 'manual' | 'schedule' | 'event'
  /** For an event trigger: which; empty until chosen. */
  event: WorkflowEvent | ''
  cron: string
  timeZone: string
  steps: StepDraft[]
}

let keys = 0
const nextKey = () => `step-${++keys}`

/** The zone this browser is in, which is where a new schedule is read by default. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The name a new step of each type gets, until the buyer names it. */
export const DEFAULT_STEP_NAMES: Record<EditableStepType, string> = {
  send_rfq: 'Send an RFQ',
  wait: 'Wait a day',
  remind: 'Remind vendors who have not answered',
  pick_best_quote: 'Choose the best answer',
  approval: 'Ask for approval',
  accept_quote: 'Award the best answer',
  create_purchase_order: 'Create the purchase order',
  send_purchase_order: 'Send the purchase order',
  notify: 'E-mail the team',
  copilot_summary: 'Ask the co-pilot for a summary',
}

/**
 * A new step of `type` with sensible defaults: wait a day; e-mail (or ask to approve) the person
 * editing; answers to an RFQ due in 3 days; an approval given up after 3 days, reminded after 1.
 */
export function newStep(type: EditableStepType, me?: string): StepDraft {
  return {
    key: nextKey(),
    type,
    name: DEFAULT_STEP_NAMES[type],
    waitFor: 'time',
    beforeAmount: '1',
    beforeUnit: 'days',
    waitAmount: '1',
    waitUnit: 'days',
    to: me ? [me] : [],
    subject: '',
    message: '',
    orderId: '',
    vendorChoice: 'chosen',
    vendorIds: [],
    suggestedCount: '3',
    ...deadlineParts(72),
    maxTotal: '',
    maxLeadTimeDays: '',
    minOnTimePercent: '',
    note: '',
    timeoutAmount: '3',
    timeoutUnit: 'days',
    remindAmount: '1',
    remindUnit: 'days',
    question: 'Compare the answers',
  }
}

/**
 * Step `step` turned into `type`: what was typed for either stays, and a name left as the old
 * type's default becomes the new one's.
 */
export function withType(step: StepDraft, type: EditableStepType): StepDraft {
  const named = step.name.trim() && step.name !== DEFAULT_STEP_NAMES[step.type]
  return { ...step, type, name: named ? step.name : DEFAULT_STEP_NAMES[type] }
}

/** The name a wait gets for what it waits for, until the buyer names it. */
export const WAIT_NAMES: Record<WaitFor, string> = {
  time: DEFAULT_STEP_NAMES.wait,
  answers: 'Wait until the answers are in',
  deadline: 'Wait until a day before the deadline',
  acknowledged: 'Wait until the vendor accepts the PO',
}

/** Wait `step` now waiting for `waitFor`: a name left as the old kind's default becomes the new one's. */
export function withWaitFor(step: StepDraft, waitFor: WaitFor): StepDraft {
  const named = step.name.trim() && step.name !== WAIT_NAMES[step.waitFor]
  return { ...step, waitFor, name: named ? step.name : WAIT_NAMES[waitFor] }
}

export function emptyForm(me?: string): WorkflowForm {
  return {
    name: '',
    description: '',
    triggerType: 'schedule',
    event: '',
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

/** An RFQ's deadline in days when it is whole days, else in hours. */
export function deadlineParts(hours: number): Pick<StepDraft, 'deadlineAmount' | 'deadlineUnit'> {
  return hours % 24 === 0
    ? { deadlineAmount: String(hours / 24), deadlineUnit: 'days' }
    : { deadlineAmount: String(hours), deadlineUnit: 'hours' }
}

/**
 * A time in seconds in days when it is whole days, else in hours; a time the editor did not make
 * (90 seconds) shows as a fraction of an hour, which the form then asks to make whole.
 */
export function secondsParts(seconds: number): { amount: string; unit: DeadlineUnit } {
  return seconds % 86_400 === 0
    ? { amount: String(seconds / 86_400), unit: 'days' }
    : { amount: String(Math.round((seconds / 3600) * 10_000) / 10_000), unit: 'hours' }
}

/**
 * A saved approval's times as the form's fields; no reminder reads as an empty one, and no
 * time-out (not a step the server took) leaves the new step's.
 */
function approvalParts(
  config: Record<string, unknown>,
): Pick<StepDraft, 'remindAmount' | 'remindUnit'> &
  Partial<Pick<StepDraft, 'timeoutAmount' | 'timeoutUnit'>> {
  const timeout =
    typeof config.timeoutSeconds === 'number' ? secondsParts(config.timeoutSeconds) : undefined
  const remind =
    typeof config.remindAfterSeconds === 'number'
      ? secondsParts(config.remindAfterSeconds)
      : { amount: '', unit: 'days' as const }
  return {
    ...(timeout ? { timeoutAmount: timeout.amount, timeoutUnit: timeout.unit } : {}),
    remindAmount: remind.amount,
    remindUnit: remind.unit,
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')
const recipientsOf = (config: Record<string, unknown>) =>
  Array.isArray(config.to) ? config.to.map(String) : []
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '')
/** 0.9 as "90"; rounded so 0.333 reads "33.3", not "33.300000000000004". */
const percentText = (rate: unknown) =>
  typeof rate === 'number' ? String(Math.round(rate * 10_000) / 100) : ''

/** A saved step's config as the form's fields. */
function draftOf(step: Workflow['steps'][number]): StepDraft {
  const { config } = step
  const base = {
    ...newStep(isEditableStepType(step.type) ? step.type : 'notify'),
    id: step.id,
    name: step.name,
    message: textOf(config.message),
  }
  switch (step.type) {
    case 'wait':
      if (config.until === 'deadline') {
        const { deadlineAmount, deadlineUnit } = deadlineParts(Number(config.hoursBefore ?? 0))
        return {
          ...base,
          waitFor: 'deadline',
          beforeAmount: deadlineAmount,
          beforeUnit: deadlineUnit,
        }
      }
      if (config.until === 'acknowledged') {
        return { ...base, waitFor: 'acknowledged', ...approvalParts(config) }
      }
      return config.until === 'answers'
        ? { ...base, waitFor: 'answers' }
        : { ...base, waitFor: 'time', ...waitParts(config) }
    case 'send_rfq':
      return {
        ...base,
        orderId: textOf(config.orderId),
        vendorIds: Array.isArray(config.vendorIds) ? config.vendorIds.map(String) : [],
        ...(typeof config.suggested === 'number'
          ? { vendorChoice: 'suggested' as const, suggestedCount: String(config.suggested) }
          : {}),
        ...(typeof config.deadlineHours === 'number' ? deadlineParts(config.deadlineHours) : {}),
      }
    case 'pick_best_quote':
      return {
        ...base,
        maxTotal: numberText(config.maxTotal),
        maxLeadTimeDays: numberText(config.maxLeadTimeDays),
        minOnTimePercent: percentText(config.minOnTimeRate),
      }
    case 'accept_quote':
      return { ...base, note: textOf(config.note) }
    case 'approval':
      return { ...base, to: recipientsOf(config), ...approvalParts(config) }
    case 'copilot_summary':
      return { ...base, question: textOf(config.question) }
    default:
      return {
        ...base,
        to: recipientsOf(config),
        subject: textOf(config.subject),
      }
  }
}

/** A saved workflow as the form edits it. */
export function formOf(workflow: Workflow): WorkflowForm {
  const { trigger } = workflow
  return {
    name: workflow.name,
    description: workflow.description ?? '',
    triggerType: trigger.type,
    event: trigger.event ?? '',
    cron: trigger.cron ?? '0 9 * * 1',
    timeZone: trigger.timeZone ?? 'UTC',
    steps: workflow.steps.map(draftOf),
  }
}

const WHOLE = /^\d+$/
/** A number as typed, or NaN: `Number('')` would be 0 and `Number('1e3')` 1000. */
const decimal = (typed: string) => (/^\d+(\.\d+)?$/.test(typed.trim()) ? Number(typed) : Number.NaN)

function waitProblem(step: StepDraft): string | undefined {
  const amount = Number(step.waitAmount)
  if (!WHOLE.test(step.waitAmount.trim()) || amount < 1) {
    return 'Wait a whole number of minutes, hours or days, at least 1'
  }
  if (amount * UNIT_SECONDS[step.waitUnit] > MAX_WAIT_SECONDS) return 'A step waits at most 90 days'
}

function deadlineProblem(step: StepDraft): string | undefined {
  const amount = Number(step.deadlineAmount)
  if (!WHOLE.test(step.deadlineAmount.trim()) || amount < 1) {
    return 'Give the vendors a whole number of hours or days, at least 1'
  }
  if (amount * UNIT_HOURS[step.deadlineUnit] > MAX_DEADLINE_HOURS) {
    return 'Answers are due at most 90 days (2,160 hours) after the RFQ goes'
  }
}

function beforeProblem(step: StepDraft): string | undefined {
  const amount = Number(step.beforeAmount)
  if (!WHOLE.test(step.beforeAmount.trim())) {
    return 'Enter a whole number of hours or days before the deadline, or 0 for the deadline itself'
  }
  if (amount * UNIT_HOURS[step.beforeUnit] > MAX_DEADLINE_HOURS) {
    return 'At most 90 days (2,160 hours) before the deadline'
  }
}

function suggestedProblem(step: StepDraft): string | undefined {
  const count = Number(step.suggestedCount)
  return WHOLE.test(step.suggestedCount.trim()) && count >= 1 && count <= MAX_SUGGESTED_VENDORS
    ? undefined
    : `Ask a whole number of vendors, 1 to ${MAX_SUGGESTED_VENDORS}`
}

/** An amount of hours or days as typed, in seconds; NaN unless a whole number of at least 1. */
function secondsOf(amount: string, unit: DeadlineUnit): number {
  const typed = amount.trim()
  return WHOLE.test(typed) && Number(typed) >= 1
    ? Number(typed) * UNIT_HOURS[unit] * 3600
    : Number.NaN
}

/** Who decides, when nobody deciding gives up, and a reminder (if any) before that. */
/** How long a run waits for someone (`forWhom`), as typed: a whole number of hours or days. */
function timeoutProblem(step: StepDraft, forWhom: string): string | undefined {
  const timeout = secondsOf(step.timeoutAmount, step.timeoutUnit)
  if (Number.isNaN(timeout)) return 'Give up after a whole number of hours or days, at least 1'
  if (timeout > MAX_WAIT_SECONDS) return `A run waits ${forWhom} at most 90 days`
}

function approvalProblems(step: StepDraft): Partial<Record<string, string>> {
  const timeout = secondsOf(step.timeoutAmount, step.timeoutUnit)
  const remind = secondsOf(step.remindAmount, step.remindUnit)
  const reminds = step.remindAmount.trim() !== ''
  return {
    to: !step.to.length
      ? 'Choose at least one person to approve'
      : step.to.length > MAX_RECIPIENTS
        ? `One step asks at most ${MAX_RECIPIENTS} people`
        : undefined,
    timeout: timeoutProblem(step, 'for an approval'),
    remindAfter: !reminds
      ? undefined
      : Number.isNaN(remind)
        ? 'Remind after a whole number of hours or days, at least 1, or leave it empty'
        : remind >= timeout
          ? 'Remind them before it gives up'
          : undefined,
  }
}

/** The problems of what a step of its type asks for, by field (`orderId`, `wait`, `to`). */
function fieldProblems(step: StepDraft): Partial<Record<string, string>> {
  const tooLong = (text: string, max: number, what: string) =>
    text.trim().length > max
      ? `${what} is at most ${max.toLocaleString('en-US')} characters`
      : undefined
  switch (step.type) {
    case 'wait':
      return {
        wait: step.waitFor === 'time' ? waitProblem(step) : undefined,
        before: step.waitFor === 'deadline' ? beforeProblem(step) : undefined,
        timeout:
          step.waitFor === 'acknowledged' ? timeoutProblem(step, 'for the vendor') : undefined,
      }
    case 'notify':
      return {
        to: !step.to.length
          ? 'Choose at least one person to e-mail'
          : step.to.length > MAX_RECIPIENTS
            ? `One e-mail goes to at most ${MAX_RECIPIENTS} people`
            : undefined,
        subject: step.subject.trim() ? undefined : 'Give the e-mail a subject',
        message: step.message.trim() ? undefined : 'Write what the e-mail says',
      }
    case 'send_rfq':
      return {
        orderId: step.orderId ? undefined : 'Choose the order to copy',
        vendorIds:
          step.vendorChoice === 'suggested'
            ? undefined
            : !step.vendorIds.length
              ? 'Choose at least one vendor'
              : step.vendorIds.length > MAX_RFQ_VENDORS
                ? `One RFQ goes to at most ${MAX_RFQ_VENDORS} vendors`
                : undefined,
        suggested: step.vendorChoice === 'suggested' ? suggestedProblem(step) : undefined,
        deadline: deadlineProblem(step),
        message: tooLong(step.message, MAX_VENDOR_MESSAGE, 'The message'),
      }
    case 'pick_best_quote': {
      const total = decimal(step.maxTotal)
      const percent = decimal(step.minOnTimePercent)
      return {
        maxTotal:
          step.maxTotal.trim() && !(total > 0)
            ? 'Enter an amount above 0, or leave it empty'
            : undefined,
        maxLeadTimeDays:
          step.maxLeadTimeDays.trim() && !WHOLE.test(step.maxLeadTimeDays.trim())
            ? 'Enter a whole number of days, or leave it empty'
            : undefined,
        minOnTimeRate:
          step.minOnTimePercent.trim() && !(percent >= 0 && percent <= 100)
            ? 'Enter a percentage from 0 to 100, or leave it empty'
            : undefined,
      }
    }
    case 'accept_quote':
      return { note: tooLong(step.note, MAX_AWARD_NOTE, 'The note') }
    case 'send_purchase_order':
      return { message: tooLong(step.message, MAX_VENDOR_MESSAGE, 'The message') }
    case 'approval':
      return approvalProblems(step)
    case 'copilot_summary':
      return {
        question: step.question.trim()
          ? tooLong(step.question, MAX_QUESTION, 'The question')
          : 'Write what to ask the co-pilot',
      }
    default:
      return {}
  }
}

/** What a step needs done by an earlier one, the server's order rules; `wait` only until answers. */
const NEEDS: Partial<Record<EditableStepType, EditableStepType>> = {
  remind: 'send_rfq',
  wait: 'send_rfq',
  pick_best_quote: 'send_rfq',
  accept_quote: 'pick_best_quote',
  create_purchase_order: 'accept_quote',
  send_purchase_order: 'create_purchase_order',
}

/** The earlier step `step` needs and has not, if any. */
function missingBefore(step: StepDraft, earlier: ReadonlySet<EditableStepType>) {
  if (step.type === 'wait' && step.waitFor === 'time') return undefined
  const needed =
    step.type === 'wait' && step.waitFor === 'acknowledged'
      ? 'send_purchase_order'
      : NEEDS[step.type]
  return needed && !earlier.has(needed) ? needed : undefined
}

/** The events whose runs work on an RFQ's round, as the server's order rules read them. */
export const ROUND_EVENTS: ReadonlySet<WorkflowEvent> = new Set([
  'rfq.sent',
  'quote_response.received',
  'rfq.deadline_passed',
])

/** "a “Send an RFQ” step", "an “Award the best answer” step". */
export function stepNamed(type: EditableStepType): string {
  const label = stepTypeText(type)
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} “${label}” step`
}

function stepProblems(step: StepDraft, index: number): FormProblems {
  const problems: FormProblems = {}
  const at = `steps.${index}`
  if (!step.name.trim()) problems[`${at}.name`] = 'Name the step'
  for (const [field, problem] of Object.entries(fieldProblems(step))) {
    if (problem) problems[`${at}.${field}`] = problem
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
  if (form.triggerType === 'event' && !form.event) problems.event = 'Choose what starts it'
  if (!form.steps.length) problems.steps = 'Add at least one step'
  // A run started by RFQs sent, an answer or a deadline works on that round, as if it had sent it.
  const earlier = new Set<EditableStepType>(
    form.triggerType === 'event' && form.event && ROUND_EVENTS.has(form.event) ? ['send_rfq'] : [],
  )
  for (const [index, step] of form.steps.entries()) {
    Object.assign(problems, stepProblems(step, index))
    const missing = missingBefore(step, earlier)
    if (missing) problems[`steps.${index}.type`] = `Needs ${stepNamed(missing)} before it`
    earlier.add(step.type)
  }
  return problems
}

/** "90" (percent) as the rate the server takes, 0.9; four places, so 33.3 stays 0.333. */
const rateOf = (percent: string) => Math.round(Number(percent) * 100) / 10_000

function configOf(step: StepDraft): Record<string, unknown> {
  const message = step.message.trim()
  switch (step.type) {
    case 'wait':
      if (step.waitFor === 'acknowledged') {
        return {
          until: 'acknowledged',
          timeoutSeconds: secondsOf(step.timeoutAmount, step.timeoutUnit),
        }
      }
      if (step.waitFor === 'deadline') {
        return {
          until: 'deadline',
          hoursBefore: Number(step.beforeAmount) * UNIT_HOURS[step.beforeUnit],
        }
      }
      return step.waitFor === 'answers'
        ? { until: 'answers' }
        : { [step.waitUnit]: Number(step.waitAmount) }
    case 'notify':
      return { to: step.to, subject: step.subject.trim(), message }
    case 'send_rfq':
      return {
        orderId: step.orderId,
        ...(step.vendorChoice === 'suggested'
          ? { suggested: Number(step.suggestedCount) }
          : { vendorIds: step.vendorIds }),
        deadlineHours: Number(step.deadlineAmount) * UNIT_HOURS[step.deadlineUnit],
        ...(message ? { message } : {}),
      }
    case 'pick_best_quote':
      return {
        ...(step.maxTotal.trim() ? { maxTotal: Number(step.maxTotal) } : {}),
        ...(step.maxLeadTimeDays.trim() ? { maxLeadTimeDays: Number(step.maxLeadTimeDays) } : {}),
        ...(step.minOnTimePercent.trim() ? { minOnTimeRate: rateOf(step.minOnTimePercent) } : {}),
      }
    case 'accept_quote':
      return step.note.trim() ? { note: step.note.trim() } : {}
    case 'send_purchase_order':
      return message ? { message } : {}
    case 'approval':
      return {
        to: step.to,
        timeoutSeconds: secondsOf(step.timeoutAmount, step.timeoutUnit),
        ...(step.remindAmount.trim()
          ? { remindAfterSeconds: secondsOf(step.remindAmount, step.remindUnit) }
          : {}),
      }
    case 'copilot_summary':
      return { question: step.question.trim() }
    default:
      return {}
  }
}

/** The workflow to send; call it on a form without problems. */
export function inputOf(form: WorkflowForm): WorkflowInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    trigger:
      form.triggerType === 'schedule'
        ? { type: 'schedule', cron: form.cron.trim().replace(/\s+/g, ' '), timeZone: form.timeZone }
        : form.triggerType === 'event' && form.event
          ? { type: 'event', event: form.event }
          : { type: 'manual' },
    steps: form.steps.map((step) => ({
      ...(step.id ? { id: step.id } : {}),
      type: step.type,
      name: step.name.trim(),
      config: configOf(step),
    })),
  }
}

/** The config keys the server names that are a form field of the same name. */
const SAME_NAME = new Set([
  'to',
  'subject',
  'message',
  'orderId',
  'vendorIds',
  'suggested',
  'until',
  'maxTotal',
  'maxLeadTimeDays',
  'minOnTimeRate',
  'note',
  'question',
])
const WAIT_KEYS = new Set(['seconds', 'minutes', 'hours', 'days'])
/** An approval's config keys, which the form types in a unit: its field of another name. */
const APPROVAL_FIELDS: Partial<Record<string, string>> = {
  timeoutSeconds: 'timeout',
  remindAfterSeconds: 'remindAfter',
}

/**
 * The form's name for a field of step `index` the server named (`config.to`, `config`, `type`):
 * a config key is its field, a wait's units are `wait`, the deadline is `deadline`, an approval's
 * times `timeout` and `remindAfter`; the whole
 * config is the wait's field for a wait and the step's type otherwise.
 */
function stepFieldName(
  index: string,
  field: string,
  sub: string | undefined,
  step: StepDraft | undefined,
): string {
  const at = `steps.${index}`
  if (field === 'type') return `${at}.type`
  if (field !== 'config') return `${at}.name`
  if (sub && SAME_NAME.has(sub)) return `${at}.${sub}`
  if (sub === 'deadlineHours') return `${at}.deadline`
  if (sub === 'hoursBefore') return `${at}.before`
  const approvalField = sub && APPROVAL_FIELDS[sub]
  if (approvalField) return `${at}.${approvalField}`
  if (sub && WAIT_KEYS.has(sub)) return `${at}.wait`
  if (!step || step.type === 'wait')
    return `${at}.${step && step.waitFor !== 'time' ? 'until' : 'wait'}`
  return `${at}.type`
}

/**
 * The server's field paths (`trigger.cron`, `steps.0.config.vendorIds.1`) as the form's field
 * names; `form` tells what a step's whole `config` is about.
 */
export function formNamesOf(server: Record<string, string>, form?: WorkflowForm): FormProblems {
  const problems: FormProblems = {}
  for (const [path, message] of Object.entries(server)) {
    const step = /^steps\.(\d+)\.(\w+)(?:\.(\w+))?/.exec(path)
    const name = step
      ? stepFieldName(step[1] as string, step[2] as string, step[3], form?.steps[Number(step[1])])
      : path === 'trigger.timeZone' || path === 'trigger.event'
        ? path.slice('trigger.'.length)
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
