import {
  formatMoney,
  formatNumber,
  QUOTE_STATUSES,
  type Quote,
  quoteStatus,
  routeTo,
} from '@ally/sdk'
import { useId, useMemo } from 'react'
import { StatusSelect } from '../../../blocks/lists/FilterChips'
import { ListCount } from '../../../blocks/lists/ListScreen'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { useFilterState } from '../../../blocks/lists/useFilterState'
import { useSearchFilter } from '../../../blocks/lists/useSearchFilter'
import { pagedItems } from '../../../queries/endpoint'
import { useQuoteList } from '../../../queries/sourcing'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import './QuoteList.css'

/** Rows asked for per page. */
export const QUOTE_LIST_PAGE_SIZE = 25

export type QuoteListStatus = Quote['status']

export interface QuoteFilterState {
  /** Matches the title and the deal reference (`TA-0042`). */
  search?: string
  status?: QuoteListStatus
  /** Only the rounds of one deal reference. */
  taId?: string
}

export interface QuoteListProps {
  /** Controlled filters, e.g. from the URL; without them the screen keeps its own. */
  filters?: QuoteFilterState
  onFiltersChange?: (filters: QuoteFilterState) => void
  className?: string
}

const STATUS_OPTIONS = QUOTE_STATUSES.map((status) => ({
  id: status,
  label: quoteStatus(status).label,
}))

const COLUMNS: DataTableColumn<Quote>[] = [
  { id: 'ref', name: 'Reference', cell: (quote) => quote.taId },
  { id: 'title', name: 'Title', isRowHeader: true, cell: (quote) => quote.title },
  {
    id: 'status',
    name: 'Status',
    cell: (quote) => <StatusBadge kind="quote" status={quote.status} />,
  },
  {
    id: 'answers',
    name: 'Answers',
    align: 'end',
    cell: (quote) =>
      `${formatNumber(quote.responseCount, 0)} of ${formatNumber(quote.rfqCount, 0)}`,
  },
  {
    id: 'lowest',
    name: 'Lowest total',
    align: 'end',
    cell: (quote) =>
      quote.lowestTotal === null ? '—' : formatMoney(quote.lowestTotal, quote.currency),
  },
  { id: 'deadline', name: 'Deadline', cell: (quote) => formatDate(quote.deadline) },
]

/**
 * The buyer's sourcing rounds (`/dashboard/quotes`), newest first: reference, title, status,
 * how many of the vendors asked have answered, the lowest total so far and the deadline. Search
 * and status filter the list (empty filters are left out of the request), 25 rows at a time with
 * more on scroll; a row opens the round's answers side by side.
 */
export function QuoteList({ filters, onFiltersChange, className }: QuoteListProps) {
  const titleId = useId()
  const [current, change] = useFilterState<QuoteFilterState>(filters, onFiltersChange, {})
  const [term, setTerm] = useSearchFilter(current.search, (search) =>
    change({ ...current, search }),
  )

  const quotes = useQuoteList({
    search: current.search,
    status: current.status,
    taId: current.taId,
    limit: QUOTE_LIST_PAGE_SIZE,
  })
  const rows = useMemo(() => pagedItems(quotes.data) as Quote[], [quotes.data])
  const pagination = quotes.data?.pages[0]?.data.pagination
  const filtered = Boolean(current.search || current.status || current.taId)

  return (
    <section className={cx('ally-ListScreen ally-QuoteList', className)} aria-labelledby={titleId}>
      <PageHeader
        titleId={titleId}
        title="Quotes"
        description={
          <p className="ally-ListScreen-intro">
            Each sourcing round asks several vendors for a price; open one to compare the answers
            and award it.
            <ListCount pagination={pagination} one="round" many="rounds" filtered={filtered} />
          </p>
        }
      />
      <div className="ally-ListScreen-filters">
        <SearchBox
          label="Search quotes"
          hint="Title or reference (TA-0042)"
          term={[term, setTerm]}
        />
        <StatusSelect
          options={STATUS_OPTIONS}
          value={current.status}
          onChange={(status) => change({ ...current, status })}
        />
      </div>
      <DataTable
        aria-label="Quotes"
        noun="quotes"
        columns={COLUMNS}
        rows={rows}
        list={quotes}
        isBusy={quotes.isPlaceholderData}
        rowHref={(quote) => routeTo.quoteResponses(quote.id)}
        rowData={(quote) => ({ 'data-quote': quote.id })}
        empty={
          filtered ? (
            <p>No rounds match these filters.</p>
          ) : (
            <p>No sourcing rounds yet. Rounds appear here once RFQs go out to vendors.</p>
          )
        }
      />
    </section>
  )
}
