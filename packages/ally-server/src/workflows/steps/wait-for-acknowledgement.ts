import { DBOS } from '@dbos-inc/dbos-sdk'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { purchaseOrders, vendors, workflowRunSteps, workflowRuns } from '../../db/schema'
import { StepFailure } from '../actor'
import { durationText } from '../definition'
import type { OpenedRun, RunContext } from '../run-records'
import type { RunServices } from '../runs'
import type { WaitConfig } from '../step-configs'
import { utcTime } from '../workflow-mail'
import { beginWait, endWait, RECORD } from './waiting'

// A `wait` until the vendor accepts the run's purchase order: the run sleeps on the engine's
// `recv` and goes on once the PO is acknowledged. The vendor's answer wakes it at once
// (`wakeRunsWaitingOnPurchaseOrder`, told by the purchase-order routes after their commit), and
// the run looks on its own every 15 minutes should that word be lost. A PO declined or
// cancelled, or not accepted within `timeoutSeconds`, fails the run saying so, as an approval
// nobody gave does.

/** The topic of the engine's messages that wake a run waiting for its PO's answer. */
export const ACKNOWLEDGED_TOPIC = 'po-answered'
const RECHECK_SECONDS = 15 * 60

type PoState = { done: true; words: string } | { done: false; failure?: string }

async function purchaseOrderState(db: Db, poId: string): Promise<PoState> {
  const [po] = await db
    .select({
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      acknowledgedAt: purchaseOrders.acknowledgedAt,
      vendorName: vendors.name,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(eq(purchaseOrders.id, poId))
  if (!po) return { done: false, failure: 'The purchase order was deleted' }
  if (po.acknowledgedAt) {
    return {
      done: true,
      words: `${po.vendorName} accepted ${po.number} on ${utcTime(po.acknowledgedAt)}`,
    }
  }
  if (po.status === 'sent') return { done: false }
  return {
    done: false,
    failure: `${po.vendorName} did not accept ${po.number}: it is ${po.status}`,
  }
}

export async function waitForAcknowledgement(
  services: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string; config: Record<string, unknown> },
  context: RunContext,
): Promise<void> {
  const timeoutSeconds = (step.config as WaitConfig).timeoutSeconds ?? 0
  const poId = context.purchaseOrderId
  const input = { until: 'acknowledged', timeoutSeconds, purchaseOrderId: poId ?? null }
  const missing = 'No earlier step of this run sent a purchase order'
  const began = await beginWait(services, run, step, input, { on: poId, missing })
  const until = began + timeoutSeconds * 1000
  for (;;) {
    const state = await DBOS.runStep(() => purchaseOrderState(services.db, poId as string), {
      name: `acknowledged ${step.id}`,
      ...RECORD,
    })
    if (state.done) return endWait(services, run, step, state.words, 'accepted')
    if (state.failure) throw new StepFailure(state.failure)
    const left = await DBOS.runStep(async () => until - services.now().getTime(), {
      name: `left ${step.id}`,
      ...RECORD,
    })
    if (left <= 0) {
      throw new StepFailure(
        `${context.poNumber ?? 'The purchase order'} was not accepted within ${durationText(timeoutSeconds)}`,
      )
    }
    await DBOS.recv(ACKNOWLEDGED_TOPIC, Math.min(Math.ceil(left / 1000), RECHECK_SECONDS))
  }
}

/** Wakes the runs waiting for the vendor's answer to a purchase order. */
export async function wakeRunsWaitingOnPurchaseOrder(db: Db, poId: string): Promise<void> {
  const waiting = await db
    .select({ runId: workflowRunSteps.runId })
    .from(workflowRunSteps)
    .innerJoin(workflowRuns, eq(workflowRuns.id, workflowRunSteps.runId))
    .where(
      and(
        eq(workflowRunSteps.status, 'waiting'),
        sql`${workflowRunSteps.input}->>'until' = 'acknowledged'`,
        sql`${workflowRunSteps.input}->>'purchaseOrderId' = ${poId}`,
        eq(workflowRuns.status, 'waiting'),
      ),
    )
  for (const { runId } of waiting) await DBOS.send(runId, poId, ACKNOWLEDGED_TOPIC)
}
