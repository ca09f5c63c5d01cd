import {
  type ApprovedQuoteResponse,
  formatMoney,
  formatNumber,
  type Order,
  routeTo,
} from '@ally/sdk'
import { type ReactNode, useId, useMemo } from 'react'
import { Button } from 'react-aria-components/Button'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { quoteVendorDetailHref } from '../../../blocks/detail-page/sourcingLinks'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useApprovedQuoteResponseList } from '../../../queries/sourcing'
import { useCan } from '../../../session/useCan'
import { formatDate } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import '../../../blocks/detail-page/SourcingButton.css'

/** Awards read per page: an order's lines are split between at most a handful of vendors. */
export const ORDER_AWARD_PAGE_SIZE = 50

/** Who won what: the accepted answers of this order's deal reference. */
export function OrderAward({ order }: { order: Order }) {
  const headingId = useId()
  const approved = useApprovedQuoteResponseList({ taId: order.taId, limit: ORDER_AWARD_PAGE_SIZE })
  const awards = useMemo(
    () =>
      (pagedItems(approved.data) as ApprovedQuoteResponse[]).filter(
        (award) => award.orderId === order.id,
      ),
    [approved.data, order.id],
  )

  let body: ReactNode
  if (approved.isPending) {
    body = <Spinner aria-label="Loading the award" />
  } else if (approved.isError && awards.length === 0) {
    body = <SectionLoadError what="the award" error={approved.error} onRetry={approved.refetch} />
  } else if (awards.length === 0) {
    body = <p>Not awarded yet. Compare a round's answers to award this order.</p>
  } else {
    body = (
      <ul className="ally-OrderDetail-awards">
        {awards.map((award) => (
          <AwardItem key={award.id} award={award} />
        ))}
      </ul>
    )
  }
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Award</h2>
      {body}
      {approved.hasNextPage && (
        <Button
          className="ally-SourcingButton"
          isPending={approved.isFetchingNextPage}
          onPress={() => void approved.fetchNextPage()}
        >
          More awards
        </Button>
      )}
    </section>
  )
}

function AwardItem({ award }: { award: ApprovedQuoteResponse }) {
  const money = (amount: number) => formatMoney(amount, award.currency)
  const mayPurchase = useCan('purchasing')
  return (
    <li className="ally-OrderDetail-award" data-award={award.id}>
      <p className="ally-OrderDetail-roundHead">
        <AllyLink to={quoteVendorDetailHref(award.quoteId, award.vendor.id)}>
          {award.vendor.name}
        </AllyLink>
        <strong>{money(award.total)}</strong>
        <span className="ally-SourcingMuted">
          Approved {formatDate(award.approvedAt)} ·{' '}
          {award.purchaseOrderId ? 'purchase order made' : 'waiting for a purchase order'}
        </span>
      </p>
      <ul className="ally-OrderDetail-awardLines">
        {award.lines.map((line) => (
          <li key={line.lineId}>
            {line.description}: {formatNumber(line.quantity)} {line.unit} × {money(line.unitPrice)}{' '}
            = {money(line.total)}
          </li>
        ))}
        <li>Shipping: {money(award.shippingCost)}</li>
      </ul>
      {award.note && <p className="ally-SourcingMuted">Note to the vendor: {award.note}</p>}
      {/* One PO per award at a time: make it, or open the one made. */}
      {award.purchaseOrderId ? (
        <ActionLink to={routeTo.purchaseOrder(award.purchaseOrderId)}>
          View purchase order{' '}
          <VisuallyHidden elementType="span">for {award.vendor.name}</VisuallyHidden>
        </ActionLink>
      ) : (
        mayPurchase && (
          <ActionLink to={routeTo.createPurchaseOrder(award.id)} primary>
            Create purchase order{' '}
            <VisuallyHidden elementType="span">for {award.vendor.name}</VisuallyHidden>
          </ActionLink>
        )
      )}
    </li>
  )
}
