import type { Workflow, WorkflowRun } from '@ally/sdk'

// Workflows and their runs for the workflow screens' tests and stories: numbered workflows for a
// list, and one run of "Chase the Lagos depot" at each point of its life. The steps are the kinds
// the engine runs today (docs/product-rules.md, "Workflows"): wait and notify.

const at = (day: number, hour = 9, minute = 0) =>
  new Date(Date.UTC(2026, 0, day, hour, minute)).toISOString()

const ADA = { id: 'user-ada', name: 'Ada Obi' }
const BAYO = { id: 'user-bayo', name: 'Bayo Ade' }

/** Wait a day, then e-mail the stores team. */
export const workflowStepsFixture: Workflow['steps'] = [
  { id: 'step-wait', type: 'wait', name: 'Give vendors a day', config: { days: 1 } },
  {
    id: 'step-notify',
    type: 'notify',
    name: 'Tell the stores team',
    config: {
      to: ['stores@obi-supplies.test'],
      subject: 'Restock check',
      message: 'Time to check the Lagos depot stock.',
    },
  },
]

/**
 * Workflow `n`: odd ones run every Monday at 09:00 in Lagos and are running, even ones are run by
 * hand and paused; Ada made most of them, Bayo every third. Override any field.
 */
export function workflowFixture(n: number, workflow: Partial<Workflow> = {}): Workflow {
  const scheduled = n % 2 === 1
  return {
    id: `workflow-${n}`,
    name: `Weekly restock ${n}`,
    description: null,
    trigger: scheduled
      ? { type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' }
      : { type: 'manual' },
    steps: workflowStepsFixture,
    state: scheduled ? 'running' : 'paused',
    numOfRuns: n % 5,
    lastRunAt: n % 5 ? at(1 + (n % 9)) : null,
    nextRunAt: scheduled ? at(12, 8) : null,
    createdBy: n % 3 === 0 ? BAYO : ADA,
    createdAt: at(1 + (n % 9), 10),
    ...workflow,
  }
}

type RunStep = WorkflowRun['steps'][number]

const waited: RunStep = {
  stepId: 'step-wait',
  name: 'Give vendors a day',
  type: 'wait',
  status: 'succeeded',
  startedAt: at(5, 9),
  finishedAt: at(6, 9),
  output: 'Waited 1 day',
  error: null,
}

const notified: RunStep = {
  stepId: 'step-notify',
  name: 'Tell the stores team',
  type: 'notify',
  status: 'succeeded',
  startedAt: at(6, 9),
  finishedAt: at(6, 9, 1),
  output: 'E-mailed stores@obi-supplies.test',
  error: null,
}

/** Run `n` of workflow-1, finished well; override any field. */
export function workflowRunFixture(n: number, run: Partial<WorkflowRun> = {}): WorkflowRun {
  return {
    id: `run-${n}`,
    workflowId: 'workflow-1',
    status: 'succeeded',
    trigger: n % 2 ? 'schedule' : 'manual',
    startedAt: at(5 - Math.min(n, 4), 9),
    finishedAt: at(6 - Math.min(n, 4), 9, 1),
    steps: [waited, notified],
    ...run,
  }
}

/** A run waiting out its first step; the e-mail has not gone yet. */
export const waitingRunFixture = (n = 1) =>
  workflowRunFixture(n, {
    status: 'waiting',
    finishedAt: null,
    steps: [
      { ...waited, status: 'waiting', finishedAt: null, output: null },
      { ...notified, status: 'pending', startedAt: null, finishedAt: null, output: null },
    ],
  })

/** A run whose e-mail could not be sent, with the reason, after its retries. */
export const failedRunFixture = (n = 1) =>
  workflowRunFixture(n, {
    status: 'failed',
    steps: [
      waited,
      {
        ...notified,
        status: 'failed',
        output: null,
        error: 'stores@obi-supplies.test is not a member of this business any more',
      },
    ],
  })
