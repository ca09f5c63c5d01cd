import { formatCount, routeTo, type Workflow } from '@ally/sdk'
import { Link } from 'react-aria-components/Link'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { triggerText } from '../../../blocks/workflows/schedule'
import { workflowState } from '../../../blocks/workflows/workflowStatus'
import type { DataTableColumn } from '../../../ui/DataTable'
import { formatMoment } from '../../../ui/format'
import { StatusBadge } from '../../../ui/StatusBadge'
import { WorkflowRowActions } from './WorkflowRowActions'

const NONE = '—'

/** "1 run", "12 runs". */
export const runCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'run' : 'runs'}`

/** The number of runs, a link to them: a control of its own beside the row's link. */
function RunsLink({ workflow }: { workflow: Workflow }) {
  return (
    <Link href={routeTo.workflowRun(workflow.id)} className="ally-WorkflowTable-runs">
      {runCount(workflow.numOfRuns)}
      <VisuallyHidden elementType="span"> of {workflow.name}</VisuallyHidden>
    </Link>
  )
}

const READ_COLUMNS: DataTableColumn<Workflow>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, cell: (workflow) => workflow.name },
  { id: 'trigger', name: 'Trigger', cell: (workflow) => triggerText(workflow.trigger) },
  {
    id: 'state',
    name: 'State',
    cell: (workflow) => (
      <StatusBadge status={workflow.state} display={workflowState(workflow.state)} />
    ),
  },
  { id: 'runs', name: 'Runs', align: 'end', cell: (workflow) => <RunsLink workflow={workflow} /> },
  {
    id: 'lastRun',
    name: 'Last run',
    cell: (workflow) => (workflow.lastRunAt ? formatMoment(workflow.lastRunAt) : 'Never'),
  },
  {
    id: 'nextRun',
    name: 'Next run',
    cell: (workflow) => (workflow.nextRunAt ? formatMoment(workflow.nextRunAt) : NONE),
  },
  { id: 'createdBy', name: 'Created by', cell: (workflow) => workflow.createdBy.name },
]

/**
 * The list's columns; the actions column only for those whose role may change workflows.
 * `onDeleted` is told when a row's workflow is gone, to move focus off the vanished row.
 */
export function workflowColumns(
  mayChange: boolean,
  onDeleted: (id: string) => void,
): DataTableColumn<Workflow>[] {
  if (!mayChange) return READ_COLUMNS
  return [
    ...READ_COLUMNS,
    {
      id: 'actions',
      name: 'Actions',
      cell: (workflow) => <WorkflowRowActions workflow={workflow} onDeleted={onDeleted} />,
    },
  ]
}
