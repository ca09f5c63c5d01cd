import { createHash } from 'node:crypto'
import type { WORKFLOW_EVENTS } from '@ally/sdk'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import {
  orders,
  purchaseOrders,
  quoteResponses,
  quotes,
  rfqs,
  shipments,
  vendors,
  workflowRuns,
  workflows,
} from '../db/schema'
import { startRun } from './control'
import { openRun, type RunContext } from './run-records'

// Event triggers (docs/product-rules.md, "Workflows"): an event is read from the rows that record
// it (an order's creation, a round's sending, an answer's submission, a round's deadline, a PO's acknowledgement, a
// shipment's expected day), not from a queue of our own, so nothing a write commits can be lost.
// Each running workflow keeps the time up to which it has looked (`events_since`, set when it is
// played); every look starts one run per event after that time, with a run id made from the
// workflow and the event, so that the engine starts each once whoever looks and however often.

export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number]

/** How often each process looks for events, besides when a write tells it of one. */
export const EVENT_LOOK_INTERVAL_MS = 15_000
/**
 * A look leaves `events_since` this far behind its own time (never before where it was): a write
 * that committed after the look, with a time before it, is still seen by the next; the run ids
 * keep the overlap from starting anything twice.
 */
const OVERLAP_MS = 2 * 60_000

/** One occurrence: the key it is known by, what it hands the run, and its words. */
interface Occurrence {
  key: string
  context: RunContext
  about: string
}

type Window = { businessId: string; after: Date; upTo: Date }

const between = (column: SQL | AnyPgColumn, { after, upTo }: Window) =>
  sql`${column} > ${after.toISOString()}::timestamptz and ${column} <= ${upTo.toISOString()}::timestamptz`

/** What each event is, read from its rows. */
const OCCURRENCES: Record<WorkflowEvent, (db: Db, window: Window) => Promise<Occurrence[]>> = {
  async 'order.created'(db, window) {
    const rows = await db
      .select({ id: orders.id, taId: orders.taId, title: orders.title })
      .from(orders)
      .where(
        and(
          eq(orders.businessId, window.businessId),
          between(orders.createdAt, window),
          // An order a workflow's RFQ step made is not news: a workflow on this event would
          // otherwise start itself again with every run.
          sql`not exists (select 1 from workflow_run_steps s where s.result->>'orderId' = ${orders.id}::text)`,
        ),
      )
    return rows.map((row) => ({
      key: row.id,
      context: { orderId: row.id, taId: row.taId },
      about: `Order ${row.taId} “${row.title}” was created`,
    }))
  },
  async 'rfq.sent'(db, window) {
    const rows = await db
      .select({
        id: quotes.id,
        taId: orders.taId,
        vendorCount: sql<number>`(select count(*)::int from rfqs r where r.quote_id = ${quotes.id})`,
      })
      .from(quotes)
      .innerJoin(orders, eq(orders.id, quotes.orderId))
      .where(
        and(
          eq(quotes.businessId, window.businessId),
          between(quotes.createdAt, window),
          // As for orders: a round a workflow's RFQ step sent is that workflow's to follow, and a
          // workflow on this event with an RFQ step would otherwise start itself again.
          sql`not exists (select 1 from workflow_run_steps s where s.result->>'quoteId' = ${quotes.id}::text)`,
        ),
      )
    return rows.map((row) => ({
      key: row.id,
      context: { quoteId: row.id, taId: row.taId },
      about: `RFQs for ${row.taId} were sent to ${row.vendorCount} vendor${row.vendorCount === 1 ? '' : 's'}`,
    }))
  },
  async 'quote_response.received'(db, window) {
    const rows = await db
      .select({
        id: quoteResponses.id,
        quoteId: rfqs.quoteId,
        taId: orders.taId,
        vendorName: vendors.name,
      })
      .from(quoteResponses)
      .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
      .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
      .innerJoin(orders, eq(orders.id, quotes.orderId))
      .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
      .where(
        and(
          eq(quoteResponses.businessId, window.businessId),
          between(quoteResponses.submittedAt, window),
        ),
      )
    return rows.map((row) => ({
      key: row.id,
      context: { quoteId: row.quoteId, taId: row.taId },
      about: `${row.vendorName} answered the RFQ for ${row.taId}`,
    }))
  },
  async 'rfq.deadline_passed'(db, window) {
    const rows = await db
      .select({ id: quotes.id, taId: orders.taId })
      .from(quotes)
      .innerJoin(orders, eq(orders.id, quotes.orderId))
      .where(and(eq(quotes.businessId, window.businessId), between(quotes.deadline, window)))
    return rows.map((row) => ({
      key: row.id,
      context: { quoteId: row.id, taId: row.taId },
      about: `The answers for ${row.taId} were due`,
    }))
  },
  async 'purchase_order.acknowledged'(db, window) {
    const rows = await db
      .select({ id: purchaseOrders.id, number: purchaseOrders.number, vendorName: vendors.name })
      .from(purchaseOrders)
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(
        and(
          eq(purchaseOrders.businessId, window.businessId),
          between(purchaseOrders.acknowledgedAt, window),
        ),
      )
    return rows.map((row) => ({
      key: row.id,
      context: { purchaseOrderId: row.id, poNumber: row.number, vendorName: row.vendorName },
      about: `${row.vendorName} acknowledged ${row.number}`,
    }))
  },
  async 'shipment.late'(db, window) {
    // Late from the start of the day after its expected day (UTC), as the shipment list says.
    const lateFrom = sql`(${shipments.estimatedDelivery} + 1)::timestamp at time zone 'UTC'`
    const rows = await db
      .select({
        id: shipments.id,
        tracking: shipments.trackingNumber,
        expected: shipments.estimatedDelivery,
        poId: purchaseOrders.id,
        number: purchaseOrders.number,
        vendorName: vendors.name,
      })
      .from(shipments)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(
        and(
          eq(shipments.businessId, window.businessId),
          sql`${shipments.status} not in ('delivered', 'cancelled')`,
          between(lateFrom, window),
        ),
      )
    return rows.map((row) => ({
      key: row.id,
      context: { purchaseOrderId: row.poId, poNumber: row.number, vendorName: row.vendorName },
      about: `Shipment ${row.tracking} of ${row.number} from ${row.vendorName} is late (expected ${row.expected})`,
    }))
  },
}

/** The run id of a workflow's run for one occurrence: the same whoever computes it. */
export function eventRunId(workflowId: string, event: string, key: string): string {
  const hex = createHash('sha256').update(`${workflowId}:${event}:${key}`).digest('hex')
  // Shaped as a version-8 (custom) UUID, the type the run's id is stored as.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * Starts the runs of every event that happened since each running workflow on an event last
 * looked; resolves to how many runs it started.
 */
export async function startEventRuns(appKey: string, db: Db, now: Date): Promise<number> {
  const watching = await db
    .select({
      id: workflows.id,
      businessId: workflows.businessId,
      trigger: workflows.trigger,
      since: workflows.eventsSince,
    })
    .from(workflows)
    .where(and(eq(workflows.state, 'running'), sql`${workflows.trigger}->>'type' = 'event'`))
  let started = 0
  for (const workflow of watching) {
    const event = workflow.trigger.event as WorkflowEvent | undefined
    const read = event ? OCCURRENCES[event] : undefined
    if (!event || !read) continue
    const found = await read(db, {
      businessId: workflow.businessId,
      after: workflow.since ?? now,
      upTo: now,
    })
    const runIds = found.map((one) => eventRunId(workflow.id, event, one.key))
    const existing = runIds.length
      ? await db
          .select({ id: workflowRuns.id })
          .from(workflowRuns)
          .where(inArray(workflowRuns.id, runIds))
      : []
    const known = new Set(existing.map((row) => row.id))
    for (const [index, one] of found.entries()) {
      const runId = runIds[index] as string
      if (known.has(runId)) continue
      const start = {
        workflowId: workflow.id,
        trigger: event,
        input: { ...one.context, about: one.about },
        force: false,
      }
      await startRun(appKey, runId, start)
      // Opened here as well as by the run, so that the next look finds it: a workflow paused
      // meanwhile opens nothing, and its run ends without a step.
      if (await openRun(db, runId, start, now)) started += 1
    }
    const behind = new Date(now.getTime() - OVERLAP_MS).toISOString()
    await db
      .update(workflows)
      .set({ eventsSince: sql`${behind}::timestamptz` })
      .where(
        and(
          eq(workflows.id, workflow.id),
          sql`coalesce(${workflows.eventsSince}, '-infinity') < ${behind}::timestamptz`,
        ),
      )
  }
  return started
}

/**
 * Looks for events every `intervalMs`, and soon after `lookSoon` (a write told of one); looks
 * never overlap, and several asked for while one runs make one more. `stop` waits for a look
 * under way, so the database is not closed beneath it.
 */
export function startEventLooks(
  appKey: string,
  db: Db,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs = EVENT_LOOK_INTERVAL_MS,
) {
  let current: Promise<unknown> | null = null
  let wanted = false
  const look = () => {
    if (current) {
      wanted = true
      return
    }
    current = startEventRuns(appKey, db, now())
      .catch(onError)
      .finally(() => {
        current = null
        if (wanted) {
          wanted = false
          look()
        }
      })
  }
  const timer = setInterval(look, intervalMs)
  timer.unref()
  return {
    lookSoon: look,
    async stop() {
      clearInterval(timer)
      wanted = false
      await current
    },
  }
}
