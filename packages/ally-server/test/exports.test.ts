import type { OrderInput } from '@ally/sdk'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathOf } from './file-fixtures'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue #30, downloading everything: an owner asks for an archive of the business; it is built in
// the background with progress, holds a CSV per kind of record (secrets left out, formulas
// neutralised) and the uploaded files, and the owner is e-mailed when it is ready.

const ORDER: OrderInput = {
  title: 'Valve spares',
  deliveryAddress: 'Apapa Wharf, Gate 3',
  lines: [{ description: 'Seat ring', quantity: 10, unit: 'pcs' }],
}

describe.each(ENGINES)('the export archive (%s)', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  it('builds one archive of the records and files, and e-mails the owner', async () => {
    const owner = await h.signedUpOwner('exports')
    await owner.browser.vendors.inviteVendors({
      body: {
        vendors: [
          { name: '=HYPERLINK("http://evil")', email: uniqueEmail('evil'), orderTypes: ['supply'] },
          { name: 'Delta Valves', email: uniqueEmail('delta'), orderTypes: ['supply'] },
        ],
      },
    })
    await owner.browser.orders.createOrder({ body: ORDER })
    const { data: file } = await owner.browser.files.uploadFile({
      query: { name: 'spec.csv' },
      body: new Blob(['item,qty\nseat ring,10\n'], { type: 'text/csv' }),
    })
    const stranger = await h.signedUpOwner('exports-stranger')
    await stranger.browser.orders.createOrder({ body: { ...ORDER, title: 'Not theirs' } })

    expect((await owner.browser.exports.getBusinessExport()).data).toBeNull()
    const started = await owner.browser.exports.startBusinessExport()
    expect(started.message).toBe(
      'We are building your export. We will e-mail you when it is ready.',
    )
    expect(started.data).toMatchObject({ status: 'building', url: null })

    let current = started.data
    for (let i = 0; i < 100 && current.status === 'building'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      current = (await owner.browser.exports.getBusinessExport()).data ?? current
    }
    expect(current).toMatchObject({ status: 'ready', progress: 100 })
    expect((await h.lastMail(owner.email))?.subject).toBe('Your Ally export is ready')

    const download = await h.app.inject({ method: 'GET', url: pathOf(current.url ?? '') })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/zip')
    const archive = unzipSync(new Uint8Array(download.rawPayload))
    const names = Object.keys(archive)
    expect(names).toEqual(
      expect.arrayContaining(['business.csv', 'vendors.csv', 'orders.csv', 'users.csv']),
    )
    const text = (name: string) => strFromU8(archive[name] ?? new Uint8Array())
    expect(text('business.csv')).toContain('exports Ltd')
    expect(text('vendors.csv')).toContain('Delta Valves')
    expect(text('vendors.csv')).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(text('orders.csv')).toContain('Valve spares')
    expect(text('orders.csv')).not.toContain('Not theirs')
    expect(text('users.csv')).toContain(owner.email)
    expect(text('users.csv')).not.toMatch(/password|\$argon2/)
    expect(text(`files/${file.id}-spec.csv`)).toBe('item,qty\nseat ring,10\n')

    // A second archive does not pack the first, which is gone once the second is ready.
    let again = (await owner.browser.exports.startBusinessExport()).data
    // Bounded generously: beside other suites on 2 cores, building one took over 5 s.
    for (let i = 0; i < 400 && again.status === 'building'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      again = (await owner.browser.exports.getBusinessExport()).data ?? again
    }
    const second = await h.app.inject({ method: 'GET', url: pathOf(again.url ?? '') })
    const packed = Object.keys(unzipSync(new Uint8Array(second.rawPayload)))
    expect(packed.filter((name) => name.endsWith('.zip'))).toEqual([])
    const first = await h.app.inject({ method: 'GET', url: pathOf(current.url ?? '') })
    expect(first.statusCode).toBe(404)
  })

  it('lets only an owner start one, and one at a time', async () => {
    const owner = await h.signedUpOwner('exports-roles')
    const email = uniqueEmail('exports-admin')
    await owner.browser.team.addTeamMember({
      body: { email, firstName: 'Kemi', lastName: 'Admin', role: 'admin' },
    })
    const text = (await h.lastMail(email))?.text ?? ''
    const token = decodeURIComponent(/\/join-team\?token=(\S+)/.exec(text)?.[1] ?? '')
    const admin = h.client()
    admin.session.save(
      (await admin.team.joinTeam({ body: { token, password: 'Granite-harbour-lantern-7' } })).data,
    )
    const refused = await expectApiError(admin.exports.startBusinessExport())
    expect([refused.status, refused.message]).toEqual([
      403,
      'Only an owner can download everything.',
    ])

    const first = await owner.browser.exports.startBusinessExport()
    const second = await owner.browser.exports.startBusinessExport()
    if (second.data.status === 'building') {
      expect(second.message).toBe('Your export is already being built.')
      expect(second.data.id).toBe(first.data.id)
    }
  })
})
