import { randomBytes } from 'node:crypto'

// Threads the product starts by e-mail and recognises in the replies: a message that starts one
// carries the thread in its Message-ID, and a reply names that id in In-Reply-To or References
// (RFC 5322 §3.6.4). So a vendor's e-mailed answer leads back to its RFQ without a lookup table,
// and a forged reference naming another business's RFQ is caught where it is looked up (by business).

/** The thread an RFQ's e-mails start: `rfq.<rfq id>`. */
export const rfqThread = (rfqId: string) => `rfq.${rfqId}`

const THREAD = /^<?((?:rfq)\.[\w-]{1,64})\.[\da-f]{12}@[^>\s]+>?$/i

/**
 * A message's own id in a thread: the thread, a nonce (every message's id is its own) and the
 * sender's domain, as `<rfq.…​.9f8e…@ally.example>`.
 */
export function threadMessageId(thread: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'ally.localhost'
  return `<${thread}.${randomBytes(6).toString('hex')}@${domain}>`
}

/** The thread of ours a reply names in its In-Reply-To or References, if any (the latest). */
export function threadNamed(messageIds: readonly string[]): string | null {
  for (const id of [...messageIds].reverse()) {
    const thread = THREAD.exec(id.trim())?.[1]
    if (thread) return thread
  }
  return null
}

/** The RFQ a thread is about, or null for another kind of thread. */
export const rfqOfThread = (thread: string | null) =>
  thread?.startsWith('rfq.') ? thread.slice('rfq.'.length) : null
