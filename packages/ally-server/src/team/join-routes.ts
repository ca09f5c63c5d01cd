import { getTeamInvitation, joinTeam } from '@ally/sdk'
import { and, eq, gt } from 'drizzle-orm'
import { createAccountFlow } from '../accounts/account-flow'
import { buyerRealm } from '../accounts/realm'
import type { AppContext } from '../context'
import { businesses, teamInvitations, users } from '../db/schema'
import { badRequest, conflict } from '../http/errors'
import { implement } from '../http/implement'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { assertAcceptablePassword } from '../services/password-policy'
import { hashLinkToken, hashPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { toTeamInvitation } from './mappers'
import { invitationByTokenHash, userByEmail } from './queries'

// The invited person's side: the link's page reads the invitation, then joining sets a password,
// makes them a user of the business with the invitation's role and signs them in. The link is
// the only credential; it works once (the invitation is gone after) and until it expires.

const INVALID = 'This invitation link is not valid: it was used, revoked or sent again.'
const EXPIRED = 'This invitation has expired. Ask whoever invited you to send it again.'

/** A 400 naming the token, in words the join page shows as they are. */
const refused = (message: string, path: string) => badRequest(message, [{ path, message }])

export function teamJoinRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, now } = context
  const flow = createAccountFlow(context, buyerRealm)

  /** The live invitation of a link, or the 400 its page shows. */
  async function liveInvitation(token: string, path: string) {
    const found = await invitationByTokenHash(db, hashLinkToken(token))
    if (!found) throw refused(INVALID, path)
    if (found.invitation.expiresAt <= now()) throw refused(EXPIRED, path)
    return found
  }

  return [
    implement(
      getTeamInvitation,
      async ({ query }) => {
        const { invitation, businessName } = await liveInvitation(query.token, 'query.token')
        return {
          message: `Join ${businessName ?? 'the team'} on Ally`,
          data: toTeamInvitation(invitation, businessName),
        }
      },
      { rateLimit },
    ),

    implement(
      joinTeam,
      async ({ body, request }) => {
        const { invitation, businessName } = await liveInvitation(body.token, 'body.token')
        // A refused password leaves the link usable, so the person can try another.
        await assertAcceptablePassword(body.password, {
          email: invitation.email,
          names: [invitation.firstName, invitation.lastName],
          businessName,
        })
        const passwordHash = await hashPassword(body.password)
        const subject = await db.transaction(async (tx) => {
          // Taken under a lock and only while this link is still its link, so a link used twice
          // at once makes one user, and one resent or revoked meanwhile makes none. The row as
          // taken, not as read above, says who joins as what (its role may have changed).
          const [taken] = await tx
            .delete(teamInvitations)
            .where(
              and(
                eq(teamInvitations.id, invitation.id),
                eq(teamInvitations.tokenHash, invitation.tokenHash),
                gt(teamInvitations.expiresAt, now()),
              ),
            )
            .returning()
          if (!taken) throw refused(INVALID, 'body.token')
          if (await userByEmail(tx, taken.email))
            throw conflict('An account with this e-mail exists already. Log in instead.')
          const [user] = await tx
            .insert(users)
            .values({
              businessId: taken.businessId,
              email: taken.email,
              passwordHash,
              firstName: taken.firstName,
              lastName: taken.lastName,
              role: taken.role,
              // The link reached this address: it is verified.
              active: true,
              lastActiveAt: now(),
            })
            .onConflictDoNothing()
            .returning()
          if (!user) throw conflict('An account with this e-mail exists already. Log in instead.')
          const [business] = await tx
            .select()
            .from(businesses)
            .where(eq(businesses.id, taken.businessId))
          if (!business) throw refused(INVALID, 'body.token')
          return { user, business }
        })
        return {
          message: `Welcome to ${businessName ?? 'the team'}.`,
          data: await flow.signIn(request, subject, TOKEN_LIFETIME.session),
        }
      },
      { rateLimit },
    ),
  ]
}
