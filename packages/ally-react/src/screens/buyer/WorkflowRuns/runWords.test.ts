import { describe, expect, it } from 'vitest'
import { waitingRunFixture } from '../../../testing/workflowFixtures'
import { formatMoment } from '../../../ui/format'
import { waitingText } from './runWords'

const [wait] = waitingRunFixture(1).steps
const since = formatMoment(wait?.startedAt ?? '')

describe('waitingText', () => {
  it('says what each kind of wait is waiting for', () => {
    if (!wait) throw new Error('The fixture has a waiting step')
    expect(waitingText(wait, { days: 1 })).toBe(
      `Waiting since ${since}: the run goes on by itself when the wait is over.`,
    )
    expect(waitingText(wait, { until: 'answers' })).toBe(
      `Waiting since ${since}: the run goes on when the answers are in.`,
    )
    expect(waitingText(wait, { until: 'deadline', hoursBefore: 24 })).toBe(
      `Waiting since ${since}: the run goes on 1 day before the deadline, or once every vendor has answered.`,
    )
    expect(waitingText(wait, { until: 'acknowledged', timeoutSeconds: 3600 })).toBe(
      `Waiting since ${since}: the run goes on once the vendor accepts the purchase order.`,
    )
    expect(waitingText(wait, { until: 'deadline', hoursBefore: 0 })).toBe(
      `Waiting since ${since}: the run goes on at the deadline, or once every vendor has answered.`,
    )
  })
})
