import { type Browser, chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'
import { type BenchServer, benchApi, startBenchServer } from './bench-server'

// Issue #28: cold first loads of the sourcing pages took 2.2–2.8 s. Each route is loaded as a
// returning buyer opens it from a bookmark: a new browser context (empty cache), the stored
// session in localStorage, the built app served by the real server over the demo business.

const KEY = 'pk_bench_cold'
/** The demo owner (packages/ally-server/src/demo/seed.ts); a demo account, never a secret. */
const DEMO_LOGIN = { email: 'demo@ally.localhost', password: 'ally-demo-password' }
/** Counted loads per route, after one load of each that is not counted (the server warms up). */
export const COLD_LOADS = 5
const LOAD_TIMEOUT_MS = 20_000

/** What the first screen must show to be usable: rows, or the list's empty state. */
const DATA_TABLE = { rows: '.ally-DataTable-row', state: '.ally-DataTable-state' }

export interface ColdRoute {
  /** The path, and the label the tables print. */
  path: string
  label: string
  /** The list's rows and the element its empty state (and its spinner) is drawn in. */
  rows: string
  state: string
  /** The list's read: its first usable time waits for its answer too. */
  read: string
}

/** The dashboard's lists; each has a budget in run.ts. */
export const LIST_ROUTES: readonly ColdRoute[] = [
  {
    path: '/dashboard/quotes',
    label: 'quotes',
    read: '/api/v1/ldb/rfq/quotes/list',
    ...DATA_TABLE,
  },
  { path: '/dashboard/rfqs', label: 'RFQs', read: '/api/v1/ldb/rfq/order/rfqs', ...DATA_TABLE },
  {
    path: '/dashboard/purchase-orders',
    label: 'purchase orders',
    read: '/api/v1/ldb/po/list',
    ...DATA_TABLE,
  },
  {
    path: '/dashboard/shipment',
    label: 'shipments',
    read: '/api/v1/ldb/shipment/list',
    ...DATA_TABLE,
  },
  {
    path: '/dashboard/vendors',
    label: 'vendors',
    read: '/api/v1/ldb/vendor',
    rows: '.ally-VendorList-row',
    state: '.ally-VendorList-state',
  },
]

export interface ColdLoadRow {
  route: ColdRoute
  /** Navigation start → the list's first row (or empty state) visible with its read answered. */
  loadsMs: number[]
  medianMs: number
  maxMs: number
  /** When the list's read went out, median: with the app's entry, not once its screen rendered. */
  readStartMs: number
  /** How often the page asked for its list in one load (1: the early read was used). */
  reads: number
}

/**
 * Marks, in the page, the first moment the list shows a row or its empty state (visible: not the
 * hidden render behind the route guard's check, no spinner, no error). A plain script: tsx would
 * wrap a function's inner names in helpers the page does not have.
 */
const watchScript = (route: ColdRoute) => `(() => {
  const visible = (el) => !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  const check = () => {
    if (window.__allyUsableAt !== undefined) return
    const state = document.querySelector(${JSON.stringify(route.state)})
    const empty = visible(state) && state.getAttribute('role') !== 'alert' &&
      !state.querySelector('[aria-label^="Loading"]')
    if (visible(document.querySelector(${JSON.stringify(route.rows)})) || empty) {
      window.__allyUsableAt = performance.now()
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
})()`

/** The list's answers so far (a resource entry is written once the answer's body has ended). */
const answersOf = (read: string) =>
  `performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === ${JSON.stringify(read)})`

/** Resolves once `expression` is true in the page; throws after LOAD_TIMEOUT_MS. */
async function until(page: Page, expression: string): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`not true within ${LOAD_TIMEOUT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The demo owner's stored session, as the app keeps it under `ally-user`. */
async function demoSession(server: BenchServer): Promise<string> {
  const { token, user } = await benchApi<{ token: string; user: unknown }>(
    server,
    'POST',
    '/api/v1/ldb/auth/login',
    DEMO_LOGIN,
  )
  return JSON.stringify({ token, user })
}

/** One cold load of `route`: its first usable time in ms from navigation start. */
async function coldLoad(
  browser: Browser,
  server: BenchServer,
  session: string,
  route: ColdRoute,
): Promise<{ ms: number; readStart: number; reads: number }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: server.base, localStorage: [{ name: 'ally-user', value: session }] }],
    },
  })
  try {
    await context.addInitScript(watchScript(route))
    const page = await context.newPage()
    await page.goto(`${server.base}${route.path}`)
    // Polled, not page.waitForFunction: a string there is eval, which the app's CSP refuses.
    // The moment is taken in the page, so the polling's pace does not change it.
    await until(page, `window.__allyUsableAt !== undefined && ${answersOf(route.read)}.length > 0`)
    const found = (await page.evaluate(`(() => {
      const answers = ${answersOf(route.read)}
      return { usableAt: window.__allyUsableAt, startedAt: answers[0].startTime, answeredAt: answers[0].responseEnd, reads: answers.length }
    })()`)) as { usableAt: number; startedAt: number; answeredAt: number; reads: number }
    return {
      ms: Math.max(found.usableAt, found.answeredAt),
      readStart: found.startedAt,
      reads: found.reads,
    }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * Loads each list route cold `COLD_LOADS` times in Chromium (round-robin, so a noisy moment of
 * the machine spreads over the routes) against the built server with the demo business, and
 * reports the median first usable time of each. A route that never became usable stands as its
 * error, so its budget is not measured.
 */
export async function coldLoads(
  routes: readonly ColdRoute[] = LIST_ROUTES,
  options: { appDir?: string } = {},
): Promise<(ColdLoadRow | Error)[]> {
  const server = await startBenchServer(KEY, {
    args: ['--demo'],
    env: options.appDir ? { ALLY_APP_DIR: options.appDir } : {},
  })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const session = await demoSession(server)
    const loads = new Map<ColdRoute, { ms: number; readStart: number; reads: number }[] | Error>(
      routes.map((route) => [route, []]),
    )
    for (let round = 0; round <= COLD_LOADS; round++) {
      for (const route of routes) {
        const sofar = loads.get(route)
        if (sofar instanceof Error) continue
        try {
          const load = await coldLoad(browser, server, session, route)
          // Round 0 warms the server (its first queries, its file cache) and is not counted.
          if (round > 0) sofar?.push(load)
        } catch (error) {
          const why = error instanceof Error ? error.message.split('\n')[0] : String(error)
          loads.set(
            route,
            new Error(`${route.path} was not usable within ${LOAD_TIMEOUT_MS / 1000} s: ${why}`),
          )
        }
      }
    }
    return routes.map((route) => {
      const found = loads.get(route)
      if (!found || found instanceof Error) return found ?? new Error('not loaded')
      const ms = found.map((load) => load.ms)
      return {
        route,
        loadsMs: ms,
        medianMs: median(ms),
        maxMs: Math.max(...ms),
        readStartMs: median(found.map((load) => load.readStart)),
        reads: Math.max(...found.map((load) => load.reads)),
      }
    })
  } finally {
    await browser.close()
    await server.stop()
  }
}
