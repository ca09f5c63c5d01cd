import { rfqOfThread, threadNamed } from '../../services/mail-threads'

// Which RFQ an e-mail answers, among the business's own: the thread its headers name (the RFQ
// e-mail's Message-ID, services/mail-threads.ts), else the `TA-` reference in its subject from
// the RFQ's vendor, else the one open RFQ of the vendor who wrote. Anything less sure is no match:
// the mail stays unread as an answer rather than be put beside the wrong RFQ.

export interface RfqToMatch {
  id: string
  taId: string
  /** The vendor's address the RFQ went to. */
  vendorEmail: string
  /** Still taking answers: only these are matched by their sender alone. */
  open: boolean
}

export interface ReplyEnvelope {
  from: string | null
  subject: string
  inReplyTo: string | null
  references: readonly string[]
}

export interface ReplyMatch {
  rfqId: string
  by: 'thread' | 'reference' | 'sender'
  /** False when a thread's reply came from another address than the RFQ's vendor (a colleague). */
  fromVendor: boolean
}

const same = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * @example
 * matchReply({ from: 'sales@obi.ng', subject: 'Re: RFQ TA-12: Bolts', inReplyTo: null, references: [] }, rfqs)
 * // { rfqId: '…', by: 'reference', fromVendor: true }
 */
export function matchReply(mail: ReplyEnvelope, rfqs: readonly RfqToMatch[]): ReplyMatch | null {
  const threaded = rfqOfThread(
    threadNamed([...mail.references, ...(mail.inReplyTo ? [mail.inReplyTo] : [])]),
  )
  const inThread = rfqs.find((rfq) => rfq.id === threaded)
  if (inThread)
    return { rfqId: inThread.id, by: 'thread', fromVendor: same(mail.from, inThread.vendorEmail) }

  const fromVendor = rfqs.filter((rfq) => same(mail.from, rfq.vendorEmail))
  const references = new Set(
    (mail.subject.match(/\bTA-\d+\b/gi) ?? []).map((taId) => taId.toUpperCase()),
  )
  const referenced = fromVendor.filter((rfq) => references.has(rfq.taId.toUpperCase()))
  if (referenced.length === 1 && referenced[0])
    return { rfqId: referenced[0].id, by: 'reference', fromVendor: true }
  if (references.size > 0) return null

  const open = fromVendor.filter((rfq) => rfq.open)
  return open.length === 1 && open[0] ? { rfqId: open[0].id, by: 'sender', fromVendor: true } : null
}
