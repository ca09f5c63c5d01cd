import { formatMoney, ROUTES } from '@ally/sdk'
import type { StoredAttachment } from '../db/schema'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

// What a purchase order's people hear: the vendor gets the PO with its PDF and a link that
// acknowledges it without an account; the buyer hears when the vendor accepts or declines.

/** The vendor's page for a PO link; the token is the link's only credential. */
export const purchaseOrderLinkUrl = (appUrl: string, token: string) =>
  `${appUrl}${ROUTES.vendorPurchaseOrderLink}?token=${encodeURIComponent(token)}`

export interface PurchaseOrderMailInput {
  to: string
  cc: readonly string[]
  businessName: string
  vendorName: string
  number: string
  total: number
  currency: string
  lineCount: number
  deliveryDate: string | null
  message: string | undefined
  link: string
  pdf: StoredAttachment
  /** A revision of a PO the vendor already has: its number and what changed. */
  revision?: { number: number; changed: readonly string[] }
}

/** The PO to the vendor, one message per address (the vendor's and each copy). */
export function purchaseOrderMail(input: PurchaseOrderMailInput): MailMessage[] {
  const lines = input.lineCount === 1 ? '1 line' : `${input.lineCount} lines`
  const amount = formatMoney(input.total, input.currency)
  const { revision } = input
  const intro = revision
    ? `${input.businessName} revised purchase order ${input.number} (revision ${revision.number}): ${revision.changed.join(', ')} changed. It now comes to ${amount} (${lines}), and replaces the one you had.`
    : `${input.businessName} sends ${input.vendorName} purchase order ${input.number} for ${amount} (${lines}).`
  const personal = input.message?.trim()
    ? [`${input.businessName} writes: “${input.message.trim()}”`]
    : []
  const facts = [
    `The purchase order is attached as ${input.pdf.name}.`,
    ...(input.deliveryDate ? [`Deliver by: ${input.deliveryDate}`] : []),
  ]
  const ask = revision
    ? 'Please accept or decline the revised purchase order from this link; the earlier link no longer works. No account is needed; keep the link to yourself.'
    : 'Please accept or decline it from the link. No account is needed; keep the link to yourself.'
  const message = (to: string): MailMessage => ({
    to,
    subject: revision
      ? `Revised purchase order ${input.number} (revision ${revision.number}) from ${input.businessName}`
      : `Purchase order ${input.number} from ${input.businessName}`,
    text: [intro, ...personal, facts.join('\n'), ask, `Accept or decline: ${input.link}`]
      .join('\n\n')
      .concat('\n'),
    html: layout(
      revision ? `Purchase order ${input.number}, revised` : `Purchase order ${input.number}`,
      [intro, ...personal, ...facts, ask],
      {
        label: 'Accept or decline',
        href: input.link,
      },
    ),
    attachments: [input.pdf],
  })
  return [input.to, ...input.cc].map(message)
}

/** The buyer hears that the vendor accepted or declined a PO. */
export function purchaseOrderAnswerMail(
  to: string,
  news: {
    vendorName: string
    number: string
    accepted: boolean
    note: string | null
    link: string
  },
): MailMessage {
  const verb = news.accepted ? 'accepted' : 'declined'
  const intro = `${news.vendorName} ${verb} purchase order ${news.number}.`
  const note = news.note ? [`Its note: “${news.note}”`] : []
  return {
    to,
    subject: `${news.accepted ? 'Accepted' : 'Declined'}: ${news.number} — ${news.vendorName}`,
    text: [intro, ...note, `The purchase order: ${news.link}`].join('\n\n').concat('\n'),
    html: layout(`Purchase order ${verb}`, [intro, ...note], {
      label: 'Open the purchase order',
      href: news.link,
    }),
  }
}

/** The vendor hears that a PO it was sent is cancelled: nothing more is to ship against it. */
export function purchaseOrderCancelledMail(
  to: string,
  news: { businessName: string; vendorName: string; number: string },
): MailMessage {
  const intro = `${news.businessName} cancelled purchase order ${news.number}. Please do not ship anything against it; earlier links to it show it as cancelled.`
  return {
    to,
    subject: `Cancelled: purchase order ${news.number} from ${news.businessName}`,
    text: `${intro}\n`,
    html: layout(`Purchase order ${news.number} cancelled`, [intro]),
  }
}

/** An owner or admin hears that a PO above the approval threshold waits for them. */
export function approvalRequestMail(
  to: string,
  news: {
    requestedBy: string
    vendorName: string
    number: string
    total: string
    threshold: string
    link: string
  },
): MailMessage {
  const intro = `${news.requestedBy} wants to send purchase order ${news.number} to ${news.vendorName} for ${news.total}. It is above your ${news.threshold} approval threshold, so it waits for an owner or admin to approve and send it.`
  return {
    to,
    subject: `Approve ${news.number}: ${news.total} to ${news.vendorName}`,
    text: [intro, `Review it: ${news.link}`].join('\n\n').concat('\n'),
    html: layout(`Purchase order ${news.number} waits for approval`, [intro], {
      label: 'Review the purchase order',
      href: news.link,
    }),
  }
}

/** The vendor hears that goods it shipped were rejected or short, and are to be shipped again. */
export function replacementRequestMail(
  to: string,
  news: {
    businessName: string
    number: string
    kind: 'rejected' | 'short'
    quantity: string
    description: string
    note: string | null
  },
): MailMessage {
  const what = news.kind === 'rejected' ? 'were rejected on arrival' : 'did not arrive'
  const intro = `${news.businessName} asks you to ship ${news.quantity} of “${news.description}” again for purchase order ${news.number}: they ${what}.`
  const note = news.note ? [`Their note: “${news.note}”`] : []
  const ask =
    'Ship the replacement from the purchase order’s link or your vendor portal, as any other shipment.'
  return {
    to,
    subject: `Replacement wanted: ${news.number} from ${news.businessName}`,
    text: [intro, ...note, ask].join('\n\n').concat('\n'),
    html: layout(`Replacement for ${news.number}`, [intro, ...note, ask]),
  }
}

/** The vendor hears that the buyer needs nothing more against a PO received in part. */
export function restCancelledMail(
  to: string,
  news: { businessName: string; number: string; note: string | null },
): MailMessage {
  const intro = `${news.businessName} closed purchase order ${news.number} with what has arrived: please do not ship anything more against it.`
  const note = news.note ? [`Their note: “${news.note}”`] : []
  return {
    to,
    subject: `Closed: purchase order ${news.number} from ${news.businessName}`,
    text: [intro, ...note].join('\n\n').concat('\n'),
    html: layout(`Purchase order ${news.number} closed`, [intro, ...note]),
  }
}
