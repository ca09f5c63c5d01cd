import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { secretBox } from '../src/channels/secret-box'
import { syncAllChannels } from '../src/channels/sync'
import { type Dovecot, dovecotInstalled, startDovecot } from './dovecot'
import { expectApiError, type Harness, startHarness } from './harness'

// Issue #33: a buyer connects a mailbox over IMAP (a real Dovecot), its recent correspondents are
// proposed as vendor candidates in the background, the buyer accepts or rejects them, and later
// syncs read only the new mail. Known vendors, colleagues and machines are never proposed.

let n = 0
const message = (from: string, to: string, subject: string, day: number) =>
  Buffer.from(
    [
      `From: ${from}`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `Date: ${String(day).padStart(2, '0')} Nov 2026 09:00:00 +0000`,
      `Message-ID: <c${++n}@mail.example>`,
      '',
      'Hello.',
      '',
    ].join('\r\n'),
  )

const BUYER = 'Buyer <buyer@obi.example>'

const missing = !dovecotInstalled()
if (missing && process.env.CI) throw new Error('CI needs Dovecot: apt-get install dovecot-imapd')

describe.skipIf(missing)('importing a mailbox’s contacts', () => {
  let dovecot: Dovecot
  let h: Harness
  const channelKey = randomBytes(32)
  const imap = () => ({
    account: dovecot.user,
    host: dovecot.host,
    port: dovecot.port,
    password: dovecot.password,
  })

  beforeAll(async () => {
    dovecot = await startDovecot()
    const inbox: [string, string, number][] = [
      ['Lagos Steel Sales <sales@lagos-steel.com.ng>', 'Quote for rebar', 2],
      ['Lagos Steel Sales <sales@lagos-steel.com.ng>', 'Re: Quote for rebar', 5],
      ['Known Vendor <known@boltco.example>', 'Invoice 12', 3],
      ['Colleague <ngozi@obi.example>', 'Lunch?', 4],
      ['Ally Updates <no-reply@updates.example>', 'Our news', 4],
      ['Kemi <kemi.supplies@gmail.com>', 'Price list', 6],
    ]
    for (const [from, subject, day] of inbox)
      await dovecot.deliver(message(from, BUYER, subject, day))
    await dovecot.deliver(
      message(BUYER, 'Orders <orders@pipeworks.example>', 'RFQ for valves', 7),
      'Sent',
    )
    h = await startHarness('embedded', { channelKey })
  })
  afterAll(async () => {
    await h?.close()
    await dovecot?.stop()
  })

  it('proposes the recent correspondents, accepts and rejects them, and reads only new mail after', async () => {
    const owner = await h.signedUpOwner('mailbox')
    const channels = owner.browser.channels
    await owner.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Boltco', email: 'known@boltco.example' }] },
    })

    const refused = await expectApiError(
      channels.connectImap({ body: { ...imap(), password: 'not-the-password' } }),
    )
    expect(refused.status).toBe(400)
    expect(refused.errors?.[0]?.path).toBe('body.password')
    expect((await channels.listChannels()).data.items).toEqual([])

    const { data: connected } = await channels.connectImap({ body: imap() })
    expect(connected).toMatchObject({ type: 'imap', account: 'buyer@obi.example', synced: false })
    await h.context.background.idle()

    const [channel] = (await channels.listChannels()).data.items
    expect(channel).toMatchObject({
      synced: true,
      messagesRead: 7,
      messagesTotal: 7,
      importedContacts: 3,
      error: null,
    })
    expect(channel?.lastSyncedAt).not.toBeNull()

    const { data: proposed } = await channels.listVendorCandidates({ query: {} })
    expect(
      proposed.items.map(({ email, company, messages, lastSubject }) => ({
        email,
        company,
        messages,
        lastSubject,
      })),
    ).toEqual([
      {
        email: 'sales@lagos-steel.com.ng',
        company: 'Lagos Steel',
        messages: 2,
        lastSubject: 'Re: Quote for rebar',
      },
      {
        email: 'orders@pipeworks.example',
        company: 'Pipeworks',
        messages: 1,
        lastSubject: 'RFQ for valves',
      },
      { email: 'kemi.supplies@gmail.com', company: null, messages: 1, lastSubject: 'Price list' },
    ])
    const id = (email: string) => proposed.items.find((item) => item.email === email)?.id ?? ''

    // Another business sees none of them and cannot decide them.
    const stranger = await h.signedUpOwner('stranger')
    expect(
      (await stranger.browser.channels.listVendorCandidates({ query: {} })).data.items,
    ).toEqual([])
    const theirs = await expectApiError(
      stranger.browser.channels.decideVendorCandidates({
        body: { ids: [id('sales@lagos-steel.com.ng')], decision: 'accept' },
      }),
    )
    expect(theirs.status).toBe(404)

    const rejected = await channels.decideVendorCandidates({
      body: { ids: [id('kemi.supplies@gmail.com')], decision: 'reject' },
    })
    expect(rejected.data).toEqual({ vendors: 0, rejected: 1 })
    const accepted = await channels.decideVendorCandidates({
      body: {
        ids: [id('sales@lagos-steel.com.ng'), id('orders@pipeworks.example')],
        decision: 'accept',
      },
    })
    expect(accepted.data).toEqual({ vendors: 2, rejected: 0 })
    expect((await channels.listVendorCandidates({ query: {} })).data.items).toEqual([])

    const { data: vendors } = await owner.browser.vendors.listVendors({ query: {} })
    expect(
      vendors.items.map((vendor) => [vendor.name, vendor.email, vendor.status]).sort(),
    ).toEqual([
      ['Boltco', 'known@boltco.example', 'invited'],
      ['Lagos Steel', 'sales@lagos-steel.com.ng', 'invited'],
      ['Pipeworks', 'orders@pipeworks.example', 'invited'],
    ])
    expect((await h.lastMail('sales@lagos-steel.com.ng'))?.text).toMatch(
      /\/vendor\/register\?token=/,
    )

    // New mail: only it is read; the rejected address stays rejected, a new one is proposed.
    await dovecot.deliver(message('Kemi <kemi.supplies@gmail.com>', BUYER, 'New prices', 8))
    await dovecot.deliver(message('Tunde <tunde@cables.example>', BUYER, 'Cable quote', 9))
    await syncAllChannels({
      db: h.context.db,
      files: h.context.files,
      box: secretBox(channelKey),
      now: () => new Date(),
    })
    const [after] = (await channels.listChannels()).data.items
    expect(after).toMatchObject({ messagesRead: 9, messagesTotal: 9, synced: true })
    const { data: later } = await channels.listVendorCandidates({ query: {} })
    expect(later.items.map((item) => item.email)).toEqual(['tunde@cables.example'])

    // Another business cannot disconnect it; its owner can, and the candidates go with it.
    const notTheirs = await expectApiError(
      stranger.browser.channels.disconnectChannel({ params: { id: connected.id } }),
    )
    expect(notTheirs.status).toBe(404)
    await channels.disconnectChannel({ params: { id: connected.id } })
    expect((await channels.listChannels()).data.items).toEqual([])
    expect((await channels.listVendorCandidates({ query: {} })).data.items).toEqual([])
  })

  it('keeps the password sealed and says why a sync failed', async () => {
    const owner = await h.signedUpOwner('sealed')
    const { data } = await owner.browser.channels.connectImap({ body: imap() })
    await h.context.background.idle()
    const [row] = await h.context.db.query.channels.findMany({
      where: (table, { eq }) => eq(table.id, data.id),
    })
    expect(row?.secret).toMatch(/^v1\./)
    expect(row?.secret).not.toContain(dovecot.password)

    // Read with another key (a server that lost its key): the buyer is told to connect again.
    await syncAllChannels({
      db: h.context.db,
      files: h.context.files,
      box: secretBox(randomBytes(32)),
      now: () => new Date(),
    })
    const [failed] = (await owner.browser.channels.listChannels()).data.items
    expect(failed?.error).toMatch(/connect the mailbox again/)
    expect(failed?.synced).toBe(true)
  })

  it('refuses to connect without a channel key, and a host that does not answer', async () => {
    const keyless = await startHarness('embedded', { channelKey: null })
    try {
      const owner = await keyless.signedUpOwner('keyless')
      const refused = await expectApiError(owner.browser.channels.connectImap({ body: imap() }))
      expect(refused.status).toBe(503)
      expect(refused.message).toMatch(/ALLY_CHANNEL_KEY/)
    } finally {
      await keyless.close()
    }
    const owner = await h.signedUpOwner('no-host')
    const refused = await expectApiError(
      owner.browser.channels.connectImap({ body: { ...imap(), port: 1 } }),
    )
    expect(refused.status).toBe(400)
    expect(refused.errors?.[0]?.path).toBe('body.host')
    expect((await owner.browser.channels.listChannels()).data.items).toEqual([])
  })

  it('limits attempts a minute, so the log-in check cannot be used to probe hosts', async () => {
    const limited = await startHarness('embedded', { channelKey, rateLimits: true })
    try {
      const owner = await limited.signedUpOwner('prober')
      const statuses: number[] = []
      for (let attempt = 0; attempt < 21; attempt++) {
        const refused = await expectApiError(
          owner.browser.channels.connectImap({ body: { ...imap(), port: 1 } }),
        )
        statuses.push(refused.status)
      }
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
      expect(statuses[20]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
