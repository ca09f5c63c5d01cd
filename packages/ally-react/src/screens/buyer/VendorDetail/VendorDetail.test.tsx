import {
  confirmVendorRegistration,
  getVendor,
  listRfqs,
  type PendingRegistration,
  updateVendor,
  type Vendor,
  type VendorStats,
} from '@ally/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { servePaged } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { toast } from '../../../ui/Toaster'
import { VendorDetail } from './VendorDetail'

afterEach(async () => {
  // sonner keeps toasts in a module-level store: clear it so no test sees another's toast.
  act(() => {
    toast.dismiss()
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
})

const stats = (overrides: Partial<VendorStats> = {}): VendorStats => ({
  rfqCount: 1234,
  quoteCount: 12,
  purchaseOrderCount: 7,
  responseRate: 0.8734,
  winRate: 0.6667,
  onTimeRate: 1,
  averageLeadTimeDays: 4.25,
  spend: { amount: 1234567.5, currency: 'ngn' },
  ...overrides,
})

const acme = vendorFixture(1, {
  id: 'acme',
  name: 'Acme Ltd',
  contactName: 'Ada Obi',
  email: 'sales@acme.test',
  phone: '+234 800 0001',
  country: 'Nigeria',
  address: '1 Marina, Lagos',
  orderTypes: ['supply', 'logistics'],
  status: 'active',
})

function setup(mock: (api: MockApi) => void) {
  const view = renderScreen(<VendorDetail vendorId="acme" />, {
    // The RFQ tab is shown first; VendorActivity.test.tsx covers the lists.
    mock: (api) => mock(api.on(listRfqs, servePaged([]))),
  })
  return { ...view, user: userEvent.setup() }
}

const serve =
  (vendor: Vendor, vendorStats: VendorStats, registration: PendingRegistration | null = null) =>
  (api: MockApi) =>
    api.on(getVendor, { message: 'Vendor', data: { vendor, stats: vendorStats, registration } })

const claim: PendingRegistration = {
  email: 'kemi@elsewhere.test',
  companyName: 'Elsewhere Co',
  contactName: 'Kemi Bello',
  registeredAt: '2026-11-26T09:30:00Z',
}
const invitedAcme = { ...acme, status: 'invited' as const, joinedAt: null }

/** The value shown for a label of a description list. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling

describe('VendorDetail', () => {
  it('shows the contact data, order types and formatted stats', async () => {
    const { api } = setup(serve(acme, stats()))
    expect(screen.getByRole('progressbar', { name: 'Loading vendor' })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeTruthy()
    expect(api.callsTo(getVendor)[0]?.query.get('vendorId')).toBe('acme')

    expect(document.querySelector('[data-status]')?.textContent).toBe('Active')
    expect(fact('Contact name')?.textContent).toBe('Ada Obi')
    expect(screen.getByRole('link', { name: 'sales@acme.test' }).getAttribute('href')).toBe(
      'mailto:sales@acme.test',
    )
    expect(fact('Phone')?.textContent).toBe('+234 800 0001')
    expect(fact('Country')?.textContent).toBe('Nigeria')
    expect(fact('Address')?.textContent).toBe('1 Marina, Lagos')
    expect(fact('Order types')?.textContent).toBe('Supply, Logistics')

    expect(fact('RFQs')?.textContent).toBe('1,234')
    expect(fact('Quotes')?.textContent).toBe('12')
    expect(fact('Purchase orders')?.textContent).toBe('7')
    expect(fact('Response rate')?.textContent).toBe('87.3%')
    expect(fact('Win rate')?.textContent).toBe('66.7%') // as vendor analytics shows it
    expect(fact('On-time rate')?.textContent).toBe('100%')
    expect(fact('Average lead time')?.textContent).toBe('4.3 days')
    expect(fact('Spend')?.textContent).toBe('₦1,234,567.50')
  })

  it("shows 'No data yet' for stats without history, and — for missing contact data", async () => {
    const invited = { ...acme, status: 'invited' as const, contactName: null, phone: null }
    setup(
      serve(
        invited,
        stats({
          responseRate: null,
          winRate: null,
          onTimeRate: null,
          averageLeadTimeDays: null,
          spend: { amount: 0, currency: 'usd' },
        }),
      ),
    )
    await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })
    expect(document.querySelector('[data-status]')?.textContent).toBe('Invited')
    for (const label of ['Contact name', 'Phone']) {
      expect(fact(label)?.textContent).toBe('—')
    }
    for (const label of ['Response rate', 'Win rate', 'On-time rate', 'Average lead time']) {
      expect(fact(label)?.textContent).toBe('No data yet')
    }
    expect(fact('Spend')?.textContent).toBe('$0.00')
  })

  it('says so when the vendor is not in the list (404)', async () => {
    setup((api) => api.on(getVendor, { status: 404, body: { message: 'Vendor not found.' } }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This vendor does not exist or is not in your list.')
    expect(within(alert).getByRole('link', { name: 'Back to vendors' }).getAttribute('href')).toBe(
      '/dashboard/vendors',
    )
  })

  it("shows other errors with the server's message and a retry", async () => {
    const { api, user } = setup((api) =>
      api.on(getVendor, { status: 500, body: { message: 'Database is down.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Database is down.')
    serve(acme, stats())(api)
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeTruthy()
  })

  it("edits the contact data and says 'Updated successfully'", async () => {
    const { api, user } = setup(serve(acme, stats()))
    api.on(updateVendor, ({ body }) => ({
      message: 'Updated.',
      data: { ...acme, ...(body as Partial<Vendor>) },
    }))
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const contact = screen.getByLabelText('Contact name')
    await user.clear(contact)
    await user.type(contact, 'Bola Ade')
    await user.click(screen.getByRole('checkbox', { name: 'Logistics' }))
    // The server now answers with the corrected vendor.
    serve({ ...acme, contactName: 'Bola Ade', orderTypes: ['supply'] }, stats())(api)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    const call = api.callsTo(updateVendor)[0]
    expect(call?.path).toBe('/api/v1/ldb/vendor/update/acme')
    expect(call?.body).toEqual({
      name: 'Acme Ltd',
      contactName: 'Bola Ade',
      email: 'sales@acme.test',
      phone: '+234 800 0001',
      country: 'Nigeria',
      address: '1 Marina, Lagos',
      orderTypes: ['supply'],
    })
    await waitFor(() => expect(fact('Contact name')?.textContent).toBe('Bola Ade'))
    expect(fact('Order types')?.textContent).toBe('Supply')
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it("shows the server's message when an edit is refused", async () => {
    const { api, user } = setup(serve(acme, stats()))
    api.on(updateVendor, {
      status: 409,
      body: { message: 'Another vendor already uses that e-mail.' },
    })
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Another vendor already uses that e-mail.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
  })

  it('shows who registered with another address, and links them once the buyer confirms', async () => {
    const { api, user } = setup((mock) =>
      serve(
        invitedAcme,
        stats(),
        claim,
      )(mock).on(confirmVendorRegistration, {
        message: 'Registration confirmed',
        data: {
          vendor: { ...acme, email: claim.email },
          stats: stats(),
          registration: null,
        },
      }),
    )
    const panel = await screen.findByRole('region', { name: 'A registration waits for you' })
    expect(panel.textContent).toContain('Kemi Bello of Elsewhere Co registered')
    expect(panel.textContent).toContain(`with ${claim.email}, not ${acme.email}`)
    await user.click(within(panel).getByRole('button', { name: 'Confirm registration' }))
    expect(api.callsTo(confirmVendorRegistration)).toMatchObject([
      { path: '/api/v1/ldb/vendor/registration/acme', body: { accept: true } },
    ])
    const outcome = await screen.findByRole('status')
    expect(outcome.textContent).toMatch(/^Confirmed: Acme Ltd is linked to the account of kemi@/)
    // The buttons pressed are gone: the keyboard user lands on what happened.
    expect(document.activeElement).toBe(outcome)
    expect(screen.queryByRole('region', { name: 'A registration waits for you' })).toBeNull()
    expect(await screen.findByText('Registration confirmed')).toBeTruthy()
    expect(fact('E-mail')?.textContent).toBe(claim.email)
  })

  it('declines a registration, and says the invitation stays with the address invited', async () => {
    const { api, user } = setup((mock) =>
      serve(
        invitedAcme,
        stats(),
        claim,
      )(mock).on(confirmVendorRegistration, {
        message: 'Registration declined',
        data: { vendor: invitedAcme, stats: stats(), registration: null },
      }),
    )
    const panel = await screen.findByRole('region', { name: 'A registration waits for you' })
    await user.click(within(panel).getByRole('button', { name: 'Decline' }))
    expect(api.callsTo(confirmVendorRegistration)[0]?.body).toEqual({ accept: false })
    const outcome = await screen.findByRole('status')
    expect(outcome.textContent).toBe(`Declined: the invitation is still for ${acme.email}.`)
    // Nothing changed for the buyer: not shown as a success.
    expect(outcome.getAttribute('data-tone')).toBe('neutral')
  })

  it('says a confirmed account sees the orders once it verifies its e-mail, if it has not', async () => {
    const { user } = setup((mock) =>
      serve(
        invitedAcme,
        stats(),
        claim,
      )(mock).on(confirmVendorRegistration, {
        message: 'Registration confirmed',
        data: {
          vendor: { ...invitedAcme, email: claim.email },
          stats: stats(),
          registration: null,
        },
      }),
    )
    const panel = await screen.findByRole('region', { name: 'A registration waits for you' })
    await user.click(within(panel).getByRole('button', { name: 'Confirm registration' }))
    expect((await screen.findByRole('status')).textContent).toMatch(
      /which sees your requests and orders once it verifies its e-mail\.$/,
    )
  })

  it('keeps the registration to answer when the answer fails', async () => {
    const { user } = setup((mock) =>
      serve(
        invitedAcme,
        stats(),
        claim,
      )(mock).on(confirmVendorRegistration, {
        status: 409,
        body: { message: 'kemi@elsewhere.test is already in your list, as Elsewhere Co.' },
      }),
    )
    const panel = await screen.findByRole('region', { name: 'A registration waits for you' })
    await user.click(within(panel).getByRole('button', { name: 'Confirm registration' }))
    expect(
      await screen.findByText('kemi@elsewhere.test is already in your list, as Elsewhere Co.'),
    ).toBeTruthy()
    expect(within(panel).getByRole('button', { name: 'Confirm registration' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows no registration panel when nobody waits', async () => {
    setup(serve(acme, stats()))
    await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })
    expect(screen.queryByRole('region', { name: 'A registration waits for you' })).toBeNull()
  })
})
