import { type Envelope, getErrorMessage, isAllyApiError, type VendorRfq } from '@ally/sdk'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { PortalRecordMain } from '../../../blocks/portal-frame/PortalPageParts'
import { cx } from '../../../ui/internal/cx'
import { Spinner } from '../../../ui/Spinner'
import type { QuoteAnswerActions } from './QuoteAnswerForm'
import { RfqDetails } from './RfqDetails'
import '../../../blocks/vendors/vendors.css'

export interface RfqPageProps {
  /** The RFQ's read, by link or by portal session. */
  rfq: UseQueryResult<Envelope<VendorRfq>, Error>
  /** Shown instead of the RFQ when there is nothing to read yet (no session, say); titled `h1`. */
  blocked?: (titleId: string) => ReactNode
  /** What a 404 says: its heading, its text, and the way on. */
  notFound: { title: string; text: string; action: ReactNode }
  /** Links beside the RFQ's title. */
  actions: ReactNode
  answer: QuoteAnswerActions
  /** Where the award's purchase order opens, when the page can link to it (the portal's). */
  purchaseOrderHref?: (purchaseOrderId: string) => string
  className?: string
}

/**
 * The page around an RFQ a vendor opens, from its e-mailed link or its portal: a spinner while it
 * loads, a clear 404 or a retry when it cannot, else the RFQ with its answer form.
 */
export function RfqPage({
  rfq,
  blocked,
  notFound,
  actions,
  answer,
  purchaseOrderHref,
  className,
}: RfqPageProps) {
  const titleId = useId()
  const loading = !blocked && rfq.isPending

  let content: ReactNode
  if (blocked) {
    content = <div className="ally-VendorRfq-state">{blocked(titleId)}</div>
  } else if (rfq.isPending) {
    content = (
      <div className="ally-VendorRfq-state">
        <Spinner size="large" aria-label="Loading the request for quotation" />
      </div>
    )
  } else if (rfq.isError) {
    const missing = isAllyApiError(rfq.error) && rfq.error.status === 404
    content = (
      <div className="ally-VendorRfq-state" role="alert">
        <h1 id={titleId}>{missing ? notFound.title : 'Could not load this request'}</h1>
        <p>{missing ? notFound.text : getErrorMessage(rfq.error)}</p>
        {missing ? (
          notFound.action
        ) : (
          <Button className="ally-VendorButton" onPress={() => void rfq.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    content = (
      <RfqDetails
        rfq={rfq.data.data}
        titleId={titleId}
        actions={actions}
        answer={answer}
        purchaseOrderHref={purchaseOrderHref}
      />
    )
  }

  return (
    <PortalRecordMain
      className={cx('ally-VendorRfq', className)}
      titleId={titleId}
      loading={loading}
      label="Request for quotation"
    >
      {content}
    </PortalRecordMain>
  )
}
