import { listDevMail, setDevClock } from '@ally/sdk/dev'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import type { DevOutbox } from '../services/mail'
import type { MailOutbox } from '../services/mail-outbox'
import type { DevClock } from './dev-clock'
import { toDevMail } from './mappers'

// Development tools, never mounted in production: the dev outbox's reader and the dev clock.

/** The dev outbox's reader; mounted only outside production and without SMTP. */
export function devMailRoutes(outbox: DevOutbox, mail: MailOutbox) {
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
