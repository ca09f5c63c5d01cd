import { BackToPortal, portalLoginRequired } from '../../../blocks/portal-frame/PortalPageParts'
import {
  useAcknowledgePurchaseOrder,
  useCreateVendorShipment,
  useUpdateVendorShipment,
  useVendorPurchaseOrder,
} from '../../../queries/purchaseOrders'
import { useVendorUploadFile } from '../../../queries/vendorAccount'
import { useVendorSession } from '../../../session/useVendorSession'
import { PurchaseOrderPage } from '../shared/PurchaseOrderPage'

export interface VendorPurchaseOrderProps {
  /** The purchase order's id, from the path (`/vendor/purchase-orders/{poId}`). */
  poId: string
  className?: string
}

/** What a PO that is not this vendor's, or does not exist, says (the server answers 404). */
export const VENDOR_PO_NOT_FOUND =
  'This purchase order was not sent to your company, or it no longer exists.'

/**
 * One purchase order in the vendor's portal (`/vendor/purchase-orders/{poId}`), opened from its
 * home's list: the same page as the e-mailed link (the PO, accept or decline while it is sent,
 * "Ship goods" while it takes shipments, the shipments sent), sent with the vendor's session and
 * its account's uploads, and "Post an update" on each shipment on its way. Without a vendor
 * session it leads to the portal's log-in.
 *
 * @example
 * const { poId = '' } = useParams<{ poId: string }>()
 * return <VendorPurchaseOrder poId={poId} />
 */
export function VendorPurchaseOrder({ poId, className }: VendorPurchaseOrderProps) {
  const session = useVendorSession()
  const po = useVendorPurchaseOrder(poId, { enabled: session !== null && poId !== '' })
  const acknowledge = useAcknowledgePurchaseOrder(poId)
  const ship = useCreateVendorShipment(poId)
  const update = useUpdateVendorShipment(poId)
  const upload = useVendorUploadFile()
  const backToPortal = <BackToPortal>Back to your portal</BackToPortal>

  return (
    <PurchaseOrderPage
      className={className}
      query={po}
      view={({ purchaseOrder, shipments }) => ({ po: purchaseOrder, shipments })}
      blocked={portalLoginRequired(session, {
        title: 'Log in to open this purchase order',
        text: 'Purchase orders in your portal open with your vendor account.',
      })}
      notFound={{
        title: 'Purchase order not found',
        text: VENDOR_PO_NOT_FOUND,
        action: backToPortal,
      }}
      actions={backToPortal}
      act={{
        answer: (accept, note) =>
          acknowledge.mutateAsync({ params: { id: poId }, body: { accept, note } }),
        ship: (body) => ship.mutateAsync({ body: { ...body, purchaseOrderId: poId } }),
        upload: (file) =>
          upload.mutateAsync({ query: { name: file.name }, body: file }).then(({ data }) => data),
        updateShipment: (id, body) => update.mutateAsync({ params: { id }, body }),
      }}
    />
  )
}
