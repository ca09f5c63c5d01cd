import {
  addTeamMember,
  changeTeamRole,
  listTeam,
  type Role,
  removeTeamMember,
  resendTeamInvite,
  routeTo,
} from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { AppContext, Caller } from '../context'
import type { Db } from '../db/client'
import { pageOf } from '../db/paging'
import { sessions, teamInvitations, users } from '../db/schema'
import { conflict, forbidden, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'
import { newLinkToken } from '../services/secrets'
import { toTeamMember } from './mappers'
import {
  type InvitationRow,
  lockedInvitation,
  lockedMember,
  lockedOwnerCount,
  roleOfRow,
  teamPage,
  userByEmail,
} from './queries'
import { INVITATION_LIFETIME_MS, teamInviteMail } from './team-mail'

// The team screen's calls (docs/product-rules.md, "Team and roles"): the list, inviting,
// resending, changing a role, removing someone or revoking an invitation. The `team` permission
// is checked before these run; the owner rules are checked here.

const NOT_FOUND = 'This team member does not exist.'
const NEEDS_AN_OWNER = 'A business needs an owner: make someone else owner first.'

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/** Only an owner gives or takes the owner's role. */
function checkOwnerRule(caller: Caller, roles: (Role | undefined)[]): void {
  if (roleOfRow(caller.user.role) !== 'owner' && roles.includes('owner')) {
    throw forbidden('Only an owner gives or changes the owner role.')
  }
}

export function teamRoutes(context: AppContext) {
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
    implement(listTeam, async ({ query, caller }) => {
      const page = pageOf(query)
      const found = await teamPage(db, caller.business.id, page)
      return listAnswer(found, page, ['team member', 'team members'], toTeamMember)
    }),

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

    implement(changeTeamRole, async ({ params, body, caller }) => {
      const businessId = caller.business.id
      const changed = await db.transaction(async (tx) => {
        const invitation = await lockedInvitation(tx, businessId, params.id)
        if (invitation) {
          checkOwnerRule(caller, [invitation.role, body.role])
          const [updated] = await tx
            .update(teamInvitations)
            .set({ role: body.role })
            .where(eq(teamInvitations.id, invitation.id))
            .returning()
          return updated && { invitation: updated }
        }
        const member = await lockedMember(tx, businessId, params.id)
        if (!member) throw notFound(NOT_FOUND)
        if (member.id === caller.user.id) {
          throw conflict('You cannot change your own role: ask another owner or admin.')
        }
        const current = roleOfRow(member.role)
        checkOwnerRule(caller, [current, body.role])
        if (
          current === 'owner' &&
          body.role !== 'owner' &&
          (await lockedOwnerCount(tx, businessId)) <= 1
        ) {
          throw conflict(NEEDS_AN_OWNER)
        }
        const [updated] = await tx
          .update(users)
          .set({ role: body.role })
          .where(eq(users.id, member.id))
          .returning()
        return updated && { user: updated }
      })
      if (!changed) throw notFound(NOT_FOUND)
      return { message: 'Updated successfully', data: toTeamMember(changed) }
    }),

    implement(removeTeamMember, async ({ params, caller }) => {
      const businessId = caller.business.id
      const message = await db.transaction(async (tx) => {
        const invitation = await lockedInvitation(tx, businessId, params.id)
        if (invitation) {
          checkOwnerRule(caller, [invitation.role])
          await tx.delete(teamInvitations).where(eq(teamInvitations.id, invitation.id))
          return `The invitation to ${invitation.email} was revoked.`
        }
        const member = await lockedMember(tx, businessId, params.id)
        if (!member) throw notFound(NOT_FOUND)
        if (member.id === caller.user.id) {
          throw conflict('You cannot remove yourself from the team.')
        }
        const role = roleOfRow(member.role)
        checkOwnerRule(caller, [role])
        if (role === 'owner' && (await lockedOwnerCount(tx, businessId)) <= 1) {
          throw conflict(NEEDS_AN_OWNER)
        }
        // What they made stays: a column that refers to them becomes null (db/schema), and
        // histories keep the name they were written with.
        await tx.update(sessions).set({ endedAt: now() }).where(eq(sessions.subjectId, member.id))
        await tx.delete(users).where(eq(users.id, member.id))
        return `${fullName(member)} was removed from the team.`
      })
      return { message, data: null }
    }),
  ]
}
