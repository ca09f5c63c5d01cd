import { can, PERMISSIONS, type Permission } from '@ally/sdk'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users, workflows } from '../db/schema'
import type { OpenedRun } from './run-records'
import type { RunServices } from './runs'
import { lostActorMail } from './workflow-mail'

// A workflow acts with the permissions of the person who made it, checked as each step runs
// (docs/product-rules.md, "Workflows"): once they leave the team or lose the right to run
// workflows, the workflow pauses and the owners are told.

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

/**
 * The maker, while still an active member who may run workflows; throws ActorLost otherwise.
 * A step that does what needs another right (awarding, purchasing) fails without it.
 */
export async function actorCheck(
  db: Db,
  run: Pick<OpenedRun, 'businessId' | 'createdBy'>,
  permission?: Permission,
) {
  const [actor] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        eq(users.id, run.createdBy),
        eq(users.businessId, run.businessId),
        eq(users.active, true),
      ),
    )
  if (!actor) throw new ActorLost('The person who made this workflow is no longer on the team')
  if (!can(actor.role, 'workflows')) {
    throw new ActorLost(
      `The person who made this workflow can no longer run workflows (their role is ${actor.role})`,
    )
  }
  if (permission && !can(actor.role, permission)) {
    throw new StepFailure(
      `The person who made this workflow may not ${PERMISSIONS[permission].does} (their role is ${actor.role})`,
    )
  }
  return actor
}

/** Pauses the workflow and e-mails the business's owners why, in one transaction. */
export async function pauseForLostActor(services: RunServices, run: OpenedRun, reason: string) {
  const { db, mail, appUrl, now } = services
  await db.transaction(async (tx) => {
    const [paused] = await tx
      .update(workflows)
      .set({ state: 'paused', updatedAt: now() })
      .where(and(eq(workflows.id, run.workflowId), eq(workflows.state, 'running')))
      .returning({ id: workflows.id })
    const owners = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.businessId, run.businessId),
          eq(users.active, true),
          sql`lower(${users.role}) = 'owner'`,
        ),
      )
    if (paused) {
      await mail.queue(
        tx,
        owners.map(({ email }) => lostActorMail(email, run, reason, appUrl)),
      )
    }
  })
  void mail.flush()
}
