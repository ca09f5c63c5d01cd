import { formatMoney, formatNumber, type PurchaseOrder, type Shipment } from '@ally/sdk'
import type { DataTableColumn } from '../../ui/DataTable'
import { formatDate } from '../../ui/format'
import { PurchaseOrderStatus } from './PurchaseOrderStatus'
import { ShipmentDue, ShipmentStatusBadge, shipmentReceived } from './ShipmentBadges'

/**
 * The columns every table of purchase orders shows the same way (the list, an order's page):
 * pick them in the table's own order.
 */
export const PURCHASE_ORDER_COLUMN = {
  number: { id: 'number', name: 'Number', isRowHeader: true, cell: (po) => po.number },
  vendor: { id: 'vendor', name: 'Vendor', cell: (po) => po.vendor.name },
  status: { id: 'status', name: 'Status', cell: (po) => <PurchaseOrderStatus po={po} /> },
  total: {
    id: 'total',
    name: 'Total',
    align: 'end',
    cell: (po) => formatMoney(po.total, po.currency),
  },
  sent: {
    id: 'sent',
    name: 'Sent',
    cell: (po) => (po.sentAt ? formatDate(po.sentAt) : 'Not sent'),
  },
} satisfies Record<string, DataTableColumn<PurchaseOrder>>

/**
 * Where a shipment stands, as the order's and the PO's shipment tables show it: the carrier's
 * status, when it is expected (Late once past), and how much of it was received.
 */
export const SHIPMENT_PROGRESS_COLUMNS: DataTableColumn<Shipment>[] = [
  { id: 'status', name: 'Status', cell: (shipment) => <ShipmentStatusBadge shipment={shipment} /> },
  { id: 'estimated', name: 'Expected', cell: (shipment) => <ShipmentDue shipment={shipment} /> },
  { id: 'received', name: 'Received', cell: (shipment) => shipmentReceived(shipment) },
]

type PurchaseOrderLine = PurchaseOrder['lines'][number]

/**
 * The columns of a PO's lines that the buyer's and the vendor's pages show alike, amounts in the
 * PO's currency: pick them in the table's own order.
 */
export const purchaseOrderLineColumn = (currency: string) =>
  ({
    description: {
      id: 'description',
      name: 'Description',
      isRowHeader: true,
      cell: (line) => line.description,
    },
    quantity: {
      id: 'quantity',
      name: 'Quantity',
      align: 'end',
      cell: (line) => formatNumber(line.quantity),
    },
    unit: { id: 'unit', name: 'Unit', cell: (line) => line.unit },
    unitPrice: {
      id: 'unitPrice',
      name: 'Unit price',
      align: 'end',
      cell: (line) => formatMoney(line.unitPrice, currency),
    },
    amount: {
      id: 'amount',
      name: 'Amount',
      align: 'end',
      cell: (line) => formatMoney(line.total, currency),
    },
  }) satisfies Record<string, DataTableColumn<PurchaseOrderLine>>
