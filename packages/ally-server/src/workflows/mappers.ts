import type { Workflow, WorkflowRun } from '@ally/sdk'
import { nextRunOf } from './definition'
import type { WorkflowRow, WorkflowRunRow, WorkflowRunStepRow } from './queries'

export function toWorkflow(row: WorkflowRow, now: Date): Workflow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trigger: row.trigger as Workflow['trigger'],
    steps: row.steps as Workflow['steps'],
    state: row.state,
    numOfRuns: row.numOfRuns,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    nextRunAt:
      row.state === 'running' ? (nextRunOf(row.trigger, now)?.toISOString() ?? null) : null,
    createdBy: { id: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
  }
}

/** A run with every step of its workflow as it was, each in the state the run left it. */
export function toWorkflowRun(
  run: WorkflowRunRow,
  recorded: WorkflowRunStepRow[] = [],
): WorkflowRun {
  const byId = new Map(recorded.map((step) => [step.stepId, step]))
  return {
    id: run.id,
    workflowId: run.workflowId,
    status: run.status,
    trigger: run.trigger,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    steps: run.steps.map((step) => {
      const record = byId.get(step.id)
      return {
        stepId: step.id,
        name: step.name,
        type: step.type as WorkflowRun['steps'][number]['type'],
        status: record?.status ?? 'pending',
        startedAt: record?.startedAt?.toISOString() ?? null,
        finishedAt: record?.finishedAt?.toISOString() ?? null,
        output: record?.output ?? null,
        error: record?.error ?? null,
      }
    }),
  }
}
