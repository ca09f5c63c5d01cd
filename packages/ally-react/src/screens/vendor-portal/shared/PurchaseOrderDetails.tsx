import { formatMoney, formatNumber, type PurchaseOrder, type VendorPurchaseOrder } from '@ally/sdk'
import { type ReactNode, type RefObject, useId } from 'react'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { LOADED_LIST } from '../../../blocks/detail-page/loadedList'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate, formatDay } from '../../../ui/format'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { purchaseOrderOutcome } from './purchaseOrderOutcome'

const NONE = '—'

type Line = PurchaseOrder['lines'][number]

const lineColumns = (currency: string, shipped: boolean): DataTableColumn<Line>[] => [
  { id: 'description', name: 'Description', isRowHeader: true, cell: (line) => line.description },
  { id: 'quantity', name: 'Quantity', align: 'end', cell: (line) => formatNumber(line.quantity) },
  ...(shipped
    ? [
        {
          id: 'shipped',
          name: 'Shipped',
          align: 'end' as const,
          cell: (line: Line) => formatNumber(line.shippedQuantity),
        },
      ]
    : []),
  { id: 'unit', name: 'Unit', cell: (line) => line.unit },
  {
    id: 'unitPrice',
    name: 'Unit price',
    align: 'end',
    cell: (line) => formatMoney(line.unitPrice, currency),
  },
  { id: 'amount', name: 'Amount', align: 'end', cell: (line) => formatMoney(line.total, currency) },
]

export interface PurchaseOrderDetailsProps {
  po: VendorPurchaseOrder
  /** The id of the element that titles the page (the PO's number). */
  titleId: string
  /** Links beside the title. */
  actions?: ReactNode
  /** The accept/decline panel, while the PO is sent. */
  answer?: ReactNode
  /** The shipping form and the shipments sent, once the PO is accepted. */
  shipping?: ReactNode
  /** Where focus goes once the vendor has answered: the line that says what happened. */
  outcomeRef?: RefObject<HTMLDivElement | null>
}

/**
 * A purchase order as its vendor sees it: who orders, the number and status, what happened to it
 * (accepted, declined, cancelled by the buyer), the PDF, the terms, the lines (with how much of
 * each shipped, once anything has) and the totals, the vendor's answer while it is open, and its
 * shipping once accepted.
 */
export function PurchaseOrderDetails({
  po,
  titleId,
  actions,
  answer,
  shipping,
  outcomeRef,
}: PurchaseOrderDetailsProps) {
  const ids = { documents: useId(), terms: useId(), lines: useId() }
  const outcome = purchaseOrderOutcome(po)
  const documents = [...po.documents].reverse()
  const buyer = po.buyer.businessName

  return (
    <>
      <PageHeader
        className="ally-VendorPurchaseOrder-header"
        titleId={titleId}
        // The app names the tab by its route.
        documentTitle={null}
        eyebrow={buyer}
        title={`Purchase order ${po.number}`}
        description={
          <p className="ally-VendorPurchaseOrder-ref">
            <span>Reference {po.taId}</span> <StatusBadge kind="purchaseOrder" status={po.status} />
          </p>
        }
        actions={actions}
      />
      {outcome && (
        <div
          ref={outcomeRef}
          className="ally-VendorPurchaseOrder-outcome"
          data-tone={outcome.tone}
          role="status"
          tabIndex={-1}
        >
          <p>{outcome.text}</p>
          {outcome.note && (
            <p className="ally-VendorPurchaseOrder-outcomeNote">
              {outcome.note.label}: {outcome.note.text}
            </p>
          )}
        </div>
      )}
      {answer}
      {shipping}
      <section className="ally-VendorPurchaseOrder-card" aria-labelledby={ids.documents}>
        <h2 id={ids.documents} className="ally-VendorPurchaseOrder-subtitle">
          Purchase order PDF
        </h2>
        {documents.length ? (
          <>
            <AttachmentList files={documents} label={`PDFs of purchase order ${po.number}`} />
            {documents.length > 1 && <p className="ally-VendorPurchaseOrder-hint">Newest first.</p>}
          </>
        ) : (
          <p className="ally-VendorPurchaseOrder-hint">
            No PDF yet: everything on it is on this page.
          </p>
        )}
      </section>
      <section className="ally-VendorPurchaseOrder-card" aria-labelledby={ids.terms}>
        <h2 id={ids.terms} className="ally-VendorPurchaseOrder-subtitle">
          Terms
        </h2>
        <dl className="ally-VendorPurchaseOrder-terms">
          <Term label="Buyer">{buyer}</Term>
          <Term label="Supplier">{po.vendor.name}</Term>
          <Term label="Sent">
            {po.sentAt ? <time dateTime={po.sentAt}>{formatDate(po.sentAt)}</time> : NONE}
          </Term>
          <Term label="Deliver to">{po.deliveryAddress ?? NONE}</Term>
          <Term label="Deliver by">
            {po.deliveryDate ? (
              <time dateTime={po.deliveryDate}>{formatDay(po.deliveryDate)}</time>
            ) : (
              NONE
            )}
          </Term>
          <Term label="Payment terms">{po.paymentTerms ?? NONE}</Term>
          <Term label="Currency">{po.currency.toUpperCase()}</Term>
        </dl>
        {po.notes && (
          <div className="ally-VendorPurchaseOrder-notes">
            <h3>Notes from {buyer}</h3>
            <p>{po.notes}</p>
          </div>
        )}
      </section>
      <section className="ally-VendorPurchaseOrder-card" aria-labelledby={ids.lines}>
        <h2 id={ids.lines} className="ally-VendorPurchaseOrder-subtitle">
          Items ({formatNumber(po.lines.length, 0)})
        </h2>
        <DataTable
          aria-label="Items"
          noun="items"
          columns={lineColumns(
            po.currency,
            po.lines.some((line) => line.shippedQuantity > 0),
          )}
          rows={po.lines}
          list={LOADED_LIST}
          empty={<p>This purchase order lists no items.</p>}
        />
        <section className="ally-VendorPurchaseOrder-totals" aria-label="Totals">
          <dl>
            <Term label="Subtotal">{formatMoney(po.subtotal, po.currency)}</Term>
            <Term label="Tax">{formatMoney(po.tax, po.currency)}</Term>
            <Term label="Shipping">{formatMoney(po.shippingCost, po.currency)}</Term>
            <Term label="Total" total>
              {formatMoney(po.total, po.currency)}
            </Term>
          </dl>
        </section>
      </section>
    </>
  )
}

/** One term of a PO or a shipment: its label over its value. */
export function Term({
  label,
  total,
  children,
}: {
  label: string
  total?: boolean
  children: ReactNode
}) {
  return (
    <div className="ally-VendorPurchaseOrder-term" data-total={total || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
