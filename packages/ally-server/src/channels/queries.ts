import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { channels } from '../db/schema'

/** The mailboxes a business connected, oldest first. */
export function businessChannels(db: Db, businessId: string) {
  return db
    .select()
    .from(channels)
    .where(eq(channels.businessId, businessId))
    .orderBy(asc(channels.connectedAt))
}
