import { can, PERMISSIONS, type Permission } from '@ally/sdk'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users, workflows } from '../db/schema'
import type { OpenedRun } from './run-records'
import type { RunServices } from './runs'
import { lostActorMail } from './workflow-mail'

// A workflow acts with the permissions of the person who made it, checked as each step runs
// (docs/product-rules.md, "Workflows"): once they leave the team or lose the right to run
// workflows, the workflow pauses and the owners are told: at once when the team says so
// (lost-maker.ts), and in any case when a run next reaches a step. Playing it again takes it over.

/** A step that cannot succeed however often it is tried (the engine does not retry it). */
export class StepFailure extends Error {
  static readonly NAME = 'StepFailure'
  override name = StepFailure.NAME
}

/** The workflow's maker can no longer act: the run fails and the workflow pauses. */
export class ActorLost extends Error {
  static readonly NAME = 'ActorLost'
  override name = ActorLost.NAME
}

/**
 * The run was paused or deleted as this step began: it must do nothing and end as cancelled, as
 * the engine is about to make it (workflows/runs.ts).
 */
export class RunStopped extends Error {
  static readonly NAME = 'RunStopped'
  override name = RunStopped.NAME
}

/** The maker as they are now: undefined once they have left the team. */
export async function makerNow(db: Db, businessId: string, userId: string) {
  const [maker] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.businessId, businessId), eq(users.active, true)))
  return maker
}

/** Why the maker can no longer act for their workflows; undefined while they can. */
export function lostReason(maker: Awaited<ReturnType<typeof makerNow>>): string | undefined {
  if (!maker) return 'The person who made this workflow is no longer on the team'
  if (!can(maker.role, 'workflows')) {
    return `The person who made this workflow can no longer run workflows (their role is ${maker.role})`
  }
  return undefined
}

/** Whether the maker of a workflow may still act for it (playing it otherwise takes it over). */
export async function makerCanAct(db: Db, workflow: { businessId: string; createdBy: string }) {
  return !lostReason(await makerNow(db, workflow.businessId, workflow.createdBy))
}

/**
 * The maker, while still an active member who may run workflows; throws ActorLost otherwise.
 * A step that does what needs another right (awarding, purchasing) fails without it.
 */
export async function actorCheck(
  db: Db,
  run: Pick<OpenedRun, 'businessId' | 'createdBy'>,
  permission?: Permission,
) {
  const actor = await makerNow(db, run.businessId, run.createdBy)
  const lost = lostReason(actor)
  if (lost || !actor) throw new ActorLost(lost)
  if (permission && !can(actor.role, permission)) {
    throw new StepFailure(
      `The person who made this workflow may not ${PERMISSIONS[permission].does} (their role is ${actor.role})`,
    )
  }
  return actor
}

export type MakerServices = Pick<RunServices, 'db' | 'mail' | 'appUrl' | 'now'>
type PausedWorkflow = Pick<OpenedRun, 'businessId' | 'workflowId' | 'workflowName'>

/** Queues the e-mail telling the business's owners why a workflow paused. */
export async function tellOwners(
  tx: Db,
  services: MakerServices,
  paused: PausedWorkflow,
  reason: string,
) {
  const owners = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.businessId, paused.businessId),
        eq(users.active, true),
        sql`lower(${users.role}) = 'owner'`,
      ),
    )
  await services.mail.queue(
    tx,
    owners.map(({ email }) => lostActorMail(email, paused, reason, services.appUrl)),
  )
}

/** Pauses the workflow and e-mails the business's owners why, in one transaction. */
export async function pauseForLostActor(services: RunServices, run: OpenedRun, reason: string) {
  const { db, mail, now } = services
  await db.transaction(async (tx) => {
    const [paused] = await tx
      .update(workflows)
      .set({ state: 'paused', updatedAt: now() })
      .where(and(eq(workflows.id, run.workflowId), eq(workflows.state, 'running')))
      .returning({ id: workflows.id })
    if (paused) await tellOwners(tx, services, run, reason)
  })
  void mail.flush()
}
