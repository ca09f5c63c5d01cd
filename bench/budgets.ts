/**
 * How a budget came out. 'not measured' (a part skipped or not built, a server that never came
 * up, no PostgreSQL) fails the run as 'exceeded' does: a budget nobody checked is not a budget met.
 */
export type BudgetStatus = 'met' | 'exceeded' | 'not measured'

/**
 * A part that could not run here (no PostgreSQL, nothing built): its budgets are not measured,
 * and the bench says why in a line rather than with a stack.
 */
export class NotRun extends Error {}

/**
 * A load run in which some answers were not 2xx, or requests failed or timed out: it was measured
 * and failed, so the budgets on it are exceeded (not unmeasured), and its figures are not shown.
 */
export class FailedAnswers extends Error {}

/** An error's first line, as a table cell says why. */
export const firstLine = (error: Error): string => error.message.split('\n')[0] || 'failed'

/**
 * One budget: a figure measured against its limit; anything but 'met' fails the bench (and CI).
 * `goal` is where the product wants to be when the budget has to sit above it for now; a goal not
 * yet met is printed, never hidden.
 */
export interface Budget {
  name: string
  /** The figure measured; with 'not measured', why there is none. */
  figure: string
  limit: string
  status: BudgetStatus
  goal?: { target: string; met: boolean }
}

/**
 * A goal the bench reports with no budget behind it (the issue asked to see the figure, nothing
 * fails on it): printed with the goals, never counted among the budgets.
 */
export interface ReportedGoal {
  name: string
  target: string
  /** Absent when the figure could not be measured. */
  measured?: { figure: string; met: boolean }
}

/**
 * A budget whose figure was measured: 'met' or 'exceeded'.
 *
 * @example measuredBudget({ name: 'RFQ list p95', figure: '33.7 ms', limit: '≤ 50 ms', met: true })
 */
export function measuredBudget(budget: {
  name: string
  figure: string
  limit: string
  met: boolean
  goal?: { target: string; met: boolean }
}): Budget {
  const { met, ...rest } = budget
  return { ...rest, status: met ? 'met' : 'exceeded' }
}

/**
 * A budget that could not be measured, saying why; its goal, if any, is not met either.
 *
 * @example notMeasured({ name: 'RFQ list p95', limit: '≤ 50 ms', why: 'no PostgreSQL' })
 */
export function notMeasured(budget: {
  name: string
  limit: string
  why: string
  goal?: string
}): Budget {
  const { name, limit, why, goal } = budget
  return {
    name,
    figure: why,
    limit,
    status: 'not measured',
    ...(goal === undefined ? {} : { goal: { target: goal, met: false } }),
  }
}

/**
 * A budget on a run's figures, whatever became of the run: exceeded when its answers failed, not
 * measured when it has no figures (the error says why), else as `measure` finds them.
 *
 * @example budgetOn({ name: 'RFQ list p95', limit: '≤ 50 ms' }, run, (row) => ({
 *   figure: `${row.p95Ms} ms`,
 *   met: row.p95Ms <= 50,
 * }))
 */
export function budgetOn<T>(
  spec: { name: string; limit: string; goal?: string },
  run: T | Error,
  measure: (value: T) => { figure: string; met: boolean; goalMet?: boolean },
): Budget {
  const { name, limit, goal } = spec
  if (run instanceof Error && !(run instanceof FailedAnswers)) {
    return notMeasured({ name, limit, why: firstLine(run), goal })
  }
  const { figure, met, goalMet } =
    run instanceof FailedAnswers ? { figure: firstLine(run), met: false } : measure(run)
  return measuredBudget({
    name,
    figure,
    limit,
    met,
    ...(goal === undefined ? {} : { goal: { target: goal, met: goalMet === true } }),
  })
}

const RESULT: Record<BudgetStatus, string> = {
  met: 'yes',
  exceeded: 'NO',
  'not measured': 'NOT MEASURED',
}

export interface BudgetReport {
  /** The budget table's rows, as console.table prints them. */
  budgets: Record<string, string>[]
  /** The reported goals' rows. */
  goals: Record<string, string>[]
  /** What follows the tables; the last line is the verdict. */
  lines: string[]
  /** True when any budget was exceeded or not measured, or there was none at all. */
  failed: boolean
}

/**
 * The summary of a run: every budget with its figure and status, the reported goals apart from
 * them, the goals not met yet, and a verdict that counts budgets only.
 */
export function reportBudgets(budgets: Budget[], goals: ReportedGoal[] = []): BudgetReport {
  const lines: string[] = []
  for (const budget of budgets) {
    if (budget.status !== 'not measured' && budget.goal && !budget.goal.met) {
      lines.push(`Goal not met yet: ${budget.name} is ${budget.figure}, goal ${budget.goal.target}`)
    }
  }
  for (const goal of goals) {
    if (goal.measured && !goal.measured.met) {
      lines.push(
        `Goal not met yet (reported): ${goal.name} is ${goal.measured.figure}, goal ${goal.target}`,
      )
    }
  }

  const exceeded = budgets.filter((budget) => budget.status === 'exceeded')
  const unmeasured = budgets.filter((budget) => budget.status === 'not measured')
  const failed = exceeded.length + unmeasured.length
  if (!budgets.length) {
    lines.push('No budget was measured.')
  } else if (!failed) {
    lines.push(`All ${budgets.length} budgets met.`)
  } else {
    const names = (list: Budget[]) => list.map((budget) => budget.name).join('; ')
    lines.push(
      [
        `${failed} of ${budgets.length} budgets failed.`,
        exceeded.length ? `Exceeded: ${names(exceeded)}.` : '',
        unmeasured.length ? `Not measured: ${names(unmeasured)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    )
  }

  return {
    budgets: budgets.map((budget) => ({
      budget: budget.name,
      measured: budget.status === 'not measured' ? `not measured: ${budget.figure}` : budget.figure,
      limit: budget.limit,
      met: RESULT[budget.status],
      goal: budget.goal
        ? `${budget.goal.target}: ${
            budget.status === 'not measured' ? 'not measured' : budget.goal.met ? 'yes' : 'NOT YET'
          }`
        : '',
    })),
    goals: goals.map((goal) => ({
      goal: goal.name,
      measured: goal.measured?.figure ?? 'not measured',
      target: goal.target,
      met: goal.measured ? (goal.measured.met ? 'yes' : 'NOT YET') : 'not measured',
    })),
    lines,
    failed: failed > 0 || !budgets.length,
  }
}

/**
 * Prints the budgets and the reported goals; any budget exceeded or not measured makes the run
 * (and so CI) fail.
 */
export function printBudgets(budgets: Budget[], goals: ReportedGoal[] = []): void {
  const report = reportBudgets(budgets, goals)
  console.log(
    '\nBudgets (sizes: size-limit on the builds, 1 kB = 1000 bytes; see .size-limit.js)\n',
  )
  console.table(report.budgets)
  if (report.goals.length) {
    console.log('\nGoals reported beside the budgets (not enforced, not counted as budgets)\n')
    console.table(report.goals)
  }
  for (const line of report.lines) console.log(line)
  if (report.failed) process.exitCode = 1
}
