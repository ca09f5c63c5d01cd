import {
  inviteVendors,
  type OrderType,
  suggestVendors,
  type VendorInput,
  type VendorSuggestion,
} from '@ally/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { vendorFixture } from '../../../testing/fixtures'
import type { MockApi, RecordedCall } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { toast } from '../../../ui/Toaster'
import { VendorSuggestions, type VendorSuggestionsProps } from './VendorSuggestions'

afterEach(async () => {
  // sonner keeps toasts in a module-level store: clear it so no test sees another's toast.
  act(() => {
    toast.dismiss()
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
})

const acme: VendorSuggestion = {
  vendor: vendorFixture(1, {
    id: 'acme',
    name: 'Acme Ltd',
    country: 'Nigeria',
    orderTypes: ['supply', 'logistics'],
  }),
  score: 0.92,
  reasons: ['Won 3 of your last 5 supply quotes', 'Answers RFQs within 2 days'],
  source: 'history',
}
const bolt: VendorSuggestion = {
  vendor: vendorFixture(2, {
    id: 'bolt',
    name: 'Bolt Supplies',
    email: 'hello@bolt.test',
    contactName: 'Bola Ade',
    country: 'Ghana',
    orderTypes: ['supply'],
  }),
  score: 0.71,
  reasons: ['Serves supply buyers in Ghana'],
  source: 'network',
}

/** Answers like the server: the suggestions serving the order type ('supply' by default) whose name matches. */
const serveSuggestions =
  (all: VendorSuggestion[]) =>
  ({ query }: RecordedCall) => {
    const type = (query.get('orderType') ?? 'supply') as OrderType
    const term = query.get('search')?.toLowerCase() ?? ''
    const items = all.filter(
      ({ vendor }) => vendor.orderTypes.includes(type) && vendor.name.toLowerCase().includes(term),
    )
    return {
      message: 'Suggestions',
      data: { items, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } },
    }
  }

function setup(
  mock: (api: MockApi) => void = (api) => api.on(suggestVendors, serveSuggestions([acme, bolt])),
  props: VendorSuggestionsProps = {},
) {
  const view = renderScreen(<VendorSuggestions {...props} />, { mock })
  return { ...view, user: userEvent.setup() }
}

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement

describe('VendorSuggestions', () => {
  it('shows each suggestion with its country, order types, source and every reason', async () => {
    const { api } = setup()
    expect(screen.getByRole('heading', { level: 2, name: 'Suggested vendors' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Loading suggestions' })).toBeTruthy()

    await screen.findByRole('heading', { level: 3, name: 'Acme Ltd' })
    const first = card('Acme Ltd')
    expect(first.textContent).toContain('Nigeria')
    expect(first.textContent).toContain('Supply, Logistics')
    expect(first.textContent).toContain('From your vendors')
    expect(first.textContent).toContain('92% match')
    const reasons = within(first).getByRole('list', { name: 'Why it is suggested' })
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Won 3 of your last 5 supply quotes', 'Answers RFQs within 2 days'])

    const second = card('Bolt Supplies')
    expect(second.textContent).toContain('Ghana')
    expect(second.textContent).toContain('On Ally')
    expect(within(second).getByText('Serves supply buyers in Ghana')).toBeTruthy()
    expect(within(second).queryByRole('link')).toBeNull()

    const [call] = api.callsTo(suggestVendors)
    expect(call?.query.get('orderType')).toBe('supply')
    expect(call?.query.has('search')).toBe(false)
  })

  it("links a suggestion from the buyer's own vendors to its page", async () => {
    const { user, navigation } = setup()
    const link = await screen.findByRole('link', { name: 'View vendor Acme Ltd' })
    expect(link.textContent).toBe('View vendor')
    expect(link.getAttribute('href')).toBe('/dashboard/vendor/acme')
    expect(within(card('Acme Ltd')).queryByRole('button', { name: /Invite/ })).toBeNull()
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/vendor/acme', {
      replace: undefined,
    })
  })

  it('asks again for the order type chosen, and says when there is nothing to suggest', async () => {
    const { api, user } = setup()
    await screen.findByRole('heading', { level: 3, name: 'Acme Ltd' })

    const trigger = screen.getByRole('button', { name: /Order type/ })
    expect(trigger.textContent).toContain('Supply')
    await user.click(trigger)
    await user.click(screen.getByRole('option', { name: 'Logistics' }))
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Bolt Supplies' })).toBeNull(),
    )
    expect(api.callsTo(suggestVendors).at(-1)?.query.get('orderType')).toBe('logistics')
    expect(screen.getByRole('heading', { level: 3, name: 'Acme Ltd' })).toBeTruthy()

    // By keyboard: ArrowDown opens the list on the chosen type, two more reach Maintenance.
    act(() => trigger.focus())
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Logistics' }))
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(await screen.findByText('No vendors to suggest for maintenance yet.')).toBeTruthy()
    expect(api.callsTo(suggestVendors).at(-1)?.query.get('orderType')).toBe('maintenance')
  })

  it('starts from the order type it is given', async () => {
    const { api } = setup(undefined, { defaultOrderType: 'logistics' })
    await screen.findByRole('heading', { level: 3, name: 'Acme Ltd' })
    expect(api.callsTo(suggestVendors)[0]?.query.get('orderType')).toBe('logistics')
    expect(screen.getByRole('button', { name: /Order type/ }).textContent).toContain('Logistics')
  })

  it('searches once typing stops', async () => {
    const { api, user } = setup()
    await screen.findByRole('heading', { level: 3, name: 'Acme Ltd' })

    await user.type(screen.getByRole('searchbox', { name: 'Search suggestions' }), 'bolt')
    // Still typing-time: nothing sent for b, bo, bol.
    expect(api.callsTo(suggestVendors)).toHaveLength(1)
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Acme Ltd' })).toBeNull(),
    )
    expect(api.callsTo(suggestVendors).map((call) => call.query.get('search'))).toEqual([
      null,
      'bolt',
    ])
    expect(api.callsTo(suggestVendors)[1]?.query.get('orderType')).toBe('supply')
    expect(screen.getByRole('heading', { level: 3, name: 'Bolt Supplies' })).toBeTruthy()

    await user.type(screen.getByRole('searchbox'), 'x')
    expect(await screen.findByText('No suggested supply vendors match “boltx”.')).toBeTruthy()
  })

  it("invites a vendor from the network, says 'Invitation sent' and marks the card", async () => {
    const { api, user } = setup()
    api.on(inviteVendors, ({ body }) => {
      const [sent] = (body as { vendors: VendorInput[] }).vendors
      return {
        message: 'Invitations sent.',
        data: {
          invited: [vendorFixture(9, { ...sent, status: 'invited', joinedAt: null })],
          rejected: [],
        },
      }
    })
    const invite = await screen.findByRole('button', { name: 'Invite Bolt Supplies' })
    expect(invite.textContent).toBe('Invite')
    await user.click(invite)

    expect(await screen.findByText('Invitation sent')).toBeTruthy()
    expect(api.callsTo(inviteVendors)).toHaveLength(1)
    expect(api.callsTo(inviteVendors)[0]?.body).toEqual({
      vendors: [
        {
          name: 'Bolt Supplies',
          email: 'hello@bolt.test',
          orderTypes: ['supply'],
          contactName: 'Bola Ade',
          country: 'Ghana',
        },
      ],
    })
    const bolt = card('Bolt Supplies')
    await waitFor(() => expect(within(bolt).getByText('Invited')).toBeTruthy())
    expect(within(bolt).queryByRole('button', { name: /Invite/ })).toBeNull()
    // Focus stays in the card.
    expect(document.activeElement).toBe(within(bolt).getByText('Invited'))
    // The other card is untouched.
    expect(within(card('Acme Ltd')).queryByText('Invited')).toBeNull()
  })

  it("leaves out what the vendor has not given, and shows the server's message on failure", async () => {
    const bare: VendorSuggestion = {
      ...bolt,
      vendor: { ...bolt.vendor, contactName: null, country: null },
    }
    const { api, user } = setup((api) =>
      api.on(suggestVendors, serveSuggestions([bare])).on(inviteVendors, {
        status: 409,
        body: { message: 'hello@bolt.test is already one of your vendors.' },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Invite Bolt Supplies' }))

    expect(await screen.findByText('hello@bolt.test is already one of your vendors.')).toBeTruthy()
    expect(api.callsTo(inviteVendors)[0]?.body).toEqual({
      vendors: [{ name: 'Bolt Supplies', email: 'hello@bolt.test', orderTypes: ['supply'] }],
    })
    expect(screen.queryByText('Invitation sent')).toBeNull()
    expect(within(card('Bolt Supplies')).queryByText('Invited')).toBeNull()
    expect(screen.getByRole('button', { name: 'Invite Bolt Supplies' })).toBeTruthy()
  })

  it('says why a vendor the server refused was not invited', async () => {
    const { api, user } = setup()
    api.on(inviteVendors, {
      message: 'Invitations sent.',
      data: {
        invited: [],
        rejected: [{ index: 0, email: 'hello@bolt.test', message: 'This vendor opted out.' }],
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Invite Bolt Supplies' }))
    expect(await screen.findByText('This vendor opted out.')).toBeTruthy()
    expect(screen.queryByText('Invitation sent')).toBeNull()
    expect(screen.getByRole('button', { name: 'Invite Bolt Supplies' })).toBeTruthy()
  })

  it("shows an error with the server's message and a retry", async () => {
    const { api, user } = setup((api) =>
      api.on(suggestVendors, { status: 503, body: { message: 'Suggestions are unavailable.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load suggestions. Suggestions are unavailable.')

    api.on(suggestVendors, serveSuggestions([acme]))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Acme Ltd' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
