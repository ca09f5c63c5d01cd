import * as z from 'zod/mini'
import {
  arrayOf,
  count,
  Day,
  Empty,
  Id,
  listOf,
  MAX_INTEGER,
  nullable,
  optional,
  PageQuery,
  Timestamp,
  text,
} from './common'
import { defineEndpoint } from './define'

export const WORKFLOW_TRIGGER_TYPES = ['manual', 'schedule', 'event'] as const
export const WORKFLOW_EVENTS = [
  'order.created',
  'rfq.sent',
  'quote_response.received',
  'rfq.deadline_passed',
  'purchase_order.acknowledged',
  'shipment.late',
] as const
export const WORKFLOW_STEP_TYPES = [
  'send_rfq',
  'remind',
  'wait',
  'pick_best_quote',
  'approval',
  'accept_quote',
  'create_purchase_order',
  'send_purchase_order',
  'notify',
  'copilot_summary',
] as const

export const WorkflowTrigger = z.object({
  type: z.enum(WORKFLOW_TRIGGER_TYPES),
  /** For `schedule`: a cron expression, e.g. `0 9 * * 1`. */
  cron: optional(nullable(text(120))),
  /** For `schedule`: the IANA time zone the cron is read in; UTC when left out. */
  timeZone: optional(nullable(text(64))),
  /** For `event`: which event starts a run. */
  event: optional(nullable(z.enum(WORKFLOW_EVENTS))),
})

/** Steps run in order; `config` depends on `type` and is checked by the server. */
export const WorkflowStep = z.object({
  id: Id,
  type: z.enum(WORKFLOW_STEP_TYPES),
  name: text(120),
  config: z.record(z.string(), z.unknown()),
})
export type WorkflowStep = z.infer<typeof WorkflowStep>

export const WorkflowState = z.enum(['running', 'paused'])

export const Workflow = z.object({
  id: Id,
  name: z.string(),
  description: nullable(z.string()),
  trigger: WorkflowTrigger,
  steps: z.array(WorkflowStep),
  /** `running` workflows start runs on their trigger; `paused` ones do not. */
  state: WorkflowState,
  numOfRuns: count(),
  lastRunAt: nullable(Timestamp),
  /** When a scheduled workflow that is running starts its next run; null for the others. */
  nextRunAt: nullable(Timestamp),
  createdBy: z.object({ id: Id, name: z.string() }),
  createdAt: Timestamp,
})
export type Workflow = z.infer<typeof Workflow>

export const RUN_STATUSES = [
  'queued',
  'running',
  'waiting',
  /** Stopped by pausing its workflow; playing it again continues where it stopped. */
  'paused',
  'succeeded',
  'failed',
  'cancelled',
] as const

export const WorkflowRun = z.object({
  id: Id,
  workflowId: Id,
  status: z.enum(RUN_STATUSES),
  /** What started it: `manual`, `schedule` or an event name. */
  trigger: z.string(),
  startedAt: Timestamp,
  finishedAt: nullable(Timestamp),
  steps: z.array(
    z.object({
      stepId: Id,
      name: z.string(),
      type: z.enum(WORKFLOW_STEP_TYPES),
      status: z.enum(['pending', 'running', 'waiting', 'succeeded', 'failed', 'skipped']),
      startedAt: nullable(Timestamp),
      finishedAt: nullable(Timestamp),
      output: nullable(z.string()),
      error: nullable(z.string()),
    }),
  ),
})
export type WorkflowRun = z.infer<typeof WorkflowRun>

export const WorkflowInput = z.object({
  name: text(120),
  description: optional(text(2000, 0)),
  trigger: WorkflowTrigger,
  steps: arrayOf(
    z.object({
      /** A label unique within the workflow (made up when left out), not a record's id. */
      id: optional(text(64)),
      type: z.enum(WORKFLOW_STEP_TYPES),
      name: text(120),
      config: optional(z.record(z.string(), z.unknown())),
    }),
    1,
    50,
  ),
})
export type WorkflowInput = z.infer<typeof WorkflowInput>

export const listWorkflows = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/workFlow/list',
  summary:
    'Workflows; WorkflowName matches part of the name, createdBy a user id, numOfRuns a minimum, dateCreated a day',
  query: z.extend(PageQuery, {
    WorkflowName: optional(text(120, 0)),
    createdBy: optional(Id),
    numOfRuns: optional(
      z.coerce.number<number>().check(z.int(), z.minimum(0), z.maximum(MAX_INTEGER)),
    ),
    dateCreated: optional(Day),
  }),
  response: listOf(Workflow),
})

export const createWorkflow = defineEndpoint({
  method: 'POST',
  permission: 'workflows',
  path: '/api/v1/ldb/workFlow',
  summary: 'Create a workflow (it starts paused)',
  body: WorkflowInput,
  response: Workflow,
})

export const getWorkflow = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/workFlow/single',
  summary: 'One workflow',
  query: z.object({ workflowId: Id }),
  response: Workflow,
})

export const updateWorkflow = defineEndpoint({
  method: 'PUT',
  permission: 'workflows',
  path: '/api/v1/ldb/workFlow/update/workFlow/:id',
  summary: "Change a workflow's name, trigger or steps; `id` is the workflow's id",
  body: z.partial(WorkflowInput),
  response: Workflow,
})

export const deleteWorkflow = defineEndpoint({
  method: 'DELETE',
  permission: 'workflows',
  path: '/api/v1/ldb/workFlow/delete/workFlow/:id',
  summary: "Delete a workflow; its runs in progress are cancelled; `id` is the workflow's id",
  response: Empty,
})

export const playOrPauseWorkflow = defineEndpoint({
  method: 'PUT',
  permission: 'workflows',
  path: '/api/v1/ldb/workFlow/play-or-pause/workFlow/:id',
  summary: "Play (or resume) a workflow, or pause it; `id` is the workflow's id",
  body: z.object({ action: z.enum(['play', 'pause']) }),
  response: Workflow,
})

export const runWorkflow = defineEndpoint({
  method: 'POST',
  permission: 'workflows',
  path: '/api/v1/ldb/workFlow/run/workFlow/:id',
  summary: "Start a run now, whatever the trigger; `id` is the workflow's id",
  body: z.object({ input: optional(z.record(z.string(), z.unknown())) }),
  response: WorkflowRun,
})

export const listWorkflowRuns = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/workFlow/runs',
  summary: "A workflow's runs, newest first",
  query: z.extend(PageQuery, { workflowId: Id }),
  response: listOf(WorkflowRun),
})

export const getWorkflowRun = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/workFlow/run',
  summary:
    'One run with the state of each step. With `Accept: text/event-stream`, the run again each time it changes while it is under way (for up to 5 minutes; then ask again), then the run as it ends',
  query: z.object({ runId: Id }),
  response: WorkflowRun,
  stream: WorkflowRun,
})

export const decideWorkflowApproval = defineEndpoint({
  method: 'PUT',
  permission: 'workflows',
  path: '/api/v1/ldb/workFlow/approval/run/:id',
  summary:
    "Approve or reject the step run `id` waits at; the first decision counts; `id` is the run's id",
  body: z.object({
    decision: z.enum(['approve', 'reject']),
    note: optional(text(2000, 0)),
  }),
  response: WorkflowRun,
})

export const workflowEndpoints = {
  listWorkflows,
  createWorkflow,
  getWorkflow,
  updateWorkflow,
  deleteWorkflow,
  playOrPauseWorkflow,
  runWorkflow,
  listWorkflowRuns,
  getWorkflowRun,
  decideWorkflowApproval,
}
