import { screen } from '@testing-library/react'
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
