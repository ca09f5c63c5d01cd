import { desc, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { devMail } from '../db/schema'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  /** Where mail goes, for the start-up banner. */
  readonly description: string
  send(message: MailMessage): Promise<void>
}

/** Real delivery over SMTP (`SMTP_URL=smtp://user:pass@host:port`). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  const { host, port } = new URL(url)
  return {
    description: `SMTP ${host}:${port || 25}`,
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}

/**
 * The development outbox (docs/architecture.md#server-runtime-defaults): mail is stored, printed
 * and readable at `GET /api/v1/dev/mail?to=…`, so sign-up works on a machine with no mail server.
 */
export function createDevOutbox(
  db: Db,
  print: (message: MailMessage) => void,
): Mailer & {
  list(to: string): Promise<(typeof devMail.$inferSelect)[]>
} {
  return {
    description: 'the dev outbox (GET /api/v1/dev/mail?to=ADDRESS)',
    async send(message) {
      await db.insert(devMail).values(message)
      print(message)
    },
    list(to) {
      return db
        .select()
        .from(devMail)
        .where(sql`lower(${devMail.to}) = lower(${to})`)
        .orderBy(desc(devMail.sentAt))
        .limit(50)
    },
  }
}
