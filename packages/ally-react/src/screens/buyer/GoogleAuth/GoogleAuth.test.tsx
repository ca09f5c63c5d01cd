import { googleConnect, listChannels } from '@ally/sdk'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { GoogleAuth } from './GoogleAuth'

const channel = {
  id: 'ch-1',
  type: 'google_workspace' as const,
  account: 'buying@obi-supplies.test',
  synced: false,
  importedContacts: 0,
  messagesRead: 0,
  messagesTotal: 0,
  error: null,
  connectedAt: '2026-11-29T09:00:00.000Z',
  lastSyncedAt: null,
}

describe('GoogleAuth', () => {
  it('connects the mailbox with the code Google sent back, once', async () => {
    const { api } = renderScreen(<GoogleAuth code="4/code-1" state="sealed-state" />, {
      session: storySession(),
      mock: (api) => {
        api.on(googleConnect, { message: 'Connected', data: channel })
        api.on(listChannels, ({ query }) => pagedReply([channel], query))
      },
    })
    expect(await screen.findByRole('heading', { name: 'Mailbox connected' })).toBeTruthy()
    expect(screen.getByText(/buying@obi-supplies\.test is connected/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your mailboxes' }).getAttribute('href')).toBe(
      '/dashboard/settings?tab=mailboxes',
    )
    expect(api.callsTo(googleConnect).map((call) => call.body)).toEqual([
      { code: '4/code-1', state: 'sealed-state' },
    ])
  })

  it("says why in the server's words when the code is refused", async () => {
    renderScreen(<GoogleAuth code="4/code-1" state="other-session" />, {
      session: storySession(),
      mock: (api) => {
        api.on(googleConnect, {
          status: 400,
          body: {
            message: 'body.state: This Google sign-in was begun in another session; connect again.',
            errors: [
              {
                path: 'body.state',
                message: 'This Google sign-in was begun in another session; connect again.',
              },
            ],
          },
        })
      },
    })
    expect(await screen.findByRole('heading', { name: 'Google was not connected' })).toBeTruthy()
    expect(screen.getByText(/begun in another session/)).toBeTruthy()
  })

  it('connects nothing when the buyer declined at Google', async () => {
    const { api } = renderScreen(<GoogleAuth code={null} state="s" error="access_denied" />, {
      session: storySession(),
    })
    expect(
      screen.getByText('You did not allow Ally to read the mailbox. Nothing was connected.'),
    ).toBeTruthy()
    expect(api.callsTo(googleConnect)).toEqual([])
  })
})
