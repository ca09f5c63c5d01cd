import { addTeamMember, resendTeamInvite, routeTo } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { AppContext, Caller } from '../context'
import type { Db } from '../db/client'
import { teamInvitations } from '../db/schema'
import { conflict, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { newLinkToken } from '../services/secrets'
import { toTeamMember } from './mappers'
import { type InvitationRow, lockedInvitation, lockedMember, userByEmail } from './queries'
import { INVITATION_LIFETIME_MS, teamInviteMail } from './team-mail'
import { checkOwnerRule, fullName, NOT_FOUND } from './team-rules'

// Inviting someone and sending the invitation again: each stores a new link (its hash only) and
// queues its mail in the same transaction; the mail goes after the commit.

// ~90 lines on purpose: the two handlers and the two helpers they share (a new link, its mail);
// each is its own short function.
export function teamInvitationRoutes(context: AppContext) {
  const { db, mail, now, appUrl } = context

  /** A new link: its token for the mail, and what the invitation row keeps of it. */
  function newInvitationLink(caller: Caller) {
    const { token, hash } = newLinkToken()
    return {
      token,
      fields: {
        tokenHash: hash,
        expiresAt: new Date(now().getTime() + INVITATION_LIFETIME_MS),
        invitedBy: caller.user.id,
        invitedByName: fullName(caller.user),
      },
    }
  }

  /** Queues the invitation's mail in `tx`, the transaction that stores its link. */
  function queueInvitationMail(tx: Db, caller: Caller, invitation: InvitationRow, token: string) {
    return mail.queue(
      tx,
      teamInviteMail(invitation.email, {
        firstName: invitation.firstName,
        businessName: caller.business.name ?? 'your business',
        inviterName: invitation.invitedByName,
        role: invitation.role,
        link: `${appUrl}${routeTo.joinTeam(token)}`,
      }),
    )
  }

  return [
    implement(addTeamMember, async ({ body, caller }) => {
      checkOwnerRule(caller, [body.role])
      const businessId = caller.business.id
      const existing = await userByEmail(db, body.email)
      if (existing) {
        throw conflict(
          existing.businessId === businessId
            ? `${body.email} is on your team already.`
            : `${body.email} already has an Ally account with another business.`,
        )
      }
      const invitation = await db.transaction(async (tx) => {
        const link = newInvitationLink(caller)
        const [created] = await tx
          .insert(teamInvitations)
          .values({
            businessId,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            role: body.role,
            ...link.fields,
          })
          .onConflictDoNothing()
          .returning()
        if (!created) {
          throw conflict(`${body.email} is invited already: send the invitation again instead.`)
        }
        await queueInvitationMail(tx, caller, created, link.token)
        return created
      })
      void mail.flush()
      return { message: 'Team member added', data: toTeamMember({ invitation }) }
    }),

    implement(resendTeamInvite, async ({ params, caller }) => {
      const invitation = await db.transaction(async (tx) => {
        const found = await lockedInvitation(tx, caller.business.id, params.id)
        if (!found) {
          const joined = await lockedMember(tx, caller.business.id, params.id)
          throw joined ? conflict(`${fullName(joined)} has joined already.`) : notFound(NOT_FOUND)
        }
        const link = newInvitationLink(caller)
        const [sent] = await tx
          .update(teamInvitations)
          .set(link.fields)
          .where(eq(teamInvitations.id, found.id))
          .returning()
        if (!sent) throw notFound(NOT_FOUND)
        await queueInvitationMail(tx, caller, sent, link.token)
        return sent
      })
      void mail.flush()
      return { message: 'Invitation sent', data: toTeamMember({ invitation }) }
    }),
  ]
}
