import type { MailMessage } from './mail'

/** Text as HTML: what a person typed (a contact message, a note) can never become markup. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface MailLink {
  label: string
  href: string
}

/**
 * The HTML frame of every Ally e-mail: a title, paragraphs (their line breaks kept) and at most
 * one button; `footer` is a small link under it (a newsletter's unsubscribe link).
 */
export function layout(
  title: string,
  paragraphs: string[],
  action?: MailLink,
  footer?: MailLink,
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : ''
  const small = footer
    ? ` · <a href="${escapeHtml(footer.href)}" style="color:#6b7280">${escapeHtml(footer.label)}</a>`
    : ''
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#6b7280;font-size:12px">Ally${small}</p></body></html>`
}

export function verificationCodeMail(to: string, name: string, code: string): MailMessage {
  const intro = `Hi ${name}, here is your Ally verification code: ${code}`
  const note = 'It expires in 10 minutes. If you did not sign up for Ally, ignore this e-mail.'
  return {
    to,
    subject: `Your Ally code: ${code}`,
    text: `${intro}\n\n${note}\n`,
    html: layout('Verify your e-mail', [intro, note]),
  }
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const intro = `Hi ${name}, we received a request to reset your Ally password.`
  const note =
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.'
  return {
    to,
    subject: 'Reset your Ally password',
    text: `${intro}\n\nReset it here: ${link}\n\n${note}\n`,
    html: layout('Reset your password', [intro, note], { label: 'Reset password', href: link }),
  }
}

export function vendorInviteMail(
  to: string,
  vendorName: string,
  businessName: string,
  link: string,
  note?: string,
): MailMessage {
  const intro = `${businessName} invites ${vendorName} to quote and receive orders through Ally.`
  const personal = note?.trim() ? [`${businessName} writes: “${note.trim()}”`] : []
  const outro = 'Registering is free. The link works for 30 days.'
  return {
    to,
    subject: `${businessName} invites you to Ally`,
    text: `${intro}\n\n${personal.map((p) => `${p}\n\n`).join('')}Register here: ${link}\n\n${outro}\n`,
    html: layout(`Join ${businessName} on Ally`, [intro, ...personal, outro], {
      label: 'Register',
      href: link,
    }),
  }
}

/** To the buyer: someone registered through a vendor's invitation with another address. */
export function registrationToConfirmMail(
  to: string,
  news: {
    vendorName: string
    invitedEmail: string
    account: { email: string; companyName: string; contactName: string }
    link: string
  },
): MailMessage {
  const { account } = news
  const intro = `${account.contactName} of ${account.companyName} registered on Ally through your invitation to ${news.vendorName}, with ${account.email} rather than ${news.invitedEmail}.`
  const ask =
    'Anyone holding the invitation link could have, so they see none of your requests or orders until you confirm them on the vendor’s page. Decline if you do not know them.'
  return {
    to,
    subject: `Confirm ${account.companyName}’s registration as ${news.vendorName}`,
    text: `${intro}\n\n${ask}\n\nConfirm or decline: ${news.link}\n`,
    html: layout(`Confirm ${news.vendorName}’s registration`, [intro, ask], {
      label: 'Open the vendor',
      href: news.link,
    }),
  }
}

export function vendorCodeMail(to: string, name: string, code: string): MailMessage {
  const intro = `Hi ${name}, here is the code to verify your Ally vendor account: ${code}`
  const note = 'It expires in 10 minutes. If you did not register on Ally, ignore this e-mail.'
  return {
    to,
    subject: `Your Ally vendor code: ${code}`,
    text: `${intro}\n\n${note}\n`,
    html: layout('Verify your e-mail', [intro, note]),
  }
}
