import {
  createShipment,
  getShipment,
  listShipments,
  receiveShipment,
  updateShipment,
} from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext, Caller } from '../context'
import { pageOf } from '../db/paging'
import { attachmentSigner } from '../files/attachments'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'
import { ownPurchaseOrder } from '../purchase-orders/queries'
import { toShipment } from './mappers'
import { businessShipments, ownShipment } from './queries'
import { recordReceipt } from './receive-shipment'
import { recordShipment } from './record-shipment'
import { recordShipmentUpdate, updatedMessage } from './update-shipment'

// The buyer's shipments: the list with its late flag, one shipment with its timeline, recording
// a shipment on the vendor's behalf, a status update to its timeline, and receiving goods.

const NOT_FOUND = 'This shipment does not exist.'

const nameOf = (caller: Caller) =>
  `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.email

export function shipmentRoutes({ db, mail, appUrl, now, fileLinks }: AppContext) {
  async function view(businessId: string, shipmentId: string, request: FastifyRequest) {
    const row = await ownShipment(db, businessId, shipmentId)
    if (!row) throw notFound(NOT_FOUND)
    return toShipment(row, now(), attachmentSigner(request, fileLinks))
  }

  return [
    implement(listShipments, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const at = now()
      const found = await businessShipments(db, caller.business.id, query, page, at)
      const sign = attachmentSigner(request, fileLinks)
      return listAnswer(found, page, ['shipment', 'shipments'], (row) => toShipment(row, at, sign))
    }),
    implement(getShipment, async ({ query, caller, request }) => {
      const shipment = await view(caller.business.id, query.shipmentId, request)
      return { message: `${shipment.poNumber} ${shipment.trackingNumber}`, data: shipment }
    }),
    implement(createShipment, async ({ body, caller, request }) => {
      const { purchaseOrderId, ...details } = body
      const po = await ownPurchaseOrder(db, caller.business.id, purchaseOrderId)
      if (!po) throw notFound('This purchase order does not exist.')
      const id = await recordShipment(
        db,
        po.po.id,
        details,
        { name: nameOf(caller), fileOwners: [{ businessId: caller.business.id }] },
        now(),
        { mail, appUrl },
      )
      void mail.flush()
      return { message: 'Shipment recorded', data: await view(caller.business.id, id, request) }
    }),
    implement(updateShipment, async ({ params, body, caller, request }) => {
      const by = { scope: { businessId: caller.business.id }, name: nameOf(caller) }
      await recordShipmentUpdate(db, by, params.id, body, now(), { mail, appUrl })
      const shipment = await view(caller.business.id, params.id, request)
      return { message: updatedMessage(shipment), data: shipment }
    }),
    implement(receiveShipment, async ({ params, body, caller, request }) => {
      const actor = { businessId: caller.business.id, name: nameOf(caller) }
      await recordReceipt(db, actor, params.id, body, now())
      return {
        message: 'Receipt recorded',
        data: await view(caller.business.id, params.id, request),
      }
    }),
  ]
}
