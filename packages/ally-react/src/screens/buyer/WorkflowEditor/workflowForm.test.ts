import type { Workflow } from '@ally/sdk'
import { describe, expect, it } from 'vitest'
import {
  approvalStepsFixture,
  sourcingStepsFixture,
  workflowFixture,
} from '../../../testing/workflowFixtures'
import {
  EDITABLE_STEP_TYPES,
  emptyForm,
  formNamesOf,
  formOf,
  inputOf,
  moved,
  newStep,
  problemsOf,
  type StepDraft,
  type WorkflowForm,
  withType,
  withWaitFor,
} from './workflowForm'

const valid = (): WorkflowForm => ({
  ...emptyForm('ada@obi-supplies.test'),
  name: 'Restock check',
  cron: '0 9 * * 1',
  timeZone: 'Africa/Lagos',
  steps: [
    { ...newStep('wait'), waitAmount: '2', waitUnit: 'hours' },
    {
      ...newStep('notify', 'ada@obi-supplies.test'),
      subject: 'Check stock',
      message: 'Look at the depot.',
    },
  ],
})

const withSteps = (...steps: StepDraft[]): WorkflowForm => ({ ...valid(), steps })

/** A step as the server answers it back: with an id. */
const saved = (
  step: ReturnType<typeof inputOf>['steps'][number],
  index: number,
): Workflow['steps'][number] => ({ id: `s${index}`, config: {}, ...step })

describe('the workflow form', () => {
  it('turns into the workflow the server takes, trimmed, new steps without ids', () => {
    expect(inputOf({ ...valid(), name: '  Restock check ', cron: ' 0  9 * * 1 ' })).toEqual({
      name: 'Restock check',
      description: '',
      trigger: { type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' },
      steps: [
        { type: 'wait', name: 'Wait a day', config: { hours: 2 } },
        {
          type: 'notify',
          name: 'E-mail the team',
          config: {
            to: ['ada@obi-supplies.test'],
            subject: 'Check stock',
            message: 'Look at the depot.',
          },
        },
      ],
    })
    expect(inputOf({ ...valid(), triggerType: 'manual' }).trigger).toEqual({ type: 'manual' })
  })

  it('reads a saved workflow back, keeping step ids and the largest even wait unit', () => {
    const workflow = workflowFixture(1, {
      steps: [
        { id: 's1', type: 'wait', name: 'Pause', config: { minutes: 180 } },
        { id: 's2', type: 'wait', name: 'Longer', config: { days: 2 } },
        { id: 's3', type: 'wait', name: 'Odd', config: { minutes: 90 } },
      ],
    })
    const form = formOf(workflow)
    expect(form).toMatchObject({
      name: 'Weekly restock 1',
      triggerType: 'schedule',
      cron: '0 9 * * 1',
      timeZone: 'Africa/Lagos',
    })
    expect(form.steps.map(({ id, waitAmount, waitUnit }) => [id, waitAmount, waitUnit])).toEqual([
      ['s1', '3', 'hours'],
      ['s2', '2', 'days'],
      ['s3', '90', 'minutes'],
    ])
    expect(inputOf(form).steps.map((step) => step.id)).toEqual(['s1', 's2', 's3'])
  })

  it('names every problem by its field', () => {
    expect(problemsOf(valid())).toEqual({})
    const form = valid()
    expect(
      problemsOf({
        ...form,
        name: ' ',
        cron: '0 9 1 * 1',
        steps: [
          { ...(form.steps[0] as WorkflowForm['steps'][number]), waitAmount: '0' },
          { ...(form.steps[1] as WorkflowForm['steps'][number]), to: [], subject: '' },
        ],
      }),
    ).toEqual({
      name: 'Name the workflow',
      cron: 'Set a day of the month or a day of the week, not both; keep the other as *',
      'steps.0.wait': 'Wait a whole number of minutes, hours or days, at least 1',
      'steps.1.to': 'Choose at least one person to e-mail',
      'steps.1.subject': 'Give the e-mail a subject',
    })
    expect(
      problemsOf({
        ...form,
        timeZone: 'Mars/Olympus',
        steps: [
          {
            ...(form.steps[0] as WorkflowForm['steps'][number]),
            waitAmount: '91',
            waitUnit: 'days',
          },
        ],
      }),
    ).toEqual({
      timeZone: 'Choose a time zone',
      'steps.0.wait': 'A step waits at most 90 days',
    })
    // A workflow run by hand has no schedule to check.
    expect(problemsOf({ ...form, triggerType: 'manual', cron: 'nonsense' })).toEqual({})
    expect(problemsOf({ ...form, steps: [] })).toEqual({ steps: 'Add at least one step' })
  })

  it("puts the server's field errors on the form's fields", () => {
    expect(
      formNamesOf({
        'trigger.cron': 'is not a schedule',
        'trigger.timeZone': 'is not a time zone',
        'steps.1.config.to': 'must have at least 1 item',
        'steps.0.config': 'must wait between 1 second and 90 days',
        'steps.2.type': 'cannot run yet',
        'steps.3.name': 'is too long',
        name: 'is required',
      }),
    ).toEqual({
      cron: 'is not a schedule',
      timeZone: 'is not a time zone',
      'steps.1.to': 'must have at least 1 item',
      'steps.0.wait': 'must wait between 1 second and 90 days',
      'steps.2.type': 'cannot run yet',
      'steps.3.name': 'is too long',
      name: 'is required',
    })
  })

  it("puts the server's errors of the sourcing steps on their fields", () => {
    const form = formOf(workflowFixture(1, { steps: sourcingStepsFixture }))
    expect(
      formNamesOf(
        {
          'steps.2.type': 'needs a "Send an RFQ" step before it',
          'steps.0.config.vendorIds.1': 'is not a vendor in your list',
          'steps.0.config.orderId': 'is not an order of yours',
          'steps.0.config.deadlineHours': 'must be at most 2160',
          'steps.0.config.message': 'is too long',
          'steps.3.config.maxTotal': 'must be greater than 0',
          'steps.3.config.maxLeadTimeDays': 'must be a whole number',
          'steps.3.config.minOnTimeRate': 'must be at most 1',
          'steps.2.config.until': 'must be "answers"',
          'steps.4.config.note': 'is too long',
          'steps.6.config.message': 'is too long',
          'steps.1.config': 'takes no settings',
        },
        form,
      ),
    ).toEqual({
      'steps.2.type': 'needs a "Send an RFQ" step before it',
      'steps.0.vendorIds': 'is not a vendor in your list',
      'steps.0.orderId': 'is not an order of yours',
      'steps.0.deadline': 'must be at most 2160',
      'steps.0.message': 'is too long',
      'steps.3.maxTotal': 'must be greater than 0',
      'steps.3.maxLeadTimeDays': 'must be a whole number',
      'steps.3.minOnTimeRate': 'must be at most 1',
      'steps.2.until': 'must be "answers"',
      'steps.4.note': 'is too long',
      'steps.6.message': 'is too long',
      'steps.1.type': 'takes no settings',
    })
    // A wait's whole config is its amount, or its choice when it waits for the answers.
    expect(formNamesOf({ 'steps.2.config': 'is not a wait' }, form)).toEqual({
      'steps.2.until': 'is not a wait',
    })
    expect(formNamesOf({ 'steps.0.config': 'is not a wait' })).toEqual({
      'steps.0.wait': 'is not a wait',
    })
  })

  it('reads every kind of step back and sends it as it was saved', () => {
    const form = formOf(workflowFixture(1, { steps: sourcingStepsFixture }))
    expect(form.steps.map((step) => step.type)).toEqual([
      'send_rfq',
      'remind',
      'wait',
      'pick_best_quote',
      'accept_quote',
      'create_purchase_order',
      'send_purchase_order',
      'notify',
    ])
    expect(form.steps[0]).toMatchObject({
      orderId: 'order-1',
      vendorIds: ['vendor-1', 'vendor-2'],
      deadlineAmount: '3',
      deadlineUnit: 'days',
      message: 'Same as last week.',
    })
    expect(form.steps[2]).toMatchObject({ waitFor: 'answers' })
    // The on-time rate is shown as a percentage.
    expect(form.steps[3]).toMatchObject({
      maxTotal: '1000',
      maxLeadTimeDays: '7',
      minOnTimePercent: '90',
    })
    expect(problemsOf(form)).toEqual({})
    expect(inputOf(form).steps).toEqual(sourcingStepsFixture)
  })

  it('sends what was typed for each kind of step, leaving out what was left empty', () => {
    const form: WorkflowForm = {
      ...valid(),
      steps: [
        {
          ...newStep('send_rfq'),
          orderId: 'order-1',
          vendorIds: ['vendor-1'],
          deadlineAmount: '36',
          deadlineUnit: 'hours',
          message: '  ',
        },
        { ...newStep('wait'), waitFor: 'answers' },
        { ...newStep('pick_best_quote'), minOnTimePercent: '33.3' },
        { ...newStep('accept_quote'), note: ' Thanks ' },
        newStep('create_purchase_order'),
        newStep('send_purchase_order'),
        newStep('remind'),
      ],
    }
    expect(problemsOf(form)).toEqual({})
    expect(inputOf(form).steps.map((step) => step.config)).toEqual([
      { orderId: 'order-1', vendorIds: ['vendor-1'], deadlineHours: 36 },
      { until: 'answers' },
      { minOnTimeRate: 0.333 },
      { note: 'Thanks' },
      {},
      {},
      {},
    ])
    // Read back, 33.3% is still 33.3%, and 36 hours are not a whole number of days.
    const back = formOf(workflowFixture(1, { steps: inputOf(form).steps.map(saved) }))
    expect(back.steps[2]?.minOnTimePercent).toBe('33.3')
    expect(back.steps[0]).toMatchObject({ deadlineAmount: '36', deadlineUnit: 'hours' })
  })

  it("names each sourcing step's problems by its field", () => {
    const rfq = newStep('send_rfq')
    expect(problemsOf(withSteps(rfq))).toEqual({
      'steps.0.orderId': 'Choose the order to copy',
      'steps.0.vendorIds': 'Choose at least one vendor',
    })
    const ready = { ...rfq, orderId: 'order-1', vendorIds: ['vendor-1'] }
    expect(problemsOf(withSteps({ ...ready, deadlineAmount: '0' }))).toEqual({
      'steps.0.deadline': 'Give the vendors a whole number of hours or days, at least 1',
    })
    expect(problemsOf(withSteps({ ...ready, deadlineAmount: '1.5' }))).toEqual({
      'steps.0.deadline': 'Give the vendors a whole number of hours or days, at least 1',
    })
    // 2,160 hours is the most: 90 days is fine, 91 is not.
    expect(
      problemsOf(withSteps({ ...ready, deadlineAmount: '2160', deadlineUnit: 'hours' })),
    ).toEqual({})
    expect(problemsOf(withSteps({ ...ready, deadlineAmount: '91', deadlineUnit: 'days' }))).toEqual(
      {
        'steps.0.deadline': 'Answers are due at most 90 days (2,160 hours) after the RFQ goes',
      },
    )
    expect(
      problemsOf(
        withSteps({
          ...ready,
          vendorIds: Array.from({ length: 101 }, (_, i) => `vendor-${i}`),
          message: 'x'.repeat(4001),
        }),
      ),
    ).toEqual({
      'steps.0.vendorIds': 'One RFQ goes to at most 100 vendors',
      'steps.0.message': 'The message is at most 4,000 characters',
    })

    // A wait until before the deadline: whole hours or days, 0 for the deadline itself.
    const before = (changes: Partial<StepDraft>) =>
      withSteps(ready, { ...newStep('wait'), waitFor: 'deadline', ...changes })
    expect(problemsOf(before({ beforeAmount: '0' }))).toEqual({})
    expect(problemsOf(before({ beforeAmount: '1.5' }))).toEqual({
      'steps.1.before':
        'Enter a whole number of hours or days before the deadline, or 0 for the deadline itself',
    })
    expect(problemsOf(before({ beforeAmount: '91', beforeUnit: 'days' }))).toEqual({
      'steps.1.before': 'At most 90 days (2,160 hours) before the deadline',
    })
    const waitInput = inputOf(before({ beforeAmount: '36', beforeUnit: 'hours' }))
    expect(waitInput.steps[1]?.config).toEqual({ until: 'deadline', hoursBefore: 36 })
    expect(
      formOf(workflowFixture(1, { steps: waitInput.steps.map(saved) })).steps[1],
    ).toMatchObject({ waitFor: 'deadline', beforeAmount: '36', beforeUnit: 'hours' })
    // Without an RFQ before it, there is no deadline to wait for.
    expect(problemsOf(withSteps({ ...newStep('wait'), waitFor: 'deadline' }))).toEqual({
      'steps.0.type': 'Needs a “Send an RFQ” step before it',
    })

    // A wait until the vendor accepts the purchase order: after one is sent, for a whole time.
    const sentPo = [
      ready,
      { ...newStep('wait'), waitFor: 'answers' as const },
      newStep('pick_best_quote'),
      newStep('accept_quote'),
      newStep('create_purchase_order'),
      newStep('send_purchase_order'),
    ]
    const accepted = (changes: Partial<StepDraft>) =>
      withSteps(...sentPo, { ...newStep('wait'), waitFor: 'acknowledged', ...changes })
    expect(problemsOf(accepted({}))).toEqual({})
    expect(problemsOf(accepted({ timeoutAmount: '0' }))).toEqual({
      'steps.6.timeout': 'Give up after a whole number of hours or days, at least 1',
    })
    expect(problemsOf(accepted({ timeoutAmount: '91', timeoutUnit: 'days' }))).toEqual({
      'steps.6.timeout': 'A run waits for the vendor at most 90 days',
    })
    const acceptedInput = inputOf(accepted({ timeoutAmount: '2', timeoutUnit: 'days' }))
    expect(acceptedInput.steps[6]?.config).toEqual({
      until: 'acknowledged',
      timeoutSeconds: 172_800,
    })
    expect(
      formOf(workflowFixture(1, { steps: acceptedInput.steps.map(saved) })).steps[6],
    ).toMatchObject({ waitFor: 'acknowledged', timeoutAmount: '2', timeoutUnit: 'days' })
    expect(problemsOf(withSteps({ ...newStep('wait'), waitFor: 'acknowledged' }))).toEqual({
      'steps.0.type': 'Needs a “Send the purchase order” step before it',
    })

    // Asking the best suggested vendors: no vendors to choose, a count from 1 to 20 instead.
    const suggested = { ...rfq, orderId: 'order-1', vendorChoice: 'suggested' as const }
    expect(problemsOf(withSteps(suggested))).toEqual({})
    for (const count of ['0', '21', '2.5', '']) {
      expect(problemsOf(withSteps({ ...suggested, suggestedCount: count }))).toEqual({
        'steps.0.suggested': 'Ask a whole number of vendors, 1 to 20',
      })
    }
    const asked = inputOf(withSteps({ ...suggested, vendorIds: ['vendor-1'], suggestedCount: '5' }))
    expect(asked.steps[0]?.config).toEqual({ orderId: 'order-1', suggested: 5, deadlineHours: 72 })
    expect(formOf(workflowFixture(1, { steps: asked.steps.map(saved) })).steps[0]).toMatchObject({
      vendorChoice: 'suggested',
      suggestedCount: '5',
    })

    const pick = (changes: Partial<StepDraft>) =>
      problemsOf(withSteps(ready, { ...newStep('pick_best_quote'), ...changes }))
    expect(pick({ maxTotal: '0', maxLeadTimeDays: '2.5', minOnTimePercent: '101' })).toEqual({
      'steps.1.maxTotal': 'Enter an amount above 0, or leave it empty',
      'steps.1.maxLeadTimeDays': 'Enter a whole number of days, or leave it empty',
      'steps.1.minOnTimeRate': 'Enter a percentage from 0 to 100, or leave it empty',
    })
    expect(pick({ maxTotal: '-5', minOnTimePercent: '-1' })).toEqual({
      'steps.1.maxTotal': 'Enter an amount above 0, or leave it empty',
      'steps.1.minOnTimeRate': 'Enter a percentage from 0 to 100, or leave it empty',
    })
    expect(pick({ maxTotal: '0.01', maxLeadTimeDays: '0', minOnTimePercent: '0' })).toEqual({})

    const award = { ...newStep('accept_quote'), note: 'x'.repeat(2001) }
    const sendPo = { ...newStep('send_purchase_order'), message: 'x'.repeat(4001) }
    expect(
      problemsOf(
        withSteps(
          ready,
          newStep('pick_best_quote'),
          award,
          newStep('create_purchase_order'),
          sendPo,
        ),
      ),
    ).toEqual({
      'steps.2.note': 'The note is at most 2,000 characters',
      'steps.4.message': 'The message is at most 4,000 characters',
    })
  })

  it('checks each step comes after the one it needs', () => {
    const rfq = { ...newStep('send_rfq'), orderId: 'order-1', vendorIds: ['vendor-1'] }
    const answers = { ...newStep('wait'), waitFor: 'answers' as const }
    const order = (...steps: StepDraft[]) =>
      Object.fromEntries(
        Object.entries(problemsOf(withSteps(...steps))).filter(([name]) => name.endsWith('.type')),
      )
    expect(order(newStep('remind'), answers, newStep('pick_best_quote'))).toEqual({
      'steps.0.type': 'Needs a “Send an RFQ” step before it',
      'steps.1.type': 'Needs a “Send an RFQ” step before it',
      'steps.2.type': 'Needs a “Send an RFQ” step before it',
    })
    // A wait for a time needs nothing before it; an RFQ later does not count.
    expect(order(newStep('wait'), newStep('remind'), rfq)).toEqual({
      'steps.1.type': 'Needs a “Send an RFQ” step before it',
    })
    expect(order(rfq, newStep('accept_quote'))).toEqual({
      'steps.1.type': 'Needs a “Choose the best answer” step before it',
    })
    expect(order(rfq, newStep('pick_best_quote'), newStep('create_purchase_order'))).toEqual({
      'steps.2.type': 'Needs an “Award the best answer” step before it',
    })
    expect(order(rfq, newStep('send_purchase_order'))).toEqual({
      'steps.1.type': 'Needs a “Create the purchase order” step before it',
    })
    expect(
      order(
        rfq,
        newStep('remind'),
        answers,
        newStep('pick_best_quote'),
        newStep('accept_quote'),
        newStep('create_purchase_order'),
        newStep('send_purchase_order'),
      ),
    ).toEqual({})
  })

  it('gives a step of a new type that type’s name, unless the buyer named it', () => {
    const wait = newStep('wait')
    expect(withType(wait, 'send_rfq').name).toBe('Send an RFQ')
    expect(withType({ ...wait, name: 'Breathe' }, 'send_rfq').name).toBe('Breathe')
    // A wait's default name follows what it waits for; a name of the buyer's stays.
    expect(withWaitFor(wait, 'acknowledged').name).toBe('Wait until the vendor accepts the PO')
    expect(withWaitFor(withWaitFor(wait, 'answers'), 'time').name).toBe('Wait a day')
    expect(withWaitFor({ ...wait, name: 'Breathe' }, 'deadline')).toMatchObject({
      name: 'Breathe',
      waitFor: 'deadline',
    })
    // Every type the editor offers has words of its own.
    expect(new Set(EDITABLE_STEP_TYPES.map((type) => newStep(type).name)).size).toBe(
      EDITABLE_STEP_TYPES.length,
    )
  })

  it('asks the co-pilot a question, which must be written', () => {
    const summary: StepDraft = { ...newStep('copilot_summary'), question: '  Compare the answers ' }
    const form: WorkflowForm = { ...emptyForm(), name: 'Summarise', steps: [summary] }
    expect(problemsOf(form)).toEqual({})
    const [step] = inputOf(form).steps
    expect(step).toEqual({
      type: 'copilot_summary',
      name: 'Ask the co-pilot for a summary',
      config: { question: 'Compare the answers' },
    })
    expect(problemsOf({ ...form, steps: [{ ...summary, question: ' ' }] })).toEqual({
      'steps.0.question': 'Write what to ask the co-pilot',
    })
    expect(
      formOf(
        workflowFixture(1, {
          steps: [{ id: 's1', type: 'copilot_summary', name: 'Ask', config: { question: 'Hi' } }],
        }),
      ).steps[0]?.question,
    ).toBe('Hi')
    expect(formNamesOf({ 'steps.0.config.question': 'is required' })).toEqual({
      'steps.0.question': 'is required',
    })
  })

  it('moves a step up or down', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })

  it('starts on an event: one must be chosen, and an answer or a deadline gives its round', () => {
    const pick: StepDraft = { ...newStep('pick_best_quote'), maxTotal: '500' }
    const onEvent: WorkflowForm = {
      ...emptyForm(),
      name: 'Award answers',
      triggerType: 'event',
      event: '',
      steps: [pick],
    }
    expect(problemsOf(onEvent)).toEqual({
      event: 'Choose what starts it',
      'steps.0.type': 'Needs a “Send an RFQ” step before it',
    })
    const onAnswers = { ...onEvent, event: 'quote_response.received' as const }
    expect(problemsOf(onAnswers)).toEqual({})
    expect(inputOf(onAnswers).trigger).toEqual({
      type: 'event',
      event: 'quote_response.received',
    })
    expect(problemsOf({ ...onEvent, event: 'order.created' })).toEqual({
      'steps.0.type': 'Needs a “Send an RFQ” step before it',
    })
    const saved = formOf(
      workflowFixture(1, { trigger: { type: 'event', event: 'rfq.deadline_passed' } }),
    )
    expect(saved).toMatchObject({ triggerType: 'event', event: 'rfq.deadline_passed' })
    expect(formNamesOf({ 'trigger.event': 'is required' })).toEqual({ event: 'is required' })
  })

  describe('an approval step', () => {
    const ada = 'ada@obi-supplies.test'
    const approval = (changes: Partial<StepDraft> = {}) => ({
      ...newStep('approval', ada),
      ...changes,
    })
    const problems = (changes: Partial<StepDraft>) => problemsOf(withSteps(approval(changes)))

    it('asks the person editing, gives up after 3 days and reminds after 1, by default', () => {
      expect(inputOf(withSteps(approval())).steps).toEqual([
        {
          type: 'approval',
          name: 'Ask for approval',
          config: { to: [ada], timeoutSeconds: 259_200, remindAfterSeconds: 86_400 },
        },
      ])
      // Needs no step before it, and a cleared reminder is no reminder.
      expect(problems({})).toEqual({})
      expect(
        inputOf(
          withSteps(approval({ timeoutAmount: '36', timeoutUnit: 'hours', remindAmount: ' ' })),
        ).steps[0]?.config,
      ).toEqual({ to: [ada], timeoutSeconds: 129_600 })
    })

    it('names its problems by field: who decides, the time-out and the reminder', () => {
      expect(problems({ to: [], timeoutAmount: '0', remindAmount: '1.5' })).toEqual({
        'steps.0.to': 'Choose at least one person to approve',
        'steps.0.timeout': 'Give up after a whole number of hours or days, at least 1',
        'steps.0.remindAfter':
          'Remind after a whole number of hours or days, at least 1, or leave it empty',
      })
      expect(
        problems({
          to: Array.from({ length: 21 }, (_, i) => `person-${i}@obi-supplies.test`),
          timeoutAmount: '91',
        }),
      ).toEqual({
        'steps.0.to': 'One step asks at most 20 people',
        'steps.0.timeout': 'A run waits for an approval at most 90 days',
      })
      // 90 days is the most; 2,160 hours are 90 days.
      expect(problems({ timeoutAmount: '2160', timeoutUnit: 'hours' })).toEqual({})
      // The reminder comes before the run gives up, whatever the units.
      expect(problems({ timeoutAmount: '24', timeoutUnit: 'hours' })).toEqual({
        'steps.0.remindAfter': 'Remind them before it gives up',
      })
      expect(problems({ timeoutAmount: '1', remindAmount: '23', remindUnit: 'hours' })).toEqual({})
    })

    it('reads a saved approval back and sends it as it was saved', () => {
      const form = formOf(workflowFixture(1, { steps: approvalStepsFixture }))
      expect(form.steps[2]).toMatchObject({
        type: 'approval',
        to: ['kemi@obi-supplies.test', 'bayo@obi-supplies.test'],
        timeoutAmount: '3',
        timeoutUnit: 'days',
        remindAmount: '1',
        remindUnit: 'days',
      })
      expect(problemsOf(form)).toEqual({})
      expect(inputOf(form).steps).toEqual(approvalStepsFixture)
      // Hours that are not whole days stay hours; no reminder stays none.
      const back = formOf(
        workflowFixture(1, {
          steps: [
            {
              id: 's1',
              type: 'approval',
              name: 'Approve',
              config: { to: [ada], timeoutSeconds: 7200 },
            },
          ],
        }),
      )
      expect(back.steps[0]).toMatchObject({
        timeoutAmount: '2',
        timeoutUnit: 'hours',
        remindAmount: '',
      })
      expect(inputOf(back).steps[0]?.config).toEqual({ to: [ada], timeoutSeconds: 7200 })
    })

    it("puts the server's errors on its fields", () => {
      expect(
        formNamesOf({
          'steps.1.config.to': 'is not a member of the team',
          'steps.1.config.timeoutSeconds': 'must be at most 7776000',
          'steps.1.config.remindAfterSeconds': 'must come before the time-out',
        }),
      ).toEqual({
        'steps.1.to': 'is not a member of the team',
        'steps.1.timeout': 'must be at most 7776000',
        'steps.1.remindAfter': 'must come before the time-out',
      })
    })

    it('keeps the people chosen when an e-mail step becomes an approval', () => {
      const notify = { ...newStep('notify', ada), to: [ada, 'kemi@obi-supplies.test'] }
      expect(withType(notify, 'approval')).toMatchObject({
        name: 'Ask for approval',
        to: [ada, 'kemi@obi-supplies.test'],
      })
    })
  })
})
