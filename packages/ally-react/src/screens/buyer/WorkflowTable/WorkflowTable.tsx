import { routeTo, type Workflow } from '@ally/sdk'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { anyFilterSet } from '../../../blocks/lists/DealFilters'
import { ListCount, ListEmpty } from '../../../blocks/lists/ListScreen'
import { useFilterState } from '../../../blocks/lists/useFilterState'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useWorkflowList } from '../../../queries/workflows'
import { useCan } from '../../../session/useCan'
import { DataTable } from '../../../ui/DataTable'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { WorkflowFilters } from './WorkflowFilters'
import { workflowColumns } from './workflowColumns'
import './WorkflowTable.css'

/** Rows asked for per page. */
export const WORKFLOW_LIST_PAGE_SIZE = 25

/**
 * The list's filters, named as the request names them (SPEC.md §7); empty ones are left out of
 * requests.
 */
export interface WorkflowFilterState {
  /** Part of the workflow's name. */
  WorkflowName?: string
  /** The id of the team member who made it. */
  createdBy?: string
  /** Only workflows that have run at least this many times. */
  numOfRuns?: number
  /** The day it was made, `YYYY-MM-DD`. */
  dateCreated?: string
}

export interface WorkflowTableProps {
  /** Controlled filters, e.g. from the URL; without them the screen keeps its own. */
  filters?: WorkflowFilterState
  onFiltersChange?: (filters: WorkflowFilterState) => void
  className?: string
}

/**
 * The business's workflows (`/dashboard/workflow`), newest first: name, what starts it, whether it
 * is running or paused, how many times it ran (a link to its runs), when it last ran and runs
 * next, and who made it. A search on the name, who made it, a minimum number of runs and the day
 * it was made filter it (empty filters are left out of the request); 25 rows at a time with more
 * on scroll or "Load more"; a row opens the workflow. Those whose role may change workflows
 * (`workflows`) also get "New workflow" and, on each row, Pause or Play and Delete (after asking;
 * its runs under way are cancelled).
 *
 * @example
 * const [query, setQuery] = useUrlState(['WorkflowName', 'createdBy', 'numOfRuns', 'dateCreated'])
 * <WorkflowTable filters={…from query} onFiltersChange={(next) => setQuery(…)} />
 */
export function WorkflowTable({ filters, onFiltersChange, className }: WorkflowTableProps) {
  const titleId = useId()
  const [current, change] = useFilterState<WorkflowFilterState>(filters, onFiltersChange, {})
  const { workflows, rows, pagination } = useWorkflowRows(current)
  const filtered = anyFilterSet(current)
  const mayChange = useCan('workflows')
  const { section, onDeleted } = useFocusAfterDelete(rows)
  const columns = useMemo(() => workflowColumns(mayChange, onDeleted), [mayChange, onDeleted])

  return (
    <section
      ref={section}
      tabIndex={-1}
      className={cx('ally-ListScreen ally-WorkflowTable', className)}
      aria-labelledby={titleId}
    >
      <PageHeader
        titleId={titleId}
        title="Workflows"
        description={
          <p className="ally-ListScreen-intro">
            Automations that run their steps by themselves, on a schedule or when started; open one
            to change it, or its runs to see what each did.
            <ListCount
              pagination={pagination}
              one="workflow"
              many="workflows"
              filtered={filtered}
            />
          </p>
        }
        actions={
          mayChange && (
            <AllyLink to={routeTo.workflow('new')} className="ally-ListScreen-new">
              New workflow
            </AllyLink>
          )
        }
      />
      <WorkflowFilters filters={current} onChange={change} rows={rows} />
      <DataTable
        aria-label="Workflows"
        noun="workflows"
        className="ally-WorkflowTable-table"
        columns={columns}
        rows={rows}
        list={workflows}
        isBusy={workflows.isPlaceholderData}
        rowHref={(workflow) => routeTo.workflow(workflow.id)}
        rowData={(workflow) => ({ 'data-workflow': workflow.id, 'data-state': workflow.state })}
        empty={
          <ListEmpty
            filtered={filtered}
            noun="workflows"
            onClear={() => change({})}
            title="No workflows yet"
          >
            A workflow is a trigger, such as a weekly schedule, and steps that then run one after
            the other by themselves, so routine follow-ups happen without anyone remembering them.
          </ListEmpty>
        }
      />
    </section>
  )
}

/** The list's rows as filtered, a page at a time, and the first page's count of them all. */
function useWorkflowRows(filters: WorkflowFilterState) {
  const workflows = useWorkflowList({
    WorkflowName: filters.WorkflowName,
    createdBy: filters.createdBy,
    numOfRuns: filters.numOfRuns,
    dateCreated: filters.dateCreated,
    limit: WORKFLOW_LIST_PAGE_SIZE,
  })
  const rows = useMemo(() => pagedItems(workflows.data) as Workflow[], [workflows.data])
  return { workflows, rows, pagination: workflows.data?.pages[0]?.data.pagination }
}

/**
 * A deleted row takes its focused button with it once the list is read again: then the page
 * takes focus, instead of the body (where a keyboard user would start over from the top).
 */
function useFocusAfterDelete(rows: readonly Workflow[]) {
  const section = useRef<HTMLElement>(null)
  const deleted = useRef<string | null>(null)
  const onDeleted = useCallback((id: string) => {
    deleted.current = id
  }, [])
  useEffect(() => {
    const gone = deleted.current
    if (!gone || rows.some((row) => row.id === gone)) return
    deleted.current = null
    if (!section.current?.contains(document.activeElement)) section.current?.focus()
  }, [rows])
  return { section, onDeleted }
}
