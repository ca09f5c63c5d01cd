import {
  createWorkflow,
  getOrder,
  getWorkflow,
  listOrders,
  listTeam,
  listVendors,
  suggestVendors,
  updateWorkflow,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { orderFixture } from '../../../testing/orderFixtures'
import { pagedReply, servePaged } from '../../../testing/paged'
import {
  approvalWorkflowFixture,
  serveOrders,
  sourcingStepsFixture,
  workflowFixture,
} from '../../../testing/workflowFixtures'
import { teamFixture } from '../TeamManagement/teamFixtures'
import { NEW_WORKFLOW_ID, WorkflowEditor } from './WorkflowEditor'

const meta = {
  title: 'Screens/Workflows/Workflow editor',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const workflow = workflowFixture(1, {
  description: 'Every Monday morning the stores team checks the Lagos depot.',
})

const screen = (workflowId: string, mock: (api: MockApi) => void, session = storySession()) => (
  <AllyStory
    session={session}
    mock={(api) => {
      api
        .on(listTeam, servePaged(teamFixture()))
        .on(listOrders, serveOrders())
        .on(listVendors, serveVendors(Array.from({ length: 10 }, (_, i) => vendorFixture(i + 1))))
        .on(suggestVendors, ({ query }) => pagedReply([], query))
        .on(getOrder, {
          message: 'Order',
          data: { order: orderFixture(), quotes: [], purchaseOrders: [], shipments: [] },
        })
        .on(createWorkflow, { message: 'Workflow created', data: workflow })
        .on(updateWorkflow, { message: 'Workflow updated', data: workflow })
      mock(api)
    }}
  >
    <WorkflowEditor workflowId={workflowId} />
  </AllyStory>
)

/** A new workflow: the templates above the form; choosing one leaves the order and vendors. */
export const New: Story = {
  render: () => screen(NEW_WORKFLOW_ID, () => undefined),
}

const sourcingWorkflow = workflowFixture(2, {
  name: 'Bolts, awarded and ordered',
  steps: sourcingStepsFixture,
})

/** Every kind of step: an RFQ for a saved order, the best answer chosen, awarded and ordered. */
export const Sourcing: Story = {
  name: 'Sourcing steps',
  render: () =>
    screen(sourcingWorkflow.id, (api) =>
      api.on(getWorkflow, { message: 'Workflow', data: sourcingWorkflow }),
    ),
}

const approvalWorkflow = approvalWorkflowFixture()

/** An approval before the award: who decides, when it gives up, and a reminder before that. */
export const Approval: Story = {
  name: 'An approval step',
  render: () =>
    screen(approvalWorkflow.id, (api) =>
      api.on(getWorkflow, { message: 'Workflow', data: approvalWorkflow }),
    ),
}

export const Saved: Story = {
  render: () =>
    screen(workflow.id, (api) => api.on(getWorkflow, { message: 'Workflow', data: workflow })),
}

export const Paused: Story = {
  render: () =>
    screen(workflow.id, (api) =>
      api.on(getWorkflow, {
        message: 'Workflow',
        data: { ...workflow, state: 'paused', nextRunAt: null },
      }),
    ),
}

export const Viewer: Story = {
  name: 'Read by a viewer',
  render: () =>
    screen(
      workflow.id,
      (api) => api.on(getWorkflow, { message: 'Workflow', data: workflow }),
      storySession({ role: 'viewer' }),
    ),
}

export const Loading: Story = {
  render: () => screen(workflow.id, (api) => api.on(getWorkflow, () => new Promise(() => {}))),
}

export const NotFound: Story = {
  name: 'Not found',
  render: () =>
    screen(workflow.id, (api) =>
      api.on(getWorkflow, { status: 404, body: { message: 'Workflow not found' } }),
    ),
}
