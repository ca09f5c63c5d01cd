import { routeTo, SHIPMENT_STATUSES, type Shipment, shipmentStatus } from '@ally/sdk'
import { useId, useMemo } from 'react'
import { anyFilterSet, DealFilters } from '../../../blocks/lists/DealFilters'
import { FilterChip, StatusChips } from '../../../blocks/lists/FilterChips'
import { ListCount, ListEmpty } from '../../../blocks/lists/ListScreen'
import { useFilterState } from '../../../blocks/lists/useFilterState'
import { ShipmentDue, ShipmentStatusBadge } from '../../../blocks/status/ShipmentBadges'
import { pagedItems } from '../../../queries/endpoint'
import { useShipmentList } from '../../../queries/shipments'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import './ShipmentList.css'

/** Rows asked for per page. */
export const SHIPMENT_LIST_PAGE_SIZE = 25

export type ShipmentListStatus = Shipment['status']

/** The list's filters; empty ones are left out of requests. */
export interface ShipmentFilterState {
  /** Matches the tracking number, the carrier, the PO number, the deal reference and the vendor. */
  search?: string
  /** What the carrier last said. */
  status?: ShipmentListStatus
  /** One deal's shipments (`TA-0042`); a PO made without an order is its own reference. */
  taId?: string
  /** Only shipments past their expected day and not delivered. */
  late?: boolean
}

export interface ShipmentListProps {
  /** Controlled filters, e.g. from the URL; without them the screen keeps its own. */
  filters?: ShipmentFilterState
  onFiltersChange?: (filters: ShipmentFilterState) => void
  className?: string
}

// One chip per status, in the order a shipment moves through them.
const STATUS_CHIPS = SHIPMENT_STATUSES.map((status) => ({
  id: status,
  label: shipmentStatus({ status, late: false }).label,
}))

const NONE = '—'

const COLUMNS: DataTableColumn<Shipment>[] = [
  {
    id: 'tracking',
    name: 'Tracking',
    isRowHeader: true,
    cell: (shipment) => (
      <>
        {shipment.trackingNumber}{' '}
        <span className="ally-ShipmentList-carrier">{shipment.carrier}</span>
      </>
    ),
  },
  { id: 'po', name: 'Purchase order', cell: (shipment) => shipment.poNumber },
  { id: 'vendor', name: 'Vendor', cell: (shipment) => shipment.vendor.name },
  {
    id: 'shipped',
    name: 'Shipped',
    cell: (shipment) => (shipment.shippedOn ? formatDay(shipment.shippedOn) : NONE),
  },
  { id: 'expected', name: 'Expected', cell: (shipment) => <ShipmentDue shipment={shipment} /> },
  {
    id: 'status',
    name: 'Status',
    cell: (shipment) => <ShipmentStatusBadge shipment={shipment} />,
  },
]

/**
 * The buyer's shipments across every purchase order (`/dashboard/shipment`), newest first:
 * tracking number and carrier, PO, vendor, when shipped and expected (with a Late badge once that
 * day has passed without delivery) and the carrier's status. Search, a deal reference, one chip
 * per status and "Late only" filter it (empty filters are left out of the request); 25 rows at a
 * time with more on scroll or "Load more"; a row opens the shipment, where goods are received.
 *
 * @example
 * const [query, setQuery] = useUrlState(['search', 'status', 'taId', 'late'])
 * <ShipmentList filters={…from query} onFiltersChange={(next) => setQuery(…)} />
 */
export function ShipmentList({ filters, onFiltersChange, className }: ShipmentListProps) {
  const titleId = useId()
  const [current, change] = useFilterState<ShipmentFilterState>(filters, onFiltersChange, {})
  const { shipments, rows, pagination } = useShipmentRows(current)
  const filtered = anyFilterSet(current)

  return (
    <section
      className={cx('ally-ListScreen ally-ShipmentList', className)}
      aria-labelledby={titleId}
    >
      <PageHeader
        titleId={titleId}
        title="Shipments"
        description={
          <p className="ally-ListScreen-intro">
            What vendors have shipped against your purchase orders; open one to follow it and record
            what arrived.
            <ListCount
              pagination={pagination}
              one="shipment"
              many="shipments"
              filtered={filtered}
            />
          </p>
        }
      />
      <DealFilters
        searchLabel="Search shipments"
        searchHint="Tracking number, PO, reference or vendor"
        filters={current}
        onChange={change}
      />
      <ShipmentChips filters={current} onChange={change} />
      <DataTable
        aria-label="Shipments"
        noun="shipments"
        columns={COLUMNS}
        rows={rows}
        list={shipments}
        isBusy={shipments.isPlaceholderData}
        rowHref={(shipment) => routeTo.shipment(shipment.id)}
        rowData={(shipment) => ({
          'data-shipment': shipment.id,
          'data-late': String(shipment.late),
        })}
        empty={
          <ListEmpty
            filtered={filtered}
            noun="shipments"
            onClear={() => change({})}
            title="No shipments yet"
          >
            Once a vendor ships against a purchase order, its carrier and tracking number show here,
            and you record what arrived.
          </ListEmpty>
        }
      />
    </section>
  )
}

/** The list's rows as filtered, a page at a time, and the first page's count of them all. */
function useShipmentRows(filters: ShipmentFilterState) {
  const shipments = useShipmentList({
    search: filters.search,
    status: filters.status,
    taId: filters.taId,
    late: filters.late ? 'true' : undefined,
    limit: SHIPMENT_LIST_PAGE_SIZE,
  })
  const rows = useMemo(() => pagedItems(shipments.data) as Shipment[], [shipments.data])
  return { shipments, rows, pagination: shipments.data?.pages[0]?.data.pagination }
}

/** The status chips and "Late only". */
function ShipmentChips({
  filters,
  onChange,
}: {
  filters: ShipmentFilterState
  onChange: (filters: ShipmentFilterState) => void
}) {
  return (
    <div className="ally-ShipmentList-chips">
      <StatusChips
        options={STATUS_CHIPS}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterChip
        className="ally-ShipmentList-late"
        isSelected={filters.late === true}
        onChange={(late) => onChange({ ...filters, late: late || undefined })}
      >
        Late only
      </FilterChip>
    </div>
  )
}
