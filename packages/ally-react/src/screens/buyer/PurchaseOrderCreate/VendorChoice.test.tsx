import { listVendors } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { VendorChoice } from './VendorChoice'

/** The demo business's list: 10 vendors, two more than the picker lists at once. */
const DEMO = Array.from({ length: 10 }, (_, i) =>
  vendorFixture(i + 1, { name: `Vendor ${i + 1} Ltd` }),
)

function Choice() {
  const [vendorId, setVendorId] = useState('')
  return <VendorChoice vendorId={vendorId} onChange={setVendorId} />
}

describe('VendorChoice', () => {
  it('says there are more vendors than it lists, and lists the rest from the keyboard', async () => {
    const { api } = renderScreen(<Choice />, {
      session: storySession(),
      mock: (api) => api.on(listVendors, serveVendors(DEMO)),
    })
    const user = userEvent.setup()
    const group = await screen.findByRole('radiogroup', { name: /Vendor/ })
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(8))
    const count = screen.getByText('Showing 8 of 10 vendors')
    expect(count.getAttribute('role')).toBe('status')
    // The button sits outside the radio group, which may hold radios only.
    const more = screen.getByRole('button', { name: 'Show 2 more vendors' })
    expect(group.contains(more)).toBe(false)

    more.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(10))
    const ninth = screen.getByRole('radio', { name: /Vendor 9 Ltd/ })
    await waitFor(() => expect(document.activeElement).toBe(ninth))
    expect(count.textContent).toBe('Showing 10 of 10 vendors')
    expect(screen.getByText('No vendor chosen yet.')).toBeTruthy()
    await user.keyboard(' ')
    expect(screen.getByText(/^Chosen: Vendor 9 Ltd/)).toBeTruthy()
    expect(
      api.callsTo(listVendors).map(({ query }) => `${query.get('page')}/${query.get('limit')}`),
    ).toEqual(['1/8', '2/8'])
  })
})
