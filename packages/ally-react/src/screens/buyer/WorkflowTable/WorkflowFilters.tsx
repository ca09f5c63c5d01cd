import { MAX_INTEGER, type TeamMember, type Workflow } from '@ally/sdk'
import { useMemo } from 'react'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { useSearchFilter } from '../../../blocks/lists/useSearchFilter'
import { pagedItems } from '../../../queries/endpoint'
import { useTeam } from '../../../queries/team'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import type { WorkflowFilterState } from './WorkflowTable'

/** The "Created by" option that filters no one out. */
const ANYONE = 'anyone'
/** The largest page the team list gives: the "Created by" choices. */
const TEAM_CHOICES = 100

/** A minimum number of runs as typed: a whole number from 0, or no filter. */
export function minimumRuns(typed: string | undefined): number | undefined {
  const text = typed?.trim() ?? ''
  if (!/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return value <= MAX_INTEGER ? value : undefined
}

/**
 * A day as a date field gives it (`YYYY-MM-DD`), once it is one the server keeps (1900 on); a
 * browser reports a year being typed as 0002, 0020, … on the way, which are not sent.
 */
export const isFilterDay = (typed: string) => /^\d{4}-\d{2}-\d{2}$/.test(typed) && typed >= '1900'

export interface WorkflowFiltersProps {
  filters: WorkflowFilterState
  onChange: (filters: WorkflowFilterState) => void
  /** The rows loaded: their makers stay choosable once they have left the team. */
  rows: readonly Workflow[]
}

/**
 * The list's filters: a search on the name, who made it (the active members of the team, and
 * whoever made a row shown), a minimum number of runs and the day it was made. The boxes change
 * their filter once typing pauses, the menu at once.
 */
export function WorkflowFilters({ filters, onChange, rows }: WorkflowFiltersProps) {
  const [name, setName] = useSearchFilter(filters.WorkflowName, (WorkflowName) =>
    onChange({ ...filters, WorkflowName }),
  )
  const [runs, setRuns] = useSearchFilter(
    filters.numOfRuns === undefined ? undefined : String(filters.numOfRuns),
    (typed) => onChange({ ...filters, numOfRuns: minimumRuns(typed) }),
  )
  const [day, setDay] = useSearchFilter(filters.dateCreated, (typed) => {
    // A day half typed keeps the filter as it was.
    if (typed === undefined || isFilterDay(typed)) onChange({ ...filters, dateCreated: typed })
  })
  const makers = useMakers(rows)
  return (
    <div className="ally-ListScreen-filters">
      <SearchBox label="Search workflows" hint="Part of the name" term={[name, setName]} />
      <Select
        label="Created by"
        options={makers}
        selectedKey={filters.createdBy ?? ANYONE}
        onSelectionChange={(key) =>
          onChange({ ...filters, createdBy: key && key !== ANYONE ? key : undefined })
        }
      />
      <TextInput
        label="At least this many runs"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={runs}
        onChange={setRuns}
        placeholder="0"
      />
      <TextInput label="Created on" type="date" min="1900-01-01" value={day} onChange={setDay} />
    </div>
  )
}

/** "Anyone", then the team's active members in its order, then anyone else who made a row shown. */
function useMakers(rows: readonly Workflow[]) {
  const team = useTeam({ limit: TEAM_CHOICES })
  return useMemo(() => {
    const members = (pagedItems(team.data) as TeamMember[])
      .filter((member) => member.status === 'active')
      .map((member) => ({
        id: member.id,
        label: `${member.firstName} ${member.lastName}`.trim() || member.email,
      }))
    const known = new Set(members.map((member) => member.id))
    const others = new Map<string, string>()
    for (const { createdBy } of rows) {
      if (!known.has(createdBy.id)) others.set(createdBy.id, createdBy.name)
    }
    return [
      { id: ANYONE, label: 'Anyone' },
      ...members,
      ...[...others].map(([id, label]) => ({ id, label })),
    ]
  }, [team.data, rows])
}
