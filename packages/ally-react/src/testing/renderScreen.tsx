import type { StoredSession, User, VendorAccount } from '@ally/sdk'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { AllyProvider } from '../provider/AllyProvider'
import type { AllyNavigation } from '../provider/navigation'
import { Toaster } from '../ui/Toaster'
import { createMockApi, type MockApi } from './mockApi'

/**
 * Renders a screen as an app would: provider, toasts, a mocked network and a spy navigation.
 * Give `mock` for the endpoints a screen reads as it mounts: they must answer before it renders.
 */
export function renderScreen(
  ui: ReactElement,
  options: {
    session?: StoredSession<User>
    /** A vendor portal session (`ally-vendor`), saved for this browser session only. */
    vendorSession?: StoredSession<VendorAccount>
    mock?: (api: MockApi) => void
  } = {},
) {
  const api = createMockApi()
  options.mock?.(api)
  if (options.session) api.client.session.save(options.session)
  if (options.vendorSession) api.client.vendorSession.save(options.vendorSession)
  const navigation = { navigate: vi.fn<AllyNavigation['navigate']>() }
  const wrapped = (screen: ReactElement) => (
    <AllyProvider client={api.client} navigation={navigation}>
      {screen}
      <Toaster />
    </AllyProvider>
  )
  const view = render(wrapped(ui))
  return {
    ...view,
    /** Renders the screen again with new props, in the same provider (e.g. the URL changed). */
    rerender: (next: ReactElement) => view.rerender(wrapped(next)),
    api,
    navigation,
    storage: api.storage,
    client: api.client,
  }
}
