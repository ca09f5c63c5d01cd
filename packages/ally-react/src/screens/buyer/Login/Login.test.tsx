import { login, SESSION_KEY } from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../testing/renderScreen'
import { Login } from './Login'

const result = (user: Partial<ReturnType<typeof sampleOf<typeof login.response>>['user']>) => {
  const base = sampleOf(login.response)
  return { token: createTestToken(), user: { ...base.user, active: true, role: 'owner', ...user } }
}

async function fillIn(email = 'ada@example.test', password = 'correct-horse-1') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/e-mail/i), email)
  await user.type(screen.getByLabelText(/^password/i), password)
  return user
}

describe('Login', () => {
  it('logs in for this browser session and goes to onboarding when the owner has no profile yet', async () => {
    const { api, navigation, storage } = renderScreen(<Login />)
    api.on(login, { message: 'Welcome back.', data: result({ businessDoc: null }) })
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/onboarding', { replace: true }),
    )
    expect(api.callsTo(login)[0]?.body).toEqual({
      email: 'ada@example.test',
      password: 'correct-horse-1',
      rememberMe: false,
    })
    expect(storage.session.getItem(SESSION_KEY)).not.toBeNull()
    expect(storage.local.getItem(SESSION_KEY)).toBeNull()
  })

  it('remembers the session when asked, and sends an inactive user to verification', async () => {
    const { api, navigation, storage } = renderScreen(<Login />)
    // As the server answers an unverified login: a registration token for the next page's URL.
    const data = { ...result({ active: false }), registrationToken: createTestToken() }
    api.on(login, { message: 'Verify your e-mail to continue.', data })
    const user = await fillIn()
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(
        `/registration-success/${data.registrationToken}?resend=true`,
        { replace: true },
      ),
    )
    expect(storage.local.getItem(SESSION_KEY)).not.toBeNull()
  })

  it('opens the page the user was going to after login', async () => {
    const next = '/dashboard/vendors/analytics?period=30d'
    const { api, navigation } = renderScreen(<Login next={next} />)
    api.on(login, { message: 'Welcome back.', data: result({}) })
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith(next, { replace: true }))
  })

  it('goes through onboarding first, keeping the page, when the owner has no profile yet', async () => {
    const next = '/dashboard/vendors'
    const { api, navigation } = renderScreen(<Login next={next} />)
    api.on(login, { message: 'Welcome back.', data: result({ businessDoc: null }) })
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/onboarding?next=%2Fdashboard%2Fvendors', {
        replace: true,
      }),
    )
  })

  it.each(['//evil.test/dashboard', 'https://evil.test', '/\\evil.test', 'javascript:alert(1)'])(
    'never follows %s off the site after login',
    async (next) => {
      const { api, navigation } = renderScreen(<Login next={next} />)
      api.on(login, { message: 'Welcome back.', data: result({}) })
      const user = await fillIn()
      await user.click(screen.getByRole('button', { name: 'Log in' }))

      await waitFor(() =>
        expect(navigation.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }),
      )
    },
  )

  it("shows the server's message when the login fails, and stays", async () => {
    const { api, navigation } = renderScreen(<Login />)
    api.on(login, { status: 400, body: { message: 'Wrong e-mail or password.' } })
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy()
    expect(navigation.navigate).not.toHaveBeenCalled()
  })

  it('does not send an empty form', async () => {
    const { api } = renderScreen(<Login />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }))
    expect(api.calls).toHaveLength(0)
  })

  it('links to password recovery and sign-up', () => {
    renderScreen(<Login />)
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    )
  })
})
