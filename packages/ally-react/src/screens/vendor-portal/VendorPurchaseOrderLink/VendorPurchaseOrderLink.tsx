import {
  useAcknowledgePurchaseOrderByLink,
  useCreateShipmentByLink,
  usePurchaseOrderByLink,
  useUploadFileByPurchaseOrderLink,
} from '../../../queries/purchaseOrders'
import { LINK_NOT_VALID_TITLE, uploadWithToken, usePortalLinkAction } from '../shared/linkPage'
import { PurchaseOrderPage } from '../shared/PurchaseOrderPage'

export interface VendorPurchaseOrderLinkProps {
  /** The link token from `?token=` of the purchase order e-mail; it is the only credential. */
  token: string
  className?: string
}

/** What a wrong or withdrawn link says (the server answers 404). */
export const PO_LINK_INVALID =
  'This link is not valid or has expired. Ask the buyer to send the purchase order again.'

/**
 * The purchase order a vendor opens from the buyer's e-mail (`/vendor/po?token=…`), without an
 * account: who orders, the number and status, the PDF, the terms, lines and totals, and — while
 * the PO is sent — "Accept purchase order" or "Decline", each with an optional note. Once
 * accepted, "Ship goods" reports a shipment (in parts, as many as it takes: each line prefilled
 * with what is left to ship) and the shipments sent are listed with their status. Once declined,
 * cancelled by the buyer or shipped in full, the page says so and offers nothing more. The same
 * page in the vendor's portal is `VendorPurchaseOrder`.
 *
 * @example
 * const token = new URLSearchParams(location.search).get('token')
 * return token ? <VendorPurchaseOrderLink token={token} /> : <NotFound />
 */
export function VendorPurchaseOrderLink({ token, className }: VendorPurchaseOrderLinkProps) {
  const po = usePurchaseOrderByLink(token)
  const acknowledge = useAcknowledgePurchaseOrderByLink(token)
  const ship = useCreateShipmentByLink(token)
  const upload = useUploadFileByPurchaseOrderLink()

  const portalLink = usePortalLinkAction()

  return (
    <PurchaseOrderPage
      className={className}
      query={po}
      view={(order) => ({ po: order, shipments: order.shipments })}
      notFound={{ title: LINK_NOT_VALID_TITLE, text: PO_LINK_INVALID, action: portalLink }}
      actions={portalLink}
      act={{
        answer: (accept, note) =>
          acknowledge.mutateAsync({ query: { token }, body: { accept, note } }),
        ship: (body) => ship.mutateAsync({ query: { token }, body }),
        upload: uploadWithToken(upload, token),
      }}
    />
  )
}
