import { updateProfile } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import { Settings } from './Settings'

const meta = { title: 'Screens/Settings', parameters: { layout: 'padded' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const session = storySession({ approvalThreshold: 5000 })

export const Owner: Story = {
  render: () => (
    <AllyStory
      session={session}
      mock={(api) =>
        api.on(updateProfile, ({ body }) => ({
          message: 'Profile updated.',
          data: { user: { ...session.user, ...(body as object) } },
        }))
      }
    >
      <Settings />
    </AllyStory>
  ),
}

export const NoApproval: Story = {
  name: 'No approval threshold',
  render: () => (
    <AllyStory session={storySession()}>
      <Settings />
    </AllyStory>
  ),
}

export const Member: Story = {
  name: 'Member (read only)',
  render: () => (
    <AllyStory session={storySession({ role: 'member', approvalThreshold: 750, currency: 'gbp' })}>
      <Settings />
    </AllyStory>
  ),
}
