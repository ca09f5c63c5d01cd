import { and, eq, inArray, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import { actorCheck, StepFailure } from '../actor'
import type { NotifyConfig } from '../definition'
import { lockedStep, type OpenedRun, stepSucceeded } from '../run-records'
import type { RunServices } from '../runs'
import { notifyMail } from '../workflow-mail'

/**
 * A `notify` step: e-mails the members it names who are still on the team. The mail is queued in
 * the transaction that marks the step done, so it goes out once, even if the step is run again.
 */
export async function notify(
  { db, mail, now, appUrl }: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string; config: Record<string, unknown> },
): Promise<string> {
  const config = step.config as NotifyConfig
  const output = await db.transaction(async (tx) => {
    const { done } = await lockedStep(tx, run.runId, step.id)
    if (done !== null) return done
    await actorCheck(tx, run)
    const members = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.businessId, run.businessId),
          eq(users.active, true),
          inArray(
            sql`lower(${users.email})`,
            config.to.map((to) => to.toLowerCase()),
          ),
        ),
      )
    if (!members.length) {
      throw new StepFailure('None of the people to notify is on the team any more')
    }
    await mail.queue(
      tx,
      members.map(({ email }) => notifyMail(email, run, config, appUrl)),
    )
    const sent = `E-mailed ${members.map((m) => m.email).join(', ')}`
    await stepSucceeded(tx, run.runId, step.id, sent, now())
    return sent
  })
  void mail.flush()
  return output
}
