import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/errors'
import { checkedSteps, checkedTrigger, durationText, nextRunOf } from './definition'

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof HttpError) return error.message
    throw error
  }
  throw new Error('expected a 400')
}

describe('what a workflow may be made of', () => {
  it('reads a schedule in its time zone and says when it runs next', () => {
    const trigger = checkedTrigger({
      type: 'schedule',
      cron: ' 0  9 * * 1 ',
      timeZone: 'Africa/Lagos',
    })
    expect(trigger).toEqual({ type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' })
    // Thursday 2026-11-26 → Monday 2026-11-30 09:00 in Lagos (UTC+1).
    expect(nextRunOf(trigger, new Date('2026-11-26T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    )
    expect(nextRunOf({ type: 'manual' }, new Date())).toBeNull()
  })

  it('names the field it refuses', () => {
    expect(refusal(() => checkedTrigger({ type: 'schedule' }))).toMatch(
      /^body\.trigger\.cron: is required/,
    )
    expect(refusal(() => checkedTrigger({ type: 'schedule', cron: '0 9 * *' }))).toMatch(
      /five fields/,
    )
    expect(refusal(() => checkedTrigger({ type: 'schedule', cron: '0 9 1 * 1' }))).toMatch(
      /both a day of the month and a day of the week/,
    )
    expect(refusal(() => checkedTrigger({ type: 'event' }))).toMatch(
      /^body\.trigger\.event: is required/,
    )
    expect(checkedTrigger({ type: 'event', event: 'order.created', cron: '0 9 * * 1' })).toEqual({
      type: 'event',
      event: 'order.created',
    })
    expect(
      refusal(() =>
        checkedSteps([
          { type: 'notify', name: 'Tell', config: { to: [], subject: 's', message: 'm' } },
        ]),
      ),
    ).toMatch(/^body\.steps\.0\.config\.to:/)
    expect(
      refusal(() =>
        checkedSteps([{ id: 'kept', type: 'wait', name: 'W', config: { seconds: 5 } }]),
      ),
    ).toMatch(/^body\.steps\.0\.id: is not a step of this workflow/)
    expect(
      checkedSteps(
        [{ id: 'kept', type: 'wait', name: 'W', config: { hours: 1 } }],
        new Set(['kept']),
      ),
    ).toEqual([{ id: 'kept', type: 'wait', name: 'W', config: { hours: 1 } }])
  })

  it('says a wait in words', () => {
    expect(durationText(45)).toBe('45 s')
    expect(durationText(9000)).toBe('2 h 30 min')
    expect(durationText(86_400 * 3)).toBe('3 days')
    expect(durationText(86_400 + 60)).toBe('1 day 1 min')
  })
})
