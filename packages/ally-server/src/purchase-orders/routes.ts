import {
  createPurchaseOrder,
  getPurchaseOrder,
  isOwnerOrAdmin,
  resolveDeliveryIssue,
  sendPurchaseOrder,
  updatePurchaseOrder,
} from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext, Caller } from '../context'
import { attachmentSigner } from '../files/attachments'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { toShipment } from '../shipments/mappers'
import { type Actor, changePurchaseOrder, draftPurchaseOrder } from './draft-purchase-order'
import { toPurchaseOrder } from './mappers'
import { ownPurchaseOrder, purchaseOrderShipments } from './queries'
import { type Resolved, resolveIssue } from './resolve-delivery-issue'
import { revisePurchaseOrder } from './revise-purchase-order'
import { type Sender, sendPurchaseOrder as send } from './send-purchase-order'

// The buyer's purchase orders: draft one from an award or from scratch, change a draft, cancel,
// send it to the vendor, settle goods rejected or short, and read one with its shipments. The lists
// are in list-routes.ts, the vendor's side in vendor-routes.ts.

const NOT_FOUND = 'This purchase order does not exist.'

const resolvedMessage = ({ action, number, quantity, description }: Resolved) =>
  action === 'replacement'
    ? `Replacement of ${quantity} ${description} asked for`
    : action === 'accepted'
      ? `Shortage of ${quantity} ${description} accepted`
      : `The rest of ${number} is cancelled`

const actorOf = (caller: Caller): Actor => ({
  businessId: caller.business.id,
  name: `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.email,
})

const senderOf = (caller: Caller): Sender => ({
  ...actorOf(caller),
  business: caller.business,
  email: caller.user.email,
  canApprove: isOwnerOrAdmin(caller.user.role),
})

export function purchaseOrderRoutes(context: AppContext) {
  const { db, mail, now, fileLinks } = context
  async function view(businessId: string, poId: string, request: FastifyRequest) {
    const row = await ownPurchaseOrder(db, businessId, poId)
    if (!row) throw notFound(NOT_FOUND)
    return toPurchaseOrder(row, attachmentSigner(request, fileLinks))
  }

  return [
    implement(createPurchaseOrder, async ({ body, caller, request }) => {
      const id = await draftPurchaseOrder(db, actorOf(caller), body, now())
      const po = await view(caller.business.id, id, request)
      return { message: `Purchase order ${po.number} saved as a draft`, data: po }
    }),
    implement(updatePurchaseOrder, async ({ params, body, caller, request }) => {
      const { status, ...fields } = body
      const current = status ? undefined : await ownPurchaseOrder(db, caller.business.id, params.id)
      // A draft (or a cancellation) changes in place; a change to any other PO is a revision the
      // vendor is sent, refused (409) unless the vendor has it and nothing has shipped.
      if (current && current.po.status !== 'draft') {
        await revisePurchaseOrder(context, senderOf(caller), params.id, fields, now())
      } else {
        await changePurchaseOrder(db, actorOf(caller), params.id, body, now(), mail)
      }
      void mail.flush()
      const po = await view(caller.business.id, params.id, request)
      const message =
        body.status === 'cancelled'
          ? `Purchase order ${po.number} cancelled`
          : 'Updated successfully'
      return { message, data: po }
    }),
    implement(sendPurchaseOrder, async ({ params, body, caller, request }) => {
      const outcome = await send(context, senderOf(caller), params.id, body, now())
      void mail.flush()
      const po = await view(caller.business.id, params.id, request)
      const message = outcome.held
        ? `Purchase order ${po.number} waits for approval: it is above the ${outcome.threshold} threshold`
        : `Purchase order ${po.number} sent to ${po.vendor.name}`
      return { message, data: po }
    }),
    implement(resolveDeliveryIssue, async ({ params, body, caller, request }) => {
      const resolved = await resolveIssue(db, mail, actorOf(caller), params.id, body, now())
      void mail.flush()
      const po = await view(caller.business.id, params.id, request)
      return { message: resolvedMessage(resolved), data: po }
    }),
    implement(getPurchaseOrder, async ({ query, caller, request }) => {
      const row = await ownPurchaseOrder(db, caller.business.id, query.poId)
      if (!row) throw notFound(NOT_FOUND)
      const at = now()
      const sign = attachmentSigner(request, fileLinks)
      const shipments = await purchaseOrderShipments(db, caller.business.id, row)
      return {
        message: row.po.number,
        data: {
          purchaseOrder: toPurchaseOrder(row, sign),
          shipments: shipments.map((shipment) => toShipment(shipment, at, sign)),
        },
      }
    }),
  ]
}
