import { DBOS } from '@dbos-inc/dbos-sdk'
import type { Db } from '../db/client'
import type { StoredTrigger } from '../db/schema'
import { scheduledWorkflows } from './queries'
import { type RunStart, runBuyerWorkflow, scheduledRun } from './runs'

// What the routes ask of the engine, after their transaction commits: start a run, stop and
// resume runs, and keep each workflow's schedule in step with its state (docs/architecture.md,
// "Workflows"). The engine's schedules are named after the workflow.

const scheduleName = (workflowId: string) => `workflow-${workflowId}`

/** Starts a run whose engine id is `runId`; the engine records it before this resolves. */
export async function startRun(appKey: string, runId: string, start: RunStart): Promise<void> {
  await DBOS.startWorkflow(runBuyerWorkflow, { workflowID: runId })(appKey, runId, start)
}

/** Stops runs at once: a step under way finishes, and nothing after it starts. */
export async function stopRuns(runIds: string[]): Promise<void> {
  if (runIds.length) await DBOS.cancelWorkflows(runIds)
}

/** Continues stopped runs from the step where they stopped. */
export async function resumeRuns(runIds: string[]): Promise<void> {
  if (runIds.length) await DBOS.resumeWorkflows(runIds)
}

/** Makes the engine's schedule of a workflow match it: firing while it runs on a schedule. */
export async function syncSchedule(
  appKey: string,
  workflow: { id: string; state: 'running' | 'paused'; trigger: StoredTrigger } | null,
  workflowId: string,
): Promise<void> {
  const name = scheduleName(workflowId)
  const existing = await DBOS.getSchedule(name)
  const trigger = workflow?.trigger
  if (workflow?.state !== 'running' || trigger?.type !== 'schedule' || !trigger.cron) {
    if (existing) await DBOS.deleteSchedule(name)
    return
  }
  const timeZone = trigger.timeZone ?? 'UTC'
  if (existing) {
    if (existing.schedule !== trigger.cron || existing.cronTimezone !== timeZone) {
      await DBOS.updateSchedule(name, { schedule: trigger.cron, cronTimezone: timeZone })
    }
    if (existing.status !== 'ACTIVE') await DBOS.resumeSchedule(name)
    return
  }
  try {
    await DBOS.createSchedule({
      scheduleName: name,
      workflowFn: scheduledRun,
      schedule: trigger.cron,
      context: { appKey, workflowId },
      options: { cronTimezone: timeZone },
    })
  } catch (error) {
    // Made meanwhile by another process (workers reconciling as they start): make it match.
    if (!(await DBOS.getSchedule(name))) throw error
    await DBOS.updateSchedule(name, { schedule: trigger.cron, cronTimezone: timeZone })
    await DBOS.resumeSchedule(name)
  }
}

/**
 * At start: a schedule for every running scheduled workflow and none for the others, mending
 * what a crash between a route's commit and its schedule change left behind.
 */
export async function reconcileSchedules(appKey: string, db: Db): Promise<void> {
  const wanted = await scheduledWorkflows(db)
  const wantedIds = new Set(wanted.map((w) => w.id))
  for (const schedule of await DBOS.listSchedules({ scheduleNamePrefix: 'workflow-' })) {
    const id = schedule.scheduleName.slice('workflow-'.length)
    if (!wantedIds.has(id)) await DBOS.deleteSchedule(schedule.scheduleName)
  }
  for (const workflow of wanted) {
    await syncSchedule(appKey, { ...workflow, state: 'running' }, workflow.id)
  }
}
