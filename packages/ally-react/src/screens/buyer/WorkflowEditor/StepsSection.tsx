import { useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError as GroupError } from 'react-aria-components/CheckboxGroup'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Radio, RadioGroup, Label as RadioLabel } from 'react-aria-components/RadioGroup'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { stepTypeText } from '../../../blocks/workflows/workflowStatus'
import { RequiredMarker } from '../../../ui/internal/RequiredMarker'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { AmountAndUnit } from './AmountAndUnit'
import { ApprovalFields, GiveUpAfter } from './ApprovalStepFields'
import {
  AcceptFields,
  PickBestFields,
  SendPurchaseOrderFields,
  SendRfqFields,
  type StepFieldsProps,
  StepHint,
} from './SourcingStepFields'
import { TeamRecipients } from './TeamRecipients'
import type { WorkflowEditorState } from './useWorkflowEditor'
import {
  DEADLINE_UNITS,
  EDITABLE_STEP_TYPES,
  type EditableStepType,
  MAX_RECIPIENTS,
  moved,
  newStep,
  WAIT_UNITS,
  type WaitFor,
  withWaitFor,
} from './workflowForm'
import '../../../ui/internal/MenuPopover.css'

const TYPE_OPTIONS = EDITABLE_STEP_TYPES.map((type) => ({ id: type, label: stepTypeText(type) }))

type StepProps = StepFieldsProps

/** The workflow's steps in order, each editable, movable and removable, and adding more. */
export function StepsSection({ editor }: { editor: WorkflowEditorState }) {
  const { form, change, problems } = editor
  const headingId = useId()
  const add = (type: EditableStepType) =>
    change({ steps: [...form.steps, newStep(type, editor.me)] })
  return (
    <section className="ally-WorkflowEditor-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Steps</h2>
      <p className="ally-WorkflowEditor-hint">Steps run one after the other, top to bottom.</p>
      {problems.steps && (
        <p className="ally-WorkflowEditor-problem" role="alert">
          {problems.steps}
        </p>
      )}
      <ol className="ally-WorkflowEditor-steps">
        {form.steps.map((step, index) => (
          <StepCard key={step.key} step={step} index={index} editor={editor} />
        ))}
      </ol>
      <div className="ally-WorkflowEditor-add">
        <MenuTrigger>
          <Button className="ally-SourcingButton">
            Add a step{' '}
            <span aria-hidden="true" className="ally-WorkflowEditor-caret">
              ▾
            </span>
          </Button>
          <Popover placement="bottom start" className="ally-MenuPopover">
            <Menu
              className="ally-MenuPopover-menu"
              onAction={(type) => add(type as EditableStepType)}
            >
              {TYPE_OPTIONS.map((option) => (
                <MenuItem key={option.id} id={option.id} className="ally-WorkflowEditor-menuItem">
                  {option.label}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </section>
  )
}

function StepCard({ step, index, editor }: StepProps) {
  const { form, change, changeStep, changeStepType } = editor
  const at = `steps.${index}`
  const count = form.steps.length
  const whose = <VisuallyHidden elementType="span"> step {index + 1}</VisuallyHidden>
  return (
    <li className="ally-WorkflowEditor-step" data-step-type={step.type}>
      <div className="ally-WorkflowEditor-stepHead">
        <span className="ally-WorkflowEditor-stepNumber" aria-hidden="true">
          {index + 1}
        </span>
        <TextInput
          label={`Step ${index + 1} name`}
          name={`${at}.name`}
          required
          value={step.name}
          onChange={(name) => changeStep(index, { name }, 'name')}
          className="ally-WorkflowEditor-stepName"
        />
        <Select
          label="Does"
          name={`${at}.type`}
          options={TYPE_OPTIONS}
          selectedKey={step.type}
          onSelectionChange={(type) => type && changeStepType(index, type as EditableStepType)}
        />
      </div>
      <StepFields step={step} index={index} editor={editor} />
      <div className="ally-WorkflowEditor-stepActions">
        <Button
          className="ally-SourcingButton"
          isDisabled={index === 0}
          onPress={() => change({ steps: moved(form.steps, index, index - 1) })}
        >
          Move up{whose}
        </Button>
        <Button
          className="ally-SourcingButton"
          isDisabled={index === count - 1}
          onPress={() => change({ steps: moved(form.steps, index, index + 1) })}
        >
          Move down{whose}
        </Button>
        <Button
          className="ally-SourcingButton"
          data-variant="danger"
          isDisabled={count === 1}
          onPress={() => change({ steps: form.steps.filter((_, at) => at !== index) }, 'steps')}
        >
          Remove{whose}
        </Button>
      </div>
    </li>
  )
}

/** The fields of a step of its type. */
function StepFields(props: StepProps) {
  switch (props.step.type) {
    case 'wait':
      return <WaitFields {...props} />
    case 'notify':
      return <NotifyFields {...props} />
    case 'send_rfq':
      return <SendRfqFields {...props} />
    case 'pick_best_quote':
      return <PickBestFields {...props} />
    case 'approval':
      return <ApprovalFields {...props} />
    case 'accept_quote':
      return <AcceptFields {...props} />
    case 'send_purchase_order':
      return <SendPurchaseOrderFields {...props} />
    case 'remind':
      return (
        <StepHint>
          E-mails a reminder to each vendor of the RFQ sent before who has neither answered nor
          declined.
        </StepHint>
      )
    case 'create_purchase_order':
      return <StepHint>Makes the purchase order for the awarded answer.</StepHint>
    case 'copilot_summary':
      return <CopilotSummaryFields {...props} />
  }
}

function WaitFields({ step, index, editor }: StepProps) {
  const at = `steps.${index}`
  const problem = editor.problems[`${at}.until`]
  return (
    <div className="ally-WorkflowEditor-fields">
      <RadioGroup
        className="ally-WorkflowEditor-choice"
        name={`${at}.until`}
        value={step.waitFor}
        onChange={(waitFor) =>
          editor.changeStep(index, withWaitFor(step, waitFor as WaitFor), 'until')
        }
        isInvalid={!!problem}
      >
        <RadioLabel className="ally-WorkflowEditor-choiceLabel">Wait</RadioLabel>
        <Radio className="ally-WorkflowEditor-radio" value="time">
          For a time
        </Radio>
        <Radio className="ally-WorkflowEditor-radio" value="answers">
          Until the answers are in
        </Radio>
        <Radio className="ally-WorkflowEditor-radio" value="deadline">
          Until before the deadline
        </Radio>
        <Radio className="ally-WorkflowEditor-radio" value="acknowledged">
          Until the vendor accepts the purchase order
        </Radio>
        <GroupError className="ally-WorkflowEditor-problem">{problem}</GroupError>
      </RadioGroup>
      {step.waitFor === 'answers' && (
        <p className="ally-WorkflowEditor-hint">
          Waits until every vendor of the RFQ sent before answered or declined, or its deadline
          passed.
        </p>
      )}
      {step.waitFor === 'deadline' && <BeforeDeadline step={step} index={index} editor={editor} />}
      {step.waitFor === 'time' && <WaitTime step={step} index={index} editor={editor} />}
      {step.waitFor === 'acknowledged' && (
        <GiveUpAfter
          step={step}
          index={index}
          editor={editor}
          description="The purchase order sent before must be accepted by then, or the run fails; up to 90 days. Declined, it fails at once."
        />
      )}
    </div>
  )
}

/** How long before the deadline of the RFQ sent earlier a wait ends. */
function BeforeDeadline({ step, index, editor }: StepProps) {
  const at = `steps.${index}`
  return (
    <AmountAndUnit
      label="How long before"
      name={`${at}.before`}
      amount={step.beforeAmount}
      unit={step.beforeUnit}
      units={DEADLINE_UNITS}
      onAmount={(beforeAmount) => editor.changeStep(index, { beforeAmount }, 'before')}
      onUnit={(beforeUnit) => editor.changeStep(index, { beforeUnit }, 'before')}
      description="Before the latest deadline of the vendors still to answer; 0 waits for the deadline itself. Over at once if every vendor has answered."
      min={0}
    />
  )
}

function WaitTime({ step, index, editor }: StepProps) {
  const at = `steps.${index}`
  return (
    <AmountAndUnit
      label="Wait for"
      name={`${at}.wait`}
      amount={step.waitAmount}
      unit={step.waitUnit}
      units={WAIT_UNITS}
      onAmount={(waitAmount) => editor.changeStep(index, { waitAmount }, 'wait')}
      onUnit={(waitUnit) => editor.changeStep(index, { waitUnit }, 'wait')}
      description="The run stays paused this long, then goes on; up to 90 days."
    />
  )
}

function NotifyFields({ step, index, editor }: StepProps) {
  const at = `steps.${index}`
  return (
    <div className="ally-WorkflowEditor-notify">
      <TeamRecipients
        step={step}
        index={index}
        editor={editor}
        label={`Who gets it (up to ${MAX_RECIPIENTS})`}
      />
      <TextInput
        label="Subject"
        name={`${at}.subject`}
        required
        value={step.subject}
        onChange={(subject) => editor.changeStep(index, { subject }, 'subject')}
      />
      <TextField
        className="ally-WorkflowEditor-message"
        name={`${at}.message`}
        isRequired
        value={step.message}
        onChange={(message) => editor.changeStep(index, { message }, 'message')}
        maxLength={4000}
      >
        <Label className="ally-WorkflowEditor-fieldLabel">
          Message
          <RequiredMarker />
        </Label>
        <TextArea rows={4} className="ally-SourcingTextArea" />
        <FieldError className="ally-WorkflowEditor-problem" />
      </TextField>
    </div>
  )
}

function CopilotSummaryFields({ step, index, editor }: StepProps) {
  return (
    <div className="ally-WorkflowEditor-fields">
      <TextInput
        label="Question"
        name={`steps.${index}.question`}
        required
        value={step.question}
        onChange={(question) => editor.changeStep(index, { question }, 'question')}
        description="Asked about the run's order or purchase order, as you would ask it on that page: “Compare the answers”, “Where is this order?”. The e-mails the run sends after this step carry the answer."
      />
    </div>
  )
}
