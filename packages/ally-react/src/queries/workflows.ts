import {
  createWorkflow,
  decideWorkflowApproval,
  deleteWorkflow,
  type Endpoint,
  type EndpointInput,
  type Envelope,
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
import { streamRequest } from '@ally/sdk/stream'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useAllyClient } from '../provider/AllyProvider'
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
 * A workflow's runs, newest first, each with its steps. Read again every ten seconds while one of
 * the loaded runs is under way or while `watching` (a workflow playing on a schedule), so new runs
 * and their statuses show up; the run on show follows its own stream (useWorkflowRun).
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
        const live = pages?.some((page) => page.data.items.some(isRunLive))
        return live || watching ? PLAYING_POLL_MS : false
      },
    },
  )

/** How long a run view waits to follow a live run again once its stream has ended. */
const REFOLLOW_MS = 2000
/** How long a run view waits before following a run again after its stream failed, at most. */
const FOLLOW_RETRY_MAX_MS = 30_000

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })

type RunEnvelope = Envelope<WorkflowRun>
type RunPages = { pages: { data: { items: WorkflowRun[] } }[] }

/**
 * Follows a live run through its stream (getWorkflowRun with `Accept: text/event-stream`): each
 * change goes into the run's cache and its row in the runs list as it comes. The server ends a
 * stream after a while or once the run has finished; while the run is still live it is followed
 * again, and after a failure again with back-off (2, 4, 8 … 30 s).
 */
function useFollowedRun(runId: string, live: boolean) {
  const client = useAllyClient()
  const queries = useQueryClient()
  useEffect(() => {
    if (!runId || !live) return
    const stop = new AbortController()
    const put = (run: WorkflowRun, message?: string) => {
      queries.setQueryData<RunEnvelope>(
        allyQueryKey(getWorkflowRun, { query: { runId } }),
        (cached) => ({ message: message ?? cached?.message ?? '', data: run }),
      )
      queries.setQueriesData<RunPages>({ queryKey: allyQueryKey(listWorkflowRuns) }, (cached) =>
        cached?.pages
          ? {
              ...cached,
              pages: cached.pages.map((page) => ({
                ...page,
                data: {
                  ...page.data,
                  items: page.data.items.map((item) => (item.id === run.id ? run : item)),
                },
              })),
            }
          : cached,
      )
    }
    void (async () => {
      for (let failures = 0; !stop.signal.aborted; ) {
        try {
          const { message, data } = await streamRequest(
            client.request,
            getWorkflowRun,
            { query: { runId } },
            { signal: stop.signal, onEvent: (run) => put(run) },
          )
          put(data, message)
          if (!isRunLive(data)) return
          failures = 0
          // Ended while live: the server's time was up, or it answered without a stream (then
          // this reads the run every two seconds).
          await pause(REFOLLOW_MS, stop.signal)
        } catch (error) {
          if (stop.signal.aborted) return
          // Gone (its workflow deleted): the page's own reads say so.
          if (isAllyApiError(error) && error.status === 404) {
            void queries.invalidateQueries({ queryKey: allyQueryKey(listWorkflowRuns) })
            return
          }
          failures += 1
          await pause(Math.min(FOLLOW_RETRY_MAX_MS, 1000 * 2 ** failures), stop.signal)
        }
      }
    })()
    return () => stop.abort()
  }, [client, queries, runId, live])
}

/** One run with its steps; followed as it goes while it is under way (server-sent events). */
export function useWorkflowRun(runId: string) {
  const read = useAllyQuery(getWorkflowRun, { query: { runId } }, { enabled: runId !== '' })
  const run = read.data?.data as WorkflowRun | undefined
  useFollowedRun(runId, run ? isRunLive(run) : false)
  return read
}

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
