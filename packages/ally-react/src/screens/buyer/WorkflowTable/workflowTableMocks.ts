import {
  deleteWorkflow,
  listTeam,
  listWorkflows,
  playOrPauseWorkflow,
  type TeamMember,
  type Workflow,
} from '@ally/sdk'
import type { MockApi } from '../../../testing/mockApi'
import { pagedReply, servePaged } from '../../../testing/paged'
import { workflowFixture } from '../../../testing/workflowFixtures'

// The workflow list's tests and stories: numbered workflows, the team they pick "Created by"
// from, and a server that filters, plays, pauses and deletes as the real one does.

/** A member of the team; override any field. */
function member(id: string, firstName: string, lastName: string, more: Partial<TeamMember> = {}) {
  return {
    id,
    email: `${firstName.toLowerCase()}@obi-supplies.test`,
    firstName,
    lastName,
    role: 'member',
    status: 'active',
    lastActiveAt: '2026-01-12T09:00:00.000Z',
    inviteExpiresAt: null,
    createdAt: '2026-01-02T09:00:00.000Z',
    ...more,
  } satisfies TeamMember
}

/** Ada and Bayo made the fixtures' workflows; Kemi made none; Ngozi is only invited. */
export const workflowTeam: TeamMember[] = [
  member('user-ada', 'Ada', 'Obi', { role: 'owner' }),
  member('user-bayo', 'Bayo', 'Ade'),
  member('user-kemi', 'Kemi', 'Bello', { role: 'admin' }),
  member('invite-ngozi', 'Ngozi', 'Eze', {
    role: 'viewer',
    status: 'invited',
    lastActiveAt: null,
    inviteExpiresAt: '2026-02-01T09:00:00.000Z',
  }),
]

/** Workflows 1 to `count`, newest first as the list gives them (see `workflowFixture`). */
export const workflowsFixture = (count: number) =>
  Array.from({ length: count }, (_, i) => workflowFixture(i + 1))

/** Whether a workflow passes the list's filters, as the server reads them (SPEC.md §7). */
function passes(workflow: Workflow, query: URLSearchParams): boolean {
  const name = query.get('WorkflowName')
  const createdBy = query.get('createdBy')
  const runs = query.get('numOfRuns')
  const day = query.get('dateCreated')
  return (
    (!name || workflow.name.toLowerCase().includes(name.toLowerCase())) &&
    (!createdBy || workflow.createdBy.id === createdBy) &&
    (!runs || workflow.numOfRuns >= Number(runs)) &&
    (!day || workflow.createdAt.slice(0, 10) === day)
  )
}

/**
 * The list of `workflows` (changed in place by the writes, so a list read again shows them),
 * filtered and paged, the team, Play/Pause and Delete.
 */
export const servingWorkflows = (workflows: Workflow[]) => (api: MockApi) => {
  api.on(listTeam, servePaged(workflowTeam))
  api.on(listWorkflows, ({ query }) =>
    pagedReply(
      workflows.filter((workflow) => passes(workflow, query)),
      query,
    ),
  )
  api.on(playOrPauseWorkflow, ({ path, body }) => {
    const index = workflows.findIndex((workflow) => path.endsWith(`/${workflow.id}`))
    const found = workflows[index]
    if (!found) return { status: 404, body: { message: 'This workflow does not exist.' } }
    const play = (body as { action: string }).action === 'play'
    const changed: Workflow = {
      ...found,
      state: play ? 'running' : 'paused',
      nextRunAt: play && found.trigger.type === 'schedule' ? '2026-01-19T08:00:00.000Z' : null,
    }
    workflows[index] = changed
    return { message: `${changed.name} is ${play ? 'running' : 'paused'}.`, data: changed }
  })
  api.on(deleteWorkflow, ({ path }) => {
    const index = workflows.findIndex((workflow) => path.endsWith(`/${workflow.id}`))
    if (index < 0) return { status: 404, body: { message: 'This workflow does not exist.' } }
    workflows.splice(index, 1)
    return { message: 'Workflow deleted', data: null }
  })
}
