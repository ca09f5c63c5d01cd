import { inviteVendors, listVendors, updateVendor, type Vendor, type VendorInput } from '@ally/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readBytes, type SheetColumn, writeXlsx } from '../../../blocks/spreadsheets/spreadsheet'
import { serveVendors, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { toast } from '../../../ui/Toaster'
import { AddVendor } from './AddVendor'

afterEach(async () => {
  // sonner keeps toasts in a module-level store: clear it so no test sees another's toast.
  act(() => {
    toast.dismiss()
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
})

type InviteBody = { vendors: VendorInput[] }

/** The vendors of the n-th invite sent. */
const sentVendors = (api: MockApi, n = 0) =>
  (api.callsTo(inviteVendors)[n]?.body as InviteBody | undefined)?.vendors

function setup() {
  const onSuccess = vi.fn()
  const view = renderScreen(<AddVendor onSuccess={onSuccess} />)
  // The bulk tab matches its rows to the vendor list: empty unless a test lists some.
  view.api.on(listVendors, serveVendors([]))
  return { ...view, onSuccess, user: userEvent.setup() }
}

/** Answers like the server: everyone invited, except the e-mails given, refused with a reason. */
const inviteAll =
  (refused: Record<string, string> = {}) =>
  ({ body }: { body: unknown }) => {
    const { vendors } = body as InviteBody
    const rejected = vendors.flatMap((vendor, index) =>
      refused[vendor.email] ? [{ index, email: vendor.email, message: refused[vendor.email] }] : [],
    )
    const invited = vendors
      .filter((vendor) => !refused[vendor.email])
      .map((vendor, i) =>
        vendorFixture(i + 1, { name: vendor.name, email: vendor.email, status: 'invited' }),
      )
    return { message: 'Invitations sent.', data: { invited, rejected: rejected as never } }
  }

describe('AddVendor — one vendor', () => {
  it("invites the vendor, says 'Invitation sent' and reports it", async () => {
    const { api, user, onSuccess } = setup()
    api.on(inviteVendors, inviteAll())
    await user.type(screen.getByLabelText(/vendor name/i), 'Acme Ltd')
    await user.type(screen.getByLabelText(/^e-mail/i), 'sales@acme.test')
    await user.type(screen.getByLabelText(/contact name/i), 'Ada Obi')
    await user.click(screen.getByRole('checkbox', { name: 'Logistics' }))
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(await screen.findByText('Invitation sent')).toBeTruthy()
    expect(api.callsTo(inviteVendors)[0]?.body).toEqual({
      vendors: [
        {
          name: 'Acme Ltd',
          email: 'sales@acme.test',
          contactName: 'Ada Obi',
          orderTypes: ['logistics'],
        },
      ],
    })
    expect(screen.getByRole('heading', { name: 'Invited 1 vendor' })).toBeTruthy()
    expect(onSuccess).toHaveBeenCalledTimes(1)
    // The form is ready for the next vendor.
    expect((screen.getByLabelText(/vendor name/i) as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('checkbox', { name: 'Logistics' })).toHaveProperty('checked', false)
  })

  it("shows the server's message when the address is already a vendor (409)", async () => {
    const { api, user, onSuccess } = setup()
    api.on(inviteVendors, {
      status: 409,
      body: { message: 'sales@acme.test is already one of your vendors.' },
    })
    await user.type(screen.getByLabelText(/vendor name/i), 'Acme Ltd')
    await user.type(screen.getByLabelText(/^e-mail/i), 'sales@acme.test')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(await screen.findByText('sales@acme.test is already one of your vendors.')).toBeTruthy()
    expect(screen.queryByText('Invitation sent')).toBeNull()
    expect(screen.queryByRole('heading', { name: /Invited/ })).toBeNull()
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('sends nothing without a name and a valid e-mail', async () => {
    const { api, user } = setup()
    api.on(inviteVendors, inviteAll())
    await user.type(screen.getByLabelText(/^e-mail/i), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(api.calls).toHaveLength(0)
  })
})

describe('AddVendor — many', () => {
  async function openMany(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: 'Many' }))
  }

  it('previews pasted rows with their problems and sends only the good ones', async () => {
    const { api, user, onSuccess } = setup()
    api.on(inviteVendors, inviteAll({ 'hi@bolt.test': 'Bolt is already one of your vendors.' }))
    await openMany(user)
    await user.click(screen.getByLabelText('Paste vendors'))
    await user.paste(
      [
        'Acme Ltd, sales@acme.test, Ada Obi',
        ', nobody@x.test',
        'Bolt, hi@bolt.test',
        'Cargo, not-an-email',
        'Delta, SALES@acme.test',
      ].join('\n'),
    )

    const preview = await screen.findByRole('region', { name: 'Preview' })
    await screen.findByText(/2 to invite, 3 with problems/)
    const rows = within(preview).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'New',
      'Name is missing',
      'New',
      '“not-an-email” is not a valid e-mail address',
      'Same e-mail as line 1',
    ])

    await user.click(screen.getByRole('button', { name: 'Invite 2 vendors' }))
    expect(await screen.findByText('Invitation sent')).toBeTruthy()
    expect(sentVendors(api)).toEqual([
      { name: 'Acme Ltd', email: 'sales@acme.test', contactName: 'Ada Obi' },
      { name: 'Bolt', email: 'hi@bolt.test' },
    ])

    // The server refused Bolt: its name and the reason are shown next to the count.
    expect(screen.getByRole('heading', { name: 'Invited 1 vendor' })).toBeTruthy()
    const report = screen.getByRole('region', { name: 'Invited 1 vendor' })
    const refused = within(report).getByRole('cell', {
      name: 'Bolt is already one of your vendors.',
    })
    expect(refused.closest('tr')?.textContent).toBe(
      'Bolthi@bolt.testBolt is already one of your vendors.',
    )
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ rejected: expect.any(Array) }))
  })

  it('keeps the rows not sent, and those the server refused, in the box with their problems', async () => {
    const { api, user } = setup()
    api.on(inviteVendors, inviteAll({ 'hi@bolt.test': 'Already in your vendor list.' }))
    await openMany(user)
    const box = screen.getByLabelText('Paste vendors') as HTMLTextAreaElement
    await user.click(box)
    await user.paste(
      [
        'Acme Ltd, sales@acme.test, Ada Obi',
        ', nobody@x.test',
        'Bolt, hi@bolt.test',
        '"Cargo, Inc.", not-an-email',
      ].join('\n'),
    )
    await user.click(await screen.findByRole('button', { name: 'Invite 2 vendors' }))
    await screen.findByText('Invitation sent')
    expect(sentVendors(api)?.map((vendor) => vendor.email)).toEqual([
      'sales@acme.test',
      'hi@bolt.test',
    ])

    // Only Acme, sent and invited, left the box; the rest stay as typed, with why.
    await waitFor(() =>
      expect(box.value).toBe(
        [', nobody@x.test', 'Bolt, hi@bolt.test', '"Cargo, Inc.", not-an-email'].join('\n'),
      ),
    )
    const checks = () =>
      within(screen.getByRole('region', { name: 'Preview' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent)
    await waitFor(() =>
      expect(checks()).toEqual([
        'Name is missing',
        'Already in your vendor list.',
        '“not-an-email” is not a valid e-mail address',
      ]),
    )
    expect(screen.getByText(/0 to invite, 3 with problems/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Invite 0 vendors' })).toHaveProperty(
      'disabled',
      true,
    )

    // Correcting a row makes it ready; the refused one waits until its e-mail changes.
    await user.clear(box)
    await user.click(box)
    await user.paste(['Nobody Co, nobody@x.test', 'Bolt, hi@bolt.test'].join('\n'))
    await screen.findByText(/1 to invite, 1 with problems/)
    await user.click(screen.getByRole('button', { name: 'Invite 1 vendor' }))
    await waitFor(() => expect(api.callsTo(inviteVendors)).toHaveLength(2))
    expect(sentVendors(api, 1)).toEqual([{ name: 'Nobody Co', email: 'nobody@x.test' }])
    await waitFor(() => expect(box.value).toBe('Bolt, hi@bolt.test'))
  })

  it('keeps the header row above the rows it keeps', async () => {
    const { api, user } = setup()
    api.on(inviteVendors, inviteAll())
    await openMany(user)
    const box = screen.getByLabelText('Paste vendors') as HTMLTextAreaElement
    await user.click(box)
    await user.paste(['email,name', 'a@acme.test,Acme', 'bad,Bolt'].join('\n'))
    await user.click(await screen.findByRole('button', { name: 'Invite 1 vendor' }))
    await waitFor(() => expect(box.value).toBe(['email,name', 'bad,Bolt'].join('\n')))
  })

  it('reads a CSV file with a header row and reports its rows', async () => {
    const { api, user } = setup()
    api.on(inviteVendors, inviteAll())
    await openMany(user)
    const csv = [
      'name,email,contactName,phone,country,orderTypes',
      '"Acme, Inc.",sales@acme.test,Ada Obi,+234 800 0000,Nigeria,supply;logistics',
      'Bolt,hi@bolt.test,,,,catering',
    ].join('\r\n')
    await user.upload(
      screen.getByLabelText('Or upload a CSV or Excel file'),
      new File([`\uFEFF${csv}`], 'vendors.csv', { type: 'text/csv' }),
    )

    const preview = await screen.findByRole('region', { name: 'Preview' })
    await screen.findByText(/1 to invite/)
    const [, acme, bolt] = within(preview).getAllByRole('row')
    expect(acme?.textContent).toBe('2Acme, Inc.sales@acme.testAda ObiNigeriaSupply, LogisticsNew')
    expect(bolt?.lastElementChild?.textContent).toMatch(/^Unknown order type “catering”/)
    expect(screen.getByText(/Loaded “vendors.csv”/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Invite 1 vendor' }))
    await screen.findByText('Invitation sent')
    expect(sentVendors(api)).toEqual([
      {
        name: 'Acme, Inc.',
        email: 'sales@acme.test',
        contactName: 'Ada Obi',
        phone: '+234 800 0000',
        country: 'Nigeria',
        orderTypes: ['supply', 'logistics'],
      },
    ])
  })

  it('refuses a file over 1 MB', async () => {
    const { user } = setup()
    await openMany(user)
    const big = new File(['x'.repeat(1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' })
    await user.upload(screen.getByLabelText('Or upload a CSV or Excel file'), big)
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“big.csv” is over 1 MB. Choose a smaller file, or split it.',
    )
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull()
  })

  it('refuses more than 1000 rows', async () => {
    const { api, user } = setup()
    await openMany(user)
    const csv = [
      'name,email',
      ...Array.from({ length: 1001 }, (_, i) => `Vendor ${i},v${i}@x.test`),
    ].join('\n')
    await user.upload(
      screen.getByLabelText('Or upload a CSV or Excel file'),
      new File([csv], 'many.csv', { type: 'text/csv' }),
    )
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This list has 1001 vendors; invite at most 1000 at a time.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Invite 0 vendors' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(api.calls).toHaveLength(0)
  })
})

describe('AddVendor — importing again', () => {
  const listed = [
    vendorFixture(1, {
      name: 'Acme Ltd',
      email: 'sales@acme.test',
      contactName: 'Ada Obi',
      phone: '+234 800 0000',
      country: 'Nigeria',
      orderTypes: ['supply'],
    }),
    vendorFixture(2, { name: 'Cargo', email: 'ops@cargo.test', contactName: null, phone: null }),
  ]

  function setupListed() {
    const view = setup()
    view.api.on(listVendors, serveVendors(listed))
    view.api.on(inviteVendors, inviteAll())
    view.api.on(updateVendor, ({ path, body }) => {
      const vendor = listed.find((row) => path.endsWith(`/${row.id}`)) as Vendor
      return { message: 'Vendor updated.', data: { ...vendor, ...(body as Partial<Vendor>) } }
    })
    return view
  }

  const checks = () =>
    within(screen.getByRole('region', { name: 'Preview' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent)

  it('updates listed vendors by e-mail, invites new ones, and skips rows already up to date', async () => {
    const { api, user } = setupListed()
    await user.click(screen.getByRole('tab', { name: 'Many' }))
    const box = screen.getByLabelText('Paste vendors') as HTMLTextAreaElement
    await user.click(box)
    await user.paste(
      [
        'name,email,phone,orderTypes',
        'Acme Ltd,SALES@acme.test,+44 20 7946 0958,supply;logistics',
        'Bolt,hi@bolt.test,,',
        'Cargo,ops@cargo.test,,',
      ].join('\n'),
    )
    expect(await screen.findByText('1 to invite, 1 to update, 1 already up to date')).toBeTruthy()
    expect(checks()).toEqual(['Update phone, order types', 'New', 'Up to date'])

    await user.click(screen.getByRole('button', { name: 'Invite 1 and update 1 vendor' }))
    await screen.findByText('Invitation sent')
    expect(api.callsTo(updateVendor)).toHaveLength(1)
    expect(api.callsTo(updateVendor)[0]?.path).toMatch(/\/vendor-1$/)
    expect(api.callsTo(updateVendor)[0]?.body).toEqual({
      phone: '+44 20 7946 0958',
      orderTypes: ['supply', 'logistics'],
    })
    expect(sentVendors(api)).toEqual([{ name: 'Bolt', email: 'hi@bolt.test' }])
    expect(screen.getByRole('status').textContent).toBe('Updated 1 vendor.')
    expect(
      screen.getByText('Updated 1 vendor.', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy()
    await waitFor(() => expect(box.value).toBe(''))
  })

  it('only updates when every row is listed, and keeps a refused correction with its reason', async () => {
    const { api, user } = setupListed()
    api.on(updateVendor, { status: 400, body: { message: 'Phone is not valid.' } })
    await user.click(screen.getByRole('tab', { name: 'Many' }))
    const box = screen.getByLabelText('Paste vendors') as HTMLTextAreaElement
    await user.click(box)
    await user.paste('Cargo, ops@cargo.test, Bo Chen, 12')
    await user.click(await screen.findByRole('button', { name: 'Update 1 vendor' }))
    await waitFor(() => expect(checks()).toEqual(['Phone is not valid.']))
    expect(box.value).toBe('Cargo, ops@cargo.test, Bo Chen, 12')
    expect(screen.getByRole('status').textContent).toBe(
      'Updated 0 vendors; 1 could not be updated and stays in the box with the reason.',
    )
    expect(api.callsTo(inviteVendors)).toHaveLength(0)
  })

  it('reads an Excel workbook, restoring cells an export protected against formulas', async () => {
    const { api, user } = setupListed()
    const columns: SheetColumn<string[]>[] = ['Name', 'E-mail', 'Contact name'].map(
      (header, index) => ({ header, cell: (cells) => cells[index] }),
    )
    const workbook = await writeXlsx(
      [
        ['=Dash & Co', 'hi@dash.test', '@Ada'],
        ['Acme Ltd', 'sales@acme.test', 'Ada Obi'],
      ],
      columns,
    )
    await user.click(screen.getByRole('tab', { name: 'Many' }))
    await user.upload(
      screen.getByLabelText('Or upload a CSV or Excel file'),
      new File([await readBytes(workbook)], 'vendors.xlsx'),
    )
    expect(await screen.findByText('1 to invite, 1 already up to date')).toBeTruthy()
    expect(screen.getByText(/Loaded “vendors.xlsx”/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Invite 1 vendor' }))
    await screen.findByText('Invitation sent')
    expect(sentVendors(api)).toEqual([
      { name: '=Dash & Co', email: 'hi@dash.test', contactName: '@Ada' },
    ])
  })

  it('refuses a file that is neither CSV nor XLSX, naming it', async () => {
    setupListed()
    // The file dialog offers .csv and .xlsx only, but a user can still pick "All files".
    const user = userEvent.setup({ applyAccept: false })
    await user.click(screen.getByRole('tab', { name: 'Many' }))
    await user.upload(
      screen.getByLabelText('Or upload a CSV or Excel file'),
      new File(['%PDF-1.7 …'], 'vendors.pdf'),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“vendors.pdf” is not a CSV or Excel (.xlsx) file. Choose a .csv or .xlsx file.',
    )
  })

  it('downloads a template from a keyboard-operable menu', async () => {
    const { user } = setupListed()
    const saved: { name: string; blob: Blob }[] = []
    const created = new Map<string, Blob>()
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:${created.size}`
        created.set(url, blob)
        return url
      },
      revokeObjectURL: () => undefined,
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: created.get(this.href) as Blob })
    })
    await user.click(screen.getByRole('tab', { name: 'Many' }))
    screen.getByRole('button', { name: /Download template/ }).focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: /Download template/ })
    await user.click(within(menu).getByRole('menuitem', { name: 'CSV (.csv)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('vendor-import-template.csv')
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await readBytes(saved[0]?.blob as Blob),
    )
    expect(text).toBe('\uFEFFName,E-mail,Contact name,Phone,Country,Order types,Address\r\n')
    click.mockRestore()
  })
})
