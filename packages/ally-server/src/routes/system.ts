import { health, listDevMail } from '@ally/sdk'
import type { Database } from '../db/client'
import { implement } from '../http/implement'
import type { createDevOutbox } from '../services/mail'
import type { MailOutbox } from '../services/mail-outbox'

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
        message: `${rows.length} message${rows.length === 1 ? '' : 's'}`,
        data: {
          items: rows.map((row) => ({
            id: row.id,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            sentAt: row.sentAt.toISOString(),
          })),
        },
      }
    }),
  ]
}
