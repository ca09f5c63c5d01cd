import {
  createWorkflow,
  decideWorkflowApproval,
  deleteWorkflow,
  type Endpoint,
  type EndpointInput,
  getWorkflow,
  getWorkflowRun,
  isAllyApiError,
  listWorkflowRuns,
  listWorkflows,
  playOrPauseWorkflow,
  runWorkflow,
  updateWorkflow,
  type Workflow,
  type WorkflowRun,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import {
  type AllyMutationOptions,
  type AllyQueryOptions,
  allyQueryKey,
  useAllyInfiniteList,
  useAllyMutation,
  useAllyQuery,
  useReadAgain,
} from './endpoint'

// A business's workflows (docs/product-rules.md, "Workflows"): the list, one workflow, its runs
// and one run, and the writes. A write answers the workflow as it now is, which goes straight into
// the cache of its page; the lists that show it read again.

export type WorkflowListFilters = Omit<
  NonNullable<EndpointInput<typeof listWorkflows>['query']>,
  'page'
>

/** How often a run still under way is read again, for its steps as they happen. */
export const LIVE_RUN_POLL_MS = 2000

/** How often a workflow that starts runs by itself, and its runs, are read again for new ones. */
export const PLAYING_POLL_MS = 10_000

const LIVE_STATUSES: ReadonlySet<WorkflowRun['status']> = new Set(['queued', 'running', 'waiting'])

/** Whether a run may still change: queued, running or waiting (not paused or finished). */
export const isRunLive = (run: Pick<WorkflowRun, 'status'>) => LIVE_STATUSES.has(run.status)

/** The business's workflows, newest first, filtered as SPEC.md §7 names the filters. */
export const useWorkflowList = (filters: WorkflowListFilters = {}, options?: AllyQueryOptions) =>
  useAllyInfiniteList(listWorkflows, filters, options)

/** One workflow of this business; not asked without an id. */
export const useWorkflow = (workflowId: string, options?: AllyQueryOptions) =>
  useAllyQuery(getWorkflow, { query: { workflowId } }, { enabled: workflowId !== '', ...options })

/** Whether a workflow starts runs by itself now: playing, on a trigger other than by hand. */
export const isWatched = (workflow: Pick<Workflow, 'state' | 'trigger'>) =>
  workflow.state === 'running' && workflow.trigger.type !== 'manual'

/**
 * One workflow as its runs page shows it: read again every ten seconds while it starts runs by
 * itself, so its run count and next run follow the schedule.
 */
export const useWatchedWorkflow = (workflowId: string) =>
  useWorkflow(workflowId, {
    refetchInterval: ({ state }) => {
      const workflow = (state.data as { data?: Workflow } | undefined)?.data
      return workflow && isWatched(workflow) ? PLAYING_POLL_MS : false
    },
  })

/**
 * A workflow's runs, newest first, each with its steps. Read again every two seconds while one
 * of the loaded runs is under way, so its timeline moves as the engine records each step, and
 * every ten seconds while `watching` (a workflow playing on a schedule), so new runs show up.
 */
export const useWorkflowRuns = (
  workflowId: string,
  query: { limit?: number } = {},
  { watching = false }: { watching?: boolean } = {},
) =>
  useAllyInfiniteList(
    listWorkflowRuns,
    { workflowId, ...query },
    {
      enabled: workflowId !== '',
      refetchInterval: ({ state }) => {
        const pages = (state.data as { pages?: { data: { items: WorkflowRun[] } }[] } | undefined)
          ?.pages
        if (pages?.some((page) => page.data.items.some(isRunLive))) return LIVE_RUN_POLL_MS
        return watching ? PLAYING_POLL_MS : false
      },
    },
  )

/** One run with its steps; read again while it is under way. */
export const useWorkflowRun = (runId: string) =>
  useAllyQuery(
    getWorkflowRun,
    { query: { runId } },
    {
      enabled: runId !== '',
      refetchInterval: ({ state }) => {
        const run = (state.data as { data?: WorkflowRun } | undefined)?.data
        return run && isRunLive(run) ? LIVE_RUN_POLL_MS : false
      },
    },
  )

/** What every write to a workflow refreshes: the list, and the dashboard's reads of runs. */
const WORKFLOW_READS: readonly Endpoint[] = [listWorkflows]

/** A write that answers the workflow: its page shows the answer at once, lists read again. */
function useWorkflowWrite<E extends Endpoint>(endpoint: E, options?: AllyMutationOptions<E>) {
  const queries = useQueryClient()
  const readAgain = useReadAgain(WORKFLOW_READS)
  return useAllyMutation(
    endpoint,
    {
      onSuccess: (result) => {
        const workflow = result.data as Workflow
        queries.setQueryData(
          allyQueryKey(getWorkflow, { query: { workflowId: workflow.id } }),
          result,
        )
        readAgain()
      },
    },
    options,
  )
}

/** Creates a workflow; it starts paused, and plays once its maker says so. */
export const useCreateWorkflow = (options?: AllyMutationOptions<typeof createWorkflow>) =>
  useWorkflowWrite(createWorkflow, options)

/** Changes a workflow's name, trigger or steps. */
export const useUpdateWorkflow = (options?: AllyMutationOptions<typeof updateWorkflow>) =>
  useWorkflowWrite(updateWorkflow, options)

/** Plays (or resumes) or pauses a workflow, its runs with it. */
export const usePlayOrPauseWorkflow = (
  options?: AllyMutationOptions<typeof playOrPauseWorkflow>,
) => {
  const readRunsAgain = useReadAgain([listWorkflowRuns, getWorkflowRun])
  return useWorkflowWrite(playOrPauseWorkflow, {
    ...options,
    onSuccess: (result, input) => {
      readRunsAgain()
      options?.onSuccess?.(result, input)
    },
  })
}

/** Deletes a workflow ('Workflow deleted'); its runs under way are cancelled. */
export function useDeleteWorkflow(options?: AllyMutationOptions<typeof deleteWorkflow>) {
  const queries = useQueryClient()
  const readAgain = useReadAgain(WORKFLOW_READS)
  return useAllyMutation(
    deleteWorkflow,
    {
      onSuccess: (_, input) => {
        queries.removeQueries({
          queryKey: allyQueryKey(getWorkflow, { query: { workflowId: input.params.id } }),
        })
        readAgain()
      },
    },
    options,
  )
}

/** Starts a run now, whatever the trigger; the runs and the list's counts read again. */
export function useRunWorkflow(options?: AllyMutationOptions<typeof runWorkflow>) {
  const readAgain = useReadAgain([listWorkflowRuns, listWorkflows, getWorkflow])
  return useAllyMutation(runWorkflow, { onSuccess: readAgain }, options)
}

/**
 * Approves or rejects the approval step a waiting run is at ('Approved; the run goes on.' or
 * 'Rejected; the run stops.'). The answer is the run as it was asked, before the engine acts on
 * the decision, so the run and the runs are read again for what it did; after a 409 too.
 *
 * @example
 * const decide = useDecideWorkflowApproval({ onSuccess: (result) => toast.success(result.message) })
 * decide.mutate({ params: { id: run.id }, body: { decision: 'approve', note } })
 */
export function useDecideWorkflowApproval(
  options?: AllyMutationOptions<typeof decideWorkflowApproval>,
) {
  const readAgain = useReadAgain([getWorkflowRun, listWorkflowRuns])
  return useAllyMutation(
    decideWorkflowApproval,
    {
      onSuccess: readAgain,
      // A 409: someone decided first, or the run moved on; the timeline catches up with it.
      onError: (error) => {
        if (isAllyApiError(error) && error.status === 409) readAgain()
      },
    },
    options,
  )
}
