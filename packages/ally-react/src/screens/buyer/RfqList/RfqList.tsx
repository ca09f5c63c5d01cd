import { RFQ_STATUSES, type Rfq, ROUTES, rfqStatus, routeTo } from '@ally/sdk'
import { useId, useMemo } from 'react'
import { Button } from 'react-aria-components/Button'
import { StatusSelect } from '../../../blocks/lists/FilterChips'
import { ListCount } from '../../../blocks/lists/ListScreen'
import { useFilterState } from '../../../blocks/lists/useFilterState'
import { useSearchFilter } from '../../../blocks/lists/useSearchFilter'
import { RfqAnswer } from '../../../blocks/status/RfqAnswer'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useRfqList } from '../../../queries/sourcing'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { TextInput } from '../../../ui/TextInput'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import './RfqList.css'
import { useCan } from '../../../session/useCan'

/** Rows asked for per page. */
export const RFQ_LIST_PAGE_SIZE = 25

export type RfqListStatus = Rfq['status']

/** The list's filters (docs/product-rules.md, "Sourcing"); empty ones are left out of requests. */
export interface RfqFilterState {
  /** Matches the title, the reference and the vendor's name, e-mail and contact. */
  search?: string
  status?: RfqListStatus
  /** One vendor's RFQs (its id), e.g. from the vendor's page. */
  vendor?: string
  /** One deal's RFQs (`TA-0042`). */
  taId?: string
  /** Only RFQs whose answer totals at least this much. */
  amount?: number
}

export interface RfqListProps {
  /** Controlled filters, e.g. from the URL; without them the screen keeps its own. */
  filters?: RfqFilterState
  onFiltersChange?: (filters: RfqFilterState) => void
  className?: string
}

const STATUS_OPTIONS = RFQ_STATUSES.map((status) => ({
  id: status,
  label: rfqStatus(status).label,
}))

const COLUMNS: DataTableColumn<Rfq>[] = [
  { id: 'ref', name: 'Reference', cell: (rfq) => rfq.taId },
  { id: 'title', name: 'Title', isRowHeader: true, cell: (rfq) => rfq.title },
  { id: 'vendor', name: 'Vendor', cell: (rfq) => rfq.vendor.name },
  { id: 'status', name: 'Status', cell: (rfq) => <StatusBadge kind="rfq" status={rfq.status} /> },
  { id: 'answer', name: 'Answer', align: 'end', cell: (rfq) => <RfqAnswer rfq={rfq} /> },
  { id: 'sent', name: 'Sent', cell: (rfq) => formatDate(rfq.sentAt) },
  { id: 'deadline', name: 'Deadline', cell: (rfq) => formatDate(rfq.deadline) },
]

/** A minimum amount as typed: a number of at least 0, or no filter. */
const amountOf = (typed: string) => {
  const value = Number(typed)
  return typed.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value
}

/**
 * Every RFQ this business sent (`/dashboard/rfqs`), one per vendor asked, newest first: the deal
 * reference, title, vendor, its status (sent, viewed, responded, declined, expired, awarded, not
 * awarded, cancelled), its answer and the deadline. Search, status, vendor, deal and a minimum
 * total filter it (empty filters are left out of the request); 25 rows at a time with more on
 * scroll; a row opens the RFQ.
 */
export function RfqList({ filters, onFiltersChange, className }: RfqListProps) {
  const titleId = useId()
  const [current, change] = useFilterState<RfqFilterState>(filters, onFiltersChange, {})
  const [term, setTerm] = useSearchFilter(current.search, (search) =>
    change({ ...current, search }),
  )
  const [amount, setAmount] = useSearchFilter(
    current.amount === undefined ? undefined : String(current.amount),
    (typed) => change({ ...current, amount: amountOf(typed ?? '') }),
  )

  const rfqs = useRfqList({ ...current, limit: RFQ_LIST_PAGE_SIZE })
  const rows = useMemo(() => pagedItems(rfqs.data) as Rfq[], [rfqs.data])
  const pagination = rfqs.data?.pages[0]?.data.pagination
  const filtered = Object.values(current).some((value) => value !== undefined && value !== '')

  return (
    <section className={cx('ally-ListScreen ally-RfqList', className)} aria-labelledby={titleId}>
      <PageHeader
        titleId={titleId}
        title="RFQs"
        description={
          <p className="ally-ListScreen-intro">
            One request per vendor asked; open one for its answers and to change or withdraw it.
            <ListCount pagination={pagination} one="RFQ" many="RFQs" filtered={filtered} />
          </p>
        }
        actions={<NewRfqLink />}
      />
      <div className="ally-ListScreen-filters">
        <TextInput
          label="Search RFQs"
          type="search"
          value={term}
          onChange={setTerm}
          placeholder="Title, reference or vendor"
        />
        <StatusSelect
          options={STATUS_OPTIONS}
          value={current.status}
          onChange={(status) => change({ ...current, status })}
        />
        <AmountInput label="Minimum total" value={amount} onChange={setAmount} />
      </div>
      {(current.vendor || current.taId) && (
        <p className="ally-RfqList-scope">
          {current.taId ? `Deal ${current.taId.toUpperCase()}` : 'One vendor'}{' '}
          <Button
            className="ally-ListScreen-clear"
            onPress={() => change({ ...current, vendor: undefined, taId: undefined })}
          >
            Show all
          </Button>
        </p>
      )}
      <DataTable
        aria-label="RFQs"
        noun="RFQs"
        columns={COLUMNS}
        rows={rows}
        list={rfqs}
        isBusy={rfqs.isPlaceholderData}
        rowHref={(rfq) => routeTo.rfq(rfq.id)}
        rowData={(rfq) => ({ 'data-rfq': rfq.id })}
        empty={
          filtered ? (
            <p>No RFQs match these filters.</p>
          ) : (
            <p>No RFQs sent yet. Each vendor asked in a sourcing round gets one.</p>
          )
        }
      />
    </section>
  )
}

/** "New RFQ", for those whose role sends RFQs. */
function NewRfqLink() {
  if (!useCan('sourcing')) return null
  return (
    <AllyLink to={ROUTES.createRfq} className="ally-ListScreen-new">
      New RFQ
    </AllyLink>
  )
}
