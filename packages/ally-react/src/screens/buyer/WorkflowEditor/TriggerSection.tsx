import { useId, useMemo } from 'react'
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import {
  describeSchedule,
  EVENT_WORDS,
  isTimeZone,
  nextTimes,
  parseCron,
  type WorkflowEvent,
} from '../../../blocks/workflows/schedule'
import { Select, type SelectOption } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import type { WorkflowEditorState } from './useWorkflowEditor'
import { ROUND_EVENTS } from './workflowForm'

const EVENT_OPTIONS: SelectOption[] = Object.entries(EVENT_WORDS).map(([id, label]) => ({
  id,
  label,
}))

/** What a run an event starts has to work on, for the hint under the choice. */
function eventHint(event: WorkflowEvent | ''): string {
  if (!event) return 'Each time it happens, one run starts, while the workflow is playing.'
  if (event === 'rfq.sent') {
    return 'Each round of RFQs you send starts one run on that round: wait for its deadline, remind its vendors, choose and award its best answer.'
  }
  if (ROUND_EVENTS.has(event)) {
    return "Each time, one run starts on that RFQ's round: remind its vendors, choose its best answer, award it."
  }
  return 'Each time, one run starts; its e-mails say what happened.'
}

/** Every IANA zone this browser knows, with the one chosen and UTC always among them. */
function timeZoneOptions(current: string): SelectOption[] {
  const zones = new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  )
  zones.add('UTC')
  if (isTimeZone(current)) zones.add(current)
  return [...zones].sort().map((zone) => ({ id: zone, label: zone.replace(/_/g, ' ') }))
}

/** "Mon, Jan 5, 09:00" in the schedule's own zone. */
function zonedTime(time: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time)
}

/**
 * What starts the workflow: by hand only, an event, or a schedule (a cron in a time zone), said
 * in words with its next five times as the cron is typed.
 */
export function TriggerSection({ editor }: { editor: WorkflowEditorState }) {
  const { form, change, problems } = editor
  const headingId = useId()
  const zones = useMemo(() => timeZoneOptions(form.timeZone), [form.timeZone])
  return (
    <section className="ally-WorkflowEditor-section" aria-labelledby={headingId}>
      <h2 id={headingId}>When it runs</h2>
      <RadioGroup
        className="ally-WorkflowEditor-choice"
        value={form.triggerType}
        onChange={(value) => change({ triggerType: value as typeof form.triggerType })}
      >
        <Label className="ally-WorkflowEditor-choiceLabel">Trigger</Label>
        <Radio className="ally-WorkflowEditor-radio" value="schedule">
          On a schedule
        </Radio>
        <Radio className="ally-WorkflowEditor-radio" value="event">
          When something happens
        </Radio>
        <Radio className="ally-WorkflowEditor-radio" value="manual">
          Only when someone runs it
        </Radio>
      </RadioGroup>
      {form.triggerType === 'event' && (
        <div className="ally-WorkflowEditor-schedule">
          <Select
            label="What starts it"
            name="event"
            isRequired
            options={EVENT_OPTIONS}
            selectedKey={form.event || null}
            onSelectionChange={(event) =>
              change({ event: (event ?? '') as WorkflowEvent }, 'event')
            }
          />
          <p className="ally-WorkflowEditor-hint" aria-live="polite">
            {eventHint(form.event)}
          </p>
        </div>
      )}
      {form.triggerType === 'schedule' && (
        <div className="ally-WorkflowEditor-schedule">
          <TextInput
            label="Schedule (cron)"
            name="cron"
            required
            value={form.cron}
            onChange={(cron) => change({ cron }, 'cron')}
            description="Minute, hour, day of the month, month, day of the week: 0 9 * * 1 is every Monday at 09:00."
            className="ally-WorkflowEditor-cron"
          />
          <Select
            label="Time zone"
            name="timeZone"
            isRequired
            options={zones}
            selectedKey={isTimeZone(form.timeZone) ? form.timeZone : null}
            onSelectionChange={(zone) => change({ timeZone: zone ?? '' }, 'timeZone')}
          />
          <SchedulePreview cron={form.cron} timeZone={form.timeZone} hidden={!!problems.cron} />
        </div>
      )}
    </section>
  )
}

/** The schedule in words and its next five times; nothing while the cron cannot be read. */
function SchedulePreview({
  cron,
  timeZone,
  hidden,
}: {
  cron: string
  timeZone: string
  hidden: boolean
}) {
  const parsed = parseCron(cron)
  if (hidden || !parsed.ok || !isTimeZone(timeZone)) return null
  const times = nextTimes(parsed.schedule, timeZone, new Date())
  return (
    <div className="ally-WorkflowEditor-preview" aria-live="polite">
      <p className="ally-WorkflowEditor-words">{describeSchedule(parsed.schedule)}</p>
      {times.length ? (
        <>
          <p className="ally-WorkflowEditor-nextLabel">Next runs ({timeZone.replace(/_/g, ' ')})</p>
          <ol className="ally-WorkflowEditor-next">
            {times.map((time) => (
              <li key={time.toISOString()}>
                <time dateTime={time.toISOString()}>{zonedTime(time, timeZone)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p role="alert">This schedule never comes round: no date matches it.</p>
      )}
    </div>
  )
}
