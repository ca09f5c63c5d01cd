import {
  type Envelope,
  type FileRef,
  getErrorMessage,
  isAllyApiError,
  type Shipment,
  type VendorPurchaseOrder,
} from '@ally/sdk'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { PortalRecordMain } from '../../../blocks/portal-frame/PortalPageParts'
import { cx } from '../../../ui/internal/cx'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'
import { PurchaseOrderAnswer } from './PurchaseOrderAnswer'
import { PurchaseOrderDetails } from './PurchaseOrderDetails'
import { purchaseOrderOutcome } from './purchaseOrderOutcome'
import { canShip, ShipGoods, type ShipmentBody } from './ShipGoods'
import { ShipmentsSent } from './ShipmentsSent'
import type { ShipmentUpdateBody } from './ShipmentUpdate'
import '../../../blocks/vendors/vendors.css'
import '../../../blocks/portal-frame/PortalPage.css'
import './VendorPurchaseOrder.css'

/** A PO as its page shows it: the PO and what already shipped of it. */
export interface PurchaseOrderView {
  po: VendorPurchaseOrder
  shipments: readonly Shipment[]
}

/** What the vendor does with a PO, through the link's endpoints or the portal account's. */
export interface PurchaseOrderActions {
  /** Accepts or declines; resolves once the answered PO is in the page's cache. */
  answer: (accept: boolean, note: string | undefined) => Promise<{ message: string }>
  /** Reports a shipment; resolves to the server's message. */
  ship: (body: ShipmentBody) => Promise<{ message: string }>
  /** Uploads one of a shipment's documents. */
  upload: (file: File) => Promise<FileRef>
  /** Posts a status update on a shipment; without it the shipments sent are read-only. */
  updateShipment?: (shipmentId: string, body: ShipmentUpdateBody) => Promise<{ message: string }>
}

export interface PurchaseOrderPageProps<T> {
  /** The PO's read, by link or by portal session. */
  query: UseQueryResult<Envelope<T>, Error>
  /** The PO and its shipments out of what the read answers. */
  view: (data: T) => PurchaseOrderView
  /** Shown instead of the PO when there is nothing to read yet (no session, say); titled `h1`. */
  blocked?: (titleId: string) => ReactNode
  /** What a 404 says: its heading, its text, and the way on. */
  notFound: { title: string; text: string; action: ReactNode }
  /** Links beside the PO's title. */
  actions?: ReactNode
  act: PurchaseOrderActions
  className?: string
}

/** 409: the PO moved on meanwhile (the buyer cancelled it, say); 404: it is no longer there. */
const isStale = (error: unknown) =>
  isAllyApiError(error) && (error.status === 409 || error.status === 404)

/**
 * The page around a purchase order a vendor opens, from its e-mailed link or in its portal: a
 * spinner while it loads, a clear 404 or a retry when it cannot, else the PO with the vendor's
 * answer while it is sent, "Ship goods" while it takes shipments, and the shipments sent. When an
 * action finds the PO moved on (409) or gone (404), the page reads it again.
 */
// ~90 lines on purpose: the read, the expected shipment count and the two focus moves belong
// together; the states, the answer and the shipping are their own parts below.
export function PurchaseOrderPage<T>({
  query,
  view,
  blocked,
  notFound,
  actions,
  act,
  className,
}: PurchaseOrderPageProps<T>) {
  const titleId = useId()
  const outcomeRef = useRef<HTMLDivElement>(null)
  const shipmentsRef = useRef<HTMLHeadingElement>(null)
  /** How many shipments the page shows once the one just reported is read back. */
  const [expected, setExpected] = useState<number | null>(null)
  const order = query.data ? view(query.data.data) : undefined
  const shipped = order?.shipments.length ?? 0
  const showsOutcome = order ? purchaseOrderOutcome(order.po) !== null : false
  const refetch = () => void query.refetch()
  const { dialog, setDialog, answering, answer } = usePurchaseOrderAnswer(
    act,
    refetch,
    showsOutcome,
    outcomeRef,
  )

  // The form starts afresh for the rest once the shipment shows: focus lands on the list of sent.
  useEffect(() => {
    if (expected !== null && shipped >= expected) {
      setExpected(null)
      shipmentsRef.current?.focus()
    }
  }, [expected, shipped])

  const loading = !blocked && query.isPending
  let content: ReactNode
  if (blocked || query.isPending || query.isError || !order) {
    content = (
      <PurchaseOrderState
        titleId={titleId}
        blocked={blocked}
        query={query}
        notFound={notFound}
        refetch={refetch}
      />
    )
  } else {
    const { po, shipments } = order
    content = (
      <PurchaseOrderDetails
        po={po}
        titleId={titleId}
        actions={actions}
        outcomeRef={outcomeRef}
        answer={
          po.status === 'sent' ? (
            <PurchaseOrderAnswer
              po={po}
              open={dialog}
              onOpenChange={setDialog}
              isPending={answering}
              onAnswer={answer}
            />
          ) : null
        }
        shipping={
          <PurchaseOrderShipping
            po={po}
            shipments={shipments}
            act={act}
            isBusy={query.isFetching}
            refetch={refetch}
            onShipped={() => setExpected(shipments.length + 1)}
            headingRef={shipmentsRef}
          />
        }
      />
    )
  }

  return (
    <PortalRecordMain
      className={cx('ally-VendorPurchaseOrder', className)}
      titleId={titleId}
      loading={loading}
      label="Purchase order"
      status={order?.po.status}
    >
      {content}
    </PortalRecordMain>
  )
}

/** "Ship goods" while the PO takes shipments, and the shipments sent (updatable in the portal). */
function PurchaseOrderShipping({
  po,
  shipments,
  act,
  isBusy,
  refetch,
  onShipped,
  headingRef,
}: {
  po: VendorPurchaseOrder
  shipments: readonly Shipment[]
  act: PurchaseOrderActions
  isBusy: boolean
  /** Reads the PO again: an action found it moved on (409) or gone (404). */
  refetch: () => void
  /** After a shipment was reported, before it is read back. */
  onShipped: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const { updateShipment } = act
  return (
    <>
      {canShip(po) && (
        // What shipped read back (a new shipment, one cancelled) starts the form again,
        // prefilled with what is left.
        <ShipGoods
          key={po.lines.map((line) => line.shippedQuantity).join()}
          po={po}
          isBusy={isBusy}
          ship={(body) =>
            act.ship(body).then(
              (result) => {
                onShipped()
                return result
              },
              (error: unknown) => {
                if (isStale(error)) refetch()
                throw error
              },
            )
          }
          upload={act.upload}
        />
      )}
      <ShipmentsSent
        shipments={shipments}
        headingRef={headingRef}
        update={
          updateShipment &&
          ((shipment, body) =>
            updateShipment(shipment.id, body).catch((error: unknown) => {
              if (isStale(error)) refetch()
              throw error
            }))
        }
      />
    </>
  )
}

/**
 * Accepting or declining the PO: the dialog open, the answer under way, and focus on the line
 * that says how it ended once the PO is read back.
 */
function usePurchaseOrderAnswer(
  act: PurchaseOrderActions,
  refetch: () => void,
  showsOutcome: boolean,
  outcomeRef: RefObject<HTMLDivElement | null>,
) {
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null)
  const [answering, setAnswering] = useState(false)
  const [answered, setAnswered] = useState(false)

  // The buttons the vendor pressed are gone once it has answered: focus the line that says so.
  // A frame later, because react-aria's dialog hands focus back a frame after it closes (to its
  // trigger, gone by then, or the page): whichever moves focus last wins. And only once the PO
  // read back says how it ended, since the line is not there before.
  useEffect(() => {
    if (!answered || dialog !== null || !showsOutcome) return
    const frame = requestAnimationFrame(() => outcomeRef.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [answered, dialog, showsOutcome, outcomeRef.current?.focus])

  function answer(accept: boolean, note: string | undefined) {
    setAnswering(true)
    act
      .answer(accept, note)
      .then(({ message }) => {
        setDialog(null)
        setAnswered(true)
        toast.success(message)
      })
      .catch((error: unknown) => {
        showError(error)
        // Either way the page reads the PO again and shows where it stands now.
        if (isStale(error)) {
          setDialog(null)
          refetch()
        }
      })
      .finally(() => setAnswering(false))
  }

  return { dialog, setDialog, answering, answer }
}

/** Instead of the PO: what blocks it (no session), the spinner, a clear 404 or a retry. */
function PurchaseOrderState({
  titleId,
  blocked,
  query,
  notFound,
  refetch,
}: Pick<PurchaseOrderPageProps<unknown>, 'blocked' | 'notFound'> & {
  titleId: string
  query: { isPending: boolean; error: Error | null }
  refetch: () => void
}) {
  if (blocked) {
    return <div className="ally-VendorPurchaseOrder-state">{blocked(titleId)}</div>
  }
  if (query.isPending) {
    return (
      <div className="ally-VendorPurchaseOrder-state">
        <Spinner size="large" aria-label="Loading the purchase order" />
      </div>
    )
  }
  const missing = isAllyApiError(query.error) && query.error.status === 404
  return (
    <div className="ally-VendorPurchaseOrder-state" role="alert">
      <h1 id={titleId}>{missing ? notFound.title : 'Could not load this purchase order'}</h1>
      <p>{missing ? notFound.text : getErrorMessage(query.error)}</p>
      {missing ? (
        notFound.action
      ) : (
        <Button className="ally-VendorButton" onPress={refetch}>
          Retry
        </Button>
      )}
    </div>
  )
}
