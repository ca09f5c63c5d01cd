import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startService, waitUntilUp } from './processes'

// A built server of its own for a browser bench (its embedded PostgreSQL in a fresh folder), and
// the API calls that seed it as a buyer would.

const root = new URL('..', import.meta.url).pathname
const serverEntry = join(root, 'packages/ally-server/dist/server.js')
/** A first start of the embedded PostgreSQL runs initdb: seconds on a busy small machine. */
const START_TIMEOUT_MS = 120_000

export interface BenchServer {
  base: string
  key: string
  stop: () => Promise<void>
}

/**
 * Starts the built server on a free port and waits until it answers (with `args`, such as
 * `--demo`, and `env` over the bench's own); throws when it is not built
 * or does not come up, so the benchmark fails instead of measuring nothing (or another server).
 */
export async function startBenchServer(
  key: string,
  options: { args?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<BenchServer> {
  if (!existsSync(serverEntry)) throw new Error('not built: run `pnpm build` first')
  const port = await freePort()
  const base = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-'))
  // Run as root, the server's embedded PostgreSQL runs as the postgres user, which must reach
  // the cluster in this folder: mkdtemp makes it 0700.
  chmodSync(dataDir, 0o755)
  const server = startService(process.execPath, [serverEntry, ...(options.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: key,
      ALLY_AUTH_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      ...options.env,
    },
    graceMs: 15_000,
  })
  const stop = async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(server, `${base}/api/health`, START_TIMEOUT_MS)
  } catch (error) {
    await stop()
    throw new Error(`the server did not start: ${error instanceof Error ? error.message : error}`)
  }
  return { base, key, stop }
}

/** Sends a request as the bench's client; resolves to the answer's `data`. */
export async function benchApi<T>(
  server: BenchServer,
  method: string,
  path: string,
  body: unknown,
  token?: string,
  contentType = 'application/json',
): Promise<T> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      'access-key': server.key,
      ...(body === undefined ? {} : { 'content-type': contentType }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body:
      body === undefined
        ? undefined
        : contentType === 'application/json'
          ? JSON.stringify(body)
          : (body as BodyInit),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

/** The newest dev-outbox mail to `to`. */
export async function benchMail(server: BenchServer, to: string): Promise<string> {
  const mail = await benchApi<{ items: { text: string }[] }>(
    server,
    'GET',
    `/api/v1/dev/mail?to=${encodeURIComponent(to)}`,
    undefined,
  )
  return mail.items[0]?.text ?? ''
}

/** A verified buyer with a complete profile, made through the API; its login and token. */
export async function benchBuyer(server: BenchServer, label: string) {
  const email = `${label}-${Date.now()}@bench.test`
  const password = 'kettle-lantern-fjord-1'
  const signup = await benchApi<{ token: string }>(server, 'POST', '/api/v1/ldb/auth/signup', {
    firstName: 'Bench',
    lastName: 'Buyer',
    email,
    password,
    businessName: 'Bench Buying Ltd',
  })
  const code = /\b(\d{6})\b/.exec(await benchMail(server, email))?.[1]
  const { token } = await benchApi<{ token: string }>(
    server,
    'POST',
    '/api/v1/ldb/auth/code/signup/verify',
    { code },
    signup.token,
  )
  const doc = await benchApi<{ url: string }>(
    server,
    'POST',
    '/api/v1/ldb/files?name=doc.pdf',
    '%PDF-1.4',
    token,
    'application/pdf',
  )
  await benchApi(
    server,
    'PUT',
    '/api/v1/ldb/profile',
    { country: 'Nigeria', businessType: 'Retail', address: '1 Marina', businessDoc: doc.url },
    token,
  )
  return { email, password, token }
}
