import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'
import { freePort, startService, waitUntilUp } from './processes'

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

/**
 * The JavaScript a first visit to /login downloads, gzip-compressed (-9), measured in Debian's
 * Chromium against the built app served by the real server. Throws when the app is not built or
 * the server does not start; /login's size budget then has no list of scripts to measure.
 */
export async function loginJs(): Promise<LoginJsRow> {
  if (!existsSync(serverEntry) || !existsSync(appIndex)) {
    throw new Error('not built: run `pnpm build` first')
  }
  const port = await freePort()
  const url = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-login-'))
  // Run as root, the server's embedded PostgreSQL runs as the postgres user, which must reach
  // the cluster in this folder: mkdtemp makes it 0700.
  chmodSync(dataDir, 0o755)
  const server = startService(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: 'pk_bench',
      DATABASE_URL: '',
    },
    graceMs: 15_000,
  })
  try {
    // A first start of the embedded PostgreSQL runs initdb.
    await waitUntilUp(server, `${url}/api/health`, 120_000)
    const browser = await chromium.launch(CHROMIUM_LAUNCH)
    try {
      const page = await browser.newPage()
      const scripts = new Map<string, number>()
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        const body = await response.body().catch(() => Buffer.alloc(0))
        scripts.set(response.url(), gzipSync(body, { level: 9 }).byteLength)
      })
      await page.goto(`${url}/login`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Log in' }).waitFor()
      if (!scripts.size) throw new Error('/login loaded no script')
      const gzip = [...scripts.values()].reduce((sum, size) => sum + size, 0)
      const files = [...scripts.keys()]
        .map((script) => join(appDist, new URL(script).pathname))
        .filter((file) => existsSync(file))
      mkdirSync(dirname(LOGIN_SCRIPTS_LIST), { recursive: true })
      writeFileSync(LOGIN_SCRIPTS_LIST, JSON.stringify(files, null, 2))
      return { name: 'first load of /login', files: scripts.size, gzip, goal: '≤ 150 kB gz' }
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
