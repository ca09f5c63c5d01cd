import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core'
import { businesses } from './accounts'

/**
 * A number that grows with every committed change to a business's vendors, orders, rounds, RFQs,
 * POs and shipments, so what is derived from them (the dashboard home's summary) can be kept
 * until it changes (docs/performance.md, "The dashboard home"). Only the database writes it:
 * a deferred trigger on each of those tables (migration 0026) bumps it once per transaction at
 * commit, so no write path can forget it and no lock is held longer than the commit.
 */
export const businessVersions = pgTable('business_versions', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
