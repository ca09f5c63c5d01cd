import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROUTES } from '@ally/sdk'
import { listDevMail } from '@ally/sdk/dev'
import {
  confirmNewsletter,
  createDeal,
  type DealInput,
  deleteDeal,
  listDeals,
  listOperatorDeals,
  sendContactMessage,
  subscribeNewsletter,
  unsubscribeNewsletter,
  updateDeal,
  WEBSITE_PATHS,
} from '@ally/sdk/website'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config'
import { contactMessages, deals, devMail, newsletterSubscriptions } from '../src/db/schema'
import { createNewsletterTokens } from '../src/website/newsletter-tokens'
import {
  ACCESS_KEY,
  databaseUrlFor,
  ENGINES,
  expectApiError,
  type Harness,
  OPERATOR_KEY,
  startHarness,
  statusesOfRepeatedPost,
  uniqueEmail,
} from './harness'
import { createScratchDatabase } from './scratch-database'

// The public website's calls and the operator's deal editing (docs/website.md), as a partner's
// site and the operator meet them: through the SDK, or as raw HTTP where the SDK would refuse to
// send (spaces around an address, junk tokens, browsers' preflights).

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const SUBSCRIBED = 'Check your inbox to confirm your subscription.'
/** What the harness signs with (test/harness.ts). */
const TEST_SECRET = 'test-secret-that-is-long-enough-to-sign'
const ALLOWED_ORIGIN = 'https://www.partner.example'

/** The token of a link to `path` in a mail's text. */
function tokenIn(text: string | undefined, path: string): string {
  const escaped = path.replace(/[/.]/g, '\\$&')
  const match = new RegExp(`${escaped}\\?token=(\\S+)`).exec(text ?? '')
  if (!match?.[1]) throw new Error(`No ${path} link in: ${text}`)
  return decodeURIComponent(match[1])
}

/** The first field a refusal names, and its top-level message. */
const refusal = (error: {
  status: number
  body: { message: string; errors?: { path: string }[] }
}) => ({
  status: error.status,
  path: error.body.errors?.[0]?.path,
  message: error.body.message,
})

describe.each(ENGINES)('the public website on %s', (engine) => {
  let h: Harness
  let databaseUrl: string | undefined
  let dropDatabase: (() => Promise<void>) | undefined
  /** Added to the server's "now" (the deals' expiry, the links' lifetime). */
  let clockOffsetMs = 0

  beforeAll(async () => {
    // Deals are the operator's, shared by every caller: the lists are counted on a database of
    // this file's own, not on the shared one other files (and earlier runs) write to.
    const scratch = await createScratchDatabase(databaseUrlFor(engine))
    databaseUrl = scratch.url
    dropDatabase = scratch.drop
    h = await startHarness(
      engine,
      { now: () => new Date(Date.now() + clockOffsetMs) },
      { databaseUrl },
    )
  }, 60_000)
  afterAll(async () => {
    await h?.close()
    await dropDatabase?.()
  })

  /** Another server on the same database, with other settings; closed by `use`. */
  async function withServer<T>(
    overrides: Parameters<typeof startHarness>[1],
    use: (server: Harness) => Promise<T>,
  ): Promise<T> {
    const server = await startHarness(engine, overrides, { databaseUrl })
    try {
      return await use(server)
    } finally {
      await server.close()
    }
  }

  const post = (on: Harness, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    on.app.inject({
      method: 'POST',
      url,
      headers: { 'access-key': ACCESS_KEY, ...headers },
      payload: payload as object,
    })

  const subscribe = (body: { email: string; name?: string; source?: string }) =>
    h.api.request(subscribeNewsletter, { body })

  /** The address's subscriptions, once the work after the answer is done. */
  async function subscriptionsOf(email: string) {
    await h.context.mail.idle()
    return h.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
  }

  const mailsTo = async (on: Harness, to: string) =>
    (await on.api.request(listDevMail, { query: { to } })).data.items

  describe('newsletter', () => {
    it('signs an address up once, whatever its casing or spaces; a pending repeat mails again', async () => {
      const email = uniqueEmail('news')
      const first = await subscribe({ email, name: 'Ada', source: 'blog' })
      expect(first).toEqual({ message: SUBSCRIBED, data: null })
      // The row is written after the answer; two sign-ups in the same few milliseconds race to
      // write it, and this test is about a later sign-up keeping the first one's address.
      await h.context.mail.idle()

      // As typed into a form: another casing, with spaces around (the SDK would not send those).
      const again = await post(h, WEBSITE_PATHS.newsletter, { email: `  ${email.toUpperCase()} ` })
      expect([again.statusCode, again.json()]).toEqual([200, { message: SUBSCRIBED, data: null }])

      const rows = await subscriptionsOf(email)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ email, name: 'Ada', source: 'blog', status: 'pending' })

      const mails = await mailsTo(h, email)
      expect(mails).toHaveLength(2)
      const mail = mails[0]
      expect(mail?.subject).toBe('Confirm your Ally newsletter subscription')
      expect(mail?.text).toContain('Hi Ada,')
      expect(mail?.text).toContain(`http://localhost:3000${ROUTES.newsletterConfirm}?token=`)
      expect(mail?.text).toContain(`http://localhost:3000${ROUTES.newsletterUnsubscribe}?token=`)
      expect(mail?.html).toContain('Confirm subscription')
      expect(mail?.html).toContain('Unsubscribe')
    })

    it('confirms from the mailed link; a confirmed address signing up again gets no mail', async () => {
      const email = uniqueEmail('confirm')
      await subscribe({ email })
      const token = tokenIn((await h.lastMail(email))?.text, ROUTES.newsletterConfirm)

      const confirmed = await h.api.request(confirmNewsletter, { body: { token } })
      expect(confirmed.data).toEqual({ email })
      expect(confirmed.message).toMatch(/confirmed/)
      // The page may be opened twice: still a success, still confirmed.
      expect((await h.api.request(confirmNewsletter, { body: { token } })).data).toEqual({ email })
      const [row] = await subscriptionsOf(email)
      expect(row?.status).toBe('confirmed')
      expect(row?.confirmedAt).toBeInstanceOf(Date)

      // The same answer as for a new address: the form tells nobody who is subscribed.
      expect(await subscribe({ email: email.toUpperCase() })).toEqual({
        message: SUBSCRIBED,
        data: null,
      })
      expect(await mailsTo(h, email)).toHaveLength(1)
      expect(await subscriptionsOf(email)).toMatchObject([{ status: 'confirmed' }])
    })

    it('unsubscribes from the mailed link for good: the old confirm link cannot undo it', async () => {
      const email = uniqueEmail('leave')
      await subscribe({ email })
      const text = (await h.lastMail(email))?.text
      const confirmToken = tokenIn(text, ROUTES.newsletterConfirm)
      const unsubscribeToken = tokenIn(text, ROUTES.newsletterUnsubscribe)
      await h.api.request(confirmNewsletter, { body: { token: confirmToken } })

      const left = await h.api.request(unsubscribeNewsletter, { body: { token: unsubscribeToken } })
      expect(left).toEqual({
        message: 'You are unsubscribed and will get no more newsletters.',
        data: { email },
      })
      expect(
        (await h.api.request(unsubscribeNewsletter, { body: { token: unsubscribeToken } })).data,
      ).toEqual({ email })
      expect(await subscriptionsOf(email)).toMatchObject([{ status: 'unsubscribed' }])

      const stale = await expectApiError(
        h.api.request(confirmNewsletter, { body: { token: confirmToken } }),
      )
      expect(refusal(stale)).toEqual({
        status: 400,
        path: 'body.token',
        message:
          'This confirmation link is from before you unsubscribed. Sign up again to get a new one.',
      })
      expect(await subscriptionsOf(email)).toMatchObject([{ status: 'unsubscribed' }])

      // Signing up again asks again, with a new link that works.
      await subscribe({ email })
      expect(await subscriptionsOf(email)).toMatchObject([{ status: 'pending' }])
      const fresh = tokenIn((await h.lastMail(email))?.text, ROUTES.newsletterConfirm)
      await h.api.request(confirmNewsletter, { body: { token: fresh } })
      expect(await subscriptionsOf(email)).toMatchObject([{ status: 'confirmed' }])
    })

    it('refuses tampered, expired and wrong-purpose tokens, naming body.token', async () => {
      const email = uniqueEmail('tokens')
      await subscribe({ email })
      const text = (await h.lastMail(email))?.text
      const confirmToken = tokenIn(text, ROUTES.newsletterConfirm)
      const unsubscribeToken = tokenIn(text, ROUTES.newsletterUnsubscribe)
      const invalid = {
        status: 400,
        path: 'body.token',
        message: 'This link is not valid. Open it from the e-mail again, with nothing cut off.',
      }
      const flip = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
      const signedForNobody = createNewsletterTokens(TEST_SECRET, () => new Date())
      const refused = [
        [confirmNewsletter, flip(confirmToken)],
        [confirmNewsletter, confirmToken.slice(0, 40)],
        [confirmNewsletter, 'not a token'],
        [confirmNewsletter, unsubscribeToken],
        [unsubscribeNewsletter, confirmToken],
        [unsubscribeNewsletter, flip(unsubscribeToken)],
        // Signed with the secret, for a subscription that does not exist.
        [unsubscribeNewsletter, signedForNobody.unsubscribe(randomUUID())],
        [confirmNewsletter, signedForNobody.confirm(randomUUID())],
      ] as const
      for (const [endpoint, token] of refused) {
        const error = await expectApiError(h.api.request(endpoint, { body: { token } }))
        expect({ token, ...refusal(error) }).toEqual({ token, ...invalid })
      }
      // A link from another server (another secret) is no better.
      const foreign = createNewsletterTokens('another secret altogether', () => new Date())
      const [row] = await subscriptionsOf(email)
      const error = await expectApiError(
        h.api.request(unsubscribeNewsletter, {
          body: { token: foreign.unsubscribe(row?.id as string) },
        }),
      )
      expect(refusal(error)).toEqual(invalid)

      // Eight days on, the confirm link has expired; the unsubscribe link never does.
      clockOffsetMs = 8 * DAY_MS
      try {
        const expired = await expectApiError(
          h.api.request(confirmNewsletter, { body: { token: confirmToken } }),
        )
        expect(refusal(expired)).toEqual({
          status: 400,
          path: 'body.token',
          message: 'This confirmation link has expired. Sign up again to get a new one.',
        })
        expect(await subscriptionsOf(email)).toMatchObject([{ status: 'pending' }])
        await h.api.request(unsubscribeNewsletter, { body: { token: unsubscribeToken } })
        expect(await subscriptionsOf(email)).toMatchObject([{ status: 'unsubscribed' }])
      } finally {
        clockOffsetMs = 0
      }
    })

    it('refuses a bad sign-up naming the field, and stores and mails nothing', async () => {
      const before = await h.database.db.select({ n: count() }).from(newsletterSubscriptions)
      for (const [payload, path] of [
        [{ email: 'not-an-address' }, 'body.email'],
        [{}, 'body.email'],
        [{ email: uniqueEmail('long'), name: 'x'.repeat(121) }, 'body.name'],
        [{ email: uniqueEmail('long'), source: 'y'.repeat(61) }, 'body.source'],
      ] as const) {
        const response = await post(h, WEBSITE_PATHS.newsletter, payload)
        expect([response.statusCode, response.json().errors?.[0]?.path]).toEqual([400, path])
      }
      await h.context.mail.idle()
      expect(await h.database.db.select({ n: count() }).from(newsletterSubscriptions)).toEqual(
        before,
      )
    })

    it('keeps a name cut in the middle of an emoji instead of failing the sign-up', async () => {
      const email = uniqueEmail('emoji')
      const response = await post(h, WEBSITE_PATHS.newsletter, { email, name: 'Ada \ud83d' })
      expect(response.statusCode).toBe(200)
      expect(await subscriptionsOf(email)).toMatchObject([{ name: 'Ada \ufffd' }])
      expect(await mailsTo(h, email)).toHaveLength(1)
    })

    it('mails one address at most 3 sign-ups an hour, whatever its casing', async () => {
      const email = uniqueEmail('bombed')
      for (const typed of [email, email.toUpperCase(), email]) await subscribe({ email: typed })
      const error = await expectApiError(subscribe({ email: email.toUpperCase() }))
      expect(error.status).toBe(429)
      expect(error.body.message).toMatch(
        /^This address was signed up several times in a short time\. Try again in \d+ minutes?\.$/,
      )
      expect(await mailsTo(h, email)).toHaveLength(3)
      // Another address is not held up by it.
      expect((await subscribe({ email: uniqueEmail('other') })).message).toBe(SUBSCRIBED)
    })

    it('takes 10 sign-ups a minute from one client address', async () => {
      await withServer({ rateLimits: true }, async (limited) => {
        const statuses = await statusesOfRepeatedPost([limited], WEBSITE_PATHS.newsletter, () => ({
          email: uniqueEmail('flood'),
        }))
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
        expect(statuses[10]).toBe(429)
      })
    })
  })

  describe('contact form', () => {
    const message = (overrides: Record<string, unknown> = {}) => ({
      name: 'Ngozi Okafor',
      email: uniqueEmail('visitor'),
      company: 'Okafor Foods',
      subject: `Bulk packaging ${randomUUID()}`,
      message: 'Do you handle <b>frozen</b> goods?\nWe ship weekly & need quotes.',
      ...overrides,
    })
    const storedWith = (subject: string, on = h) =>
      on.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))

    it('keeps a message and mails it to contact@ally.localhost by default, reply-to its author', async () => {
      const sent = message()
      const answer = await h.api.request(sendContactMessage, { body: sent })
      expect(answer).toEqual({ message: 'Message sent. We will get back to you soon.', data: null })
      expect(await storedWith(sent.subject)).toMatchObject([
        {
          name: sent.name,
          email: sent.email,
          company: sent.company,
          message: sent.message,
        },
      ])

      const mail = (await mailsTo(h, 'contact@ally.localhost')).find((m) =>
        m.subject.includes(sent.subject),
      )
      expect(mail?.subject).toBe(`Website message from Ngozi Okafor: ${sent.subject}`)
      expect(mail?.text).toContain(sent.message)
      expect(mail?.text).toContain(`Ngozi Okafor <${sent.email}> (Okafor Foods)`)
      // What a visitor typed is text in the HTML, never markup.
      expect(mail?.html).toContain('Do you handle &#60;b&#62;frozen&#60;/b&#62; goods?')
      expect(mail?.html).not.toContain('<b>frozen')
      const [kept] = await h.database.db
        .select({ replyTo: devMail.replyTo })
        .from(devMail)
        .where(eq(devMail.id, mail?.id as string))
      expect(kept?.replyTo).toBe(sent.email)
    })

    it('mails the address ALLY_CONTACT_TO names', async () => {
      const team = uniqueEmail('team')
      await withServer({ contactTo: team }, async (server) => {
        const sent = message()
        await server.api.request(sendContactMessage, { body: sent })
        const mails = await mailsTo(server, team)
        expect(mails.map((m) => m.subject)).toEqual([
          `Website message from Ngozi Okafor: ${sent.subject}`,
        ])
      })
    })

    it('in production without ALLY_CONTACT_TO, keeps the message and mails nobody', async () => {
      await withServer({ production: true }, async (server) => {
        const sent = message()
        await server.api.request(sendContactMessage, { body: sent })
        await server.context.mail.idle()
        expect(await storedWith(sent.subject, server)).toHaveLength(1)
        const mailed = await server.database.db
          .select({ n: count() })
          .from(devMail)
          .where(sql`${devMail.subject} like ${`%${sent.subject}%`}`)
        expect(mailed).toEqual([{ n: 0 }])
      })
    })

    it('answers a bot that filled the honeypot like anyone, and keeps and mails nothing', async () => {
      const sent = message({ website: 'https://spam.example' })
      const answer = await post(h, WEBSITE_PATHS.contact, sent)
      expect([answer.statusCode, answer.json()]).toEqual([
        200,
        { message: 'Message sent. We will get back to you soon.', data: null },
      ])
      await h.context.mail.idle()
      expect(await storedWith(sent.subject)).toEqual([])
      const mails = await mailsTo(h, 'contact@ally.localhost')
      expect(mails.filter((m) => m.subject.includes(sent.subject))).toEqual([])
    })

    it('refuses a bad message naming the field, and keeps and mails nothing', async () => {
      const before = await h.database.db.select({ n: count() }).from(contactMessages)
      const mailsBefore = (await mailsTo(h, 'contact@ally.localhost')).length
      for (const [payload, path] of [
        [message({ email: 'nobody' }), 'body.email'],
        [message({ message: undefined }), 'body.message'],
        [message({ message: 'm'.repeat(5001) }), 'body.message'],
        [message({ message: '   ' }), 'body.message'],
        [message({ name: '  ' }), 'body.name'],
        [message({ name: 'n'.repeat(121) }), 'body.name'],
        [message({ company: 'c'.repeat(121) }), 'body.company'],
        [message({ subject: 's'.repeat(201) }), 'body.subject'],
      ] as const) {
        const response = await post(h, WEBSITE_PATHS.contact, payload)
        expect([response.statusCode, response.json().errors?.[0]?.path]).toEqual([400, path])
      }
      expect(await h.database.db.select({ n: count() }).from(contactMessages)).toEqual(before)
      expect(await mailsTo(h, 'contact@ally.localhost')).toHaveLength(mailsBefore)
    })

    it('takes 5 messages a minute from one client address', async () => {
      await withServer({ rateLimits: true }, async (limited) => {
        const statuses = await statusesOfRepeatedPost(
          [limited],
          WEBSITE_PATHS.contact,
          () => message(),
          6,
        )
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
      })
    })

    it('takes as many as ALLY_WEBSITE_RATE_LIMIT says, for a site whose visitors share an address', async () => {
      await withServer({ rateLimits: true, websiteRateLimit: 7 }, async (limited) => {
        const statuses = await statusesOfRepeatedPost(
          [limited],
          WEBSITE_PATHS.contact,
          () => message(),
          8,
        )
        expect(statuses).toEqual([...Array(7).fill(200), 429])
      })
    })
  })

  describe('deals', () => {
    const operator = { token: OPERATOR_KEY }
    const deal = (overrides: Partial<DealInput> = {}): DealInput => ({
      title: 'Nitrile gloves, pallet of 100 cartons',
      description: 'Powder-free, sizes S to XL.',
      vendorName: 'MedSupply West Africa',
      price: 5450.5,
      originalPrice: 6200,
      currency: 'usd',
      ...overrides,
    })
    /** Adds a deal as the operator, `hoursAgo` before now by the server's clock. */
    async function added(overrides: Partial<DealInput> = {}, hoursAgo = 0) {
      clockOffsetMs = -hoursAgo * HOUR_MS
      try {
        return (await h.api.request(createDeal, { body: deal(overrides) }, operator)).data
      } finally {
        clockOffsetMs = 0
      }
    }
    const publicDeals = async (query: { limit?: number; page?: number } = {}) =>
      (await h.api.request(listDeals, { query })).data

    beforeAll(async () => {
      await h.database.db.delete(deals)
    })

    it('shows the live deals newest first, prices as numbers; expired ones never', async () => {
      const old = await added({ title: 'Office chairs, set of 10', currency: 'ngn' }, 5)
      const expired = await added(
        { title: 'Generator 60 kVA', expiresAt: new Date(Date.now() - HOUR_MS).toISOString() },
        4,
      )
      const soon = await added(
        {
          title: 'Ball valves DN50',
          currency: 'eur',
          originalPrice: null,
          expiresAt: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
        },
        3,
      )
      const newest = await added({ title: 'Hi-vis vests' }, 1)

      const page = await publicDeals({ limit: 4, page: 1 })
      expect(page.deals.map((d) => d.title)).toEqual([newest.title, soon.title, old.title])
      expect(page.pagination).toEqual({ page: 1, limit: 4, total: 3, totalPages: 1 })
      expect(page.deals[0]).toEqual({
        id: newest.id,
        title: 'Hi-vis vests',
        description: 'Powder-free, sizes S to XL.',
        imageUrl: null,
        price: 5450.5,
        originalPrice: 6200,
        currency: 'usd',
        vendorName: 'MedSupply West Africa',
        url: null,
        expiresAt: null,
      })
      expect(page.deals.find((d) => d.id === soon.id)?.originalPrice).toBeNull()
      expect(page.deals.map((d) => d.id)).not.toContain(expired.id)

      // Three hours on (the server's clock), the valves' offer has ended too.
      clockOffsetMs = 3 * HOUR_MS
      try {
        expect((await publicDeals()).deals.map((d) => d.title)).toEqual([newest.title, old.title])
      } finally {
        clockOffsetMs = 0
      }
    })

    it('pages through the live deals in a stable order', async () => {
      const all = (await publicDeals({ limit: 100 })).deals
      expect(all.length).toBeGreaterThanOrEqual(3)
      const first = await publicDeals({ limit: 2, page: 1 })
      const second = await publicDeals({ limit: 2, page: 2 })
      expect([...first.deals, ...second.deals].map((d) => d.id)).toEqual(
        all.slice(0, 4).map((d) => d.id),
      )
      expect(first.pagination).toEqual({
        page: 1,
        limit: 2,
        total: all.length,
        totalPages: Math.ceil(all.length / 2),
      })
      const past = await publicDeals({ limit: 2, page: 50 })
      expect(past.deals).toEqual([])
      expect(past.pagination.total).toBe(all.length)

      const tooMany = await h.app.inject({
        method: 'GET',
        url: `${WEBSITE_PATHS.deals}?limit=1000`,
        headers: { 'access-key': ACCESS_KEY },
      })
      expect([tooMany.statusCode, tooMany.json().errors?.[0]?.path]).toEqual([400, 'query.limit'])
    })

    it('lets only the operator key edit deals: 401 without it, 403 with any other', async () => {
      const { browser } = await h.signedUpOwner('not-operator')
      const attempts = [
        [undefined, 401, 'Send the operator key as the bearer token: Authorization: Bearer <key>.'],
        [null, 401, 'Send the operator key as the bearer token: Authorization: Bearer <key>.'],
        [`${OPERATOR_KEY}x`, 403, 'Unknown operator key.'],
        [OPERATOR_KEY.toUpperCase(), 403, 'Unknown operator key.'],
        // A business's own session is no operator key.
        [browser.session.getToken(), 403, 'Unknown operator key.'],
      ] as const
      const before = await h.database.db.select({ n: count() }).from(deals)
      for (const [token, status, message] of attempts) {
        const client = token === undefined ? h.client() : h.api
        const options = token === undefined ? {} : { token }
        for (const call of [
          () => client.request(createDeal, { body: deal() }, options),
          () => client.request(listOperatorDeals, {}, options),
          () => client.request(deleteDeal, { params: { id: randomUUID() } }, options),
        ]) {
          const error = await expectApiError(call())
          expect([error.status, error.body.message]).toEqual([status, message])
        }
      }
      expect(await h.database.db.select({ n: count() }).from(deals)).toEqual(before)
    })

    it('adds, lists (expired included), changes and removes deals with the operator key', async () => {
      const created = await h.api.request(
        createDeal,
        {
          body: deal({
            title: '  Copier paper, 50 reams ',
            url: 'https://shop.example/paper',
            imageUrl: 'https://shop.example/paper.jpg',
            expiresAt: '2031-01-15T09:00:00.000Z',
          }),
        },
        operator,
      )
      expect(created.message).toBe('Deal added')
      expect(created.data).toMatchObject({
        title: 'Copier paper, 50 reams',
        url: 'https://shop.example/paper',
        imageUrl: 'https://shop.example/paper.jpg',
        expiresAt: '2031-01-15T09:00:00.000Z',
      })
      expect(created.data.createdAt).toBe(created.data.updatedAt)
      const { id } = created.data

      const list = await h.api.request(listOperatorDeals, { query: { limit: 100 } }, operator)
      expect(list.data.items[0]?.id).toBe(id)
      // The operator sees the ones the website no longer shows.
      expect(list.data.items.some((d) => d.title === 'Generator 60 kVA')).toBe(true)
      expect(list.data.pagination.total).toBe(list.data.items.length)

      // A minute later by the server's clock, so the change shows in updatedAt.
      clockOffsetMs = 60_000
      const updated = await h.api
        .request(
          updateDeal,
          { params: { id }, body: { price: 189, originalPrice: null, expiresAt: null } },
          operator,
        )
        .finally(() => {
          clockOffsetMs = 0
        })
      expect(updated.message).toBe('Deal updated')
      expect(updated.data).toMatchObject({
        id,
        title: 'Copier paper, 50 reams',
        price: 189,
        originalPrice: null,
        expiresAt: null,
        url: 'https://shop.example/paper',
        createdAt: created.data.createdAt,
      })
      expect(Date.parse(updated.data.updatedAt)).toBeGreaterThan(Date.parse(created.data.createdAt))

      // Emptying a field a deal needs is a 400 naming it; nothing changes.
      for (const [body, path] of [
        [{ title: '   ' }, 'body.title'],
        [{ title: '' }, 'body.title'],
        [{ vendorName: ' ' }, 'body.vendorName'],
        [{ price: null }, 'body.price'],
        [{ currency: null }, 'body.currency'],
        [{ price: 1e15 }, 'body.price'],
        [{ url: 'javascript:alert(1)' }, 'body.url'],
        [{ expiresAt: '0000-01-01T00:00:00Z' }, 'body.expiresAt'],
      ] as const) {
        const response = await h.app.inject({
          method: 'PUT',
          url: `${WEBSITE_PATHS.deals}/${id}`,
          headers: { 'access-key': ACCESS_KEY, authorization: `Bearer ${OPERATOR_KEY}` },
          payload: body,
        })
        expect([response.statusCode, response.json().errors?.[0]?.path]).toEqual([400, path])
      }
      const [row] = await h.database.db.select().from(deals).where(eq(deals.id, id))
      expect(row).toMatchObject({ title: 'Copier paper, 50 reams', price: 189 })

      for (const call of [
        () =>
          h.api.request(updateDeal, { params: { id: randomUUID() }, body: { price: 1 } }, operator),
        () => h.api.request(updateDeal, { params: { id: 'not-an-id' }, body: {} }, operator),
        () => h.api.request(deleteDeal, { params: { id: randomUUID() } }, operator),
      ]) {
        const error = await expectApiError(call())
        expect([error.status, error.body.message]).toEqual([404, 'This deal does not exist.'])
      }

      const removed = await h.api.request(deleteDeal, { params: { id } }, operator)
      expect(removed).toEqual({ message: 'Deal removed', data: null })
      const again = await expectApiError(h.api.request(deleteDeal, { params: { id } }, operator))
      expect(again.status).toBe(404)
      expect((await publicDeals({ limit: 100 })).deals.map((d) => d.id)).not.toContain(id)
    })

    it('refuses a new deal with a field it cannot keep, naming the field, storing nothing', async () => {
      const before = await h.database.db.select({ n: count() }).from(deals)
      for (const [overrides, path] of [
        [{ title: '  ' }, 'body.title'],
        [{ price: 1_000_000_000_000 }, 'body.price'],
        [{ originalPrice: 1e13 }, 'body.originalPrice'],
        [{ price: -1 }, 'body.price'],
        [{ currency: 'btc' }, 'body.currency'],
        [{ imageUrl: 'data:image/png;base64,AAAA' }, 'body.imageUrl'],
        [{ expiresAt: 'next week' }, 'body.expiresAt'],
      ] as const) {
        const response = await h.app.inject({
          method: 'POST',
          url: WEBSITE_PATHS.deals,
          headers: { 'access-key': ACCESS_KEY, authorization: `Bearer ${OPERATOR_KEY}` },
          payload: { ...deal(), ...overrides },
        })
        expect([response.statusCode, response.json().errors?.[0]?.path]).toEqual([400, path])
      }
      expect(await h.database.db.select({ n: count() }).from(deals)).toEqual(before)
    })

    it('in production without ALLY_OPERATOR_KEY, turns the operator endpoints off', async () => {
      await withServer({ production: true, operatorKey: undefined }, async (server) => {
        for (const token of [OPERATOR_KEY, null]) {
          const error = await expectApiError(
            server.api.request(createDeal, { body: deal() }, { token }),
          )
          expect([error.status, error.body.message]).toEqual([
            403,
            'Operator endpoints are off: set ALLY_OPERATOR_KEY.',
          ])
        }
        // The website's own list still answers.
        expect((await server.api.request(listDeals, { query: {} })).data.deals).toBeDefined()
      })
    })
  })

  describe('CORS', () => {
    let site: Harness
    beforeAll(async () => {
      site = await startHarness(engine, { websiteOrigins: [ALLOWED_ORIGIN] }, { databaseUrl })
    })
    afterAll(() => site?.close())

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) => site.app.inject({ method, url, headers, payload })
    const preflight = (url: string, method: string, origin = ALLOWED_ORIGIN) =>
      call('OPTIONS', url, {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,access-key',
      })
    const corsHeaders = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((name) => name.startsWith('access-control-'))

    it('lets an allowed site read the public calls, and answers its preflight without a key', async () => {
      for (const [path, method] of [
        [WEBSITE_PATHS.newsletter, 'POST'],
        [WEBSITE_PATHS.contact, 'POST'],
        [WEBSITE_PATHS.newsletterConfirm, 'POST'],
        [WEBSITE_PATHS.deals, 'GET'],
      ] as const) {
        const answer = await preflight(path, method)
        expect([path, answer.statusCode]).toEqual([path, 204])
        expect(answer.headers).toMatchObject({
          'access-control-allow-origin': ALLOWED_ORIGIN,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'content-type, access-key',
          'access-control-max-age': '600',
          vary: expect.stringMatching(/Origin/),
        })
      }

      const deals = await call('GET', `${WEBSITE_PATHS.deals}?limit=4&page=1`, {
        origin: ALLOWED_ORIGIN,
        'access-key': ACCESS_KEY,
      })
      expect(deals.statusCode).toBe(200)
      expect(deals.headers).toMatchObject({
        'access-control-allow-origin': ALLOWED_ORIGIN,
        vary: expect.stringMatching(/Origin/),
        // Helmet-style same-origin would be wrong for an answer meant for the site.
        'cross-origin-resource-policy': 'cross-origin',
      })
      const signUp = await call(
        'POST',
        WEBSITE_PATHS.newsletter,
        { origin: ALLOWED_ORIGIN, 'access-key': ACCESS_KEY },
        { email: uniqueEmail('cors') },
      )
      expect([signUp.statusCode, signUp.headers['access-control-allow-origin']]).toEqual([
        200,
        ALLOWED_ORIGIN,
      ])
      // A refusal is readable by the site too, so its form can show why.
      const noKey = await call('GET', WEBSITE_PATHS.deals, { origin: ALLOWED_ORIGIN })
      expect([noKey.statusCode, noKey.headers['access-control-allow-origin']]).toEqual([
        403,
        ALLOWED_ORIGIN,
      ])
    })

    it('gives another site nothing, and keeps the operator’s and the app’s calls same-origin', async () => {
      const stranger = 'https://evil.example'
      const refused = await preflight(WEBSITE_PATHS.newsletter, 'POST', stranger)
      expect(refused.statusCode).toBe(403)
      expect(corsHeaders(refused.headers)).toEqual([])
      const read = await call('GET', WEBSITE_PATHS.deals, {
        origin: stranger,
        'access-key': ACCESS_KEY,
      })
      expect(read.statusCode).toBe(200)
      expect(corsHeaders(read.headers)).toEqual([])
      expect(read.headers['cross-origin-resource-policy']).toBe('same-origin')

      // The operator's deal editing shares the prefix (and POST /deals its path): no CORS.
      for (const [path, method] of [
        [WEBSITE_PATHS.deals, 'POST'],
        [`${WEBSITE_PATHS.deals}/${randomUUID()}`, 'PUT'],
        [`${WEBSITE_PATHS.deals}/${randomUUID()}`, 'DELETE'],
        [WEBSITE_PATHS.operatorDeals, 'GET'],
        ['/api/v1/ldb/auth/login', 'POST'],
      ] as const) {
        const answer = await preflight(path, method)
        expect([path, answer.statusCode, corsHeaders(answer.headers)]).toEqual([path, 403, []])
      }
      const operatorList = await call('GET', WEBSITE_PATHS.operatorDeals, {
        origin: ALLOWED_ORIGIN,
        'access-key': ACCESS_KEY,
        authorization: `Bearer ${OPERATOR_KEY}`,
      })
      expect(operatorList.statusCode).toBe(200)
      expect(corsHeaders(operatorList.headers)).toEqual([])
      const login = await call(
        'POST',
        '/api/v1/ldb/auth/login',
        { origin: ALLOWED_ORIGIN, 'access-key': ACCESS_KEY },
        { email: uniqueEmail(), password: 'whatever-it-is' },
      )
      expect(corsHeaders(login.headers)).toEqual([])
    })

    it('sends no CORS headers at all when no website origin is configured', async () => {
      const answer = await h.app.inject({
        method: 'OPTIONS',
        url: WEBSITE_PATHS.newsletter,
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
      })
      expect([answer.statusCode, corsHeaders(answer.headers)]).toEqual([403, []])
    })
  })
})

describe('website settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-website-config-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test' }

  it('generates an operator key once outside production, keeps it, and prints it', () => {
    const first = loadConfig({ ALLY_DATA_DIR: dataDir })
    expect(first.operatorKey).toMatch(/^ok_dev_[\w-]{32}$/)
    expect(first.devOperatorKey).toBe(first.operatorKey)
    expect(readFileSync(join(dataDir, 'operator-key'), 'utf8').trim()).toBe(first.operatorKey)
    expect(loadConfig({ ALLY_DATA_DIR: dataDir }).operatorKey).toBe(first.operatorKey)

    const key = 'a-configured-operator-key-of-some-length'
    expect(loadConfig({ ALLY_DATA_DIR: dataDir, ALLY_OPERATOR_KEY: key })).toMatchObject({
      operatorKey: key,
      devOperatorKey: undefined,
    })
    expect(loadConfig({ ...production, ALLY_DATA_DIR: dataDir })).toMatchObject({
      operatorKey: undefined,
      devOperatorKey: undefined,
    })
    const short = () => loadConfig({ ALLY_DATA_DIR: dataDir, ALLY_OPERATOR_KEY: 'short' })
    expect(short).toThrow(ConfigError)
    expect(short).toThrow(/ALLY_OPERATOR_KEY must be at least 24 characters/)
  })

  it('mails contact messages to ALLY_CONTACT_TO, contact@ally.localhost outside production', () => {
    expect(loadConfig({ ALLY_DATA_DIR: dataDir }).contactTo).toBe('contact@ally.localhost')
    expect(loadConfig({ ...production, ALLY_DATA_DIR: dataDir }).contactTo).toBeNull()
    expect(
      loadConfig({ ...production, ALLY_DATA_DIR: dataDir, ALLY_CONTACT_TO: ' team@example.com ' })
        .contactTo,
    ).toBe('team@example.com')
    expect(() =>
      loadConfig({ ALLY_DATA_DIR: dataDir, ALLY_CONTACT_TO: 'a@example.com, b@example.com' }),
    ).toThrow(/ALLY_CONTACT_TO must be one e-mail address/)
  })

  it('takes one per-address limit for the website forms from ALLY_WEBSITE_RATE_LIMIT', () => {
    expect(loadConfig({ ALLY_DATA_DIR: dataDir }).websiteRateLimit).toBeUndefined()
    const env = { ALLY_DATA_DIR: dataDir, ALLY_WEBSITE_RATE_LIMIT: '50' }
    expect(loadConfig(env).websiteRateLimit).toBe(50)
    expect(() => loadConfig({ ...env, ALLY_WEBSITE_RATE_LIMIT: 'lots' })).toThrow(ConfigError)
  })

  it('takes exact website origins, and refuses wildcards and paths', () => {
    expect(loadConfig({ ALLY_DATA_DIR: dataDir }).websiteOrigins).toEqual([])
    expect(
      loadConfig({
        ALLY_DATA_DIR: dataDir,
        ALLY_WEBSITE_ORIGINS:
          'https://www.Example.com/, http://localhost:4321,https://www.example.com',
      }).websiteOrigins,
    ).toEqual(['https://www.example.com', 'http://localhost:4321'])
    for (const wrong of ['*', 'https://*.example.com', 'https://example.com/blog', 'example.com']) {
      expect(() => loadConfig({ ALLY_DATA_DIR: dataDir, ALLY_WEBSITE_ORIGINS: wrong })).toThrow(
        /ALLY_WEBSITE_ORIGINS must be exact origins/,
      )
    }
  })
})
