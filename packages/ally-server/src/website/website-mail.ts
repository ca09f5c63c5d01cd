import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

// The website's e-mails (docs/website.md): the newsletter's double opt-in, and a contact message
// on its way to the team running the site. What people typed goes into the HTML escaped by
// `layout`, and into subjects on one line.

/** A subject line from text someone typed: one line, and not a page long. */
const oneLine = (value: string, max = 150) => {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export interface NewsletterLinks {
  confirm: string
  unsubscribe: string
}

/** The double opt-in: nothing more is sent to the address unless the link is followed. */
export function newsletterConfirmMail(
  to: string,
  name: string | null,
  links: NewsletterLinks,
): MailMessage {
  const greeting = name?.trim() ? `Hi ${oneLine(name, 120)},` : 'Hello,'
  const ask = `Please confirm that you want the Ally newsletter at ${to}.`
  const note =
    'The link works for 7 days. If you did not sign up, ignore this e-mail: without your confirmation we send nothing more.'
  return {
    to,
    subject: 'Confirm your Ally newsletter subscription',
    text: `${greeting}\n\n${ask}\n\nConfirm here: ${links.confirm}\n\n${note}\n\nUnsubscribe: ${links.unsubscribe}\n`,
    html: layout(
      'Confirm your subscription',
      [greeting, ask, note],
      { label: 'Confirm subscription', href: links.confirm },
      { label: 'Unsubscribe', href: links.unsubscribe },
    ),
  }
}

export interface ContactMessageInput {
  name: string
  email: string
  company?: string
  subject?: string
  message: string
}

/** A contact message for the team: answering it writes to its author (reply-to). */
export function contactMail(to: string, input: ContactMessageInput): MailMessage {
  const name = oneLine(input.name, 120)
  const company = input.company?.trim() ? ` (${oneLine(input.company, 120)})` : ''
  const from = `${name} <${input.email}>${company} wrote through the website's contact form.`
  const subject = input.subject?.trim() ? oneLine(input.subject) : ''
  const reply = 'Reply to this e-mail to answer them.'
  return {
    to,
    replyTo: input.email,
    subject: oneLine(`Website message from ${name}${subject ? `: ${subject}` : ''}`),
    text: `${from}\n\n${subject ? `Subject: ${subject}\n\n` : ''}${input.message}\n\n${reply}\n`,
    html: layout('Website message', [
      from,
      ...(subject ? [`Subject: ${subject}`] : []),
      input.message,
      reply,
    ]),
  }
}
