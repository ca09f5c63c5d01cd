import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { UserRow } from '../context'
import type { Db } from '../db/client'
import { businesses, passwordResets, users, verificationCodes } from '../db/schema'
import type { PasswordResetStore } from '../services/password-reset'

// The business side's accounts in the database: users, their businesses, sign-up codes and
// password resets. Route modules call these; nothing here knows about HTTP.

/** A user and their business, by e-mail address in any case. */
export async function findUserByEmail(db: Pick<Db, 'select'>, email: string) {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(sql`lower(${users.email}) = lower(${email})`)
  return row
}

/** Whether another user than `exceptUserId` has this address. */
export async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const row = await findUserByEmail(db, email)
  return !!row && row.user.id !== exceptUserId
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

/** Replaces the user's pending sign-up code with a new one (only its hash is kept). */
export async function saveVerificationCode(
  tx: Pick<Db, 'insert'>,
  userId: string,
  values: { codeHash: string; expiresAt: Date },
): Promise<void> {
  const row = { ...values, failedAttempts: 0 }
  await tx
    .insert(verificationCodes)
    .values({ accountId: userId, ...row })
    .onConflictDoUpdate({ target: verificationCodes.accountId, set: row })
}

export async function findVerificationCode(db: Db, userId: string) {
  const [pending] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.accountId, userId))
  return pending
}

export async function recordCodeFailure(db: Db, userId: string, failedAttempts: number) {
  await db
    .update(verificationCodes)
    .set({ failedAttempts })
    .where(eq(verificationCodes.accountId, userId))
}

/** Marks the user verified and drops their code, together. */
export async function activateUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.transaction(async (tx) => {
    await tx.delete(verificationCodes).where(eq(verificationCodes.accountId, userId))
    return tx.update(users).set({ active: true }).where(eq(users.id, userId)).returning()
  })
  return user
}

export async function changeUserEmail(
  tx: Pick<Db, 'update'>,
  userId: string,
  email: string,
): Promise<UserRow | undefined> {
  const [changed] = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning()
  return changed
}

/** Business users' password resets, in `password_resets`. */
export function buyerResetStore(db: Db): PasswordResetStore {
  return {
    async findByEmail(email) {
      const found = await findUserByEmail(db, email)
      return found && { id: found.user.id, email: found.user.email, name: found.user.firstName }
    },
    async save({ accountId, tokenHash, expiresAt }, tx) {
      await tx.insert(passwordResets).values({ accountId, tokenHash, expiresAt })
    },
    async findOwner(tokenHash, now) {
      const [owner] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: businesses.name,
        })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.accountId))
        .innerJoin(businesses, eq(businesses.id, users.businessId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
      return (
        owner && {
          email: owner.email,
          names: [owner.firstName, owner.lastName],
          businessName: owner.businessName,
        }
      )
    },
    consume: (tokenHash, now, passwordHash) =>
      db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning()
        if (!reset) return false
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)))
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, reset.accountId))
        return true
      }),
  }
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
export async function businessApprovers(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.businessId, businessId),
        eq(users.active, true),
        sql`lower(${users.role}) in ('owner', 'admin')`,
      ),
    )
    .orderBy(users.createdAt)
  return rows.map((row) => row.email)
}

/**
 * Who at the buyer hears about a record (a round, a PO, a shipment): whoever created it, else the
 * business's owners.
 */
export async function buyerAddresses(
  tx: Db,
  businessId: string,
  createdBy: string | null,
): Promise<string[]> {
  if (createdBy) {
    const [creator] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, createdBy), eq(users.businessId, businessId), eq(users.active, true)))
    if (creator) return [creator.email]
  }
  const owners = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.businessId, businessId), sql`lower(${users.role}) = 'owner'`))
  return owners.map((owner) => owner.email)
}
