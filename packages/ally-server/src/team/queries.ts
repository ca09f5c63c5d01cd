import { ROLES, type Role, roleOf } from '@ally/sdk'
import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import type { PageRequest } from '../db/paging'
import { businesses, teamInvitations, users } from '../db/schema'

// The business's people: its users and its open invitations, one list (docs/product-rules.md,
// "Team and roles").

export type UserRow = typeof users.$inferSelect
export type InvitationRow = typeof teamInvitations.$inferSelect

/** One entry of the team list: a user, or an invitation not accepted yet. */
export type TeamRow = { user: UserRow } | { invitation: InvitationRow }

/** Roles in the order the list shows them: owners first. */
const roleRank = (role: typeof users.role | typeof teamInvitations.role) =>
  sql`array_position(${sql.raw(`array[${ROLES.map((r) => `'${r}'`).join(',')}]`)}, lower(${role}))`

/**
 * A page of the team: people first (by role, then name), then invitations (newest first), with
 * how many there are in all.
 */
export async function teamPage(
  db: Db,
  businessId: string,
  page: Pick<PageRequest, 'limit' | 'offset'>,
): Promise<{ rows: TeamRow[]; total: number }> {
  const [people, invited] = await Promise.all([
    db.select({ total: count() }).from(users).where(eq(users.businessId, businessId)),
    db
      .select({ total: count() })
      .from(teamInvitations)
      .where(eq(teamInvitations.businessId, businessId)),
  ])
  const peopleTotal = people[0]?.total ?? 0
  const total = peopleTotal + (invited[0]?.total ?? 0)
  const rows: TeamRow[] = []
  if (page.offset < peopleTotal) {
    const found = await db
      .select()
      .from(users)
      .where(eq(users.businessId, businessId))
      .orderBy(
        roleRank(users.role),
        sql`lower(${users.firstName})`,
        sql`lower(${users.lastName})`,
        users.id,
      )
      .limit(page.limit)
      .offset(page.offset)
    rows.push(...found.map((user) => ({ user })))
  }
  const left = page.limit - rows.length
  if (left > 0) {
    const found = await db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.businessId, businessId))
      .orderBy(sql`${teamInvitations.createdAt} desc`, teamInvitations.id)
      .limit(left)
      .offset(Math.max(0, page.offset - peopleTotal))
    rows.push(...found.map((invitation) => ({ invitation })))
  }
  return { rows, total }
}

/** The business's user `id`, locked for the change that follows. */
export async function lockedMember(tx: Db, businessId: string, id: string) {
  if (!isUuid(id)) return undefined
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.businessId, businessId)))
    .for('update')
  return user
}

/** The business's open invitation `id`, locked for the change that follows. */
export async function lockedInvitation(tx: Db, businessId: string, id: string) {
  if (!isUuid(id)) return undefined
  const [invitation] = await tx
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.businessId, businessId)))
    .for('update')
  return invitation
}

/**
 * How many owners the business has, counted under a lock on the business row, so two changes at
 * once cannot each take away one of the last two owners.
 */
export async function lockedOwnerCount(tx: Db, businessId: string): Promise<number> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update')
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.businessId, businessId), sql`lower(${users.role}) = 'owner'`))
  return row?.total ?? 0
}

/** Whoever has an account with this address, in any business (one address, one account). */
export async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, businessId: users.businessId })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  return user
}

/** The invitation a link's token hash names, with its business's name; expired ones too. */
export async function invitationByTokenHash(db: Db, tokenHash: string) {
  const [found] = await db
    .select({ invitation: teamInvitations, businessName: businesses.name })
    .from(teamInvitations)
    .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
    .where(eq(teamInvitations.tokenHash, tokenHash))
  return found
}

/** A stored role as one of ROLES; the column predates the table and may hold `Owner`. */
export const roleOfRow = (role: string): Role => roleOf(role) ?? 'viewer'
