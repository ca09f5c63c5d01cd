import { listChannels } from '@ally/sdk'
import type { AppContext } from '../context'
import { paged } from '../db/paging'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { toChannel } from './mappers'
import { businessChannels } from './queries'

// The channels (mailboxes) a business connected.

export function channelRoutes({ db }: AppContext) {
  return [
    implement(listChannels, async ({ caller }) => {
      const rows = await businessChannels(db, caller.business.id)
      return {
        message: counted(rows.length, 'channel', 'channels'),
        // Every channel in one page: a business connects a handful at most.
        data: paged(rows.map(toChannel), rows.length, { page: 1, limit: Math.max(rows.length, 1) }),
      }
    }),
  ]
}
