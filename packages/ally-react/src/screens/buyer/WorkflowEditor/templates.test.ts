import { describe, expect, it } from 'vitest'
import { WORKFLOW_TEMPLATES, type WorkflowTemplate } from './templates'
import { browserTimeZone, inputOf, problemsOf } from './workflowForm'

const ME = 'ada@obi-supplies.test'

const template = (id: WorkflowTemplate['id']) => {
  const found = WORKFLOW_TEMPLATES.find((one) => one.id === id)
  if (!found) throw new Error(`No template ${id}`)
  return found
}

/** The template's form with the order and vendors chosen, as the buyer finishes it. */
function finished(id: WorkflowTemplate['id']) {
  const form = template(id).form(ME)
  return {
    ...form,
    steps: form.steps.map((step) =>
      step.type === 'send_rfq' ? { ...step, orderId: 'order-1', vendorIds: ['vendor-1'] } : step,
    ),
  }
}

const RFQ = { orderId: 'order-1', vendorIds: ['vendor-1'] }

describe('the workflow templates', () => {
  it('leave only the order and the vendors for the buyer to choose', () => {
    for (const { id, form } of WORKFLOW_TEMPLATES) {
      if (id === 'chase-late-shipments' || id === 'remind-before-deadline') continue
      expect(problemsOf(form(ME))).toEqual({
        'steps.0.orderId': 'Choose the order to copy',
        'steps.0.vendorIds': 'Choose at least one vendor',
      })
    }
  })

  it('Weekly restock RFQ: every Monday at 09:00 where the browser is, then e-mails me', () => {
    const input = inputOf(finished('weekly-restock'))
    expect(input).toEqual({
      name: 'Weekly restock RFQ',
      description: '',
      trigger: { type: 'schedule', cron: '0 9 * * 1', timeZone: browserTimeZone() },
      steps: [
        { type: 'send_rfq', name: 'Send an RFQ', config: { ...RFQ, deadlineHours: 72 } },
        { type: 'wait', name: 'Wait until the answers are in', config: { until: 'answers' } },
        {
          type: 'notify',
          name: 'E-mail me',
          config: {
            to: [ME],
            subject: 'Restock quotes are in',
            message: 'The weekly restock RFQ has its answers. Compare them in Ally.',
          },
        },
      ],
    })
  })

  it('Auto-award under an amount: run by hand, from the RFQ to the purchase order sent', () => {
    const input = inputOf(finished('auto-award'))
    expect(input.trigger).toEqual({ type: 'manual' })
    expect(input.steps.map(({ type, config }) => [type, config])).toEqual([
      ['send_rfq', { ...RFQ, deadlineHours: 48 }],
      ['wait', { until: 'answers' }],
      ['pick_best_quote', { maxTotal: 1000 }],
      ['accept_quote', {}],
      ['create_purchase_order', {}],
      ['send_purchase_order', {}],
    ])
  })

  it('Remind silent vendors: on every round sent, reminds a day before its deadline, ready to save', () => {
    const form = template('remind-before-deadline').form(ME)
    expect(problemsOf(form)).toEqual({})
    const input = inputOf(form)
    expect(input.trigger).toEqual({ type: 'event', event: 'rfq.sent' })
    expect(input.steps.map(({ type, name, config }) => [type, name, config])).toEqual([
      ['wait', 'Wait until a day before the deadline', { until: 'deadline', hoursBefore: 24 }],
      ['remind', 'Remind vendors who have not answered', {}],
    ])
  })

  it('make new steps each time, so two uses share no step', () => {
    const keys = (form: ReturnType<WorkflowTemplate['form']>) => form.steps.map((s) => s.key)
    const first = keys(template('auto-award').form())
    const second = keys(template('auto-award').form())
    expect(first.some((key) => second.includes(key))).toBe(false)
    // Nobody to e-mail is known without a signed-in person: the form says so.
    expect(template('weekly-restock').form().steps[2]?.to).toEqual([])
  })

  it('Chase late shipments: when a shipment is late, e-mails me, ready to save as it is', () => {
    const form = template('chase-late-shipments').form(ME)
    expect(problemsOf(form)).toEqual({})
    const input = inputOf(form)
    expect(input.trigger).toEqual({ type: 'event', event: 'shipment.late' })
    expect(input.steps).toEqual([
      {
        type: 'notify',
        name: 'E-mail me',
        config: {
          to: [ME],
          subject: 'A shipment is late',
          message:
            'A shipment is past its expected day. Ask the vendor when it will arrive, and tell whoever waits for it.',
        },
      },
    ])
  })
})
