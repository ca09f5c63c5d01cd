import {
  acknowledgePurchaseOrder,
  acknowledgePurchaseOrderByLink,
  getPurchaseOrderByLink,
  getVendorPurchaseOrder,
} from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { attachmentSigner } from '../files/attachments'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { toShipment } from '../shipments/mappers'
import { acknowledgePurchaseOrder as acknowledge } from './acknowledge-purchase-order'
import { toVendorPurchaseOrder } from './mappers'
import {
  accountPurchaseOrderId,
  purchaseOrderIdByLink,
  purchaseOrderShipments,
  vendorPurchaseOrderRow,
} from './queries'

// A purchase order on the vendor's side: opened and answered from its e-mailed link
// (`/vendor/po?token=…`, no account: the token is the only credential) or in the portal, among
// the POs sent to the account's vendor rows. Anything else is not found, whoever's it is.

const GONE = 'This link does not work. Ask the buyer to send the purchase order again.'
const NOT_FOUND = 'This purchase order does not exist.'
/** Requests a minute per address: enough for a person, few for someone guessing tokens. */
const LINK_RATE_LIMIT = 60

const answered = (accept: boolean, number: string) =>
  accept ? `Purchase order ${number} accepted` : `Purchase order ${number} declined`

export function vendorPurchaseOrderRoutes({
  db,
  mail,
  appUrl,
  now,
  fileLinks,
  signals,
}: AppContext) {
  const notice = { mail, appUrl }
  /** The PO with what shipped of it: a vendor shipping in parts sees what it already sent. */
  async function view(poId: string, request: FastifyRequest, missing: string) {
    const row = await vendorPurchaseOrderRow(db, poId)
    if (!row) throw notFound(missing)
    const sign = attachmentSigner(request, fileLinks)
    const at = now()
    const rows = await purchaseOrderShipments(db, row.po.businessId, row)
    return {
      po: toVendorPurchaseOrder(row, sign),
      shipments: rows.map((shipment) => toShipment(shipment, at, sign)),
    }
  }
  async function linked(poId: string, request: FastifyRequest) {
    const { po, shipments } = await view(poId, request, GONE)
    return { ...po, shipments }
  }
  async function byLink(token: string) {
    const id = await purchaseOrderIdByLink(db, token)
    if (!id) throw notFound(GONE)
    return id
  }
  async function ofAccount(accountId: string, poId: string) {
    const id = await accountPurchaseOrderId(db, accountId, poId)
    if (!id) throw notFound(NOT_FOUND)
    return id
  }

  return [
    implement(
      getPurchaseOrderByLink,
      async ({ query, request }) => {
        const po = await linked(await byLink(query.token), request)
        return { message: po.number, data: po }
      },
      { rateLimit: LINK_RATE_LIMIT },
    ),
    implement(
      acknowledgePurchaseOrderByLink,
      async ({ query, body, request }) => {
        const id = await byLink(query.token)
        await acknowledge(db, id, body, now(), notice)
        void mail.flush()
        signals.emit({ type: 'purchase_order.answered', poId: id })
        const po = await linked(id, request)
        return { message: answered(body.accept, po.number), data: po }
      },
      { rateLimit: LINK_RATE_LIMIT },
    ),
    implement(getVendorPurchaseOrder, async ({ query, caller, request }) => {
      const id = await ofAccount(caller.account.id, query.poId)
      const { po, shipments } = await view(id, request, NOT_FOUND)
      return { message: po.number, data: { purchaseOrder: po, shipments } }
    }),
    implement(acknowledgePurchaseOrder, async ({ params, body, caller, request }) => {
      const id = await ofAccount(caller.account.id, params.id)
      await acknowledge(db, id, body, now(), notice)
      void mail.flush()
      signals.emit({ type: 'purchase_order.answered', poId: id })
      const { po } = await view(id, request, NOT_FOUND)
      return { message: answered(body.accept, po.number), data: po }
    }),
  ]
}
