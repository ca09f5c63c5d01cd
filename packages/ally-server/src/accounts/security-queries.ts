import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailChanges, passwordResets, sessions, users } from '../db/schema'

// A business user's own log-in in the database: their sessions, their password, a login e-mail
// change waiting for its code. Every query is keyed by the user's id, which comes from the
// caller's session, never from the request.

/** The user's sessions that still work, the newest first. */
export function liveSessions(db: Pick<Db, 'select'>, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.subjectId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.createdAt))
}

/** Ends one live session of the user; false when they have no such session. */
export async function endUserSession(db: Db, userId: string, sessionId: string, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.subjectId, userId), isNull(sessions.endedAt)),
    )
    .returning({ id: sessions.id })
  return ended.length > 0
}

/** The new password, and every reset link still unused stops working with the old one. */
export async function savePassword(tx: Db, userId: string, passwordHash: string, now: Date) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, userId), isNull(passwordResets.usedAt)))
}

export type PendingEmailChange = typeof emailChanges.$inferSelect

export async function pendingEmailChange(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId))
  return row
}

/** Replaces any change waiting for the user with this one (its code's hash). */
export async function savePendingEmailChange(
  tx: Pick<Db, 'insert'>,
  change: Omit<PendingEmailChange, 'createdAt' | 'failedAttempts'>,
) {
  await tx
    .insert(emailChanges)
    .values(change)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        newEmail: change.newEmail,
        codeHash: change.codeHash,
        expiresAt: change.expiresAt,
        failedAttempts: 0,
      },
    })
}

export async function recordEmailChangeFailure(db: Db, userId: string, failedAttempts: number) {
  await db.update(emailChanges).set({ failedAttempts }).where(eq(emailChanges.userId, userId))
}

/** The user's login e-mail becomes the confirmed one; the change is done with. */
export async function applyEmailChange(tx: Db, userId: string, email: string) {
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId))
  const [user] = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning()
  return user
}
