import {
  type Channel,
  connectImap,
  decideVendorCandidates,
  getProfile,
  googleAuthenticate,
  listChannels,
  listVendorCandidates,
  type VendorCandidate,
} from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { Settings } from './Settings'

const channel: Channel = {
  id: 'ch-1',
  type: 'imap',
  account: 'buying@obi-supplies.test',
  synced: true,
  importedContacts: 2,
  messagesRead: 640,
  messagesTotal: 2400,
  error: null,
  connectedAt: '2026-11-20T09:00:00.000Z',
  lastSyncedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
}

const candidate = (id: string, email: string, company: string | null, messages: number) =>
  ({
    id,
    email,
    name: 'Sales desk',
    company,
    messages,
    lastSubject: `Quote ${id}`,
    lastAt: '2026-11-25T09:00:00.000Z',
  }) satisfies VendorCandidate

const serving =
  (session = storySession(), channels: Channel[] = [channel]) =>
  (api: MockApi) => {
    api.on(getProfile, {
      message: 'Profile',
      data: { user: session.user, settings: { currency: 'usd', approvalThreshold: null } },
    })
    api.on(listChannels, ({ query }) => pagedReply(channels, query))
    api.on(listVendorCandidates, ({ query }) =>
      pagedReply(
        [
          candidate('c1', 'sales@lagos-steel.test', 'Lagos Steel', 4),
          candidate('c2', 'kemi@gmail.test', null, 1),
        ],
        query,
      ),
    )
  }

describe('Settings, mailboxes', () => {
  it('shows each mailbox with its progress and connects another over IMAP', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings defaultTab="mailboxes" />, {
      session: storySession(),
      mock: (api) => {
        serving()(api)
        api.on(googleAuthenticate, {
          message: 'Google consent',
          data: { url: 'https://accounts.google.test/o/oauth2/v2/auth?state=s' },
        })
        api.on(connectImap, ({ body }) => ({
          message: 'Connected; importing its contacts',
          data: { ...channel, id: 'ch-2', account: (body as { account: string }).account },
        }))
      },
    })
    const list = await screen.findByRole('list', { name: 'Connected mailboxes' })
    expect(within(list).getByText('buying@obi-supplies.test')).toBeTruthy()
    expect(within(list).getByText('Synced')).toBeTruthy()
    expect(
      within(list).getByText(
        'IMAP · 640 of 2,400 messages read · 2 contacts found · Last synced 3 minutes ago',
      ),
    ).toBeTruthy()

    expect(
      (await screen.findByRole('link', { name: 'Connect Gmail or Google Workspace' })).getAttribute(
        'href',
      ),
    ).toBe('https://accounts.google.test/o/oauth2/v2/auth?state=s')

    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ops@obi.test')
    await user.type(screen.getByRole('textbox', { name: /IMAP server/ }), 'imap.obi.test')
    await user.type(screen.getByLabelText(/App password/), 'app-pass')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText('Connected; importing its contacts')).toBeTruthy()
    expect(api.callsTo(connectImap)[0]?.body).toEqual({
      account: 'ops@obi.test',
      host: 'imap.obi.test',
      port: 993,
      password: 'app-pass',
    })
  })

  it("shows the server's refusal of the password at the field", async () => {
    const user = userEvent.setup()
    renderScreen(<Settings defaultTab="mailboxes" />, {
      session: storySession(),
      mock: (api) => {
        serving(storySession(), [])(api)
        api.on(connectImap, {
          status: 400,
          body: {
            message: 'body.password: The mail server refused this user name and password.',
            errors: [
              {
                path: 'body.password',
                message: 'The mail server refused this user name and password.',
              },
            ],
          },
        })
      },
    })
    expect(await screen.findByText('No mailbox is connected yet.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ops@obi.test')
    await user.type(screen.getByRole('textbox', { name: /IMAP server/ }), 'imap.obi.test')
    await user.type(screen.getByLabelText(/App password/), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(
      await screen.findByText('The mail server refused this user name and password.'),
    ).toBeTruthy()
  })

  it('adds the picked contacts as vendors, or rejects them', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings defaultTab="mailboxes" />, {
      session: storySession(),
      mock: (api) => {
        serving()(api)
        api.on(decideVendorCandidates, ({ body }) => {
          const { ids, decision } = body as { ids: string[]; decision: string }
          return {
            message: decision === 'accept' ? 'Added 1 vendor and invited them' : 'Rejected 1',
            data: {
              vendors: decision === 'accept' ? ids.length : 0,
              rejected: decision === 'reject' ? ids.length : 0,
            },
          }
        })
      },
    })
    const contacts = await screen.findByRole('group', { name: 'Contacts to decide' })
    expect(within(contacts).getByText('Lagos Steel')).toBeTruthy()
    expect(within(contacts).getByText(/^4 messages · Last: “Quote c1”/)).toBeTruthy()
    const add = screen.getByRole('button', { name: /as vendors/ })
    expect(
      add.hasAttribute('disabled') ||
        add.getAttribute('aria-disabled') === 'true' ||
        add.hasAttribute('data-disabled'),
    ).toBe(true)

    await user.click(within(contacts).getByRole('checkbox', { name: /Lagos Steel/ }))
    await user.click(screen.getByRole('button', { name: 'Add 1 as vendors' }))
    expect(await screen.findByText('Added 1 vendor and invited them')).toBeTruthy()
    expect(api.callsTo(decideVendorCandidates)[0]?.body).toEqual({
      ids: ['c1'],
      decision: 'accept',
    })

    await user.click(screen.getByRole('button', { name: 'Select all' }))
    await user.click(screen.getByRole('button', { name: 'Reject 2' }))
    expect(api.callsTo(decideVendorCandidates)[1]?.body).toEqual({
      ids: ['c1', 'c2'],
      decision: 'reject',
    })
  })

  it('lets a viewer read the mailboxes and contacts without changing them', async () => {
    renderScreen(<Settings defaultTab="mailboxes" />, {
      session: storySession({ role: 'viewer' }),
      mock: serving(storySession({ role: 'viewer' })),
    })
    expect(await screen.findByText('Lagos Steel')).toBeTruthy()
    expect(screen.getByText('Owners and admins connect mailboxes.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('link', { name: /Connect Gmail/ })).toBeNull()
  })
})
