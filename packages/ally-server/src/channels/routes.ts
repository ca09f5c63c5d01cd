import { connectImap, disconnectChannel, listChannels } from '@ally/sdk'
import type { AppContext } from '../context'
import { paged } from '../db/paging'
import { fieldError, HttpError, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { publicHostProblem } from './host-check'
import { MailboxError } from './mailboxes/mailbox'
import { toChannel } from './mappers'
import { businessChannels, deleteChannel, upsertChannel } from './queries'
import type { ChannelSettings } from './settings'
import { imapSourceFor, syncChannel } from './sync'

// The channels (mailboxes) a business connected: listing, connecting over IMAP, disconnecting.
// A connected mailbox is imported in the background (sync.ts); the list shows its progress.

const NO_KEY =
  'Mailboxes cannot be connected until the server has a channel key (ALLY_CHANNEL_KEY).'

export function channelRoutes(context: AppContext, settings: ChannelSettings) {
  const { db } = context
  const sync = (channelId: string) =>
    context.background.run('channel sync', async () => {
      await syncChannel({ db, box: settings.box, now: context.now }, channelId)
    })

  return [
    implement(listChannels, async ({ caller }) => {
      const rows = await businessChannels(db, caller.business.id)
      return {
        message: counted(rows.length, 'channel', 'channels'),
        // Every channel in one page: a business connects a handful at most.
        data: paged(rows.map(toChannel), rows.length, { page: 1, limit: Math.max(rows.length, 1) }),
      }
    }),

    implement(connectImap, async ({ body, caller }) => {
      const { box } = settings
      if (!box) throw new HttpError(503, NO_KEY)
      const host = body.host.trim().toLowerCase()
      const problem = await publicHostProblem(host, settings.allowPrivateHosts)
      if (problem) throw fieldError('body.host', problem)
      const values = {
        businessId: caller.business.id,
        type: 'imap' as const,
        account: body.account.trim().toLowerCase(),
        host,
        port: body.port,
        secret: box.seal(body.password),
      }
      // The log-in is tried before anything is stored: a wrong password is the buyer's to correct.
      const source = imapSourceFor(values, body.password)
      try {
        await source.open()
      } catch (error) {
        if (error instanceof MailboxError)
          throw fieldError(error.field === 'host' ? 'body.host' : 'body.password', error.message)
        throw error
      } finally {
        await source.close().catch(() => {})
      }
      const row = await upsertChannel(db, values)
      sync(row.id)
      return { message: `Connected ${row.account}; importing its contacts`, data: toChannel(row) }
    }),

    implement(disconnectChannel, async ({ caller, params }) => {
      // An app password cannot be revoked from here (the buyer does it at the provider); deleting
      // the sealed copy is what leaves nothing to read the mailbox with.
      if (!(await deleteChannel(db, caller.business.id, params.id)))
        throw notFound('No such channel.')
      return { message: 'Channel disconnected', data: null }
    }),
  ]
}
