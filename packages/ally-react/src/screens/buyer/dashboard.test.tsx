import { endSession, listChannels, login, updateProfile, uploadFile } from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySettings } from '../../testing/fixtures'
import { renderScreen } from '../../testing/renderScreen'
import { DashboardLayout } from './DashboardLayout'
import { Onboarding } from './Onboarding'

type AuthData = ReturnType<typeof sampleOf<typeof login.response>>
const session = (user: Partial<AuthData['user']> = {}): AuthData => {
  const base = sampleOf(login.response)
  return {
    token: createTestToken(),
    user: { ...base.user, active: true, role: 'owner', avatar: null, ...user },
  }
}
const channel = (synced: boolean) =>
  ({ ...sampleOf(listChannels.response).items[0], synced }) as never

describe('DashboardLayout', () => {
  it('shows the side menu and marks the current page', () => {
    const { client } = renderScreen(
      <DashboardLayout currentPath="/dashboard/vendors/analytics">
        <p>page</p>
      </DashboardLayout>,
    )
    client.session.save(session())
    const menu = screen.getByRole('navigation', { name: 'Main' })
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(labels).toEqual([
      'Dashboard',
      'Workflow',
      'Co-pilot',
      'Vendor list',
      'Vendor analytics',
      'RFQs',
      'Quotes',
      'Purchase Orders',
      'Shipment',
      'Business analytics',
      'Teams',
      'Settings',
    ])
    expect(
      within(menu).getByRole('link', { name: 'Vendor analytics' }).getAttribute('aria-current'),
    ).toBe('page')
    expect(
      within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull()
    expect(screen.getByText('page')).toBeTruthy()
  })

  it.each([
    ['/dashboard/vendors/analytics?period=30d', 'Vendor analytics'],
    ['/dashboard/vendor/v_1', 'Vendor list'],
    ['/dashboard/vendors/add-vendor', 'Vendor list'],
  ])('marks exactly one menu entry as the current page on %s', (path, label) => {
    renderScreen(
      <DashboardLayout currentPath={path}>
        <p>page</p>
      </DashboardLayout>,
    )
    const menu = screen.getByRole('navigation', { name: 'Main' })
    const marked = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(marked.map((link) => link.textContent)).toEqual([label])
  })

  it("closes a phone's side menu when the page it opened changes", async () => {
    const { rerender, container } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const layout = container.querySelector('.ally-DashboardLayout')
    expect(layout?.hasAttribute('data-menu-open')).toBe(true)
    rerender(
      <DashboardLayout currentPath="/dashboard/purchase-orders">
        <p>page</p>
      </DashboardLayout>,
    )
    await waitFor(() => expect(layout?.hasAttribute('data-menu-open')).toBe(false))
  })

  it('shows up to 3 initials and the business name cut at 22 characters, and the fixed badge of 12', async () => {
    const { client, api } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
    )
    api.on(listChannels, {
      message: 'ok',
      data: { items: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } },
    })
    client.session.save(session({ businessName: 'Acme Trading Company Limited' }))
    expect(await screen.findByText('ATC')).toBeTruthy()
    expect(screen.getByText('Acme Trading Company L…')).toBeTruthy()
    expect(screen.getByText('notifications', { exact: false }).parentElement?.textContent).toBe(
      '12 notifications',
    )
  })

  it("shows 'Importing Contacts' while a channel is not synced", async () => {
    const { client, api } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
    )
    api.on(listChannels, {
      message: 'ok',
      data: {
        items: [channel(true), channel(false)],
        pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
      },
    })
    client.session.save(session())
    expect(
      await screen.findByText('Co-Pilot is trying to import your existing vendor contacts'),
    ).toBeTruthy()
    expect(api.callsTo(listChannels)).toHaveLength(1)
  })

  it('logs out from the profile menu, and tells the server to end the session', async () => {
    const { client, navigation, api } = renderScreen(
      <DashboardLayout currentPath="/dashboard">
        <p>page</p>
      </DashboardLayout>,
    )
    api.on(endSession, () => ({ message: 'You are logged out.', data: null }))
    client.session.save(session({ businessName: 'Obi Supplies' }))
    const token = client.session.getToken()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Account: Obi Supplies' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(client.session.get()).toBeNull()
    expect(navigation.navigate).toHaveBeenCalledWith('/login', { replace: true })
    await waitFor(() =>
      expect(api.callsTo(endSession)[0]?.headers.authorization).toBe(`Bearer ${token}`),
    )
  })
})

describe('Onboarding', () => {
  it('opens the page the owner was going to once the profile is saved', async () => {
    const filled = {
      businessName: 'Obi Supplies',
      country: 'Nigeria',
      businessType: 'Retail',
      businessDoc: 'http://ally.test/files/0/old.pdf',
      address: '1 Marina, Lagos',
    }
    const { api, navigation } = renderScreen(
      <Onboarding next="/dashboard/vendors?search=steel" />,
      {
        session: session(filled),
      },
    )
    api.on(updateProfile, {
      message: 'Profile updated.',
      data: { user: session(filled).user, settings: storySettings },
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and continue' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/vendors?search=steel', {
        replace: true,
      }),
    )
  })

  // jsdom never counts a required file input as filled, so this owner has a document already and
  // replaces it; the end-to-end test in Chromium uploads the first one.
  it('uploads the registration document, saves the profile and opens the dashboard', async () => {
    const { client, api, navigation } = renderScreen(<Onboarding />, {
      session: session({
        businessName: 'Obi Supplies',
        country: null,
        businessType: null,
        businessDoc: 'http://ally.test/files/0/old.pdf',
        address: null,
      }),
    })
    const file = { ...sampleOf(uploadFile.response), url: 'http://ally.test/files/1/cac.pdf' }
    api.on(uploadFile, { message: 'File uploaded.', data: file })
    api.on(updateProfile, (call) => ({
      message: 'Profile updated.',
      data: { user: { ...session().user, ...(call.body as object) }, settings: storySettings },
    }))
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: /country/i }))
    await user.click(await screen.findByRole('option', { name: 'Nigeria' }))
    await user.click(screen.getByRole('button', { name: /business type/i }))
    await user.click(await screen.findByRole('option', { name: 'Retail' }))
    await user.type(screen.getByLabelText(/address/i), '1 Marina, Lagos')
    await user.upload(
      screen.getByLabelText(/registration document/i),
      new File(['%PDF'], 'cac.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }),
    )
    expect(api.callsTo(uploadFile)[0]?.query.get('name')).toBe('cac.pdf')
    expect(api.callsTo(updateProfile)[0]?.body).toEqual({
      businessName: 'Obi Supplies',
      address: '1 Marina, Lagos',
      country: 'Nigeria',
      businessType: 'Retail',
      businessDoc: 'http://ally.test/files/1/cac.pdf',
    })
    expect(client.session.get()?.user.country).toBe('Nigeria')
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
  })
})
