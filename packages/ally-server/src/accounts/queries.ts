import type { EmailKind } from '@ally/sdk'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { UserRow } from '../context'
import type { Db } from '../db/client'
import { businesses, users } from '../db/schema'

// The business side's accounts in the database: users and their businesses, and who at a
// business hears about a record. What every account has (codes, resets) is in realm-queries.ts.
// Route modules call these; nothing here knows about HTTP.

/** The user (with their business) whose row matches `where`, a condition on `users`. */
export async function findUser(db: Pick<Db, 'select'>, where: SQL) {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(where)
  return row
}

export interface NewOwner {
  businessName: string
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  phone?: string
}

/** A new business and its owner, in `tx`. */
export async function insertBusinessOwner(tx: Pick<Db, 'insert'>, owner: NewOwner) {
  const [business] = await tx.insert(businesses).values({ name: owner.businessName }).returning()
  if (!business) throw new Error('The business was not created')
  const [user] = await tx
    .insert(users)
    .values({
      businessId: business.id,
      email: owner.email,
      passwordHash: owner.passwordHash,
      firstName: owner.firstName,
      lastName: owner.lastName,
      phone: owner.phone ?? null,
      role: 'owner',
    })
    .returning()
  if (!user) throw new Error('The user was not created')
  return { user, business }
}

/** Saves a profile change: the business's fields (when given) and the user's own, together. */
export async function updateProfileRows(
  db: Db,
  current: { user: UserRow; business: typeof businesses.$inferSelect },
  change: {
    business?: Partial<
      Pick<
        typeof businesses.$inferInsert,
        | 'name'
        | 'country'
        | 'businessType'
        | 'businessDoc'
        | 'address'
        | 'avatar'
        | 'currency'
        | 'approvalThreshold'
      >
    >
    user?: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone'>>
  },
) {
  return db.transaction(async (tx) => {
    const [business] = change.business
      ? await tx
          .update(businesses)
          .set(change.business)
          .where(eq(businesses.id, current.business.id))
          .returning()
      : [current.business]
    const [user] = change.user
      ? await tx.update(users).set(change.user).where(eq(users.id, current.user.id)).returning()
      : [current.user]
    return { user, business }
  })
}

/** The e-mail addresses of a business's active owners and admins, who approve purchase orders. */
export async function businessApprovers(
  db: Db,
  businessId: string,
  kind: EmailKind,
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.businessId, businessId),
        eq(users.active, true),
        sql`lower(${users.role}) in ('owner', 'admin')`,
        wantsMail(kind),
      ),
    )
    .orderBy(users.createdAt)
  return rows.map((row) => row.email)
}

/**
 * Who at the buyer hears about a record (a round, a PO, a shipment): whoever created it, else the
 * business's owners; of them, those who have not turned `kind` off. A creator who turned it off
 * hears nothing by e-mail (the notifications still show it), rather than their owners instead.
 */
export async function buyerAddresses(
  tx: Db,
  businessId: string,
  createdBy: string | null,
  kind: EmailKind,
): Promise<string[]> {
  if (createdBy) {
    const [creator] = await tx
      .select({ email: users.email, wants: wantsMail(kind) })
      .from(users)
      .where(and(eq(users.id, createdBy), eq(users.businessId, businessId), eq(users.active, true)))
    if (creator) return creator.wants ? [creator.email] : []
  }
  const owners = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.businessId, businessId), sql`lower(${users.role}) = 'owner'`, wantsMail(kind)),
    )
  return owners.map((owner) => owner.email)
}

/** True where the user has not turned this kind of e-mail off (`users.email_preferences`). */
export const wantsMail = (kind: EmailKind) =>
  sql<boolean>`coalesce((${users.emailPreferences} ->> ${kind})::boolean, true)`
