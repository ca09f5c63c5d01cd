import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { ContactForm } from './ContactForm/ContactForm'
import { HotDeals } from './HotDeals/HotDeals'
import { NewsletterSignup } from './NewsletterSignup/NewsletterSignup'
import { dealsPage, fakeSite, invalid } from './testing/fakeSite'

/** axe's violations in `container`; colour contrast needs a real layout (checked in Storybook). */
async function violations(container: Element) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

/** One widget at a time, in a page's main landmark. */
function mount(widget: ReactElement) {
  cleanup()
  return render(<main>{widget}</main>).container
}

describe('the widgets pass axe', () => {
  it('NewsletterSignup, empty and with an error at its field', async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => invalid({ email: 'Invalid email address' }))
    const container = mount(<NewsletterSignup api={site.api} withName />)
    expect(await violations(container)).toEqual([])
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@b.co{Enter}')
    await screen.findByText('Invalid email address')
    expect(await violations(container)).toEqual([])
  })

  it('ContactForm, empty and after a refused submit', async () => {
    const user = userEvent.setup()
    const container = mount(<ContactForm api={fakeSite(() => ({ status: 500 })).api} />)
    expect(await violations(container)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await screen.findByText('Enter your name.')
    expect(await violations(container)).toEqual([])
  })

  it('HotDeals, loading, loaded, empty and failed', async () => {
    const loading = mount(<HotDeals api={fakeSite(() => 'never').api} />)
    expect(await violations(loading)).toEqual([])

    const site = fakeSite(() =>
      dealsPage([
        { ...sampleDeal(), imageUrl: 'https://cdn.example.com/a.jpg' },
        { ...sampleDeal(), id: 'b', imageUrl: null },
      ]),
    )
    const loaded = mount(<HotDeals api={site.api} />)
    await screen.findAllByRole('link')
    expect(await violations(loaded)).toEqual([])

    const empty = mount(<HotDeals api={fakeSite(() => dealsPage([])).api} title="None" />)
    await screen.findByText('No deals right now. Check back soon.')
    expect(await violations(empty)).toEqual([])

    const failed = mount(<HotDeals api={fakeSite(() => 'offline').api} title="Failed" />)
    await screen.findByRole('button', { name: 'Retry' })
    expect(await violations(failed)).toEqual([])
  })
})

function sampleDeal() {
  return {
    id: 'a',
    title: 'M8 bolts',
    description: 'Box of 500',
    imageUrl: null as string | null,
    price: 10,
    originalPrice: 12,
    currency: 'usd' as const,
    vendorName: 'Bolt Co',
    url: 'https://deals.example.com/a',
    expiresAt: '2026-03-15T12:00:00.000Z',
  }
}
