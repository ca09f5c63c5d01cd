import {
  browserTimeZone,
  deadlineParts,
  type EditableStepType,
  newStep,
  type StepDraft,
  type WorkflowForm,
} from './workflowForm'

// Ready-made workflows a new one can start from. Each fills the whole form; what only the buyer
// can know (the order to copy, the vendors) is left empty, for the form's checks to point at.

/** A template the new-workflow page offers. */
export interface WorkflowTemplate {
  id: 'weekly-restock' | 'auto-award' | 'remind-before-deadline' | 'chase-late-shipments'
  name: string
  /** What it does, in a sentence, under its name. */
  description: string
  /** The form it fills; `me` is the login e-mail of the person building it, told by its e-mails. */
  form: (me?: string) => WorkflowForm
}

const step = (type: EditableStepType, changes: Partial<StepDraft> = {}, me?: string) => ({
  ...newStep(type, me),
  ...changes,
})

const sendRfq = (deadlineHours: number) => step('send_rfq', deadlineParts(deadlineHours))
const untilAnswers = () =>
  step('wait', { name: 'Wait until the answers are in', waitFor: 'answers' })
const emailMe = (me: string | undefined, subject: string, message: string) =>
  step('notify', { name: 'E-mail me', subject, message }, me)

const form = (changes: Pick<WorkflowForm, 'name' | 'description' | 'steps'>): WorkflowForm => ({
  triggerType: 'manual',
  event: '',
  cron: '0 9 * * 1',
  timeZone: browserTimeZone(),
  ...changes,
})

export const WORKFLOW_TEMPLATES: readonly WorkflowTemplate[] = [
  {
    id: 'weekly-restock',
    name: 'Weekly restock RFQ',
    description:
      'Every Monday at 09:00, asks your vendors to quote a saved order again and e-mails you when the answers are in.',
    form: (me) => ({
      ...form({
        name: 'Weekly restock RFQ',
        description: '',
        steps: [
          sendRfq(72),
          untilAnswers(),
          emailMe(
            me,
            'Restock quotes are in',
            'The weekly restock RFQ has its answers. Compare them in Ally.',
          ),
        ],
      }),
      triggerType: 'schedule',
    }),
  },
  {
    id: 'auto-award',
    name: 'Auto-award under an amount',
    description:
      'Run by hand: sends an RFQ, awards the lowest landed cost of at most 1,000 and sends its purchase order.',
    form: () =>
      form({
        name: 'Auto-award under an amount',
        description: '',
        steps: [
          sendRfq(48),
          untilAnswers(),
          step('pick_best_quote', { maxTotal: '1000' }),
          step('accept_quote'),
          step('create_purchase_order'),
          step('send_purchase_order'),
        ],
      }),
  },
  {
    id: 'remind-before-deadline',
    name: 'Remind silent vendors a day before the deadline',
    description:
      'Whenever you send RFQs, reminds the vendors who have not answered a day before their deadline.',
    form: () => ({
      ...form({
        name: 'Remind silent vendors a day before the deadline',
        description: '',
        steps: [
          step('wait', {
            name: 'Wait until a day before the deadline',
            waitFor: 'deadline',
            beforeAmount: '1',
            beforeUnit: 'days',
          }),
          step('remind'),
        ],
      }),
      triggerType: 'event',
      event: 'rfq.sent',
    }),
  },
  {
    id: 'chase-late-shipments',
    name: 'Chase late shipments',
    description:
      'When a shipment passes its expected day, e-mails you which one and from whom, to chase the vendor.',
    form: (me) => ({
      ...form({
        name: 'Chase late shipments',
        description: '',
        steps: [
          emailMe(
            me,
            'A shipment is late',
            'A shipment is past its expected day. Ask the vendor when it will arrive, and tell whoever waits for it.',
          ),
        ],
      }),
      triggerType: 'event',
      event: 'shipment.late',
    }),
  },
]
