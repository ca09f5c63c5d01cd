import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'
import { type BenchServer, benchApi, benchBuyer, benchMail, startBenchServer } from './bench-server'

// Issue "Sourcing, part 1": the comparison of a round with 10 vendors × 200 lines renders in under
// 100 ms of scripting in Chromium. The round is made through the API as users would make it (ten
// vendors answer every line from their e-mailed links, some in euros), then the buyer opens it
// from the quotes list; Chromium's own counter of script time (CDP Performance.getMetrics,
// `ScriptDuration`) is read before the click and once the table shows every line. That covers
// the answer's parsing and checking by the SDK, React's render and the browser's work under it.

const KEY = 'pk_bench_compare'
const VENDORS = 10
const LINES = 200
const RUNS = 5
const GOAL_MS = 100
export const COMPARISON_GOAL = `≤ ${GOAL_MS} ms of scripting`

export interface ComparisonRenderRow {
  vendors: number
  lines: number
  runs: number
  medianMs: number
  maxMs: number
  goal: string
  met: boolean
}

/** A round of LINES lines sent to VENDORS vendors, every one answered; its title and the buyer. */
async function seed(server: BenchServer) {
  const buyer = await benchBuyer(server, 'compare-bench')
  const vendors = Array.from({ length: VENDORS }, (_, i) => ({
    name: `Supplier ${String.fromCharCode(65 + i)}`,
    email: `supplier${i}-${Date.now()}@compare.bench`,
    orderTypes: ['supply'],
  }))
  const { invited } = await benchApi<{ invited: { id: string }[] }>(
    server,
    'POST',
    '/api/v1/ldb/vendor/invite',
    { vendors },
    buyer.token,
  )
  const title = `Compare bench ${Date.now()}`
  const order = await benchApi<{ id: string; lines: { id: string; quantity: number }[] }>(
    server,
    'POST',
    '/api/v1/ldb/rfq/order',
    {
      title,
      lines: Array.from({ length: LINES }, (_, i) => ({
        description: `Part ${i + 1}, grade ${1 + (i % 5)}`,
        quantity: 10 + (i % 40),
        unit: 'pcs',
        specifications: i % 3 === 0 ? 'Zinc plated' : undefined,
        targetPrice: i % 4 === 0 ? 5 + (i % 7) : undefined,
      })),
    },
    buyer.token,
  )
  await benchApi(
    server,
    'POST',
    '/api/v1/ldb/rfq/create/quote/rfqs',
    {
      orderId: order.id,
      vendorIds: invited.map((vendor) => vendor.id),
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
    buyer.token,
  )
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  for (const [v, vendor] of vendors.entries()) {
    const token = /\/vendor\/rfq\?token=(\S+)/.exec(await benchMail(server, vendor.email))?.[1]
    if (!token) throw new Error(`No RFQ link was e-mailed to ${vendor.email}`)
    await benchApi(server, 'POST', `/api/v1/vendor/rfq/link/quote?token=${token}`, {
      currency: v % 3 === 2 ? 'eur' : 'usd',
      // Every vendor quotes every line; each is cheapest somewhere.
      lines: order.lines.map((line, i) => ({
        lineId: line.id,
        unitPrice: 4 + ((i * 7 + v * 13) % 50) / 10,
        leadTimeDays: 5 + ((i + v) % 20),
      })),
      shippingCost: 50 + v * 10,
      leadTimeDays: 7 + v,
      validUntil,
    })
  }
  return { buyer, title }
}

/**
 * What a page shows when the bench gave up waiting on it: where it ended, what it says, and what
 * went wrong on the way, so a failure in CI says what it met.
 */
function watch(page: Page) {
  const problems: string[] = []
  page.on('crash', () => problems.push('the page crashed'))
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`),
  )
  return async (what: string) => {
    // The page's own content when it has any (not the menu), or whatever the document shows.
    const main = page.locator('main')
    const text = await ((await main.count()) ? main : page.locator('body'))
      .textContent({ timeout: 2_000 })
      .then(
        (content) => content ?? '(no text)',
        () => '(no text)',
      )
    return [
      `${what} did not show at ${page.url()}`,
      `  page text: ${text.replace(/\s+/g, ' ').slice(0, 400)}`,
      ...problems.map((problem) => `  ${problem}`),
    ].join('\n')
  }
}

/**
 * One opening of the round from the quotes list, in a fresh page (nothing of the round is cached,
 * the app's code is): the script time from the click until the table shows every line, in
 * seconds. A page that never shows the list is opened once more, saying what it showed instead
 * (once in CI on 2026-11-27, not in 40 openings here since): the bench measures the comparison,
 * and a second failure in a row still fails it.
 */
async function measureOnce(context: BrowserContext, server: BenchServer, title: string) {
  for (let attempt = 1; ; attempt++) {
    const page = await context.newPage()
    const gaveUp = watch(page)
    try {
      await page.goto(`${server.base}/dashboard/quotes`)
      const row = page.getByRole('row', { name: new RegExp(title) })
      try {
        await row.waitFor()
      } catch (error) {
        const report = await gaveUp(`The round's row in the quotes list`)
        if (attempt >= 2) throw new Error(report, { cause: error })
        console.log(`bench: ${report}\nbench: opening the quotes list again`)
        continue
      }
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      const scriptSeconds = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics')
        const seconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value
        // Without Chromium's counter the difference would read as 0 ms of scripting.
        if (seconds === undefined) throw new Error('Chromium reported no ScriptDuration')
        return seconds
      }
      const before = await scriptSeconds()
      await row.click()
      await page
        .getByRole('table', { name: 'Answers' })
        .getByRole('row', { name: new RegExp(`^Part ${LINES},`) })
        .waitFor()
        .catch(async (error) => {
          throw new Error(await gaveUp('The last line of the comparison'), { cause: error })
        })
      return (await scriptSeconds()) - before
    } finally {
      await page.close()
    }
  }
}

/** Throws when the server is not built or does not start, or the comparison never shows. */
export async function comparisonRender(): Promise<ComparisonRenderRow> {
  const server = await startBenchServer(KEY)
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    console.log(`bench: a round of ${VENDORS} vendors × ${LINES} lines…`)
    const { buyer, title } = await seed(server)
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const login = await context.newPage()
    await login.goto(`${server.base}/login`)
    await login.getByLabel('E-mail').fill(buyer.email)
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password)
    await login.getByText('Remember me').click()
    await login.getByRole('button', { name: 'Log in' }).click()
    await login.waitForURL(/\/dashboard$/)
    await login.close()

    const took: number[] = []
    for (let run = 0; run < RUNS; run++) {
      took.push(await measureOnce(context, server, title))
    }
    const sorted = took.map((seconds) => seconds * 1000).sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]
    const max = sorted.at(-1)
    if (median === undefined || max === undefined) throw new Error('no opening was measured')
    return {
      vendors: VENDORS,
      lines: LINES,
      runs: RUNS,
      medianMs: median,
      maxMs: max,
      goal: COMPARISON_GOAL,
      met: median <= GOAL_MS,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
