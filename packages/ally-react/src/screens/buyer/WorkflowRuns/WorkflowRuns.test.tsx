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
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { servePaged } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import {
  approvalRunFixture,
  approvalWorkflowFixture,
  failedRunFixture,
  waitingRunFixture,
  workflowFixture,
  workflowRunFixture,
} from '../../../testing/workflowFixtures'
import { formatMoment } from '../../../ui/format'
import { WORKFLOW_NOT_FOUND } from './runWords'
import { WorkflowRuns, type WorkflowRunsProps } from './WorkflowRuns'

const owner = storySession()

/** Run 3 of the workflow: one step of its own, to tell its timeline from the others'. */
const thirdRun = workflowRunFixture(3, {
  steps: [
    {
      stepId: 'step-approve',
      name: 'Ask Bayo to approve',
      type: 'approval',
      status: 'succeeded',
      startedAt: '2026-01-02T09:00:00.000Z',
      finishedAt: '2026-01-02T09:30:00.000Z',
      output: 'Approved by Bayo Ade',
      error: null,
    },
  ],
})

/** The workflow, its runs newest first, and each run on its own; the writes as the server does them. */
function serving({
  workflow = workflowFixture(1),
  runs = [workflowRunFixture(1), failedRunFixture(2), thirdRun],
}: {
  workflow?: Workflow
  runs?: WorkflowRun[]
} = {}) {
  return (api: MockApi) => {
    let current = workflow
    api.on(getWorkflow, () => ({ message: current.name, data: current }))
    api.on(listWorkflowRuns, servePaged(runs))
    api.on(getWorkflowRun, ({ query }) => {
      const run = runs.find((candidate) => candidate.id === query.get('runId'))
      return run
        ? { message: `Run of ${run.startedAt}`, data: run }
        : { status: 404, body: { message: 'This run does not exist.' } }
    })
    api.on(playOrPauseWorkflow, ({ body }) => {
      const play = (body as { action: string }).action === 'play'
      current = { ...current, state: play ? 'running' : 'paused' }
      return {
        message: `${current.name} is ${play ? 'running' : 'paused'}.`,
        data: current,
      }
    })
  }
}

const render = (
  mock: (api: MockApi) => void = serving(),
  props: Partial<WorkflowRunsProps> = {},
  session = owner,
) => renderScreen(<WorkflowRuns workflowId="workflow-1" {...props} />, { session, mock })

/** The page's header (not a landmark inside the page's article): found by its h1. */
const header = async () =>
  (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement
const runList = () => screen.getByRole('listbox', { name: 'Runs' })
const timeline = () => screen.getByRole('region', { name: /^Run of / })
const stepsOf = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Steps' })).getAllByRole('listitem')
const stepNames = (region: HTMLElement) =>
  stepsOf(region).map((step) => within(step).getByRole('heading', { level: 3 }).textContent)

describe('WorkflowRuns', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the workflow with its state, trigger and links, and its runs newest first', async () => {
    const { api } = render()
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly restock 1' })).toBeTruthy()
    expect(document.title).toBe('Runs of Weekly restock 1 · Ally')
    expect(api.callsTo(getWorkflow)[0]?.query.get('workflowId')).toBe('workflow-1')
    const top = await header()
    expect(within(top).getByText('Running').getAttribute('data-tone')).toBe('success')
    expect(within(top).getByText('Every Monday at 09:00 (Africa/Lagos)')).toBeTruthy()
    expect(within(top).getByRole('link', { name: 'Edit workflow' }).getAttribute('href')).toBe(
      '/dashboard/workflow/workflow-1',
    )
    expect(within(top).getByRole('link', { name: 'All workflows' }).getAttribute('href')).toBe(
      '/dashboard/workflow',
    )
    expect(within(top).getByRole('button', { name: 'Run now' })).toBeTruthy()
    expect(within(top).getByRole('button', { name: 'Pause' })).toBeTruthy()

    const options = await within(
      await screen.findByRole('listbox', { name: 'Runs' }),
    ).findAllByRole('option')
    expect(options).toHaveLength(3)
    const list = api.callsTo(listWorkflowRuns)[0]?.query
    expect([list?.get('workflowId'), list?.get('limit'), list?.get('page')]).toEqual([
      'workflow-1',
      '20',
      '1',
    ])
    const [newest, failed] = options as [HTMLElement, HTMLElement]
    expect(newest.getAttribute('aria-selected')).toBe('true')
    expect(within(newest).getByText('Succeeded')).toBeTruthy()
    expect(within(newest).getByText('On schedule · took 1 day')).toBeTruthy()
    expect(newest.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-04T09:00:00.000Z')
    expect(within(failed).getByText('Failed')).toBeTruthy()
    expect(within(failed).getByText('Run by hand · took 1 day')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Runs (3)' })).toBeTruthy()
  })

  it('shows the newest run’s steps in order, with their kind, status, times and output', async () => {
    const { api } = render()
    await screen.findByRole('heading', {
      name: `Run of ${formatMoment('2026-01-04T09:00:00.000Z')}`,
    })
    const run = timeline()
    expect(api.callsTo(getWorkflowRun)[0]?.query.get('runId')).toBe('run-1')
    expect(stepNames(run)).toEqual(['Give vendors a day', 'Tell the stores team'])
    const [wait, notify] = stepsOf(run) as [HTMLElement, HTMLElement]
    expect(within(wait).getByText('Wait')).toBeTruthy()
    expect(within(wait).getByText('Done')).toBeTruthy()
    expect(within(wait).getByText('Waited 1 day')).toBeTruthy()
    expect(within(notify).getByText('E-mail people')).toBeTruthy()
    expect(within(notify).getByText('E-mailed stores@obi-supplies.test')).toBeTruthy()
    expect(
      [...notify.querySelectorAll('time')].map((time) => time.getAttribute('dateTime')),
    ).toEqual(['2026-01-06T09:00:00.000Z', '2026-01-06T09:01:00.000Z'])
    expect(within(notify).getByText(/\(1 minute\)/)).toBeTruthy()
    // A finished run is not read again, and says nothing is updating.
    expect(within(run).getByRole('status').textContent).toBe('')
    expect(within(run).getByText('Succeeded')).toBeTruthy()
  })

  it('shows another run’s steps when it is chosen by click or keyboard, and tells the caller', async () => {
    const user = userEvent.setup()
    const onRunChange = vi.fn()
    render(serving(), { onRunChange })
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option')
    await user.click(options[1] as HTMLElement)
    expect(onRunChange).toHaveBeenLastCalledWith('run-2')
    await waitFor(() => expect(stepsOf(timeline())[1]?.getAttribute('data-status')).toBe('failed'))
    expect((options[1] as HTMLElement).getAttribute('aria-selected')).toBe('true')
    expect((options[0] as HTMLElement).getAttribute('aria-selected')).toBe('false')

    // Focus is on the chosen run: the arrow moves to the next, Enter shows it.
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(options[2])
    await user.keyboard('{Enter}')
    expect(onRunChange).toHaveBeenLastCalledWith('run-3')
    await waitFor(() => expect(stepNames(timeline())).toEqual(['Ask Bayo to approve']))
    expect(within(timeline()).getByText('Ask for approval')).toBeTruthy()
    expect(within(timeline()).getByText('Approved by Bayo Ade')).toBeTruthy()
  })

  it('shows the run the caller names, and follows it when it changes', async () => {
    const onRunChange = vi.fn()
    const view = render(serving(), { runId: 'run-3', onRunChange })
    await waitFor(() => expect(stepNames(timeline())).toEqual(['Ask Bayo to approve']))
    expect(
      within(runList()).getByRole('option', { selected: true }).querySelector('time')?.dateTime,
    ).toBe(thirdRun.startedAt)
    view.rerender(<WorkflowRuns workflowId="workflow-1" runId="run-2" onRunChange={onRunChange} />)
    await waitFor(() =>
      expect(stepNames(timeline())).toEqual(['Give vendors a day', 'Tell the stores team']),
    )
    expect(onRunChange).not.toHaveBeenCalled()
  })

  it('makes a failed run’s failure obvious: the step, and its reason', async () => {
    render(serving({ runs: [failedRunFixture(1)] }))
    const alert = await within(await screen.findByRole('region', { name: /^Run of / })).findByRole(
      'alert',
    )
    expect(
      within(alert).getByText('This run failed at step 2, “Tell the stores team”.'),
    ).toBeTruthy()
    expect(
      within(alert).getByText('stores@obi-supplies.test is not a member of this business any more'),
    ).toBeTruthy()
    const failed = stepsOf(timeline())[1] as HTMLElement
    expect(within(failed).getByText('Failed').getAttribute('data-tone')).toBe('danger')
    expect(
      within(failed).getByText(/is not a member of this business any more/).className,
    ).toContain('ally-WorkflowRuns-error')
  })

  it('follows a waiting run through its events, says each change, and stops once it is finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const waiting = waitingRunFixture(1)
    const done = workflowRunFixture(1)
    const { api } = render((api) => {
      serving({ runs: [waiting] })(api)
      // Read whole first; then the stream: the run as it still is, a pause, and its end.
      api.on(getWorkflowRun, (call) =>
        /text\/event-stream/.test(call.headers.accept ?? '')
          ? { message: 'Run', data: done, events: [waiting], eventGapMs: 3000 }
          : { message: 'Run', data: waiting },
      )
    })
    const run = await screen.findByRole('region', { name: /^Run of / })
    expect(await within(run).findByText('Updating live')).toBeTruthy()
    expect(within(run).getByRole('status').textContent).toBe('Updating live')
    const [wait, notify] = stepsOf(run) as [HTMLElement, HTMLElement]
    expect(within(wait).getByText(/^Waiting since .*: the run goes on by itself/)).toBeTruthy()
    expect(wait.getAttribute('aria-current')).toBe('step')
    expect(within(notify).getByText('Not started')).toBeTruthy()
    await waitFor(() =>
      expect(
        api.callsTo(getWorkflowRun).filter((call) => call.headers.accept === 'text/event-stream'),
      ).toHaveLength(1),
    )

    await act(() => vi.advanceTimersByTimeAsync(3100))
    await waitFor(() => expect(within(notify).getByText('Done')).toBeTruthy())
    expect(within(run).queryByText('Updating live')).toBeNull()
    expect(
      within(run).getByText('Give vendors a day: Done. Tell the stores team: Done. Run succeeded'),
    ).toBeTruthy()
    // Its row in the list says so too, without waiting for the list's next read.
    const runs = screen.getByRole('listbox', { name: 'Runs' })
    expect(within(runs).getByText('Succeeded')).toBeTruthy()

    const settled = api.callsTo(getWorkflowRun).length
    await act(() => vi.advanceTimersByTimeAsync(6000))
    expect(api.callsTo(getWorkflowRun).length).toBe(settled)
  })

  it('follows a live run again after its stream failed, waiting a little longer each time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const waiting = waitingRunFixture(1)
    const { api } = render((api) => {
      serving({ runs: [waiting] })(api)
      api.on(getWorkflowRun, (call) =>
        /text\/event-stream/.test(call.headers.accept ?? '')
          ? { status: 503, body: { message: 'Try again shortly.' } }
          : { message: 'Run', data: waiting },
      )
    })
    const run = await screen.findByRole('region', { name: /^Run of / })
    expect(await within(run).findByText('Updating live')).toBeTruthy()
    const streamed = () =>
      api.callsTo(getWorkflowRun).filter((call) => call.headers.accept === 'text/event-stream')
        .length
    await waitFor(() => expect(streamed()).toBe(1))
    await act(() => vi.advanceTimersByTimeAsync(2100))
    expect(streamed()).toBe(2)
    await act(() => vi.advanceTimersByTimeAsync(2100))
    expect(streamed()).toBe(2)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(streamed()).toBe(3)
    // The run as last read stays on show meanwhile.
    expect(within(run).getByText('Updating live')).toBeTruthy()
  })

  it('looks for new runs every 10 s while it plays on its schedule, and not once it is paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const runs: WorkflowRun[] = []
    const { api } = render((api) => {
      serving({ workflow: workflowFixture(1), runs })(api)
      api.on(listWorkflowRuns, (call) => servePaged(runs)(call))
    })
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeTruthy()
    // The schedule fires: the next read shows the run, without a reload.
    runs.push(workflowRunFixture(1, { trigger: 'schedule' }))
    await act(() => vi.advanceTimersByTimeAsync(10_100))
    expect(await screen.findByRole('listbox', { name: 'Runs' })).toBeTruthy()

    // Paused, it starts no runs: nothing more is read.
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: /^Pause/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Play/ })).toBeTruthy())
    await act(() => vi.advanceTimersByTimeAsync(1000))
    const reads = api.callsTo(listWorkflowRuns).length
    await act(() => vi.advanceTimersByTimeAsync(25_000))
    expect(api.callsTo(listWorkflowRuns).length).toBe(reads)
  })

  it('starts a run with Run now and shows it', async () => {
    const user = userEvent.setup()
    const onRunChange = vi.fn()
    const started = workflowRunFixture(9, {
      id: 'run-new',
      trigger: 'manual',
      status: 'running',
      startedAt: '2026-01-20T10:00:00.000Z',
      finishedAt: null,
      steps: [
        {
          stepId: 'step-wait',
          name: 'Give vendors a day',
          type: 'wait',
          status: 'running',
          startedAt: '2026-01-20T10:00:00.000Z',
          finishedAt: null,
          output: null,
          error: null,
        },
      ],
    })
    const runs = [workflowRunFixture(1)]
    const { api } = render(
      (api) => {
        serving({ runs })(api)
        api.on(runWorkflow, () => {
          runs.unshift(started)
          return { message: 'Weekly restock 1 started.', data: started }
        })
      },
      { onRunChange },
    )
    await user.click(within(await header()).getByRole('button', { name: 'Run now' }))
    expect(await screen.findByText('Run started')).toBeTruthy()
    const [call] = api.callsTo(runWorkflow)
    expect(call?.path).toBe('/api/v1/ldb/workFlow/run/workFlow/workflow-1')
    expect(call?.body).toEqual({})
    expect(onRunChange).toHaveBeenLastCalledWith('run-new')
    expect(
      await screen.findByRole('heading', { name: `Run of ${formatMoment(started.startedAt)}` }),
    ).toBeTruthy()
    expect(within(timeline()).getByText('Updating live')).toBeTruthy()
    // The list reads again and has the new run on top, chosen.
    await waitFor(() => expect(within(runList()).getAllByRole('option')).toHaveLength(2))
    expect(within(runList()).getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true')
  })

  it('pauses and plays the workflow', async () => {
    const user = userEvent.setup()
    const { api } = render()
    const top = await header()
    await user.click(within(top).getByRole('button', { name: 'Pause' }))
    expect(await screen.findByText('Workflow paused')).toBeTruthy()
    expect(api.callsTo(playOrPauseWorkflow)[0]?.path).toBe(
      '/api/v1/ldb/workFlow/play-or-pause/workFlow/workflow-1',
    )
    expect(api.callsTo(playOrPauseWorkflow)[0]?.body).toEqual({ action: 'pause' })
    expect(await within(top).findByText('Paused')).toBeTruthy()
    await user.click(within(top).getByRole('button', { name: 'Play' }))
    expect(await screen.findByText('Workflow playing')).toBeTruthy()
    expect(api.callsTo(playOrPauseWorkflow)[1]?.body).toEqual({ action: 'play' })
    expect(await within(top).findByRole('button', { name: 'Pause' })).toBeTruthy()
  })

  it('shows the server’s words when a run cannot start', async () => {
    const user = userEvent.setup()
    render((api) => {
      serving()(api)
      api.on(runWorkflow, {
        status: 503,
        body: { message: 'The workflow engine is not running. Try again shortly.' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Run now' }))
    expect(
      await screen.findByText('The workflow engine is not running. Try again shortly.'),
    ).toBeTruthy()
  })

  it('offers a viewer no Run now, Pause or edit, only the way to see the workflow', async () => {
    render(serving(), {}, storySession({ role: 'viewer' }))
    const top = await header()
    await within(await screen.findByRole('listbox')).findAllByRole('option')
    expect(within(top).queryByRole('button')).toBeNull()
    expect(within(top).queryByRole('link', { name: 'Edit workflow' })).toBeNull()
    expect(within(top).getByRole('link', { name: 'View workflow' }).getAttribute('href')).toBe(
      '/dashboard/workflow/workflow-1',
    )
  })

  it('says when there are no runs yet, and how one starts', async () => {
    const first = render(serving({ workflow: workflowFixture(2), runs: [] }))
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeTruthy()
    expect(screen.getByText(/Press Run now to start one/)).toBeTruthy()
    expect(screen.queryByRole('listbox')).toBeNull()
    first.unmount()
    // A scheduled workflow that is paused runs on its schedule once played.
    render(serving({ workflow: workflowFixture(1, { state: 'paused' }), runs: [] }))
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeTruthy()
    expect(
      screen.getByText(/It is paused: it runs on its schedule once you play it\./),
    ).toBeTruthy()
  })

  it('loads older runs 20 at a time', async () => {
    const user = userEvent.setup()
    const runs = Array.from({ length: 25 }, (_, index) => workflowRunFixture(index + 1))
    const { api } = render(serving({ runs }))
    const list = await screen.findByRole('listbox', { name: 'Runs' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20))
    expect(screen.getByRole('heading', { level: 2, name: 'Runs (25)' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(25))
    expect(api.callsTo(listWorkflowRuns).at(-1)?.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says a workflow of another business was not found, with the way back', async () => {
    render((api) =>
      api.on(getWorkflow, { status: 404, body: { message: 'This workflow does not exist.' } }),
    )
    expect(await screen.findByRole('heading', { name: WORKFLOW_NOT_FOUND })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to workflows' }).getAttribute('href')).toBe(
      '/dashboard/workflow',
    )
  })

  it('offers a retry when the workflow fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    render((api) => {
      serving()(api)
      api.on(getWorkflow, () =>
        fail
          ? { status: 503, body: { message: 'The server is busy. Try again.' } }
          : { message: 'Weekly restock 1', data: workflowFixture(1) },
      )
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The server is busy. Try again.')).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly restock 1' })).toBeTruthy()
  })

  describe('a run waiting for an approval', () => {
    const approving = serving({ workflow: approvalWorkflowFixture(), runs: [approvalRunFixture()] })
    const approvalStep = async () => {
      await waitFor(() => expect(stepNames(timeline())).toContain('Ask Kemi to approve'))
      return stepsOf(timeline())[2] as HTMLElement
    }

    it('lets an owner approve it with a note, and says what the server did', async () => {
      const user = userEvent.setup()
      const { api } = render((api) => {
        approving(api)
        api.on(decideWorkflowApproval, () => ({
          message: 'Approved; the run goes on.',
          data: approvalRunFixture(),
        }))
      })
      const step = await approvalStep()
      expect(
        within(step).getByText(
          'Waiting for kemi@obi-supplies.test, bayo@obi-supplies.test to approve.',
        ),
      ).toBeTruthy()
      const decision = within(step).getByRole('region', { name: /Approve or reject/ })
      await user.type(within(decision).getByRole('textbox', { name: 'Note (optional)' }), ' Fine. ')
      const reads = api.callsTo(getWorkflowRun).length
      await user.click(within(decision).getByRole('button', { name: 'Approve' }))
      expect(
        await screen.findByText('Approved; the run goes on.', { selector: '[role="status"]' }),
      ).toBeTruthy()
      const [call] = api.callsTo(decideWorkflowApproval)
      expect(call?.path).toBe('/api/v1/ldb/workFlow/approval/run/run-1')
      expect(call?.body).toEqual({ decision: 'approve', note: 'Fine.' })
      // The run is read again for what the engine did with the decision.
      await waitFor(() => expect(api.callsTo(getWorkflowRun).length).toBeGreaterThan(reads))
      expect(within(step).queryByRole('button', { name: 'Approve' })).toBeNull()
    })

    it('names the step only once when it is named as its kind', async () => {
      render(approving)
      const approval = await approvalStep()
      const [rfq] = stepsOf(timeline()) as [HTMLElement]
      expect(within(rfq).getAllByText('Send an RFQ')).toHaveLength(1)
      // A step named otherwise still says its kind.
      expect(within(approval).getByText('Ask for approval')).toBeTruthy()
    })

    it('shows a refusal under the buttons, tied to them', async () => {
      const user = userEvent.setup()
      render((api) => {
        approving(api)
        api.on(decideWorkflowApproval, {
          status: 409,
          body: { message: 'This run is not waiting for an approval.' },
        })
      })
      const step = await approvalStep()
      const reject = within(step).getByRole('button', { name: 'Reject' })
      await user.click(reject)
      const alert = await within(step).findByRole('alert')
      expect(alert.textContent).toBe('This run is not waiting for an approval.')
      expect(reject.getAttribute('aria-describedby')).toContain(alert.id)
    })

    it('lets a member it asks decide, but not one it does not ask, nor a viewer it asks', async () => {
      const asked = render(
        approving,
        {},
        storySession({ role: 'member', email: 'Bayo@obi-supplies.test' }),
      )
      expect(within(await approvalStep()).getByRole('button', { name: 'Reject' })).toBeTruthy()
      asked.unmount()

      const other = render(
        approving,
        {},
        storySession({ role: 'member', email: 'tunde@obi-supplies.test' }),
      )
      const step = await approvalStep()
      expect(
        within(step).getByText(
          'Waiting for kemi@obi-supplies.test, bayo@obi-supplies.test to approve.',
        ),
      ).toBeTruthy()
      expect(within(step).queryByRole('button')).toBeNull()
      expect(within(step).queryByRole('textbox')).toBeNull()
      other.unmount()

      render(approving, {}, storySession({ role: 'viewer', email: 'kemi@obi-supplies.test' }))
      expect(within(await approvalStep()).queryByRole('button')).toBeNull()
    })
  })

  it('says a wait for the answers goes on when they are in', async () => {
    const workflow = workflowFixture(1, {
      steps: [
        { id: 'step-wait', type: 'wait', name: 'Give vendors a day', config: { until: 'answers' } },
      ],
    })
    render(serving({ workflow, runs: [waitingRunFixture(1)] }))
    const run = await screen.findByRole('region', { name: /^Run of / })
    expect(
      await within(run).findByText(/^Waiting since .*: the run goes on when the answers are in\.$/),
    ).toBeTruthy()
  })

  it('shows a co-pilot summary as the co-pilot writes it: bold and a list', async () => {
    const summary = {
      stepId: 'step-summary',
      name: 'Summarise',
      type: 'copilot_summary' as const,
      status: 'succeeded' as const,
      startedAt: '2026-11-20T09:00:00.000Z',
      finishedAt: '2026-11-20T09:00:01.000Z',
      output:
        '**TA-0042 Restock bolts**: 2 answers.\n- Boltco: $90.00 landed\n- Eurofix: $120.00 landed',
      error: null,
    }
    render(serving({ runs: [workflowRunFixture(1, { steps: [summary] })] }))
    const [step] = stepsOf(await waitFor(timeline))
    const items = within(step as HTMLElement).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Boltco: $90.00 landed',
      'Eurofix: $120.00 landed',
    ])
    expect((step as HTMLElement).querySelector('strong')?.textContent).toBe('TA-0042 Restock bolts')
    expect((step as HTMLElement).textContent).not.toContain('**')
  })
})
