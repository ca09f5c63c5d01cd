import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { businessVersions } from './schema'

/**
 * The version of business `businessId`'s records: 0 until its first write, then raised at the
 * commit of every transaction that writes them (migration 0026). What a process keeps per business
 * (the home's summary, analytics' figures) holds while it is unchanged.
 */
export async function businessVersionOf(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ version: businessVersions.version })
    .from(businessVersions)
    .where(eq(businessVersions.businessId, businessId))
  return row?.version ?? 0
}
