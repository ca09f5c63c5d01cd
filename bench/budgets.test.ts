import { describe, expect, it } from 'vitest'
import {
  type Budget,
  budgetOn,
  FailedAnswers,
  measuredBudget,
  NotRun,
  notMeasured,
  type ReportedGoal,
  reportBudgets,
} from './budgets'

const met = measuredBudget({ name: 'RFQ list p95', figure: '33.7 ms', limit: '≤ 50 ms', met: true })
const exceeded = measuredBudget({
  name: 'quote comparison',
  figure: '420.0 ms',
  limit: '≤ 350 ms',
  met: false,
})
const unmeasured = notMeasured({
  name: 'vendor search p95, PostgreSQL',
  limit: '≤ 50 ms',
  why: 'no PostgreSQL',
  goal: 'p95 ≤ 20 ms',
})

describe('reportBudgets', () => {
  it('counts a budget that was not measured as failed, and names it', () => {
    const report = reportBudgets([met, unmeasured])

    expect(report.failed).toBe(true)
    expect(report.lines.at(-1)).toBe(
      '1 of 2 budgets failed. Not measured: vendor search p95, PostgreSQL.',
    )
    expect(report.budgets[1]).toMatchObject({
      measured: 'not measured: no PostgreSQL',
      met: 'NOT MEASURED',
      goal: 'p95 ≤ 20 ms: not measured',
    })
  })

  it('names the budgets exceeded apart from those not measured', () => {
    const report = reportBudgets([exceeded, met, unmeasured])

    expect(report.failed).toBe(true)
    expect(report.lines.at(-1)).toBe(
      '2 of 3 budgets failed. Exceeded: quote comparison. Not measured: vendor search p95, PostgreSQL.',
    )
  })

  it('lists reported goals apart and counts only budgets', () => {
    const goals: ReportedGoal[] = [
      {
        name: 'throughput, profile',
        target: 'p99 ≤ 50 ms',
        measured: { figure: '80.0 ms', met: false },
      },
      { name: 'throughput, profile', target: '÷ pgbench ≥ 0.5' },
    ]
    const report = reportBudgets([met], goals)

    expect(report.failed).toBe(false)
    expect(report.lines.at(-1)).toBe('All 1 budgets met.')
    expect(report.budgets).toHaveLength(1)
    expect(report.goals).toEqual([
      { goal: 'throughput, profile', measured: '80.0 ms', target: 'p99 ≤ 50 ms', met: 'NOT YET' },
      {
        goal: 'throughput, profile',
        measured: 'not measured',
        target: '÷ pgbench ≥ 0.5',
        met: 'not measured',
      },
    ])
    expect(report.lines).toContain(
      'Goal not met yet (reported): throughput, profile is 80.0 ms, goal p99 ≤ 50 ms',
    )
  })

  it('fails a run with no budget at all', () => {
    expect(reportBudgets([]).failed).toBe(true)
  })
})

describe('budgetOn', () => {
  const spec = { name: 'RFQ list p95', limit: '≤ 50 ms', goal: 'p95 ≤ 20 ms' }
  const p95 = (row: { p95Ms: number }) => ({
    figure: `${row.p95Ms} ms`,
    met: row.p95Ms <= 50,
    goalMet: row.p95Ms <= 20,
  })

  it('measures a run that has figures', () => {
    expect(budgetOn(spec, { p95Ms: 33 }, p95)).toEqual<Budget>({
      name: 'RFQ list p95',
      figure: '33 ms',
      limit: '≤ 50 ms',
      status: 'met',
      goal: { target: 'p95 ≤ 20 ms', met: false },
    })
  })

  it('leaves a run that did not happen not measured, saying why', () => {
    const budget = budgetOn(spec, new NotRun('no PostgreSQL\nmore lines'), p95)
    expect(budget).toMatchObject({ status: 'not measured', figure: 'no PostgreSQL' })
  })

  it('fails a run whose answers failed as exceeded', () => {
    const budget = budgetOn(spec, new FailedAnswers('3 of 90 requests failed: 3× 503'), p95)
    expect(budget).toMatchObject({
      status: 'exceeded',
      figure: '3 of 90 requests failed: 3× 503',
      goal: { met: false },
    })
  })
})
