import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'
import { type BenchServer, benchApi, benchBuyer, startBenchServer } from './bench-server'

const KEY = 'pk_bench_list'
const VENDORS = 10_000

/**
 * How long the scroll may take to load every row. 45 s until 2026-11-27, when the machine ran
 * ~1.6× slower than the days before: the commit that had passed (01127cb) then loaded 7,350 of
 * 10,000 rows in 45 s, and this one 8,750 (docs/performance.md, "A slower machine").
 */
export const SCROLL_SECONDS = 90

/** Scrolls the grid 600 px a frame until all 10,000 rows are loaded and shown (or SCROLL_SECONDS pass). */
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
    if ((atEnd && rows >= ${VENDORS}) || now - started > ${SCROLL_SECONDS * 1000}) finish()
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

export interface ListRenderRow {
  /** The vendors seeded, all of which the scroll must load for the figures to mean anything. */
  vendors: number
  rowsLoaded: number
  domRows: number
  frames: number
  /** Frames that missed a vsync: longer than 1.5 × 16.7 ms (60 Hz frames measure 16.6–16.8). */
  longFrames: number
  p95FrameMs: number
  maxFrameMs: number
  seconds: number
}

/** A buyer with a complete profile and 10,000 invited vendors, made through the API. */
async function seed(server: BenchServer): Promise<{ email: string; password: string }> {
  const buyer = await benchBuyer(server, 'list-bench')
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
    await benchApi(server, 'POST', '/api/v1/ldb/vendor/invite', { vendors }, buyer.token)
  }
  return buyer
}

/**
 * Scrolls VendorList through 10,000 vendors in Chromium, loading pages as it goes, and counts the
 * frames that missed a 60 Hz vsync. Throws when the server is not built or does not start.
 */
export async function vendorListRender(): Promise<ListRenderRow> {
  const server = await startBenchServer(KEY)
  const { base } = server
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    console.log('bench: seeding 10,000 vendors…')
    const login = await seed(server)
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
    return {
      vendors: VENDORS,
      rowsLoaded: result.rowsLoaded,
      domRows: result.domRows,
      frames: result.frames.length,
      longFrames: result.frames.filter((ms) => ms > 25).length,
      p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
      maxFrameMs: sorted.at(-1) ?? Number.NaN,
      seconds: result.seconds,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
