import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { dashboardSummary as summaryEndpoint } from '@ally/sdk'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { FailedAnswers, NotRun } from '../../../bench/budgets'
import { createDatabase, requirePostgres } from '../../../bench/postgres'
import { Cleanup, freePort, startService, waitUntilUp } from '../../../bench/processes'
import {
  BENCH_ACCESS_KEY,
  dataFolder,
  measuredLoad,
  serverEnv,
  verifiedBuyer,
} from '../../../bench/server-throughput'
import { openDatabase } from '../src/db/client'

// The dashboard home's summary (GET /api/v1/ldb/dashboard), the first call of every buyer's
// visit, over a business a year in: 10,000 orders, each a round of 3 RFQs to 200 vendors, a
// purchase order for each award and a shipment for each PO shipped; a few of each still open, so
// every list of the home has rows. Issue #28's goals: p95 ≤ 50 ms one request at a time, and
// ≥ 1,000 answers a second at 50 connections, on the built server with PostgreSQL.
// The server keeps a business's summary until its records change, so it is timed both ways: one
// at a time with a write to the business before each read (each worked out anew: the
// statement's cost), and unchanged, one at a time and at 50 connections (the home of a business
// read more often than written, as every visit reads it).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const SERVER = join(ROOT, 'packages/ally-server/dist/server.js')
const ORDERS = 10_000
const OPEN_ROUNDS = 60
const VENDORS = 200
const SEQUENTIAL = 200
const CONNECTIONS = 50
const WARM_UP_SECONDS = 2
const SECONDS = 8

export const SUMMARY_P95_GOAL_MS = 50
export const SUMMARY_RATE_GOAL = 1000

/** Other reads of the same business, one request at a time: the median and p95 of each. */
export interface OtherRead {
  name: string
  path: string
  requests: number
  p50Ms: number
  p95Ms: number
}

export interface DashboardSummaryRow {
  orders: number
  requests: number
  /** Each read after a write to the business: worked out anew. */
  p50Ms: number
  p95Ms: number
  /** Reads of a business unchanged since the last. */
  unchangedP50Ms: number
  unchangedP95Ms: number
  requestsPerSecond: number
  p99Ms: number
  others: OtherRead[]
}

/**
 * Reads whose cost grows with the business's history, timed over the same year of sourcing:
 * the notification centre (derived from every record of the last 30 days) and vendor analytics
 * over all time (every PO line and receipt). 50 requests each, after 5 to warm up.
 */
const OTHER_READS = [
  { name: 'notifications, first page', path: '/api/v1/ldb/notification/list?limit=20' },
  { name: 'vendor analytics, all time', path: '/api/v1/ldb/vendor/analytics?limit=25' },
] as const
const OTHER_REQUESTS = 50

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

/**
 * A year of sourcing for business `b` (created by user `u`), made in a few statements;
 * `rfqsPerRound` vendors are asked in each round (business analytics' bench asks 10).
 */
export async function seed(url: string, b: string, u: string, rfqsPerRound = 3) {
  const database = await openDatabase({ url, poolSize: 1 })
  try {
    const { db } = database
    const run = (statement: ReturnType<typeof sql>) => db.execute(statement)
    await run(sql`
      insert into vendors (business_id, name, email, order_types, status)
      select ${b}, 'Supplier ' || i, 's' || i || '@dash.bench', array['supply'], 'active'
      from generate_series(1, ${VENDORS}) as i`)
    // One order every 50 minutes for a year; the newest OPEN_ROUNDS are still being sourced.
    await run(sql`
      insert into orders (business_id, ta_id, title, status, lines, currency, created_by, created_at, updated_at)
      select ${b}, 'TA-' || lpad(i::text, 6, '0'), 'Gate valves, lot ' || i,
        case when i > ${ORDERS - OPEN_ROUNDS} then 'sourcing' else 'ordered' end,
        jsonb_build_array(jsonb_build_object('id', 'l' || i, 'description', 'Gate valve', 'quantity', 10, 'unit', 'pcs', 'specifications', null)),
        'usd', ${u}, now() - ((${ORDERS} - i) * interval '50 minutes'), now()
      from generate_series(1, ${ORDERS}) as i`)
    await run(sql`
      insert into quotes (business_id, order_id, status, currency, deadline, created_at)
      select ${b}, id, case when status = 'sourcing' then 'open' else 'awarded' end, 'usd',
        case when status = 'sourcing' and right(ta_id, 1) in ('1', '3', '5') then now() - interval '1 day'
             else created_at + interval '7 days' end,
        created_at
      from orders where business_id = ${b}`)
    // `rfqsPerRound` RFQs a round: an awarded round's first vendor won and every vendor
    // answered; an open round's first answered, its second viewed it.
    await run(sql`
      with numbered as (
        select q.id, q.status, q.deadline, q.created_at, row_number() over (order by q.created_at) as n
        from quotes q where q.business_id = ${b}),
      ranked as (select id, row_number() over (order by name) as n from vendors where business_id = ${b})
      insert into rfqs (business_id, quote_id, vendor_id, status, deadline, sent_at, responded_at, quoted_total, awarded_total)
      select ${b}, q.id, v.id,
        case when q.status = 'awarded' then (case when k = 0 then 'awarded' else 'not_awarded' end)
             else (case k when 0 then 'responded' when 1 then 'viewed' else 'sent' end) end,
        q.deadline, q.created_at,
        case when q.status = 'awarded' or k = 0 then q.created_at + interval '1 day' end,
        case when q.status = 'awarded' or k = 0 then 1000 + (q.n * 7 + k * 13) % 9000 end,
        case when q.status = 'awarded' and k = 0 then 1000 + (q.n * 7) % 9000 end
      from numbered q cross join generate_series(0, ${rfqsPerRound - 1}) as k
      join ranked v on v.n = 1 + (q.n * 3 + k) % ${VENDORS}`)
    await run(sql`
      insert into quote_responses (business_id, rfq_id, status, currency, lines, subtotal, total, lead_time_days, valid_until, submitted_at)
      select ${b}, r.id,
        case r.status when 'awarded' then 'accepted' when 'not_awarded' then 'rejected' else 'submitted' end,
        'usd', '[]'::jsonb, r.quoted_total, r.quoted_total, 10, current_date + 30, r.responded_at
      from rfqs r where r.business_id = ${b} and r.quoted_total is not null`)
    // A PO for each award, due two weeks after: the newest few still waiting on approval, the
    // vendor or the goods (a third of the accepted ones past their delivery day), or received
    // in part.
    await run(sql`
      with awarded as (
        select r.vendor_id, r.awarded_total, q.order_id, q.created_at,
          row_number() over (order by q.created_at desc) as recent
        from rfqs r join quotes q on q.id = r.quote_id
        where r.business_id = ${b} and r.status = 'awarded')
      insert into purchase_orders (business_id, number, order_id, vendor_id, status, currency, lines, subtotal, total, delivery_date, sent_at, acknowledged_at, created_at)
      select ${b}, 'PO-' || lpad((row_number() over (order by created_at))::text, 6, '0'), order_id, vendor_id,
        case when recent <= 8 then 'awaiting_approval' when recent <= 20 then 'sent'
             when recent <= 30 then 'acknowledged' when recent <= 60 then 'shipped'
             when recent <= 70 then 'partially_received' else 'received' end,
        'usd', '[]'::jsonb, awarded_total, awarded_total,
        case when recent > 20 and recent <= 30 and recent % 3 = 0 then current_date - 3
             else (created_at + interval '14 days')::date end,
        case when recent > 8 then created_at + interval '2 days' end,
        case when recent > 20 then created_at + interval '3 days' end,
        created_at + interval '2 days'
      from awarded`)
    // A shipment for each PO shipped: delivered (received in full or in part), on its way this
    // week, or late.
    await run(sql`
      insert into shipments (business_id, purchase_order_id, carrier, tracking_number, status, shipped_on, estimated_delivery, delivered_at, created_at)
      select ${b}, p.id, 'GIG Logistics', 'GIG' || p.number,
        case when p.status = 'shipped' then 'in_transit' else 'delivered' end,
        (p.created_at + interval '4 days')::date,
        case when p.status <> 'shipped' then (p.created_at + interval '9 days')::date
             when right(p.number, 1) in ('1', '2', '3') then current_date - 2
             else current_date + 3 end,
        case when p.status <> 'shipped' then p.created_at + interval '9 days' end,
        p.created_at + interval '4 days'
      from purchase_orders p
      where p.business_id = ${b} and p.status in ('shipped', 'partially_received', 'received')`)
    await run(sql`analyze`)
  } finally {
    await database.close()
  }
}

/**
 * The summary's latency one request at a time and its throughput at 50 connections, on the
 * built server with a PostgreSQL database seeded as above; throws NotRun without PostgreSQL or
 * a build, FailedAnswers when an answer is not a 2xx.
 */
export async function dashboardSummaryBench(): Promise<DashboardSummaryRow> {
  if (!existsSync(SERVER)) throw new NotRun(`${SERVER} is missing: run \`pnpm build\` first`)
  const adminUrl = await requirePostgres()
  console.error('bench: dashboard summary over 10,000 orders…')
  const cleanup = new Cleanup()
  try {
    const database = await createDatabase(adminUrl, `ally_bench_dashboard_${process.pid}`)
    cleanup.defer('drop the benchmark database', database.drop)
    const port = await freePort()
    const server = startService(process.execPath, [SERVER], {
      cwd: ROOT,
      env: serverEnv(port, dataFolder(cleanup), { databaseUrl: database.url }),
      graceMs: 15_000,
    })
    cleanup.defer('stop the Ally server', () => server.stop())
    const baseUrl = `http://127.0.0.1:${port}`
    await waitUntilUp(server, `${baseUrl}/api/health`, 120_000)
    const { client, token } = await verifiedBuyer(baseUrl)
    const { user } = (await client.profile.getProfile()).data
    await seed(database.url, user.businessId, user.id)

    const url = `${baseUrl}${summaryEndpoint.path}`
    const headers = { 'access-key': BENCH_ACCESS_KEY, authorization: `Bearer ${token}` }
    const writer = await openDatabase({ url: database.url, poolSize: 1 })
    cleanup.defer('close the writing connection', () => writer.close())
    /** A write to the business, as a vendor answering or a buyer renaming a vendor would make. */
    const change = async () => {
      await writer.db.execute(sql`
        update vendors set name = name
        where id = (select id from vendors where business_id = ${user.businessId} order by id limit 1)`)
    }
    /**
     * Sorted times of `count` requests to `path`, one at a time, after `warm` unmeasured; each
     * after `before` (not timed).
     */
    const timed = async (
      path: string,
      warm: number,
      count: number,
      before?: () => Promise<void>,
    ) => {
      const once = async () => {
        await before?.()
        const started = performance.now()
        const response = await fetch(`${baseUrl}${path}`, { headers })
        const body = await response.text()
        if (!response.ok) throw new FailedAnswers(`${path} answered ${response.status}: ${body}`)
        return performance.now() - started
      }
      for (let i = 0; i < warm; i++) await once()
      const times: number[] = []
      for (let i = 0; i < count; i++) times.push(await once())
      return times.sort((a, b) => a - b)
    }
    const times = await timed(summaryEndpoint.path, 20, SEQUENTIAL, change)
    const unchanged = await timed(summaryEndpoint.path, 20, SEQUENTIAL)
    const others: OtherRead[] = []
    for (const read of OTHER_READS) {
      const sorted = await timed(read.path, 5, OTHER_REQUESTS)
      others.push({
        ...read,
        requests: sorted.length,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
      })
    }

    const options = { url, headers, connections: CONNECTIONS }
    measuredLoad(await autocannon({ ...options, duration: WARM_UP_SECONDS }))
    const loaded = measuredLoad(await autocannon({ ...options, duration: SECONDS }))
    await server.stop()
    return {
      orders: ORDERS,
      requests: times.length,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      unchangedP50Ms: percentile(unchanged, 50),
      unchangedP95Ms: percentile(unchanged, 95),
      ...loaded,
      others,
    }
  } finally {
    await cleanup.run()
  }
}
