import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type NotificationItem,
  type NotificationList,
} from '@ally/sdk'
import type { MockApi } from './mockApi'

// The top bar's notification centre, for its stories and tests.

/** Three notifications, newest first: two unread, one read. */
export const NOTIFICATIONS: NotificationItem[] = [
  {
    key: 'declined-po:po-2',
    kind: 'po_declined',
    title: 'Kilo Pumps declined PO-0002',
    detail: 'Prices changed',
    taId: null,
    link: '/dashboard/purchase-orders/po-2',
    at: '2026-11-27T10:07:00.000Z',
    read: false,
  },
  {
    key: 'late:shp-1:2026-11-25',
    kind: 'shipment_late',
    title: 'Shipment late: DHL JD0199',
    detail: 'PO-0001 · Kilo Pumps · expected Nov 25, 2026',
    taId: null,
    link: '/dashboard/shipment/shp-1',
    at: '2026-11-26T00:00:00.000Z',
    read: false,
  },
  {
    key: 'answer:qr-1',
    kind: 'quote_answered',
    title: 'Delta Valves answered: Gate valves',
    detail: 'TA-0001 · $1,500.00',
    taId: 'TA-0001',
    link: '/dashboard/rfq/rfq-1',
    at: '2026-11-25T09:00:00.000Z',
    read: true,
  },
]

export const notificationList = (
  items: NotificationItem[],
  unread = items.filter((item) => !item.read).length,
): { message: string; data: NotificationList } => ({
  message: 'Notifications',
  data: {
    items,
    pagination: { page: 1, limit: 10, total: items.length, totalPages: items.length ? 1 : 0 },
    unread,
  },
})

/** Answers the list and both marks as the server would, keeping what was marked read. */
export function serveNotifications(api: MockApi, items = NOTIFICATIONS) {
  let current = items
  api.on(listNotifications, () => notificationList(current))
  api.on(markNotificationsRead, (call) => {
    const keys = (call.body as { keys: string[] }).keys
    current = current.map((item) => (keys.includes(item.key) ? { ...item, read: true } : item))
    return { message: 'Marked read', data: { unread: current.filter((i) => !i.read).length } }
  })
  api.on(markAllNotificationsRead, () => {
    current = current.map((item) => ({ ...item, read: true }))
    return { message: 'All marked read', data: { unread: 0 } }
  })
}
