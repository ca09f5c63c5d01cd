import { forgotPasswordTiming } from '../packages/ally-server/bench/forgot-password-timing'
import { rfqList } from '../packages/ally-server/bench/rfq-list'
import { vendorSearch } from '../packages/ally-server/bench/vendor-search'
import { comparisonRender } from './comparison-render'
import { lighthouseBudgets, lighthouseScores, printLighthouse } from './lighthouse'
import { loginJs } from './login-js'
import { type Budget, type SizeRow, sdkSizes, sizeBudgets } from './sdk-size'
import { embeddedDefault, serverThroughput, type ThroughputRow } from './server-throughput'
import { vendorListRender } from './vendor-list-render'

/** Above the goals (20 ms, 100 ms), so machine noise passes and a return of the old designs fails. */
const RFQ_LIST_BUDGET_MS = 50
/**
 * The comparison measured 116–153 ms of scripting on the machines of 2026-11-20 to -25 (the old
 * design 442 ms). On 2026-11-26's machine the same build measured 244–300 ms (6f90ebe, before
 * that day's changes) and the next ones 237–250 ms, so a budget of 200 failed the machine, not
 * the code. 350 passes that machine and still fails the old design wherever it was measured.
 */
const COMPARISON_BUDGET_MS = 350

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const fixed = (value: number | undefined, digits: number) =>
  value === undefined || Number.isNaN(value) ? '' : value.toFixed(digits)

async function main(): Promise<void> {
  const sizes: SizeRow[] = await sdkSizes()
  console.log('\nBundle sizes (esbuild, minified, browser, gzip -9)\n')
  console.table(
    sizes.map((row) => ({
      bundle: row.name,
      minified: kb(row.min),
      'min+gzip': kb(row.gzip),
      goal: row.goal ?? '',
    })),
  )

  const login = await loginJs()
  if (login.length) {
    console.log(
      '\nJavaScript of a first visit (Chromium, built full app served by the server, gzip -9)\n',
    )
    console.table(
      login.map((row) => ({
        page: row.name,
        scripts: row.files,
        'min+gzip': kb(row.gzip),
        goal: row.goal,
      })),
    )
  }

  // After loginJs(), which lists the scripts /login loaded for size-limit.
  const budgets: Budget[] = sizeBudgets()

  const searches = await vendorSearch()
  console.log(
    '\nVendor search (GET /api/v1/ldb/vendor?search=…, 100,000 vendors in one business)\n',
  )
  console.table(
    searches.map((row) => ({
      engine: row.engine,
      searches: row.searches,
      'p50 ms': fixed(row.p50Ms, 1),
      'p95 ms': fixed(row.p95Ms, 1),
      goal: `${row.goal}: ${row.met ? 'yes' : 'NO'}`,
    })),
  )

  const forgot = await forgotPasswordTiming()
  console.log(
    '\nForgot password, answer time by whether the account exists (embedded PostgreSQL, alternating requests)\n',
  )
  console.table([
    {
      requests: forgot.requests,
      'existing, median ms': fixed(forgot.existingMs, 2),
      'unknown, median ms': fixed(forgot.unknownMs, 2),
      'allowed gap ms': fixed(forgot.allowedMs, 2),
    },
  ])
  budgets.push({
    name: 'forgot password: existing vs unknown account, median gap',
    figure: `${fixed(Math.abs(forgot.existingMs - forgot.unknownMs), 2)} ms`,
    limit: `≤ ${fixed(forgot.allowedMs, 2)} ms`,
    met: forgot.met,
  })

  const render = await vendorListRender()
  if (render.length) {
    console.log(
      '\nVendorList scrolled through 10,000 vendors in Chromium (600 px a frame, pages of 50)\n',
    )
    console.table(
      render.map((row) => ({
        'rows loaded': row.rowsLoaded,
        'rows in DOM': row.domRows,
        frames: row.frames,
        'frames > 25 ms (missed vsync)': row.longFrames,
        'p95 frame ms': fixed(row.p95FrameMs, 1),
        'max frame ms': fixed(row.maxFrameMs, 1),
        seconds: fixed(row.seconds, 1),
      })),
    )
  }

  // Issue "Sourcing, part 1"'s goals; the budgets above them fail CI on a regression (the list
  // took 290 ms and the comparison 442 ms of scripting before the designs that meet the goals).
  const rfqs = await rfqList()
  if (rfqs) {
    console.log('\nRFQ list (GET /api/v1/ldb/rfq/order/rfqs, 100,000 RFQs in one business)\n')
    console.table([
      {
        engine: rfqs.engine,
        requests: rfqs.requests,
        'p50 ms': fixed(rfqs.p50Ms, 1),
        'p95 ms': fixed(rfqs.p95Ms, 1),
        slowest: rfqs.slowest,
        goal: `${rfqs.goal}: ${rfqs.met ? 'yes' : 'NO'}`,
      },
    ])
    budgets.push({
      name: 'RFQ list p95, PostgreSQL',
      figure: `${fixed(rfqs.p95Ms, 1)} ms`,
      limit: `≤ ${RFQ_LIST_BUDGET_MS} ms`,
      met: rfqs.p95Ms <= RFQ_LIST_BUDGET_MS,
      goal: { target: rfqs.goal, met: rfqs.met },
    })
  }
  const comparison = await comparisonRender()
  if (comparison) {
    console.log(
      `\nQuote comparison of ${comparison.vendors} vendors × ${comparison.lines} lines in Chromium (scripting from the click to the last line, ${comparison.runs} runs)\n`,
    )
    console.table([
      {
        'median ms': fixed(comparison.medianMs, 1),
        'max ms': fixed(comparison.maxMs, 1),
        goal: `${comparison.goal}: ${comparison.met ? 'yes' : 'NO'}`,
      },
    ])
    budgets.push({
      name: 'quote comparison, 10 vendors × 200 lines, scripting',
      figure: `${fixed(comparison.medianMs, 1)} ms`,
      limit: `≤ ${COMPARISON_BUDGET_MS} ms`,
      met: comparison.medianMs <= COMPARISON_BUDGET_MS,
      goal: { target: comparison.goal, met: comparison.met },
    })
  }

  const throughput: ThroughputRow[] = await serverThroughput()
  if (throughput.length) {
    console.log(
      '\nServer throughput (autocannon, 100 connections, loopback, 8 s after a 2 s warm-up;' +
        ' 1 and 2 server processes (ALLY_WORKERS) beside pgbench -S -c 100 -j 2 -T 8, one run)\n',
    )
    console.table(
      throughput.map((row) => ({
        target: row.target,
        'req/s': fixed(row.requestsPerSecond, 0),
        'p99 ms': fixed(row.p99Ms, 1),
        '÷ pgbench': fixed(row.ofPgbench, 2),
        '÷ hello-world': fixed(row.ofHelloWorld, 2),
        'goals (met?)': (row.goals ?? [])
          .map(({ goal, met }) => `${goal}: ${met ? 'yes' : 'NO'}`)
          .join(', '),
        note: row.note ?? '',
      })),
    )
  }

  // Issue #27: the embedded default against the release before it (PGlite) and an external
  // PostgreSQL; its goals are budgets.
  const embedded = await embeddedDefault()
  if (embedded) {
    console.log(
      `\nThe embedded default vs PGlite as released vs an external PostgreSQL (${embedded.setup})\n`,
    )
    console.table(
      embedded.mix.map((row) => ({
        target: row.target,
        'req/s': fixed(row.requestsPerSecond, 0),
        'p99 ms': fixed(row.p99Ms, 1),
        '÷ PGlite': fixed(row.ofPglite, 2),
        note: row.note ?? '',
      })),
    )
    console.log(
      `\nStart-up: from spawning the server process to ${embedded.startUpUrl} answering 200\n`,
    )
    console.table(
      embedded.startUp.map((row) => ({
        start: row.target,
        seconds: fixed(row.seconds, 2),
        note: row.note ?? '',
      })),
    )
    budgets.push(...embedded.budgets)
  }

  for (const row of searches) {
    budgets.push({
      name: `vendor search p95, ${row.engine}`,
      figure: `${fixed(row.p95Ms, 1)} ms`,
      limit: row.budget ? `≤ ${row.budget} ms` : 'none (reported)',
      met: row.budget === undefined || row.p95Ms <= row.budget,
      goal: { target: row.goal, met: row.met },
    })
  }
  // The issue asked to show these ratios; the goals are ours and are reported, not enforced.
  for (const row of throughput) {
    for (const { goal, met } of row.goals ?? []) {
      budgets.push({
        name: `throughput, ${row.target}`,
        figure: fixed(row.requestsPerSecond, 0),
        limit: 'none (reported)',
        met: true,
        goal: { target: goal, met },
      })
    }
  }
  const lighthouse = await lighthouseScores()
  printLighthouse(lighthouse)
  budgets.push(...lighthouseBudgets(lighthouse))
  printBudgets(budgets)
}

/**
 * Every budget with its figure; any one exceeded makes the run (and so CI) fail. Goals not yet met
 * are listed after the table with their figures.
 */
function printBudgets(budgets: Budget[]): void {
  console.log(
    '\nBudgets (sizes: size-limit on the builds, 1 kB = 1000 bytes; see .size-limit.js)\n',
  )
  console.table(
    budgets.map((budget) => ({
      budget: budget.name,
      measured: budget.figure,
      limit: budget.limit,
      met: budget.met ? 'yes' : 'NO',
      goal: budget.goal ? `${budget.goal.target}: ${budget.goal.met ? 'yes' : 'NOT YET'}` : '',
    })),
  )
  const short = budgets.filter((budget) => budget.goal && !budget.goal.met)
  for (const budget of short) {
    console.log(`Goal not met yet: ${budget.name} is ${budget.figure}, goal ${budget.goal?.target}`)
  }
  const exceeded = budgets.filter((budget) => !budget.met)
  if (exceeded.length) {
    console.log(`${exceeded.length} budget(s) exceeded: ${exceeded.map((b) => b.name).join('; ')}`)
    process.exitCode = 1
  } else {
    console.log(`All ${budgets.length} budgets met.`)
  }
}

await main()
