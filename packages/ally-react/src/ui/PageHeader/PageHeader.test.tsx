import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderScreen } from '../../testing/renderScreen'
import { PageHeader } from './PageHeader'

afterEach(cleanup)

describe('PageHeader', () => {
  it('shows the title, description and actions, and names the browser tab', () => {
    renderScreen(
      <PageHeader
        title="Vendors"
        documentTitle="Vendor list"
        description={<p>12 vendors</p>}
        actions={<button type="button">Invite vendors</button>}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Vendors' })).toBeTruthy()
    expect(screen.getByText('12 vendors')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Invite vendors' })).toBeTruthy()
    expect(document.title).toBe('Vendor list · Ally')
  })

  it('names the tab after a string title, and leaves it alone when told', () => {
    document.title = 'Before'
    renderScreen(<PageHeader title="Vendor analytics" />)
    expect(document.title).toBe('Vendor analytics · Ally')
    cleanup()
    document.title = 'Before'
    renderScreen(<PageHeader title="Acme" documentTitle={null} />)
    expect(document.title).toBe('Before')
  })

  it('leads back through breadcrumbs; the last one is the current page', async () => {
    const user = userEvent.setup()
    const { navigation } = renderScreen(
      <PageHeader
        title="Acme Ltd"
        breadcrumbs={[{ label: 'Vendors', href: '/dashboard/vendors' }, { label: 'Acme Ltd' }]}
      />,
    )
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(trail).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Vendors' }))
    expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/vendors')
    expect(screen.getByText('Acme Ltd', { selector: '[aria-current]' })).toBeTruthy()
  })
})
