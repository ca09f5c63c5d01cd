import { getTeamInvitation } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { JoinTeam } from './JoinTeam'
import { serveExpiredInvitation, serveInvitation } from './joinFixtures'

const meta = { title: 'Screens/Join team', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Invitation: Story = {
  render: () => (
    <AllyStory mock={serveInvitation}>
      <JoinTeam token="story-token" />
    </AllyStory>
  ),
}

export const Expired: Story = {
  name: 'Expired or used link',
  render: () => (
    <AllyStory mock={serveExpiredInvitation}>
      <JoinTeam token="story-token" />
    </AllyStory>
  ),
}

export const Incomplete: Story = {
  name: 'Link without a token',
  render: () => (
    <AllyStory>
      <JoinTeam token={null} />
    </AllyStory>
  ),
}

export const Loading: Story = {
  render: () => (
    <AllyStory mock={(api) => api.on(getTeamInvitation, () => new Promise(() => {}))}>
      <JoinTeam token="story-token" />
    </AllyStory>
  ),
}
