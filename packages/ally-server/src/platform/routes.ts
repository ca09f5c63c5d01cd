import { health, listChannels } from '@ally/sdk'
import { listDevMail, setDevClock } from '@ally/sdk/dev'
import type { AppContext } from '../context'
import type { Database } from '../db/client'
import { paged } from '../db/paging'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import type { createDevOutbox } from '../services/mail'
import type { MailOutbox } from '../services/mail-outbox'
import type { DevClock } from './dev-clock'
import { toChannel, toDevMail } from './mappers'
import { businessChannels } from './queries'

// What the product stands on rather than what it does: health, the dev outbox, and the channels
// (mailboxes) a business connected.

const startedAt = Date.now()

export function healthRoutes(database: Pick<Database, 'kind' | 'ping'>, version: string) {
  return [
    implement(health, async ({ reply }) => {
      const up = await database.ping().then(
        () => true,
        () => false,
      )
      if (!up) reply.code(503)
      return {
        message: up ? 'OK' : 'The database does not answer.',
        data: {
          status: up ? ('ok' as const) : ('degraded' as const),
          database: database.kind,
          uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
          version,
        },
      }
    }),
  ]
}

/** The dev outbox's reader; mounted only outside production and without SMTP. */
export function devMailRoutes(outbox: ReturnType<typeof createDevOutbox>, mail: MailOutbox) {
  return [
    implement(listDevMail, async ({ query }) => {
      // Mail goes out just after the write that queued it commits: a reader right behind that
      // write (a test, a developer's script) sees it once the delivery under way is done.
      await mail.idle()
      const rows = await outbox.list(query.to)
      return {
        message: counted(rows.length, 'message', 'messages'),
        data: { items: rows.map(toDevMail) },
      }
    }),
  ]
}

/** The dev clock's setter; mounted only with `ALLY_DEV_CLOCK=1` outside production. */
export function devClockRoutes(clock: DevClock) {
  return [
    implement(setDevClock, async ({ body }) => {
      clock.set(body.at === null ? null : new Date(body.at))
      const now = clock.now().toISOString()
      return {
        message: body.at === null ? 'Back to real time' : `The clock reads ${now}`,
        data: { now },
      }
    }),
  ]
}

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
