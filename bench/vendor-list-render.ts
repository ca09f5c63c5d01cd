import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'

const root = new URL('..', import.meta.url).pathname
const serverEntry = join(root, 'packages/ally-server/dist/server.js')
const KEY = 'pk_bench_list'
const VENDORS = 10_000

/** Scrolls the grid 600 px a frame until all 10,000 rows are loaded and shown (or 45 s pass). */
const SCROLL_SCRIPT = `new Promise((resolve) => {
  const grid = document.querySelector('[role="grid"]')
  const frames = []
  const started = performance.now()
  let last = started
  const finish = () => resolve({
    frames: frames.slice(1),
    rowsLoaded: Number(grid.getAttribute('aria-rowcount') || 0),
    domRows: grid.querySelectorAll('[role="row"]').length,
    seconds: (performance.now() - started) / 1000,
  })
  const tick = (now) => {
    frames.push(now - last)
    last = now
    grid.scrollTop += 600
    const atEnd = grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 2
    const rows = Number(grid.getAttribute('aria-rowcount') || 0)
    if ((atEnd && rows >= ${VENDORS}) || now - started > 45000) finish()
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

export interface ListRenderRow {
  rowsLoaded: number
  domRows: number
  frames: number
  /** Frames that missed a vsync: longer than 1.5 × 16.7 ms (60 Hz frames measure 16.6–16.8). */
  longFrames: number
  p95FrameMs: number
  maxFrameMs: number
  seconds: number
}

async function api<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
  contentType = 'application/json',
) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'access-key': KEY,
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: contentType === 'application/json' ? JSON.stringify(body) : (body as BodyInit),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

/** A buyer with a complete profile and 10,000 invited vendors, made through the API. */
async function seed(base: string): Promise<{ email: string; password: string }> {
  const email = `list-bench-${Date.now()}@bench.test`
  const password = 'kettle-lantern-fjord-1'
  const signup = await api<{ token: string }>(base, '/api/v1/ldb/auth/signup', {
    firstName: 'Bench',
    lastName: 'Buyer',
    email,
    password,
    businessName: 'Bench Buying Ltd',
  })
  const mail = await (
    await fetch(`${base}/api/v1/dev/mail?to=${encodeURIComponent(email)}`, {
      headers: { 'access-key': KEY },
    })
  ).json()
  const code = /\b(\d{6})\b/.exec(mail.data.items[0].text)?.[1]
  const { token } = await api<{ token: string }>(
    base,
    '/api/v1/ldb/auth/code/signup/verify',
    { code },
    signup.token,
  )
  const doc = await api<{ url: string }>(
    base,
    '/api/v1/ldb/files?name=doc.pdf',
    '%PDF-1.4',
    token,
    'application/pdf',
  )
  const profile = {
    country: 'Nigeria',
    businessType: 'Retail',
    address: '1 Marina',
    businessDoc: doc.url,
  }
  await fetch(`${base}/api/v1/ldb/profile`, {
    method: 'PUT',
    headers: {
      'access-key': KEY,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(profile),
  })
  for (let batch = 0; batch < VENDORS / 1000; batch++) {
    const vendors = Array.from({ length: 1000 }, (_, i) => {
      const n = batch * 1000 + i
      return {
        name: `Vendor ${String(n).padStart(5, '0')}`,
        email: `v${n}@list.bench`,
        contactName: `Contact ${n}`,
        country: 'Nigeria',
        orderTypes: ['supply'],
      }
    })
    await api(base, '/api/v1/ldb/vendor/invite', { vendors }, token)
  }
  return { email, password }
}

/**
 * Scrolls VendorList through 10,000 vendors in Chromium, loading pages as it goes, and counts the
 * frames that missed a 60 Hz vsync.
 */
export async function vendorListRender(): Promise<ListRenderRow[]> {
  if (!existsSync(serverEntry)) {
    console.log('VendorList render: run `pnpm build` first; skipped')
    return []
  }
  const port = 3291
  const base = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-list-'))
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: KEY,
      ALLY_AUTH_RATE_LIMIT: '1000',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    for (let i = 0; i < 150; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    console.log('bench: seeding 10,000 vendors…')
    const login = await seed(base)
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${base}/login`)
    await page.getByLabel('E-mail').fill(login.email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(login.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/dashboard$/)
    await page.goto(`${base}/dashboard/vendors`)
    await page.getByRole('row').first().waitFor()

    console.log('bench: scrolling VendorList…')
    // A plain script: tsx would wrap a function's inner names in helpers the page does not have.
    const result = (await page.evaluate(SCROLL_SCRIPT)) as {
      frames: number[]
      rowsLoaded: number
      domRows: number
      seconds: number
    }
    const sorted = [...result.frames].sort((a, b) => a - b)
    return [
      {
        rowsLoaded: result.rowsLoaded,
        domRows: result.domRows,
        frames: result.frames.length,
        longFrames: result.frames.filter((ms) => ms > 25).length,
        p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
        maxFrameMs: sorted.at(-1) ?? Number.NaN,
        seconds: result.seconds,
      },
    ]
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
