import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bolts, chair, dealsPage, fakeSite, paper, sampleDeals } from '../testing/fakeSite'
import { HotDeals } from './HotDeals'

const card = (title: string) => {
  const item = screen.getByRole('heading', { name: title }).closest('li')
  if (!item) throw new Error(`no card for ${title}`)
  return within(item)
}

describe('HotDeals', () => {
  it('shows a busy skeleton, then 4 deals of page 1 as cards', async () => {
    const site = fakeSite(() => dealsPage(sampleDeals), { delay: 30 })
    const { container } = render(<HotDeals api={site.api} />)
    const section = screen.getByRole('region', { name: 'Hot deals' })
    expect(section.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Loading deals…')).toBeTruthy()
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(4)
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(section.hasAttribute('aria-busy')).toBe(false)
    expect(site.calls[0]?.url.search).toBe('?limit=4&page=1')
    expect(site.calls[0]?.headers['access-key']).toBe('pk_test')
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
  })

  it('shows the price with its currency, and the old price struck through as "was"', async () => {
    render(<HotDeals api={fakeSite(() => dealsPage(sampleDeals)).api} />)
    await screen.findByRole('heading', { name: 'M8 steel bolts, box of 500' })
    const bolts = card('M8 steel bolts, box of 500')
    expect(bolts.getByText('₦1,234.50')).toBeTruthy()
    const was = bolts.getByText('₦1,500.00', { exact: false })
    expect(was.tagName).toBe('S')
    expect(was.textContent).toBe('was ₦1,500.00')
    expect(was.querySelector('.ally-w-VisuallyHidden')?.textContent).toBe('was ')
    expect(bolts.getByText('Lagos Fasteners')).toBeTruthy()
    expect(bolts.getByText('Mar 15, 2026').closest('p')?.textContent).toBe('Ends Mar 15, 2026')
    expect(bolts.getByText('Mar 15, 2026').getAttribute('datetime')).toBe(
      '2026-03-15T12:00:00.000Z',
    )
    // No old price, no end date: neither line.
    const chair = card('Ergonomic office chair')
    expect(chair.getByText('$189.00')).toBeTruthy()
    expect(chair.queryByText(/was/)).toBeNull()
    expect(chair.queryByText(/Ends/)).toBeNull()
    expect(card('A4 copy paper, 10 reams').getByText('€42.99')).toBeTruthy()
    expect(card('Safety gloves, 100 pairs').getByText('£90.00', { exact: false }).textContent).toBe(
      'was £90.00',
    )
  })

  it('links only to http(s) deals, in a new tab without an opener', async () => {
    render(<HotDeals api={fakeSite(() => dealsPage(sampleDeals)).api} />)
    const links = await screen.findAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://deals.example.com/bolts',
      'https://deals.example.com/chair',
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(links[0]?.textContent).toBe('View deal: M8 steel bolts, box of 500 (opens in a new tab)')
    expect(card('A4 copy paper, 10 reams').queryByRole('link')).toBeNull()
  })

  it("shows the picture, or the vendor's initial when there is none or it is not http(s)", async () => {
    const deals = [
      { ...bolts, imageUrl: 'https://cdn.example.com/bolts.jpg' },
      { ...chair, imageUrl: 'javascript:alert(1)' },
      paper,
    ]
    const { container } = render(<HotDeals api={fakeSite(() => dealsPage(deals)).api} />)
    await screen.findByRole('heading', { name: 'M8 steel bolts, box of 500' })
    const images = container.querySelectorAll('img')
    expect([...images].map((image) => [image.getAttribute('src'), image.alt])).toEqual([
      ['https://cdn.example.com/bolts.jpg', ''],
    ])
    const initials = [...container.querySelectorAll('.ally-w-DealCard-initial')]
    expect(initials.map((node) => [node.textContent, node.getAttribute('aria-hidden')])).toEqual([
      ['S', 'true'],
      ['P', 'true'],
    ])
  })

  it('says so when there are no deals', async () => {
    render(<HotDeals api={fakeSite(() => dealsPage([])).api} />)
    expect(await screen.findByText('No deals right now. Check back soon.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('offers a retry when the deals fail to load', async () => {
    const user = userEvent.setup()
    let failing = true
    const site = fakeSite(() => (failing ? { status: 503 } : dealsPage(sampleDeals)))
    render(<HotDeals api={site.api} />)
    expect((await screen.findByRole('alert')).textContent).toBe('Deals could not be loaded.')
    failing = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    // The keyboard stays in the widget while the button is gone.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hot deals' }))
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(site.calls).toHaveLength(2)
  })

  it('asks for another limit and page, under its own heading', async () => {
    const site = fakeSite(() => dealsPage(sampleDeals.slice(0, 2)))
    render(
      <HotDeals api={site.api} limit={2} page={3} title="This week's deals" headingLevel={3} />,
    )
    expect(screen.getByRole('heading', { level: 3, name: "This week's deals" })).toBeTruthy()
    expect(await screen.findAllByRole('heading', { level: 4 })).toHaveLength(2)
    expect(site.calls[0]?.url.search).toBe('?limit=2&page=3')
  })
})
