// Over 300 lines on purpose: one case per product rule of the screen, each read on its own.
import { readFileSync } from 'node:fs'
import { listVendors } from '@ally/sdk'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveVendors, vendorFixture } from '../../../testing/fixtures'
import { isClickCancelled } from '../../../testing/linkClicks'
import type { RecordedCall } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { ScrollObserver } from '../../../testing/scrollObserver'
import { VendorList } from './VendorList'

// jsdom loads no CSS; the list's own tells react-aria which element scrolls.
const listCss = readFileSync(`${import.meta.dirname}/VendorList.css`, 'utf8')
const ROW = 64 // the list's fixed row height
const VIEW = 320 // the height the tests give the scroller: five rows

// jsdom has no layout. Every element reports these metrics: react-aria's virtualizer reads the
// client size (it renders every row unless it is mocked), the virtualizer and the paging read
// scrollTop. The content is 64 px per loaded row.
let layout: { scrollTop: number }
const metrics = {
  clientHeight: () => VIEW,
  clientWidth: () => 1000,
  scrollTop: () => layout.scrollTop,
}

beforeEach(() => {
  layout = { scrollTop: 0 }
  // react-aria's load-more item watches the end of the list's scroller.
  vi.stubGlobal('IntersectionObserver', ScrollObserver)
  const style = document.createElement('style')
  style.textContent = listCss
  document.head.append(style)
  for (const [name, get] of Object.entries(metrics)) {
    // The virtualizer writes scrollTop when it scrolls an item into view; the test drives it.
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get, set() {} })
  }
  return () => style.remove()
})

afterEach(() => {
  for (const name of Object.keys(metrics)) Reflect.deleteProperty(HTMLElement.prototype, name)
  vi.unstubAllGlobals()
})

const many = (count: number) => Array.from({ length: count }, (_, i) => vendorFixture(i + 1))

function setup(vendors = many(120), props: Parameters<typeof VendorList>[0] = {}) {
  const view = renderScreen(<VendorList {...props} />, {
    mock: (api) => api.on(listVendors, serveVendors(vendors)),
  })
  return { ...view, user: userEvent.setup() }
}

const grid = () => screen.getByRole('grid', { name: 'Vendors' })
const rowsInDom = () => within(grid()).getAllByRole('row')

function scrollTo(scrollTop: number) {
  layout.scrollTop = scrollTop
  fireEvent.scroll(grid())
}

describe('VendorList', () => {
  it('shows a spinner, then each vendor with contact, e-mail, country, order types and status', async () => {
    setup([
      vendorFixture(1, { name: 'Acme Ltd', contactName: 'Ada Obi', orderTypes: ['supply'] }),
      vendorFixture(3, { name: 'Bolt', status: 'invited', orderTypes: [], contactName: null }),
    ])
    expect(screen.getByRole('progressbar', { name: 'Loading vendors' })).toBeTruthy()

    const acme = await screen.findByRole('row', { name: /Acme Ltd/ })
    expect(acme.textContent).toContain('Ada Obi')
    expect(acme.textContent).toContain('sales1@vendor1.test')
    expect(acme.textContent).toContain('Ghana')
    expect(acme.textContent).toContain('Supply')
    expect(acme.querySelector('[data-status]')?.textContent).toBe('Active')
    const bolt = screen.getByRole('row', { name: /Bolt/ })
    expect(bolt.querySelector('[data-status]')?.getAttribute('data-status')).toBe('invited')
    expect(screen.getByText('2 vendors')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('asks for pages of 50 and leaves an empty search out of the request', async () => {
    const { api } = setup()
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    const [first] = api.callsTo(listVendors)
    expect(first?.query.get('limit')).toBe('50')
    expect(first?.query.get('page')).toBe('1')
    expect(first?.query.has('search')).toBe(false)
    expect(first?.query.has('status')).toBe(false)
  })

  it('searches once typing stops, and reports the settled term', async () => {
    const onSearchChange = vi.fn()
    const { api, user } = setup(
      [vendorFixture(1, { name: 'Acme Ltd' }), vendorFixture(2, { name: 'Bolt' })],
      { onSearchChange },
    )
    await screen.findByRole('row', { name: /Bolt/ })

    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'acme')
    // Still typing-time: nothing sent for a, ac, acm.
    expect(api.callsTo(listVendors)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bolt/ })).toBeNull())

    expect(api.callsTo(listVendors).map((call) => call.query.get('search'))).toEqual([null, 'acme'])
    expect(onSearchChange).toHaveBeenCalledTimes(1)
    expect(onSearchChange).toHaveBeenCalledWith('acme')

    await user.clear(screen.getByRole('searchbox', { name: 'Search vendors' }))
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith(''))
    expect(await screen.findByRole('row', { name: /Bolt/ })).toBeTruthy()
    expect(api.callsTo(listVendors).every((call) => call.query.get('search') !== '')).toBe(true)
  })

  it('starts from the search it is given, without reporting it back', async () => {
    const onSearchChange = vi.fn()
    const { api } = setup([vendorFixture(1, { name: 'Acme Ltd' })], {
      search: 'acme',
      onSearchChange,
    })
    await screen.findByRole('row', { name: /Acme Ltd/ })
    expect(api.callsTo(listVendors)[0]?.query.get('search')).toBe('acme')
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('acme')
    expect(onSearchChange).not.toHaveBeenCalled()
  })

  it('filters by status', async () => {
    const { api, user } = setup(many(6))
    await screen.findByRole('row', { name: /Vendor 3\b/ })
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true')

    await user.click(screen.getByRole('radio', { name: 'Invited' }))
    await waitFor(() => expect(screen.queryByRole('row', { name: /Vendor 1\b/ })).toBeNull())
    expect(api.callsTo(listVendors).at(-1)?.query.get('status')).toBe('invited')
    expect(rowsInDom().map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Vendor 3',
      'Vendor 6',
    ])
    expect(screen.getByText('2 vendors')).toBeTruthy()
  })

  it('loads the next page within 25 px of the bottom, and not before', async () => {
    const { api } = setup(many(120))
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    expect(api.callsTo(listVendors)).toHaveLength(1)

    scrollTo(50 * ROW - VIEW - 26) // 26 px left
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.callsTo(listVendors)).toHaveLength(1)

    scrollTo(50 * ROW - VIEW - 25) // 25 px left
    await waitFor(() => expect(api.callsTo(listVendors)).toHaveLength(2))
    expect(api.callsTo(listVendors)[1]?.query.get('page')).toBe('2')
    // Scroll events while the page loads do not ask again.
    scrollTo(50 * ROW - VIEW)
    await waitFor(() => expect(grid().getAttribute('aria-rowcount')).toBe('100'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.callsTo(listVendors)).toHaveLength(2)
  })

  it('offers "Load more" where the browser cannot watch scrolling', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { api, user } = setup(many(60))
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    scrollTo(50 * ROW - VIEW)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(grid().getAttribute('aria-rowcount')).toBe('60'))
    expect(api.callsTo(listVendors)[1]?.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('asks for no page after the last', async () => {
    const { api } = setup(many(30))
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    scrollTo(30 * ROW - VIEW)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.callsTo(listVendors)).toHaveLength(1)
  })

  // Generous: scrolling through 20 pages is slow on a loaded machine, and only correctness counts.
  it('keeps only the visible rows in the DOM, even with 10,000 vendors', {
    timeout: 120_000,
  }, async () => {
    const { api } = setup(many(10_000))
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    expect(screen.getByText('10,000 vendors')).toBeTruthy()

    // Scroll down page after page: 1,000 vendors loaded.
    for (let page = 1; page < 20; page++) {
      scrollTo(page * 50 * ROW - VIEW)
      await waitFor(() => expect(api.callsTo(listVendors)).toHaveLength(page + 1))
      await screen.findByRole('row', { name: new RegExp(`Vendor ${page * 50 + 1}\\b`) })
    }
    expect(rowsInDom().length).toBeLessThan(20)
    expect(screen.queryByRole('row', { name: /Vendor 1\b/ })).toBeNull()
    expect(grid().getAttribute('aria-rowcount')).toBe('1000')
  })

  it('opens a vendor through a real link (Ctrl/Cmd-click left to the browser), and by keyboard', async () => {
    const { user, navigation, container } = setup(many(3))
    const row = await screen.findByRole('row', { name: /Vendor 1\b/ })
    const link = within(row).getByRole('link', { name: 'Vendor 1' })
    expect(link.getAttribute('href')).toBe('/dashboard/vendor/vendor-1')
    expect(isClickCancelled(container, link, { ctrlKey: true })).toBe(false)
    expect(isClickCancelled(container, link, { metaKey: true })).toBe(false)
    expect(navigation.navigate).not.toHaveBeenCalled()
    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/dashboard/vendor/vendor-1')

    await user.keyboard('{ArrowDown}{Enter}')
    expect(navigation.navigate).toHaveBeenLastCalledWith('/dashboard/vendor/vendor-2')
    expect(document.activeElement).toBe(screen.getByRole('row', { name: /Vendor 2\b/ }))
  })

  it('says when there are no vendors yet and links to the invite page', async () => {
    setup([])
    expect(await screen.findByText('No vendors yet')).toBeTruthy()
    const links = screen.getAllByRole('link', { name: 'Invite vendors' })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/vendors/add-vendor',
      '/dashboard/vendors/add-vendor',
    ])
    expect(screen.getByText('0 vendors')).toBeTruthy()
  })

  it('says when nothing matches the search', async () => {
    setup(many(3), { search: 'zzz' })
    expect(await screen.findByText('No vendors match “zzz”')).toBeTruthy()
    expect(screen.queryByText('No vendors yet')).toBeNull()
  })

  it('shows an estimated total as a lower bound', async () => {
    const serve = serveVendors(many(60))
    renderScreen(<VendorList search="a" />, {
      mock: (api) =>
        api.on(listVendors, (call) => {
          const reply = serve(call)
          if ('status' in reply) return reply
          const pagination = { ...reply.data.pagination, total: 10_000, totalIsEstimate: true }
          return { ...reply, data: { ...reply.data, pagination } }
        }),
    })
    expect(await screen.findByText('10,000+ vendors')).toBeTruthy()
  })

  it('shows an error with a retry', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<VendorList />, {
      mock: (api) =>
        api.on(listVendors, { status: 500, body: { message: 'The vendor service is down.' } }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The vendor service is down.')

    api.on(listVendors, serveVendors(many(2)))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /Vendor 2\b/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

/** A page that owns the search in its URL, as the full app does. */
function UrlPage({
  urls,
  expose,
}: {
  urls: string[]
  expose: (set: (term: string) => void) => void
}) {
  const [search, setSearch] = useState('')
  expose(setSearch)
  return (
    <VendorList
      search={search}
      onSearchChange={(term) => {
        urls.push(term)
        setSearch(term)
      }}
    />
  )
}

/** The URL page; `fromElsewhere` puts a search in its URL, as the top bar does. */
function setupWithUrl(vendors = many(6)) {
  const urls: string[] = []
  let fromElsewhere: (term: string) => void = () => undefined
  // The first page waits until the test lets it through.
  let release: () => void = () => undefined
  const firstPage = new Promise<void>((resolve) => {
    release = resolve
  })
  const serve = serveVendors(vendors)
  const view = renderScreen(
    <UrlPage
      urls={urls}
      expose={(set) => {
        fromElsewhere = set
      }}
    />,
    {
      mock: (api) =>
        api.on(listVendors, async (call: RecordedCall) => {
          await firstPage
          return serve(call)
        }),
    },
  )
  return {
    ...view,
    urls,
    release,
    fromElsewhere: (term: string) => act(() => fromElsewhere(term)),
    user: userEvent.setup(),
  }
}

describe('VendorList — the search in the URL', () => {
  const searchbox = () =>
    screen.getByRole('searchbox', { name: 'Search vendors' }) as HTMLInputElement

  it('keeps what is typed before the first page arrives, and puts it in the URL', async () => {
    const { api, urls, release, user } = setupWithUrl([
      vendorFixture(1, { name: 'Lagos Steelworks' }),
      vendorFixture(2, { name: 'Bolt' }),
    ])
    expect(screen.getByRole('progressbar', { name: 'Loading vendors' })).toBeTruthy()
    await user.type(searchbox(), 'steelw')
    await waitFor(() => expect(urls).toEqual(['steelw']))
    expect(searchbox().value).toBe('steelw')

    release()
    expect(await screen.findByRole('row', { name: /Lagos Steelworks/ })).toBeTruthy()
    expect(screen.queryByRole('row', { name: /Bolt/ })).toBeNull()
    expect(searchbox().value).toBe('steelw')
    expect(api.callsTo(listVendors).at(-1)?.query.get('search')).toBe('steelw')
    expect(urls).toEqual(['steelw'])
  })

  it('takes a search from elsewhere in place: focus, the status filter and further typing stay', async () => {
    const { api, urls, release, fromElsewhere, user } = setupWithUrl()
    release()
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    await user.click(screen.getByRole('radio', { name: 'Active' }))
    await user.click(searchbox())

    await fromElsewhere('vendor 4')
    expect(searchbox().value).toBe('vendor 4')
    expect(document.activeElement).toBe(searchbox())
    expect(screen.getByRole('radio', { name: 'Active' }).getAttribute('aria-checked')).toBe('true')
    await waitFor(() =>
      expect(api.callsTo(listVendors).at(-1)?.query.get('search')).toBe('vendor 4'),
    )
    // It came from the URL: nothing is reported back.
    expect(urls).toEqual([])

    await user.type(searchbox(), '0')
    await waitFor(() => expect(urls).toEqual(['vendor 40']))
    expect(searchbox().value).toBe('vendor 40')
  })
})

describe('VendorList — export', () => {
  /** Catches downloads: the file name and the Blob behind the link clicked. */
  function catchDownloads() {
    const saved: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    // A subclass, not the global URL changed in place: unstubAllGlobals puts the real one back.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          const url = `blob:${blobs.size}`
          blobs.set(url, blob)
          return url
        }
        static override revokeObjectURL() {}
      },
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob })
    })
    return saved
  }

  it('exports the whole filtered list, not only the pages loaded, as CSV with neutralised cells', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 26, 12))
    const vendors = [
      ...many(200),
      vendorFixture(201, { name: '=HYPERLINK("http://evil.test")', status: 'active' }),
    ]
    const { api, user } = setup(vendors)
    const saved = catchDownloads()
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    await user.click(screen.getByRole('radio', { name: 'Active' }))
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    vi.useRealTimers()

    expect(saved[0]?.name).toBe('vendors-2026-11-26.csv')
    const exportCalls = api.callsTo(listVendors).filter((call) => call.query.get('limit') === '100')
    expect(exportCalls.map((call) => call.query.get('page'))).toEqual(['1', '2'])
    expect(exportCalls.every((call) => call.query.get('status') === 'active')).toBe(true)
    const { readRows } = await import('../../../blocks/spreadsheets/spreadsheet')
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(saved[0]?.blob as Blob)
    })
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(
      'Name,E-mail,Contact name,Phone,Country,Order types,Address,Status,Invited,Joined',
    )
    const active = vendors.filter((vendor) => vendor.status === 'active')
    expect(lines).toHaveLength(active.length + 2) // the header, and the last CRLF
    expect(lines.at(-2)).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.test""\)",/)
    // It imports again as it was.
    const read = await readRows(new File([saved[0]?.blob as Blob], 'x.csv'))
    expect(read.rows.at(-1)?.cells[0]).toBe('=HYPERLINK("http://evil.test")')
    expect(await screen.findByText('Exported 135 vendors.')).toBeTruthy()
  })

  it('exports XLSX from the keyboard', async () => {
    const { user } = setup(many(3))
    const saved = catchDownloads()
    await screen.findByRole('row', { name: /Vendor 1\b/ })
    screen.getByRole('button', { name: 'Export' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu', { name: /Export/ })
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 })
    expect(saved[0]?.name).toMatch(/^vendors-\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(saved[0]?.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
  })

  it('offers no export while the list is empty', async () => {
    setup([])
    await screen.findByText('No vendors yet')
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true)
  })
})
