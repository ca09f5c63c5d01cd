import {
  decideWorkflowApproval,
  getWorkflow,
  getWorkflowRun,
  listWorkflowRuns,
  playOrPauseWorkflow,
  runWorkflow,
  type Workflow,
  type WorkflowRun,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { servePaged } from '../../../testing/paged'
import {
  approvalRunFixture,
  approvalWorkflowFixture,
  failedRunFixture,
  waitingRunFixture,
  workflowFixture,
  workflowRunFixture,
} from '../../../testing/workflowFixtures'
import { WorkflowRuns } from './WorkflowRuns'

const meta = {
  title: 'Screens/Workflows/Workflow runs',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const screen = (mock: (api: MockApi) => void, session = storySession()) => (
  <AllyStory session={session} mock={mock}>
    <WorkflowRuns workflowId="workflow-1" />
  </AllyStory>
)

/**
 * Serves the workflow and its runs (`runs()` as they are at each read, newest first), plays,
 * pauses and starts runs as the server would: a run started now finishes a few reads later.
 */
const serving =
  (runs: () => WorkflowRun[], workflow: Workflow = workflowFixture(1)) =>
  (api: MockApi) => {
    let current = workflow
    const started: WorkflowRun[] = []
    const all = () => [...started, ...runs()]
    api.on(getWorkflow, () => ({ message: current.name, data: current }))
    api.on(listWorkflowRuns, (call) => servePaged(all())(call))
    api.on(getWorkflowRun, ({ query }) => {
      const run = all().find((candidate) => candidate.id === query.get('runId'))
      return run
        ? { message: `Run of ${run.startedAt}`, data: run }
        : { status: 404, body: { message: 'This run does not exist.' } }
    })
    api.on(playOrPauseWorkflow, ({ body }) => {
      const play = (body as { action: string }).action === 'play'
      current = { ...current, state: play ? 'running' : 'paused' }
      return { message: `${current.name} is ${play ? 'running' : 'paused'}.`, data: current }
    })
    api.on(runWorkflow, () => {
      const startedAt = new Date().toISOString()
      const run = workflowRunFixture(1, {
        id: `run-now-${started.length + 1}`,
        trigger: 'manual',
        status: 'running',
        startedAt,
        finishedAt: null,
        steps: waitingRunFixture().steps.map((step, index) => ({
          ...step,
          status: index === 0 ? 'running' : 'pending',
          startedAt: index === 0 ? startedAt : null,
        })),
      })
      started.unshift(run)
      // It waits, then finishes: the timeline moves as it is read again every 2 s.
      setTimeout(() => {
        started[started.indexOf(run)] = {
          ...run,
          status: 'waiting',
          steps: run.steps.map((step, index) =>
            index === 0 ? { ...step, status: 'waiting' } : step,
          ),
        }
      }, 2500)
      setTimeout(() => {
        const finishedAt = new Date().toISOString()
        const index = started.findIndex((candidate) => candidate.id === run.id)
        started[index] = {
          ...workflowRunFixture(1),
          id: run.id,
          trigger: 'manual',
          startedAt,
          finishedAt,
        }
      }, 7000)
      return { message: `${current.name} started.`, data: run }
    })
  }

const finished = () => [
  workflowRunFixture(1),
  workflowRunFixture(2),
  failedRunFixture(3),
  workflowRunFixture(4),
]

export const Finished: Story = {
  name: 'A finished run',
  render: () => screen(serving(finished)),
}

/** The newest run waits out its first step, then e-mails and finishes after a few reads. */
export const Waiting: Story = {
  name: 'A waiting run, live',
  render: () => {
    let reads = 0
    return screen(
      serving(() => {
        reads++
        const newest =
          reads < 6
            ? waitingRunFixture(1)
            : reads < 10
              ? workflowRunFixture(1, {
                  status: 'running',
                  finishedAt: null,
                  steps: workflowRunFixture(1).steps.map((step, index) =>
                    index === 1
                      ? { ...step, status: 'running', finishedAt: null, output: null }
                      : step,
                  ),
                })
              : workflowRunFixture(1)
        return [newest, workflowRunFixture(2), workflowRunFixture(3)]
      }),
    )
  },
}

/** The newest run waits for an approval: an owner may approve or reject it, with a note. */
export const WaitingForApproval: Story = {
  name: 'A run waiting for an approval',
  render: () =>
    screen((api) => {
      serving(() => [approvalRunFixture(1), workflowRunFixture(2)], approvalWorkflowFixture())(api)
      api.on(decideWorkflowApproval, ({ body }) => ({
        message:
          (body as { decision: string }).decision === 'approve'
            ? 'Approved; the run goes on.'
            : 'Rejected; the run stops.',
        data: approvalRunFixture(1),
      }))
    }),
}

/** A member the step does not ask sees whom it waits for, and no buttons. */
export const WaitingForApprovalNotAsked: Story = {
  name: 'A run waiting for an approval, seen by a member not asked',
  render: () =>
    screen(
      serving(() => [approvalRunFixture(1)], approvalWorkflowFixture()),
      storySession({ role: 'member', email: 'tunde@obi-supplies.test' }),
    ),
}

/** On a phone the note and the buttons stack under the step. */
export const WaitingForApprovalPhone: Story = {
  ...WaitingForApproval,
  name: 'A run waiting for an approval, on a phone',
  globals: { viewport: { value: 'mobile1' } },
}

export const Failed: Story = {
  name: 'A failed run',
  render: () => screen(serving(() => [failedRunFixture(1), workflowRunFixture(2)])),
}

export const NoRuns: Story = {
  name: 'No runs yet',
  render: () => screen(serving(() => [], workflowFixture(2))),
}

export const NoRunsPausedSchedule: Story = {
  name: 'No runs yet, scheduled and paused',
  render: () => screen(serving(() => [], workflowFixture(1, { state: 'paused' }))),
}

export const ManyRuns: Story = {
  name: 'Many runs, 20 at a time',
  render: () =>
    screen(
      serving(() =>
        Array.from({ length: 45 }, (_, index) =>
          index % 7 === 3 ? failedRunFixture(index + 1) : workflowRunFixture(index + 1),
        ),
      ),
    ),
}

export const Loading: Story = {
  render: () => screen((api) => api.on(getWorkflow, () => new Promise(() => {}))),
}

export const Viewer: Story = {
  name: 'Seen by a viewer',
  render: () => screen(serving(finished), storySession({ role: 'viewer' })),
}

export const NotFound: Story = {
  name: 'Not found',
  render: () =>
    screen((api) =>
      api.on(getWorkflow, { status: 404, body: { message: 'This workflow does not exist.' } }),
    ),
}

/** On a phone the runs come first, the chosen run's steps under them. */
export const FinishedPhone: Story = {
  ...Finished,
  name: 'A finished run, on a phone',
  globals: { viewport: { value: 'mobile1' } },
}
