import { describe, expect, it } from 'vitest'
import { sourcingStepsFixture } from '../../../testing/workflowFixtures'
import { stepText } from './stepText'

describe('stepText', () => {
  it('says what every kind of step does', () => {
    expect(sourcingStepsFixture.map(stepText)).toEqual([
      'Sends an RFQ to 2 vendors, answers due in 3 days',
      'Reminds the vendors who have not answered',
      'Waits until the answers are in',
      'Chooses the lowest landed cost at most 1,000, lead time within 7 days, on-time rate at least 90%; stops the run if no answer qualifies',
      'Awards the chosen answer and tells the vendors',
      'Creates the purchase order for the awarded answer',
      'Sends the purchase order to the vendor',
      'E-mails stores@obi-supplies.test: “Restock check”',
    ])
  })

  it('says only the limits set, and hours that are not whole days', () => {
    expect(stepText({ type: 'pick_best_quote', config: {} })).toBe(
      'Chooses the lowest landed cost; stops the run if no answer qualifies',
    )
    expect(stepText({ type: 'pick_best_quote', config: { maxLeadTimeDays: 1 } })).toBe(
      'Chooses the lowest landed cost, lead time within 1 day; stops the run if no answer qualifies',
    )
    expect(
      stepText({ type: 'send_rfq', config: { vendorIds: ['vendor-1'], deadlineHours: 36 } }),
    ).toBe('Sends an RFQ to 1 vendor, answers due in 36 hours')
    expect(stepText({ type: 'wait', config: { until: 'deadline', hoursBefore: 24 } })).toBe(
      'Waits until 1 day before the deadline',
    )
    expect(
      stepText({ type: 'wait', config: { until: 'acknowledged', timeoutSeconds: 172_800 } }),
    ).toBe('Waits until the vendor accepts the purchase order, for at most 2 days')
    expect(stepText({ type: 'wait', config: { until: 'deadline', hoursBefore: 0 } })).toBe(
      'Waits until the deadline',
    )
    expect(stepText({ type: 'send_rfq', config: { suggested: 3, deadlineHours: 48 } })).toBe(
      'Sends an RFQ to the 3 best suggested vendors, answers due in 2 days',
    )
    expect(stepText({ type: 'wait', config: { hours: 2 } })).toBe('Waits 2 hours')
  })

  it('says whom an approval asks, when it gives up and when it reminds', () => {
    expect(
      stepText({
        type: 'approval',
        config: {
          to: ['ada@obi-supplies.test'],
          timeoutSeconds: 259_200,
          remindAfterSeconds: 86_400,
        },
      }),
    ).toBe('Asks ada@obi-supplies.test to approve; gives up after 3 days, reminds after 1 day')
    expect(
      stepText({
        type: 'approval',
        config: { to: ['ada@obi-supplies.test', 'kemi@obi-supplies.test'], timeoutSeconds: 7200 },
      }),
    ).toBe('Asks ada@obi-supplies.test, kemi@obi-supplies.test to approve; gives up after 2 hours')
    // A time the editor did not make still reads in a unit that divides it.
    expect(stepText({ type: 'approval', config: { to: ['a@b.test'], timeoutSeconds: 90 } })).toBe(
      'Asks a@b.test to approve; gives up after 90 seconds',
    )
  })
})
