import { TextInput } from '../../ui/TextInput'
import { SearchBox } from './SearchBox'
import { useSearchFilter } from './useSearchFilter'
import './ListScreen.css'

/** The filters every list of a deal's records has: a search, and one deal's reference. */
export interface DealFilterState {
  search?: string
  /** One deal's records (`TA-0042`). */
  taId?: string
}

export interface DealFiltersProps<F extends DealFilterState> {
  /** What the search box searches: "Search shipments". */
  searchLabel: string
  /** An example of what to type in it: "Tracking number, PO, reference or vendor". */
  searchHint: string
  /** The list's filters, of which these boxes change `search` and `taId`. */
  filters: F
  onChange: (filters: F) => void
}

/**
 * A list's search box and "Deal reference" box (purchase orders, shipments), each changing its
 * filter once typing pauses; a reference is sent without the spaces around it.
 *
 * @example
 * <DealFilters searchLabel="Search shipments" searchHint="Tracking number…" filters={current} onChange={change} />
 */
export function DealFilters<F extends DealFilterState>({
  searchLabel,
  searchHint,
  filters,
  onChange,
}: DealFiltersProps<F>) {
  const [term, setTerm] = useSearchFilter(filters.search, (search) =>
    onChange({ ...filters, search }),
  )
  const [deal, setDeal] = useSearchFilter(filters.taId, (typed) =>
    onChange({ ...filters, taId: typed?.trim() || undefined }),
  )
  return (
    <div className="ally-ListScreen-filters">
      <SearchBox label={searchLabel} hint={searchHint} term={[term, setTerm]} />
      <TextInput label="Deal reference" value={deal} onChange={setDeal} placeholder="TA-0042" />
    </div>
  )
}

/**
 * Whether any of a list's filters is set (an empty box or a toggle that is off is not): what
 * `ListCount` and `ListEmpty` are told.
 */
export function anyFilterSet(filters: object): boolean {
  return Object.values(filters).some(
    (value) => value !== undefined && value !== '' && value !== false,
  )
}
