import {
  type BusinessSettings,
  getProfile,
  listChannels,
  listVendorCandidates,
  updateProfile,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { pagedReply } from '../../../testing/paged'
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

export const Mailboxes: Story = {
  name: 'Mailboxes importing, with contacts found',
  render: () => (
    <AllyStory
      session={storySession()}
      mock={(api) => {
        serving({ currency: 'usd', approvalThreshold: null })(api)
        api.on(listChannels, ({ query }) =>
          pagedReply(
            [
              {
                id: 'ch-1',
                type: 'imap',
                account: 'buying@obi-supplies.test',
                synced: false,
                importedContacts: 2,
                messagesRead: 500,
                messagesTotal: 2400,
                error: null,
                connectedAt: '2026-11-20T09:00:00.000Z',
                lastSyncedAt: null,
              },
            ],
            query,
          ),
        )
        api.on(listVendorCandidates, ({ query }) =>
          pagedReply(
            [
              {
                id: 'c1',
                email: 'sales@lagos-steel.com.ng',
                name: 'Lagos Steel Sales',
                company: 'Lagos Steel',
                messages: 14,
                lastSubject: 'Re: Quote for 12 mm rebar',
                lastAt: '2026-11-25T09:00:00.000Z',
              },
              {
                id: 'c2',
                email: 'kemi.supplies@gmail.com',
                name: 'Kemi Adebayo',
                company: null,
                messages: 3,
                lastSubject: 'Price list for December',
                lastAt: '2026-11-21T15:30:00.000Z',
              },
            ],
            query,
          ),
        )
      }}
    >
      <Settings defaultTab="mailboxes" />
    </AllyStory>
  ),
}
