import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { NotRun } from '../../../bench/budgets'
import { createDatabase, requirePostgres } from '../../../bench/postgres'
import { type Database, openDatabase } from '../src/db/client'
import { benchApp, ownerHeaders } from './bench-app'
import { insertBenchOwner } from './bench-owner'
import { openEmbeddedDatabase } from './embedded-database'

const VENDORS = 100_000
const SEARCHES = [
  'steel',
  'lagos cem',
  'v4242@',
  'contact 9913',
  'timber 77',
  'zzzz-none',
  'acc',
  'nairobi foods',
]

export interface VendorSearchFigures {
  searches: number
  p50Ms: number
  p95Ms: number
  /** Whether p95 reached the goal. */
  met: boolean
}

/** One engine's search: its figures, or why it has none (no PostgreSQL, a database that failed). */
export interface VendorSearchRow {
  engine: string
  vendors: number
  goal: string
  /** The p95 above which the bench fails. */
  budget: number
  result: VendorSearchFigures | Error
}

/**
 * The product's goal is 20 ms at p95 on PostgreSQL. A broad term ('acc': 12,500 of the 100,000
 * match) still reads and orders every match to show the first page by name, about 33 ms on the
 * 2-core machines, so the budget CI enforces sits above the goal and catches regressions (such as
 * the GIN pending list, which tripled it) until a different design meets the goal. The embedded
 * PostgreSQL (the server's default) is a PostgreSQL server too, held to the same budget.
 */
const GOAL_MS = 20
const POSTGRES_BUDGET_MS = 50

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

async function measure(
  engine: string,
  database: Database,
  dataDir: string,
): Promise<VendorSearchFigures> {
  const { business, user } = await insertBenchOwner(database, 'bench')
  // Realistic, varied names: city × trade × number; one business holds all of them.
  await database.db.execute(sql`
    insert into vendors (business_id, name, email, contact_name, order_types, status)
    select ${business.id},
      (array['Lagos','Abuja','Kano','Accra','Nairobi','Cairo','Dakar','Lome'])[1 + i % 8] || ' ' ||
      (array['Steel','Cement','Textiles','Foods','Logistics','Plastics','Chemicals','Timber','Paper','Glass'])[1 + (i / 8) % 10] ||
      ' ' || i,
      'v' || i || '@vendor' || (i % 97) || '.test',
      'Contact ' || i,
      array['supply'],
      case when i % 3 = 0 then 'active' else 'invited' end
    from generate_series(1, ${VENDORS}) as i`)
  await database.db.execute(sql`analyze vendors`)

  const { app, context } = await benchApp(database, dataDir)
  const headers = await ownerHeaders(context, user.id, business.id)
  const search = async (term: string) => {
    const started = performance.now()
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/ldb/vendor?limit=50&search=${encodeURIComponent(term)}`,
      headers,
    })
    if (response.statusCode !== 200)
      throw new Error(`search failed: ${response.statusCode} ${response.body}`)
    return performance.now() - started
  }
  for (const term of SEARCHES) await search(term) // warm-up
  const times: number[] = []
  const byTerm = new Map<string, number[]>()
  for (let round = 0; round < 8; round++) {
    for (const term of SEARCHES) {
      const took = await search(term)
      times.push(took)
      byTerm.set(term, [...(byTerm.get(term) ?? []), took])
    }
  }
  if (process.env.BENCH_VERBOSE) {
    for (const [term, list] of byTerm)
      console.log(engine, term, list.sort((a, b) => a - b)[4]?.toFixed(1))
  }
  await app.close()
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 95)
  return {
    searches: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: p95,
    met: p95 <= GOAL_MS,
  }
}

/** One engine's row; a failure is kept in it (and printed), so the other engine still runs. */
async function engineRow(
  engine: string,
  run: () => Promise<VendorSearchFigures>,
): Promise<VendorSearchRow> {
  const row = { engine, vendors: VENDORS, goal: `p95 ≤ ${GOAL_MS} ms`, budget: POSTGRES_BUDGET_MS }
  try {
    return { ...row, result: await run() }
  } catch (error) {
    if (error instanceof NotRun)
      console.log(`Vendor search on ${engine}: not measured: ${error.message}`)
    else console.error(`bench: vendor search on ${engine} failed:`, error)
    return { ...row, result: error instanceof Error ? error : new Error(String(error)) }
  }
}

/**
 * Vendor search over 100,000 vendors of one business, through the real route, on each engine;
 * both rows are there whatever happened, PostgreSQL's without figures when there is none.
 */
export async function vendorSearch(): Promise<VendorSearchRow[]> {
  const embedded = await engineRow('embedded PostgreSQL', async () => {
    console.log('bench: vendor search on the embedded PostgreSQL…')
    const bench = await openEmbeddedDatabase('ally-bench-vendors-')
    try {
      return await measure('embedded PostgreSQL', bench.database, bench.dataDir)
    } finally {
      await bench.close()
    }
  })
  const postgres = await engineRow('PostgreSQL', async () => {
    const admin = await requirePostgres()
    console.log('bench: vendor search on PostgreSQL…')
    const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-vendors-'))
    try {
      const scratch = await createDatabase(admin, `ally_bench_vendors_${process.pid}`)
      try {
        const database = await openDatabase({ url: scratch.url })
        try {
          return await measure('PostgreSQL', database, dataDir)
        } finally {
          await database.close()
        }
      } finally {
        await scratch.drop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
  return [embedded, postgres]
}
