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
import { createDatabase, findPostgres, pgbenchSelectOnly } from './postgres'
import { Cleanup, freePort, type Service, startService, waitUntilUp } from './processes'
import type { Budget } from './sdk-size'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVER_PACKAGE = join(ROOT, 'packages/ally-server')
const SERVER = join(SERVER_PACKAGE, 'dist/server.js')
/** The server as the release before the embedded PostgreSQL ran it (PGlite); built by the bench. */
const PGLITE_SERVER = join(ROOT, 'bench/pglite-release-server.ts')
const BUILT_APP = join(ROOT, 'examples/full-app/dist')
const ACCESS_KEY = 'pk_bench_throughput'

const CONNECTIONS = 100
const WARM_UP_SECONDS = 2
const SECONDS = 8
/** Time for a server to start (a first embedded start runs initdb) and to stop (PostgreSQL too). */
const START_TIMEOUT_MS = 120_000
const STOP_GRACE_MS = 15_000

/** One line of the throughput table. Numbers are undefined where a target was skipped. */
export interface ThroughputRow {
  target: string
  requestsPerSecond?: number
  p99Ms?: number
  /** Server on PostgreSQL ÷ pgbench TPS. */
  ofPgbench?: number
  /** Server ÷ the bare Fastify hello-world. */
  ofHelloWorld?: number
  /** The goals this target is held to, each with whether this run met it. */
  goals?: { goal: string; met: boolean }[]
  note?: string
}

interface Measured {
  requestsPerSecond: number
  p99Ms: number
  note?: string
}

// Fastify is the server package's dependency, not the root's: `node -e` resolves it from the
// working folder, packages/ally-server.
const HELLO_WORLD = `
const app = require('fastify')()
app.get('/', async () => ({ hello: 'world' }))
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
`

/** Loopback load: a warm-up, then the measured run, both with the same requests. */
async function load(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const options = { url, headers, connections: CONNECTIONS }
  await autocannon({ ...options, duration: WARM_UP_SECONDS })
  const result = await autocannon({ ...options, duration: SECONDS })
  const failures = result.non2xx + result.errors
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    note: failures ? `${failures} failed responses` : undefined,
  }
}

/**
 * The Ally server's environment: a temp data folder, a known key, the database and processes
 * given; without DATABASE_URL the server starts its embedded PostgreSQL in `<dataDir>/postgres`.
 * No built app unless `appDir` is given.
 */
function serverEnv(
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
function dataFolder(cleanup: Cleanup): string {
  const dir = mkdtempSync(join(tmpdir(), 'ally-bench-'))
  chmodSync(dir, 0o755)
  cleanup.defer(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * Signs up and verifies a user through the API, reading the code from the dev outbox; returns
 * the token and the client, signed in with it.
 */
async function verifiedBuyer(baseUrl: string): Promise<{ client: AllyClient; token: string }> {
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

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed'

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

/**
 * Requests per second and p99 latency of an authenticated `GET /api/v1/ldb/profile` (100
 * connections on loopback), against the built server on PostgreSQL (DATABASE_URL) and on its
 * default, the embedded PostgreSQL it starts in its data folder, beside two
 * ceilings measured in the same run: `pgbench -S` and a bare Fastify hello-world. On a small
 * machine the load generator shares the CPU, so the ratios mean more than the absolute numbers.
 */
export async function serverThroughput(): Promise<ThroughputRow[]> {
  if (!existsSync(SERVER)) {
    console.log(`\nServer throughput skipped: ${SERVER} is missing. Run \`pnpm build\` first.`)
    return []
  }
  const adminUrl = await findPostgres()
  const tag = `${process.pid}`

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
    : undefined
  const onPostgresTwice = adminUrl
    ? await attempt('Ally server on PostgreSQL, 2 processes (ALLY_WORKERS=2)', async (cleanup) => {
        const database = await createDatabase(adminUrl, `ally_bench_workers_${tag}`)
        cleanup.defer('drop the benchmark database', database.drop)
        return measureAllyServer(cleanup, database.url, 2)
      })
    : undefined
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
    : undefined

  const ok = <T>(value: T | Error | undefined): T | undefined =>
    value instanceof Error ? undefined : value
  const helloRps = ok(hello)?.requestsPerSecond
  const pgbenchTps = ok(pgbench)?.tps
  const noPostgres = 'skipped: no PostgreSQL (set DATABASE_URL, or run one on 127.0.0.1:5432)'
  const ratio = (value?: number, of?: number) => (value && of ? value / of : undefined)

  const serverRow = (
    target: string,
    result: Measured | Error | undefined,
    goals: { pgbench: boolean },
  ): ThroughputRow => {
    if (!result) return { target, note: noPostgres }
    if (result instanceof Error) return { target, note: `failed: ${message(result)}` }
    const ofPgbench = goals.pgbench ? ratio(result.requestsPerSecond, pgbenchTps) : undefined
    const p99Goal = { goal: `p99 ≤ ${P99_GOAL_MS} ms`, met: result.p99Ms <= P99_GOAL_MS }
    return {
      target,
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      ofPgbench,
      ofHelloWorld: ratio(result.requestsPerSecond, helloRps),
      goals: goals.pgbench
        ? [
            {
              goal: `÷ pgbench ≥ ${PGBENCH_RATIO_GOAL}`,
              met: (ofPgbench ?? 0) >= PGBENCH_RATIO_GOAL,
            },
            p99Goal,
          ]
        : [p99Goal],
      note: result.note,
    }
  }

  /** How many times the requests per second of one process the several processes served. */
  const scaling = (several?: Measured | Error, one?: Measured | Error): { note?: string } => {
    const times = ratio(ok(several)?.requestsPerSecond, ok(one)?.requestsPerSecond)
    const failures = ok(several)?.note
    return times
      ? { note: [`${times.toFixed(2)}× one process`, failures].filter(Boolean).join('; ') }
      : {}
  }

  return [
    serverRow('profile, server on PostgreSQL', onPostgres, { pgbench: true }),
    {
      ...serverRow('profile, 2 processes on PostgreSQL', onPostgresTwice, { pgbench: true }),
      ...scaling(onPostgresTwice, onPostgres),
    },
    serverRow('profile, server on embedded PostgreSQL', onEmbedded, { pgbench: false }),
    hello instanceof Error
      ? { target: 'Fastify hello-world', note: `failed: ${message(hello)}` }
      : {
          target: 'Fastify hello-world',
          requestsPerSecond: hello.requestsPerSecond,
          p99Ms: hello.p99Ms,
        },
    !pgbench
      ? { target: 'pgbench -S (TPS)', note: noPostgres }
      : pgbench instanceof Error
        ? { target: 'pgbench -S (TPS)', note: `failed: ${message(pgbench)}` }
        : { target: 'pgbench -S (TPS)', requestsPerSecond: pgbench.tps, p99Ms: pgbench.p99Ms },
  ]
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

/** One line of the mix table. Numbers are undefined where a target failed or was not measured. */
export interface MixRow {
  target: string
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
  note?: string
}

export interface EmbeddedDefault {
  /** How the mix was loaded, for the table's title. */
  setup: string
  mix: MixRow[]
  startUp: StartUpRow[]
  /** What a start waited for: `/login` from the built app, or `/api/health` without one. */
  startUpUrl: string
  /** The goals, and a start-up budget, each met or not in this run. */
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

/** Why a load run cannot count, or undefined when every answer was a 2xx. */
function failures(result: autocannon.Result): string | undefined {
  if (!result.non2xx && !result.errors) return undefined
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count ?? 0}× ${code}`)
  if (result.errors) codes.push(`${result.errors} errors (${result.timeouts} timeouts)`)
  return `${result.non2xx + result.errors} of ${result.requests.sent} requests failed: ${codes.join(', ')}`
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
  const warmUp = await autocannon({ ...options, duration: MIX_WARM_UP_SECONDS })
  const warmUpFailed = failures(warmUp)
  if (warmUpFailed) throw new Error(`warm-up: ${warmUpFailed}`)
  const result = await autocannon({ ...options, duration: MIX_SECONDS })
  const failed = failures(result)
  if (failed) throw new Error(failed)
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 }
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
    if (server.process.exitCode !== null) {
      throw new Error(`exited with code ${server.process.exitCode}:\n${server.output()}`)
    }
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
 */
export async function embeddedDefault(): Promise<EmbeddedDefault | null> {
  if (!existsSync(SERVER)) {
    console.log(`\nEmbedded default skipped: ${SERVER} is missing. Run \`pnpm build\` first.`)
    return null
  }
  const shared = new Cleanup()
  try {
    const pgliteServer = await buildPgliteServer(shared)
    const adminUrl = await findPostgres()

    const pglite = await attempt(`mix on ${PGLITE_TARGET}`, (cleanup) =>
      measureMix(cleanup, pgliteServer),
    )
    const embedded = await attempt(`mix on the ${EMBEDDED_TARGET}`, (cleanup) =>
      measureMix(cleanup, SERVER),
    )
    const external = adminUrl
      ? await attempt(`mix on ${EXTERNAL_TARGET}`, async (cleanup) => {
          const database = await createDatabase(adminUrl, `ally_bench_mix_${process.pid}`)
          cleanup.defer('drop the benchmark database', database.drop)
          return measureMix(cleanup, SERVER, database.url)
        })
      : undefined

    const path = existsSync(join(BUILT_APP, 'index.html')) ? '/login' : '/api/health'
    const pgliteStart = await attempt('start-up of PGlite, as released', (cleanup) =>
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

function summarise(runs: {
  pglite: Measured | Error
  embedded: Measured | Error
  external: Measured | Error | undefined
  pgliteStart: number | Error
  embeddedStarts: { first: number; second: number } | Error
  path: string
}): EmbeddedDefault {
  const { pglite, embedded, external, pgliteStart, embeddedStarts, path } = runs
  const ok = <T>(value: T | Error | undefined): T | undefined =>
    value instanceof Error ? undefined : value
  const pgliteRps = ok(pglite)?.requestsPerSecond
  const mixRow = (target: string, result: Measured | Error | undefined): MixRow => {
    if (!result) {
      return {
        target,
        note: 'not measured: no PostgreSQL (set DATABASE_URL, or run one on 127.0.0.1:5432)',
      }
    }
    if (result instanceof Error) return { target, note: `failed: ${message(result)}` }
    return {
      target,
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      ofPglite: pgliteRps ? result.requestsPerSecond / pgliteRps : undefined,
    }
  }
  const mix = [
    mixRow(EMBEDDED_TARGET, embedded),
    mixRow(PGLITE_TARGET, pglite),
    mixRow(EXTERNAL_TARGET, external),
  ]
  const [embeddedRow, pgliteRow, externalRow] = mix as [MixRow, MixRow, MixRow]

  const startRow = (target: string, result: number | Error | undefined): StartUpRow =>
    result === undefined || result instanceof Error
      ? { target, note: `failed: ${message(result)}` }
      : { target, seconds: result }
  const starts = ok(embeddedStarts)
  const startError = embeddedStarts instanceof Error ? embeddedStarts : undefined
  const startUp = [
    startRow('PGlite, as released: first start (empty folder)', pgliteStart),
    startRow(
      'embedded PostgreSQL: first start (empty folder, initdb)',
      starts?.first ?? startError,
    ),
    startRow('embedded PostgreSQL: second start (same folder)', starts?.second ?? startError),
  ]

  const seconds = (value?: number) => (value === undefined ? 'failed' : `${value.toFixed(2)} s`)
  const rowFigure = (row: MixRow, figure: string) =>
    row.requestsPerSecond === undefined ? (row.note ?? 'failed') : figure
  const times = embeddedRow.ofPglite
  const budgets: Budget[] = [
    {
      name: `mix of lists and profile, ${MIX_CONNECTIONS} connections: embedded PostgreSQL ÷ PGlite, req/s`,
      figure:
        times === undefined
          ? `failed (${[embeddedRow, pgliteRow]
              .map((row) => row.note)
              .filter(Boolean)
              .join('; ')})`
          : `${times.toFixed(2)}× (${embeddedRow.requestsPerSecond?.toFixed(0)} ÷ ${pgliteRow.requestsPerSecond?.toFixed(0)})`,
      limit: `≥ ${MIX_THROUGHPUT_BUDGET}×`,
      met: times !== undefined && times >= MIX_THROUGHPUT_BUDGET,
      goal: {
        target: `≥ ${MIX_THROUGHPUT_GOAL}× (issue #27)`,
        met: times !== undefined && times >= MIX_THROUGHPUT_GOAL,
      },
    },
    {
      name: `mix of lists and profile, ${MIX_CONNECTIONS} connections: embedded PostgreSQL p99`,
      figure: rowFigure(embeddedRow, `${embeddedRow.p99Ms} ms`),
      limit: `≤ ${MIX_P99_BUDGET_MS} ms`,
      met: embeddedRow.p99Ms !== undefined && embeddedRow.p99Ms <= MIX_P99_BUDGET_MS,
      goal: {
        target: `≤ ${MIX_P99_GOAL_MS} ms (issue #27)`,
        met: embeddedRow.p99Ms !== undefined && embeddedRow.p99Ms <= MIX_P99_GOAL_MS,
      },
    },
    {
      name: `mix of lists and profile, ${MIX_CONNECTIONS} connections: external PostgreSQL`,
      figure: rowFigure(
        externalRow,
        `${externalRow.requestsPerSecond?.toFixed(0)} req/s, p99 ${externalRow.p99Ms} ms`,
      ),
      limit: 'measured, every answer 2xx',
      met: externalRow.requestsPerSecond !== undefined,
    },
    {
      name: 'start-up: embedded PostgreSQL first start ≤ PGlite first start',
      figure: `${seconds(starts?.first)} vs ${seconds(ok(pgliteStart))}`,
      limit: `≤ PGlite's (to ${path} answering)`,
      met: starts !== undefined && !(pgliteStart instanceof Error) && starts.first <= pgliteStart,
    },
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
