import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { DEMO_LOGIN } from '../packages/ally-server/src/demo/seed'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'
import { type Budget, firstLine, measuredBudget, notMeasured } from './budgets'
import { freePort, startService, waitUntilUp } from './processes'

const root = new URL('..', import.meta.url).pathname
const serverEntry = join(root, 'packages/ally-server/dist/server.js')
const appIndex = join(root, 'examples/full-app/dist/index.html')
const ACCESS_KEY = 'pk_bench_lighthouse'
/** Where the app keeps a remembered buyer login (the SDK's session store). */
const SESSION_KEY = 'ally-user'

/** Runs per page; the median by performance is reported, as one run swings with the load. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5)

/** The product's goals for every page Lighthouse checks. */
export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100, bestPractices: 100 }

/**
 * What fails CI. Accessibility and best practices are steady, so their budget is the goal.
 *
 * The performance score depends on the machine: Lighthouse's simulation multiplies the CPU time
 * it observed by a slowdown, four by default, which is right for one fast desktop only. On
 * 2026-11-23 the same build scored 78 to 90 on /dashboard by the day's load, and on 2026-11-29 CI
 * scored the landing page 73 where a quiet run here gave 94. So every run is calibrated the way
 * Lighthouse documents for its CPU throttling: the machine's
 * benchmark index is measured just before the audit and turned into the slowdown that makes it
 * the same simulated phone (`calibratedSlowdown`). 75 still fails a page that gets clearly worse,
 * while the regressions a tighter budget was set against are caught where the machine does not
 * matter: assets sent uncompressed by the server's content-encoding tests, and /login's
 * JavaScript by its size budget. The goal of 95 is printed beside it.
 */
export const LIGHTHOUSE_BUDGETS = { performance: 75, accessibility: 100, bestPractices: 100 }

export interface LighthouseRow {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  /** The machine's Lighthouse benchmark index just before the audit, and the slowdown it gave. */
  benchmarkIndex: number
  cpuSlowdown: number
  /** Every goal of LIGHTHOUSE_GOALS reached. */
  met: boolean
  /** Audits below full marks in accessibility and best practices, to say what to fix. */
  failing: string[]
}

/** The pages audited, in order; each has a budget, measured or not. */
export const LIGHTHOUSE_PAGES = {
  login: '/login (first visit)',
  landing: '/ (landing, first visit)',
  dashboard: '/dashboard (demo owner)',
} as const

/** The demo owner's login, as the app stores it under `ally-user`: `{ token, user }` as JSON. */
async function demoSession(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/ldb/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-key': ACCESS_KEY },
    body: JSON.stringify({ ...DEMO_LOGIN, rememberMe: true }),
  })
  if (!response.ok) throw new Error(`The demo login failed: ${response.status}`)
  const { data } = (await response.json()) as { data: { token: string; user: object } }
  return JSON.stringify({ token: data.token, user: data.user })
}

/**
 * Puts the session into the browser's local storage for the app's origin and empties the HTTP
 * cache, so the next run is a logged-in first visit rather than a warm reload.
 */
async function logIn(cdpPort: number, url: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context')
    const page = await context.newPage()
    // A small same-origin answer: the storage belongs to the origin, the app need not load.
    await page.goto(`${url}/api/health`)
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SESSION_KEY,
      value: session,
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    await browser.close()
  }
}

/**
 * The CPU slowdown that makes a machine with this Lighthouse benchmark index the simulated
 * phone Lighthouse's default of 4 assumes (at index 1533), by the piecewise-linear table of
 * Lighthouse's published CPU throttling calculator.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_SLOWDOWN
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}

const DEFAULT_SLOWDOWN = LIGHTHOUSE_THROTTLING.mobileSlow4G.cpuSlowdownMultiplier

/**
 * The machine's benchmark index right now, measured in a blank tab of the audited Chromium by
 * the very function Lighthouse runs during an audit (about a second), so the load of this moment
 * is in it.
 */
async function benchmarkIndex(cdpPort: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context')
    const page = await context.newPage()
    try {
      return await page.evaluate(pageFunctions.computeBenchmarkIndex)
    } finally {
      await page.close()
    }
  } finally {
    await browser.close()
  }
}

async function audit(page: string, url: string, port: number, keepStorage: boolean) {
  const index = await benchmarkIndex(port)
  const cpuSlowdown = calibratedSlowdown(index)
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Lighthouse would otherwise wipe the logged-in session along with the cache.
    disableStorageReset: keepStorage,
    throttling: { ...LIGHTHOUSE_THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  if (reportDir) {
    const name = `${new URL(url).pathname.slice(1) || 'root'}.json`
    writeFileSync(join(reportDir, name), JSON.stringify(result.lhr, null, 1))
  }
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr
  if (runtimeError) {
    // NO_NAVSTART and its kin: the trace was lost (seen once in CI on /dashboard, 0 in 20 runs
    // after), which says nothing about the page.
    const Failure = /run Lighthouse again/i.test(runtimeError.message) ? RecordingFailed : Error
    throw new Failure(`Lighthouse on ${url}: ${runtimeError.message}`)
  }
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${finalDisplayedUrl}`)
  }
  // A category Lighthouse could not score is null: as 0 it would read as a measured score.
  const score = (id: string) => {
    const value = categories[id]?.score
    if (value === null || value === undefined)
      throw new Error(`Lighthouse on ${url}: no ${id} score`)
    return Math.round(value * 100)
  }
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  )
  const row: LighthouseRow = {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: index,
    cpuSlowdown,
    met: false,
    failing,
  }
  row.met =
    row.performance >= LIGHTHOUSE_GOALS.performance &&
    row.accessibility >= LIGHTHOUSE_GOALS.accessibility &&
    row.bestPractices >= LIGHTHOUSE_GOALS.bestPractices
  return row
}

/** A failure of Lighthouse's own recording (it says "Please run Lighthouse again"), not of the page. */
class RecordingFailed extends Error {}

/** Runs `run`, again (twice at most) when Lighthouse failed to record the trace. */
async function withRetries(run: () => Promise<LighthouseRow>): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof RecordingFailed) || attempt >= 3) throw error
      console.log(`${error.message}; running it again`)
    }
  }
}

async function medianOf(run: () => Promise<LighthouseRow>): Promise<LighthouseRow> {
  const rows: LighthouseRow[] = []
  for (let i = 0; i < RUNS; i++) rows.push(await withRetries(run))
  rows.sort((a, b) => a.performance - b.performance)
  return rows[Math.floor(rows.length / 2)] as LighthouseRow
}

/**
 * Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on `/login` and the
 * landing page `/` as a first-time visitor and on `/dashboard` as the demo owner, against the
 * built app served by the real server with the demo loaded. Throws when the app is not built or
 * the server does not start.
 */
export async function lighthouseScores(): Promise<LighthouseRow[]> {
  if (!existsSync(serverEntry) || !existsSync(appIndex)) {
    throw new Error('not built: run `pnpm build` first')
  }
  const port = await freePort()
  const url = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-lighthouse-'))
  // Run as root, the server's embedded PostgreSQL runs as the postgres user, which must reach
  // the cluster in this folder: mkdtemp makes it 0700.
  chmodSync(dataDir, 0o755)
  const server = startService(process.execPath, [serverEntry, '--demo'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: ACCESS_KEY,
      DATABASE_URL: '',
      NODE_ENV: 'development',
    },
    graceMs: 15_000,
  })
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    // A first start of the embedded PostgreSQL runs initdb, and the demo is loaded after it.
    await waitUntilUp(server, `${url}/api/health`, 120_000)
    const session = await demoSession(url)
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_LAUNCH.executablePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH.args],
    })
    const port = chrome.port
    const login = await medianOf(() => audit(LIGHTHOUSE_PAGES.login, `${url}/login`, port, false))
    // The landing page carries the website widgets; it must stay as light as the login page.
    const landing = await medianOf(() => audit(LIGHTHOUSE_PAGES.landing, `${url}/`, port, false))
    const dashboard = await medianOf(async () => {
      await logIn(port, url, session)
      return audit(LIGHTHOUSE_PAGES.dashboard, `${url}/dashboard`, port, true)
    })
    return [login, landing, dashboard]
  } finally {
    chrome?.kill()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '' : `${(value / 1000).toFixed(2)} s`)

export function printLighthouse(rows: LighthouseRow[]): void {
  if (!rows.length) return
  console.log(
    `\nLighthouse 13 (mobile, simulated throttling calibrated to the machine, Debian's Chromium; median of ${RUNS} by performance)\n`,
  )
  console.table(
    rows.map((row) => ({
      page: row.page,
      performance: row.performance,
      accessibility: row.accessibility,
      'best practices': row.bestPractices,
      FCP: ms(row.fcpMs),
      LCP: ms(row.lcpMs),
      TBT: `${Math.round(row.tbtMs)} ms`,
      'benchmark index → CPU slowdown': `${Math.round(row.benchmarkIndex)} → ${row.cpuSlowdown.toFixed(1)}×`,
      'below full marks': row.failing.join(', '),
    })),
  )
}

/** One budget per page: performance, accessibility and best practices together. */
const scores = (levels: typeof LIGHTHOUSE_GOALS) =>
  `≥ ${levels.performance} / ${levels.accessibility} / ${levels.bestPractices}`

/** Every page's budget; each not measured when Lighthouse did not run (`rows` is its error). */
export function lighthouseBudgets(rows: LighthouseRow[] | Error): Budget[] {
  const name = (page: string) => `Lighthouse, ${page} (perf. / a11y / best pr.)`
  if (rows instanceof Error) {
    return Object.values(LIGHTHOUSE_PAGES).map((page) =>
      notMeasured({
        name: name(page),
        limit: scores(LIGHTHOUSE_BUDGETS),
        why: firstLine(rows),
        goal: scores(LIGHTHOUSE_GOALS),
      }),
    )
  }
  return rows.map((row) =>
    measuredBudget({
      name: name(row.page),
      figure: `${row.performance} / ${row.accessibility} / ${row.bestPractices}`,
      limit: scores(LIGHTHOUSE_BUDGETS),
      met:
        row.performance >= LIGHTHOUSE_BUDGETS.performance &&
        row.accessibility >= LIGHTHOUSE_BUDGETS.accessibility &&
        row.bestPractices >= LIGHTHOUSE_BUDGETS.bestPractices,
      goal: { target: scores(LIGHTHOUSE_GOALS), met: row.met },
    }),
  )
}

// `tsx bench/lighthouse.ts` runs this benchmark alone.
if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  printLighthouse(await lighthouseScores())
}
