import { formatMoney, type VendorKeepsake } from '@ally/sdk'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { formatDate, formatDay } from '../../../ui/format'

/**
 * What the vendor answered to buyers who have since deleted their business: the buyer's rows are
 * gone, so these are the vendor's own copies, read-only (docs/product-rules.md, "Leaving").
 */
export function KeepsakesPanel({ keepsakes }: { keepsakes: VendorKeepsake[] }) {
  return (
    <div className="ally-Keepsakes">
      <p className="ally-Keepsakes-intro">
        These buyers closed their Ally account. Their requests are gone; here is what you sent them.
      </p>
      <ul className="ally-Keepsakes-list">
        {keepsakes.map((kept) => (
          <li key={kept.id}>
            <Keepsake kept={kept} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function Keepsake({ kept }: { kept: VendorKeepsake }) {
  const money = (amount: number) => formatMoney(amount, kept.currency)
  return (
    <details className="ally-Keepsake">
      <summary>
        <span className="ally-Keepsake-title">
          {kept.reference} · {kept.title}
        </span>
        <span className="ally-Keepsake-meta">
          {kept.buyerName} · {money(kept.total)} · answered {formatDate(kept.answeredAt)}
        </span>
      </summary>
      <table className="ally-Keepsake-lines">
        <caption>
          <VisuallyHidden>Your prices for {kept.title}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
          </tr>
        </thead>
        <tbody>
          {kept.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: kept lines have no id; the list never changes
            <tr key={index}>
              <td>{line.description}</td>
              <td>
                {line.quantity} {line.unit}
              </td>
              <td>{money(line.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ally-Keepsake-meta">
        Subtotal {money(kept.subtotal)} · shipping {money(kept.shippingCost)} · lead time{' '}
        {kept.leadTimeDays} days · valid until {formatDay(kept.validUntil)}
        {kept.revision > 1 ? ` · revision ${kept.revision}` : ''}
      </p>
      {kept.notes && <p className="ally-Keepsake-notes">{kept.notes}</p>}
    </details>
  )
}
