import { listChannels, sendAiMessage } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { DashboardLayout } from '../DashboardLayout'
import { serveChat } from './chatFixtures'

// The co-pilot over any page (Ctrl+K or ⌘K): asked from a PO's page, "this" is that PO.

const PO_PAGE = '/dashboard/purchase-orders/po-12'
const layout = (path: string) => (
  <DashboardLayout currentPath={path}>
    <p>The page</p>
  </DashboardLayout>
)
const serve = (api: Parameters<ReturnType<typeof serveChat>>[0]) => {
  serveChat(undefined, {}, { answer: 'PO-0012 was received on Nov 20.' })(api)
  api.on(listChannels, ({ query }) => pagedReply([], query))
}

describe('CoPilotPanel', () => {
  it('opens over the page with Ctrl+K, asks about the record on it, and closes', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(layout(PO_PAGE), { session: storySession(), mock: serve })
    expect(screen.queryByRole('dialog', { name: 'Co-pilot' })).toBeNull()

    await user.keyboard('{Control>}k{/Control}')
    const panel = await screen.findByRole('dialog', { name: 'Co-pilot' })
    // Typing starts at once, in the question box.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('textbox', { name: 'Ask the co-pilot' }),
      ),
    )
    // The page's own questions come first.
    await user.click(within(panel).getByRole('button', { name: 'What happened with this?' }))
    expect(await within(panel).findByText('PO-0012 was received on Nov 20.')).toBeTruthy()
    expect(api.callsTo(sendAiMessage)[0]?.body).toMatchObject({
      message: 'What happened with this?',
      page: PO_PAGE,
    })
    expect(within(panel).getByRole('link', { name: 'Open full screen' }).getAttribute('href')).toBe(
      '/dashboard/co-pilot?conversation=conv-new',
    )

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Co-pilot' })).toBeNull())
    // ⌘K opens it again, with its conversation.
    await user.keyboard('{Meta>}k{/Meta}')
    expect(
      await within(await screen.findByRole('dialog', { name: 'Co-pilot' })).findByText(
        'PO-0012 was received on Nov 20.',
      ),
    ).toBeTruthy()
  })

  it('closes when the page changes, as a card followed from it does', async () => {
    const user = userEvent.setup()
    const { rerender } = renderScreen(layout(PO_PAGE), { session: storySession(), mock: serve })
    await user.keyboard('{Control>}k{/Control}')
    expect(await screen.findByRole('dialog', { name: 'Co-pilot' })).toBeTruthy()
    rerender(layout('/dashboard/shipment'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Co-pilot' })).toBeNull())
  })
})
