import {
  isOwnerOrAdmin,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '@ally/sdk'
import type { AppContext, Caller } from '../context'
import { paged, pageOf } from '../db/paging'
import { implement } from '../http/implement'
import { toNotification } from './mappers'
import { markAllRead, markRead, notificationPage, type Reader } from './queries'

// The buyer's notification centre: the list, and marking read (docs/product-rules.md,
// "Notifications"). Scoped to the caller's business; approvals only for owners and admins.

const readerOf = ({ user, business }: Caller): Reader => ({
  businessId: business.id,
  userId: user.id,
  approves: isOwnerOrAdmin(user.role),
})

export function notificationRoutes({ db, now }: AppContext) {
  /** How many of the caller's notifications are unread now. */
  const unread = async (reader: Reader, at: Date) =>
    (await notificationPage(db, reader, at, { limit: 1, offset: 0 })).unread

  return [
    implement(listNotifications, async ({ caller, query }) => {
      const page = pageOf(query)
      const found = await notificationPage(db, readerOf(caller), now(), page)
      return {
        message: 'Notifications',
        data: {
          ...paged(found.rows.map(toNotification), found.total, page),
          unread: found.unread,
        },
      }
    }),
    implement(markNotificationsRead, async ({ caller, body }) => {
      const reader = readerOf(caller)
      const at = now()
      await markRead(db, reader, body.keys, at)
      return { message: 'Marked read', data: { unread: await unread(reader, at) } }
    }),
    implement(markAllNotificationsRead, async ({ caller }) => {
      const reader = readerOf(caller)
      const at = now()
      await markAllRead(db, reader, at)
      return { message: 'All marked read', data: { unread: await unread(reader, at) } }
    }),
  ]
}
