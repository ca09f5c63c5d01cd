import { formatMoney, formatNumber, type PurchaseOrder, type VendorPurchaseOrder } from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { LOADED_LIST } from '../../../blocks/detail-page/loadedList'
import { purchaseOrderLineColumn } from '../../../blocks/status/recordColumns'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate, formatDay } from '../../../ui/format'

const NONE = '—'

type Line = PurchaseOrder['lines'][number]

const lineColumns = (currency: string, shipped: boolean): DataTableColumn<Line>[] => {
  const column = purchaseOrderLineColumn(currency)
  return [
    column.description,
    column.quantity,
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
    column.unit,
    column.unitPrice,
    column.amount,
  ]
}

/** The PO's PDFs, newest first, or that there is none yet. */
export function PurchaseOrderPdfCard({ po }: { po: VendorPurchaseOrder }) {
  const headingId = useId()
  const documents = [...po.documents].reverse()
  return (
    <section className="ally-VendorPurchaseOrder-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ally-VendorPurchaseOrder-subtitle">
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
  )
}

/** The PO's terms (buyer, supplier, sent, delivery, payment, currency) and the buyer's notes. */
export function PurchaseOrderTermsCard({ po }: { po: VendorPurchaseOrder }) {
  const headingId = useId()
  const buyer = po.buyer.businessName
  return (
    <section className="ally-VendorPurchaseOrder-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ally-VendorPurchaseOrder-subtitle">
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
  )
}

/** The PO's lines (with how much of each shipped, once anything has) and its totals. */
export function PurchaseOrderItemsCard({ po }: { po: VendorPurchaseOrder }) {
  const headingId = useId()
  return (
    <section className="ally-VendorPurchaseOrder-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ally-VendorPurchaseOrder-subtitle">
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
