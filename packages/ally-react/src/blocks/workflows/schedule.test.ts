import { describe, expect, it } from 'vitest'
import { describeSchedule, nextTimes, parseCron, type Schedule, triggerText } from './schedule'

const read = (cron: string): Schedule => {
  const parsed = parseCron(cron)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.schedule
}

describe('a schedule as a buyer reads it', () => {
  it.each([
    ['0 9 * * 1', 'Every Monday at 09:00'],
    ['30 8 * * mon-fri', 'Every Monday to Friday at 08:30'],
    ['0 9,17 * * 1,3,5', 'Every Monday, Wednesday and Friday at 09:00 and 17:00'],
    ['*/15 * * * *', 'Every day every 15 minutes'],
    ['* * * * *', 'Every day every minute'],
    ['5 * * * *', 'Every day at minute 5 of every hour'],
    ['0 8 1 * *', 'On day 1 of every month at 08:00'],
    ['0 8 1,15 jan,jul *', 'On days 1 and 15 of January and July at 08:00'],
    ['0 7 * 12 0', 'Every Sunday in December at 07:00'],
    ['0 7 * * 7', 'Every Sunday at 07:00'],
    ['0 9-17 * * *', 'Every day every hour from 09:00 to 17:00'],
    ['15 8-18/2 * * 1-5', 'Every Monday to Friday at 08:15, 10:15, 12:15, 14:15, 16:15 and 18:15'],
  ])('%s reads "%s"', (cron, words) => {
    expect(describeSchedule(read(cron))).toBe(words)
  })

  it.each([
    ['0 9 * *', /has five fields/],
    ['0 9 1 * 1', /not both/],
    ['60 9 * * *', /The minute must be 0 to 59, not 60/],
    ['0 25 * * *', /The hour must be 0 to 23/],
    ['0 9 * 13 *', /The month must be 1 to 12/],
    ['0 9 * * funday', /“funday” is not a day of the week/],
    ['0 17-9 * * *', /runs backwards/],
    ['*/0 * * * *', /a step of a whole number/],
  ])('%s is refused: %s', (cron, error) => {
    const parsed = parseCron(cron)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.error).toMatch(error)
  })

  it("lists the next five times in the trigger's time zone", () => {
    // Friday 2 January 2026, 10:00 UTC: 11:00 in Lagos (UTC+1).
    const after = new Date('2026-01-02T10:00:00Z')
    const times = nextTimes(read('0 9 * * 1'), 'Africa/Lagos', after)
    expect(times.map((time) => time.toISOString())).toEqual([
      '2026-01-05T08:00:00.000Z',
      '2026-01-12T08:00:00.000Z',
      '2026-01-19T08:00:00.000Z',
      '2026-01-26T08:00:00.000Z',
      '2026-02-02T08:00:00.000Z',
    ])
  })

  it('keeps the wall clock across a daylight-saving change', () => {
    // New York moves to summer time on Sunday 8 March 2026.
    const times = nextTimes(
      read('0 9 * * *'),
      'America/New_York',
      new Date('2026-03-06T20:00:00Z'),
      3,
    )
    expect(times.map((time) => time.toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ])
  })

  it('starts later the same day, and has no times for a day that never comes', () => {
    const times = nextTimes(read('*/30 * * * *'), 'UTC', new Date('2026-01-02T10:10:00Z'), 2)
    expect(times.map((time) => time.toISOString())).toEqual([
      '2026-01-02T10:30:00.000Z',
      '2026-01-02T11:00:00.000Z',
    ])
    expect(nextTimes(read('0 9 30 2 *'), 'UTC', new Date('2026-01-02T10:00:00Z'))).toEqual([])
  })

  it('says a trigger in words', () => {
    expect(triggerText({ type: 'manual' })).toBe('Run by hand')
    expect(triggerText({ type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' })).toBe(
      'Every Monday at 09:00 (Africa/Lagos)',
    )
    expect(triggerText({ type: 'schedule', cron: '0 9 * * 1' })).toBe('Every Monday at 09:00 (UTC)')
  })
})
