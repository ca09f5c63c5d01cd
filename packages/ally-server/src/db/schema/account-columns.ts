import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { at, createdAt, id } from './columns'

// What every kind of account keeps the same way, business users (accounts.ts) and vendor
// accounts (vendors.ts) alike: its log-in, its verified state, its sign-up code and its password
// resets. One shape for both, so one set of queries serves either realm (accounts/realm-queries.ts).
// The names are the SQL the migrations already made: nothing here changes a table.

/** The address an account logs in with, and its password's hash. */
export const credentialColumns = () => ({
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
})

/** Verified or not, and the token version, which a password reset raises to void older tokens. */
export const accountStateColumns = () => ({
  active: boolean('active').notNull().default(false),
  /** Raised on password reset so that every older token stops working. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
})

/** One account per address, in any case: `<table>_email_key` on lower(email). */
export const emailKey = (table: string, email: AnyPgColumn) =>
  uniqueIndex(`${table}_email_key`).on(sql`lower(${email})`)

/**
 * One live sign-up code per account; only its hash is kept. `accountColumn` is the SQL name of
 * the account's id (`user_id` for business users, which had it first).
 */
export const verificationCodeTable = (
  name: string,
  accountColumn: string,
  account: () => AnyPgColumn,
) =>
  pgTable(name, {
    accountId: uuid(accountColumn).primaryKey().references(account, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  })

/** An account's password-reset links: only the token's hash is kept, and each works once. */
export const passwordResetTable = (
  name: string,
  accountColumn: string,
  account: () => AnyPgColumn,
) =>
  pgTable(
    name,
    {
      id: id(),
      accountId: uuid(accountColumn).notNull().references(account, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull(),
      expiresAt: at('expires_at').notNull(),
      usedAt: at('used_at'),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_token_key`).on(t.tokenHash)],
  )
