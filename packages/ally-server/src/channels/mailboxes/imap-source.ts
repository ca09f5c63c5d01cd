import { type FetchMessageObject, ImapFlow, type MessageAddressObject } from 'imapflow'
import {
  type MailAddress,
  type MailBatch,
  MailboxError,
  type MailboxSource,
  type MailSummary,
} from './mailbox'

// Any mailbox over IMAP (host, port, user, app password), through imapflow: the inbox and the
// folder marked as sent mail, read only (EXAMINE), newest first on the first read and by UID after.

export interface ImapSettings {
  host: string
  port: number
  /** TLS from the start (port 993); false for a server on this machine or behind STARTTLS. */
  secure: boolean
  user: string
  password: string
}

const FOLDERS = ['inbox', 'sent'] as const
type Folder = (typeof FOLDERS)[number]

const addressOf = (entry: MessageAddressObject | undefined): MailAddress | null =>
  entry?.address ? { address: entry.address.toLowerCase(), name: entry.name ?? '' } : null

const addresses = (entries: MessageAddressObject[] | undefined): MailAddress[] =>
  (entries ?? []).flatMap((entry) => addressOf(entry) ?? [])

function summaryOf(message: FetchMessageObject, folder: Folder): MailSummary {
  const envelope = message.envelope ?? {}
  const date = envelope.date ? new Date(envelope.date) : (message.internalDate ?? new Date(0))
  return {
    id: String(message.uid),
    folder,
    from: addressOf(envelope.from?.[0]),
    to: addresses(envelope.to),
    cc: addresses(envelope.cc),
    subject: envelope.subject ?? '',
    date: Number.isNaN(new Date(date).getTime()) ? new Date(0) : new Date(date),
    messageId: envelope.messageId ?? null,
    inReplyTo: envelope.inReplyTo ?? null,
  }
}

/**
 * A mailbox over IMAP.
 *
 * @example
 * const source = imapSource({ host: 'imap.example.com', port: 993, secure: true, user, password })
 * await source.open()
 * const { summaries, cursor } = await source.summaries(null, 500)
 */
export function imapSource(settings: ImapSettings): MailboxSource {
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  })
  // A dropped connection is reported by the call that needed it; unheard, it would end the process.
  client.on('error', () => {})
  const paths = new Map<Folder, string>()

  async function folderPaths(): Promise<Map<Folder, string>> {
    if (paths.size) return paths
    paths.set('inbox', 'INBOX')
    const sent = (await client.list()).find((entry) => entry.specialUse === '\\Sent')
    if (sent) paths.set('sent', sent.path)
    return paths
  }

  return {
    async open() {
      try {
        await client.connect()
      } catch (error) {
        if ((error as { authenticationFailed?: boolean }).authenticationFailed)
          throw new MailboxError('password', 'The mail server refused this user name and password.')
        throw new MailboxError(
          'host',
          `The mail server at ${settings.host}:${settings.port} could not be reached (${(error as Error).message}).`,
        )
      }
    },

    async summaries(cursor, limit): Promise<MailBatch> {
      const summaries: MailSummary[] = []
      const before = cursor?.kind === 'imap' ? cursor.folders : {}
      const next = { ...before }
      let total = 0
      for (const [folder, path] of await folderPaths()) {
        const lock = await client.getMailboxLock(path, { readOnly: true })
        try {
          const mailbox = client.mailbox
          if (!mailbox) continue
          total += mailbox.exists
          const uidValidity = String(mailbox.uidValidity)
          const prior = before[folder]
          const after = prior?.uidValidity === uidValidity ? prior.lastUid : null
          if (mailbox.exists === 0) {
            next[folder] = { uidValidity, lastUid: after ?? 0 }
            continue
          }
          // `n:*` always answers with the newest message, even when nothing is newer than n.
          const fetched =
            after === null
              ? await client.fetchAll(`${Math.max(1, mailbox.exists - limit + 1)}:*`, {
                  uid: true,
                  envelope: true,
                  internalDate: true,
                })
              : (
                  await client.fetchAll(
                    `${after + 1}:*`,
                    { uid: true, envelope: true, internalDate: true },
                    { uid: true },
                  )
                ).filter((message) => message.uid > after)
          const read = fetched.sort((a, b) => a.uid - b.uid).slice(0, limit)
          summaries.push(...read.map((message) => summaryOf(message, folder)))
          next[folder] = { uidValidity, lastUid: read.at(-1)?.uid ?? after ?? 0 }
        } finally {
          lock.release()
        }
      }
      return { summaries, total, cursor: { kind: 'imap', folders: next } }
    },

    async raw(summary, maxBytes) {
      const path = (await folderPaths()).get(summary.folder)
      if (!path) return null
      const lock = await client.getMailboxLock(path, { readOnly: true })
      try {
        const sized = await client.fetchOne(summary.id, { uid: true, size: true }, { uid: true })
        if (!sized || (sized.size ?? 0) > maxBytes) return null
        const whole = await client.fetchOne(summary.id, { uid: true, source: true }, { uid: true })
        return whole ? (whole.source ?? null) : null
      } finally {
        lock.release()
      }
    },

    async close() {
      if (client.usable) await client.logout().catch(() => client.close())
      else client.close()
    },
  }
}
