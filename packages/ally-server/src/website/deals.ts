import type { DealChanges, DealInput } from '@ally/sdk/website'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { deals } from '../db/schema'
import { fieldError, notFound } from '../http/errors'
import { type DealRow, dealById } from './queries'

// The operator's deal editing (docs/website.md#deals). The contract checks each field's type and
// length; what it cannot see is refused here, naming the field, before anything is written: a
// title of spaces, a price no money column holds, an expiry no database stores.

export const DEAL_NOT_FOUND = 'This deal does not exist.'

/** An expiry outside these years is a typo (and past 9999 no database stores it). */
const EARLIEST_EXPIRY = Date.UTC(2000, 0, 1)
const LATEST_EXPIRY = Date.UTC(10000, 0, 1)

type DealValues = Partial<Omit<typeof deals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>

/** The columns for the fields given, checked; fields left out stay out. */
function dealValues(input: DealChanges): DealValues {
  const values: DealValues = {}
  for (const field of ['title', 'vendorName'] as const) {
    const value = input[field]
    if (value === undefined) continue
    if (!value.trim()) throw fieldError(`body.${field}`, 'must not be blank')
    values[field] = value.trim()
  }
  if (input.description !== undefined) values.description = input.description.trim()
  // The contract keeps prices within what a money column holds (MAX_AMOUNT).
  if (input.price !== undefined) values.price = input.price
  if (input.originalPrice !== undefined) values.originalPrice = input.originalPrice
  if (input.currency !== undefined) values.currency = input.currency
  if (input.imageUrl !== undefined) values.imageUrl = input.imageUrl
  if (input.url !== undefined) values.url = input.url
  if (input.expiresAt !== undefined) {
    const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt)
    const ms = expiresAt?.getTime()
    if (ms !== undefined && !(ms >= EARLIEST_EXPIRY && ms < LATEST_EXPIRY))
      throw fieldError('body.expiresAt', 'must be a time between the years 2000 and 9999')
    values.expiresAt = expiresAt
  }
  return values
}

export async function createDeal(db: Db, input: DealInput, now: Date): Promise<DealRow> {
  const values = dealValues(input)
  const [row] = await db
    .insert(deals)
    .values({
      title: input.title,
      vendorName: input.vendorName,
      price: input.price,
      currency: input.currency,
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw new Error('The deal was not stored')
  return row
}

/** Changes the fields given; a 404 for an unknown deal. */
export async function updateDeal(
  db: Db,
  id: string,
  changes: DealChanges,
  now: Date,
): Promise<DealRow> {
  const values = dealValues(changes)
  return db.transaction(async (tx) => {
    const row = await dealById(tx, id, { lock: true })
    if (!row) throw notFound(DEAL_NOT_FOUND)
    if (!Object.keys(values).length) return row
    const [updated] = await tx
      .update(deals)
      .set({ ...values, updatedAt: now })
      .where(eq(deals.id, row.id))
      .returning()
    return updated ?? row
  })
}
