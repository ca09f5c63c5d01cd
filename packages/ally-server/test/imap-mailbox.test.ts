import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imapSource } from '../src/channels/mailboxes/imap-source'
import { MailboxError } from '../src/channels/mailboxes/mailbox'
import { type Dovecot, dovecotInstalled, startDovecot } from './dovecot'

// Issue #33: any mailbox over IMAP, read through imapflow against a real Dovecot the test starts
// (scripts/ensure-tools.sh installs it where it may; CI must have it). Connect, a wrong password,
// the first read and the incremental ones after it.

const message = (n: number, from: string, subject: string) =>
  Buffer.from(
    [
      `From: ${from}`,
      'To: Buyer <buyer@obi.example>',
      `Subject: ${subject}`,
      `Date: Mon, ${String(n).padStart(2, '0')} Nov 2026 09:00:00 +0000`,
      `Message-ID: <m${n}@vendor.example>`,
      '',
      `Message ${n}.`,
      '',
    ].join('\r\n'),
  )

const missing = !dovecotInstalled()
if (missing && process.env.CI) throw new Error('CI needs Dovecot: apt-get install dovecot-imapd')

describe.skipIf(missing)('an IMAP mailbox', () => {
  let dovecot: Dovecot
  const settings = () => ({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    user: dovecot.user,
    password: dovecot.password,
  })

  beforeAll(async () => {
    dovecot = await startDovecot()
    for (let n = 1; n <= 5; n++)
      await dovecot.deliver(message(n, `Vendor ${n} <sales${n}@vendor${n}.example>`, `Quote ${n}`))
    await dovecot.deliver(message(6, 'Buyer <buyer@obi.example>', 'RFQ TA-1'), 'Sent')
  })
  afterAll(async () => {
    await dovecot?.stop()
  })

  it('refuses a wrong password, naming it', async () => {
    const source = imapSource({ ...settings(), password: 'wrong' })
    const refusal = await source.open().catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(MailboxError)
    expect(refusal).toMatchObject({ field: 'password' })
    await source.close()
  })

  it('says so when nothing answers at the address', async () => {
    const source = imapSource({ ...settings(), port: 1 })
    await expect(source.open()).rejects.toMatchObject({ field: 'host' })
    await source.close()
  })

  it('reads the newest messages of the inbox and the sent folder, then only what came after', async () => {
    const source = imapSource(settings())
    await source.open()
    try {
      const first = await source.summaries(null, 3)
      expect(first.total).toBe(6)
      expect(first.summaries.map((summary) => `${summary.folder} ${summary.subject}`)).toEqual([
        'inbox Quote 3',
        'inbox Quote 4',
        'inbox Quote 5',
        'sent RFQ TA-1',
      ])
      expect(first.summaries[0]).toMatchObject({
        from: { address: 'sales3@vendor3.example', name: 'Vendor 3' },
        to: [{ address: 'buyer@obi.example', name: 'Buyer' }],
        messageId: '<m3@vendor.example>',
      })

      const nothingNew = await source.summaries(first.cursor, 3)
      expect(nothingNew.summaries).toEqual([])

      await dovecot.deliver(message(7, 'Vendor 7 <sales7@vendor7.example>', 'Quote 7'))
      const after = await source.summaries(nothingNew.cursor, 3)
      expect(after.summaries.map((summary) => summary.subject)).toEqual(['Quote 7'])

      const raw = await source.raw(after.summaries[0] ?? { id: '', folder: 'inbox' }, 1_000_000)
      expect(raw?.toString()).toContain('Message 7.')
      expect(await source.raw(after.summaries[0] ?? { id: '', folder: 'inbox' }, 10)).toBeNull()
    } finally {
      await source.close()
    }
  })

  it('reads a folder again from the start when its UIDs were renumbered', async () => {
    const source = imapSource(settings())
    await source.open()
    try {
      const { cursor } = await source.summaries(null, 100)
      if (cursor.kind !== 'imap') throw new Error('an IMAP cursor')
      const renumbered = {
        kind: 'imap' as const,
        folders: { ...cursor.folders, inbox: { uidValidity: '1', lastUid: 9999 } },
      }
      const again = await source.summaries(renumbered, 100)
      expect(again.summaries.filter((summary) => summary.folder === 'inbox')).toHaveLength(6)
    } finally {
      await source.close()
    }
  })
})
