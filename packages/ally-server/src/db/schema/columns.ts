import { sql } from 'drizzle-orm'
import { type AnyPgColumn, numeric, timestamp, uuid } from 'drizzle-orm/pg-core'

// Column shapes every table uses the same way.

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`)
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** Holds up to MAX_AMOUNT (`@ally/sdk`), which the contract keeps every amount within. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })
export const at = (name: string) => timestamp(name, { withTimezone: true })
/** A row its owner's deletion takes with it: the owner's id, never null. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' })
