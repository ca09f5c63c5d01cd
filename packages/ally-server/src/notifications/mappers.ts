import { formatMoney, type NotificationItem, routeTo } from '@ally/sdk'
import type { NotificationRow } from './queries'

// A derived row as the contract's notification: its words and the page it links to. What each
// column holds for each kind is said in queries.ts.

/** Parts of a detail line, the empty ones left out. */
const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(' · ')

/** A calendar day as the screens write it (`Nov 20, 2026`), the same in every time zone. */
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

const money = (row: NotificationRow) =>
  row.amount === null ? null : formatMoney(row.amount, row.currency)

function words(row: NotificationRow): Pick<NotificationItem, 'title' | 'detail' | 'link'> {
  const vendor = row.vendor ?? 'The vendor'
  switch (row.kind) {
    case 'quote_answered':
      return {
        title:
          row.extra && row.extra !== '1'
            ? `${vendor} revised its answer: ${row.subject}`
            : `${vendor} answered: ${row.subject}`,
        detail: joined(row.taId, money(row)),
        link: routeTo.rfq(row.target),
      }
    case 'rfq_declined':
      return {
        title: `${vendor} declined to quote: ${row.subject}`,
        detail: joined(row.taId, row.extra),
        link: routeTo.rfq(row.target),
      }
    case 'deadline_passed': {
      const [answered = '0', asked = '0'] = (row.extra ?? '').split('/')
      return {
        title: `Deadline passed: ${row.subject}`,
        detail: joined(
          row.taId,
          `${answered} of ${asked} ${asked === '1' ? 'vendor' : 'vendors'} answered`,
        ),
        link: routeTo.quoteResponses(row.target),
      }
    }
    case 'po_accepted':
      return {
        title: `${vendor} accepted ${row.subject}`,
        detail: joined(row.taId, money(row)),
        link: routeTo.purchaseOrder(row.target),
      }
    case 'po_declined':
      return {
        title: `${vendor} declined ${row.subject}`,
        detail: joined(row.taId, row.extra ?? money(row)),
        link: routeTo.purchaseOrder(row.target),
      }
    case 'po_awaiting_approval':
      return {
        title: `${row.subject} waits for approval`,
        detail: joined(vendor, money(row), row.taId),
        link: routeTo.purchaseOrder(row.target),
      }
    case 'shipment_late':
      return {
        title: `Shipment late: ${row.subject}`,
        // Dated the day after the one it was expected.
        detail: joined(
          row.extra,
          vendor,
          `expected ${DAY.format(Date.parse(row.at) - 86_400_000)}`,
        ),
        link: routeTo.shipment(row.target),
      }
    case 'shipment_delivered':
      return {
        title: `Delivered: ${row.subject}`,
        detail: joined(row.extra, vendor),
        link: routeTo.shipment(row.target),
      }
    case 'shipment_issue':
      return {
        title: `Shipment with issues: ${row.subject}`,
        detail: joined(row.extra, vendor, row.taId),
        link: routeTo.shipment(row.target),
      }
    case 'reply_drafted':
      return {
        title: `${vendor} answered by e-mail: ${row.subject}`,
        detail: joined(row.taId, 'a draft answer to check and confirm'),
        link: routeTo.quote(row.target),
      }
  }
}

export function toNotification(row: NotificationRow): NotificationItem {
  return {
    key: row.key,
    kind: row.kind,
    ...words(row),
    taId: row.taId,
    // json writes `…+00:00`; the contract's timestamps end in `Z`.
    at: new Date(row.at).toISOString(),
    read: row.read,
  }
}
