import {
  formatMoney,
  formatNumber,
  getErrorMessage,
  listVendorPurchaseOrders,
  listVendorRfqs,
  logout,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrder,
  purchaseOrderStatus,
  RFQ_STATUSES,
  type Rfq,
  ROUTES,
  rfqAnswer,
  rfqStatus,
  type StatusDisplay,
  type VendorAccount,
  type VendorPurchaseOrder,
  type VendorRfq,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { AllyLink } from '../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import { allyQueryKey, pagedItems } from '../../queries/endpoint'
import { useVendorPurchaseOrderList, useVendorRfqInbox } from '../../queries/sourcing'
import { useVendorSession } from '../../session/useVendorSession'
import { cx } from '../../ui/internal/cx'
import { Select, type SelectOption } from '../../ui/Select'
import { Spinner } from '../../ui/Spinner'
import { TextInput } from '../../ui/TextInput'
import { useDebouncedValue } from '../shared/useDebouncedValue'
import { StatusChip } from '../shared/VendorStatusChip'
import { answerTotal, deadlineHint, formatDay, formatTimestamp } from './format'
import '../shared/vendors.css'
import './VendorHome.css'

/** How long typing must pause before a search is sent. */
export const VENDOR_HOME_SEARCH_DEBOUNCE_MS = 300
/** Rows asked for per page, in both lists. */
export const VENDOR_HOME_PAGE_SIZE = 20

const ALL = 'all'

export interface VendorHomeProps {
  /**
   * Shown between the header and the lists, e.g. the "You're all set" note after sign-up
   * (`VendorRegistrationSuccess` passes it).
   */
  welcome?: ReactNode
  className?: string
}

/**
 * The signed-in vendor's home in the vendor portal: who is signed in, a way to edit the company
 * profile or log out, and two tabs listing what buyers sent — RFQs (with the vendor's own answer)
 * and purchase orders — each with a search and a status filter, across every buyer.
 */
export function VendorHome({ welcome, className }: VendorHomeProps) {
  const session = useVendorSession()
  if (!session) {
    return (
      <main className={cx('ally-VendorHome', className)}>
        <div className="ally-VendorHome-state">
          <h1>No vendor account signed in</h1>
          <p>Open the invite link a buyer sent you, or create a vendor account.</p>
          <AllyLink className="ally-VendorButton" to={ROUTES.vendorRegister}>
            Go to vendor sign-up
          </AllyLink>
        </div>
      </main>
    )
  }
  return <SignedInHome account={session.user} welcome={welcome} className={className} />
}

function SignedInHome({
  account,
  welcome,
  className,
}: {
  account: VendorAccount
  welcome: ReactNode
  className?: string
}) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const queryClient = useQueryClient()
  const titleId = useId()
  // The filters live here, not in the tab panels, so that they survive switching tabs.
  const rfqFilters = useListFilters<RfqStatus>()
  const orderFilters = useListFilters<PurchaseOrderStatus>()

  const logOut = () => {
    void logout(client.request, { realm: 'vendor' })
    // The next vendor to sign in on this device must not see these rows, even for a moment.
    queryClient.removeQueries({ queryKey: allyQueryKey(listVendorRfqs) })
    queryClient.removeQueries({ queryKey: allyQueryKey(listVendorPurchaseOrders) })
    navigation.navigate(ROUTES.vendorRegister, { replace: true })
  }

  return (
    <main className={cx('ally-VendorHome', className)} aria-labelledby={titleId}>
      <header className="ally-VendorHome-header">
        <div className="ally-VendorHome-account">
          <p className="ally-VendorHome-brand">Ally vendor portal</p>
          <h1 id={titleId} className="ally-VendorHome-company">
            {account.companyName}
          </h1>
          <p className="ally-VendorHome-email">{account.email}</p>
        </div>
        <div className="ally-VendorHome-actions">
          <AllyLink
            className="ally-VendorButton"
            data-variant="secondary"
            to={ROUTES.vendorOnboarding}
          >
            Edit company profile
          </AllyLink>
          <Button className="ally-VendorButton" onPress={logOut}>
            Logout
          </Button>
        </div>
      </header>
      {welcome}
      <Tabs className="ally-VendorHome-tabs" defaultSelectedKey="rfqs">
        <TabList className="ally-VendorHome-tabList" aria-label="What buyers sent you">
          <Tab id="rfqs" className="ally-VendorHome-tab">
            RFQs
          </Tab>
          <Tab id="orders" className="ally-VendorHome-tab">
            Purchase orders
          </Tab>
        </TabList>
        <TabPanel id="rfqs" className="ally-VendorHome-panel">
          <RfqPanel filters={rfqFilters} />
        </TabPanel>
        <TabPanel id="orders" className="ally-VendorHome-panel">
          <PurchaseOrderPanel filters={orderFilters} />
        </TabPanel>
      </Tabs>
    </main>
  )
}

interface ListFilters<S extends string> {
  /** What is in the search box. */
  term: string
  setTerm: (term: string) => void
  /** The search sent, once typing has paused. */
  search: string
  status: S | typeof ALL
  setStatus: (status: S | typeof ALL) => void
  clear: () => void
}

function useListFilters<S extends string>(): ListFilters<S> {
  const [term, setTerm] = useState('')
  const search = useDebouncedValue(term, VENDOR_HOME_SEARCH_DEBOUNCE_MS).trim()
  const [status, setStatus] = useState<S | typeof ALL>(ALL)
  return {
    term,
    setTerm,
    search,
    status,
    setStatus,
    clear: () => {
      setTerm('')
      setStatus(ALL)
    },
  }
}

const toQuery = <S extends string>({ search, status }: ListFilters<S>) => ({
  limit: VENDOR_HOME_PAGE_SIZE,
  search,
  status: status === ALL ? undefined : status,
})

type RfqStatus = Rfq['status']
type PurchaseOrderStatus = PurchaseOrder['status']

const statusOptions = <S extends string>(
  statuses: readonly S[],
  display: (status: S) => StatusDisplay,
): SelectOption[] => [
  { id: ALL, label: 'All statuses' },
  ...statuses.map((status) => ({ id: status, label: display(status).label })),
]
const RFQ_STATUS_OPTIONS = statusOptions(RFQ_STATUSES, rfqStatus)
const PURCHASE_ORDER_STATUS_OPTIONS = statusOptions(PURCHASE_ORDER_STATUSES, purchaseOrderStatus)

function RfqPanel({ filters }: { filters: ListFilters<RfqStatus> }) {
  const rfqs = useVendorRfqInbox(toQuery(filters))
  const rows = pagedItems<typeof listVendorRfqs>(rfqs.data)
  return (
    <ListPanel
      noun={['RFQ', 'RFQs']}
      searchLabel="Search RFQs"
      searchPlaceholder="Title, reference or buyer"
      statusLabel="RFQ status"
      statusOptions={RFQ_STATUS_OPTIONS}
      filters={filters}
      query={rfqs}
      total={rfqs.data?.pages.at(-1)?.data.pagination.total}
      rowCount={rows.length}
      empty="No RFQs yet. When a buyer sends you a request for quotation, it appears here."
    >
      <RfqTable rfqs={rows} busy={rfqs.isPlaceholderData} />
    </ListPanel>
  )
}

function PurchaseOrderPanel({ filters }: { filters: ListFilters<PurchaseOrderStatus> }) {
  const orders = useVendorPurchaseOrderList(toQuery(filters))
  const rows = pagedItems<typeof listVendorPurchaseOrders>(orders.data)
  return (
    <ListPanel
      noun={['purchase order', 'purchase orders']}
      searchLabel="Search purchase orders"
      searchPlaceholder="PO number or buyer"
      statusLabel="Purchase order status"
      statusOptions={PURCHASE_ORDER_STATUS_OPTIONS}
      filters={filters}
      query={orders}
      total={orders.data?.pages.at(-1)?.data.pagination.total}
      rowCount={rows.length}
      empty="No purchase orders yet. When a buyer sends you a purchase order, it appears here."
    >
      <PurchaseOrderTable orders={rows} busy={orders.isPlaceholderData} />
    </ListPanel>
  )
}

/** What a panel needs of an infinite list query. */
interface ListQuery {
  isPending: boolean
  isError: boolean
  isFetchNextPageError: boolean
  error: Error | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  refetch: () => Promise<unknown>
  fetchNextPage: () => Promise<unknown>
}

interface ListPanelProps<S extends string> {
  /** Singular and plural, as in the middle of a sentence. */
  noun: [one: string, many: string]
  searchLabel: string
  searchPlaceholder: string
  statusLabel: string
  statusOptions: SelectOption[]
  filters: ListFilters<S>
  query: ListQuery
  total: number | undefined
  rowCount: number
  /** Said when the vendor has none at all. */
  empty: string
  /** The table of loaded rows. */
  children: ReactNode
}

/** A list's filters, then its spinner, error, empty state or rows, and "Load more". */
function ListPanel<S extends string>({
  noun: [one, many],
  searchLabel,
  searchPlaceholder,
  statusLabel: statusFieldLabel,
  statusOptions: options,
  filters,
  query,
  total,
  rowCount,
  empty,
  children,
}: ListPanelProps<S>) {
  const filtered = filters.search !== '' || filters.status !== ALL

  let body: ReactNode
  if (query.isPending) {
    body = (
      <div className="ally-VendorHome-state">
        <Spinner size="large" aria-label={`Loading ${many}`} />
      </div>
    )
  } else if (query.isError && !query.isFetchNextPageError && rowCount === 0) {
    body = (
      <div className="ally-VendorHome-state" role="alert">
        <p>
          Could not load your {many}. {getErrorMessage(query.error)}
        </p>
        <Button className="ally-VendorButton" onPress={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    )
  } else if (rowCount === 0) {
    body = (
      <div className="ally-VendorHome-state">
        {filtered ? (
          <>
            <p>No {many} match your search or filter.</p>
            <Button className="ally-VendorButton" data-variant="secondary" onPress={filters.clear}>
              Clear filters
            </Button>
          </>
        ) : (
          <p>{empty}</p>
        )}
      </div>
    )
  } else {
    body = (
      <>
        {children}
        {query.isFetchNextPageError ? (
          <div className="ally-VendorHome-more" role="alert">
            <p>
              Could not load more {many}. {getErrorMessage(query.error)}
            </p>
            <Button className="ally-VendorButton" onPress={() => void query.fetchNextPage()}>
              Retry
            </Button>
          </div>
        ) : (
          query.hasNextPage && (
            <div className="ally-VendorHome-more">
              <Button
                className="ally-VendorButton"
                data-variant="secondary"
                isPending={query.isFetchingNextPage}
                onPress={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? `Loading more ${many}…` : 'Load more'}
              </Button>
            </div>
          )
        )}
      </>
    )
  }

  return (
    <div className="ally-VendorHome-list">
      <div className="ally-VendorHome-filters">
        <TextInput
          className="ally-VendorHome-search"
          label={searchLabel}
          type="search"
          value={filters.term}
          onChange={filters.setTerm}
          placeholder={searchPlaceholder}
        />
        <Select
          className="ally-VendorHome-statusFilter"
          label={statusFieldLabel}
          options={options}
          selectedKey={filters.status}
          onSelectionChange={(key) => filters.setStatus((key ?? ALL) as S | typeof ALL)}
        />
      </div>
      {total !== undefined && (
        <p className="ally-VendorHome-count" aria-live="polite">
          {formatNumber(total, 0)} {total === 1 ? one : many}
        </p>
      )}
      {body}
    </div>
  )
}

const NONE = '—'

function RfqTable({ rfqs, busy }: { rfqs: VendorRfq[]; busy: boolean }) {
  return (
    <div className="ally-VendorHome-tableWrap">
      <table className="ally-VendorHome-table" aria-label="RFQs" aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">RFQ</th>
            <th scope="col">Buyer</th>
            <th scope="col" data-column="lines">
              Lines
            </th>
            <th scope="col">Status</th>
            <th scope="col">Deadline</th>
            <th scope="col">Your quote</th>
          </tr>
        </thead>
        <tbody>
          {rfqs.map((rfq) => {
            const hint = deadlineHint(rfq.deadline, rfq.status)
            const answer = answerTotal(rfq)
            return (
              <tr key={rfq.id} className="ally-VendorHome-row" data-rfq={rfq.id}>
                <th scope="row" className="ally-VendorHome-main">
                  <span className="ally-VendorHome-title">{rfq.title}</span>
                  <span className="ally-VendorHome-ref">{rfq.taId}</span>
                </th>
                <td data-cell="buyer">{rfq.buyer.businessName}</td>
                <td data-cell="lines" data-column="lines">
                  {rfq.lines.length} {rfq.lines.length === 1 ? 'line' : 'lines'}
                </td>
                <td data-cell="status">
                  <StatusChip status={rfq.status} display={rfqStatus(rfq.status)} />
                </td>
                <td data-cell="deadline">
                  <time dateTime={rfq.deadline}>{formatTimestamp(rfq.deadline)}</time>
                  {hint && (
                    <span
                      className="ally-VendorHome-hint"
                      data-closed={hint === 'Closed' || undefined}
                    >
                      {hint}
                    </span>
                  )}
                </td>
                <td data-cell="answer" className="ally-VendorHome-amount">
                  {answer ?? <span className="ally-VendorHome-muted">{rfqAnswer(rfq)}</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function PurchaseOrderTable({ orders, busy }: { orders: VendorPurchaseOrder[]; busy: boolean }) {
  return (
    <div className="ally-VendorHome-tableWrap">
      <table
        className="ally-VendorHome-table"
        aria-label="Purchase orders"
        aria-busy={busy || undefined}
      >
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Buyer</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Delivery</th>
            <th scope="col" data-column="sent">
              Sent
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="ally-VendorHome-row" data-order={order.id}>
              <th scope="row" className="ally-VendorHome-main">
                <span className="ally-VendorHome-title">{order.number}</span>
              </th>
              <td data-cell="buyer">{order.buyer.businessName}</td>
              <td data-cell="status">
                <StatusChip status={order.status} display={purchaseOrderStatus(order.status)} />
              </td>
              <td data-cell="total" className="ally-VendorHome-amount">
                {formatMoney(order.total, order.currency)}
              </td>
              <td data-cell="delivery">
                {order.deliveryDate ? (
                  <time dateTime={order.deliveryDate}>{formatDay(order.deliveryDate)}</time>
                ) : (
                  NONE
                )}
              </td>
              <td data-cell="sent" data-column="sent">
                {order.sentAt ? (
                  <time dateTime={order.sentAt}>{formatTimestamp(order.sentAt)}</time>
                ) : (
                  NONE
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
