import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  consentRequest,
  exchangeCode,
  GMAIL_READ_SCOPE,
  type GoogleSettings,
  gmailSource,
  revokeToken,
} from '../src/channels/mailboxes/google'
import { MailboxError } from '../src/channels/mailboxes/mailbox'
import { type FakeGoogle, startFakeGoogle } from './google-fake'

// Issue #33: Gmail and Google Workspace through Google's own clients (google-auth-library,
// @googleapis/gmail), against a local server the test starts that speaks Google's protocol:
// the consent URL, the code exchange with PKCE, refreshing, revoking, and reading the mailbox.

let google: FakeGoogle
let settings: GoogleSettings

const message = (n: number, from: string, labels = ['INBOX']) => ({
  labelIds: labels,
  headers: {
    From: from,
    To: 'Buyer <buyer@obi-supplies.example>',
    Subject: `Quote ${n}`,
    Date: `Mon, ${String(n).padStart(2, '0')} Nov 2026 09:00:00 +0000`,
    'Message-ID': `<m${n}@vendor.example>`,
  },
  raw: Buffer.from(`From: ${from}\r\nSubject: Quote ${n}\r\n\r\nMessage ${n}.\r\n`),
})

beforeAll(async () => {
  google = await startFakeGoogle()
  settings = {
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: 'http://localhost:3000/google-auth',
    endpoints: google.endpoints,
  }
})
afterAll(async () => {
  await google?.stop()
})

/** Consents on the page the URL opens and exchanges the code, as the product's pages will. */
async function connect(options: { scope?: string } = {}) {
  const request = await consentRequest(settings, 'state-of-this-session')
  const answer = google.consent(request.url, options)
  return exchangeCode(settings, answer.code, request.codeVerifier)
}

describe('connecting Gmail', () => {
  it('asks for read-only mail, offline, with a PKCE challenge and the session’s state', async () => {
    const { url, codeVerifier } = await consentRequest(settings, 'state-1')
    const consent = new URL(url)
    expect(`${consent.origin}${consent.pathname}`).toBe(google.endpoints.authUrl)
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: 'http://localhost:3000/google-auth',
      response_type: 'code',
      scope: GMAIL_READ_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state: 'state-1',
      code_challenge_method: 'S256',
    })
    expect(codeVerifier.length).toBeGreaterThanOrEqual(43)
    expect(consent.searchParams.get('code_challenge')).not.toBe(codeVerifier)
  })

  it('exchanges the code for a refresh token, and only with the verifier it was asked with', async () => {
    expect(await connect()).toMatch(/^1\/\/refresh-/)
    const request = await consentRequest(settings, 'state-2')
    const { code } = google.consent(request.url)
    const other = await consentRequest(settings, 'state-3')
    await expect(exchangeCode(settings, code, other.codeVerifier)).rejects.toMatchObject({
      field: 'code',
      message: 'Google refused this sign-in code; connect again.',
    })
  })

  it('refuses a grant without mail access', async () => {
    await expect(connect({ scope: 'openid email' })).rejects.toBeInstanceOf(MailboxError)
  })
})

describe('reading a Gmail mailbox', () => {
  it('reads the newest inbox and sent mail, then what the history added, refreshing its access', async () => {
    const refreshToken = await connect()
    google.deliver(message(1, 'Vendor 1 <sales1@vendor1.example>'))
    google.deliver(message(2, 'Buyer <buyer@obi-supplies.example>', ['SENT']))
    google.deliver(message(3, 'Spam <x@spam.example>', ['SPAM']))
    const source = gmailSource(settings, refreshToken)
    await source.open()
    expect(google.refreshes).toBeGreaterThan(0)

    const first = await source.summaries(null, 50)
    expect(first.total).toBe(3)
    expect(first.summaries.map((summary) => `${summary.folder} ${summary.subject}`)).toEqual([
      'inbox Quote 1',
      'sent Quote 2',
    ])
    expect(first.summaries[0]).toMatchObject({
      from: { address: 'sales1@vendor1.example', name: 'Vendor 1' },
      to: [{ address: 'buyer@obi-supplies.example', name: 'Buyer' }],
      messageId: '<m1@vendor.example>',
    })

    const id = google.deliver(message(4, '"Eze, Ada" <ada@lagos-steel.example>'))
    const after = await source.summaries(first.cursor, 50)
    expect(after.summaries.map((summary) => [summary.subject, summary.from?.name])).toEqual([
      ['Quote 4', 'Eze, Ada'],
    ])
    expect((await source.raw({ id, folder: 'inbox' }, 1_000_000))?.toString()).toContain(
      'Message 4.',
    )
    expect(await source.raw({ id, folder: 'inbox' }, 10)).toBeNull()

    // A history Gmail no longer keeps: the mailbox is read again from the start.
    google.forgetHistory()
    const again = await source.summaries(after.cursor, 50)
    expect(again.summaries).toHaveLength(3)
  })

  it('disconnecting revokes the token, after which the mailbox cannot be opened', async () => {
    const refreshToken = await connect()
    await revokeToken(settings, refreshToken)
    expect(google.revoked).toContain(refreshToken)
    await expect(gmailSource(settings, refreshToken).open()).rejects.toMatchObject({
      field: 'account',
    })
  })
})
