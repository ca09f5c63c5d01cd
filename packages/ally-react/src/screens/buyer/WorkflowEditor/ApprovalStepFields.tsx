import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import type { StepFieldsProps } from './SourcingStepFields'
import { TeamRecipients } from './TeamRecipients'
import { DEADLINE_UNITS, type DeadlineUnit, MAX_RECIPIENTS } from './workflowForm'

// An approval step's fields: who decides, when nobody deciding gives up, and an optional
// reminder before that. Named `steps.N.to`, `steps.N.timeout` and `steps.N.remindAfter`, the
// names the form's problems and the server's (renamed by formNamesOf) land on.

/** A change to the time-out can put the reminder after it: both fields' problems show. */
const TIMES = ['timeout', 'remindAfter'] as const

const UNIT_OPTIONS = DEADLINE_UNITS.map((unit) => ({ id: unit, label: unit }))

/**
 * How long a run waits for someone before it fails (an approval, a vendor accepting a PO):
 * `steps.N.timeout` in hours or days. `touches` are the fields a change shows the problems of.
 */
export function GiveUpAfter({
  step,
  index,
  editor,
  description,
  touches = 'timeout',
}: StepFieldsProps & { description: string; touches?: string | readonly string[] }) {
  const at = `steps.${index}`
  return (
    <div className="ally-WorkflowEditor-wait">
      <TextInput
        label="Give up after"
        name={`${at}.timeout`}
        type="number"
        min={1}
        inputMode="numeric"
        required
        value={step.timeoutAmount}
        onChange={(timeoutAmount) => editor.changeStep(index, { timeoutAmount }, touches)}
        description={description}
      />
      <Select
        label="Unit"
        name={`${at}.timeoutUnit`}
        options={UNIT_OPTIONS}
        selectedKey={step.timeoutUnit}
        onSelectionChange={(unit) =>
          unit && editor.changeStep(index, { timeoutUnit: unit as DeadlineUnit }, touches)
        }
      />
    </div>
  )
}

/** Who is asked to approve, how long the run waits for them, and when they are reminded. */
export function ApprovalFields({ step, index, editor }: StepFieldsProps) {
  const at = `steps.${index}`
  const { changeStep } = editor
  return (
    <div className="ally-WorkflowEditor-fields">
      <TeamRecipients
        step={step}
        index={index}
        editor={editor}
        label={`Who decides (up to ${MAX_RECIPIENTS})`}
      />
      <p className="ally-WorkflowEditor-hint">
        The run waits for the first of them, or an owner or admin, to approve or reject. Rejected,
        it stops without the steps after; nobody deciding in time fails it.
      </p>
      <GiveUpAfter
        step={step}
        index={index}
        editor={editor}
        description="Counted from when they are asked; up to 90 days."
        touches={TIMES}
      />
      <div className="ally-WorkflowEditor-wait">
        <TextInput
          label="Remind after (optional)"
          name={`${at}.remindAfter`}
          type="number"
          min={1}
          inputMode="numeric"
          value={step.remindAmount}
          onChange={(remindAmount) => changeStep(index, { remindAmount }, TIMES)}
          description="They are e-mailed once more if nobody has decided by then; leave it empty for no reminder."
        />
        <Select
          label="Unit"
          name={`${at}.remindUnit`}
          options={UNIT_OPTIONS}
          selectedKey={step.remindUnit}
          onSelectionChange={(unit) =>
            unit && changeStep(index, { remindUnit: unit as DeadlineUnit }, TIMES)
          }
        />
      </div>
    </div>
  )
}
