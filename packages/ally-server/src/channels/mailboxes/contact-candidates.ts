import type { MailAddress, MailSummary } from './mailbox'

// Who the buyer corresponds with, as vendor candidates for the buyer to accept or reject: never
// vendors without the buyer's click. Each comes with its evidence (how many messages, the last
// subject and when, the company its domain suggests). The buyer, its colleagues, vendors it
// already has and machines (no-reply, bounces, newsletters) are left out.

export interface ContactCandidate {
  email: string
  name: string
  /** From the address's domain (`sales@lagos-steel.com.ng` → Lagos Steel); null for free mail. */
  company: string | null
  messages: number
  lastSubject: string
  lastAt: Date
}

export interface KnownPeople {
  /** The mailbox's own address and the business's members' addresses. */
  own: readonly string[]
  /** Addresses of the business's vendors, already on its list. */
  vendors: readonly string[]
}

/** Mail services anyone may have an address at: their domain says nothing of a company. */
const FREE_MAIL = new Set(
  'gmail.com googlemail.com yahoo.com yahoo.co.uk ymail.com hotmail.com outlook.com live.com msn.com icloud.com me.com aol.com proton.me protonmail.com gmx.com gmx.de mail.com yandex.com zoho.com qq.com 163.com 126.com rediffmail.com'.split(
    ' ',
  ),
)

const MACHINE =
  /^(?:no-?reply|do-?not-?reply|mailer-daemon|postmaster|bounces?|notifications?|newsletters?|news|alerts?|marketing|info-?noreply|automated|system)\b|[+-]bounces?\b/i

// Second-level labels under a country's domain (`.com.ng`, `.co.uk`): the company is the label before.
const SECOND_LEVEL = new Set(['com', 'co', 'org', 'net', 'gov', 'edu', 'ac', 'ltd', 'plc'])

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

/** `lagos-steel.com.ng` → `Lagos Steel`; null for free mail. */
export function companyFromDomain(domain: string): string | null {
  if (FREE_MAIL.has(domain)) return null
  const labels = domain.split('.')
  let index = labels.length - 2
  if (index > 0 && SECOND_LEVEL.has(labels[index] ?? '')) index -= 1
  const label = labels[Math.max(0, index)] ?? ''
  if (!label) return null
  return label
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ')
}

/** The people a message was exchanged with: its sender when received, its recipients when sent. */
const correspondentsOf = (summary: MailSummary): MailAddress[] =>
  summary.folder === 'sent' ? [...summary.to, ...summary.cc] : summary.from ? [summary.from] : []

/**
 * Vendor candidates from a mailbox's messages, the most written-with first.
 *
 * @example
 * contactCandidates(summaries, { own: ['buyer@obi.example'], vendors: [] })
 * // [{ email: 'sales@lagos-steel.com.ng', company: 'Lagos Steel', messages: 3, … }]
 */
export function contactCandidates(
  summaries: readonly MailSummary[],
  known: KnownPeople,
): ContactCandidate[] {
  const own = new Set(known.own.map((email) => email.toLowerCase()))
  const vendors = new Set(known.vendors.map((email) => email.toLowerCase()))
  // Colleagues: anyone at the business's own domains, unless that domain is free mail.
  const ownDomains = new Set([...own].map(domainOf).filter((domain) => !FREE_MAIL.has(domain)))
  const found = new Map<string, ContactCandidate>()
  for (const summary of summaries) {
    for (const person of correspondentsOf(summary)) {
      const email = person.address.toLowerCase()
      const local = email.slice(0, email.lastIndexOf('@'))
      if (!email.includes('@') || own.has(email) || vendors.has(email)) continue
      if (ownDomains.has(domainOf(email)) || MACHINE.test(local)) continue
      const seen = found.get(email)
      const newer = !seen || summary.date >= seen.lastAt
      found.set(email, {
        email,
        name: (newer && person.name) || seen?.name || person.name,
        company: companyFromDomain(domainOf(email)),
        messages: (seen?.messages ?? 0) + 1,
        lastSubject: newer ? summary.subject : (seen?.lastSubject ?? summary.subject),
        lastAt: newer ? summary.date : (seen?.lastAt ?? summary.date),
      })
    }
  }
  return [...found.values()].sort(
    (a, b) => b.messages - a.messages || b.lastAt.getTime() - a.lastAt.getTime(),
  )
}
