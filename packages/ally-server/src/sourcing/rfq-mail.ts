import type { StoredLine } from '../db/schema'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'
import { rfqThread } from '../services/mail-threads'

// The e-mail a vendor gets with each RFQ. Its link opens the RFQ without an account: the app's
// `/vendor/rfq?token=…` page, which reads it through `getRfqByLink` (GET /api/v1/vendor/rfq/link).

export interface RfqMailInput {
  to: string
  vendorName: string
  businessName: string
  taId: string
  title: string
  lines: StoredLine[]
  currency: string
  deliveryAddress: string | null
  deliveryDate: string | null
  deadline: Date
  message: string | null
  link: string
  /**
   * `new` (the default) for the first e-mail; the others go with a new link to an RFQ already
   * out (rfq-actions.ts), and say that earlier links no longer work.
   */
  kind?: RfqMailKind
  /** The RFQ the e-mail is about, so a reply to it leads back there; none in a preview. */
  rfqId?: string
}

export type RfqMailKind = 'new' | 'reminder' | 'changed' | 'resent'

type OrderParts = 'taId' | 'title' | 'lines' | 'currency' | 'deliveryAddress' | 'deliveryDate'

/** What an RFQ e-mail says of its order, taken from the stored order (sent or previewed). */
export const orderPartsOfRfqMail = (order: Pick<RfqMailInput, OrderParts>) => ({
  taId: order.taId,
  title: order.title,
  lines: order.lines,
  currency: order.currency,
  deliveryAddress: order.deliveryAddress,
  deliveryDate: order.deliveryDate,
})

/** The vendor's page for an RFQ link; the token is the link's only credential. */
export const rfqLinkUrl = (appUrl: string, token: string) =>
  `${appUrl}/vendor/rfq?token=${encodeURIComponent(token)}`

/** A line as the e-mail lists it; its files are behind the link, which alone grants access. */
function lineText(line: StoredLine, index: number) {
  const files = line.attachments?.length ?? 0
  const attached = files ? ` [${files === 1 ? '1 file' : `${files} files`} attached]` : ''
  return `${index + 1}. ${line.description}: ${line.quantity} ${line.unit}${line.specifications ? ` (${line.specifications})` : ''}${attached}`
}

/** Deadlines are shown in UTC, so every reader sees the same moment written the same way. */
const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** What each kind of RFQ e-mail puts before the subject, and its first sentence. */
function opening(input: RfqMailInput, kind: RfqMailKind): { prefix: string; intro: string } {
  const request = `${input.title} (${input.taId})`
  switch (kind) {
    case 'new':
      return {
        prefix: '',
        intro: `${input.businessName} asks ${input.vendorName} for a quote: ${request}.`,
      }
    case 'reminder':
      return {
        prefix: 'Reminder: ',
        intro: `A reminder: ${input.businessName} is still waiting for ${input.vendorName}'s quote: ${request}.`,
      }
    case 'changed':
      return {
        prefix: 'Changed: ',
        intro: `${input.businessName} changed its request for a quote: ${request}. Please quote the items as they are now.`,
      }
    case 'resent':
      return {
        prefix: '',
        intro: `${input.businessName} sent its request for a quote again: ${request}.`,
      }
  }
}

export function rfqMail(input: RfqMailInput): MailMessage {
  const kind = input.kind ?? 'new'
  const { prefix, intro } = opening(input, kind)
  const personal = input.message?.trim()
    ? [`${input.businessName} writes: “${input.message.trim()}”`]
    : []
  const delivery = [
    input.deliveryAddress ? `Deliver to: ${input.deliveryAddress}` : null,
    input.deliveryDate ? `Deliver by: ${input.deliveryDate}` : null,
  ].filter((line): line is string => line !== null)
  const terms = [
    `Prices in ${input.currency.toUpperCase()}.`,
    ...delivery,
    `Quote by ${when(input.deadline)}.`,
  ]
  const lines = input.lines.map(lineText)
  const outro = `No account is needed: the link opens this request. Keep it to yourself.${
    kind === 'new' ? '' : ' Links in earlier e-mails about it no longer work.'
  }`
  return {
    to: input.to,
    ...(input.rfqId ? { thread: rfqThread(input.rfqId) } : {}),
    subject: `${prefix}RFQ ${input.taId}: ${input.title} — ${input.businessName}`,
    text: [
      intro,
      ...personal,
      `Items:\n${lines.join('\n')}`,
      terms.join('\n'),
      `View and answer: ${input.link}`,
      outro,
    ]
      .join('\n\n')
      .concat('\n'),
    html: layout(
      `${input.taId}: ${input.title}`,
      [intro, ...personal, 'Items:', ...lines, ...terms, outro],
      { label: 'View the request', href: input.link },
    ),
  }
}

/** Which request a note that it ended is about, and the vendor it goes to. */
type EndedRfq = Pick<RfqMailInput, 'to' | 'vendorName' | 'businessName' | 'taId' | 'title'>

/** The vendor's word that a request it had was withdrawn by the buyer; its link then shows nothing. */
export function rfqWithdrawnMail(input: EndedRfq): MailMessage {
  return endedRfqMail(
    input,
    'withdrawn',
    `${input.businessName} withdrew its request for a quote for ${input.title} (${input.taId}).`,
    `No answer is needed, ${input.vendorName}; the link you were sent no longer opens it.`,
  )
}

/** The word to a vendor that had not answered that the buyer closed the round before its deadline. */
export function rfqClosedMail(input: EndedRfq): MailMessage {
  return endedRfqMail(
    input,
    'closed',
    `${input.businessName} closed its request for a quote for ${input.title} (${input.taId}) before the deadline, so it takes no more answers.`,
    `No answer is needed, ${input.vendorName}; thank you for your time.`,
  )
}

/** A request ended (`how`): `intro` says what the buyer did, `note` what it means for the vendor. */
function endedRfqMail(
  input: EndedRfq,
  how: 'withdrawn' | 'closed',
  intro: string,
  note: string,
): MailMessage {
  const word = how === 'withdrawn' ? 'Withdrawn' : 'Closed'
  return {
    to: input.to,
    subject: `${word}: RFQ ${input.taId} ${input.title} — ${input.businessName}`,
    text: `${intro}\n\n${note}\n`,
    html: layout(`A request was ${how}`, [intro, note]),
  }
}
