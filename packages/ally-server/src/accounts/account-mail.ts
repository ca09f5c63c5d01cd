import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

// The e-mails that follow a change to a user's own log-in (accounts/security-routes.ts,
// accounts/email-change.ts). They always go, whatever the user's e-mail preferences: they are how
// someone learns that their account was changed by someone else.

const NOT_YOU = 'If this was not you, reset your password at once and tell your business owner.'

/** The code that confirms a new login address, sent to that address. */
export function emailChangeCodeMail(to: string, name: string, code: string): MailMessage {
  const intro = `Hi ${name}, here is the code that makes ${to} your Ally login: ${code}`
  const note = 'It expires in 10 minutes. If you did not ask for this, ignore this e-mail.'
  return {
    to,
    subject: `Your Ally code: ${code}`,
    text: `${intro}\n\n${note}\n`,
    html: layout('Confirm your new login e-mail', [intro, note]),
  }
}

/** Sent to the old address once the new one is confirmed. */
export function emailChangedMail(to: string, name: string, newEmail: string): MailMessage {
  const intro = `Hi ${name}, your Ally login e-mail is now ${newEmail}. This address no longer logs in.`
  return {
    to,
    subject: 'Your Ally login e-mail was changed',
    text: `${intro}\n\n${NOT_YOU}\n`,
    html: layout('Your login e-mail was changed', [intro, NOT_YOU]),
  }
}

/** Sent when the password is changed from settings. */
export function passwordChangedMail(to: string, name: string): MailMessage {
  const intro = `Hi ${name}, your Ally password was changed. Your other sessions were logged out.`
  return {
    to,
    subject: 'Your Ally password was changed',
    text: `${intro}\n\n${NOT_YOU}\n`,
    html: layout('Your password was changed', [intro, NOT_YOU]),
  }
}
