import {
  formatMoney,
  formatNumber,
  type PurchaseOrder,
  type Quote,
  quoteStatusForVendor,
  type Rfq,
  routeTo,
  type VendorStats,
} from '@ally/sdk'
import { useId, useMemo } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { RfqAnswer } from '../../../blocks/status/RfqAnswer'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { usePurchaseOrderList, useQuoteList, useRfqList } from '../../../queries/sourcing'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { StatusBadge } from '../../../ui/StatusBadge'
import '../../../blocks/tabs/Tabs.css'
import './VendorActivity.css'

/** Rows asked for per page of each activity list. */
export const VENDOR_ACTIVITY_PAGE_SIZE = 20

/** The tabs of a vendor's activity. */
export type VendorActivityTab = 'rfqs' | 'quotes' | 'purchaseOrders'

export interface VendorActivityProps {
  vendorId: string
  /** The counts shown on the tabs (from the vendor's stats). */
  stats: Pick<VendorStats, 'rfqCount' | 'quoteCount' | 'purchaseOrderCount'>
  /** The tab shown first. @default 'rfqs' */
  defaultTab?: VendorActivityTab
  className?: string
}

/**
 * What this buyer has done with one vendor: its RFQs, quotes and purchase orders, one tab each.
 * A tab's list is only fetched once the tab is shown (react-aria mounts the selected panel only),
 * 20 rows at a time.
 */
export function VendorActivity({ vendorId, stats, defaultTab, className }: VendorActivityProps) {
  const headingId = useId()
  return (
    <section
      className={cx('ally-VendorPanel', 'ally-VendorDetail-activity', className)}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>Activity</h2>
      <Tabs className="ally-Tabs" defaultSelectedKey={defaultTab ?? 'rfqs'}>
        <TabList aria-labelledby={headingId} className="ally-Tabs-list">
          <ActivityTab id="rfqs" label="RFQs" count={stats.rfqCount} />
          <ActivityTab id="quotes" label="Quotes" count={stats.quoteCount} />
          <ActivityTab
            id="purchaseOrders"
            label="Purchase orders"
            count={stats.purchaseOrderCount}
          />
        </TabList>
        <TabPanel id="rfqs" className="ally-VendorDetail-tabPanel">
          <RfqList vendorId={vendorId} />
        </TabPanel>
        <TabPanel id="quotes" className="ally-VendorDetail-tabPanel">
          <QuoteList vendorId={vendorId} />
        </TabPanel>
        <TabPanel id="purchaseOrders" className="ally-VendorDetail-tabPanel">
          <PurchaseOrderList vendorId={vendorId} />
        </TabPanel>
      </Tabs>
    </section>
  )
}

function ActivityTab({
  id,
  label,
  count,
}: {
  id: VendorActivityTab
  label: string
  count: number
}) {
  return (
    <Tab id={id} className="ally-Tabs-tab">
      {label} <span className="ally-VendorDetail-tabCount">{formatNumber(count, 0)}</span>
    </Tab>
  )
}

const Muted = ({ children }: { children: string | null }) => (
  <span className="ally-VendorDetail-muted">{children}</span>
)

const RFQ_COLUMNS: DataTableColumn<Rfq>[] = [
  { id: 'ref', name: 'Reference', cell: (rfq) => rfq.taId },
  {
    id: 'title',
    name: 'Title',
    isRowHeader: true,
    cell: (rfq) => <AllyLink to={routeTo.rfq(rfq.id)}>{rfq.title}</AllyLink>,
  },
  { id: 'status', name: 'Status', cell: (rfq) => <StatusBadge kind="rfq" status={rfq.status} /> },
  { id: 'sent', name: 'Sent', cell: (rfq) => formatDate(rfq.sentAt) },
  { id: 'deadline', name: 'Deadline', cell: (rfq) => formatDate(rfq.deadline) },
  { id: 'response', name: 'Response', align: 'end', cell: (rfq) => <RfqAnswer rfq={rfq} /> },
]

function RfqList({ vendorId }: { vendorId: string }) {
  const rfqs = useRfqList({ vendor: vendorId, limit: VENDOR_ACTIVITY_PAGE_SIZE })
  const rows = useMemo(() => pagedItems(rfqs.data) as Rfq[], [rfqs.data])
  return (
    <DataTable
      aria-label="RFQs"
      noun="RFQs"
      columns={RFQ_COLUMNS}
      rows={rows}
      list={rfqs}
      empty={<p>No RFQs sent to this vendor yet.</p>}
      spinnerSize="medium"
    />
  )
}

const QUOTE_COLUMNS: DataTableColumn<Quote>[] = [
  { id: 'ref', name: 'Reference', cell: (quote) => quote.taId },
  {
    id: 'title',
    name: 'Title',
    isRowHeader: true,
    cell: (quote) => <AllyLink to={routeTo.quoteResponses(quote.id)}>{quote.title}</AllyLink>,
  },
  {
    id: 'status',
    name: 'Status',
    cell: (quote) => (
      <StatusBadge
        status={quote.status}
        display={quoteStatusForVendor(quote.status, quote.vendorRfqStatus)}
      />
    ),
  },
  { id: 'rfqs', name: 'RFQs', align: 'end', cell: (quote) => formatNumber(quote.rfqCount, 0) },
  {
    id: 'responses',
    name: 'Responses',
    align: 'end',
    cell: (quote) => formatNumber(quote.responseCount, 0),
  },
  {
    id: 'lowest',
    name: 'Lowest total',
    align: 'end',
    cell: (quote) =>
      quote.lowestTotal === null ? (
        <Muted>No responses</Muted>
      ) : (
        formatMoney(quote.lowestTotal, quote.currency)
      ),
  },
]

function QuoteList({ vendorId }: { vendorId: string }) {
  const quotes = useQuoteList({ vendor: vendorId, limit: VENDOR_ACTIVITY_PAGE_SIZE })
  const rows = useMemo(() => pagedItems(quotes.data) as Quote[], [quotes.data])
  return (
    <DataTable
      aria-label="Quotes"
      noun="quotes"
      columns={QUOTE_COLUMNS}
      rows={rows}
      list={quotes}
      empty={<p>No quotes with this vendor yet.</p>}
    />
  )
}

const PURCHASE_ORDER_COLUMNS: DataTableColumn<PurchaseOrder>[] = [
  {
    id: 'number',
    name: 'Number',
    isRowHeader: true,
    cell: (po) => <AllyLink to={routeTo.purchaseOrder(po.id)}>{po.number}</AllyLink>,
  },
  { id: 'ref', name: 'Reference', cell: (po) => po.taId },
  {
    id: 'status',
    name: 'Status',
    cell: (po) => <StatusBadge kind="purchaseOrder" status={po.status} />,
  },
  { id: 'total', name: 'Total', align: 'end', cell: (po) => formatMoney(po.total, po.currency) },
  { id: 'created', name: 'Created', cell: (po) => formatDate(po.createdAt) },
]

function PurchaseOrderList({ vendorId }: { vendorId: string }) {
  const orders = usePurchaseOrderList({ vendor: vendorId, limit: VENDOR_ACTIVITY_PAGE_SIZE })
  const rows = useMemo(() => pagedItems(orders.data) as PurchaseOrder[], [orders.data])
  return (
    <DataTable
      aria-label="Purchase orders"
      noun="purchase orders"
      columns={PURCHASE_ORDER_COLUMNS}
      rows={rows}
      list={orders}
      empty={<p>No purchase orders for this vendor yet.</p>}
    />
  )
}
