import {
  addTeamMember,
  changeTeamRole,
  listTeam,
  removeTeamMember,
  resendTeamInvite,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { TeamManagement } from './TeamManagement'
import { serveTeam, teamFixture, teamMember, teamOwner } from './teamFixtures'

const meta = { title: 'Screens/Team management', parameters: { layout: 'padded' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The team, with every write answering as the server does. */
const serving = (api: MockApi) => {
  const members = teamFixture()
  serveTeam(members)(api)
  api.on(addTeamMember, ({ body }) => ({
    message: 'Team member added',
    data: teamMember({ id: 'invite-new', status: 'invited', ...(body as object) }),
  }))
  api.on(resendTeamInvite, ({ path }) => ({
    message: 'Invitation sent',
    data: teamMember({ id: path.split('/').at(-1) ?? 'invite', status: 'invited' }),
  }))
  api.on(changeTeamRole, ({ body }) => ({
    message: 'Updated successfully',
    data: teamMember({ id: 'user-kemi', ...(body as object) }),
  }))
  api.on(removeTeamMember, { message: 'Kemi Ade was removed from the team.', data: null })
}

export const Owner: Story = {
  render: () => (
    <AllyStory session={teamOwner} mock={serving}>
      <TeamManagement />
    </AllyStory>
  ),
}

export const Admin: Story = {
  name: 'Admin (no owner role to give)',
  render: () => (
    <AllyStory session={storySession({ role: 'admin', id: 'user-kemi' })} mock={serving}>
      <TeamManagement />
    </AllyStory>
  ),
}

export const Member: Story = {
  name: 'Member (read only)',
  render: () => (
    <AllyStory session={storySession({ role: 'member', id: 'user-tunde' })} mock={serving}>
      <TeamManagement />
    </AllyStory>
  ),
}

export const Loading: Story = {
  render: () => (
    <AllyStory session={teamOwner} mock={(api) => api.on(listTeam, () => new Promise(() => {}))}>
      <TeamManagement />
    </AllyStory>
  ),
}

export const Failed: Story = {
  name: 'Could not load',
  render: () => (
    <AllyStory
      session={teamOwner}
      mock={(api) => api.on(listTeam, { status: 500, body: { message: 'Something went wrong.' } })}
    >
      <TeamManagement />
    </AllyStory>
  ),
}

export const Empty: Story = {
  render: () => (
    <AllyStory session={teamOwner} mock={serveTeam([])}>
      <TeamManagement />
    </AllyStory>
  ),
}
