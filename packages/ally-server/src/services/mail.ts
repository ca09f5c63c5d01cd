import { desc, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { devMail, type StoredAttachment } from '../db/schema'
import { threadMessageId } from './mail-threads'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Where replies go instead of the sender (the author of a contact message). */
  replyTo?: string
  /** Stored files to send with it (a purchase order's PDF), read when the message goes out. */
  attachments?: StoredAttachment[]
  /** The thread it starts, which replies name (`rfq.<id>`: mail-threads.ts); none by default. */
  thread?: string
}

/** A file as it goes out with a message: what the store keeps of it, and its bytes. */
export type AttachedFile = StoredAttachment & { content: Buffer }

/** A message on its way to the transport, its files read. */
export type OutgoingMail = Omit<MailMessage, 'attachments'> & { attachments: AttachedFile[] }

export interface Mailer {
  /** Where mail goes, for the start-up banner. */
  readonly description: string
  send(message: OutgoingMail): Promise<void>
}

/** Real delivery over SMTP (`SMTP_URL=smtp://user:pass@host:port`). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  const { host, port } = new URL(url)
  return {
    description: `SMTP ${host}:${port || 25}`,
    async send({ attachments, thread, ...message }) {
      await transport.sendMail({
        from,
        ...message,
        messageId: thread ? threadMessageId(thread, from) : undefined,
        attachments: attachments.map((file) => ({
          filename: file.name,
          contentType: file.mimeType,
          content: file.content,
        })),
      })
    },
  }
}

/**
 * The development outbox (docs/architecture.md#server-runtime-defaults): mail is stored, printed
 * and readable at `GET /api/v1/dev/mail?to=…`, so sign-up works on a machine with no mail server.
 */
export function createDevOutbox(
  db: Db,
  print: (message: OutgoingMail) => void,
): Mailer & {
  list(to: string): Promise<(typeof devMail.$inferSelect)[]>
} {
  return {
    description: 'the dev outbox (GET /api/v1/dev/mail?to=ADDRESS)',
    async send(message) {
      // The outbox keeps what was attached, not the bytes: they stay in the file store.
      const attachments = message.attachments.map(({ content: _, ...file }) => file)
      await db.insert(devMail).values({ ...message, attachments })
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

/** The dev outbox: mail kept in the database for reading, instead of sent. */
export type DevOutbox = ReturnType<typeof createDevOutbox>
