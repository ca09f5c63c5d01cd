import type { Db } from '../db/client'
import type { FileStore } from '../files/file-store'
import { contactCandidates } from './mailboxes/contact-candidates'
import { type GoogleSettings, gmailSource } from './mailboxes/google'
import { imapSource } from './mailboxes/imap-source'
import { MailboxError, type MailboxSource } from './mailboxes/mailbox'
import {
  allChannelIds,
  type ChannelRow,
  decidedEmails,
  endSync,
  leaseChannel,
  memberEmails,
  saveSyncBatch,
} from './queries'
import { draftsFromBatch } from './reply-drafting'
import type { SecretBox } from './secret-box'

// Reading a mailbox (docs/architecture.md, "Channels: mailboxes"): the first sync reads the newest
// messages of the inbox and the sent folder and proposes their correspondents as vendor
// candidates, and makes vendors' replies to RFQs draft answers (reply-drafting.ts); later syncs
// read only what came after the stored cursor. Each batch, its drafts and the cursor are stored
// together, so a sync cut short goes on where it stopped.

/** Messages per folder the first import reads: the recent correspondence, not the archive. */
export const RECENT_PER_FOLDER = 500
/** Messages per folder one later batch reads. */
const BATCH_PER_FOLDER = 200
/** How long one sync may hold its channel before another process may take it over. */
const LEASE_MS = 10 * 60_000

export interface ChannelSyncDeps {
  db: Db
  /** Where the files of vendors' replies are kept (reply-drafting.ts). */
  files: FileStore
  /** Opens the channels' secrets; null when no channel key is configured. */
  box: SecretBox | null
  now: () => Date
  /** Google's client, for Gmail and Google Workspace channels. */
  google?: GoogleSettings
}

/** IMAP over TLS on 993, STARTTLS (when the server offers it) on any other port. */
export function imapSourceFor(
  channel: Pick<ChannelRow, 'type' | 'host' | 'port' | 'account'>,
  secret: string,
): MailboxSource {
  if (!channel.host || !channel.port)
    throw new MailboxError('host', 'This mailbox has no server to read it from; connect it again.')
  return imapSource({
    host: channel.host,
    port: channel.port,
    secure: channel.port === 993,
    user: channel.account,
    password: secret,
  })
}

/** The mailbox a channel reads, from its row and its opened secret. */
export function sourceFor(
  channel: Pick<ChannelRow, 'type' | 'host' | 'port' | 'account'>,
  secret: string,
  google: GoogleSettings | undefined,
): MailboxSource {
  if (channel.type === 'imap') return imapSourceFor(channel, secret)
  if (!google)
    throw new MailboxError(
      'account',
      'Google is no longer configured on this server (GOOGLE_CLIENT_ID).',
    )
  return gmailSource(google, secret)
}

export type SyncOutcome = 'synced' | 'failed' | 'busy'

/**
 * One sync of one channel: `busy` when another holds it (or it is gone), `failed` with the
 * reason stored on the channel for the buyer to read.
 */
export async function syncChannel(deps: ChannelSyncDeps, channelId: string): Promise<SyncOutcome> {
  const { db, now } = deps
  const channel = await leaseChannel(db, channelId, now(), new Date(now().getTime() + LEASE_MS))
  if (!channel) return 'busy'
  const secret = channel.secret && deps.box?.open(channel.secret)
  if (!secret) {
    await endSync(db, channel.id, {
      error: 'The saved password can no longer be read here: connect the mailbox again.',
    })
    return 'failed'
  }
  let source: MailboxSource | undefined
  try {
    source = sourceFor(channel, secret, deps.google)
    await source.open()
    const known = {
      own: [channel.account, ...(await memberEmails(db, channel.businessId))],
      vendors: await decidedEmails(db, channel.businessId),
    }
    let cursor = channel.cursor
    let read = cursor ? channel.messagesRead : 0
    for (;;) {
      const first = cursor === null
      const batch = await source.summaries(cursor, first ? RECENT_PER_FOLDER : BATCH_PER_FOLDER)
      read += batch.summaries.length
      cursor = batch.cursor
      const found = contactCandidates(batch.summaries, known)
      const replies = await draftsFromBatch(deps, source, channel, batch.summaries, known.own)
      try {
        await saveSyncBatch(
          db,
          channel,
          found,
          { cursor, read, total: batch.total },
          replies.drafts,
        )
      } catch (error) {
        await Promise.all(replies.fileIds.map((id) => deps.files.remove(id)))
        throw error
      }
      if (first || !batch.summaries.length) break
    }
    await endSync(db, channel.id, { at: now() })
    return 'synced'
  } catch (error) {
    const reason =
      error instanceof MailboxError
        ? error.message
        : `Reading the mailbox stopped: ${(error as Error).message}`
    await endSync(db, channel.id, { error: reason })
    return 'failed'
  } finally {
    await source?.close().catch(() => {})
  }
}

/** Syncs every channel in turn (those another process holds are skipped), for the periodic sync. */
export async function syncAllChannels(deps: ChannelSyncDeps): Promise<void> {
  for (const { id } of await allChannelIds(deps.db)) await syncChannel(deps, id)
}
