import { listNotifications, markAllNotificationsRead, markNotificationsRead } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { notificationList, serveNotifications } from '../../../testing/notificationFixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { DashboardLayout } from './DashboardLayout'

const openNotifications = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Notifications, 12 new' }))
  return screen.findByRole('dialog', { name: 'Notifications' })
}

describe('DashboardLayout landmarks and controls', () => {
  it('starts with a skip link to the main landmark, which can take the focus', async () => {
    renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <h1>Page</h1>
      </DashboardLayout>,
    )
    const user = userEvent.setup()
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(document.activeElement).toBe(skip)
    const main = screen.getByRole('main')
    expect(skip.getAttribute('href')).toBe(`#${main.id}`)
    expect(main.tabIndex).toBe(-1)
    expect(main.textContent).toBe('Page')
  })

  it('makes the notification badge a named button that opens a panel', async () => {
    renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Notifications, 12 new' }))
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy()
  })

  it('lists notifications newest first, the unread marked in words, each a link to its page', async () => {
    const { api } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
      { mock: (mock) => serveNotifications(mock) },
    )
    const user = userEvent.setup()
    const panel = await openNotifications(user)
    const links = await within(panel).findAllByRole('link')
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      [
        '/dashboard/purchase-orders/po-2',
        expect.stringMatching(/^NewKilo Pumps declined PO-0002Prices changedNov 27, 2026, /),
      ],
      [
        '/dashboard/shipment/shp-1',
        // A late shipment is dated by its day, the same in every time zone.
        'NewShipment late: DHL JD0199PO-0001 · Kilo Pumps · expected Nov 25, 2026Nov 26, 2026',
      ],
      ['/dashboard/rfq/rfq-1', expect.stringMatching(/^Delta Valves answered: Gate valves/)],
    ])
    expect(within(panel).getByRole('status').textContent).toBe('2 unread')
    // The badge keeps SPEC.md's fixed count (behind the open panel, hidden from the tree).
    expect(screen.getByRole('button', { name: 'Notifications, 12 new', hidden: true })).toBeTruthy()
    expect(api.callsTo(listNotifications)[0]?.query.get('limit')).toBe('10')
  })

  it('marks a notification read as it is followed, and closes the panel', async () => {
    const { api, navigation } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
      { mock: (mock) => serveNotifications(mock) },
    )
    const user = userEvent.setup()
    const panel = await openNotifications(user)
    await user.click(await within(panel).findByRole('link', { name: /Shipment late/ }))
    expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/shipment/shp-1', {
      replace: undefined,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(api.callsTo(markNotificationsRead)).toHaveLength(1))
    expect(api.callsTo(markNotificationsRead)[0]?.body).toEqual({
      keys: ['late:shp-1:2026-11-25'],
    })
    // Opened again, it is read.
    const again = await openNotifications(user)
    await waitFor(() =>
      expect(
        within(again)
          .getByRole('link', { name: /Shipment late/ })
          .textContent?.startsWith('New'),
      ).toBe(false),
    )
    expect(within(again).getByRole('status').textContent).toBe('1 unread')
  })

  it('marks all read from the keyboard', async () => {
    const { api } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
      { mock: (mock) => serveNotifications(mock) },
    )
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Notifications, 12 new' }).focus()
    await user.keyboard('{Enter}')
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await within(panel).findAllByRole('link')
    await user.tab()
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' })
    expect(document.activeElement).toBe(markAll)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('All read'))
    expect(api.callsTo(markAllNotificationsRead)).toHaveLength(1)
    expect(within(panel).queryByText('New')).toBeNull()
    // On to the first notification.
    await user.tab()
    expect(document.activeElement).toBe(within(panel).getAllByRole('link')[0])
  })

  it('says when there is nothing, and when the list could not be loaded', async () => {
    const { api } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
      {
        mock: (mock) =>
          mock.on(listNotifications, { status: 503, body: { message: 'Try again later.' } }),
      },
    )
    const user = userEvent.setup()
    const panel = await openNotifications(user)
    const alert = await within(panel).findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('Notifications could not be loaded.')
    api.on(listNotifications, notificationList([]))
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(panel).findByText('Nothing new')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  })

  it('opens the account menu from the keyboard on its first item, and Escape gives the focus back', async () => {
    const { client } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
    )
    client.session.save({ token: 'token', user: { businessName: 'Obi Supplies' } as never })
    const user = userEvent.setup()
    const account = await screen.findByRole('button', { name: 'Account: Obi Supplies' })
    expect(account.getAttribute('aria-haspopup')).toBe('menu')
    expect(account.getAttribute('aria-expanded')).toBe('false')
    account.focus()
    // The menu's code is loaded on first use: the press waits for it, then focuses the item.
    await user.keyboard('{ArrowDown}')
    const logout = await screen.findByRole('menuitem', { name: 'Logout' })
    await waitFor(() => expect(document.activeElement).toBe(logout))
    expect(account.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menu', { name: 'Account: Obi Supplies' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(account))
    expect(account.getAttribute('aria-expanded')).toBe('false')

    await user.keyboard('{ArrowUp}')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' })),
    )
  })

  it('gives every side-menu entry a hidden icon beside its text', () => {
    renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
    )
    const link = screen.getByRole('link', { name: 'Vendor analytics' })
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
