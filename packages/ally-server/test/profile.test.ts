import { isAllyApiError } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema'
import { hashPassword } from '../src/services/secrets'
import { pathOf } from './file-fixtures'
import { ACCESS_KEY, ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

describe.each(ENGINES)('profile and files on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  it('completes the business profile with an uploaded document', async () => {
    const { browser } = await h.signedUpOwner()
    const pdf = new Blob(['%PDF-1.7 registration'], { type: 'application/pdf' })
    const { data: file } = await browser.files.uploadFile({
      query: { name: 'CAC certificate.pdf' },
      body: pdf,
    })
    expect(file).toMatchObject({
      name: 'CAC certificate.pdf',
      mimeType: 'application/pdf',
      size: 21,
    })

    const { data, message } = await browser.profile.updateProfile({
      body: {
        businessName: 'Obi Supplies',
        country: 'Nigeria',
        businessType: 'Retail',
        businessDoc: file.url,
        address: '1 Marina, Lagos',
      },
    })
    expect(message).toBe('Profile updated.')
    expect(data.user).toMatchObject({
      country: 'Nigeria',
      businessDoc: file.url,
      address: '1 Marina, Lagos',
    })
    expect((await browser.profile.getProfile()).data.user.businessType).toBe('Retail')

    const download = await h.app.inject({ method: 'GET', url: pathOf(file.url) })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.body).toBe('%PDF-1.7 registration')
  })

  it('lets a member change their own name but not the business profile', async () => {
    const { user } = await h.signedUpOwner('team')
    const email = uniqueEmail('member')
    await h.database.db.insert(users).values({
      businessId: user.businessId,
      email,
      passwordHash: await hashPassword('member-pass-1'),
      firstName: 'Mem',
      lastName: 'Ber',
      role: 'member',
      active: true,
    })
    const member = h.client()
    member.session.save(
      (await member.auth.login({ body: { email, password: 'member-pass-1' } })).data,
    )
    const renamed = await member.profile.updateProfile({ body: { firstName: 'Member' } })
    expect(renamed.data.user.firstName).toBe('Member')
    const error = await member.profile
      .updateProfile({ body: { country: 'Ghana' } })
      .catch((e: unknown) => e)
    expect(isAllyApiError(error) && [error.status, error.message]).toEqual([
      403,
      'Only the owner or an admin can change the business profile.',
    ])
    const [row] = await h.database.db.select().from(users).where(eq(users.email, email))
    expect(row?.firstName).toBe('Member')
  })

  it('refuses uploads over 10 MB and empty ones', async () => {
    const { browser } = await h.signedUpOwner('big')
    const token = browser.session.getToken() ?? ''
    const headers = {
      'access-key': ACCESS_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/pdf',
    }
    const big = await h.app.inject({
      method: 'POST',
      url: '/api/v1/ldb/files?name=big.pdf',
      headers,
      payload: Buffer.alloc(10 * 1024 * 1024 + 1),
    })
    expect([big.statusCode, big.json()]).toEqual([
      413,
      { message: 'The request body is too large.' },
    ])
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/v1/ldb/files?name=x.pdf',
      headers,
      payload: '',
    })
    expect(empty.statusCode).toBe(400)
  })

  it('answers 404 for a file that does not exist', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/files/00000000-0000-0000-0000-000000000000/x.pdf',
    })
    expect(response.statusCode).toBe(404)
  })
})
