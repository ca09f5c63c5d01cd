import { EXPORT_STATUSES } from '@ally/sdk'
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { businesses, users } from './accounts'
import { at, createdAt, id, ownedBy } from './columns'
import { files } from './files'

/**
 * An archive of a business's data being built or built (exports/build-export.ts): its progress,
 * and the stored zip once ready.
 */
export const businessExports = pgTable(
  'business_exports',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('building'),
    progress: integer('progress').notNull().default(0),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('business_exports_business_idx').on(t.businessId, t.createdAt)],
)
