import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeGoogle, startFakeGoogle } from './google-fake'
import { expectApiError, type Harness, startHarness } from './harness'

// Issue #33: connecting Gmail or Google Workspace through the product's endpoints, against a local
// server that speaks Google's protocol: the consent URL, the code exchanged with the verifier the
// sealed state carries, a state forged, tampered with or brought to another session refused, the
// import of contacts, and disconnecting revoking the token.

/** The sealed state with the first character of its ciphertext changed. */
function tampered(state: string): string {
  const parts = state.split('.')
  const data = parts[3] ?? ''
  parts[3] = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`
  return parts.join('.')
}

describe('connecting a Google mailbox', () => {
  let google: FakeGoogle
  let h: Harness

  beforeAll(async () => {
    google = await startFakeGoogle()
    google.deliver({
      labelIds: ['INBOX'],
      headers: {
        From: 'Lagos Steel Sales <sales@lagos-steel.com.ng>',
        To: 'Buyer <buyer@obi-supplies.example>',
        Subject: 'Quote for rebar',
        Date: 'Mon, 02 Nov 2026 09:00:00 +0000',
        'Message-ID': '<g1@lagos-steel.com.ng>',
      },
      raw: Buffer.from('Subject: Quote for rebar\r\n\r\nPrices attached.\r\n'),
    })
    h = await startHarness('embedded', {
      appUrl: 'http://ally.test',
      google: {
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        endpoints: google.endpoints,
      },
    })
  })
  afterAll(async () => {
    await h?.close()
    await google?.stop()
  })

  it('asks Google for read-only mail, connects with the code, imports and revokes on disconnect', async () => {
    const owner = await h.signedUpOwner('google')
    const { data } = await owner.browser.channels.googleAuthenticate()
    const consent = new URL(data.url)
    expect(consent.origin + consent.pathname).toBe(google.endpoints.authUrl)
    expect(consent.searchParams.get('redirect_uri')).toBe('http://ally.test/google-auth')
    expect(consent.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/gmail.readonly')
    expect(consent.searchParams.get('access_type')).toBe('offline')
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256')

    const answer = google.consent(data.url)
    const { data: channel } = await owner.browser.channels.googleConnect({ body: answer })
    expect(channel).toMatchObject({
      type: 'google_workspace',
      account: 'buyer@obi-supplies.example',
    })
    await h.context.background.idle()
    const [listed] = (await owner.browser.channels.listChannels()).data.items
    expect(listed).toMatchObject({ synced: true, importedContacts: 1, error: null })
    const { data: candidates } = await owner.browser.channels.listVendorCandidates({ query: {} })
    expect(candidates.items.map((item) => item.email)).toEqual(['sales@lagos-steel.com.ng'])

    // A code is good once.
    const again = await expectApiError(owner.browser.channels.googleConnect({ body: answer }))
    expect(again.status).toBe(400)
    expect(again.errors?.[0]?.path).toBe('body.code')

    await owner.browser.channels.disconnectChannel({ params: { id: channel.id } })
    await h.context.background.idle()
    expect(google.revoked).toHaveLength(1)
    expect((await owner.browser.channels.listChannels()).data.items).toEqual([])
  })

  it('refuses a state from another user, another session, or changed', async () => {
    const owner = await h.signedUpOwner('google-owner')
    const stranger = await h.signedUpOwner('google-stranger')
    const theirs = google.consent((await stranger.browser.channels.googleAuthenticate()).data.url)
    const mine = google.consent((await owner.browser.channels.googleAuthenticate()).data.url)

    const refusals = [
      () =>
        owner.browser.channels.googleConnect({ body: { code: mine.code, state: theirs.state } }),
      () =>
        owner.browser.channels.googleConnect({
          body: { code: mine.code, state: tampered(mine.state) },
        }),
    ]
    // The same owner in another browser: the consent began in this one.
    const otherSession = h.client()
    otherSession.session.save(
      (await otherSession.auth.login({ body: { email: owner.email, password: owner.password } }))
        .data,
    )
    refusals.push(() => otherSession.channels.googleConnect({ body: mine }))
    for (const refusal of refusals) {
      const error = await expectApiError(refusal())
      expect(error.status).toBe(400)
      expect(error.errors?.[0]?.path).toBe('body.state')
    }
    expect((await owner.browser.channels.listChannels()).data.items).toEqual([])
  })

  it('says so when Google is not configured', async () => {
    const plain = await startHarness('embedded', { google: undefined })
    try {
      const owner = await plain.signedUpOwner('no-google')
      const refused = await expectApiError(owner.browser.channels.googleAuthenticate())
      expect(refused.status).toBe(503)
      expect(refused.message).toMatch(/GOOGLE_CLIENT_ID/)
    } finally {
      await plain.close()
    }
  })
})
