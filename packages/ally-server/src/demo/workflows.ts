import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client'
import { workflowRunSteps, workflowRuns, workflows } from '../db/schema'

const DAY = 86_400_000

/**
 * The demo's workflow: every Monday at 09:00 in Lagos, wait an hour, then e-mail the owner and the
 * team member to check the depot; with its last three Mondays' runs, one of which could not send
 * (the mail server was down), so the run view shows a failure and its reason. It is paused, so the
 * demo never e-mails anyone by itself; playing it is one click.
 */
export async function seedDemoWorkflow(
  tx: Db,
  businessId: string,
  owner: { id: string; name: string; email: string },
  memberEmail: string,
  now: Date,
) {
  const wait = {
    id: randomUUID(),
    type: 'wait',
    name: 'Give the depot an hour',
    config: { hours: 1 },
  }
  const notify = {
    id: randomUUID(),
    type: 'notify',
    name: 'Tell the stores team',
    config: {
      to: [owner.email, memberEmail],
      subject: 'Monday stock check',
      message: 'Count the Lagos depot and raise an RFQ for anything under its reorder level.',
    },
  }
  const steps = [wait, notify]
  // The last three Mondays at 08:00 UTC (09:00 in Lagos), oldest first.
  const lastMonday = new Date(now)
  lastMonday.setUTCHours(8, 0, 0, 0)
  lastMonday.setTime(lastMonday.getTime() - ((lastMonday.getUTCDay() + 6) % 7) * DAY)
  if (lastMonday > now) lastMonday.setTime(lastMonday.getTime() - 7 * DAY)
  const mondays = [14, 7, 0].map((days) => new Date(lastMonday.getTime() - days * DAY))
  const [workflow] = await tx
    .insert(workflows)
    .values({
      businessId,
      name: 'Monday stock check',
      description: 'Reminds the stores team to count the Lagos depot every Monday morning.',
      trigger: { type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' },
      steps,
      state: 'paused',
      createdBy: owner.id,
      createdByName: owner.name,
      numOfRuns: mondays.length,
      lastRunAt: mondays.at(-1),
      createdAt: new Date(lastMonday.getTime() - 16 * DAY),
    })
    .returning({ id: workflows.id })
  if (!workflow) throw new Error('The demo workflow was not created')
  for (const [index, startedAt] of mondays.entries()) {
    const failed = index === 1
    const runId = randomUUID()
    const waited = new Date(startedAt.getTime() + 3600_000)
    const finishedAt = new Date(waited.getTime() + (failed ? 26_000 : 2_000))
    await tx.insert(workflowRuns).values({
      id: runId,
      businessId,
      workflowId: workflow.id,
      status: failed ? 'failed' : 'succeeded',
      trigger: 'schedule',
      steps,
      error: failed ? 'The mail server did not answer after 3 tries' : null,
      startedAt,
      finishedAt,
    })
    await tx.insert(workflowRunSteps).values([
      {
        runId,
        stepId: wait.id,
        status: 'succeeded',
        output: 'Waited 1 h',
        attempts: 1,
        startedAt,
        finishedAt: waited,
      },
      {
        runId,
        stepId: notify.id,
        status: failed ? 'failed' : 'succeeded',
        output: failed ? null : `E-mailed ${owner.email}, ${memberEmail}`,
        error: failed ? 'The mail server did not answer after 3 tries' : null,
        attempts: failed ? 3 : 1,
        startedAt: waited,
        finishedAt,
      },
    ])
  }
}
