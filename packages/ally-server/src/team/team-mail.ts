import type { Role } from '@ally/sdk'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

/** How long an invitation's link works: a week, as people are away. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

const ARTICLE: Record<Role, string> = { owner: 'an', admin: 'an', member: 'a', viewer: 'a' }

/** To the invited person: who invites them, as what, and the link that lets them join once. */
export function teamInviteMail(
  to: string,
  invite: {
    firstName: string
    businessName: string
    inviterName: string
    role: Role
    link: string
  },
): MailMessage {
  const { firstName, businessName, inviterName, role, link } = invite
  const intro = `Hi ${firstName}, ${inviterName} invites you to join ${businessName} on Ally as ${ARTICLE[role]} ${role}.`
  const note =
    'Set a password to join. The link works once and expires in 7 days; if you did not expect it, ignore this e-mail.'
  return {
    to,
    subject: `${inviterName} invites you to ${businessName} on Ally`,
    text: `${intro}\n\nJoin here: ${link}\n\n${note}\n`,
    html: layout(`Join ${businessName} on Ally`, [intro, note], {
      label: 'Join the team',
      href: link,
    }),
  }
}
