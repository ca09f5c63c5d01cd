import * as z from 'zod/mini'
import { arrayOf, count, listOf, nullable, PageQuery, Timestamp, text } from './common'
import { defineEndpoint } from './define'

// The buyer's notification centre (issue #28): what happened that the buyer should know, derived
// from the business's own records, with what each user has read (docs/product-rules.md,
// "Notifications"). The top bar's badge stays SPEC.md's fixed NOTIFICATION_BADGE_COUNT.

/** What a notification is about; `shipment_issue` is a receipt that rejected goods or found them short. */
export const NOTIFICATION_KINDS = [
  'quote_answered',
  'rfq_declined',
  'deadline_passed',
  'po_accepted',
  'po_declined',
  'po_awaiting_approval',
  'shipment_late',
  'shipment_delivered',
  'shipment_issue',
  'reply_drafted',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The key of one notification: opaque, stable for as long as it is listed. */
export const NotificationKey = text(100)

export const NotificationItem = z.object({
  key: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  detail: z.string(),
  /** The deal reference it belongs to, when it has one. */
  taId: nullable(z.string()),
  /** The app path of its page, e.g. `/dashboard/purchase-orders/…`. */
  link: z.string(),
  /** When it happened: newest first. */
  at: Timestamp,
  read: z.boolean(),
})
export type NotificationItem = z.infer<typeof NotificationItem>

export const NotificationList = z.extend(listOf(NotificationItem), {
  /** How many of the whole list (not only this page) the user has not read. */
  unread: count(),
})
export type NotificationList = z.infer<typeof NotificationList>

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/notification/list',
  summary:
    "The signed-in user's notifications, newest first: the last 30 days and what still waits",
  query: PageQuery,
  response: NotificationList,
})

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/notification/read',
  summary:
    "Mark the signed-in user's notifications read by `key`; keys not in their list are ignored",
  body: z.object({ keys: arrayOf(NotificationKey, 1, 100) }),
  response: z.object({ unread: count() }),
})

export const markAllNotificationsRead = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/notification/read-all',
  summary: "Mark all the signed-in user's notifications read",
  response: z.object({ unread: count() }),
})

export const notificationEndpoints = {
  listNotifications,
  markNotificationsRead,
  markAllNotificationsRead,
}
