import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { listDevMail } from '../packages/ally-sdk/src/dev'
import { createAllyClient, createMemoryStorage, getProfile } from '../packages/ally-sdk/src/index'
import { createDatabase, findPostgres, pgbenchSelectOnly } from './postgres'
import { Cleanup, freePort, type Service, startService, waitUntilUp } from './processes'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVER_PACKAGE = join(ROOT, 'packages/ally-server')
const SERVER = join(SERVER_PACKAGE, 'dist/server.js')
const ACCESS_KEY = 'pk_bench_throughput'

const CONNECTIONS = 100
const WARM_UP_SECONDS = 2
const SECONDS = 8

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

/** The Ally server's environment: a temp data folder, a known key, the database and processes given. */
function serverEnv(
  port: number,
  dataDir: string,
  databaseUrl?: string,
  workers = 1,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ALLY_DATA_DIR: dataDir,
    ALLY_ACCESS_KEYS: ACCESS_KEY,
    ALLY_APP_DIR: join(dataDir, 'no-app'),
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

/** Signs up and verifies a user through the API, reading the code from the dev outbox. */
async function verifiedToken(baseUrl: string): Promise<string> {
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
  return verified.data.token
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
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-'))
  cleanup.defer(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }))
  const port = await freePort()
  const server: Service = startService(process.execPath, [SERVER], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, databaseUrl, workers),
  })
  cleanup.defer('stop the Ally server', () => server.stop())
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntilUp(server, `${baseUrl}/api/health`)
  const token = await verifiedToken(baseUrl)
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
 * connections on loopback), against the built server on PostgreSQL and on PGlite, beside two
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
  const onPglite = await attempt('Ally server on PGlite', (cleanup) => measureAllyServer(cleanup))
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
    serverRow('profile, server on PGlite', onPglite, { pgbench: false }),
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
