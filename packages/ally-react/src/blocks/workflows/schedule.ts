import type { WORKFLOW_EVENTS, Workflow } from '@ally/sdk'

// A workflow's schedule as a buyer reads it: a five-field cron (minute hour day-of-month month
// day-of-week, the engine's own syntax, docs/product-rules.md "Workflows") checked as it is typed,
// said in words, and its next run times in the trigger's time zone. The server checks the cron
// again when the workflow is saved; this is what lets the editor answer before that.

interface FieldSpec {
  name: string
  min: number
  max: number
  names?: readonly string[]
}

const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of the month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  // 7 is Sunday too, as in most crons.
  { name: 'day of the week', min: 0, max: 7, names: DAY_NAMES },
]

/** A cron read into the values each field allows, sorted; `any` when the field was `*`. */
export interface Schedule {
  minutes: number[]
  hours: number[]
  daysOfMonth: number[]
  months: number[]
  /** 0 is Sunday; a 7 is read as 0. */
  daysOfWeek: number[]
  anyDayOfMonth: boolean
  anyMonth: boolean
  anyDayOfWeek: boolean
  anyHour: boolean
  anyMinute: boolean
  /** The minute field as typed, for "every 15 minutes". */
  minuteText: string
}

export type ParsedSchedule = { ok: true; schedule: Schedule } | { ok: false; error: string }

function fieldValue(text: string, spec: FieldSpec): number {
  const named = spec.names?.indexOf(text.toLowerCase() as never) ?? -1
  if (named >= 0) return spec.names === MONTH_NAMES ? named + 1 : named
  if (!/^\d+$/.test(text)) throw new Error(`“${text}” is not a ${spec.name}`)
  const value = Number(text)
  if (value < spec.min || value > spec.max) {
    throw new Error(`The ${spec.name} must be ${spec.min} to ${spec.max}, not ${value}`)
  }
  return value
}

function fieldValues(text: string, spec: FieldSpec): number[] {
  const values = new Set<number>()
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/')
    const step = stepText === undefined ? 1 : Number(stepText)
    if (
      !Number.isInteger(step) ||
      step < 1 ||
      (stepText !== undefined && !/^\d+$/.test(stepText))
    ) {
      throw new Error(`“${part}” needs a step of a whole number, at least 1`)
    }
    let from: number
    let to: number
    if (range === '*') {
      from = spec.min
      to = spec.max
    } else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-')
      from = fieldValue(a, spec)
      to = fieldValue(b, spec)
      if (from > to) throw new Error(`The ${spec.name} range ${range} runs backwards`)
    } else {
      from = fieldValue(range, spec)
      to = stepText === undefined ? from : spec.max
    }
    for (let value = from; value <= to; value += step) values.add(value)
  }
  return [...values].sort((a, b) => a - b)
}

/** Reads a cron; the error is a sentence naming the field that is wrong. */
export function parseCron(cron: string): ParsedSchedule {
  const fields = cron.trim().split(/\s+/).filter(Boolean)
  if (fields.length !== 5) {
    return {
      ok: false,
      error:
        'A schedule has five fields: minute hour day-of-month month day-of-week, e.g. 0 9 * * 1',
    }
  }
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = ''] = fields
  if (dayOfMonth !== '*' && dayOfWeek !== '*') {
    return {
      ok: false,
      error: 'Set a day of the month or a day of the week, not both; keep the other as *',
    }
  }
  try {
    const [minutes, hours, daysOfMonth, months, weekDays] = fields.map((field, index) =>
      fieldValues(field, FIELDS[index] as FieldSpec),
    ) as [number[], number[], number[], number[], number[]]
    return {
      ok: true,
      schedule: {
        minutes,
        hours,
        daysOfMonth,
        months,
        daysOfWeek: [...new Set(weekDays.map((day) => day % 7))].sort((a, b) => a - b),
        anyMinute: minute === '*',
        anyHour: hour === '*',
        anyDayOfMonth: dayOfMonth === '*',
        anyMonth: month === '*',
        anyDayOfWeek: dayOfWeek === '*',
        minuteText: minute,
      },
    }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  }
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** Consecutive numbers as "Monday to Friday", others listed. */
function rangeOrList(values: readonly number[], name: (value: number) => string): string {
  const first = values[0] as number
  const consecutive = values.length > 2 && values.every((value, index) => value === first + index)
  return consecutive
    ? `${name(first)} to ${name(values.at(-1) as number)}`
    : listed(values.map(name))
}

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`

function timeWords(s: Schedule): string {
  const step = /^\*\/(\d+)$/.exec(s.minuteText)?.[1]
  if (s.anyHour) {
    if (s.anyMinute) return 'every minute'
    if (step) return `every ${step} minutes`
    return `at ${listed(s.minutes.map((m) => `minute ${m}`))} of every hour`
  }
  if (s.hours.length * s.minutes.length <= 4) {
    return `at ${listed(s.hours.flatMap((h) => s.minutes.map((m) => clock(h, m))))}`
  }
  const hours = rangeOrList(s.hours, (h) => clock(h, 0))
  const [minute] = s.minutes
  const first = s.hours[0] as number
  const everyHour = s.hours.every((hour, index) => hour === first + index)
  if (s.minutes.length === 1 && minute !== undefined) {
    if (everyHour) {
      return `every hour from ${clock(first, minute)} to ${clock(s.hours.at(-1) as number, minute)}`
    }
    return `at ${listed(s.hours.map((h) => clock(h, minute)))}`
  }
  if (s.anyMinute) return `every minute in the hours from ${hours}`
  if (step) return `every ${step} minutes in the hours from ${hours}`
  return `at ${listed(s.minutes.map(String))} minutes past each hour from ${hours}`
}

function dayWords(s: Schedule): string {
  const months = s.anyMonth ? '' : ` in ${rangeOrList(s.months, (m) => MONTHS[m - 1] as string)}`
  if (!s.anyDayOfWeek) {
    return `Every ${rangeOrList(s.daysOfWeek, (d) => WEEKDAYS[d] as string)}${months}`
  }
  if (!s.anyDayOfMonth) {
    const days = listed(s.daysOfMonth.map(String))
    const which = s.daysOfMonth.length === 1 ? `day ${days}` : `days ${days}`
    return `On ${which} of ${s.anyMonth ? 'every month' : rangeOrList(s.months, (m) => MONTHS[m - 1] as string)}`
  }
  return `Every day${months}`
}

/** "Every Monday at 09:00", "Every day every 15 minutes", "On day 1 of every month at 08:30". */
export function describeSchedule(schedule: Schedule): string {
  return `${dayWords(schedule)} ${timeWords(schedule)}`
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The wall clock in `timeZone` at `instant`, as if it were UTC (for arithmetic on it). */
function wallClock(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]),
  ) as Record<string, number>
  return Date.UTC(part.year as number, (part.month as number) - 1, part.day, part.hour, part.minute)
}

/** The instant at which `timeZone`'s clock reads `wall` (a UTC-encoded wall time). */
function instantOf(wall: number, timeZone: string): number {
  let instant = wall - (wallClock(wall, timeZone) - wall)
  // Once more, for a zone whose offset changes between the guess and the answer.
  instant = wall - (wallClock(instant, timeZone) - instant)
  return instant
}

/** How far ahead the next times are looked for: a schedule that never comes round has none. */
const LOOKAHEAD_DAYS = 366 * 8

/**
 * The next `count` times the schedule fires after `after`, in `timeZone` (an IANA name); fewer
 * when it never comes round (31 February). Times a clock change skips are not listed.
 */
export function nextTimes(schedule: Schedule, timeZone: string, after: Date, count = 5): Date[] {
  const times: Date[] = []
  const start = wallClock(after.getTime(), timeZone)
  const startDay = Date.UTC(
    new Date(start).getUTCFullYear(),
    new Date(start).getUTCMonth(),
    new Date(start).getUTCDate(),
  )
  const anyDay = schedule.anyDayOfMonth && schedule.anyDayOfWeek
  for (let offset = 0; offset < LOOKAHEAD_DAYS && times.length < count; offset++) {
    const day = new Date(startDay + offset * 86_400_000)
    if (!schedule.months.includes(day.getUTCMonth() + 1)) continue
    const dayMatches = anyDay
      ? true
      : schedule.anyDayOfWeek
        ? schedule.daysOfMonth.includes(day.getUTCDate())
        : schedule.daysOfWeek.includes(day.getUTCDay())
    if (!dayMatches) continue
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        const wall = day.getTime() + (hour * 60 + minute) * 60_000
        if (wall <= start) continue
        const instant = instantOf(wall, timeZone)
        if (wallClock(instant, timeZone) !== wall || instant <= after.getTime()) continue
        times.push(new Date(instant))
        if (times.length === count) return times
      }
    }
  }
  return times
}

/** Whether `timeZone` is an IANA time zone this browser knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** What can start a workflow besides a person or a schedule. */
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number]

/** Each event a workflow can start on, as the editor offers it and the list says it. */
export const EVENT_WORDS: Record<WorkflowEvent, string> = {
  'order.created': 'When an order is created',
  'rfq.sent': 'When RFQs are sent',
  'quote_response.received': 'When a vendor answers an RFQ',
  'rfq.deadline_passed': "When an RFQ's deadline passes",
  'purchase_order.acknowledged': 'When a vendor acknowledges a PO',
  'shipment.late': 'When a shipment is late',
}

/** What starts a workflow, in words: "Run by hand", "Every Monday at 09:00 (Africa/Lagos)". */
export function triggerText(trigger: Workflow['trigger']): string {
  if (trigger.type === 'manual') return 'Run by hand'
  if (trigger.type === 'event') return trigger.event ? EVENT_WORDS[trigger.event] : 'On an event'
  const parsed = parseCron(trigger.cron ?? '')
  const zone = trigger.timeZone ?? 'UTC'
  return parsed.ok ? `${describeSchedule(parsed.schedule)} (${zone})` : `${trigger.cron} (${zone})`
}
