import { describe, expect, it } from 'vitest'
import { workflowFixture } from '../../../testing/workflowFixtures'
import {
  emptyForm,
  formNamesOf,
  formOf,
  inputOf,
  moved,
  newStep,
  problemsOf,
  type WorkflowForm,
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
        name: 'is required',
      }),
    ).toEqual({
      cron: 'is not a schedule',
      timeZone: 'is not a time zone',
      'steps.1.to': 'must have at least 1 item',
      'steps.0.wait': 'must wait between 1 second and 90 days',
      'steps.2.name': 'cannot run yet',
      name: 'is required',
    })
  })

  it('moves a step up or down', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })
})
