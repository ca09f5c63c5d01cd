// The workflow pages, one chunk: the list, a workflow's editor and its runs are visited together,
// and their schedule preview and timeline are code the rest of the dashboard does not need.
import { useUrlState, WorkflowEditor, WorkflowRuns, WorkflowTable } from '@ally/react'
import { useParams } from 'wouter'

/** `/dashboard/workflow?WorkflowName=…&createdBy=…&numOfRuns=…&dateCreated=…`, kept in the URL. */
export function WorkflowTablePage() {
  const [query, setUrlState] = useUrlState([
    'WorkflowName',
    'createdBy',
    'numOfRuns',
    'dateCreated',
  ])
  const runs = query.numOfRuns === undefined ? Number.NaN : Number(query.numOfRuns)
  return (
    <WorkflowTable
      filters={{
        WorkflowName: query.WorkflowName,
        createdBy: query.createdBy,
        numOfRuns: Number.isInteger(runs) && runs >= 0 ? runs : undefined,
        dateCreated: /^\d{4}-\d{2}-\d{2}$/.test(query.dateCreated ?? '')
          ? query.dateCreated
          : undefined,
      }}
      onFiltersChange={(next) =>
        setUrlState({
          WorkflowName: next.WorkflowName,
          createdBy: next.createdBy,
          numOfRuns: next.numOfRuns === undefined ? undefined : String(next.numOfRuns),
          dateCreated: next.dateCreated,
        })
      }
    />
  )
}

/** `/dashboard/workflow/{workflowId}`, `new` for a new one: its trigger and steps. */
export function WorkflowEditorPage() {
  const { workflowId = '' } = useParams<{ workflowId: string }>()
  return <WorkflowEditor key={workflowId} workflowId={workflowId} />
}

/** `/dashboard/workflow/run/{workflowId}?run=…`: its runs, the one chosen kept in the URL. */
export function WorkflowRunsPage() {
  const { workflowId = '' } = useParams<{ workflowId: string }>()
  const [{ run }, setUrlState] = useUrlState(['run'])
  return (
    <WorkflowRuns
      workflowId={workflowId}
      runId={run ?? null}
      onRunChange={(next) => setUrlState({ run: next })}
    />
  )
}
