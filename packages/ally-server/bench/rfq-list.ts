import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { eq, sql } from 'drizzle-orm'
import { createDatabase, requirePostgres } from '../../../bench/postgres'
import { openDatabase } from '../src/db/client'
import { vendors } from '../src/db/schema'
import { benchApp, ownerHeaders } from './bench-app'
import { insertBenchOwner } from './bench-owner'

// The buyer's RFQ list (GET /api/v1/ldb/rfq/order/rfqs) over 100,000 RFQs of one business on
// PostgreSQL: 10,000 rounds of 10 RFQs each, to 200 vendors, half of them answered. The goal is
// issue "Sourcing, part 1"'s: p95 ≤ 20 ms, through the real route.

const ROUNDS = 10_000
const PER_ROUND = 10
const VENDORS = 200
const GOAL_MS = 20
export const RFQ_LIST_GOAL = `p95 ≤ ${GOAL_MS} ms`

export interface RfqListRow {
  engine: string
  rfqs: number
  requests: number
  p50Ms: number
  p95Ms: number
  /** The slowest query kind, by median: where the time goes. */
  slowest: string
  goal: string
  met: boolean
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

/** Every list a buyer opens: the first page, searches, filters and a later page. */
function queries(vendorId: string): [name: string, query: string][] {
  return [
    ['first page', 'limit=25'],
    ['search title', 'limit=25&search=valves'],
    ['search reference', 'limit=25&search=TA-004242'],
    ['search vendor', 'limit=25&search=supplier%20137'],
    ['deal (taId)', 'limit=25&taId=TA-007777'],
    ['vendor', `limit=25&vendor=${vendorId}`],
    ['status', 'limit=25&status=responded'],
    ['amount', 'limit=25&amount=9000'],
    ['page 40', 'limit=25&page=40'],
  ]
}

/** The RFQ list over 100,000 RFQs on PostgreSQL; throws NotRun without a PostgreSQL server. */
export async function rfqList(): Promise<RfqListRow> {
  const admin = await requirePostgres()
  console.log('bench: RFQ list over 100,000 RFQs on PostgreSQL…')
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-bench-rfqs-'))
  const scratch = await createDatabase(admin, `ally_bench_rfqs_${process.pid}`)
  try {
    const database = await openDatabase({ url: scratch.url })
    try {
      const { db } = database
      const { business, user } = await insertBenchOwner(database, 'rfq-bench')
      const b = business.id
      await db.execute(sql`
        insert into vendors (business_id, name, email, order_types, status)
        select ${b}, 'Supplier ' || i, 's' || i || '@rfq.bench', array['supply'], 'active'
        from generate_series(1, ${VENDORS}) as i`)
      await db.execute(sql`
        insert into orders (business_id, ta_id, title, status, lines, currency, created_at, updated_at)
        select ${b}, 'TA-' || lpad(i::text, 6, '0'),
          (array['Gate valves','Steel pipes','Cement bags','Cable trays','Pump spares'])[1 + i % 5] || ' lot ' || i,
          'sourcing',
          jsonb_build_array(jsonb_build_object('id', 'l' || i, 'description', 'Item', 'quantity', 10, 'unit', 'pcs', 'specifications', null)),
          'usd', now() - (i || ' minutes')::interval, now()
        from generate_series(1, ${ROUNDS}) as i`)
      await db.execute(sql`
        insert into quotes (business_id, order_id, status, currency, deadline, created_at)
        select ${b}, id, 'open', 'usd', now() + interval '7 days', created_at from orders where business_id = ${b}`)
      await db.execute(sql`
        with numbered as (select id, created_at, row_number() over (order by created_at) as n from quotes where business_id = ${b}),
             ranked_vendors as (select id, row_number() over (order by name) as n from vendors where business_id = ${b})
        insert into rfqs (business_id, quote_id, vendor_id, status, deadline, sent_at, responded_at)
        select ${b}, q.id, v.id,
          case when (q.n + k) % 2 = 0 then 'responded' else 'sent' end,
          now() + interval '7 days', q.created_at,
          case when (q.n + k) % 2 = 0 then q.created_at + interval '1 day' end
        from numbered q cross join generate_series(0, ${PER_ROUND - 1}) as k
        join ranked_vendors v on v.n = 1 + (q.n * ${PER_ROUND} + k) % ${VENDORS}`)
      await db.execute(sql`
        insert into quote_responses (business_id, rfq_id, status, currency, lines, subtotal, total, lead_time_days, valid_until, submitted_at)
        select ${b}, r.id, 'submitted', 'usd', '[]'::jsonb, t.total, t.total, 10, current_date + 30, r.responded_at
        from rfqs r cross join lateral (select (1000 + (abs(hashtext(r.id::text)) % 9000))::numeric as total) t
        where r.business_id = ${b} and r.status = 'responded'`)
      await db.execute(sql`
        update rfqs set quoted_total = qr.total from quote_responses qr
        where qr.rfq_id = rfqs.id and rfqs.business_id = ${b}`)
      await db.execute(sql`analyze`)
      const [vendor] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.businessId, b))
        .orderBy(vendors.name)
        .limit(1)

      const { app, context } = await benchApp(database, dataDir)
      try {
        const headers = await ownerHeaders(context, user.id, b)
        const list = async (query: string) => {
          const started = performance.now()
          const response = await app.inject({
            method: 'GET',
            url: `/api/v1/ldb/rfq/order/rfqs?${query}`,
            headers,
          })
          if (response.statusCode !== 200)
            throw new Error(`RFQ list failed: ${response.statusCode} ${response.body}`)
          return performance.now() - started
        }
        const kinds = queries(vendor?.id ?? '')
        for (const [, query] of kinds) await list(query) // warm-up
        const times: number[] = []
        const byKind = new Map<string, number[]>()
        for (let round = 0; round < 8; round++) {
          for (const [name, query] of kinds) {
            const took = await list(query)
            times.push(took)
            byKind.set(name, [...(byKind.get(name) ?? []), took])
          }
        }
        const medians = [...byKind].map(([name, list]) => {
          const sorted = [...list].sort((x, y) => x - y)
          return { name, median: percentile(sorted, 50) }
        })
        if (process.env.BENCH_VERBOSE) {
          for (const { name, median } of medians) console.log('RFQ list', name, median.toFixed(1))
        }
        const slowest = medians.sort((x, y) => y.median - x.median)[0]
        times.sort((x, y) => x - y)
        const p95 = percentile(times, 95)
        return {
          engine: 'PostgreSQL',
          rfqs: ROUNDS * PER_ROUND,
          requests: times.length,
          p50Ms: percentile(times, 50),
          p95Ms: p95,
          slowest: slowest ? `${slowest.name} (${slowest.median.toFixed(1)} ms)` : '',
          goal: RFQ_LIST_GOAL,
          met: p95 <= GOAL_MS,
        }
      } finally {
        await app.close()
      }
    } finally {
      await database.close()
    }
  } finally {
    await scratch.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
