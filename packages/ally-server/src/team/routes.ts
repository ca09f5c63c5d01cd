import { changeTeamRole, listTeam, removeTeamMember } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { pageOf } from '../db/paging'
import { teamInvitations, users } from '../db/schema'
import { conflict, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'
import { deleteUser } from './delete-business'
import { toTeamMember } from './mappers'
import { lockedInvitation, lockedMember, lockedOwnerCount, roleOfRow, teamPage } from './queries'
import { checkOwnerRule, fullName, NEEDS_AN_OWNER, NOT_FOUND } from './team-rules'

// The team list, changing a role, removing someone or revoking an invitation (inviting is in
// invitation-routes.ts). The `team` permission is checked before these run; the owner rules here.

export function teamRoutes(context: AppContext) {
  const { db, now, signals } = context

  return [
    implement(listTeam, async ({ query, caller }) => {
      const page = pageOf(query)
      const found = await teamPage(db, caller.business.id, page)
      return listAnswer(found, page, ['team member', 'team members'], toTeamMember)
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
      if (changed.user)
        signals.emit({ type: 'member.changed', businessId, userId: changed.user.id })
      return { message: 'Updated successfully', data: toTeamMember(changed) }
    }),

    implement(removeTeamMember, async ({ params, caller }) => {
      const businessId = caller.business.id
      const removed = await db.transaction(async (tx) => {
        const invitation = await lockedInvitation(tx, businessId, params.id)
        if (invitation) {
          checkOwnerRule(caller, [invitation.role])
          await tx.delete(teamInvitations).where(eq(teamInvitations.id, invitation.id))
          return { text: `The invitation to ${invitation.email} was revoked.`, userId: null }
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
        await deleteUser(tx, member.id, now())
        return { text: `${fullName(member)} was removed from the team.`, userId: member.id }
      })
      if (removed.userId)
        signals.emit({ type: 'member.changed', businessId, userId: removed.userId })
      return { message: removed.text, data: null }
    }),
  ]
}
