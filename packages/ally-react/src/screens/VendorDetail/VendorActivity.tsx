import {
  formatMoney,
  formatNumber,
  getErrorMessage,
  LOCALE,
  type PurchaseOrder,
  purchaseOrderStatus,
  type Quote,
  quoteStatusForVendor,
  type Rfq,
  rfqAnswer,
  rfqStatus,
  routeTo,
  type VendorStats,
} from '@ally/sdk'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { AllyLink } from '../../provider/AllyLink'
import { usePurchaseOrderList, useQuoteList, useRfqList } from '../../queries/sourcing'
import { cx } from '../../ui/internal/cx'
import { Spinner } from '../../ui/Spinner'
import { StatusChip } from '../shared/VendorStatusChip'
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

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' })
const formatDate = (timestamp: string) => dateFormat.format(new Date(timestamp))

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
      <Tabs className="ally-VendorDetail-tabs" defaultSelectedKey={defaultTab ?? 'rfqs'}>
        <TabList aria-labelledby={headingId} className="ally-VendorDetail-tabList">
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
    <Tab id={id} className="ally-VendorDetail-tab">
      {label} <span className="ally-VendorDetail-tabCount">{formatNumber(count, 0)}</span>
    </Tab>
  )
}

function RfqList({ vendorId }: { vendorId: string }) {
  const rfqs = useRfqList({ vendor: vendorId, limit: VENDOR_ACTIVITY_PAGE_SIZE })
  const rows: Rfq[] = rfqs.data?.pages.flatMap((page) => page.data.items) ?? []
  return (
    <ActivityList
      query={rfqs}
      loaded={rows.length}
      noun="RFQs"
      empty="No RFQs sent to this vendor yet."
    >
      <ActivityTable
        label="RFQs"
        columns={['Reference', 'Title', 'Status', 'Sent', 'Deadline', 'Response']}
      >
        {rows.map((rfq) => (
          <tr key={rfq.id}>
            <td className="ally-VendorDetail-ref">{rfq.taId}</td>
            <th scope="row">
              <AllyLink to={routeTo.rfq(rfq.id)}>{rfq.title}</AllyLink>
            </th>
            <td>
              <StatusChip status={rfq.status} display={rfqStatus(rfq.status)} />
            </td>
            <td>{formatDate(rfq.sentAt)}</td>
            <td>{formatDate(rfq.deadline)}</td>
            <td className="ally-VendorDetail-amount">
              <RfqAnswer rfq={rfq} />
            </td>
          </tr>
        ))}
      </ActivityTable>
    </ActivityList>
  )
}

function QuoteList({ vendorId }: { vendorId: string }) {
  const quotes = useQuoteList({ vendor: vendorId, limit: VENDOR_ACTIVITY_PAGE_SIZE })
  const rows: Quote[] = quotes.data?.pages.flatMap((page) => page.data.items) ?? []
  return (
    <ActivityList
      query={quotes}
      loaded={rows.length}
      noun="quotes"
      empty="No quotes with this vendor yet."
    >
      <ActivityTable
        label="Quotes"
        columns={['Reference', 'Title', 'Status', 'RFQs', 'Responses', 'Lowest total']}
      >
        {rows.map((quote) => (
          <tr key={quote.id}>
            <td className="ally-VendorDetail-ref">{quote.taId}</td>
            <th scope="row">
              <AllyLink to={routeTo.quote(quote.id)}>{quote.title}</AllyLink>
            </th>
            <td>
              <StatusChip
                status={quote.status}
                display={quoteStatusForVendor(quote.status, quote.vendorRfqStatus)}
              />
            </td>
            <td className="ally-VendorDetail-amount">{formatNumber(quote.rfqCount, 0)}</td>
            <td className="ally-VendorDetail-amount">{formatNumber(quote.responseCount, 0)}</td>
            <td className="ally-VendorDetail-amount">
              {quote.lowestTotal === null ? (
                <span className="ally-VendorDetail-muted">No responses</span>
              ) : (
                formatMoney(quote.lowestTotal, quote.currency)
              )}
            </td>
          </tr>
        ))}
      </ActivityTable>
    </ActivityList>
  )
}

function PurchaseOrderList({ vendorId }: { vendorId: string }) {
  const orders = usePurchaseOrderList({ vendor: vendorId, limit: VENDOR_ACTIVITY_PAGE_SIZE })
  const rows: PurchaseOrder[] = orders.data?.pages.flatMap((page) => page.data.items) ?? []
  return (
    <ActivityList
      query={orders}
      loaded={rows.length}
      noun="purchase orders"
      empty="No purchase orders for this vendor yet."
    >
      <ActivityTable
        label="Purchase orders"
        columns={['Number', 'Reference', 'Status', 'Total', 'Created']}
      >
        {rows.map((po) => (
          <tr key={po.id}>
            <th scope="row">
              {po.orderId ? (
                <AllyLink to={routeTo.order(po.orderId)}>{po.number}</AllyLink>
              ) : (
                po.number
              )}
            </th>
            <td className="ally-VendorDetail-ref">{po.taId}</td>
            <td>
              <StatusChip status={po.status} display={purchaseOrderStatus(po.status)} />
            </td>
            <td className="ally-VendorDetail-amount">{formatMoney(po.total, po.currency)}</td>
            <td>{formatDate(po.createdAt)}</td>
          </tr>
        ))}
      </ActivityTable>
    </ActivityList>
  )
}

/** The parts of an infinite list query the activity lists read. */
interface ListQuery {
  isPending: boolean
  isError: boolean
  error: Error | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  refetch: () => unknown
  fetchNextPage: () => unknown
}

/** Loading, error (with Retry), empty, or the rows with "Load more" while pages remain. */
function ActivityList({
  query,
  loaded,
  noun,
  empty,
  children,
}: {
  query: ListQuery
  /** Rows loaded so far. */
  loaded: number
  /** Plural, as in "Could not load {noun}". */
  noun: string
  empty: string
  children: ReactNode
}) {
  const rowsRef = useRef<HTMLDivElement>(null)
  // "Load more" goes away with the last page: its keyboard user lands on the rows, not the page.
  const keepFocus = useRef(false)
  useEffect(() => {
    if (!keepFocus.current || query.isFetchingNextPage) return
    keepFocus.current = false
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!query.hasNextPage && lost) {
      rowsRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus()
    }
  }, [query.isFetchingNextPage, query.hasNextPage])

  if (query.isPending) {
    return (
      <div className="ally-VendorDetail-listState">
        <Spinner aria-label={`Loading ${noun}`} />
      </div>
    )
  }
  if (query.isError && loaded === 0) {
    return (
      <div className="ally-VendorDetail-listState" role="alert">
        <p>
          Could not load {noun}. {getErrorMessage(query.error)}
        </p>
        <Button className="ally-VendorButton" onPress={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  if (loaded === 0) {
    return (
      <div className="ally-VendorDetail-listState">
        <p>{empty}</p>
      </div>
    )
  }
  return (
    <div ref={rowsRef} className="ally-VendorDetail-rows">
      {children}
      {query.isFetchNextPageError && (
        <p className="ally-VendorAlert" role="alert">
          Could not load more {noun}. {getErrorMessage(query.error)}
        </p>
      )}
      {query.hasNextPage && (
        <div className="ally-VendorDetail-more">
          <Button
            className="ally-VendorButton"
            data-variant="secondary"
            isPending={query.isFetchingNextPage}
            onPress={() => {
              keepFocus.current = true
              void query.fetchNextPage()
            }}
          >
            {query.isFetchingNextPage && (
              <Spinner size="small" aria-label={`Loading more ${noun}`} />
            )}
            Load more
          </Button>
        </div>
      )}
    </div>
  )
}

function ActivityTable({
  label,
  columns,
  children,
}: {
  label: string
  columns: string[]
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll it sideways on a narrow screen (axe: scrollable-region-focusable)
    <section className="ally-VendorDetail-tableScroll" aria-label={label} tabIndex={0}>
      <table className="ally-VendorDetail-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}

/** The vendor's quoted total, or what its answer amounts to (declined, awaited, none). */
function RfqAnswer({ rfq }: { rfq: Rfq }) {
  const answer = rfqAnswer(rfq)
  if (answer === null && rfq.total !== null) return <>{formatMoney(rfq.total, rfq.currency)}</>
  return <span className="ally-VendorDetail-muted">{answer}</span>
}
