import { listVendors, suggestVendors, type Vendor } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { VendorPicker } from './VendorPicker'

/** The demo business's list: 10 vendors, two more than the picker lists at once. */
const DEMO = Array.from({ length: 10 }, (_, i) =>
  vendorFixture(i + 1, { name: `Vendor ${i + 1} Ltd` }),
)

function Picker() {
  const [vendorIds, setVendorIds] = useState<string[]>([])
  return <VendorPicker orderType="supply" vendorIds={vendorIds} onChange={setVendorIds} />
}

const render = (vendors: Vendor[]) =>
  renderScreen(<Picker />, {
    session: storySession(),
    mock: (api) => {
      api.on(listVendors, serveVendors(vendors))
      api.on(suggestVendors, ({ query }) => pagedReply([], query))
    },
  })

/** The count under the list, read out as it changes. */
const count = () =>
  screen
    .getAllByRole('status')
    .find((region) => region.classList.contains('ally-MoreVendors-count'))?.textContent
const listed = () =>
  within(screen.getByRole('group', { name: 'Vendors in your list' })).getAllByRole('checkbox')
const pagesAsked = (api: ReturnType<typeof render>['api']) =>
  api.callsTo(listVendors).map(({ query }) => `${query.get('page')}/${query.get('limit')}`)

describe('VendorPicker', () => {
  it('says there are more vendors than it lists, and lists the rest from the keyboard', async () => {
    const { api } = render(DEMO)
    const user = userEvent.setup()
    await screen.findByRole('group', { name: 'Vendors in your list' })
    expect(listed()).toHaveLength(8)
    expect(count()).toBe('Showing 8 of 10 vendors')

    screen.getByRole('button', { name: 'Show 2 more vendors' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(listed()).toHaveLength(10))
    // Focus goes to the first vendor added, as the button has gone.
    const ninth = screen.getByRole('checkbox', { name: /Vendor 9 Ltd/ })
    await waitFor(() => expect(document.activeElement).toBe(ninth))
    expect(count()).toBe('Showing 10 of 10 vendors')
    expect(screen.queryByRole('button', { name: /more vendors/ })).toBeNull()
    await user.keyboard(' ')
    expect(screen.getByRole('heading', { name: 'Chosen (1)' })).toBeTruthy()
    // The next page of the same list, not the whole list again.
    expect(pagesAsked(api)).toEqual(['1/8', '2/8'])
  })

  it('pages through hundreds of vendors 8 at a time and counts what a search matches', async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      vendorFixture(i + 1, { name: `${i % 10 === 0 ? 'Steel' : 'Timber'} Vendor ${i + 1}` }),
    )
    const { api } = render(many)
    const user = userEvent.setup()
    await screen.findByRole('group', { name: 'Vendors in your list' })
    expect(count()).toBe('Showing 8 of 300 vendors')
    await user.click(screen.getByRole('button', { name: 'Show 8 more vendors' }))
    await waitFor(() => expect(listed()).toHaveLength(16))
    expect(count()).toBe('Showing 16 of 300 vendors')
    expect(screen.getByRole('button', { name: 'Show 8 more vendors' })).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Find a vendor in your list' }), 'steel')
    await waitFor(() => expect(count()).toBe('Showing 8 of 30 vendors'))
    expect(listed().every((box) => box.closest('label')?.textContent?.includes('Steel'))).toBe(true)
    expect(api.callsTo(listVendors).every(({ query }) => query.get('limit') === '8')).toBe(true)
  })

  it('says nothing of more while every vendor is listed', async () => {
    render(DEMO.slice(0, 3))
    await screen.findByRole('group', { name: 'Vendors in your list' })
    expect(listed()).toHaveLength(3)
    expect(count()).toBe('')
    expect(screen.queryByRole('button', { name: /more vendors/ })).toBeNull()
  })
})
