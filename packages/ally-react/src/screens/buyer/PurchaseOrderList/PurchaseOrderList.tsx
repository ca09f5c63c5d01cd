import {
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrder,
  purchaseOrderStatus,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { useId, useMemo } from 'react'
import { anyFilterSet, DealFilters } from '../../../blocks/lists/DealFilters'
import { FilterChip, StatusChips } from '../../../blocks/lists/FilterChips'
import { ListCount, ListEmpty } from '../../../blocks/lists/ListScreen'
import { useFilterState } from '../../../blocks/lists/useFilterState'
import { PURCHASE_ORDER_COLUMN } from '../../../blocks/status/recordColumns'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { usePurchaseOrderList } from '../../../queries/sourcing'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import './PurchaseOrderList.css'
import { useCan } from '../../../session/useCan'

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
  PURCHASE_ORDER_COLUMN.number,
  { id: 'ref', name: 'Reference', cell: (po) => po.taId },
  PURCHASE_ORDER_COLUMN.vendor,
  PURCHASE_ORDER_COLUMN.status,
  PURCHASE_ORDER_COLUMN.total,
  PURCHASE_ORDER_COLUMN.sent,
  { id: 'created', name: 'Created', cell: (po) => formatDate(po.createdAt) },
]

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
  const mayCreate = useCan('purchasing')
  const [current, change] = useFilterState<PurchaseOrderFilterState>(filters, onFiltersChange, {})
  const { pos, rows, pagination } = usePurchaseOrderRows(current)
  const filtered = anyFilterSet(current)

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
          mayCreate && (
            <AllyLink to={ROUTES.createPurchaseOrder} className="ally-ListScreen-new">
              New purchase order
            </AllyLink>
          )
        }
      />
      <DealFilters
        searchLabel="Search purchase orders"
        searchHint="Number, reference or vendor"
        filters={current}
        onChange={change}
      />
      <PurchaseOrderChips filters={current} onChange={change} />
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

/** The list's rows as filtered, a page at a time, and the first page's count of them all. */
function usePurchaseOrderRows(filters: PurchaseOrderFilterState) {
  const pos = usePurchaseOrderList({
    search: filters.search,
    status: filters.status,
    taId: filters.taId,
    overdue: filters.overdue ? 'true' : undefined,
    issues: filters.issues ? 'true' : undefined,
    limit: PURCHASE_ORDER_LIST_PAGE_SIZE,
  })
  const rows = useMemo(() => pagedItems(pos.data) as PurchaseOrder[], [pos.data])
  return { pos, rows, pagination: pos.data?.pages[0]?.data.pagination }
}

/** The status chips, "Overdue only" and "With delivery issues". */
function PurchaseOrderChips({
  filters,
  onChange,
}: {
  filters: PurchaseOrderFilterState
  onChange: (filters: PurchaseOrderFilterState) => void
}) {
  return (
    <div className="ally-PurchaseOrderList-chips">
      <StatusChips
        options={STATUS_CHIPS}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterChip
        className="ally-PurchaseOrderList-overdue"
        isSelected={filters.overdue === true}
        onChange={(overdue) => onChange({ ...filters, overdue: overdue || undefined })}
      >
        Overdue only
      </FilterChip>
      <FilterChip
        className="ally-PurchaseOrderList-overdue"
        isSelected={filters.issues === true}
        onChange={(issues) => onChange({ ...filters, issues: issues || undefined })}
      >
        With delivery issues
      </FilterChip>
    </div>
  )
}
