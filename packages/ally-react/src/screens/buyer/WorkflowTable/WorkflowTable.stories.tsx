import { listWorkflows } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { type WorkflowFilterState, WorkflowTable } from './WorkflowTable'
import { servingWorkflows, workflowsFixture } from './workflowTableMocks'

const meta = {
  title: 'Screens/Workflows/Workflow list',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The list with its filters kept as the full app keeps them in the URL. */
function InTheUrl({ initial }: { initial: WorkflowFilterState }) {
  const [filters, setFilters] = useState(initial)
  return <WorkflowTable filters={filters} onFiltersChange={setFilters} />
}

const screen = (mock: (api: MockApi) => void, session = storySession(), ui = <WorkflowTable />) => (
  <AllyStory session={session} mock={mock}>
    {ui}
  </AllyStory>
)

// Each story its own copy: playing, pausing and deleting change it.
const sixty = () => servingWorkflows(workflowsFixture(60))

export const Filled: Story = {
  render: () => screen(sixty()),
}

/** Bayo's workflows that ran at least 3 times, as a link to `?createdBy=user-bayo&numOfRuns=3` opens it. */
export const Filtered: Story = {
  render: () =>
    screen(
      sixty(),
      storySession(),
      <InTheUrl initial={{ createdBy: 'user-bayo', numOfRuns: 3 }} />,
    ),
}

export const Empty: Story = {
  render: () => screen(servingWorkflows([])),
}

export const Loading: Story = {
  render: () =>
    screen((api) => {
      servingWorkflows([])(api)
      api.on(listWorkflows, () => new Promise(() => {}))
    }),
}

export const LoadError: Story = {
  name: 'Could not load',
  render: () =>
    screen((api) => {
      servingWorkflows([])(api)
      api.on(listWorkflows, { status: 503, body: { message: 'The server is busy. Try again.' } })
    }),
}

/** A viewer reads the list: no "New workflow", no Pause, Play or Delete. */
export const Viewer: Story = {
  name: 'Seen by a viewer',
  render: () => screen(sixty(), storySession({ role: 'viewer' })),
}

/** At a phone's width the rows are cards, each ending in its buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => screen(sixty()),
}
