import type { listWorkflowRuns, Workflow } from '@ally/sdk'
import { useState } from 'react'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { triggerText } from '../../../blocks/workflows/schedule'
import { workflowState } from '../../../blocks/workflows/workflowStatus'
import { pagedItems } from '../../../queries/endpoint'
import { isWatched, useWatchedWorkflow, useWorkflowRuns } from '../../../queries/workflows'
import { useCan } from '../../../session/useCan'
import { formatMoment } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { RunList } from './RunList'
import { RunTimeline } from './RunTimeline'
import { RUNS_PER_PAGE, WORKFLOW_RUNS_PAGE } from './runWords'
import { WorkflowActions } from './WorkflowActions'
import '../../../blocks/detail-page/sourcing.css'
import './WorkflowRuns.css'

export interface WorkflowRunsProps {
  workflowId: string
  /**
   * The run shown, when the caller keeps it (the full app keeps it in `?run=`): giving this prop,
   * even as `null` (the newest run), makes the choice the caller's, told by `onRunChange`. Left
   * out, the screen keeps the choice itself and starts on the newest run.
   */
  runId?: string | null
  /** Another run was chosen, or "Run now" started one: keep it in the URL. */
  onRunChange?: (runId: string) => void
  className?: string
}

/**
 * One workflow's runs (`/dashboard/workflow/run/{workflowId}`): the workflow's name, state and
 * trigger, with Run now and Pause or Play for those who may change workflows; its runs, newest
 * first, 20 at a time; and the chosen run's steps (the newest run's by default), each with its
 * status, times, output and error, moving as the engine records them while the run is under way.
 *
 * @example
 * <WorkflowRuns workflowId={params.workflowId} runId={search.get('run')}
 *   onRunChange={(run) => setSearch({ run }, { replace: true })} />
 */
export function WorkflowRuns({ workflowId, runId, onRunChange, className }: WorkflowRunsProps) {
  return (
    <DetailPage
      {...WORKFLOW_RUNS_PAGE}
      query={useWatchedWorkflow(workflowId)}
      className={cx('ally-WorkflowRuns', className)}
    >
      {({ data }, titleId) => (
        <WorkflowRunsView
          workflow={data}
          titleId={titleId}
          runId={runId}
          onRunChange={onRunChange}
        />
      )}
    </DetailPage>
  )
}

/** The screen once the workflow loaded: the header, then the runs beside the chosen run. */
function WorkflowRunsView({
  workflow,
  titleId,
  runId,
  onRunChange,
}: Pick<WorkflowRunsProps, 'runId' | 'onRunChange'> & { workflow: Workflow; titleId: string }) {
  const ids = { runs: `${titleId}-runs`, run: `${titleId}-run`, empty: `${titleId}-empty` }
  const [ownRunId, setOwnRunId] = useState<string | null>(null)
  // A workflow playing on a schedule starts runs by itself: the list looks for them.
  const runsQuery = useWorkflowRuns(
    workflow.id,
    { limit: RUNS_PER_PAGE },
    { watching: isWatched(workflow) },
  )
  const runs = pagedItems<typeof listWorkflowRuns>(runsQuery.data)
  const total = runsQuery.data?.pages[0]?.data.pagination.total ?? runs.length
  const chosen = runId !== undefined ? runId : ownRunId
  const selectedId = chosen ?? runs[0]?.id ?? null
  const select = (id: string) => {
    setOwnRunId(id)
    onRunChange?.(id)
  }
  const noRuns = runsQuery.isSuccess && runs.length === 0 && !chosen
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={workflow.name}
        documentTitle={`Runs of ${workflow.name}`}
        eyebrow="Workflow runs"
        description={
          <p className="ally-SourcingSummary">
            <StatusBadge status={workflow.state} display={workflowState(workflow.state)} />
            <span>{triggerText(workflow.trigger)}</span>
            {workflow.state === 'running' && workflow.nextRunAt && (
              <span>
                Next run{' '}
                <time dateTime={workflow.nextRunAt}>{formatMoment(workflow.nextRunAt)}</time>
              </span>
            )}
          </p>
        }
        actions={<WorkflowActions workflow={workflow} onRunStarted={select} />}
      />
      {noRuns ? (
        <NoRuns workflow={workflow} headingId={ids.empty} />
      ) : (
        <div className="ally-WorkflowRuns-body">
          <RunList
            query={runsQuery}
            runs={runs}
            total={total}
            selectedId={selectedId}
            onSelect={select}
            headingId={ids.runs}
          />
          <RunTimeline
            runId={selectedId}
            listed={runs.find((run) => run.id === selectedId)}
            workflow={workflow}
            headingId={ids.run}
          />
        </div>
      )}
    </>
  )
}

/** No run yet: how one starts, by hand or on the schedule. */
function NoRuns({ workflow, headingId }: { workflow: Workflow; headingId: string }) {
  const mayChange = useCan('workflows')
  const runNow = mayChange ? ' Press Run now to start one now.' : ''
  let hint: string
  if (workflow.trigger.type === 'schedule') {
    hint =
      workflow.state === 'paused'
        ? `It is paused: it runs on its schedule once ${mayChange ? 'you play' : 'someone plays'} it.${runNow}`
        : workflow.nextRunAt
          ? `Its first run starts on schedule, ${formatMoment(workflow.nextRunAt)}.${runNow}`
          : `It runs on its schedule.${runNow}`
  } else if (workflow.trigger.type === 'event') {
    hint = `It runs when its event happens.${runNow}`
  } else {
    hint = mayChange
      ? 'Press Run now to start one; its steps show here as they run.'
      : 'Its runs show here once someone runs it.'
  }
  return (
    <section className="ally-SourcingPanel ally-WorkflowRuns-empty" aria-labelledby={headingId}>
      <h2 id={headingId}>No runs yet</h2>
      <p>{hint}</p>
    </section>
  )
}
