import { DBOS } from '@dbos-inc/dbos-sdk'
import { and, eq, sql } from 'drizzle-orm'
import { users, workflowRunSteps } from '../../db/schema'
import { actorCheck, StepFailure } from '../actor'
import { durationText } from '../definition'
import {
  type OpenedRun,
  type RunContext,
  setRunStatus,
  stepAttempt,
  stepSucceeded,
} from '../run-records'
import type { RunServices } from '../runs'
import type { ApprovalConfig } from '../step-configs'
import { approvalMail } from '../workflow-mail'

// An `approval` step: the run asks the members the step names, waits on the engine's `recv` for
// the first decision (sent by the approval route), reminds them once if the step says when, and
// fails when nobody decides in time. Approved, the run goes on; rejected, it ends there without
// doing the steps after (docs/product-rules.md, "Workflows").

/** The topic of the engine's messages that carry a decision to the run waiting for it. */
export const APPROVAL_TOPIC = 'approval'

export interface ApprovalDecision {
  decision: 'approve' | 'reject'
  /** Who decided, as the run view names them. */
  by: string
  note?: string
}

const RECORD = { retriesAllowed: true, maxAttempts: 10, intervalSeconds: 1, backoffRate: 2 }

type Run = OpenedRun & { runId: string }

/** What the approvers are asked to let happen, from what the earlier steps made. */
function whatOf(context: RunContext): string {
  if (context.vendorName && context.taId) {
    return `awarding ${context.taId} to ${context.vendorName}${context.choice ? ` (${context.choice})` : ''}`
  }
  if (context.poNumber) return `going on with ${context.poNumber}`
  if (context.taId) return `going on with ${context.taId}`
  return 'its next steps'
}

/**
 * E-mails the step's approvers who are still on the team, once per `mark` (`asked`, `reminded`):
 * the mark is set on the step's row in the transaction that queues the mail.
 */
async function mailApprovers(
  { db, mail, appUrl }: RunServices,
  run: Run,
  stepId: string,
  ask: { mark: 'asked' | 'reminded'; what: string; until: Date; to: string[] },
) {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(workflowRunSteps)
      .set({
        input: sql`coalesce(${workflowRunSteps.input}, '{}'::jsonb) || ${JSON.stringify({ [ask.mark]: true })}::jsonb`,
      })
      .where(
        and(
          eq(workflowRunSteps.runId, run.runId),
          eq(workflowRunSteps.stepId, stepId),
          sql`not coalesce(${workflowRunSteps.input} ? ${ask.mark}, false)`,
        ),
      )
      .returning({ runId: workflowRunSteps.runId })
    if (!marked) return
    const members = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.businessId, run.businessId),
          eq(users.active, true),
          sql`lower(${users.email}) in (${sql.join(
            ask.to.map((to) => sql`${to.toLowerCase()}`),
            sql`, `,
          )})`,
        ),
      )
    const reminder = ask.mark === 'reminded'
    await mail.queue(
      tx,
      members.map(({ email }) =>
        approvalMail(
          email,
          run,
          { runId: run.runId, what: ask.what, reminder, until: ask.until },
          appUrl,
        ),
      ),
    )
  })
  void mail.flush()
}

/** Waits for the decision; resolves to what the step hands on (`stop` when rejected). */
export async function askApproval(
  services: RunServices,
  run: Run,
  step: { id: string; config: Record<string, unknown> },
  context: RunContext,
): Promise<{ stop?: boolean }> {
  const { db, now } = services
  const config = step.config as ApprovalConfig
  const what = whatOf(context)
  const askedAt = await DBOS.runStep(
    async () => {
      await stepAttempt(
        db,
        run.runId,
        step.id,
        { status: 'waiting', input: { to: config.to, what } },
        now(),
      )
      await actorCheck(db, run)
      return now().getTime()
    },
    { name: `approval ${step.id}`, ...RECORD },
  )
  const until = new Date(askedAt + config.timeoutSeconds * 1000)
  const ask = { what, until, to: config.to }
  await DBOS.runStep(() => mailApprovers(services, run, step.id, { ...ask, mark: 'asked' }), {
    name: `ask ${step.id}`,
    ...RECORD,
  })
  const remindAfter = config.remindAfterSeconds
  let decision = await DBOS.recv<ApprovalDecision>(
    APPROVAL_TOPIC,
    remindAfter ?? config.timeoutSeconds,
  )
  if (!decision && remindAfter) {
    await DBOS.runStep(() => mailApprovers(services, run, step.id, { ...ask, mark: 'reminded' }), {
      name: `remind ${step.id}`,
      ...RECORD,
    })
    decision = await DBOS.recv<ApprovalDecision>(
      APPROVAL_TOPIC,
      config.timeoutSeconds - remindAfter,
    )
  }
  if (!decision) {
    throw new StepFailure(
      `Nobody approved or rejected within ${durationText(config.timeoutSeconds)}`,
    )
  }
  const approved = decision.decision === 'approve'
  const output = approved
    ? `Approved by ${decision.by}${decision.note ? `: ${decision.note}` : ''}`
    : `Rejected by ${decision.by}${decision.note ? `: ${decision.note}` : ''}; nothing more done`
  await DBOS.runStep(
    () =>
      db.transaction(async (tx) => {
        await stepSucceeded(tx, run.runId, step.id, output, now(), approved ? {} : { stop: true })
        await setRunStatus(tx, run.runId, 'running')
      }),
    { name: `decided ${step.id}`, ...RECORD },
  )
  return approved ? {} : { stop: true }
}
