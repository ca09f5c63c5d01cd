import { deleteWorkflow, listWorkflows, playOrPauseWorkflow } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { isClickCancelled } from '../../../testing/linkClicks'
import type { MockApi } from '../../../testing/mockApi'
import { servePaged } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { workflowFixture } from '../../../testing/workflowFixtures'
import { formatMoment } from '../../../ui/format'
import { type WorkflowFilterState, WorkflowTable } from './WorkflowTable'
import { servingWorkflows, workflowsFixture } from './workflowTableMocks'

const lastQuery = (api: MockApi) =>
  Object.fromEntries(api.callsTo(listWorkflows).at(-1)?.query ?? [])

const render = (
  mock: (api: MockApi) => void = servingWorkflows(workflowsFixture(30)),
  ui = <WorkflowTable />,
  session = storySession(),
) => renderScreen(ui, { session, mock })

/** The list answering, without a team to choose from (the filters' menu is not under test). */
const only = (mock: (api: MockApi) => void) => (api: MockApi) => {
  servingWorkflows([])(api)
  mock(api)
}

/** A workflow's row, by its exact name ("Weekly restock 1" is not "Weekly restock 12"). */
const row = (name: string) => {
  const cell = screen.getByRole('rowheader', { name })
  const found = cell.closest('[role="row"]')
  if (!(found instanceof HTMLElement)) throw new Error(`No row for ${name}`)
  return found
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search workflows' })
const runsBox = () => screen.getByRole('spinbutton', { name: 'At least this many runs' })
const dayBox = () => screen.getByLabelText('Created on') as HTMLInputElement

describe('WorkflowTable', () => {
  it('lists each workflow with its trigger, state, runs, last and next run and maker', async () => {
    const { api } = render()
    expect(await screen.findByText('30 workflows.')).toBeTruthy()
    expect(document.title).toBe('Workflows · Ally')
    expect(screen.getByRole('heading', { level: 1, name: 'Workflows' })).toBeTruthy()

    const first = row('Weekly restock 1')
    expect(within(first).getByText('Every Monday at 09:00 (Africa/Lagos)')).toBeTruthy()
    expect(within(first).getByText('Running')).toBeTruthy()
    expect(within(first).getByText(formatMoment('2026-01-02T09:00:00.000Z'))).toBeTruthy()
    expect(within(first).getByText(formatMoment('2026-01-12T08:00:00.000Z'))).toBeTruthy()
    expect(within(first).getByText('Ada Obi')).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'Weekly restock 1' }).getAttribute('href')).toBe(
      '/dashboard/workflow/workflow-1',
    )
    const runs = within(first).getByRole('link', { name: '1 run of Weekly restock 1' })
    expect(runs.getAttribute('href')).toBe('/dashboard/workflow/run/workflow-1')
    expect(runs.closest('[role="gridcell"]')?.getAttribute('data-align')).toBe('end')

    // Run by hand and paused: nothing next.
    const second = row('Weekly restock 2')
    expect(within(second).getByText('Run by hand')).toBeTruthy()
    expect(within(second).getByText('Paused')).toBeTruthy()
    expect(within(second).getByText('—')).toBeTruthy()
    expect(within(second).getByRole('link', { name: '2 runs of Weekly restock 2' })).toBeTruthy()
    expect(within(row('Weekly restock 3')).getByText('Bayo Ade')).toBeTruthy()
    // Never run yet.
    const fifth = row('Weekly restock 5')
    expect(within(fifth).getByText('Never')).toBeTruthy()
    expect(within(fifth).getByRole('link', { name: '0 runs of Weekly restock 5' })).toBeTruthy()

    expect(screen.getByRole('link', { name: 'New workflow' }).getAttribute('href')).toBe(
      '/dashboard/workflow/new',
    )
    // 25 a page; no empty filters in the request.
    expect(lastQuery(api)).toEqual({ limit: '25', page: '1' })
  })

  it('opens a workflow from its row and its runs from their count; its buttons open nothing', async () => {
    const user = userEvent.setup()
    const { container, navigation } = render()
    await screen.findByText('30 workflows.')
    const link = within(row('Weekly restock 3')).getByRole('link', { name: 'Weekly restock 3' })
    // A real link: Ctrl/Cmd-click is left to the browser (a new tab), a plain one moves in the app.
    expect(isClickCancelled(container, link, { ctrlKey: true })).toBe(false)
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/dashboard/workflow/workflow-3')

    navigation.navigate.mockClear()
    await user.click(screen.getByRole('link', { name: '3 runs of Weekly restock 3' }))
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith(
      '/dashboard/workflow/run/workflow-3',
    )

    navigation.navigate.mockClear()
    await user.click(screen.getByRole('button', { name: 'Delete Weekly restock 3' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(navigation.navigate).not.toHaveBeenCalled()
  })

  it('filters by name, maker, a minimum of runs and the day made, leaving empty values out', async () => {
    const user = userEvent.setup()
    const { api } = render()
    await screen.findByText('30 workflows.')

    await user.type(searchBox(), 'restock 1')
    expect(await screen.findByText('11 workflows match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ WorkflowName: 'restock 1', limit: '25', page: '1' })

    // The team's active members, after "Anyone"; an invitation made nothing.
    await user.click(screen.getByRole('button', { name: /Created by/ }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Anyone',
      'Ada Obi',
      'Bayo Ade',
      'Kemi Bello',
    ])
    await user.click(screen.getByRole('option', { name: 'Bayo Ade' }))
    expect(await screen.findByText('3 workflows match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({
      WorkflowName: 'restock 1',
      createdBy: 'user-bayo',
      limit: '25',
      page: '1',
    })

    await user.type(runsBox(), '3')
    expect(await screen.findByText('1 workflow matches.')).toBeTruthy()
    expect(screen.getByRole('rowheader', { name: 'Weekly restock 18' })).toBeTruthy()

    await user.type(dayBox(), '2026-01-02')
    expect(await screen.findByText('No workflows match these filters.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({
      WorkflowName: 'restock 1',
      createdBy: 'user-bayo',
      numOfRuns: '3',
      dateCreated: '2026-01-02',
      limit: '25',
      page: '1',
    })

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    // The whole list again (from the cache: it was read a moment ago).
    expect(await screen.findByText('30 workflows.')).toBeTruthy()
    expect((searchBox() as HTMLInputElement).value).toBe('')
    expect((runsBox() as HTMLInputElement).value).toBe('')
    expect(dayBox().value).toBe('')
    expect(screen.getByRole('button', { name: /Created by/ }).textContent).toContain('Anyone')
  })

  it('sends no day until one is typed in full, and drops a filter once its box is emptied', async () => {
    const user = userEvent.setup()
    const { api } = render()
    await screen.findByText('30 workflows.')
    await user.type(dayBox(), '2026-01-01')
    // Workflows 9, 18 and 27 were made on January 1.
    expect(await screen.findByText('3 workflows match.')).toBeTruthy()
    expect(api.callsTo(listWorkflows).map((call) => call.query.get('dateCreated'))).toEqual([
      null,
      '2026-01-01',
    ])
    await user.clear(dayBox())
    expect(await screen.findByText('30 workflows.')).toBeTruthy()

    await user.type(runsBox(), '4')
    expect(await screen.findByText('6 workflows match.')).toBeTruthy()
    await user.clear(runsBox())
    expect(await screen.findByText('30 workflows.')).toBeTruthy()
    expect((runsBox() as HTMLInputElement).value).toBe('')
  })

  it('takes its filters from its caller and reports changes, for the URL', async () => {
    const user = userEvent.setup()
    const onFiltersChange = vi.fn<(filters: WorkflowFilterState) => void>()
    const { api, rerender } = render(
      undefined,
      <WorkflowTable
        filters={{ createdBy: 'user-bayo', numOfRuns: 3 }}
        onFiltersChange={onFiltersChange}
      />,
    )
    // Bayo made every third; of those, 3, 9, 18 and 24 ran 3 or 4 times.
    expect(await screen.findByText('4 workflows match.')).toBeTruthy()
    expect(lastQuery(api)).toEqual({
      createdBy: 'user-bayo',
      numOfRuns: '3',
      limit: '25',
      page: '1',
    })
    expect((runsBox() as HTMLInputElement).value).toBe('3')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Created by/ }).textContent).toContain('Bayo Ade'),
    )

    await user.type(searchBox(), 'restock 2')
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenLastCalledWith({
        createdBy: 'user-bayo',
        numOfRuns: 3,
        WorkflowName: 'restock 2',
      }),
    )
    await user.click(screen.getByRole('button', { name: /Created by/ }))
    await user.click(screen.getByRole('option', { name: 'Anyone' }))
    expect(onFiltersChange).toHaveBeenLastCalledWith({ createdBy: undefined, numOfRuns: 3 })

    // The URL changed (back, say): the boxes show it.
    rerender(<WorkflowTable filters={{ WorkflowName: 'restock 7', dateCreated: '2026-01-08' }} />)
    expect(await screen.findByText('1 workflow matches.')).toBeTruthy()
    expect((searchBox() as HTMLInputElement).value).toBe('restock 7')
    expect(dayBox().value).toBe('2026-01-08')
    expect((runsBox() as HTMLInputElement).value).toBe('')
  })

  it('pauses a running workflow and plays a paused one; the row shows it once read again', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render(servingWorkflows(workflowsFixture(3)))
    await screen.findByText('3 workflows.')

    await user.click(screen.getByRole('button', { name: 'Pause Weekly restock 1' }))
    expect(await screen.findByText('Workflow paused')).toBeTruthy()
    const [pause] = api.callsTo(playOrPauseWorkflow)
    expect(pause?.path).toBe('/api/v1/ldb/workFlow/play-or-pause/workFlow/workflow-1')
    expect(pause?.body).toEqual({ action: 'pause' })
    await waitFor(() => expect(within(row('Weekly restock 1')).getByText('Paused')).toBeTruthy())
    expect(within(row('Weekly restock 1')).getByText('—')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Play Weekly restock 1' }))
    expect(await screen.findByText('Workflow playing')).toBeTruthy()
    expect(api.callsTo(playOrPauseWorkflow)[1]?.body).toEqual({ action: 'play' })
    await waitFor(() => expect(within(row('Weekly restock 1')).getByText('Running')).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Pause Weekly restock 1' })).toBeTruthy()

    // A paused one plays.
    await user.click(screen.getByRole('button', { name: 'Play Weekly restock 2' }))
    await waitFor(() => expect(within(row('Weekly restock 2')).getByText('Running')).toBeTruthy())
    expect(api.callsTo(playOrPauseWorkflow)[2]?.body).toEqual({ action: 'play' })
    expect(navigation.navigate).not.toHaveBeenCalled()
  })

  it('says so when playing a workflow whose maker left made it act as you', async () => {
    const user = userEvent.setup()
    render((api) => {
      servingWorkflows(workflowsFixture(3))(api)
      api.on(playOrPauseWorkflow, ({ path }) => {
        const taken = workflowsFixture(3).find((one) => path.endsWith(`/${one.id}`))
        if (!taken) return { status: 404, body: { message: 'This workflow does not exist.' } }
        return {
          message: `${taken.name} is running, and acts as you now.`,
          data: { ...taken, state: 'running' as const, createdBy: { id: 'user-me', name: 'Me' } },
        }
      })
    })
    await screen.findByText('3 workflows.')
    await user.click(screen.getByRole('button', { name: 'Play Weekly restock 2' }))
    expect(await screen.findByText('Workflow playing')).toBeTruthy()
    expect(
      screen.getByText('Its maker can no longer run workflows, so it acts as you now.'),
    ).toBeTruthy()
  })

  it('shows the server’s words when a workflow cannot be paused', async () => {
    const user = userEvent.setup()
    render((api) => {
      servingWorkflows(workflowsFixture(3))(api)
      api.on(playOrPauseWorkflow, {
        status: 403,
        body: { message: 'Your role cannot change workflows.' },
      })
    })
    await user.click(await screen.findByRole('button', { name: 'Pause Weekly restock 3' }))
    expect(await screen.findByText('Your role cannot change workflows.')).toBeTruthy()
    expect(within(row('Weekly restock 3')).getByText('Running')).toBeTruthy()
  })

  it('asks before deleting a workflow; Cancel sends nothing, Delete removes it', async () => {
    const user = userEvent.setup()
    const { api } = render(servingWorkflows(workflowsFixture(3)))
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly restock 2' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete “Weekly restock 2”?' })
    expect(within(dialog).getByText(/runs under way are cancelled/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.callsTo(deleteWorkflow)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete Weekly restock 2' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Workflow deleted')).toBeTruthy()
    expect(api.callsTo(deleteWorkflow).map((call) => call.path)).toEqual([
      '/api/v1/ldb/workFlow/delete/workFlow/workflow-2',
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('2 workflows.')).toBeTruthy()
    expect(screen.queryByRole('rowheader', { name: 'Weekly restock 2' })).toBeNull()
    // Focus stays on the page, never the body, once the row and its button are gone.
    await waitFor(() => {
      const page = screen.getByRole('heading', { level: 1, name: 'Workflows' }).closest('section')
      expect(document.activeElement).not.toBe(document.body)
      expect(page?.contains(document.activeElement)).toBe(true)
    })
  })

  it('shows a viewer the workflows without any button to change them', async () => {
    render(undefined, <WorkflowTable />, storySession({ role: 'viewer' }))
    await screen.findByText('30 workflows.')
    expect(screen.queryByRole('link', { name: 'New workflow' })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    const table = screen.getByRole('grid', { name: 'Workflows' })
    expect(within(table).queryByRole('button')).toBeNull()
    // Reading stays: the workflow and its runs open.
    expect(within(row('Weekly restock 1')).getAllByRole('link')).toHaveLength(2)
  })

  it('says what a workflow is when there are none', async () => {
    render(servingWorkflows([]))
    expect(await screen.findByText('No workflows yet')).toBeTruthy()
    expect(screen.getByText(/A workflow is a trigger/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    expect(screen.getByRole('link', { name: 'New workflow' })).toBeTruthy()
  })

  it('loads 25 at a time, the rest with "Load more"', async () => {
    const user = userEvent.setup()
    const { api } = render()
    await screen.findByText('30 workflows.')
    const table = screen.getByRole('grid', { name: 'Workflows' })
    expect(within(table).getAllByRole('row')).toHaveLength(26)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('rowheader', { name: 'Weekly restock 30' })).toBeTruthy()
    expect(api.callsTo(listWorkflows).at(-1)?.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('shows a spinner while the first page loads', async () => {
    render(only((api) => api.on(listWorkflows, () => new Promise(() => {}))))
    expect(await screen.findByRole('progressbar', { name: 'Loading workflows' })).toBeTruthy()
  })

  it('offers a retry when the list fails to load', async () => {
    const user = userEvent.setup()
    let fail = true
    const workflows = workflowsFixture(30)
    render(
      only((api) =>
        api.on(listWorkflows, (call) =>
          fail
            ? { status: 503, body: { message: 'The server is busy. Try again.' } }
            : servePaged(workflows)(call),
        ),
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/Could not load workflows\. The server is busy/)).toBeTruthy()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('30 workflows.')).toBeTruthy()
  })

  it('keeps a maker who left the team choosable', async () => {
    const user = userEvent.setup()
    const left = { id: 'user-femi', name: 'Femi Oke' }
    render(servingWorkflows([...workflowsFixture(2), workflowFixture(3, { createdBy: left })]))
    await screen.findByText('3 workflows.')
    await user.click(screen.getByRole('button', { name: /Created by/ }))
    expect(screen.getByRole('option', { name: 'Femi Oke' })).toBeTruthy()
  })
})
