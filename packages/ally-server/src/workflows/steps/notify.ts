import { and, eq, inArray, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import { StepFailure } from '../actor'
import type { OpenedRun, RunContext, StepOutcome } from '../run-records'
import type { RunServices } from '../runs'
import type { NotifyConfig } from '../step-configs'
import { notifyMail } from '../workflow-mail'
import { once } from './once'

/**
 * A `notify` step: e-mails the members it names who are still on the team. The mail is queued in
 * the transaction that marks the step done, so it goes out once, even if the step is run again.
 */
export function notify(
  services: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string; config: Record<string, unknown> },
  context: RunContext = {},
): Promise<StepOutcome> {
  const config = step.config as NotifyConfig
  return once(services, run, step.id, undefined, async (tx) => {
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
    await services.mail.queue(
      tx,
      members.map(({ email }) => notifyMail(email, run, config, services.appUrl, context.summary)),
    )
    return { output: `E-mailed ${members.map((m) => m.email).join(', ')}` }
  })
}
