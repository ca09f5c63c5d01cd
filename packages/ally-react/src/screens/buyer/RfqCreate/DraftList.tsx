import { type listOrders, ROUTES } from '@ally/sdk'
import { useId } from 'react'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useOrderDrafts } from '../../../queries/orders'
import { formatDate } from '../../../ui/format'

/** The page a draft is resumed on: RfqCreate with `?draft={orderId}`. */
export const draftHref = (orderId: string) =>
  `${ROUTES.createRfq}?draft=${encodeURIComponent(orderId)}`

const SHOWN = 5

/** The buyer's unsent drafts, newest first, each resumed in one click; nothing when there are none. */
export function DraftList() {
  const headingId = useId()
  const drafts = useOrderDrafts({ limit: SHOWN })
  const rows = pagedItems<typeof listOrders>(drafts.data)
  if (!rows.length) return null
  const total = drafts.data?.pages[0]?.data.pagination.total ?? rows.length
  return (
    <nav className="ally-RfqCreate-drafts" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Continue a draft{total > rows.length ? ` (${rows.length} newest of ${total})` : ''}
      </h2>
      <ul>
        {rows.map((order) => (
          <li key={order.id}>
            <AllyLink to={draftHref(order.id)}>
              {order.title} <span className="ally-RfqCreate-email">{order.taId}</span>
            </AllyLink>{' '}
            <span className="ally-RfqCreate-hint">saved {formatDate(order.updatedAt)}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
