import { dashboardSummary, getProfile, login, type StoredSession, type User } from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDashboardSummary } from '../queries/dashboard'
import { storySettings } from '../testing/fixtures'
import type { MockApi } from '../testing/mockApi'
import { renderScreen } from '../testing/renderScreen'
import { RouteGuard } from './RouteGuard'

function SummaryTotal() {
  const summary = useDashboardSummary()
  return <p>{summary.data ? `${summary.data.data.vendors} vendors` : 'Loading'}</p>
}

const complete = {
  businessName: 'Obi Supplies',
  country: 'Nigeria',
  businessType: 'Retail',
  businessDoc: 'http://ally.test/files/1/cac.pdf',
  address: '1 Marina, Lagos',
}
const incomplete = { country: null, businessType: null, businessDoc: null, address: null }
const user = (fields: Partial<User> = {}): User => ({
  ...sampleOf(login.response).user,
  ...complete,
  active: true,
  role: 'owner',
  ...fields,
})
const stored = (fields: Partial<User> = {}, token = createTestToken()): StoredSession<User> => ({
  token,
  user: user(fields),
})
const profileIs = (fields: Partial<User>) => (api: MockApi) =>
  api.on(getProfile, { message: 'Profile', data: { user: user(fields), settings: storySettings } })

/** A profile that answers (with `fields`) only when the test calls `answer()`. */
function profileOnCue(fields: Partial<User>) {
  let answer: () => void = () => undefined
  const mock = (api: MockApi) =>
    api.on(getProfile, async () => {
      await new Promise<void>((resolve) => {
        answer = resolve
      })
      return { message: 'Profile', data: { user: user(fields), settings: storySettings } }
    })
  return { mock, answer: () => answer() }
}

const deepLink = '/dashboard/vendors/analytics?period=30d'

function guarded(access: 'protected' | 'guest' | 'onboarding', from = deepLink) {
  return (
    <RouteGuard access={access} from={from}>
      <p>the page</p>
    </RouteGuard>
  )
}

describe('RouteGuard', () => {
  it('lets in an owner whose profile was completed elsewhere, and stores the fresh profile', async () => {
    const { navigation, client } = renderScreen(guarded('protected'), {
      session: stored(incomplete),
      mock: profileIs(complete),
    })
    expect(await screen.findByText('the page')).toBeTruthy()
    expect(navigation.navigate).not.toHaveBeenCalled()
    expect(client.session.get()?.user.businessDoc).toBe(complete.businessDoc)
  })

  it('shows a spinner, not the page, until the profile has been read', async () => {
    const profile = profileOnCue(incomplete)
    const { navigation } = renderScreen(guarded('protected'), {
      session: stored(complete),
      mock: profile.mock,
    })
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy()
    // The page the stored session allows is rendered, hidden, while the check runs.
    expect(screen.getByText('the page').closest('[hidden]')).not.toBeNull()
    profile.answer()
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(
        `/onboarding?next=${encodeURIComponent(deepLink)}`,
        { replace: true },
      ),
    )
    expect(screen.queryByText('the page')).toBeNull()
  })

  it('loads the page a stored session allows alongside the check, and shows it once allowed', async () => {
    const profile = profileOnCue(complete)
    const { api } = renderScreen(
      <RouteGuard access="protected" from="/dashboard">
        <SummaryTotal />
      </RouteGuard>,
      {
        session: stored(complete),
        mock: (mock) => {
          profile.mock(mock)
          mock.on(dashboardSummary, {
            message: 'Dashboard summary',
            data: { ...sampleOf(dashboardSummary.response), vendors: 7 },
          })
        },
      },
    )
    // The page's data is asked for before the profile has answered, and not shown yet.
    await waitFor(() => expect(api.callsTo(dashboardSummary)).toHaveLength(1))
    expect((await screen.findByText('7 vendors')).closest('[hidden]')).not.toBeNull()
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy()
    profile.answer()
    await waitFor(() => expect(screen.getByText('7 vendors').closest('[hidden]')).toBeNull())
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(api.callsTo(dashboardSummary)).toHaveLength(1)
  })

  it('renders nothing of a page the stored session would not open', async () => {
    const profile = profileOnCue(complete)
    renderScreen(guarded('protected'), { session: stored(incomplete), mock: profile.mock })
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy()
    expect(screen.queryByText('the page')).toBeNull()
    profile.answer()
    expect(await screen.findByText('the page')).toBeTruthy()
  })

  it('sends a user the server no longer counts as active to verification', async () => {
    const { navigation } = renderScreen(guarded('protected'), {
      session: { ...stored(), registrationToken: 'reg-1' },
      mock: profileIs({ active: false }),
    })
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/registration-success/reg-1?resend=true', {
        replace: true,
      }),
    )
  })

  it('logs out on a 401 and sends the user to log in, keeping the page', async () => {
    const { navigation, client } = renderScreen(guarded('protected'), {
      session: stored(),
      mock: (api) => api.on(getProfile, { status: 401, body: { message: 'Please log in.' } }),
    })
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(
        `/login?next=${encodeURIComponent(deepLink)}`,
        { replace: true },
      ),
    )
    expect(client.session.get()).toBeNull()
  })

  it('falls back to the stored user when the profile cannot be read', async () => {
    const { navigation, client } = renderScreen(guarded('protected'), {
      session: stored(complete),
      mock: (api) =>
        api.on(getProfile, () => {
          throw new TypeError('Failed to fetch')
        }),
    })
    expect(await screen.findByText('the page')).toBeTruthy()
    expect(navigation.navigate).not.toHaveBeenCalled()
    expect(client.session.get()).not.toBeNull()
  })

  it('logs out a stored user whose token expired, without asking the server', async () => {
    const { navigation, client, api } = renderScreen(guarded('protected'), {
      session: stored(complete, createTestToken({ expiresInSeconds: -1 })),
    })
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(
        `/login?next=${encodeURIComponent(deepLink)}`,
        { replace: true },
      ),
    )
    expect(client.session.get()).toBeNull()
    expect(api.callsTo(getProfile)).toHaveLength(0)
  })

  it('sends a logged-in visitor of the login page home by the fresh profile', async () => {
    const { navigation } = renderScreen(guarded('guest', '/login'), {
      session: stored(incomplete),
      mock: profileIs(complete),
    })
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }),
    )
    expect(navigation.navigate).toHaveBeenCalledTimes(1)
  })

  it('sends an owner onboarded elsewhere from onboarding to the dashboard', async () => {
    const { navigation } = renderScreen(guarded('onboarding', '/onboarding'), {
      session: stored(incomplete),
      mock: profileIs(complete),
    })
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }),
    )
    expect(navigation.navigate).toHaveBeenCalledTimes(1)
  })
})
