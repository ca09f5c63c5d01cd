import {
  formatMoney,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrder,
  purchaseOrderStatus,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { useId, useMemo } from 'react'
import { FilterChip, StatusChips } from '../../../blocks/lists/FilterChips'
import { ListCount, ListEmpty } from '../../../blocks/lists/ListScreen'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { useFilterState } from '../../../blocks/lists/useFilterState'
import { useSearchFilter } from '../../../blocks/lists/useSearchFilter'
import { PurchaseOrderStatus } from '../../../blocks/status/PurchaseOrderStatus'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { usePurchaseOrderList } from '../../../queries/sourcing'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { TextInput } from '../../../ui/TextInput'
import './PurchaseOrderList.css'

/** Rows asked for per page. */
export const PURCHASE_ORDER_LIST_PAGE_SIZE = 25

export type PurchaseOrderListStatus = PurchaseOrder['status']

/** The list's filters; empty ones are left out of requests. */
export interface PurchaseOrderFilterState {
  /** Matches the PO number, the deal reference and the vendor's name. */
  search?: string
  status?: PurchaseOrderListStatus
  /** One deal's POs (`TA-0042`); a PO made without an order is its own reference (`PO-0007`). */
  taId?: string
  /** Only POs accepted or partly shipped whose delivery date has passed (the home's overdue). */
  overdue?: boolean
  /** Only POs with goods rejected or short not yet settled (the home's shortages and damage). */
  issues?: boolean
}

export interface PurchaseOrderListProps {
  /** Controlled filters, e.g. from the URL; without them the screen keeps its own. */
  filters?: PurchaseOrderFilterState
  onFiltersChange?: (filters: PurchaseOrderFilterState) => void
  className?: string
}

// One chip per status, in the order a PO moves through them: the list filters by one status.
const STATUS_CHIPS = PURCHASE_ORDER_STATUSES.map((status) => ({
  id: status,
  label: purchaseOrderStatus(status).label,
}))

const COLUMNS: DataTableColumn<PurchaseOrder>[] = [
  { id: 'number', name: 'Number', isRowHeader: true, cell: (po) => po.number },
  { id: 'ref', name: 'Reference', cell: (po) => po.taId },
  { id: 'vendor', name: 'Vendor', cell: (po) => po.vendor.name },
  {
    id: 'status',
    name: 'Status',
    cell: (po) => <PurchaseOrderStatus po={po} />,
  },
  { id: 'total', name: 'Total', align: 'end', cell: (po) => formatMoney(po.total, po.currency) },
  { id: 'sent', name: 'Sent', cell: (po) => (po.sentAt ? formatDate(po.sentAt) : 'Not sent') },
  { id: 'created', name: 'Created', cell: (po) => formatDate(po.createdAt) },
]

const hasValue = (value: unknown) => value !== undefined && value !== '' && value !== false

/**
 * The buyer's purchase orders (`/dashboard/purchase-orders`), newest first: number, deal
 * reference, vendor, status, total in the PO's currency, and when it was sent and made. Search,
 * a deal reference, one chip per status, "Overdue only" (accepted or partly shipped, delivery
 * date passed) and "With delivery issues" (goods rejected or short, not settled) filter it (empty filters are left out of the request); 25 rows at a time with
 * more on scroll or "Load more"; a row opens the PO.
 *
 * @example
 * const [query, setQuery] = useUrlState(['search', 'status', 'taId', 'overdue', 'issues'])
 * <PurchaseOrderList filters={…from query} onFiltersChange={(next) => setQuery(…)} />
 */
export function PurchaseOrderList({ filters, onFiltersChange, className }: PurchaseOrderListProps) {
  const titleId = useId()
  const [current, change] = useFilterState<PurchaseOrderFilterState>(filters, onFiltersChange, {})
  const [term, setTerm] = useSearchFilter(current.search, (search) =>
    change({ ...current, search }),
  )
  const [deal, setDeal] = useSearchFilter(current.taId, (typed) =>
    change({ ...current, taId: typed?.trim() || undefined }),
  )

  const pos = usePurchaseOrderList({
    search: current.search,
    status: current.status,
    taId: current.taId,
    overdue: current.overdue ? 'true' : undefined,
    issues: current.issues ? 'true' : undefined,
    limit: PURCHASE_ORDER_LIST_PAGE_SIZE,
  })
  const rows = useMemo(() => pagedItems(pos.data) as PurchaseOrder[], [pos.data])
  const pagination = pos.data?.pages[0]?.data.pagination
  const filtered = Object.values(current).some(hasValue)

  return (
    <section
      className={cx('ally-ListScreen ally-PurchaseOrderList', className)}
      aria-labelledby={titleId}
    >
      <PageHeader
        titleId={titleId}
        title="Purchase orders"
        description={
          <p className="ally-ListScreen-intro">
            Each order sent to a vendor, from draft to received; open one to send it or follow its
            shipments.
            <ListCount
              pagination={pagination}
              one="purchase order"
              many="purchase orders"
              filtered={filtered}
            />
          </p>
        }
        actions={
          <AllyLink to={ROUTES.createPurchaseOrder} className="ally-ListScreen-new">
            New purchase order
          </AllyLink>
        }
      />
      <div className="ally-ListScreen-filters">
        <SearchBox
          label="Search purchase orders"
          hint="Number, reference or vendor"
          term={[term, setTerm]}
        />
        <TextInput label="Deal reference" value={deal} onChange={setDeal} placeholder="TA-0042" />
      </div>
      <div className="ally-PurchaseOrderList-chips">
        <StatusChips
          options={STATUS_CHIPS}
          value={current.status}
          onChange={(status) => change({ ...current, status })}
        />
        <FilterChip
          className="ally-PurchaseOrderList-overdue"
          isSelected={current.overdue === true}
          onChange={(overdue) => change({ ...current, overdue: overdue || undefined })}
        >
          Overdue only
        </FilterChip>
        <FilterChip
          className="ally-PurchaseOrderList-overdue"
          isSelected={current.issues === true}
          onChange={(issues) => change({ ...current, issues: issues || undefined })}
        >
          With delivery issues
        </FilterChip>
      </div>
      <DataTable
        aria-label="Purchase orders"
        noun="purchase orders"
        columns={COLUMNS}
        rows={rows}
        list={pos}
        isBusy={pos.isPlaceholderData}
        rowHref={(po) => routeTo.purchaseOrder(po.id)}
        rowData={(po) => ({ 'data-po': po.id })}
        empty={
          <ListEmpty
            filtered={filtered}
            noun="purchase orders"
            onClear={() => change({})}
            title="No purchase orders yet"
          >
            Award a round of quotes and make its purchase order from the award, or start one from
            scratch with New purchase order.
          </ListEmpty>
        }
      />
    </section>
  )
}
