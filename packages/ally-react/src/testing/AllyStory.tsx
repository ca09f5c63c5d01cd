import type { StoredSession, User, VendorAccount } from '@ally/sdk'
import { type ReactNode, useState } from 'react'
import { action } from 'storybook/actions'
import { AllyProvider } from '../provider/AllyProvider'
import { Toaster } from '../ui/Toaster'
import { createMockApi, type MockApi } from './mockApi'

/**
 * Renders a screen for Storybook with a mocked network (the same mock the tests use), toasts and
 * navigation that logs instead of leaving the story.
 */
export function AllyStory({
  mock,
  session,
  vendorSession,
  children,
}: {
  mock?: (api: MockApi) => void
  session?: StoredSession<User>
  vendorSession?: StoredSession<VendorAccount>
  children: ReactNode
}) {
  const [api] = useState(() => {
    const made = createMockApi()
    mock?.(made)
    if (session) made.client.session.save(session)
    if (vendorSession) made.client.vendorSession.save(vendorSession)
    return made
  })
  return (
    <AllyProvider client={api.client} navigation={{ navigate: action('navigate') }}>
      {children}
      <Toaster />
    </AllyProvider>
  )
}
