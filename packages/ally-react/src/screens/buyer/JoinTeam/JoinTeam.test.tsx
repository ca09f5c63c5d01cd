import { getTeamInvitation, joinTeam, ROUTES } from '@ally/sdk'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../testing/renderScreen'
import { JoinTeam } from './JoinTeam'
import { serveExpiredInvitation, serveInvitation } from './joinFixtures'

const PASSWORD = 'Tulip-Harbor-42!'

describe('JoinTeam', () => {
  it('says a link without its token is incomplete, and asks nothing', () => {
    const { api } = renderScreen(<JoinTeam token={null} />)
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(ROUTES.login)
    expect(api.calls).toEqual([])
  })

  it('shows the invitation, joins with a new password and arrives signed in', async () => {
    const user = userEvent.setup()
    const { api, client, navigation } = renderScreen(<JoinTeam token="invite-token-1" />, {
      mock: serveInvitation,
    })
    expect(
      await screen.findByRole('heading', { name: 'Join Obi Supplies Limited on Ally' }),
    ).toBeTruthy()
    expect(screen.getByText('Ada Obi invited you as an admin.')).toBeTruthy()
    expect(api.callsTo(getTeamInvitation)[0]?.query.get('token')).toBe('invite-token-1')
    const email = screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement
    expect(email.value).toBe('kemi@obi-supplies.test')
    expect(email.disabled).toBe(true)

    await user.type(screen.getByLabelText(/^Password/), PASSWORD)
    await user.type(screen.getByLabelText(/^Repeat the password/), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Join the team' }))
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(ROUTES.dashboard, { replace: true }),
    )
    expect(api.callsTo(joinTeam)[0]?.body).toEqual({ token: 'invite-token-1', password: PASSWORD })
    expect(client.session.get()?.user.email).toBe('kemi@obi-supplies.test')
    expect(await screen.findByText('Welcome to Obi Supplies Limited.')).toBeTruthy()
  })

  it('refuses two different passwords before sending them', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<JoinTeam token="invite-token-1" />, { mock: serveInvitation })
    await user.type(await screen.findByLabelText(/^Password/), PASSWORD)
    await user.type(screen.getByLabelText(/^Repeat the password/), `${PASSWORD}x`)
    await user.click(screen.getByRole('button', { name: 'Join the team' }))
    expect(await screen.findByText('The two passwords differ.')).toBeTruthy()
    expect(api.callsTo(joinTeam)).toEqual([])
  })

  it('shows a weak password refused by the server at its field', async () => {
    const user = userEvent.setup()
    const { navigation } = renderScreen(<JoinTeam token="invite-token-1" />, {
      mock: (api) => {
        serveInvitation(api)
        api.on(joinTeam, {
          status: 400,
          body: {
            message: 'body.password: is too easy to guess',
            errors: [{ path: 'body.password', message: 'is too easy to guess' }],
          },
        })
      },
    })
    const password = await screen.findByLabelText(/^Password/)
    await user.type(password, 'password1')
    await user.type(screen.getByLabelText(/^Repeat the password/), 'password1')
    await user.click(screen.getByRole('button', { name: 'Join the team' }))
    expect(await screen.findByText('is too easy to guess')).toBeTruthy()
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(navigation.navigate).not.toHaveBeenCalled()
  })

  it("shows the server's words for an expired link, and a way to log in", async () => {
    renderScreen(<JoinTeam token="old-token" />, { mock: serveExpiredInvitation })
    expect(
      await screen.findByText('This invitation has expired. Ask Ada Obi to send it again.'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(ROUTES.login)
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull()
  })
})
