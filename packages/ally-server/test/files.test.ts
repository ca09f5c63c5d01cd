import { readFileSync } from 'node:fs'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, files } from '../src/db/schema'
import { FILE_LINK_LIFETIME_MS } from '../src/files/file-links'
import { ACCEPTED_SAMPLES, pathOf, REFUSED_SAMPLES } from './file-fixtures'
import { ACCESS_KEY, ENGINES, expectApiError, type Harness, startHarness } from './harness'

describe.each(ENGINES)('uploaded files on %s', (engine) => {
  let h: Harness
  // The server's clock, moved by the expiry test.
  let clock = Date.now()
  beforeAll(async () => {
    h = await startHarness(engine, { now: () => new Date(clock) })
  })
  afterAll(() => h?.close())

  /** Sends bytes as the SDK would, but with any Content-Type. */
  function upload(token: string, bytes: Buffer, name: string, declared: string, realm = 'ldb') {
    return h.app.inject({
      method: 'POST',
      url: `/api/v1/${realm}/files?name=${encodeURIComponent(name)}`,
      headers: {
        'access-key': ACCESS_KEY,
        authorization: `Bearer ${token}`,
        'content-type': declared,
      },
      payload: bytes,
    })
  }
  const filesOf = async (businessId: string) =>
    (
      await h.database.db.select({ n: count() }).from(files).where(eq(files.businessId, businessId))
    )[0]?.n

  it('takes each kind the product needs, typed by its bytes whatever the client claimed', async () => {
    const { browser } = await h.signedUpOwner('kinds')
    const token = browser.session.getToken() ?? ''
    for (const sample of ACCEPTED_SAMPLES) {
      const response = await upload(token, sample.bytes, sample.name, 'application/octet-stream')
      expect([sample.name, response.statusCode]).toEqual([sample.name, 200])
      const file = response.json().data
      expect(file).toMatchObject({ name: sample.name, mimeType: sample.mimeType })
      const download = await h.app.inject({ method: 'GET', url: pathOf(file.url) })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe(sample.mimeType)
      expect(download.rawPayload.equals(sample.bytes)).toBe(true)
    }
  })

  it('refuses everything else with a 400 naming the body, and stores nothing', async () => {
    const { browser, user } = await h.signedUpOwner('refused')
    const token = browser.session.getToken() ?? ''
    for (const sample of REFUSED_SAMPLES) {
      const response = await upload(token, sample.bytes, sample.name, sample.declared)
      expect([sample.what, response.statusCode, response.json()]).toEqual([
        sample.what,
        400,
        {
          message: 'Choose a PDF, PNG, JPEG, WebP, CSV, XLSX or DOCX file.',
          errors: [
            { path: 'body', message: 'Choose a PDF, PNG, JPEG, WebP, CSV, XLSX or DOCX file.' },
          ],
        },
      ])
    }
    expect(await filesOf(user.businessId)).toBe(0)
  })

  it('names a file for what it is, so a saved download opens as that', async () => {
    const { browser } = await h.signedUpOwner('renamed')
    const pdf = ACCEPTED_SAMPLES[0].bytes
    const response = await upload(
      browser.session.getToken() ?? '',
      pdf,
      'invoice.html',
      'text/html',
    )
    expect(response.json().data).toMatchObject({
      name: 'invoice.html.pdf',
      mimeType: 'application/pdf',
    })
  })

  it('keeps a long name within 255 characters when it adds the extension', async () => {
    const { browser } = await h.signedUpOwner('long-name')
    const name = 'x'.repeat(255)
    const response = await upload(
      browser.session.getToken() ?? '',
      ACCEPTED_SAMPLES[0].bytes,
      name,
      'application/pdf',
    )
    expect([response.statusCode, response.json().data.name]).toEqual([
      200,
      `${'x'.repeat(251)}.pdf`,
    ])
  })

  it('ignores a Content-Type too long to be real instead of failing after the save', async () => {
    const { browser } = await h.signedUpOwner('long-type')
    const declared = `application/${'x'.repeat(200)}`
    const response = await upload(
      browser.session.getToken() ?? '',
      ACCEPTED_SAMPLES[0].bytes,
      'a.pdf',
      declared,
    )
    expect([response.statusCode, response.json().data.mimeType]).toEqual([200, 'application/pdf'])
  })

  it('serves every file as a sandboxed download that no browser will sniff', async () => {
    const { browser } = await h.signedUpOwner('download')
    const { data: file } = await browser.files.uploadFile({
      query: { name: 'Prix "spécial".csv' },
      body: new Blob(['item,price\n<b>bolts</b>,1\n'], { type: 'text/csv' }),
    })
    const download = await h.app.inject({ method: 'GET', url: pathOf(file.url) })
    expect(download.headers).toMatchObject({
      'content-type': 'text/csv',
      'content-disposition': `attachment; filename="Prix _sp_cial_.csv"; filename*=UTF-8''Prix%20%22sp%C3%A9cial%22.csv`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
    })
  })

  it('serves a file only through a valid, unexpired signed link', async () => {
    const { browser } = await h.signedUpOwner('links')
    const { data: file } = await browser.files.uploadFile({
      query: { name: 'quote.pdf' },
      body: new Blob([ACCEPTED_SAMPLES[0].bytes]),
    })
    const { data: other } = await browser.files.uploadFile({
      query: { name: 'other.pdf' },
      body: new Blob([ACCEPTED_SAMPLES[0].bytes]),
    })
    const get = async (url: string) => {
      const response = await h.app.inject({ method: 'GET', url })
      return [response.statusCode, response.json?.().message]
    }
    const link = new URL(file.url)
    const notFound = [404, 'File not found.']
    expect(await get(link.pathname)).toEqual(notFound)
    const tampered = new URL(link)
    tampered.searchParams.set('signature', `${link.searchParams.get('signature')?.slice(0, -2)}AA`)
    expect(await get(pathOf(tampered.href))).toEqual(notFound)
    const extended = new URL(link)
    extended.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600))
    expect(await get(pathOf(extended.href))).toEqual(notFound)
    // Another file's signature opens only that file.
    const borrowed = `${link.pathname}${new URL(other.url).search}`
    expect(await get(borrowed)).toEqual(notFound)

    expect((await h.app.inject({ method: 'GET', url: pathOf(file.url) })).statusCode).toBe(200)
    const started = clock
    try {
      clock += 2 * FILE_LINK_LIFETIME_MS
      expect(await get(pathOf(file.url))).toEqual([
        410,
        'This link has expired. Open the file again from Ally.',
      ])
      // The profile hands out a fresh link after the old one expired.
    } finally {
      clock = started
    }
  })

  it('keeps profile files to the business that uploaded them, as fresh links', async () => {
    const owner = await h.signedUpOwner('profile-files')
    const stranger = await h.signedUpOwner('stranger')
    const { data: theirs } = await stranger.browser.files.uploadFile({
      query: { name: 'theirs.pdf' },
      body: new Blob([ACCEPTED_SAMPLES[0].bytes]),
    })
    for (const businessDoc of [theirs.url, 'https://evil.example/cac.pdf', '/files/nope/x.pdf']) {
      const error = await expectApiError(
        owner.browser.profile.updateProfile({ body: { businessDoc } }),
      )
      expect([error.status, error.errors]).toEqual([
        400,
        [
          {
            path: 'body.businessDoc',
            message: 'Upload the file first, then send the link the upload returned.',
          },
        ],
      ])
    }
    const [business] = await h.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, owner.user.businessId))
    expect(business?.businessDoc).toBeNull()

    const { data: pdf } = await owner.browser.files.uploadFile({
      query: { name: 'cac.pdf' },
      body: new Blob([ACCEPTED_SAMPLES[0].bytes]),
    })
    const logoError = await expectApiError(
      owner.browser.profile.updateProfile({ body: { avatar: pdf.url } }),
    )
    expect(logoError.errors).toEqual([
      { path: 'body.avatar', message: 'The logo must be a PNG, JPEG or WebP image.' },
    ])
    const { data: png } = await owner.browser.files.uploadFile({
      query: { name: 'logo.png' },
      body: new Blob([ACCEPTED_SAMPLES[1].bytes]),
    })
    const { data } = await owner.browser.profile.updateProfile({
      body: { businessDoc: pdf.url, avatar: png.url },
    })
    expect(data.user.businessDoc).toMatch(
      /\/files\/[0-9a-f-]{36}\/cac\.pdf\?expires=\d+&signature=/,
    )
    const [saved] = await h.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, owner.user.businessId))
    // Stored as a path: links are signed on the way out, never kept.
    expect(saved).toMatchObject({
      businessDoc: `/files/${pdf.id}/cac.pdf`,
      avatar: `/files/${png.id}/logo.png`,
    })

    const started = clock
    try {
      clock += 3 * FILE_LINK_LIFETIME_MS
      const { data: later } = await owner.browser.profile.getProfile()
      const avatar = await h.app.inject({ method: 'GET', url: pathOf(later.user.avatar ?? '') })
      expect([avatar.statusCode, avatar.headers['content-type']]).toEqual([200, 'image/png'])
    } finally {
      clock = started
    }
  })

  it("checks a vendor's uploads the same way and lists its documents as signed links", async () => {
    const { vendor, buyer } = await h.verifiedVendor('vendor-files')
    const token = vendor.vendorSession.getToken() ?? ''
    const html = REFUSED_SAMPLES[0]
    const refused = await upload(token, html.bytes, html.name, html.declared, 'vendor')
    expect(refused.statusCode).toBe(400)

    const { data: file } = await vendor.vendorAccount.vendorUploadFile({
      query: { name: 'tax' },
      body: new Blob([ACCEPTED_SAMPLES[0].bytes]),
    })
    expect(file).toMatchObject({ name: 'tax.pdf', mimeType: 'application/pdf' })
    const { data } = await vendor.vendorAccount.vendorOnboarding({
      body: { orderTypes: ['supply'], documentIds: [file.id] },
    })
    const listed = data.user.documents[0]?.url ?? ''
    expect((await h.app.inject({ method: 'GET', url: pathOf(listed) })).statusCode).toBe(200)

    // A buyer cannot adopt the vendor's file as its own.
    const error = await expectApiError(
      buyer.browser.profile.updateProfile({ body: { businessDoc: file.url } }),
    )
    expect(error.status).toBe(400)
  })

  it('answers a document id that is not an id with a 400 naming it', async () => {
    const { vendor } = await h.verifiedVendor('bad-doc-id')
    const error = await expectApiError(
      vendor.vendorAccount.vendorOnboarding({
        body: { orderTypes: ['supply'], documentIds: ['not-a-uuid'] },
      }),
    )
    expect([error.status, error.errors?.[0]?.path]).toEqual([400, 'body.documentIds[0]'])
  })

  it('keeps only the profile files a business owns when upgrading stored links', async () => {
    const owner = await h.signedUpOwner('legacy')
    const stranger = await h.signedUpOwner('legacy-stranger')
    const upload = (who: typeof owner, name: string, bytes: Uint8Array<ArrayBuffer>) =>
      who.browser.files.uploadFile({ query: { name }, body: new Blob([bytes]) })
    const { data: own } = await upload(owner, 'cac.pdf', ACCEPTED_SAMPLES[0].bytes)
    const { data: theirs } = await upload(stranger, 'logo.png', ACCEPTED_SAMPLES[1].bytes)
    // As an older server stored them: whole links, one to another business's file.
    await h.database.db
      .update(businesses)
      .set({
        businessDoc: `http://old.example:3000/files/${own.id}/cac.pdf`,
        avatar: `http://old.example:3000/files/${theirs.id}/logo.png`,
      })
      .where(eq(businesses.id, owner.user.businessId))

    const migration = readFileSync(
      new URL('../src/db/migrations/0007_profile_file_paths.sql', import.meta.url),
      'utf8',
    )
    for (const statement of migration.split('--> statement-breakpoint')) {
      await h.database.db.execute(sql.raw(statement))
    }
    const [row] = await h.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, owner.user.businessId))
    expect(row).toMatchObject({ businessDoc: `/files/${own.id}/cac.pdf`, avatar: null })
  })
})
