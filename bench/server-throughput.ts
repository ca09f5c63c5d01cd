import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import { listDevMail } from '../packages/ally-sdk/src/dev'
import {
  type AllyClient,
  createAllyClient,
  createMemoryStorage,
  getProfile,
  listQuotes,
  listRfqs,
  listVendors,
} from '../packages/ally-sdk/src/index'
import {
  type Budget,
  budgetOn,
  FailedAnswers,
  firstLine,
  measuredBudget,
  NotRun,
  notMeasured,
  type ReportedGoal,
} from './budgets'
import { fixed } from './format'
import {
  createDatabase,
  findPostgres,
  NO_POSTGRES,
  type PgbenchResult,
  pgbenchSelectOnly,
} from './postgres'
import {
  assertRunning,
  Cleanup,
  freePort,
  type Service,
  startService,
  waitUntilUp,
} from './processes'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVER_PACKAGE = join(ROOT, 'packages/ally-server')
const SERVER = join(SERVER_PACKAGE, 'dist/server.js')
/** The server as the release before the embedded PostgreSQL ran it (PGlite); built by the bench. */
const PGLITE_SERVER = join(ROOT, 'bench/pglite-release-server.ts')
const BUILT_APP = join(ROOT, 'examples/full-app/dist')
/** The access key every benchmark server takes. */
export const BENCH_ACCESS_KEY = 'pk_bench_throughput'
const ACCESS_KEY = BENCH_ACCESS_KEY

const CONNECTIONS = 100
const WARM_UP_SECONDS = 2
const SECONDS = 8
/** Time for a server to start (a first embedded start runs initdb) and to stop (PostgreSQL too). */
const START_TIMEOUT_MS = 120_000
const STOP_GRACE_MS = 15_000

/** A target's run: its figures, or the error that stands for them. */
export type Run<T> = T | Error

/**
 * How a run ended: 'measured' (every answer a 2xx), 'failed answers' (measured, and some answers
 * failed), or 'not measured' (not run, or it failed before its figures: a server that did not
 * start, say). Only 'measured' has figures.
 */
export type RunOutcome = 'measured' | 'failed answers' | 'not measured'

const outcomeOf = (run: Error): Exclude<RunOutcome, 'measured'> =>
  run instanceof FailedAnswers ? 'failed answers' : 'not measured'

/** A goal of one target, with no budget behind it (the goals are ours, the issue asked to see). */
export type TargetGoal = Omit<ReportedGoal, 'name'>

/** One line of the throughput table. Numbers are undefined unless the outcome is 'measured'. */
export interface ThroughputRow {
  target: string
  outcome: RunOutcome
  /** Why a row that was not measured, or had failed answers, has no figures. */
  reason?: string
  requestsPerSecond?: number
  p99Ms?: number
  /** Server on PostgreSQL ÷ pgbench TPS. */
  ofPgbench?: number
  /** Server ÷ the bare Fastify hello-world. */
  ofHelloWorld?: number
  /** The goals this target is reported against, each met or not in this run, or not measured. */
  goals: TargetGoal[]
  note?: string
}

export interface Measured {
  requestsPerSecond: number
  p99Ms: number
}

/** What `failures` and `measuredLoad` read of autocannon's result. */
export type LoadResult = Pick<
  autocannon.Result,
  'requests' | 'latency' | 'non2xx' | 'errors' | 'timeouts' | 'statusCodeStats'
>

/** Why a load run cannot count, or undefined when every answer was a 2xx. */
function failures(result: LoadResult): string | undefined {
  if (!result.non2xx && !result.errors) return undefined
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count ?? 0}× ${code}`)
  if (result.errors) codes.push(`${result.errors} errors (${result.timeouts} timeouts)`)
  return `${result.non2xx + result.errors} of ${result.requests.sent} requests failed: ${codes.join(', ')}`
}

/** A load run's figures; throws FailedAnswers unless every answer was a 2xx. */
export function measuredLoad(result: LoadResult): Measured {
  const failed = failures(result)
  if (failed) throw new FailedAnswers(failed)
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 }
}

// Fastify is the server package's dependency, not the root's: `node -e` resolves it from the
// working folder, packages/ally-server.
const HELLO_WORLD = `
const app = require('fastify')()
app.get('/', async () => ({ hello: 'world' }))
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
`

/**
 * Loopback load: a warm-up, then the measured run, both with the same requests; any answer that
 * is not a 2xx, in either, fails it (FailedAnswers).
 */
async function load(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const options = { url, headers, connections: CONNECTIONS }
  const warmUpFailed = failures(await autocannon({ ...options, duration: WARM_UP_SECONDS }))
  if (warmUpFailed) throw new FailedAnswers(`warm-up: ${warmUpFailed}`)
  return measuredLoad(await autocannon({ ...options, duration: SECONDS }))
}

/**
 * The Ally server's environment: a temp data folder, a known key, the database and processes
 * given; without DATABASE_URL the server starts its embedded PostgreSQL in `<dataDir>/postgres`.
 * No built app unless `appDir` is given.
 */
export function serverEnv(
  port: number,
  dataDir: string,
  options: { databaseUrl?: string; workers?: number; appDir?: string } = {},
): NodeJS.ProcessEnv {
  const { databaseUrl, workers = 1, appDir = join(dataDir, 'no-app') } = options
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ALLY_DATA_DIR: dataDir,
    ALLY_ACCESS_KEYS: ACCESS_KEY,
    ALLY_APP_DIR: appDir,
    LOG_LEVEL: 'warn',
    ALLY_WORKERS: String(workers),
  }
  // The dev outbox (for the signup code) exists only outside production and without SMTP.
  // Rate limits stay in PostgreSQL (REDIS_URL unset), as a plain multi-process start keeps them.
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'NODE_ENV',
    'ALLY_DEMO',
    'ALLY_SECRET',
    'REDIS_URL',
  ]) {
    delete env[name]
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  return env
}

/**
 * A fresh data folder, removed at the end. 0755, not mkdtemp's 0700: run as root, the server
 * starts its embedded PostgreSQL as the postgres user, which must reach the cluster inside.
 */
export function dataFolder(cleanup: Cleanup): string {
  const dir = mkdtempSync(join(tmpdir(), 'ally-bench-'))
  chmodSync(dir, 0o755)
  cleanup.defer(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * Signs up and verifies a user through the API, reading the code from the dev outbox; returns
 * the token and the client, signed in with it.
 */
export async function verifiedBuyer(
  baseUrl: string,
): Promise<{ client: AllyClient; token: string }> {
  const client = createAllyClient({
    baseUrl,
    accessKey: ACCESS_KEY,
    storage: createMemoryStorage(),
    logger: { error: () => undefined },
  })
  const email = `bench.${process.pid}@example.test`
  const signedUp = await client.auth.signup({
    body: {
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      password: 'kettle-lantern-fjord-1',
      businessName: 'Bench Ltd',
    },
  })
  client.session.save(signedUp.data)
  const mail = await client.request(listDevMail, { query: { to: email } })
  const code = mail.data.items[0]?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`No signup code reached the dev outbox for ${email}`)
  const verified = await client.auth.verifySignupCode({ body: { code } })
  client.session.save(verified.data)
  return { client, token: verified.data.token }
}

/**
 * Starts the built server (`workers` processes behind one port), signs a user up, and loads
 * `GET /api/v1/ldb/profile`.
 */
async function measureAllyServer(
  cleanup: Cleanup,
  databaseUrl?: string,
  workers = 1,
): Promise<Measured> {
  const dataDir = dataFolder(cleanup)
  const port = await freePort()
  const server: Service = startService(process.execPath, [SERVER], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, { databaseUrl, workers }),
    graceMs: STOP_GRACE_MS,
  })
  cleanup.defer('stop the Ally server', () => server.stop())
  const baseUrl = `http://127.0.0.1:${port}`
  // The first start of the embedded PostgreSQL runs initdb: seconds on a busy small machine.
  await waitUntilUp(server, `${baseUrl}/api/health`, START_TIMEOUT_MS)
  const { token } = await verifiedBuyer(baseUrl)
  const measured = await load(`${baseUrl}${getProfile.path}`, {
    'access-key': ACCESS_KEY,
    authorization: `Bearer ${token}`,
  })
  await server.stop()
  return measured
}

async function measureHelloWorld(cleanup: Cleanup): Promise<Measured> {
  const port = await freePort()
  const server = startService(process.execPath, ['-e', HELLO_WORLD], {
    cwd: SERVER_PACKAGE,
    env: { ...process.env, PORT: String(port) },
  })
  cleanup.defer('stop the hello-world server', () => server.stop())
  const url = `http://127.0.0.1:${port}/`
  await waitUntilUp(server, url)
  const measured = await load(url)
  await server.stop()
  return measured
}

/** Runs `task` with its own cleanup, so one failed target never stops the others. */
async function attempt<T>(
  label: string,
  task: (cleanup: Cleanup) => Promise<T>,
): Promise<T | Error> {
  const cleanup = new Cleanup()
  // `on`, not `once`: tsx may relay a Ctrl-C a second time, which must not kill the process
  // before the databases are dropped.
  const interrupted = () => {
    void cleanup.run().finally(() => process.exit(130))
  }
  process.on('SIGINT', interrupted)
  process.on('SIGTERM', interrupted)
  console.error(`bench: ${label}…`)
  try {
    return await task(cleanup)
  } catch (error) {
    console.error(`bench: ${label} failed:`, error)
    return error instanceof Error ? error : new Error(String(error))
  } finally {
    await cleanup.run()
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
  }
}

const P99_GOAL_MS = 50
const PGBENCH_RATIO_GOAL = 0.5
const PGBENCH_TARGET = 'pgbench -S (TPS)'

/**
 * Requests per second and p99 latency of an authenticated `GET /api/v1/ldb/profile` (100
 * connections on loopback), against the built server on PostgreSQL (DATABASE_URL) and on its
 * default, the embedded PostgreSQL it starts in its data folder, beside two
 * ceilings measured in the same run: `pgbench -S` and a bare Fastify hello-world. On a small
 * machine the load generator shares the CPU, so the ratios mean more than the absolute numbers.
 */
export async function serverThroughput(): Promise<ThroughputRow[]> {
  if (!existsSync(SERVER)) {
    const notBuilt = new NotRun(`${SERVER} is missing: run \`pnpm build\` first`)
    return throughputRows({
      hello: notBuilt,
      onEmbedded: notBuilt,
      onPostgres: notBuilt,
      onPostgresTwice: notBuilt,
      pgbench: notBuilt,
    })
  }
  const adminUrl = await findPostgres()
  const tag = `${process.pid}`
  const noPostgres = new NotRun(NO_POSTGRES)

  const hello = await attempt('Fastify hello-world', measureHelloWorld)
  const onEmbedded = await attempt('Ally server on the embedded PostgreSQL', (cleanup) =>
    measureAllyServer(cleanup),
  )
  const onPostgres = adminUrl
    ? await attempt('Ally server on PostgreSQL', async (cleanup) => {
        const database = await createDatabase(adminUrl, `ally_bench_${tag}`)
        cleanup.defer('drop the benchmark database', database.drop)
        return measureAllyServer(cleanup, database.url)
      })
    : noPostgres
  const onPostgresTwice = adminUrl
    ? await attempt('Ally server on PostgreSQL, 2 processes (ALLY_WORKERS=2)', async (cleanup) => {
        const database = await createDatabase(adminUrl, `ally_bench_workers_${tag}`)
        cleanup.defer('drop the benchmark database', database.drop)
        return measureAllyServer(cleanup, database.url, 2)
      })
    : noPostgres
  const pgbench = adminUrl
    ? await attempt('pgbench -S', async (cleanup) => {
        const database = await createDatabase(adminUrl, `ally_pgbench_${tag}`)
        cleanup.defer('drop the pgbench database', database.drop)
        const logDir = mkdtempSync(join(tmpdir(), 'ally-pgbench-'))
        cleanup.defer(`remove ${logDir}`, () => rmSync(logDir, { recursive: true, force: true }))
        return pgbenchSelectOnly(database.url, {
          clients: CONNECTIONS,
          threads: 2,
          seconds: SECONDS,
          logDir,
        })
      })
    : noPostgres
  return throughputRows({ hello, onEmbedded, onPostgres, onPostgresTwice, pgbench })
}

/** The throughput table from each target's run: figures only where every answer was a 2xx. */
export function throughputRows(runs: {
  hello: Run<Measured>
  onEmbedded: Run<Measured>
  onPostgres: Run<Measured>
  onPostgresTwice: Run<Measured>
  pgbench: Run<PgbenchResult>
}): ThroughputRow[] {
  const { hello, onEmbedded, onPostgres, onPostgresTwice, pgbench } = runs
  const ok = <T>(run: Run<T>): T | undefined => (run instanceof Error ? undefined : run)
  const helloRps = ok(hello)?.requestsPerSecond
  const pgbenchTps = ok(pgbench)?.tps
  const ratio = (value?: number, of?: number) => (value && of ? value / of : undefined)
  const unmeasured = (target: string, run: Error, goals: TargetGoal[] = []): ThroughputRow => ({
    target,
    outcome: outcomeOf(run),
    reason: firstLine(run),
    goals,
  })

  const serverRow = (
    target: string,
    run: Run<Measured>,
    held: { pgbench: boolean },
  ): ThroughputRow => {
    const measured = ok(run)
    const ofPgbench = held.pgbench ? ratio(measured?.requestsPerSecond, pgbenchTps) : undefined
    const goals: TargetGoal[] = [
      ...(held.pgbench
        ? [
            {
              target: `÷ pgbench ≥ ${PGBENCH_RATIO_GOAL}`,
              measured:
                ofPgbench === undefined
                  ? undefined
                  : { figure: ofPgbench.toFixed(2), met: ofPgbench >= PGBENCH_RATIO_GOAL },
            },
          ]
        : []),
      {
        target: `p99 ≤ ${P99_GOAL_MS} ms`,
        measured: measured && {
          figure: `${fixed(measured.p99Ms, 1)} ms`,
          met: measured.p99Ms <= P99_GOAL_MS,
        },
      },
    ]
    if (run instanceof Error) return unmeasured(target, run, goals)
    return {
      target,
      outcome: 'measured',
      requestsPerSecond: run.requestsPerSecond,
      p99Ms: run.p99Ms,
      ofPgbench,
      ofHelloWorld: ratio(run.requestsPerSecond, helloRps),
      goals,
    }
  }

  /** How many times the requests per second of one process the several processes served. */
  const scaling = (several: Run<Measured>, one: Run<Measured>): { note?: string } => {
    const times = ratio(ok(several)?.requestsPerSecond, ok(one)?.requestsPerSecond)
    return times ? { note: `${times.toFixed(2)}× one process` } : {}
  }

  return [
    serverRow('profile, server on PostgreSQL', onPostgres, { pgbench: true }),
    {
      ...serverRow('profile, 2 processes on PostgreSQL', onPostgresTwice, { pgbench: true }),
      ...scaling(onPostgresTwice, onPostgres),
    },
    serverRow('profile, server on embedded PostgreSQL', onEmbedded, { pgbench: false }),
    hello instanceof Error
      ? unmeasured('Fastify hello-world', hello)
      : {
          target: 'Fastify hello-world',
          outcome: 'measured',
          requestsPerSecond: hello.requestsPerSecond,
          p99Ms: hello.p99Ms,
          goals: [],
        },
    pgbench instanceof Error
      ? unmeasured(PGBENCH_TARGET, pgbench)
      : {
          target: PGBENCH_TARGET,
          outcome: 'measured',
          requestsPerSecond: pgbench.tps,
          p99Ms: pgbench.p99Ms,
          goals: [],
        },
  ]
}

/**
 * One budget per target of the throughput table: measured, every answer a 2xx (pgbench: no failed
 * transaction). Its goals (÷ pgbench, p99) are reported beside the budgets, not counted as any.
 */
export function throughputBudgets(rows: ThroughputRow[]): {
  budgets: Budget[]
  goals: ReportedGoal[]
} {
  const budgets = rows.map((row): Budget => {
    const name = `throughput, ${row.target}`
    const pgbench = row.target === PGBENCH_TARGET
    const limit = pgbench ? 'measured, no failed transaction' : 'measured, every answer 2xx'
    const reason = row.reason ?? row.outcome
    if (row.outcome === 'not measured') return notMeasured({ name, limit, why: reason })
    if (row.outcome === 'failed answers') {
      return measuredBudget({ name, figure: reason, limit, met: false })
    }
    return measuredBudget({
      name,
      figure: `${fixed(row.requestsPerSecond, 0)} ${pgbench ? 'TPS' : 'req/s'}, p99 ${fixed(row.p99Ms, 1)} ms`,
      limit,
      met: true,
    })
  })
  const goals = rows.flatMap((row) =>
    row.goals.map((goal): ReportedGoal => ({ name: `throughput, ${row.target}`, ...goal })),
  )
  return { budgets, goals }
}

// Issue #27: the embedded default against PGlite as it was (the release before it) and against
// an external PostgreSQL, on a mix of list and detail endpoints, and the time each takes to start.

const MIX_CONNECTIONS = 50
const MIX_WARM_UP_SECONDS = 2
const MIX_SECONDS = 8
/** Seconds before a request counts as failed: PGlite, serving one query at a time, queues them. */
const MIX_TIMEOUT_SECONDS = 30
/** What a buyer's screens read: the vendor, RFQ and quote lists, and the profile. */
const MIX_PATHS = [
  `${listVendors.path}?page=1&limit=20`,
  `${listRfqs.path}?page=1&limit=20`,
  `${listQuotes.path}?page=1&limit=20`,
  getProfile.path,
]
const MIX_VENDORS = 20
const MIX_ORDERS = 3
const MIX_RFQS_PER_ORDER = 5
/** The goals for the embedded default on that mix, printed with whether they are met. */
const MIX_THROUGHPUT_GOAL = 5
const MIX_P99_GOAL_MS = 100
/**
 * What fails CI: on 2026-11-27's machine the embedded default measured 7.2x PGlite's throughput
 * and a p99 of 83 ms on this mix, 2.6x and 246 ms before its queries were prepared and its lists'
 * first load built once (docs/performance.md, "Lists at 50 connections"). These fail a return
 * to that design while leaving room for slower machines and noisy runs.
 */
const MIX_THROUGHPUT_BUDGET = 3.5
const MIX_P99_BUDGET_MS = 250

const PGLITE_TARGET = 'PGlite, as released'
const EMBEDDED_TARGET = 'embedded PostgreSQL (default)'
const EXTERNAL_TARGET = 'external PostgreSQL (DATABASE_URL)'

/** One line of the mix table. Numbers are undefined unless the outcome is 'measured'. */
export interface MixRow {
  target: string
  outcome: RunOutcome
  /** Why a row that was not measured, or had failed answers, has no figures. */
  reason?: string
  requestsPerSecond?: number
  p99Ms?: number
  /** This target's requests per second ÷ PGlite's. */
  ofPglite?: number
  note?: string
}

/** One line of the start-up table: seconds from spawning the process to the page answering. */
export interface StartUpRow {
  target: string
  seconds?: number
  /** Why there are no seconds. */
  reason?: string
}

export interface EmbeddedDefault {
  /** How the mix was loaded, for the table's title. */
  setup: string
  mix: MixRow[]
  startUp: StartUpRow[]
  /** What a start waited for: `/login` from the built app, or `/api/health` without one. */
  startUpUrl: string
  /** The goals, and a start-up budget, each met, exceeded or not measured in this run. */
  budgets: Budget[]
}

/**
 * bench/pglite-release-server.ts bundled as dist/server.js is (esbuild, dependencies left out),
 * so its start-up is not slowed by loading the sources one by one. It runs from a temp folder
 * whose node_modules is the server package's, with the migrations beside it as in dist/.
 */
async function buildPgliteServer(cleanup: Cleanup): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ally-bench-pglite-build-'))
  cleanup.defer(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }))
  symlinkSync(join(SERVER_PACKAGE, 'node_modules'), join(dir, 'node_modules'), 'dir')
  cpSync(join(SERVER_PACKAGE, 'src/db/migrations'), join(dir, 'migrations'), { recursive: true })
  const outfile = join(dir, 'server.mjs')
  await build({
    entryPoints: [PGLITE_SERVER],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  })
  return outfile
}

/** A buyer with 20 vendors and 3 rounds of 5 RFQs, made through the API; its token. */
async function seededBuyer(baseUrl: string): Promise<string> {
  const { client, token } = await verifiedBuyer(baseUrl)
  const { data } = await client.vendors.inviteVendors({
    body: {
      vendors: Array.from({ length: MIX_VENDORS }, (_, i) => ({
        name: `Supplier ${i + 1} Ltd`,
        email: `supplier${i + 1}@bench.test`,
        orderTypes: ['supply' as const],
      })),
    },
  })
  const vendorIds = data.invited.map((vendor) => vendor.id)
  if (vendorIds.length !== MIX_VENDORS) {
    throw new Error(`${vendorIds.length} of ${MIX_VENDORS} vendors were invited`)
  }
  const deadline = new Date(Date.now() + 7 * 24 * 3600_000).toISOString()
  for (let i = 0; i < MIX_ORDERS; i++) {
    const { data: order } = await client.orders.createOrder({
      body: {
        title: `Gate valves, lot ${i + 1}`,
        currency: 'usd',
        lines: [{ description: 'Gate valve, 4 inch', quantity: 6, unit: 'pcs' }],
      },
    })
    await client.quotes.sendRfqs({
      body: {
        orderId: order.id,
        vendorIds: vendorIds.slice(i * MIX_RFQS_PER_ORDER, (i + 1) * MIX_RFQS_PER_ORDER),
        deadline,
      },
    })
  }
  return token
}

/** The mix, cycled by each connection: a warm-up, then the measured run; any non-2xx fails it. */
async function loadMix(baseUrl: string, token: string): Promise<Measured> {
  const headers = { 'access-key': ACCESS_KEY, authorization: `Bearer ${token}` }
  const options = {
    url: baseUrl,
    connections: MIX_CONNECTIONS,
    timeout: MIX_TIMEOUT_SECONDS,
    requests: MIX_PATHS.map((path) => ({ method: 'GET' as const, path, headers })),
  }
  const warmUpFailed = failures(await autocannon({ ...options, duration: MIX_WARM_UP_SECONDS }))
  if (warmUpFailed) throw new FailedAnswers(`warm-up: ${warmUpFailed}`)
  return measuredLoad(await autocannon({ ...options, duration: MIX_SECONDS }))
}

/** Starts `entry` (the built server, or the PGlite one) on a fresh data folder and loads the mix. */
async function measureMix(
  cleanup: Cleanup,
  entry: string,
  databaseUrl?: string,
): Promise<Measured> {
  const dataDir = dataFolder(cleanup)
  const port = await freePort()
  const server = startService(process.execPath, [entry], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, { databaseUrl }),
    graceMs: STOP_GRACE_MS,
  })
  cleanup.defer('stop the server', () => server.stop())
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntilUp(server, `${baseUrl}/api/health`, START_TIMEOUT_MS)
  const measured = await loadMix(baseUrl, await seededBuyer(baseUrl))
  await server.stop()
  return measured
}

/**
 * Seconds from spawning `entry` on `dataDir` to `path` answering 200 (polled every 20 ms); the
 * server is stopped again before this returns.
 */
async function timeStart(
  cleanup: Cleanup,
  entry: string,
  dataDir: string,
  path: string,
): Promise<number> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}${path}`
  const started = performance.now()
  const server = startService(process.execPath, [entry], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, { appDir: existsSync(BUILT_APP) ? BUILT_APP : undefined }),
    graceMs: STOP_GRACE_MS,
  })
  cleanup.defer('stop the server', () => server.stop())
  const deadline = started + START_TIMEOUT_MS
  for (;;) {
    assertRunning(server)
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) break
    if (performance.now() > deadline) {
      throw new Error(`did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const seconds = (performance.now() - started) / 1000
  await server.stop()
  return seconds
}

/**
 * Issue #27's measurement: requests per second and p99 of a buyer's mix of list and detail
 * endpoints (GET, 50 connections, each cycling through MIX_PATHS) on the built server's default,
 * the embedded PostgreSQL, on the built server with DATABASE_URL, and on PGlite as the release
 * before ran it (bench/pglite-release-server.ts); then the time each default takes to start.
 * Every budget is there whatever happened: a part that did not run is not measured.
 */
export async function embeddedDefault(): Promise<EmbeddedDefault> {
  if (!existsSync(SERVER)) {
    const notBuilt = new NotRun(`${SERVER} is missing: run \`pnpm build\` first`)
    return summarise({
      pglite: notBuilt,
      embedded: notBuilt,
      external: notBuilt,
      pgliteStart: notBuilt,
      embeddedStarts: notBuilt,
      path: '/api/health',
    })
  }
  const shared = new Cleanup()
  try {
    // On the shared cleanup: the mix and the start-up both run this build.
    const pgliteServer = await attempt('build of the PGlite server', () =>
      buildPgliteServer(shared),
    )
    const adminUrl = await findPostgres()

    const pglite =
      pgliteServer instanceof Error
        ? pgliteServer
        : await attempt(`mix on ${PGLITE_TARGET}`, (cleanup) => measureMix(cleanup, pgliteServer))
    const embedded = await attempt(`mix on the ${EMBEDDED_TARGET}`, (cleanup) =>
      measureMix(cleanup, SERVER),
    )
    const external = adminUrl
      ? await attempt(`mix on ${EXTERNAL_TARGET}`, async (cleanup) => {
          const database = await createDatabase(adminUrl, `ally_bench_mix_${process.pid}`)
          cleanup.defer('drop the benchmark database', database.drop)
          return measureMix(cleanup, SERVER, database.url)
        })
      : new NotRun(NO_POSTGRES)

    const path = existsSync(join(BUILT_APP, 'index.html')) ? '/login' : '/api/health'
    const pgliteStart =
      pgliteServer instanceof Error
        ? pgliteServer
        : await attempt('start-up of PGlite, as released', (cleanup) =>
            timeStart(cleanup, pgliteServer, dataFolder(cleanup), path),
          )
    // Both starts of the embedded default on one folder: the first runs initdb.
    const embeddedStarts = await attempt('start-up of the embedded PostgreSQL', async (cleanup) => {
      const dataDir = dataFolder(cleanup)
      const first = await timeStart(cleanup, SERVER, dataDir, path)
      return { first, second: await timeStart(cleanup, SERVER, dataDir, path) }
    })
    return summarise({ pglite, embedded, external, pgliteStart, embeddedStarts, path })
  } finally {
    await shared.run()
  }
}

/** The mix and start-up tables and their budgets, from each run's figures or error. */
export function summarise(runs: {
  pglite: Run<Measured>
  embedded: Run<Measured>
  external: Run<Measured>
  pgliteStart: Run<number>
  embeddedStarts: Run<{ first: number; second: number }>
  path: string
}): EmbeddedDefault {
  const { pglite, embedded, external, pgliteStart, embeddedStarts, path } = runs
  const pgliteRps = pglite instanceof Error ? undefined : pglite.requestsPerSecond
  const mixRow = (target: string, run: Run<Measured>): MixRow =>
    run instanceof Error
      ? { target, outcome: outcomeOf(run), reason: firstLine(run) }
      : {
          target,
          outcome: 'measured',
          requestsPerSecond: run.requestsPerSecond,
          p99Ms: run.p99Ms,
          ofPglite: pgliteRps ? run.requestsPerSecond / pgliteRps : undefined,
        }
  const mix = [
    mixRow(EMBEDDED_TARGET, embedded),
    mixRow(PGLITE_TARGET, pglite),
    mixRow(EXTERNAL_TARGET, external),
  ]

  const startRow = (target: string, run: Run<number>): StartUpRow =>
    run instanceof Error ? { target, reason: firstLine(run) } : { target, seconds: run }
  const starts = (pick: (both: { first: number; second: number }) => number): Run<number> =>
    embeddedStarts instanceof Error ? embeddedStarts : pick(embeddedStarts)
  const startUp = [
    startRow('PGlite, as released: first start (empty folder)', pgliteStart),
    startRow(
      'embedded PostgreSQL: first start (empty folder, initdb)',
      starts((both) => both.first),
    ),
    startRow(
      'embedded PostgreSQL: second start (same folder)',
      starts((both) => both.second),
    ),
  ]

  // The ratio needs both runs; PGlite's failure leaves it unmeasured, whatever its kind.
  const pair: Run<[Measured, Measured]> =
    embedded instanceof Error
      ? embedded
      : pglite instanceof Error
        ? new NotRun(`${PGLITE_TARGET}: ${firstLine(pglite)}`)
        : [embedded, pglite]
  const bothStarts: Run<{ embedded: number; pglite: number }> =
    embeddedStarts instanceof Error
      ? embeddedStarts
      : pgliteStart instanceof Error
        ? new NotRun(`${PGLITE_TARGET}: ${firstLine(pgliteStart)}`)
        : { embedded: embeddedStarts.first, pglite: pgliteStart }
  const mixName = `mix of lists and profile, ${MIX_CONNECTIONS} connections`
  const budgets: Budget[] = [
    budgetOn(
      {
        name: `${mixName}: embedded PostgreSQL ÷ PGlite, req/s`,
        limit: `≥ ${MIX_THROUGHPUT_BUDGET}×`,
        goal: `≥ ${MIX_THROUGHPUT_GOAL}× (issue #27)`,
      },
      pair,
      ([ours, theirs]) => {
        const times = ours.requestsPerSecond / theirs.requestsPerSecond
        return {
          figure: `${times.toFixed(2)}× (${fixed(ours.requestsPerSecond, 0)} ÷ ${fixed(theirs.requestsPerSecond, 0)})`,
          met: times >= MIX_THROUGHPUT_BUDGET,
          goalMet: times >= MIX_THROUGHPUT_GOAL,
        }
      },
    ),
    budgetOn(
      {
        name: `${mixName}: embedded PostgreSQL p99`,
        limit: `≤ ${MIX_P99_BUDGET_MS} ms`,
        goal: `≤ ${MIX_P99_GOAL_MS} ms (issue #27)`,
      },
      embedded,
      ({ p99Ms }) => ({
        figure: `${p99Ms} ms`,
        met: p99Ms <= MIX_P99_BUDGET_MS,
        goalMet: p99Ms <= MIX_P99_GOAL_MS,
      }),
    ),
    budgetOn(
      { name: `${mixName}: external PostgreSQL`, limit: 'measured, every answer 2xx' },
      external,
      ({ requestsPerSecond, p99Ms }) => ({
        figure: `${fixed(requestsPerSecond, 0)} req/s, p99 ${p99Ms} ms`,
        met: true,
      }),
    ),
    budgetOn(
      {
        name: 'start-up: embedded PostgreSQL first start ≤ PGlite first start',
        limit: `≤ PGlite's (to ${path} answering)`,
      },
      bothStarts,
      (seconds) => ({
        figure: `${seconds.embedded.toFixed(2)} s vs ${seconds.pglite.toFixed(2)} s`,
        met: seconds.embedded <= seconds.pglite,
      }),
    ),
  ]
  return {
    setup:
      `autocannon, ${MIX_CONNECTIONS} connections, loopback, ${MIX_SECONDS} s after a ${MIX_WARM_UP_SECONDS} s warm-up;` +
      ` each connection cycles GET ${MIX_PATHS.join(', ')}; ${MIX_VENDORS} vendors,` +
      ` ${MIX_ORDERS * MIX_RFQS_PER_ORDER} RFQs in ${MIX_ORDERS} rounds; any non-2xx fails the row`,
    mix,
    startUp,
    startUpUrl:
      path === '/login' ? '/login (built app)' : '/api/health (stand-in: the app is not built)',
    budgets,
  }
}
