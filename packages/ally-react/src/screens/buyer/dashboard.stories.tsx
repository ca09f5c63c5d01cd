import { dashboardSummary, listChannels, updateProfile, uploadFile } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../testing/AllyStory'
import { busySummary } from '../../testing/dashboardFixtures'
import { storySession, storySettings } from '../../testing/fixtures'
import { serveNotifications } from '../../testing/notificationFixtures'
import { DashboardHome } from './DashboardHome'
import { DashboardLayout } from './DashboardLayout'
import { Onboarding } from './Onboarding'

const meta = { title: 'Screens/Dashboard', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const noChannels = {
  message: 'ok',
  data: { items: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } },
}
const importing = {
  message: 'ok',
  data: {
    items: [
      {
        id: 'c1',
        type: 'gmail' as const,
        account: 'ada@obi-supplies.test',
        synced: false,
        importedContacts: 12,
        messagesRead: 140,
        messagesTotal: 2400,
        error: null,
        connectedAt: '2026-11-20T09:00:00Z',
        lastSyncedAt: null,
      },
    ],
    pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
  },
}

export const Home: Story = {
  render: () => (
    <AllyStory
      session={storySession()}
      mock={(api) => {
        api.on(listChannels, noChannels)
        api.on(dashboardSummary, { message: 'Dashboard summary', data: busySummary })
        serveNotifications(api)
      }}
    >
      <DashboardLayout currentPath="/dashboard">
        <DashboardHome />
      </DashboardLayout>
    </AllyStory>
  ),
}

export const ImportingContacts: Story = {
  name: 'Importing contacts',
  render: () => (
    <AllyStory
      session={storySession({ businessName: 'Acme Trading Company Limited' })}
      mock={(api) => {
        api.on(listChannels, importing)
        api.on(dashboardSummary, { message: 'Dashboard summary', data: busySummary })
      }}
    >
      <DashboardLayout currentPath="/dashboard/vendors">
        <DashboardHome />
      </DashboardLayout>
    </AllyStory>
  ),
}

export const OnboardingScreen: Story = {
  name: 'Onboarding',
  render: () => (
    <AllyStory
      session={storySession({
        country: null,
        businessType: null,
        businessDoc: null,
        address: null,
      })}
      mock={(api) =>
        api
          .on(uploadFile, {
            message: 'File uploaded.',
            data: {
              id: 'f1',
              name: 'cac.pdf',
              mimeType: 'application/pdf',
              size: 1024,
              url: 'https://files.example.test/cac.pdf',
            },
          })
          .on(updateProfile, {
            message: 'Profile updated.',
            data: { user: storySession().user, settings: storySettings },
          })
      }
    >
      <Onboarding />
    </AllyStory>
  ),
}
