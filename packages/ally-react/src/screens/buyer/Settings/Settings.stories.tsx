import { type BusinessSettings, getProfile, updateProfile } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { Settings } from './Settings'

const meta = { title: 'Screens/Settings', parameters: { layout: 'padded' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const serving =
  (settings: BusinessSettings, session = storySession()) =>
  (api: MockApi) => {
    api.on(getProfile, { message: 'Profile', data: { user: session.user, settings } })
    api.on(updateProfile, ({ body }) => ({
      message: 'Profile updated.',
      data: { user: session.user, settings: { ...settings, ...(body as object) } },
    }))
  }

export const Owner: Story = {
  render: () => (
    <AllyStory
      session={storySession()}
      mock={serving({ currency: 'usd', approvalThreshold: 5000 })}
    >
      <Settings />
    </AllyStory>
  ),
}

export const NoApproval: Story = {
  name: 'No approval threshold',
  render: () => (
    <AllyStory
      session={storySession()}
      mock={serving({ currency: 'ngn', approvalThreshold: null })}
    >
      <Settings />
    </AllyStory>
  ),
}

export const Member: Story = {
  name: 'Member (read only)',
  render: () => {
    const member = storySession({ role: 'member' })
    return (
      <AllyStory
        session={member}
        mock={serving({ currency: 'gbp', approvalThreshold: 750 }, member)}
      >
        <Settings />
      </AllyStory>
    )
  },
}

export const Loading: Story = {
  render: () => (
    <AllyStory
      session={storySession()}
      mock={(api) => api.on(getProfile, () => new Promise(() => {}))}
    >
      <Settings />
    </AllyStory>
  ),
}
