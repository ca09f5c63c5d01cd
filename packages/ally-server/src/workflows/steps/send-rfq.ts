import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, orders } from '../../db/schema'
import { findOwnOrder, type OrderRow } from '../../sourcing/order-queries'
import { nextOrderReference } from '../../sourcing/order-references'
import { sendRfqsInOneGo } from '../../sourcing/send-rfqs'
import { bestOwnVendors } from '../../vendors/suggestion-candidates'
import { StepFailure } from '../actor'
import type { OpenedRun, StepOutcome } from '../run-records'
import type { RunServices } from '../runs'
import type { SendRfqConfig } from '../step-configs'
import { utcTime } from '../workflow-mail'
import { once } from './once'

/** A copy of the order the step names, as a new draft with its own reference and line ids. */
async function copiedOrder(tx: Db, template: OrderRow, createdBy: string, now: Date) {
  const today = now.toISOString().slice(0, 10)
  const [copy] = await tx
    .insert(orders)
    .values({
      businessId: template.businessId,
      taId: await nextOrderReference(tx, template.businessId),
      title: template.title,
      orderType: template.orderType,
      lines: template.lines.map((line) => ({ ...line, id: randomUUID() })),
      deliveryAddress: template.deliveryAddress,
      // A date the template's own delivery has passed would be refused by any vendor.
      deliveryDate:
        template.deliveryDate && template.deliveryDate > today ? template.deliveryDate : null,
      currency: template.currency,
      budget: template.budget,
      notes: template.notes,
      createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!copy) throw new Error('The order was not stored')
  return copy
}

/** The step's `suggested` best vendors for the order's type, chosen now; fails when there are none. */
async function suggestedVendors(tx: Db, order: OrderRow, config: SendRfqConfig, now: Date) {
  const best = await bestOwnVendors(tx, {
    businessId: order.businessId,
    orderType: order.orderType,
    now,
    limit: config.suggested ?? 1,
  })
  if (!best.length) {
    throw new StepFailure(
      `None of your vendors serves ${order.orderType}; add one, or choose the vendors in the step`,
    )
  }
  return best
}

/**
 * A `send_rfq` step: copies the order it names into a new one and sends its RFQs to the vendors
 * it names (or the best suggested ones), all in the step's transaction. A vendor removed from the list since the workflow was
 * saved fails the step, naming how many, rather than asking only the others.
 */
export function sendRfq(
  services: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string; config: Record<string, unknown> },
): Promise<StepOutcome> {
  const config = step.config as SendRfqConfig
  return once(services, run, step.id, 'sourcing', async (tx, maker) => {
    const template = await findOwnOrder(tx, run.businessId, config.orderId)
    if (!template) {
      throw new StepFailure('The order this step copies was deleted; choose another in the step')
    }
    const now = services.now()
    const order = await copiedOrder(tx, template, maker.id, now)
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, run.businessId))
    const deadline = new Date(now.getTime() + config.deadlineHours * 3_600_000)
    const suggested = config.vendorIds ? null : await suggestedVendors(tx, template, config, now)
    const vendorIds = config.vendorIds ?? suggested?.map((vendor) => vendor.id) ?? []
    const sent = await sendRfqsInOneGo(
      { ...services, db: tx, now: () => now },
      {
        businessId: run.businessId,
        businessName: business?.name ?? 'A buyer',
        orderId: order.id,
        vendorIds,
        deadline: deadline.toISOString(),
        ...(config.message ? { message: config.message } : {}),
      },
    ).catch((error: unknown) => {
      const removed = (error as { errors?: { message: string }[] }).errors?.filter(
        (issue) => issue.message === 'is not a vendor in your list',
      ).length
      if (!removed) throw error
      throw new StepFailure(
        `${removed === 1 ? 'A vendor' : `${removed} vendors`} of this step ${removed === 1 ? 'was' : 'were'} removed from your vendor list; choose the vendors again`,
      )
    })
    const count = sent.rfqIds.length
    return {
      output: `Sent ${order.taId} “${order.title}” to ${count} ${suggested ? 'suggested ' : ''}vendor${count === 1 ? '' : 's'}${suggested ? ` (${suggested.map((vendor) => vendor.name).join(', ')})` : ''}; answers due ${utcTime(deadline)}`,
      result: { orderId: order.id, taId: order.taId, quoteId: sent.quoteId },
    }
  })
}
