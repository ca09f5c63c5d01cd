import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { businesses } from './accounts'
import { at, createdAt, id, ownedBy } from './columns'

// A business's workflows and the record of their runs (docs/architecture.md, "Workflows"). The
// engine (DBOS Transact, its own tables in the `dbos` schema) decides what runs and when; these
// rows are what a buyer reads: the definition, each run and each step's input, output, error and
// timing. A step's row is also its effect's idempotency key: the effect and the step's success are
// written in one transaction, and a step found succeeded is never done again.

/** A trigger as stored: the contract's `WorkflowTrigger`, checked (workflows/definition.ts). */
export interface StoredTrigger {
  type: 'manual' | 'schedule' | 'event'
  cron?: string | null
  timeZone?: string | null
  event?: string | null
}

/** A step as stored: its config checked against its type (workflows/definition.ts). */
/**
 * What a succeeded step hands the steps after it: the order and round an RFQ step made, the
 * answer a choosing step picked, the award, the PO; `stop` ends the run after the step.
 */
export interface StoredStepResult {
  orderId?: string
  taId?: string
  quoteId?: string
  quoteResponseId?: string
  vendorName?: string
  /** The answer a choosing step picked, in its words, for an approval to show. */
  choice?: string
  approvedId?: string
  purchaseOrderId?: string
  poNumber?: string
  /** The co-pilot's last summary, which the run's later e-mails carry. */
  summary?: string
  stop?: boolean
}

export interface StoredStep {
  id: string
  type: string
  name: string
  config: Record<string, unknown>
}

export const workflows = pgTable(
  'workflows',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    name: text('name').notNull(),
    description: text('description'),
    trigger: jsonb('trigger').$type<StoredTrigger>().notNull(),
    steps: jsonb('steps').$type<StoredStep[]>().notNull(),
    state: text('state', { enum: ['running', 'paused'] })
      .notNull()
      .default('paused'),
    /**
     * Whose permissions its steps act with, checked as each step runs. Not a foreign key: a member
     * who leaves is deleted, and their workflows keep the id and name to say whose they were.
     */
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    numOfRuns: integer('num_of_runs').notNull().default(0),
    lastRunAt: at('last_run_at'),
    /** For an event trigger: the time up to which events have started runs (workflows/events.ts). */
    eventsSince: at('events_since'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('workflows_business_created_idx').on(t.businessId, t.createdAt)],
)

export const workflowRuns = pgTable(
  'workflow_runs',
  {
    /** The engine's workflow id as well. */
    id: uuid('id').primaryKey(),
    businessId: ownedBy('business_id', () => businesses.id),
    workflowId: ownedBy('workflow_id', () => workflows.id),
    status: text('status', {
      enum: ['queued', 'running', 'waiting', 'paused', 'succeeded', 'failed', 'cancelled'],
    }).notNull(),
    trigger: text('trigger').notNull(),
    /** The steps as they were when the run started: editing the workflow changes later runs. */
    steps: jsonb('steps').$type<StoredStep[]>().notNull(),
    /** What started it (a run-now's input, a schedule's time). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    error: text('error'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('workflow_runs_workflow_started_idx').on(t.workflowId, t.startedAt)],
)

export const workflowRunSteps = pgTable(
  'workflow_run_steps',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    status: text('status', {
      enum: ['running', 'waiting', 'succeeded', 'failed', 'skipped'],
    }).notNull(),
    input: jsonb('input').$type<Record<string, unknown>>(),
    output: text('output'),
    /** What a succeeded step hands the steps after it (the round it opened, the answer it chose). */
    result: jsonb('result').$type<StoredStepResult>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.stepId] })],
)
