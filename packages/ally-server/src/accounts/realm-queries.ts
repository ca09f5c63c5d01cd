import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { ACCOUNT_TABLES, type AccountRow, raiseTokenVersion } from '../db/account-tables'
import type { Db } from '../db/client'
import type { PendingCode } from '../services/codes'
import type { PasswordResetStore } from '../services/password-reset'
import type { AccountRealm } from './realm'

// Accounts of either realm in the database: finding one by address, its sign-up code, verifying
// it, changing its address and its password resets. The realm names the tables; nothing here
// knows about HTTP.

/** A realm of any subject and view: only its account rows matter here. */
type AnyRealm<Row extends AccountRow = AccountRow> = AccountRealm<unknown, Row, unknown>

/** The account with this address, in any case. */
export function findByEmail<Subject>(
  realm: AccountRealm<Subject, AccountRow, unknown>,
  db: Pick<Db, 'select'>,
  email: string,
): Promise<Subject | undefined> {
  const { accounts } = ACCOUNT_TABLES[realm.name]
  return realm.find(db, sql`lower(${accounts.email}) = lower(${email})`)
}

/** Whether another account of the realm than `exceptId` has this address. */
export async function emailTaken(
  realm: AnyRealm,
  db: Db,
  email: string,
  exceptId?: string,
): Promise<boolean> {
  const found = await findByEmail(realm, db, email)
  return !!found && realm.account(found).id !== exceptId
}

/** Replaces the account's pending sign-up code with a new one (only its hash is kept). */
export async function saveCode(
  realm: AnyRealm,
  tx: Pick<Db, 'insert'>,
  accountId: string,
  values: { codeHash: string; expiresAt: Date },
): Promise<void> {
  const { codes } = ACCOUNT_TABLES[realm.name]
  const row = { ...values, failedAttempts: 0 }
  await tx
    .insert(codes)
    .values({ accountId, ...row })
    .onConflictDoUpdate({ target: codes.accountId, set: row })
}

export async function findCode(
  realm: AnyRealm,
  db: Db,
  accountId: string,
): Promise<PendingCode | undefined> {
  const { codes } = ACCOUNT_TABLES[realm.name]
  const [pending] = await db.select().from(codes).where(eq(codes.accountId, accountId))
  return pending
}

export async function recordCodeFailure(
  realm: AnyRealm,
  db: Db,
  accountId: string,
  failedAttempts: number,
): Promise<void> {
  const { codes } = ACCOUNT_TABLES[realm.name]
  await db.update(codes).set({ failedAttempts }).where(eq(codes.accountId, accountId))
}

/** Sets columns every account has and returns the row as it is now. */
async function updateAccount<Row extends AccountRow>(
  realm: AnyRealm<Row>,
  tx: Pick<Db, 'update'>,
  accountId: string,
  change: Partial<Pick<AccountRow, 'email' | 'active'>>,
): Promise<Row | undefined> {
  const { accounts } = ACCOUNT_TABLES[realm.name]
  const [row] = await tx.update(accounts).set(change).where(eq(accounts.id, accountId)).returning()
  // The realm's own table answered: its row is the realm's row type.
  return row as Row | undefined
}

/**
 * Marks the account verified and drops its code, together with what else the realm changes then
 * (every buyer whose invite a vendor account took sees the vendor active).
 */
export function activateAccount<Row extends AccountRow>(
  realm: AnyRealm<Row>,
  db: Db,
  accountId: string,
  now: Date,
): Promise<Row | undefined> {
  const { codes } = ACCOUNT_TABLES[realm.name]
  return db.transaction(async (tx) => {
    await tx.delete(codes).where(eq(codes.accountId, accountId))
    await realm.activate?.(tx, accountId, now)
    return updateAccount(realm, tx, accountId, { active: true })
  })
}

export function changeEmail<Row extends AccountRow>(
  realm: AnyRealm<Row>,
  tx: Pick<Db, 'update'>,
  accountId: string,
  email: string,
): Promise<Row | undefined> {
  return updateAccount(realm, tx, accountId, { email })
}

/** The realm's password resets, for services/password-reset.ts, which keeps their rules. */
export function resetStore(realm: AnyRealm, db: Db): PasswordResetStore {
  const { resets } = ACCOUNT_TABLES[realm.name]
  const live = (tokenHash: string, now: Date) =>
    and(eq(resets.tokenHash, tokenHash), isNull(resets.usedAt), gt(resets.expiresAt, now))
  return {
    async findByEmail(email) {
      const found = await findByEmail(realm, db, email)
      if (found === undefined) return undefined
      const account = realm.account(found)
      return { id: account.id, email: account.email, name: realm.greeting(account) }
    },
    async save(reset, tx) {
      await tx.insert(resets).values(reset)
    },
    async findOwner(tokenHash, now) {
      const { accounts } = ACCOUNT_TABLES[realm.name]
      const owner = db.select({ id: resets.accountId }).from(resets).where(live(tokenHash, now))
      const found = await realm.find(db, inArray(accounts.id, owner))
      return found === undefined ? undefined : realm.passwordContext(found)
    },
    consume: (tokenHash, now, passwordHash) =>
      db.transaction(async (tx) => {
        const [reset] = await tx
          .update(resets)
          .set({ usedAt: now })
          .where(live(tokenHash, now))
          .returning()
        if (!reset) return false
        await tx
          .update(resets)
          .set({ usedAt: now })
          .where(and(eq(resets.accountId, reset.accountId), isNull(resets.usedAt)))
        await raiseTokenVersion(tx, realm.name, reset.accountId, { passwordHash })
        return true
      }),
  }
}
