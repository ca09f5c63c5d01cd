import type { Db } from '../db/client'
import { contactMessages } from '../db/schema'
import type { MailOutbox } from '../services/mail-outbox'
import { type ContactMessageInput, contactMail } from './website-mail'

// The website's contact form (docs/website.md#contact): a message is kept, and e-mailed in the
// same transaction to the operator's address (`ALLY_CONTACT_TO`) when one is configured.

export const CONTACT_SENT = 'Message sent. We will get back to you soon.'

/**
 * Whether a bot sent it: the form hides the `website` field from people, so only a bot fills it.
 * Such a message is answered like any other (the bot learns nothing) and kept nowhere.
 */
export const isHoneypotFilled = (website: string | undefined) => !!website?.trim()

export interface ContactOptions {
  db: Db
  mail: MailOutbox
  /** Where messages are mailed; null: stored only. */
  contactTo: string | null
  now: () => Date
}

export async function receiveContactMessage(
  { db, mail, contactTo, now }: ContactOptions,
  input: ContactMessageInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name.trim(),
      email: input.email,
      company: input.company?.trim() || null,
      subject: input.subject?.trim() || null,
      message: input.message,
      createdAt: now(),
    })
    if (contactTo) await mail.queue(tx, contactMail(contactTo, input))
  })
  void mail.flush()
}
