import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../testing/renderScreen'
import { DashboardLayout } from './DashboardLayout'

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
