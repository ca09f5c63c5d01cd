import { ROUTES } from '@ally/sdk'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

/** Tells the owner who asked that the archive is ready, with the way to it (a log-in away). */
export function exportReadyMail(to: string, name: string, appUrl: string): MailMessage {
  const link = `${appUrl}${ROUTES.settings}?tab=business`
  const intro = `Hi ${name}, the archive of your business's data and files is ready.`
  const note = 'Download it from Settings; the download asks you to be logged in.'
  return {
    to,
    subject: 'Your Ally export is ready',
    text: `${intro}\n\n${note}\n${link}\n`,
    html: layout('Your export is ready', [intro, note], { label: 'Open Settings', href: link }),
  }
}
