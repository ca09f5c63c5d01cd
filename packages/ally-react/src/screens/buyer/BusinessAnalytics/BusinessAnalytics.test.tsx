// Over 300 lines on purpose: one case per product rule of the screen, each read on its own;
// the pure rules (filters, the CSV) are tested beside their modules.
import { businessAnalytics, listVendors } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  businessAnalyticsFixture,
  emptyBusinessAnalytics,
  serveBusinessAnalytics,
} from '../../../testing/businessAnalyticsFixtures'
import { serveVendors, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { BusinessAnalytics, type BusinessAnalyticsProps } from './BusinessAnalytics'

// Periods count back from today: fix today at 15 June 2026, local time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 5, 15, 10, 30))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const vendors = [
  vendorFixture(1, { id: 'vendor-1', name: 'Acme Industrial Supplies' }),
  vendorFixture(2, { id: 'vendor-2', name: 'Lagos Steel Works' }),
]

function setup(
  mock: (api: MockApi) => void = (api) =>
    api.on(businessAnalytics, serveBusinessAnalytics(businessAnalyticsFixture())),
  props: BusinessAnalyticsProps = {},
) {
  const view = renderScreen(<BusinessAnalytics {...props} />, {
    mock: (api) => {
      api.on(listVendors, serveVendors(vendors))
      mock(api)
    },
  })
  return { ...view, user: userEvent.setup() }
}

const loaded = () => screen.findByRole('figure', { name: 'Spend by vendor' })
/** The value of a summary tile. */
const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild?.textContent
const lastQuery = (api: MockApi) =>
  Object.fromEntries(api.callsTo(businessAnalytics).at(-1)?.query ?? [])

describe('BusinessAnalytics', () => {
  it('loads the last 12 months by month, with a labelled spinner first', async () => {
    const { api } = setup()
    expect(screen.getByRole('progressbar', { name: 'Loading business analytics' })).toBeTruthy()
    await loaded()
    expect(screen.getByRole('heading', { level: 1, name: 'Business analytics' })).toBeTruthy()
    expect(lastQuery(api)).toEqual({ from: '2025-06-16', to: '2026-06-15', interval: 'month' })
    expect(screen.getByRole('button', { name: /Period/ }).textContent).toContain('Last 12 months')
  })

  it('sums up spend, savings, cycle, delivery and open commitments', async () => {
    setup()
    await loaded()
    expect(tile('Purchase orders')).toBe('78')
    expect(tile('Vendors used')).toBe('12')
    expect(tile('Savings against the average answer')).toBe('₦3,150,000.00')
    expect(tile('Savings against the highest answer')).toBe('₦9,400,000.00')
    expect(tile('Average cycle')).toBe('18.4 days')
    expect(tile('On-time rate')).toBe('87.5%')
    expect(tile('Shortage rate')).toBe('5%')
    expect(tile('Open commitments')).toBe('₦7,250,000.00')
    expect(screen.getByText('6 purchase orders not yet received')).toBeTruthy()
    expect(screen.getByText('12 lines short or rejected')).toBeTruthy()
  })

  it('shows savings below zero as a cost, in words and not only in colour', async () => {
    setup((api) =>
      api.on(
        businessAnalytics,
        serveBusinessAnalytics(
          businessAnalyticsFixture({
            savings: { rounds: 2, awarded: 1000, againstHighest: 50, againstAverage: -120 },
          }),
        ),
      ),
    )
    await loaded()
    expect(tile('Savings against the average answer')).toBe('-₦120.00 cost more')
    expect(tile('Savings against the highest answer')).toBe('₦50.00')
    const average = screen.getByText('Savings against the average answer').parentElement
    expect(average?.getAttribute('data-tone')).toBe('negative')
  })

  it('names each chart by its data, the ten highest vendors and the rest in one bar', async () => {
    setup()
    const figure = await loaded()
    const chart = within(figure).getByRole('img')
    const label = chart.getAttribute('aria-label') ?? ''
    expect(label).toMatch(/^Spend by vendor: Acme Industrial Supplies ₦24,000,000.00; /)
    expect(label).toContain('2 other vendors')
    expect(within(figure).getByText('The ten highest, then the rest together.')).toBeTruthy()
    for (const name of [
      'Spend by month',
      'Spend by order type',
      'Cycle time by stage',
      'Open commitments by vendor',
    ]) {
      expect(screen.getByRole('figure', { name })).toBeTruthy()
    }
    expect(
      within(screen.getByRole('figure', { name: 'Cycle time by stage' }))
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe(
      'Cycle time by stage: RFQs sent → first answer 2.5 days; First answer → award 4.3 days; Award → PO sent 1 day; PO sent → received in full 10.6 days',
    )
  })

  it('swaps a chart for its whole data as a table with one click, and back', async () => {
    const { user } = setup()
    const figure = await loaded()
    // Drawn once its code has arrived, as bars with every vendor's label.
    await waitFor(() => expect(figure.querySelector('svg')).toBeTruthy())

    await user.click(within(figure).getByRole('button', { name: 'Show table' }))
    const table = within(figure).getByRole('grid', { name: 'Spend by vendor' })
    expect(within(figure).queryByRole('img')).toBeNull()
    // Every vendor, not only the ten the chart draws.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(12)
    const first = within(table).getAllByRole('row')[1] as HTMLElement
    expect(first.textContent).toContain('Acme Industrial Supplies')
    expect(first.textContent).toContain('₦24,000,000.00')
    expect(within(table).getByRole('columnheader', { name: 'Spend (NGN)' })).toBeTruthy()

    const back = within(figure).getByRole('button', { name: 'Show chart' })
    await user.click(back)
    expect(within(figure).getByRole('img')).toBeTruthy()
    expect(within(figure).queryByRole('grid')).toBeNull()
    // The other charts stay as they were.
    expect(screen.getAllByRole('button', { name: 'Show table' })).toHaveLength(5)
  })

  it('shows the spend of POs without an order type as such', async () => {
    const { user } = setup()
    await loaded()
    const types = screen.getByRole('figure', { name: 'Spend by order type' })
    await user.click(within(types).getByRole('button', { name: 'Show table' }))
    const rows = within(types)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(rows).toEqual(['Supply', 'Logistics', 'Service', 'No order type'])
  })

  it('asks again for each filter the user picks and reports it', async () => {
    const onFiltersChange = vi.fn()
    const { api, user } = setup(undefined, { onFiltersChange })
    await loaded()

    await user.click(screen.getByRole('button', { name: /Order type/ }))
    await user.click(screen.getByRole('option', { name: 'Service' }))
    await waitFor(() => expect(lastQuery(api).orderType).toBe('service'))
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      period: 'last12Months',
      interval: 'month',
      orderType: 'service',
    })

    await user.click(screen.getByRole('button', { name: /Vendor/ }))
    await user.click(await screen.findByRole('option', { name: 'Lagos Steel Works' }))
    await waitFor(() => expect(lastQuery(api).vendorId).toBe('vendor-2'))

    await user.click(screen.getByRole('button', { name: /Interval/ }))
    await user.click(screen.getByRole('option', { name: 'By week' }))
    await waitFor(() => expect(lastQuery(api).interval).toBe('week'))
    expect(lastQuery(api)).toEqual({
      from: '2025-06-16',
      to: '2026-06-15',
      interval: 'week',
      vendorId: 'vendor-2',
      orderType: 'service',
    })
    await screen.findByRole('figure', { name: 'Spend by week' })

    await user.click(screen.getByRole('button', { name: /Order type/ }))
    await user.click(screen.getByRole('option', { name: 'All order types' }))
    await waitFor(() => expect(lastQuery(api).orderType).toBeUndefined())
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      period: 'last12Months',
      interval: 'week',
      vendorId: 'vendor-2',
    })
  })

  it('keeps the figures shown while other filters load, saying it is updating', async () => {
    let answer: (() => void) | undefined
    const { api, user } = setup()
    await loaded()
    api.on(
      businessAnalytics,
      (call) =>
        new Promise((resolve) => {
          answer = () =>
            resolve(serveBusinessAnalytics(businessAnalyticsFixture({ currency: 'usd' }))(call))
        }),
    )
    await user.click(screen.getByRole('button', { name: /Interval/ }))
    await user.click(screen.getByRole('option', { name: 'By week' }))
    expect(
      await screen.findByRole('progressbar', { name: 'Updating business analytics' }),
    ).toBeTruthy()
    // The last figures stay, and are not the ones to download.
    expect(tile('Vendors used')).toBe('12')
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true)
    answer?.()
    await waitFor(() => expect(tile('Open commitments')).toBe('$7,250,000.00'))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('takes a custom range once both days are set, starting from the period shown', async () => {
    const onFiltersChange = vi.fn()
    const { api, user } = setup(undefined, { onFiltersChange })
    await loaded()
    await user.click(screen.getByRole('button', { name: /Period/ }))
    await user.click(screen.getByRole('option', { name: 'Custom range' }))
    const from = screen.getByLabelText('From') as HTMLInputElement
    expect(from.value).toBe('2025-06-16')
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-06-15')

    await user.clear(from)
    await user.type(from, '2026-01-01')
    await waitFor(() => expect(lastQuery(api).from).toBe('2026-01-01'))
    expect(lastQuery(api).to).toBe('2026-06-15')
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-06-15',
      interval: 'month',
    })
  })

  it('starts from the filters it is given (e.g. from the URL)', async () => {
    const { api } = setup(undefined, {
      filters: {
        period: 'thisYear',
        interval: 'week',
        orderType: 'logistics',
        vendorId: 'vendor-1',
      },
    })
    await loaded()
    expect(lastQuery(api)).toEqual({
      from: '2026-01-01',
      to: '2026-06-15',
      interval: 'week',
      vendorId: 'vendor-1',
      orderType: 'logistics',
    })
    expect(screen.getByRole('button', { name: /Order type/ }).textContent).toContain('Logistics')
  })

  it('follows the filters it is given when they change, as after the browser went back', async () => {
    const { api, rerender } = setup(undefined, { filters: { orderType: 'logistics' } })
    await loaded()
    rerender(<BusinessAnalytics filters={{ period: 'thisYear' }} />)
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ from: '2026-01-01', to: '2026-06-15', interval: 'month' }),
    )
    expect(screen.getByRole('button', { name: /Order type/ }).textContent).not.toContain(
      'Logistics',
    )
  })

  it('says when the period has no purchase orders or rounds, with a way to start one', async () => {
    setup((api) => api.on(businessAnalytics, serveBusinessAnalytics(emptyBusinessAnalytics())))
    expect(
      await screen.findByText('No purchase orders or sourcing rounds in this period'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create an RFQ' }).getAttribute('href')).toBe(
      '/dashboard/rfqs/create',
    )
    expect(screen.queryByRole('figure')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull()
    // Another period may have some: the filters stay.
    expect(screen.getByRole('button', { name: /Period/ })).toBeTruthy()
  })

  it("shows the server's error with a retry", async () => {
    const { api, user } = setup((api) =>
      api.on(businessAnalytics, { status: 500, body: { message: 'Analytics are down.' } }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load business analytics. Analytics are down.')

    api.on(businessAnalytics, serveBusinessAnalytics(businessAnalyticsFixture()))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await loaded()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('BusinessAnalytics — export', () => {
  /** Catches downloads: the file name and the Blob behind the link clicked. */
  function catchDownloads() {
    const saved: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
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

  it('downloads what is shown as CSV, a section a table, named after the period', async () => {
    const { user } = setup(undefined, { filters: { orderType: 'service' } })
    await loaded()
    const saved = catchDownloads()
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('business-analytics-2025-06-16-to-2026-06-15.csv')
    const text = await saved[0]?.blob.text()
    const lines = text?.replace(/^\uFEFF/, '').split('\r\n') ?? []
    expect(lines.slice(0, 8)).toEqual([
      'Summary',
      'Figure,Value',
      'From,2025-06-16',
      'To,2026-06-15',
      'Interval,month',
      'Vendor,All vendors',
      'Order type,Service',
      'Spend (NGN),74477056',
    ])
    expect(lines).toContain('Savings against the average answer (NGN),3150000')
    expect(lines).toContain('On-time rate (%),87.5')
    expect(lines).toContain('Spend by vendor')
    expect(lines).toContain('Vendor,Spend (NGN),Purchase orders')
    expect(lines).toContain('Acme Industrial Supplies,24000000,12')
    // Every vendor, the ones the chart sums as "the rest" too.
    expect(lines).toContain('Zenith Print House,2000000,1')
    expect(lines).toContain('Stage,Average days,Rounds')
    expect(lines).toContain('RFQs sent → first answer,2.5,40')
    expect(lines).toContain('Open commitments by vendor')
  })

  it('downloads an XLSX workbook with a sheet a table', async () => {
    const { user } = setup()
    await loaded()
    const saved = catchDownloads()
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 })
    expect(saved[0]?.name).toBe('business-analytics-2025-06-16-to-2026-06-15.xlsx')
    const ExcelJS = (await import('exceljs')).default
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await (saved[0] as { blob: Blob }).blob.arrayBuffer())
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Spend by month',
      'Spend by vendor',
      'Spend by order type',
      'Cycle time by stage',
      'Open commitments by vendor',
    ])
    expect(workbook.getWorksheet('Spend by vendor')?.getRow(2).values).toEqual([
      undefined,
      'Acme Industrial Supplies',
      24_000_000,
      12,
    ])
  })
})
