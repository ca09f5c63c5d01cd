import { getErrorMessage, isAllyApiError, ROUTES } from '@ally/sdk'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { AllyLink } from '../../../provider/AllyLink'
import {
  useAcknowledgePurchaseOrderByLink,
  useCreateShipmentByLink,
  usePurchaseOrderByLink,
  useUploadFileByPurchaseOrderLink,
} from '../../../queries/purchaseOrders'
import { useVendorSession } from '../../../session/useVendorSession'
import { cx } from '../../../ui/internal/cx'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'
import { showError } from '../../shared/useErrorToast'
import { PurchaseOrderAnswer } from './PurchaseOrderAnswer'
import { PurchaseOrderDetails } from './PurchaseOrderDetails'
import { canShip, ShipGoods } from './ShipGoods'
import { ShipmentsSent } from './ShipmentsSent'
import '../../shared/vendors.css'
import './VendorPurchaseOrderLink.css'

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
 * cancelled by the buyer or shipped in full, the page says so and offers nothing more.
 *
 * @example
 * const token = new URLSearchParams(location.search).get('token')
 * return token ? <VendorPurchaseOrderLink token={token} /> : <NotFound />
 */
export function VendorPurchaseOrderLink({ token, className }: VendorPurchaseOrderLinkProps) {
  const titleId = useId()
  const po = usePurchaseOrderByLink(token)
  const session = useVendorSession()
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const [answered, setAnswered] = useState(false)
  const acknowledge = useAcknowledgePurchaseOrderByLink(token, {
    onSuccess: (result) => {
      setDialog(null)
      setAnswered(true)
      toast.success(result.message)
    },
    onError: (error) => {
      showError(error)
      // 409: the PO moved on meanwhile (the buyer cancelled it, say); 404: the link stopped
      // working. Either way the page reads it again and shows where it stands now.
      if (isAllyApiError(error) && (error.status === 409 || error.status === 404)) {
        setDialog(null)
        void po.refetch()
      }
    },
  })

  // The buttons the vendor pressed are gone once it has answered: focus the line that says so.
  useEffect(() => {
    if (answered && dialog === null) outcomeRef.current?.focus()
  }, [answered, dialog])

  const shipmentsRef = useRef<HTMLHeadingElement>(null)
  /** How many shipments the page shows once the one just reported is read back. */
  const [expected, setExpected] = useState<number | null>(null)
  const shipped = po.data?.data.shipments.length ?? 0
  const ship = useCreateShipmentByLink(token, {
    onError: (error) => {
      // 409: the PO moved on (shipped in full from elsewhere, cancelled); 404: the link stopped
      // working. The page reads it again and shows where it stands now.
      if (isAllyApiError(error) && (error.status === 409 || error.status === 404)) {
        void po.refetch()
      }
    },
  })
  const upload = useUploadFileByPurchaseOrderLink()
  // The form starts afresh for the rest once the shipment shows: focus lands on the list of sent.
  useEffect(() => {
    if (expected !== null && shipped >= expected) {
      setExpected(null)
      shipmentsRef.current?.focus()
    }
  }, [expected, shipped])

  const portalLink = session ? (
    <AllyLink
      className="ally-VendorButton"
      data-variant="secondary"
      to={ROUTES.vendorRegistrationSuccess}
    >
      Open your vendor portal
    </AllyLink>
  ) : null

  const loading = po.isPending
  let content: ReactNode
  if (po.isPending) {
    content = (
      <div className="ally-VendorPurchaseOrder-state">
        <Spinner size="large" aria-label="Loading the purchase order" />
      </div>
    )
  } else if (po.isError) {
    const missing = isAllyApiError(po.error) && po.error.status === 404
    content = (
      <div className="ally-VendorPurchaseOrder-state" role="alert">
        <h1 id={titleId}>{missing ? 'Link not valid' : 'Could not load this purchase order'}</h1>
        <p>{missing ? PO_LINK_INVALID : getErrorMessage(po.error)}</p>
        {missing ? (
          portalLink
        ) : (
          <Button className="ally-VendorButton" onPress={() => void po.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    const order = po.data.data
    content = (
      <PurchaseOrderDetails
        po={order}
        titleId={titleId}
        actions={portalLink}
        outcomeRef={outcomeRef}
        answer={
          order.status === 'sent' ? (
            <PurchaseOrderAnswer
              po={order}
              open={dialog}
              onOpenChange={setDialog}
              isPending={acknowledge.isPending}
              onAnswer={(accept, note) =>
                acknowledge.mutate({ query: { token }, body: { accept, note } })
              }
            />
          ) : null
        }
        shipping={
          <>
            {canShip(order) && (
              // A new shipment read back starts the form again, prefilled with what is left.
              <ShipGoods
                key={order.shipments.length}
                po={order}
                isBusy={po.isFetching}
                ship={(body) =>
                  ship.mutateAsync({ query: { token }, body }).then((result) => {
                    setExpected(order.shipments.length + 1)
                    return result
                  })
                }
                upload={(file) =>
                  upload
                    .mutateAsync({ query: { token, name: file.name }, body: file })
                    .then(({ data }) => data)
                }
              />
            )}
            <ShipmentsSent shipments={order.shipments} headingRef={shipmentsRef} />
          </>
        }
      />
    )
  }

  return (
    <main
      className={cx('ally-VendorPurchaseOrder', className)}
      aria-labelledby={loading ? undefined : titleId}
      aria-label={loading ? 'Purchase order' : undefined}
      aria-busy={loading || undefined}
      data-status={po.data?.data.status}
    >
      {content}
    </main>
  )
}
