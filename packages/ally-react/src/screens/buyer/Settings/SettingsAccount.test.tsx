import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  type EmailPreferences,
  endAllSessions,
  endOneSession,
  endSession,
  getBusinessExport,
  getEmailPreferences,
  getProfile,
  listSessions,
  requestEmailChange,
  startBusinessExport,
  updateEmailPreferences,
  updateProfile,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { Settings } from './Settings'

// The settings a person changes for themselves (issue #30): details, password, login e-mail,
// sessions and e-mails; the business profile for owners and admins.

const owner = storySession()
const ALL_ON: EmailPreferences = {
  quotes: true,
  purchaseOrders: true,
  shipments: true,
  approvals: true,
  vendors: true,
}
const now = new Date().toISOString()
const settings = { currency: 'usd' as const, approvalThreshold: null }

function serving(session = owner) {
  return (api: MockApi) => {
    api.on(getProfile, {
      message: 'Profile',
      data: { user: session.user, settings },
    })
    api.on(updateProfile, ({ body }) => ({
      message: 'Profile updated.',
      data: {
        user: { ...session.user, ...(body as Partial<typeof session.user>) },
        settings,
      },
    }))
    api.on(getEmailPreferences, { message: 'E-mail preferences', data: ALL_ON })
    api.on(getBusinessExport, { message: 'Export', data: null })
    api.on(updateEmailPreferences, ({ body }) => ({
      message: 'Updated successfully',
      data: { ...ALL_ON, ...(body as object) },
    }))
    api.on(listSessions, {
      message: 'Sessions',
      data: {
        sessions: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            device: 'Safari on iOS',
            signedInAt: now,
            lastSeenAt: null,
            expiresAt: now,
            current: false,
          },
          {
            id: '22222222-2222-4222-8222-222222222222',
            device: 'Chrome on macOS',
            signedInAt: now,
            lastSeenAt: now,
            expiresAt: now,
            current: true,
          },
        ],
      },
    })
  }
}

async function openTab(name: string) {
  await userEvent.setup().click(await screen.findByRole('tab', { name }))
}

describe('Settings: your own account', () => {
  it('saves your name and phone; an empty phone clears it', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings defaultTab="personal" />, {
      session: owner,
      mock: serving(),
    })
    const first = await screen.findByRole('textbox', { name: /First name/ })
    await user.clear(first)
    await user.type(first, 'Adaeze')
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }))
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    expect(api.callsTo(updateProfile)[0]?.body).toEqual({
      firstName: 'Adaeze',
      lastName: owner.user.lastName,
      phone: null,
    })
  })

  it('changes the password, shows a wrong current one at its field, and empties the form', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings defaultTab="security" />, {
      session: owner,
      mock: (mock) => {
        serving()(mock)
        let tries = 0
        mock.on(changePassword, () =>
          tries++ === 0
            ? {
                status: 400,
                body: {
                  message: 'body.currentPassword: That is not your current password.',
                  errors: [
                    { path: 'body.currentPassword', message: 'That is not your current password.' },
                  ],
                },
              }
            : {
                message: 'Your password is changed. Your other sessions were logged out.',
                data: null,
              },
        )
      },
    })
    const current = await screen.findByLabelText(/Current password/)
    await user.type(current, 'old-one')
    await user.type(screen.getByLabelText(/^New password/), 'Quarry-lantern-orchard-58')
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Quarry-lantern-orchard-58')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findAllByText('That is not your current password.')).not.toHaveLength(0)

    await user.clear(screen.getByLabelText(/Current password/))
    await user.type(screen.getByLabelText(/Current password/), 'right-one')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(
      await screen.findByText('Your password is changed. Your other sessions were logged out.'),
    ).toBeTruthy()
    expect(api.callsTo(changePassword)[1]?.body).toEqual({
      currentPassword: 'right-one',
      password: 'Quarry-lantern-orchard-58',
    })
    await waitFor(() =>
      expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe(''),
    )
  })

  it('changes the login e-mail with the code sent to the new address', async () => {
    const user = userEvent.setup()
    const next = 'ada@new.example'
    const { api, client } = renderScreen(<Settings defaultTab="security" />, {
      session: owner,
      mock: (mock) => {
        serving()(mock)
        mock.on(requestEmailChange, {
          message: `We sent a 6-digit code to ${next}.`,
          data: { email: next, expiresAt: now },
        })
        mock.on(confirmEmailChange, {
          message: `You now log in with ${next}.`,
          data: { user: { ...owner.user, email: next } },
        })
      },
    })
    await user.type(await screen.findByRole('textbox', { name: /New login e-mail/ }), next)
    await user.type(screen.getByLabelText(/Your password/), 'correct-horse-1')
    await user.click(screen.getByRole('button', { name: 'Send a code' }))
    expect(await screen.findByText(/Enter the 6-digit code we sent to/)).toBeTruthy()
    expect(api.callsTo(requestEmailChange)[0]?.body).toEqual({
      email: next,
      password: 'correct-horse-1',
    })

    await user.type(screen.getByRole('textbox', { name: /Code/ }), '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm the new e-mail' }))
    expect(await screen.findByText(`You now log in with ${next}.`)).toBeTruthy()
    expect(api.callsTo(confirmEmailChange)[0]?.body).toEqual({ code: '123456' })
    expect(client.session.get()?.user.email).toBe(next)
  })

  it('lists the sessions, logs out another one, and logs out everywhere after confirming', async () => {
    const user = userEvent.setup()
    const { api, client, navigation } = renderScreen(<Settings defaultTab="security" />, {
      session: owner,
      mock: (mock) => {
        serving()(mock)
        mock.on(endOneSession, { message: 'That session is logged out.', data: null })
        mock.on(endAllSessions, { message: 'You are logged out on every device.', data: null })
        mock.on(endSession, { message: 'You are logged out.', data: null })
      },
    })
    const here = (await screen.findByText('Chrome on macOS')).closest('li') as HTMLElement
    expect(within(here).getByText('This device')).toBeTruthy()
    expect(within(here).queryByRole('button', { name: /Log out/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: /Log out Safari on iOS/ }))
    expect(await screen.findByText('That session is logged out.')).toBeTruthy()
    expect(api.callsTo(endOneSession)[0]?.path).toBe(
      '/api/v1/ldb/auth/sessions/11111111-1111-4111-8111-111111111111',
    )

    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }))
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/login', { replace: true }),
    )
    expect(api.callsTo(endAllSessions)).toHaveLength(1)
    expect(client.session.get()).toBeNull()
  })

  it('turns a kind of e-mail off as its box is ticked; a member sees only their own kinds', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings defaultTab="emails" />, {
      session: owner,
      mock: serving(),
    })
    const quotes = await screen.findByRole('checkbox', { name: /Quotes and declines/ })
    expect((quotes as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('checkbox', { name: /waiting for my approval/ })).toBeTruthy()
    await user.click(quotes)
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    expect(api.callsTo(updateEmailPreferences)[0]?.body).toEqual({ quotes: false })
    await waitFor(() => expect((quotes as HTMLInputElement).checked).toBe(false))
  })

  it('shows a member the e-mails that reach them, not the approvers’ or owners’', async () => {
    const member = storySession({ role: 'member' })
    renderScreen(<Settings defaultTab="emails" />, { session: member, mock: serving(member) })
    expect(await screen.findByRole('checkbox', { name: /Quotes and declines/ })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: /waiting for my approval/ })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: /Vendors to confirm/ })).toBeNull()
  })

  it('lets a member read the business profile but not change it', async () => {
    const member = storySession({ role: 'member' })
    renderScreen(<Settings />, { session: member, mock: serving(member) })
    expect(
      await screen.findByText('Only an owner or admin can change the business profile.'),
    ).toBeTruthy()
    expect(
      (screen.getByRole('textbox', { name: /Business name/ }) as HTMLInputElement).disabled,
    ).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull()
  })

  it('lets an owner delete the business once its name and the password are typed', async () => {
    const user = userEvent.setup()
    const { api, client, navigation } = renderScreen(<Settings defaultTab="security" />, {
      session: owner,
      mock: (mock) => {
        serving()(mock)
        mock.on(deleteAccount, {
          message: 'Obi Supplies Ltd and all its data were deleted.',
          data: null,
        })
        mock.on(endSession, { message: 'You are logged out.', data: null })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete the business…' }))
    const dialog = await screen.findByRole('dialog')
    const confirm = within(dialog).getByRole('button', { name: 'Delete the business' })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    const name = owner.user.businessName ?? ''
    await user.type(within(dialog).getByRole('textbox', { name: /Type/ }), name)
    expect(confirm.hasAttribute('disabled')).toBe(true)
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct-horse-1')
    await user.click(confirm)
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }))
    expect(api.callsTo(deleteAccount)[0]?.body).toEqual({ password: 'correct-horse-1' })
    expect(client.session.get()).toBeNull()
  })

  it('lets a member delete only their own account, typing DELETE', async () => {
    const member = storySession({ role: 'member' })
    const user = userEvent.setup()
    renderScreen(<Settings defaultTab="security" />, { session: member, mock: serving(member) })
    expect(screen.queryByRole('button', { name: 'Delete the business…' })).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }))
    expect(await screen.findByRole('textbox', { name: 'Type “DELETE” to confirm' })).toBeTruthy()
  })

  it('builds the archive for an owner, shows its progress, then the download', async () => {
    const user = userEvent.setup()
    let reads = 0
    const building = {
      id: '44444444-4444-4444-8444-444444444444',
      status: 'building' as const,
      progress: 40,
      url: null,
      size: null,
      createdAt: now,
      finishedAt: null,
    }
    const { api } = renderScreen(<Settings />, {
      session: owner,
      mock: (mock) => {
        serving()(mock)
        mock.on(startBusinessExport, {
          message: 'We are building your export. We will e-mail you when it is ready.',
          data: building,
        })
        mock.on(getBusinessExport, () => ({
          message: 'Export',
          data:
            reads++ === 0
              ? null
              : {
                  ...building,
                  status: 'ready' as const,
                  progress: 100,
                  url: 'http://ally.test/files/4/ally-export.zip?sig=x',
                  size: 2_400_000,
                  finishedAt: now,
                },
        }))
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Build the archive' }))
    expect(
      await screen.findByText('We are building your export. We will e-mail you when it is ready.'),
    ).toBeTruthy()
    expect(
      screen
        .getByRole('progressbar', { name: 'Building the archive' })
        .getAttribute('aria-valuenow'),
    ).toBe('40')
    const link = await screen.findByRole(
      'link',
      { name: 'Download the archive' },
      { timeout: 3000 },
    )
    expect(link.getAttribute('href')).toBe('http://ally.test/files/4/ally-export.zip?sig=x')
    expect(screen.getByText(/\(2\.3 MB\)/)).toBeTruthy()
    expect(api.callsTo(startBusinessExport)).toHaveLength(1)
  })

  it('offers a member no archive', async () => {
    const member = storySession({ role: 'member' })
    renderScreen(<Settings />, { session: member, mock: serving(member) })
    await screen.findByRole('heading', { name: 'Business profile' })
    expect(screen.queryByRole('heading', { name: 'Download everything' })).toBeNull()
  })

  it('opens on another tab when asked', async () => {
    renderScreen(<Settings />, { session: owner, mock: serving() })
    await openTab('Security')
    expect(await screen.findByRole('heading', { name: 'Where you are logged in' })).toBeTruthy()
  })
})
