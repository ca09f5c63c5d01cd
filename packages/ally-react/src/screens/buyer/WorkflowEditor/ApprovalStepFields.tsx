import { AmountAndUnit } from './AmountAndUnit'
import type { StepFieldsProps } from './SourcingStepFields'
import { TeamRecipients } from './TeamRecipients'
import { DEADLINE_UNITS, MAX_RECIPIENTS } from './workflowForm'

// An approval step's fields: who decides, when nobody deciding gives up, and an optional
// reminder before that. Named `steps.N.to`, `steps.N.timeout` and `steps.N.remindAfter`, the
// names the form's problems and the server's (renamed by formNamesOf) land on.

/** A change to the time-out can put the reminder after it: both fields' problems show. */
const TIMES = ['timeout', 'remindAfter'] as const

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
    <AmountAndUnit
      label="Give up after"
      name={`${at}.timeout`}
      amount={step.timeoutAmount}
      unit={step.timeoutUnit}
      units={DEADLINE_UNITS}
      onAmount={(timeoutAmount) => editor.changeStep(index, { timeoutAmount }, touches)}
      onUnit={(timeoutUnit) => editor.changeStep(index, { timeoutUnit }, touches)}
      description={description}
    />
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
      <AmountAndUnit
        label="Remind after (optional)"
        name={`${at}.remindAfter`}
        amount={step.remindAmount}
        unit={step.remindUnit}
        units={DEADLINE_UNITS}
        onAmount={(remindAmount) => changeStep(index, { remindAmount }, TIMES)}
        onUnit={(remindUnit) => changeStep(index, { remindUnit }, TIMES)}
        description="They are e-mailed once more if nobody has decided by then; leave it empty for no reminder."
        optional
      />
    </div>
  )
}
