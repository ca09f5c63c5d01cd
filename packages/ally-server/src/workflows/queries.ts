import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { uuidOrNone } from '../db/references'
import { workflowRunSteps, workflowRuns, workflows } from '../db/schema'
import { searching } from '../db/search'

// A business's workflows and their runs: every statement is scoped by the business, so another
// business's id reads as "not found".

export type WorkflowRow = typeof workflows.$inferSelect
export type WorkflowRunRow = typeof workflowRuns.$inferSelect
export type WorkflowRunStepRow = typeof workflowRunSteps.$inferSelect

/** Runs that have not ended: the ones pausing or deleting their workflow stops. */
export const UNFINISHED = ['queued', 'running', 'waiting'] as const

const ownWorkflow = (businessId: string, id: string): SQL =>
  and(eq(workflows.businessId, businessId), eq(workflows.id, uuidOrNone(id))) as SQL

export interface WorkflowFilters {
  WorkflowName?: string
  createdBy?: string
  numOfRuns?: number
  dateCreated?: string
}

export async function workflowPage(
  db: Db,
  businessId: string,
  filters: WorkflowFilters,
  page: PageRequest,
) {
  const day = filters.dateCreated ? new Date(`${filters.dateCreated}T00:00:00Z`) : null
  const where = and(
    eq(workflows.businessId, businessId),
    searching(filters.WorkflowName, [sql`${workflows.name}`]),
    filters.createdBy ? eq(workflows.createdBy, uuidOrNone(filters.createdBy)) : undefined,
    filters.numOfRuns !== undefined ? gte(workflows.numOfRuns, filters.numOfRuns) : undefined,
    day
      ? and(
          gte(workflows.createdAt, day),
          lt(workflows.createdAt, new Date(day.getTime() + 86_400_000)),
        )
      : undefined,
  )
  return pageWithTotal(
    (limit, offset) =>
      db
        .select({ workflow: workflows, count: sql<number>`(count(*) over ())::int` })
        .from(workflows)
        .where(where)
        .orderBy(desc(workflows.createdAt), desc(workflows.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

export async function ownWorkflowRow(
  db: Db,
  businessId: string,
  id: string,
): Promise<WorkflowRow | undefined> {
  const [row] = await db.select().from(workflows).where(ownWorkflow(businessId, id))
  return row
}

/** The workflow, locked until the transaction ends: pausing, playing and deleting take turns. */
export async function lockedWorkflow(tx: Db, businessId: string, id: string) {
  const [row] = await tx.select().from(workflows).where(ownWorkflow(businessId, id)).for('update')
  return row
}

export async function insertWorkflow(db: Db, values: typeof workflows.$inferInsert) {
  const [row] = await db.insert(workflows).values(values).returning()
  if (!row) throw new Error('The workflow was not stored')
  return row
}

export async function updateWorkflowRow(
  tx: Db,
  id: string,
  values: Partial<typeof workflows.$inferInsert>,
) {
  const [row] = await tx.update(workflows).set(values).where(eq(workflows.id, id)).returning()
  if (!row) throw new Error('The workflow was not updated')
  return row
}

export async function deleteWorkflowRow(tx: Db, id: string): Promise<void> {
  await tx.delete(workflows).where(eq(workflows.id, id))
}

/** Ids of a workflow's runs in these states. */
export async function runIdsOf(
  tx: Db,
  workflowId: string,
  statuses: readonly WorkflowRunRow['status'][],
): Promise<string[]> {
  const rows = await tx
    .select({ id: workflowRuns.id })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.workflowId, workflowId), inArray(workflowRuns.status, statuses)))
  return rows.map((row) => row.id)
}

export async function setRunsStatus(
  tx: Db,
  ids: string[],
  status: WorkflowRunRow['status'],
  finishedAt: Date | null,
): Promise<void> {
  if (!ids.length) return
  await tx.update(workflowRuns).set({ status, finishedAt }).where(inArray(workflowRuns.id, ids))
}

/** Every workflow with a schedule that should fire, of every business (the engine's schedules). */
export async function scheduledWorkflows(db: Db) {
  return db
    .select({ id: workflows.id, trigger: workflows.trigger })
    .from(workflows)
    .where(and(eq(workflows.state, 'running'), sql`${workflows.trigger} ->> 'type' = 'schedule'`))
}

export async function runPage(db: Db, businessId: string, workflowId: string, page: PageRequest) {
  const found = await pageWithTotal(
    (limit, offset) =>
      db
        .select({ run: workflowRuns, count: sql<number>`(count(*) over ())::int` })
        .from(workflowRuns)
        .where(
          and(
            eq(workflowRuns.businessId, businessId),
            eq(workflowRuns.workflowId, uuidOrNone(workflowId)),
          ),
        )
        .orderBy(desc(workflowRuns.startedAt), desc(workflowRuns.id))
        .limit(limit)
        .offset(offset),
    page,
  )
  const steps = await stepsOfRuns(
    db,
    found.rows.map((row) => row.run.id),
  )
  return { ...found, steps }
}

export async function ownRun(db: Db, businessId: string, runId: string) {
  const [run] = await db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.businessId, businessId), eq(workflowRuns.id, uuidOrNone(runId))))
  if (!run) return undefined
  return { run, steps: await stepsOfRuns(db, [run.id]) }
}

/** The recorded steps of some runs, by run id. */
export async function stepsOfRuns(
  db: Db,
  runIds: string[],
): Promise<Map<string, WorkflowRunStepRow[]>> {
  const byRun = new Map<string, WorkflowRunStepRow[]>()
  if (!runIds.length) return byRun
  const rows = await db
    .select()
    .from(workflowRunSteps)
    .where(inArray(workflowRunSteps.runId, runIds))
  for (const row of rows) byRun.set(row.runId, [...(byRun.get(row.runId) ?? []), row])
  return byRun
}
