import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { businesses, users } from './accounts'
import { at, ownedBy } from './columns'

// What each user has read of the notification centre (notifications/queries.ts). The
// notifications themselves are derived from the business's records; only reading is stored.

/** One notification a user opened or marked read, by its key; rows leave once it leaves the list. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    businessId: ownedBy('business_id', () => businesses.id),
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    readAt: at('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('notification_reads_business_idx').on(t.businessId),
  ],
)

/** "Mark all as read": every notification of the user dated up to `readBefore` counts as read. */
export const notificationReadMarks = pgTable(
  'notification_read_marks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: ownedBy('business_id', () => businesses.id),
    readBefore: at('read_before').notNull(),
  },
  (t) => [index('notification_read_marks_business_idx').on(t.businessId)],
)
