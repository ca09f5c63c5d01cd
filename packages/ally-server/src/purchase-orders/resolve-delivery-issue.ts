import type { EndpointInput, resolveDeliveryIssue } from '@ally/sdk'
import { and, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import {
  businesses,
  purchaseOrders,
  type StoredDeliveryIssue,
  type StoredPurchaseOrderLine,
  shipments,
  vendors,
} from '../db/schema'
import { conflict, fieldError, notFound } from '../http/errors'
import type { MailOutbox } from '../services/mail-outbox'
import type { Actor } from './draft-purchase-order'
import { figure, receivedInFull, toReceive } from './line-quantities'
import { replacementRequestMail, restCancelledMail } from './po-mail'
import { checkMove } from './status-flow'

// Settling goods a receipt found rejected or short (docs/product-rules.md, "Purchase orders"):
// the buyer asks the vendor to ship them again, accepts the shortage (the line is complete with
// less), or cancels the rest of the PO (everything not received is no longer owed, every open
// issue is settled with it, and the PO is closed short). The vendor hears of a replacement and
// of a cancellation, queued in the same transaction.

export type Resolution = EndpointInput<typeof resolveDeliveryIssue>['body']

const NOT_FOUND = 'This purchase order does not exist.'

/** Statuses in which a PO takes shipments (shipments/record-shipment.ts), so a replacement. */
const TAKES_SHIPMENTS = ['acknowledged', 'partially_shipped', 'partially_received']

const ACTION_DONE: Record<Resolution['action'], string> = {
  replacement: 'a replacement was asked for',
  accepted: 'the shortage was accepted',
  cancelled: 'the rest of the purchase order was cancelled',
}

/** What a resolution did, for the toast; the PO is read again by the route. */
export interface Resolved {
  action: Resolution['action']
  number: string
  quantity: string
  description: string
}

export function resolveIssue(
  db: Db,
  mail: MailOutbox,
  actor: Actor,
  poId: string,
  input: Resolution,
  now: Date,
): Promise<Resolved> {
  if (!isUuid(poId)) throw notFound(NOT_FOUND)
  return db.transaction(async (tx) => {
    const { po, issue, line } = await lockedIssue(tx, actor.businessId, poId, input.issueId)
    const at = now.toISOString()
    const note = input.note?.trim() || null
    const settle = (action: Resolution['action']) => (open: StoredDeliveryIssue) =>
      open.resolution ? open : { ...open, resolution: { action, at, by: actor.name, note } }
    const quantity = `${figure(issue.quantity)} ${line.unit}`.trim()
    const resolved = {
      action: input.action,
      number: po.number,
      quantity,
      description: line.description,
    }

    const { lines, issues } = await settledLines(tx, {
      po,
      issue,
      line,
      action: input.action,
      settle,
    })

    const status =
      input.action === 'cancelled' ? 'closed' : lines.every(receivedInFull) ? 'received' : po.status
    if (status !== po.status) checkMove(po.number, po.status, status)
    const stillOpen = issues.filter((each) => !each.resolution).map((each) => each.raisedAt)
    const historyNote =
      input.action === 'cancelled'
        ? `Rest cancelled${note ? `: ${note}` : ''}`
        : `Shortage of ${quantity} ${line.description} accepted${note ? `: ${note}` : ''}`
    await tx
      .update(purchaseOrders)
      .set({
        lines,
        issues,
        issuesOpenSince: stillOpen.length > 0 ? new Date(stillOpen.sort()[0] as string) : null,
        status,
        history:
          status === po.status
            ? po.history
            : [...po.history, { at, status, by: actor.name, note: historyNote }],
      })
      .where(eq(purchaseOrders.id, po.id))

    if (input.action !== 'accepted' && po.sentAt) {
      await tellVendor(tx, mail, { po, issue, line, action: input.action, quantity, note })
    }
    return resolved
  })
}

type PurchaseOrderRow = typeof purchaseOrders.$inferSelect
interface Settling {
  po: PurchaseOrderRow
  issue: StoredDeliveryIssue
  line: StoredPurchaseOrderLine
  action: Resolution['action']
}

/** The PO, locked, with the open issue and its line; 404, 400 or 409 otherwise. */
async function lockedIssue(tx: Db, businessId: string, poId: string, issueId: string) {
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.businessId, businessId)))
    .for('update')
  if (!po) throw notFound(NOT_FOUND)
  const issue = po.issues.find((candidate) => candidate.id === issueId)
  if (!issue) throw fieldError('body.issueId', `is not a delivery issue of ${po.number}`)
  if (issue.resolution) {
    const day = issue.resolution.at.slice(0, 10)
    throw conflict(
      `This issue is already settled: ${ACTION_DONE[issue.resolution.action]} on ${day}.`,
    )
  }
  const line = po.lines.find((candidate) => candidate.id === issue.lineId)
  if (!line) throw conflict(`The line of this issue is no longer on ${po.number}.`)
  return { po, issue, line }
}

/**
 * The PO's lines and issues once settled: cancelling the rest waives what is still to receive and
 * settles every issue (refused while a shipment is on its way); a replacement or an accepted
 * shortage counts the issue's quantity on its line.
 */
async function settledLines(
  tx: Db,
  {
    po,
    issue,
    line,
    action,
    settle,
  }: Settling & {
    settle: (action: Resolution['action']) => (open: StoredDeliveryIssue) => StoredDeliveryIssue
  },
): Promise<{ lines: StoredPurchaseOrderLine[]; issues: StoredDeliveryIssue[] }> {
  if (action === 'cancelled') {
    const [moving] = await tx
      .select({ carrier: shipments.carrier, trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(
        and(
          eq(shipments.purchaseOrderId, po.id),
          notInArray(shipments.status, ['delivered', 'cancelled']),
        ),
      )
      .limit(1)
    if (moving) {
      throw conflict(
        `Shipment ${moving.carrier} ${moving.trackingNumber} is still on its way: receive it or cancel it first.`,
      )
    }
    return {
      lines: po.lines.map((each) => ({
        ...each,
        waivedQuantity: (each.waivedQuantity ?? 0) + toReceive(each),
      })),
      issues: po.issues.map(settle('cancelled')),
    }
  } else {
    if (action === 'replacement' && !TAKES_SHIPMENTS.includes(po.status)) {
      throw conflict(
        `${po.number} is ${po.status.replaceAll('_', ' ')}, so nothing more ships against it.`,
      )
    }
    const field = action === 'replacement' ? 'replacementQuantity' : 'waivedQuantity'
    return {
      lines: po.lines.map((each) =>
        each.id === line.id ? { ...each, [field]: (each[field] ?? 0) + issue.quantity } : each,
      ),
      issues: po.issues.map((each) => (each.id === issue.id ? settle(action)(each) : each)),
    }
  }
}

/** Tells the vendor of a sent PO that a replacement is asked for, or that the rest is cancelled. */
async function tellVendor(
  tx: Db,
  mail: MailOutbox,
  { po, issue, line, action, quantity, note }: Settling & { quantity: string; note: string | null },
) {
  const [to] = await tx
    .select({ email: vendors.email, businessName: businesses.name })
    .from(vendors)
    .innerJoin(businesses, eq(businesses.id, vendors.businessId))
    .where(eq(vendors.id, po.vendorId))
  if (to) {
    await mail.queue(
      tx,
      action === 'replacement'
        ? replacementRequestMail(to.email, {
            businessName: to.businessName ?? 'Your buyer',
            number: po.number,
            kind: issue.kind,
            quantity,
            description: line.description,
            note: note ?? issue.note,
          })
        : restCancelledMail(to.email, {
            businessName: to.businessName ?? 'Your buyer',
            number: po.number,
            note,
          }),
    )
  }
}
