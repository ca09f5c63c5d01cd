// A connected mailbox, whatever serves it (IMAP, Gmail): what the contact import and the reading
// of vendors' replies need from it. Each source reads only; nothing here sends, moves or marks.

/** Someone a message was from or to. */
export interface MailAddress {
  address: string
  name: string
}

/** A message's envelope: enough to know who wrote to whom, about what, in which thread. */
export interface MailSummary {
  /** The source's own id for the message (an IMAP UID within its folder, a Gmail id). */
  id: string
  folder: 'inbox' | 'sent'
  from: MailAddress | null
  to: MailAddress[]
  cc: MailAddress[]
  subject: string
  date: Date
  messageId: string | null
  inReplyTo: string | null
}

/**
 * Where the last read stopped; the next read starts after it. Over IMAP, per folder: a folder
 * whose UIDVALIDITY changed has renumbered its messages and is read again from the start. In
 * Gmail, the mailbox's history id: a history too old to list is read again from the start.
 */
export type MailboxCursor =
  | { kind: 'imap'; folders: Record<string, { uidValidity: string; lastUid: number }> }
  | { kind: 'gmail'; historyId: string }

export interface MailBatch {
  summaries: MailSummary[]
  /** Messages in the folders read, for "messages read of total". */
  total: number
  cursor: MailboxCursor
}

/** Why a mailbox could not be opened, in words for the buyer; `field` names what to correct. */
export class MailboxError extends Error {
  readonly field: 'password' | 'host' | 'account' | 'code'
  constructor(field: MailboxError['field'], message: string) {
    super(message)
    this.name = 'MailboxError'
    this.field = field
  }
}

export interface MailboxSource {
  /** Logs in, or throws a MailboxError saying why not. */
  open(): Promise<void>
  /**
   * The newest messages after `cursor` (all the folders' newest when null), at most `limit` per
   * folder, oldest first, with the cursor to read on from.
   */
  summaries(cursor: MailboxCursor | null, limit: number): Promise<MailBatch>
  /** One message whole, as RFC 822 bytes, at most `maxBytes` (null when larger or gone). */
  raw(summary: Pick<MailSummary, 'id' | 'folder'>, maxBytes: number): Promise<Buffer | null>
  close(): Promise<void>
}
