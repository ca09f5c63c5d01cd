import type { Order } from '@ally/sdk'
import { useState } from 'react'
import { Radio, RadioGroup, Label as RadioLabel } from 'react-aria-components/RadioGroup'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { useOrder } from '../../../queries/sourcing'
import { TextInput } from '../../../ui/TextInput'
import { VendorPicker } from '../RfqCreate/VendorPicker'
import { AmountAndUnit } from './AmountAndUnit'
import { OrderChooser } from './OrderChooser'
import type { WorkflowEditorState } from './useWorkflowEditor'
import {
  DEADLINE_UNITS,
  MAX_AWARD_NOTE,
  MAX_RFQ_VENDORS,
  MAX_SUGGESTED_VENDORS,
  MAX_VENDOR_MESSAGE,
  type StepDraft,
  type VendorChoice,
} from './workflowForm'
import '../RfqCreate/RfqCreate.css'

// The fields of the steps that source: send an RFQ, remind, choose and award the best answer,
// create and send the purchase order. Each names its fields `steps.N.<field>` so the form's
// problems and the server's land on them.

/** One step of the form, at `index`, and the editor it changes. */
export interface StepFieldsProps {
  step: StepDraft
  index: number
  editor: WorkflowEditorState
}

/**
 * The chosen order: the one picked here, or, for a saved step, read by its id (the search may
 * not list it).
 */
function useChosenOrder(orderId: string) {
  const [picked, setPicked] = useState<Order>()
  const known = picked?.id === orderId ? picked : undefined
  const read = useOrder(orderId && !known ? orderId : '')
  return { order: known ?? read.data?.data.order, pick: setPicked, gone: read.isError }
}

/** The order to copy, the vendors to ask, when their answers are due and what they are told. */
export function SendRfqFields({ step, index, editor }: StepFieldsProps) {
  const at = `steps.${index}`
  const { problems, changeStep } = editor
  const { order, pick, gone } = useChosenOrder(step.orderId)
  return (
    <div className="ally-WorkflowEditor-fields">
      <OrderChooser
        name={`${at}.orderId`}
        orderId={step.orderId}
        chosen={order}
        onChange={(chosen) => {
          pick(chosen)
          changeStep(index, { orderId: chosen.id }, 'orderId')
        }}
        problem={
          problems[`${at}.orderId`] ??
          (gone ? 'The order chosen is no longer one of yours: choose another' : undefined)
        }
      />
      <RadioGroup
        className="ally-WorkflowEditor-choice"
        name={`${at}.vendorChoice`}
        value={step.vendorChoice}
        onChange={(choice) =>
          changeStep(index, { vendorChoice: choice as VendorChoice }, 'vendorIds')
        }
      >
        <RadioLabel className="ally-WorkflowEditor-choiceLabel">Vendors to ask</RadioLabel>
        <Radio className="ally-WorkflowEditor-radio" value="chosen">
          The ones I choose
        </Radio>
        <Radio className="ally-WorkflowEditor-radio" value="suggested">
          The best suggested when it runs
        </Radio>
      </RadioGroup>
      {step.vendorChoice === 'suggested' ? (
        <TextInput
          label="How many vendors"
          name={`${at}.suggested`}
          type="number"
          min={1}
          max={MAX_SUGGESTED_VENDORS}
          inputMode="numeric"
          required
          value={step.suggestedCount}
          onChange={(suggestedCount) => changeStep(index, { suggestedCount }, 'suggested')}
          description={`Each run asks this many vendors of your list that serve the order's type, ranked as suggestions are: registered ones first, then those who answer and win your RFQs most. Up to ${MAX_SUGGESTED_VENDORS}.`}
        />
      ) : (
        <div className="ally-WorkflowEditor-vendors" data-field={`${at}.vendorIds`}>
          <VendorPicker
            orderType={order?.orderType ?? 'supply'}
            vendorIds={step.vendorIds}
            onChange={(vendorIds) => changeStep(index, { vendorIds }, 'vendorIds')}
            problem={problems[`${at}.vendorIds`]}
          />
          <p className="ally-WorkflowEditor-hint">Up to {MAX_RFQ_VENDORS} vendors.</p>
        </div>
      )}
      <AmountAndUnit
        label="Answers due after"
        name={`${at}.deadline`}
        amount={step.deadlineAmount}
        unit={step.deadlineUnit}
        units={DEADLINE_UNITS}
        onAmount={(deadlineAmount) => changeStep(index, { deadlineAmount }, 'deadline')}
        onUnit={(deadlineUnit) => changeStep(index, { deadlineUnit }, 'deadline')}
        description="Counted from when the step runs; up to 90 days."
      />
      <OptionalText
        name={`${at}.message`}
        label="Message to the vendors (optional)"
        value={step.message}
        maxLength={MAX_VENDOR_MESSAGE}
        onChange={(message) => changeStep(index, { message }, 'message')}
      />
    </div>
  )
}

/** The limits an answer must meet to be chosen; empty ones do not count. */
export function PickBestFields({ step, index, editor }: StepFieldsProps) {
  const at = `steps.${index}`
  const { changeStep } = editor
  return (
    <div className="ally-WorkflowEditor-fields">
      <p className="ally-WorkflowEditor-hint">
        Chooses the answer with the lowest landed cost among those within the limits below. If no
        answer meets them, the run stops here: the steps after it are skipped.
      </p>
      <div className="ally-WorkflowEditor-limits">
        <TextInput
          label="Landed cost at most (optional)"
          name={`${at}.maxTotal`}
          type="number"
          step="any"
          inputMode="decimal"
          value={step.maxTotal}
          onChange={(maxTotal) => changeStep(index, { maxTotal }, 'maxTotal')}
          description="The answer's total with delivery, in the RFQ's currency."
        />
        <TextInput
          label="Lead time within, days (optional)"
          name={`${at}.maxLeadTimeDays`}
          type="number"
          inputMode="numeric"
          value={step.maxLeadTimeDays}
          onChange={(maxLeadTimeDays) => changeStep(index, { maxLeadTimeDays }, 'maxLeadTimeDays')}
        />
        <TextInput
          label="On-time rate at least, % (optional)"
          name={`${at}.minOnTimeRate`}
          type="number"
          step="any"
          inputMode="decimal"
          value={step.minOnTimePercent}
          onChange={(minOnTimePercent) => changeStep(index, { minOnTimePercent }, 'minOnTimeRate')}
          description="The share of the vendor's past deliveries that came on time: 90 for 90%."
        />
      </div>
    </div>
  )
}

/** The note sent with the award. */
export function AcceptFields({ step, index, editor }: StepFieldsProps) {
  return (
    <div className="ally-WorkflowEditor-fields">
      <p className="ally-WorkflowEditor-hint">
        Awards the answer chosen by a “Choose the best answer” step above it; its vendor and the
        others are told.
      </p>
      <OptionalText
        name={`steps.${index}.note`}
        label="Note to the vendors (optional)"
        value={step.note}
        maxLength={MAX_AWARD_NOTE}
        onChange={(note) => editor.changeStep(index, { note }, 'note')}
      />
    </div>
  )
}

/** The message sent with the purchase order. */
export function SendPurchaseOrderFields({ step, index, editor }: StepFieldsProps) {
  return (
    <div className="ally-WorkflowEditor-fields">
      <p className="ally-WorkflowEditor-hint">
        Sends the purchase order the step before created to the awarded vendor.
      </p>
      <OptionalText
        name={`steps.${index}.message`}
        label="Message to the vendor (optional)"
        value={step.message}
        maxLength={MAX_VENDOR_MESSAGE}
        onChange={(message) => editor.changeStep(index, { message }, 'message')}
      />
    </div>
  )
}

/** What a step with nothing to fill in does. */
export function StepHint({ children }: { children: string }) {
  return <p className="ally-WorkflowEditor-hint">{children}</p>
}

/** A text area one may leave empty, with its problem under it. */
function OptionalText({
  name,
  label,
  value,
  maxLength,
  onChange,
}: {
  name: string
  label: string
  value: string
  maxLength: number
  onChange: (value: string) => void
}) {
  return (
    <TextField
      className="ally-WorkflowEditor-message"
      name={name}
      value={value}
      onChange={onChange}
      maxLength={maxLength}
    >
      <Label className="ally-WorkflowEditor-fieldLabel">{label}</Label>
      <TextArea rows={3} className="ally-SourcingTextArea" />
      <FieldError className="ally-WorkflowEditor-problem" />
    </TextField>
  )
}
