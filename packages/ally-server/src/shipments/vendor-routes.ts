import {
  createShipmentByLink,
  createVendorShipment,
  MAX_UPLOAD_BYTES,
  updateVendorShipment,
  uploadFileByPurchaseOrderLink,
} from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { attachmentSigner } from '../files/attachments'
import { declaredType, sniffUpload } from '../files/file-types'
import { toFileRef } from '../files/mappers'
import { conflict, notFound } from '../http/errors'
import { implement } from '../http/implement'
import {
  accountPurchaseOrderId,
  purchaseOrderIdByLink,
  vendorPurchaseOrderRow,
} from '../purchase-orders/queries'
import { toShipment } from './mappers'
import { shipmentById } from './queries'
import { recordShipment, SHIPPABLE } from './record-shipment'
import { recordShipmentUpdate, updatedMessage } from './update-shipment'

// The vendor reports shipments of its accepted purchase orders: from the PO's e-mailed link,
// without an account (with documents uploaded from the same link), or from its portal; and
// posts status updates of its shipments from the portal.

const GONE = 'This link does not work. Ask the buyer to send the purchase order again.'
/** Requests a minute per address: enough for a person, few for someone guessing tokens. */
const LINK_RATE_LIMIT = 60
const SHIPPED = 'Shipment reported to the buyer'

export function vendorShipmentRoutes({ db, mail, appUrl, now, files, fileLinks }: AppContext) {
  const notice = { mail, appUrl }
  async function byLink(token: string) {
    const id = await purchaseOrderIdByLink(db, token)
    if (!id) throw notFound(GONE)
    return id
  }
  async function view(shipmentId: string, request: FastifyRequest) {
    const row = await shipmentById(db, shipmentId)
    if (!row) throw notFound('This shipment does not exist.')
    return toShipment(row, now(), attachmentSigner(request, fileLinks))
  }

  return [
    implement(
      createShipmentByLink,
      async ({ query, body, request }) => {
        const poId = await byLink(query.token)
        const shipper = { fileOwners: [{ purchaseOrderId: poId }] }
        const id = await recordShipment(db, poId, body, shipper, now(), notice)
        void mail.flush()
        return { message: SHIPPED, data: await view(id, request) }
      },
      { rateLimit: LINK_RATE_LIMIT },
    ),
    implement(
      uploadFileByPurchaseOrderLink,
      async ({ query, body, request }) => {
        const poId = await byLink(query.token)
        const row = await vendorPurchaseOrderRow(db, poId)
        // Refused like a shipment would be, so no file is kept for one that cannot come.
        if (!row || !SHIPPABLE.includes(row.po.status)) {
          throw conflict(
            'Files can be added once the purchase order is accepted and until it has shipped.',
          )
        }
        const kind = await sniffUpload(body, query.name, declaredType(request))
        const file = await files.save({ owner: { purchaseOrderId: poId }, ...kind, bytes: body })
        return { message: 'File uploaded.', data: toFileRef(file, request, fileLinks) }
      },
      { rateLimit: LINK_RATE_LIMIT, bodyLimit: MAX_UPLOAD_BYTES },
    ),
    implement(createVendorShipment, async ({ body, caller, request }) => {
      const { purchaseOrderId, ...details } = body
      const poId = await accountPurchaseOrderId(db, caller.account.id, purchaseOrderId)
      if (!poId) throw notFound('This purchase order does not exist.')
      const shipper = { fileOwners: [{ vendorAccountId: caller.account.id }] }
      const id = await recordShipment(db, poId, details, shipper, now(), notice)
      void mail.flush()
      return { message: SHIPPED, data: await view(id, request) }
    }),
    implement(updateVendorShipment, async ({ params, body, caller, request }) => {
      const by = { scope: { vendorAccountId: caller.account.id } }
      await recordShipmentUpdate(db, by, params.id, body, now(), notice)
      void mail.flush()
      const shipment = await view(params.id, request)
      return { message: updatedMessage(shipment), data: shipment }
    }),
  ]
}
