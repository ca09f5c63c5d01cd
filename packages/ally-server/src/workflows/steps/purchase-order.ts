import { isOwnerOrAdmin } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { businesses } from '../../db/schema'
import { draftPurchaseOrder } from '../../purchase-orders/draft-purchase-order'
import { poWithVendor, sendPurchaseOrder } from '../../purchase-orders/send-purchase-order'
import { actorCheck, StepFailure } from '../actor'
import {
  lockedStep,
  type OpenedRun,
  type RunContext,
  type StepOutcome,
  stepSucceeded,
} from '../run-records'
import type { RunServices } from '../runs'
import { asStepFailure, type Maker, needed, once } from './once'

type Run = OpenedRun & { runId: string }
type Step = { id: string; config: Record<string, unknown> }

const makerName = (maker: Maker) => `${maker.firstName} ${maker.lastName}`.trim() || maker.email

/** A `create_purchase_order` step: the draft PO of the award an earlier step made. */
export function createPurchaseOrder(
  services: RunServices,
  run: Run,
  step: Step,
  context: RunContext,
) {
  return once(services, run, step.id, 'purchasing', async (tx, maker) => {
    const approvedId = needed(context.approvedId, 'No earlier step awarded an answer')
    const actor = { businessId: run.businessId, name: makerName(maker) }
    const poId = await draftPurchaseOrder(
      tx,
      actor,
      { approvedQuoteResponseId: approvedId },
      services.now(),
    )
    const found = await poWithVendor(tx, run.businessId, poId)
    const number = found?.po.number ?? 'The purchase order'
    return {
      output: `Drafted ${number} for ${found?.vendor.name ?? context.vendorName}`,
      result: { purchaseOrderId: poId, poNumber: number },
    }
  })
}

/**
 * A `send_purchase_order` step: sends the PO an earlier step drafted, with its PDF. Sending makes
 * the PDF outside any transaction, so this step's once-only check is the PO's own state: a PO
 * found sent (or held for approval) was sent by this step before a crash.
 */
export async function sendPurchaseOrderStep(
  services: RunServices,
  run: Run,
  step: Step,
  context: RunContext,
): Promise<StepOutcome> {
  const { db, now } = services
  const poId = needed(context.purchaseOrderId, 'No earlier step created a purchase order')
  const { done, maker } = await db.transaction(async (tx) => {
    const { done } = await lockedStep(tx, run.runId, step.id)
    return { done, maker: done ? null : await actorCheck(tx, run, 'purchasing') }
  })
  if (done || !maker) return done ?? { output: '' }
  const found = await poWithVendor(db, run.businessId, poId)
  if (!found) throw new StepFailure('The purchase order was deleted')
  let outcome: StepOutcome
  if (found.po.status === 'sent' || found.po.status === 'awaiting_approval') {
    outcome = { output: sentWords(found.po.number, found.po.status, found.vendor.email) }
  } else {
    const [business] = await db.select().from(businesses).where(eq(businesses.id, run.businessId))
    if (!business) throw new StepFailure('The business is gone')
    const message = typeof step.config.message === 'string' ? step.config.message : undefined
    const sent = await asStepFailure(() =>
      sendPurchaseOrder(
        services,
        {
          businessId: run.businessId,
          name: makerName(maker),
          business,
          email: maker.email,
          canApprove: isOwnerOrAdmin(maker.role),
        },
        poId,
        message ? { message } : {},
        now(),
      ),
    )
    void services.mail.flush()
    outcome = {
      output: sent.held
        ? `${found.po.number} is above the ${sent.threshold} approval threshold; it waits for an owner or admin to send it`
        : sentWords(found.po.number, 'sent', found.vendor.email),
    }
  }
  await db.transaction((tx) =>
    stepSucceeded(tx, run.runId, step.id, outcome.output, now(), outcome.result),
  )
  return outcome
}

const sentWords = (number: string, status: string, email: string) =>
  status === 'sent'
    ? `E-mailed ${number} to ${email}`
    : `${number} waits for an owner or admin to approve and send it`
