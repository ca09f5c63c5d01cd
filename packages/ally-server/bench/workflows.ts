import { createWorkflow, playOrPauseWorkflow, runWorkflow } from '@ally/sdk'
import postgres from 'postgres'
import { type Budget, budgetOn } from '../../../bench/budgets'
import { fixed } from '../../../bench/format'
import { DEFAULT_POOL_SIZE } from '../src/db/client'
import { socketOptions, withoutSocket } from '../src/db/embedded-postgres'
import { DEFAULT_ENGINE_POOL_SIZE } from '../src/workflows/engine'
import { benchApp, ownerHeaders } from './bench-app'
import { insertBenchOwner } from './bench-owner'
import { openEmbeddedDatabase } from './embedded-database'

// Issue #32's workflow engine on the embedded PostgreSQL: one run's overhead per step (a run of
// 50 `notify` steps, each an e-mail queued and its step recorded), and 1,000 workflows scheduled
// for the same minute: how long after the minute every first step has begun, and the most
// connections the server held meanwhile (its pool and the engine's).

export const STEP_GOAL_MS = 20
export const SCHEDULED_GOAL_S = 30
const STEPS = 50
const STEP_RUNS = 5
const SCHEDULED = 1_000

export interface WorkflowBench {
  /** Median over STEP_RUNS runs of (run's end − start) / STEPS. */
  perStepMs: number
  scheduled: number
  /** From the minute to the last first step begun. */
  allStartedS: number
  runsStarted: number
  maxConnections: number
  poolSize: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export async function workflowBench(): Promise<WorkflowBench> {
  console.log('bench: workflows on the embedded PostgreSQL…')
  const bench = await openEmbeddedDatabase('ally-bench-workflows-')
  const { database } = bench
  const { app, context } = await benchApp(database, bench.dataDir, {
    workflowEngine: { name: 'ally-bench' },
  })
  const watcher = postgres(withoutSocket(database.url), { ...socketOptions(database.url), max: 1 })
  try {
    const { business, user } = await insertBenchOwner(database, 'workflows')
    const headers = await ownerHeaders(context, user.id, business.id)
    const call = async <T>(method: string, url: string, payload: unknown): Promise<T> => {
      const response = await app.inject({
        method: method as 'POST',
        url,
        headers,
        payload: payload as object,
      })
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`)
      return response.json().data as T
    }

    // One run of many steps, a few times.
    const notify = {
      type: 'notify',
      name: 'Tell',
      config: { to: [user.email], subject: 'Bench', message: 'Step' },
    }
    const long = await call<{ id: string }>('POST', createWorkflow.path, {
      name: 'Fifty steps',
      trigger: { type: 'manual' },
      steps: Array.from({ length: STEPS }, () => notify),
    })
    const perStep: number[] = []
    for (let i = 0; i < STEP_RUNS; i++) {
      const run = await call<{ id: string }>('POST', runWorkflow.path.replace(':id', long.id), {})
      for (;;) {
        const [row] = await watcher<{ started: Date; finished: Date | null; status: string }[]>`
          select started_at as started, finished_at as finished, status from workflow_runs where id = ${run.id}`
        if (row?.finished) {
          if (row.status !== 'succeeded') throw new Error(`A bench run ${row.status}`)
          perStep.push((row.finished.getTime() - row.started.getTime()) / STEPS)
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    // 1,000 workflows on the same minute, played at least 15 s before it.
    const wait = { type: 'wait', name: 'First step', config: { seconds: 1 } }
    const ids: string[] = []
    for (let i = 0; i < SCHEDULED; i++) {
      const made = await call<{ id: string }>('POST', createWorkflow.path, {
        name: `Every minute ${i}`,
        trigger: { type: 'schedule', cron: '* * * * *' },
        steps: [wait],
      })
      ids.push(made.id)
    }
    let minute = Math.ceil(Date.now() / 60_000) * 60_000
    if (minute - Date.now() < 40_000) minute += 60_000
    for (const id of ids) {
      await call('PUT', playOrPauseWorkflow.path.replace(':id', id), { action: 'play' })
    }
    if (minute - Date.now() < 15_000) throw new Error('Playing 1,000 workflows took too long')
    let maxConnections = 0
    let started = 0
    let lastStart = 0
    const deadline = minute + 90_000
    while (Date.now() < deadline) {
      const [count] = await watcher<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`
      if (Date.now() >= minute - 5_000) maxConnections = Math.max(maxConnections, count?.n ?? 0)
      const [firsts] = await watcher<{ n: number; last: Date | null }[]>`
        select count(*)::int as n, max(s.started_at) as last
        from workflow_run_steps s join workflow_runs r on r.id = s.run_id
        where r.trigger = 'schedule' and r.workflow_id = any(${ids}) and s.started_at >= ${new Date(minute)}`
      started = firsts?.n ?? 0
      lastStart = firsts?.last?.getTime() ?? 0
      if (started >= SCHEDULED) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // Let the runs end, so that closing leaves none for the engine to warn about.
    for (let i = 0; i < 150; i++) {
      const [open] = await watcher<{ n: number }[]>`
        select count(*)::int as n from workflow_runs where status in ('queued', 'running', 'waiting')`
      if (!open?.n) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return {
      perStepMs: median(perStep),
      scheduled: SCHEDULED,
      allStartedS: started >= SCHEDULED ? (lastStart - minute) / 1000 : Number.POSITIVE_INFINITY,
      runsStarted: started,
      maxConnections,
      poolSize: DEFAULT_POOL_SIZE + DEFAULT_ENGINE_POOL_SIZE,
    }
  } finally {
    await watcher.end()
    await app.close()
    await bench.close()
  }
}

export function workflowBudgets(result: WorkflowBench | Error): Budget[] {
  return [
    budgetOn(
      { name: `workflow overhead per step, ${STEPS} notify steps`, limit: `≤ ${STEP_GOAL_MS} ms` },
      result,
      (row) => ({ figure: `${fixed(row.perStepMs, 1)} ms`, met: row.perStepMs <= STEP_GOAL_MS }),
    ),
    budgetOn(
      {
        name: `${SCHEDULED.toLocaleString('en-US')} workflows on one minute, every first step begun`,
        limit: `≤ ${SCHEDULED_GOAL_S} s`,
      },
      result,
      (row) => ({
        figure:
          row.runsStarted >= row.scheduled
            ? `${fixed(row.allStartedS, 1)} s`
            : `${row.runsStarted} of ${row.scheduled} in 90 s`,
        met: row.allStartedS <= SCHEDULED_GOAL_S,
      }),
    ),
    budgetOn(
      { name: 'database connections while they start', limit: '≤ the configured pools' },
      result,
      (row) => ({
        figure: `${row.maxConnections} of ${row.poolSize}`,
        met: row.maxConnections <= row.poolSize,
      }),
    ),
  ]
}
