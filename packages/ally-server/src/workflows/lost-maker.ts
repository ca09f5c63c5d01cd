import { and, eq } from 'drizzle-orm'
import { workflows } from '../db/schema'
import { lostReason, type MakerServices, makerNow, tellOwners } from './actor'
import { stopRuns, syncSchedule } from './control'
import { lockedWorkflow, runIdsOf, setRunsStatus, UNFINISHED, updateWorkflowRow } from './queries'

/**
 * Pauses at once every running workflow `userId` made, once they have left the team or lost the
 * right to run workflows (the team's news, services/signals.ts), rather than when a run next
 * reaches a step: its unfinished runs are cancelled (they would act as someone who may no longer
 * act), its schedule stops, and the owners are e-mailed, queued in the pause's transaction. The
 * check each step makes (actorCheck) still catches what this misses. Resolves to how many paused.
 */
export async function pauseWorkflowsOfLostMaker(
  appKey: string,
  services: MakerServices,
  businessId: string,
  userId: string,
): Promise<number> {
  const { db, now } = services
  const reason = lostReason(await makerNow(db, businessId, userId))
  if (!reason) return 0
  const made = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(
      and(
        eq(workflows.businessId, businessId),
        eq(workflows.createdBy, userId),
        eq(workflows.state, 'running'),
      ),
    )
  let paused = 0
  for (const { id } of made) {
    const done = await db.transaction(async (tx) => {
      const found = await lockedWorkflow(tx, businessId, id)
      if (found?.state !== 'running' || found.createdBy !== userId) return false
      const runs = await runIdsOf(tx, id, UNFINISHED)
      await setRunsStatus(tx, runs, 'cancelled', now())
      const row = await updateWorkflowRow(tx, id, { state: 'paused', updatedAt: now() })
      await tellOwners(tx, services, { businessId, workflowId: id, workflowName: row.name }, reason)
      // Under the row's lock, as pausing by hand tells the engine (routes.ts).
      await stopRuns(runs)
      await syncSchedule(appKey, row, row.id)
      return true
    })
    if (done) paused += 1
  }
  if (paused) void services.mail.flush()
  return paused
}
