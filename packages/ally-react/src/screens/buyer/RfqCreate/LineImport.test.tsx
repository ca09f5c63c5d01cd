import { createOrder, listOrders, listVendors, suggestVendors } from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readBytes, readRows } from '../../../blocks/spreadsheets/spreadsheet'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { orderFixture } from '../../../testing/orderFixtures'
import { pagedReply } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { RfqCreate } from './RfqCreate'

function serveBasics(api: MockApi) {
  api.on(listVendors, serveVendors([vendorFixture(1)]))
  api.on(suggestVendors, ({ query }) => pagedReply([], query))
  api.on(listOrders, ({ query }) => pagedReply([], query))
  api.on(createOrder, { message: 'Saved', data: orderFixture({ id: 'order-9', status: 'draft' }) })
}

function setup() {
  const view = renderScreen(<RfqCreate />, { session: storySession(), mock: serveBasics })
  // The dialog offers .csv and .xlsx; "All files" lets anything through, so the test does too.
  return { ...view, user: userEvent.setup({ applyAccept: false }) }
}

const importInput = () =>
  screen
    .getByRole('button', { name: 'Import lines' })
    .parentElement?.querySelector('input[type="file"]') as HTMLInputElement
const descriptions = () =>
  screen
    .getAllByRole('textbox', { name: 'Description' })
    .map((box) => (box as HTMLInputElement).value)
const quantities = () =>
  screen
    .getAllByRole('spinbutton', { name: 'Quantity' })
    .map((box) => (box as HTMLInputElement).value)
const actions = () =>
  within(screen.getByRole('region', { name: 'Rows to import' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild?.textContent)

const CSV = [
  'Description,Quantity,Unit,Specifications,Target unit price',
  'Steel rod,20,kg,grade 304,',
  '"Bolts, M8",500,pcs,,0.10',
  ',3,pcs,,',
].join('\r\n')

afterEach(() => vi.restoreAllMocks())

describe('RfqCreate — import and export of lines', () => {
  it('previews a file row by row, applies it, and a second import of it changes nothing', async () => {
    const { user } = setup()
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Steel rod')
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '10')
    await user.clear(screen.getByRole('textbox', { name: 'Unit' }))
    await user.type(screen.getByRole('textbox', { name: 'Unit' }), 'kg')

    await user.upload(importInput(), new File([CSV], 'lines.csv', { type: 'text/csv' }))
    expect(await screen.findByRole('heading', { name: 'Import from “lines.csv”' })).toBeTruthy()
    expect(
      screen.getByText('1 to add, 1 to update, 0 unchanged, 1 with problems (left out)'),
    ).toBeTruthy()
    expect(actions()).toEqual(['Update quantity, specifications', 'New', 'Description is missing'])

    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Imported 2 items from “lines.csv”.')).toHaveProperty(
      'role',
      'status',
    )
    expect(descriptions()).toEqual(['Steel rod', 'Bolts, M8'])
    expect(quantities()).toEqual(['20', '500'])

    await user.upload(importInput(), new File([CSV], 'lines.csv', { type: 'text/csv' }))
    await screen.findByText('0 to add, 0 to update, 2 unchanged, 1 with problems (left out)')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(descriptions()).toEqual(['Steel rod', 'Bolts, M8'])
  })

  it('replaces the items when asked, and cancels without changing anything', async () => {
    const { user } = setup()
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Washers')
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '5')

    await user.upload(importInput(), new File([CSV], 'lines.csv'))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('heading', { name: /Import from/ })).toBeNull()
    expect(descriptions()).toEqual(['Washers'])

    await user.upload(importInput(), new File([CSV], 'lines.csv'))
    await user.click(await screen.findByRole('radio', { name: /Replace them/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(descriptions()).toEqual(['Steel rod', 'Bolts, M8'])
  })

  it('refuses a file that is not CSV or XLSX, naming it', async () => {
    const { user } = setup()
    await screen.findByRole('button', { name: 'Import lines' })
    await user.upload(importInput(), new File(['%PDF-1.4'], 'quote.pdf'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“quote.pdf” is not a CSV or Excel (.xlsx) file. Choose a .csv or .xlsx file.',
    )
  })

  it('exports the items as XLSX that imports back the same', async () => {
    const { user } = setup()
    const saved: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.set(`blob:${blobs.size}`, blob)
        return `blob:${blobs.size - 1}`
      },
      revokeObjectURL: () => undefined,
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob })
    })
    expect(await screen.findByRole('button', { name: /Export lines/ })).toHaveProperty(
      'disabled',
      true,
    )
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '=SUM(A1:A9)')
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '7')
    await user.click(screen.getByRole('button', { name: /Export lines/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 })
    expect(saved[0]?.name).toMatch(/^rfq-lines-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const file = new File([await readBytes(saved[0]?.blob as Blob)], 'back.xlsx')
    const { rows } = await readRows(file)
    expect(rows.map((row) => row.cells)).toEqual([
      ['Description', 'Quantity', 'Unit', 'Specifications', 'Target unit price'],
      ['=SUM(A1:A9)', '7', 'pcs', '', ''],
    ])
  })
})
