import { describe, expect, it } from 'vitest'
import { FailedAnswers, NotRun } from './budgets'
import {
  type LoadResult,
  type Measured,
  measuredLoad,
  throughputBudgets,
  throughputRows,
} from './server-throughput'

/** autocannon's result as far as the bench reads it. */
function loadResult(answers: {
  average: number
  non2xx?: number
  errors?: number
  timeouts?: number
  codes?: Record<string, number>
}): LoadResult {
  const { average, non2xx = 0, errors = 0, timeouts = 0, codes = { 200: 1000 } } = answers
  return {
    requests: { average, sent: 1000 } as LoadResult['requests'],
    latency: { p99: 12 } as LoadResult['latency'],
    non2xx,
    errors,
    timeouts,
    statusCodeStats: Object.fromEntries(
      Object.entries(codes).map(([code, count]) => [code, { count }]),
    ) as LoadResult['statusCodeStats'],
  }
}

const measured = (requestsPerSecond: number): Measured => ({ requestsPerSecond, p99Ms: 12 })

describe('measuredLoad', () => {
  it('gives the figures of a run where every answer was a 2xx', () => {
    expect(measuredLoad(loadResult({ average: 900 }))).toEqual({
      requestsPerSecond: 900,
      p99Ms: 12,
    })
  })

  it('refuses the figures of a run with answers that were not 2xx', () => {
    const run = () =>
      measuredLoad(loadResult({ average: 900, non2xx: 40, codes: { 200: 960, 401: 40 } }))
    expect(run).toThrow(FailedAnswers)
    expect(run).toThrow('40 of 1000 requests failed: 40× 401')
  })

  it('refuses the figures of a run with errors or timeouts', () => {
    expect(() => measuredLoad(loadResult({ average: 900, errors: 3, timeouts: 2 }))).toThrow(
      '3 of 1000 requests failed: 3 errors (2 timeouts)',
    )
  })
})

describe('throughput rows and budgets', () => {
  const rows = throughputRows({
    hello: measured(4000),
    onEmbedded: new FailedAnswers('40 of 1000 requests failed: 40× 401'),
    onPostgres: measured(1000),
    onPostgresTwice: new NotRun('no PostgreSQL'),
    pgbench: { tps: 4000, p99Ms: 3 },
  })
  const row = (target: string) => rows.find((each) => each.target === target)

  it('shows no requests per second for a run with failed answers, and says why', () => {
    const failed = row('profile, server on embedded PostgreSQL')
    expect(failed).toMatchObject({
      outcome: 'failed answers',
      reason: '40 of 1000 requests failed: 40× 401',
    })
    expect(failed?.requestsPerSecond).toBeUndefined()
    expect(failed?.p99Ms).toBeUndefined()
  })

  it('fails the budget of a run with failed answers, and of one not measured', () => {
    const { budgets } = throughputBudgets(rows)
    const status = Object.fromEntries(budgets.map((budget) => [budget.name, budget.status]))

    expect(status).toEqual({
      'throughput, profile, server on PostgreSQL': 'met',
      'throughput, profile, 2 processes on PostgreSQL': 'not measured',
      'throughput, profile, server on embedded PostgreSQL': 'exceeded',
      'throughput, Fastify hello-world': 'met',
      'throughput, pgbench -S (TPS)': 'met',
    })
    expect(budgets.find((budget) => budget.status === 'exceeded')?.figure).toBe(
      '40 of 1000 requests failed: 40× 401',
    )
  })

  it('reports the goals apart from the budgets, not measured where the run has no figures', () => {
    const { goals } = throughputBudgets(rows)

    expect(goals).toContainEqual({
      name: 'throughput, profile, server on PostgreSQL',
      target: '÷ pgbench ≥ 0.5',
      measured: { figure: '0.25', met: false },
    })
    expect(goals).toContainEqual({
      name: 'throughput, profile, server on embedded PostgreSQL',
      target: 'p99 ≤ 50 ms',
      measured: undefined,
    })
  })
})
