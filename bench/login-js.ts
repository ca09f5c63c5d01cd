import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'

const root = new URL('..', import.meta.url).pathname
const serverEntry = join(root, 'packages/ally-server/dist/server.js')
const appDist = join(root, 'examples/full-app/dist')
const appIndex = join(appDist, 'index.html')
/** The built files /login loaded, for size-limit's budget (.size-limit.js reads this list). */
export const LOGIN_SCRIPTS_LIST = join(root, 'node_modules/.cache/ally-bench/login-scripts.json')

export interface LoginJsRow {
  name: string
  files: number
  gzip: number
  goal: string
}

async function waitForHealth(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The server did not start')
}

/**
 * The JavaScript a first visit to /login downloads, gzip-compressed (-9), measured in Debian's
 * Chromium against the built app served by the real server.
 */
export async function loginJs(): Promise<LoginJsRow[]> {
  if (!existsSync(serverEntry) || !existsSync(appIndex)) {
    console.log('login JS: run `pnpm build` first; skipped')
    return []
  }
  const port = 3290
  const url = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-login-'))
  // Run as root, the server's embedded PostgreSQL runs as the postgres user, which must reach
  // the cluster in this folder: mkdtemp makes it 0700.
  chmodSync(dataDir, 0o755)
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: 'pk_bench',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    await waitForHealth(url)
    const page = await browser.newPage()
    const scripts = new Map<string, number>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => Buffer.alloc(0))
      scripts.set(response.url(), gzipSync(body, { level: 9 }).byteLength)
    })
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Log in' }).waitFor()
    const gzip = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    const files = [...scripts.keys()]
      .map((script) => join(appDist, new URL(script).pathname))
      .filter((file) => existsSync(file))
    mkdirSync(dirname(LOGIN_SCRIPTS_LIST), { recursive: true })
    writeFileSync(LOGIN_SCRIPTS_LIST, JSON.stringify(files, null, 2))
    return [{ name: 'first load of /login', files: scripts.size, gzip, goal: '≤ 150 kB gz' }]
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
