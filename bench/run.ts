import {
  analyticsBudgets,
  businessAnalyticsBench,
} from '../packages/ally-server/bench/business-analytics'
import { assistantAccuracy, copilotBudgets } from '../packages/ally-server/bench/copilot'
import {
  dashboardSummaryBench,
  SUMMARY_P95_GOAL_MS,
  SUMMARY_RATE_GOAL,
} from '../packages/ally-server/bench/dashboard-summary'
import { forgotPasswordTiming } from '../packages/ally-server/bench/forgot-password-timing'
import {
  replyReadingAccuracy,
  replyReadingBudgets,
  replyReadingGoals,
} from '../packages/ally-server/bench/reply-reading'
import { RFQ_LIST_GOAL, rfqList } from '../packages/ally-server/bench/rfq-list'
import { vendorSearch } from '../packages/ally-server/bench/vendor-search'
import { workflowBench, workflowBudgets } from '../packages/ally-server/bench/workflows'
import {
  type Budget,
  budgetOn,
  firstLine,
  NotRun,
  printBudgets,
  type ReportedGoal,
} from './budgets'
import { COLD_LOADS, coldLoads, LIST_ROUTES } from './cold-loads'
import { COMPARISON_GOAL, comparisonRender } from './comparison-render'
import { fixed, kB } from './format'
import { lighthouseBudgets, lighthouseScores, printLighthouse } from './lighthouse'
import { loginJs } from './login-js'
import { type SizeRow, sdkSizes, sizeBudgets } from './sdk-size'
import { embeddedDefault, serverThroughput, throughputBudgets } from './server-throughput'
import { SCROLL_SECONDS, vendorListRender } from './vendor-list-render'

/** Above the goals (20 ms, 100 ms), so machine noise passes and a return of the old designs fails. */
const RFQ_LIST_BUDGET_MS = 50
/**
 * The dashboard summary over 10,000 orders (issue #28). Worked out anew (a write before each
 * read), its one statement took p95 14.4 ms on 2026-11-27's quiet morning machine and 23–32 ms on
 * the ~1.6× slower afternoon one (docs/performance.md, "A slower machine"): 35 ms passes that
 * machine and the goal (50 ms) is printed beside it. Kept until the business's records change,
 * it answered 3,476 a second at 50 connections (the statement alone: 110–216), so the rate's
 * budget is the goal itself, 1,000, and a summary worked out on every read fails it.
 */
const SUMMARY_P95_BUDGET_MS = 35
const SUMMARY_RATE_BUDGET = SUMMARY_RATE_GOAL
/**
 * Reads of the same business, one at a time (p95). The notification centre joined every row's
 * details at first: 236 ms p95 by hand over this business; reading each kind from its own index
 * and the details for the page shown, 24 ms quiet and 44 ms on a machine running tests beside
 * it (2026-11-27). Vendor analytics over all time counts every PO line by what arrived when:
 * 110 ms p50, 182 ms p95 on that loaded machine; no goal was set, so the budget only stops it
 * from growing several times over unnoticed.
 */
const OTHER_READ_BUDGETS_MS: Record<string, number> = {
  'notifications, first page': 100,
  'vendor analytics, all time': 600,
}
/**
 * The comparison measured 116–153 ms of scripting on the machines of 2026-11-20 to -25 (the old
 * design 442 ms). On 2026-11-26's machine the same build measured 244–300 ms (6f90ebe, before
 * that day's changes) and the next ones 237–250 ms, so a budget of 200 failed the machine, not
 * the code. 350 passes that machine and still fails the old design wherever it was measured.
 * On 2026-11-27's evening machine the same React code (unchanged since the landing whose CI
 * measured 212 ms) measured 326 and 360 ms, while the server's throughput rose (profile 6,251
 * req/s): Chromium's work ran ~1.6× slower. 450 passes that machine; the old design measured
 * 442 ms on a machine ~2× faster, so a return to it still fails.
 */
const COMPARISON_BUDGET_MS = 450
/**
 * A list's cold first load (issue #28): navigation start to its first row shown with its read
 * answered, median of COLD_LOADS, in a new signed-in browser context. On 2026-11-27's machine,
 * with other work on its 2 cores (docs/performance.md#cold-loads), the old design's medians were
 * 1.1–1.6 s at a load average of 9–10 and 1.6–2.5 s at 15–20 (the issue saw 2.2–2.8 s); the new
 * one's 1.05–1.8 s and 1.4–2.9 s. The time there is mostly CPU, and no time alone tells the two
 * designs apart on such a machine. What does is when the list's read goes out: the old design
 * sent it once the section's code had arrived and rendered, at 77–94 % of the load; the new one
 * with the app's entry, at 19–56 % even at a load average of 20. The time budget catches a
 * slower page on a machine less loaded than that; the share, a return of either waterfall on any.
 * That evening, on a quiet machine whose Chromium ran ~1.6× slower (the comparison above), the
 * same React code as the landing whose CI measured 823–980 ms measured medians of 1,345–1,823 ms
 * (read sent at 29–48 %), and CI 1,796–2,266 with a React reorganisation that was then taken
 * back: 2,500 passes that machine, and the share still tells the designs apart.
 */
const COLD_LOAD_BUDGET_MS = 2500
const COLD_READ_SHARE = 2 / 3

/**
 * Runs one part of the bench. A part that throws is printed (one line when it could not run here,
 * the whole error otherwise) and stands as its error, so its budgets show as not measured and the
 * other parts still run.
 */
async function part<T>(label: string, run: () => Promise<T>): Promise<T | Error> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof NotRun) console.log(`\n${label}: not measured: ${error.message}`)
    else console.error(`\nbench: ${label} failed:`, error)
    return error instanceof Error ? error : new Error(String(error))
  }
}

/** A row's note for a run without figures: its outcome and why. */
const withoutFigures = (row: { outcome: string; reason?: string; note?: string }) =>
  row.reason === undefined ? (row.note ?? '') : `${row.outcome}: ${row.reason}`

async function main(): Promise<void> {
  const budgets: Budget[] = []
  const goals: ReportedGoal[] = []

  const sizes: SizeRow[] = await sdkSizes()
  console.log('\nBundle sizes (esbuild, minified, browser, gzip -9; 1 kB = 1000 bytes)\n')
  console.table(
    sizes.map((row) => ({
      bundle: row.name,
      minified: kB(row.min),
      'min+gzip': kB(row.gzip),
      goal: row.goal ?? '',
    })),
  )

  const login = await part('JavaScript of a first visit', loginJs)
  if (!(login instanceof Error)) {
    console.log(
      '\nJavaScript of a first visit (Chromium, built full app served by the server, gzip -9)\n',
    )
    console.table([
      { page: login.name, scripts: login.files, 'min+gzip': kB(login.gzip), goal: login.goal },
    ])
  }
  // After loginJs(), which lists the scripts /login loaded for size-limit.
  budgets.push(...(await sizeBudgets(login instanceof Error ? firstLine(login) : undefined)))

  const searches = await vendorSearch()
  console.log(
    '\nVendor search (GET /api/v1/ldb/vendor?search=…, 100,000 vendors in one business)\n',
  )
  console.table(
    searches.map(({ engine, goal, result }) =>
      result instanceof Error
        ? { engine, goal, note: `not measured: ${firstLine(result)}` }
        : {
            engine,
            searches: result.searches,
            'p50 ms': fixed(result.p50Ms, 1),
            'p95 ms': fixed(result.p95Ms, 1),
            goal: `${goal}: ${result.met ? 'yes' : 'NO'}`,
          },
    ),
  )

  const forgot = await part('Forgot password timing', forgotPasswordTiming)
  if (!(forgot instanceof Error)) {
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
  }
  budgets.push(
    budgetOn(
      {
        name: 'forgot password: existing vs unknown account, median gap',
        limit:
          forgot instanceof Error
            ? '≤ 25 % of the slower median, or 1 ms'
            : `≤ ${fixed(forgot.allowedMs, 2)} ms`,
      },
      forgot,
      (row) => ({
        figure: `${fixed(Math.abs(row.existingMs - row.unknownMs), 2)} ms`,
        met: row.met,
      }),
    ),
  )

  const render = await part('VendorList render', vendorListRender)
  if (!(render instanceof Error)) {
    console.log(
      '\nVendorList scrolled through 10,000 vendors in Chromium (600 px a frame, pages of 50)\n',
    )
    console.table([
      {
        'rows loaded': render.rowsLoaded,
        'rows in DOM': render.domRows,
        frames: render.frames,
        'frames > 25 ms (missed vsync)': render.longFrames,
        'p95 frame ms': fixed(render.p95FrameMs, 1),
        'max frame ms': fixed(render.maxFrameMs, 1),
        seconds: fixed(render.seconds, 1),
      },
    ])
  }
  // Its frame figures are reported; they describe the whole list only once every row loaded.
  budgets.push(
    budgetOn(
      {
        name: 'VendorList scrolled through 10,000 vendors',
        limit: `every row loaded (in ${SCROLL_SECONDS} s)`,
      },
      render,
      (row) => ({
        figure: `${row.rowsLoaded} of ${row.vendors} rows in ${fixed(row.seconds, 1)} s`,
        met: row.rowsLoaded >= row.vendors,
      }),
    ),
  )

  // Issue "Sourcing, part 1"'s goals; the budgets above them fail CI on a regression (the list
  // took 290 ms and the comparison 442 ms of scripting before the designs that meet the goals).
  const rfqs = await part('RFQ list', rfqList)
  if (!(rfqs instanceof Error)) {
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
  }
  budgets.push(
    budgetOn(
      {
        name: 'RFQ list p95, PostgreSQL',
        limit: `≤ ${RFQ_LIST_BUDGET_MS} ms`,
        goal: RFQ_LIST_GOAL,
      },
      rfqs,
      (row) => ({
        figure: `${fixed(row.p95Ms, 1)} ms`,
        met: row.p95Ms <= RFQ_LIST_BUDGET_MS,
        goalMet: row.met,
      }),
    ),
  )

  const summary = await part('Dashboard summary', dashboardSummaryBench)
  if (!(summary instanceof Error)) {
    console.log(
      `\nDashboard summary (GET /api/v1/ldb/dashboard/summary, ${summary.orders.toLocaleString('en-US')} orders with their rounds, POs and shipments, PostgreSQL)\n`,
    )
    console.table([
      {
        business: 'changed before each read',
        'one at a time': `${summary.requests} requests`,
        'p50 ms': fixed(summary.p50Ms, 1),
        'p95 ms': fixed(summary.p95Ms, 1),
        '50 connections, req/s': '',
        'p99 ms': '',
      },
      {
        business: 'unchanged',
        'one at a time': `${summary.requests} requests`,
        'p50 ms': fixed(summary.unchangedP50Ms, 1),
        'p95 ms': fixed(summary.unchangedP95Ms, 1),
        '50 connections, req/s': fixed(summary.requestsPerSecond, 0),
        'p99 ms': fixed(summary.p99Ms, 0),
      },
    ])
    console.log('\nOther reads of the same business, one at a time\n')
    console.table(
      summary.others.map((read) => ({
        read: `${read.name} (GET ${read.path})`,
        requests: read.requests,
        'p50 ms': fixed(read.p50Ms, 1),
        'p95 ms': fixed(read.p95Ms, 1),
      })),
    )
  }
  budgets.push(
    budgetOn(
      {
        name: 'dashboard summary p95 after a write, 10,000 orders',
        limit: `≤ ${SUMMARY_P95_BUDGET_MS} ms`,
        goal: `p95 ≤ ${SUMMARY_P95_GOAL_MS} ms`,
      },
      summary,
      (row) => ({
        figure: `${fixed(row.p95Ms, 1)} ms`,
        met: row.p95Ms <= SUMMARY_P95_BUDGET_MS,
        goalMet: row.p95Ms <= SUMMARY_P95_GOAL_MS,
      }),
    ),
    budgetOn(
      {
        name: 'dashboard summary at 50 connections, unchanged, 10,000 orders',
        limit: `≥ ${SUMMARY_RATE_BUDGET} req/s`,
        goal: `≥ ${SUMMARY_RATE_GOAL.toLocaleString('en-US')} req/s`,
      },
      summary,
      (row) => ({
        figure: `${fixed(row.requestsPerSecond, 0)} req/s, p99 ${fixed(row.p99Ms, 0)} ms`,
        met: row.requestsPerSecond >= SUMMARY_RATE_BUDGET,
        goalMet: row.requestsPerSecond >= SUMMARY_RATE_GOAL,
      }),
    ),
  )

  for (const [name, limit] of Object.entries(OTHER_READ_BUDGETS_MS)) {
    budgets.push(
      budgetOn({ name: `${name} p95, 10,000 orders`, limit: `≤ ${limit} ms` }, summary, (row) => {
        const read = row.others.find((other) => other.name === name)
        if (!read) return { figure: 'not timed', met: false }
        return { figure: `${fixed(read.p95Ms, 1)} ms`, met: read.p95Ms <= limit }
      }),
    )
  }

  const analytics = await part('Business analytics', businessAnalyticsBench)
  budgets.push(...analyticsBudgets(analytics))
  budgets.push(
    ...copilotBudgets(
      await part('Co-pilot, unseen questions', assistantAccuracy),
      analytics instanceof Error ? analytics : analytics.copilotReplies,
    ),
  )

  const replies = await part('Vendor replies', replyReadingAccuracy)
  budgets.push(...replyReadingBudgets(replies))
  goals.push(...replyReadingGoals(replies))

  const workflows = await part('Workflows', workflowBench)
  if (!(workflows instanceof Error)) {
    console.log('\nWorkflows (DBOS Transact on the embedded PostgreSQL)\n')
    console.table([
      {
        'per step ms': fixed(workflows.perStepMs, 1),
        scheduled: workflows.scheduled,
        'all first steps begun s': fixed(workflows.allStartedS, 1),
        'most connections': `${workflows.maxConnections} of ${workflows.poolSize}`,
      },
    ])
  }
  budgets.push(...workflowBudgets(workflows))

  const comparison = await part('Quote comparison', comparisonRender)
  if (!(comparison instanceof Error)) {
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
  }
  budgets.push(
    budgetOn(
      {
        name: 'quote comparison, 10 vendors × 200 lines, scripting',
        limit: `≤ ${COMPARISON_BUDGET_MS} ms`,
        goal: COMPARISON_GOAL,
      },
      comparison,
      (row) => ({
        figure: `${fixed(row.medianMs, 1)} ms`,
        met: row.medianMs <= COMPARISON_BUDGET_MS,
        goalMet: row.met,
      }),
    ),
  )

  const cold = await part('Cold loads', () => coldLoads())
  if (!(cold instanceof Error)) {
    console.log(
      `\nCold first loads of the dashboard's lists in Chromium (a new browser context signed in as the demo owner, the built app and server; navigation start → the first row or empty state shown with the list's read answered; median of ${COLD_LOADS})\n`,
    )
    console.table(
      cold.map((row, index) =>
        row instanceof Error
          ? { route: LIST_ROUTES[index]?.path, note: `not measured: ${firstLine(row)}` }
          : {
              route: row.route.path,
              'median ms': fixed(row.medianMs, 0),
              'max ms': fixed(row.maxMs, 0),
              'read sent at ms': fixed(row.readStartMs, 0),
              'list reads': row.reads,
              loads: row.loadsMs.map((ms) => fixed(ms, 0)).join(' '),
            },
      ),
    )
  }
  for (const [index, route] of LIST_ROUTES.entries()) {
    const row = cold instanceof Error ? cold : (cold[index] ?? new Error('not loaded'))
    budgets.push(
      budgetOn(
        {
          name: `cold load of the ${route.label} list (${route.path}), median`,
          limit: `≤ ${COLD_LOAD_BUDGET_MS} ms; read sent in its first ${fixed(COLD_READ_SHARE * 100, 0)} %, once`,
        },
        row,
        (measured) => {
          const share = measured.readStartMs / measured.medianMs
          return {
            figure: `${fixed(measured.medianMs, 0)} ms; read sent at ${fixed(share * 100, 0)} %${measured.reads === 1 ? '' : `, ${measured.reads}×`}`,
            met:
              measured.medianMs <= COLD_LOAD_BUDGET_MS &&
              share <= COLD_READ_SHARE &&
              measured.reads === 1,
          }
        },
      ),
    )
  }

  const throughput = await serverThroughput()
  console.log(
    '\nServer throughput (autocannon, 100 connections, loopback, 8 s after a 2 s warm-up;' +
      ' 1 and 2 server processes (ALLY_WORKERS) beside pgbench -S -c 100 -j 2 -T 8, one run;' +
      ' any answer not 2xx fails the row)\n',
  )
  console.table(
    throughput.map((row) => ({
      target: row.target,
      'req/s': fixed(row.requestsPerSecond, 0),
      'p99 ms': fixed(row.p99Ms, 1),
      '÷ pgbench': fixed(row.ofPgbench, 2),
      '÷ hello-world': fixed(row.ofHelloWorld, 2),
      'goals (met?)': row.goals
        .map(({ target, measured }) =>
          measured ? `${target}: ${measured.met ? 'yes' : 'NO'}` : `${target}: not measured`,
        )
        .join(', '),
      note: withoutFigures(row),
    })),
  )

  // Issue #27: the embedded default against the release before it (PGlite) and an external
  // PostgreSQL; its goals are budgets.
  const embedded = await embeddedDefault()
  console.log(
    `\nThe embedded default vs PGlite as released vs an external PostgreSQL (${embedded.setup})\n`,
  )
  console.table(
    embedded.mix.map((row) => ({
      target: row.target,
      'req/s': fixed(row.requestsPerSecond, 0),
      'p99 ms': fixed(row.p99Ms, 1),
      '÷ PGlite': fixed(row.ofPglite, 2),
      note: withoutFigures(row),
    })),
  )
  console.log(
    `\nStart-up: from spawning the server process to ${embedded.startUpUrl} answering 200\n`,
  )
  console.table(
    embedded.startUp.map((row) => ({
      start: row.target,
      seconds: fixed(row.seconds, 2),
      note: row.reason === undefined ? '' : `not measured: ${row.reason}`,
    })),
  )
  budgets.push(...embedded.budgets)

  for (const { engine, goal, budget, result } of searches) {
    budgets.push(
      budgetOn(
        { name: `vendor search p95, ${engine}`, limit: `≤ ${budget} ms`, goal },
        result,
        (row) => ({
          figure: `${fixed(row.p95Ms, 1)} ms`,
          met: row.p95Ms <= budget,
          goalMet: row.met,
        }),
      ),
    )
  }
  // The issue asked to see the throughput ratios; each target's budget is that it was measured
  // with every answer a 2xx, and its goals are reported beside the budgets, not counted as any.
  const onThroughput = throughputBudgets(throughput)
  budgets.push(...onThroughput.budgets)
  goals.push(...onThroughput.goals)

  const lighthouse = await part('Lighthouse', lighthouseScores)
  if (!(lighthouse instanceof Error)) printLighthouse(lighthouse)
  budgets.push(...lighthouseBudgets(lighthouse))
  printBudgets(budgets, goals)
}

await main()
