import type { Database } from '../src/db/client'
import { businesses, users } from '../src/db/schema'

/** A business with an active owner, written straight to the database for a server bench. */
export async function insertBenchOwner(database: Database, label: string) {
  const [business] = await database.db.insert(businesses).values({ name: 'Bench Ltd' }).returning()
  if (!business) throw new Error('no business')
  const [user] = await database.db
    .insert(users)
    .values({
      businessId: business.id,
      email: `${label}-${Date.now()}@bench.test`,
      passwordHash: 'not-used',
      firstName: 'Bench',
      lastName: 'User',
      role: 'owner',
      active: true,
    })
    .returning()
  if (!user) throw new Error('no user')
  return { business, user }
}
