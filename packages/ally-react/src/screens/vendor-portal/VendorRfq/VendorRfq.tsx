import {
  getErrorMessage,
  isAllyApiError,
  type QuoteResponseInput,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { AllyLink } from '../../../provider/AllyLink'
import { useDeclineRfq, useSubmitQuoteResponse, useVendorRfq } from '../../../queries/sourcing'
import { useVendorSession } from '../../../session/useVendorSession'
import { cx } from '../../../ui/internal/cx'
import { Spinner } from '../../../ui/Spinner'
import { RfqDetails } from '../shared/RfqDetails'
import '../../shared/vendors.css'

export interface VendorRfqProps {
  /** The RFQ's id, from the path (`/vendor/rfqs/{rfqId}`). */
  rfqId: string
  className?: string
}

/** What an RFQ that is not this vendor's, or does not exist, says (the server answers 404). */
export const VENDOR_RFQ_NOT_FOUND =
  'This request was not sent to your company, or it no longer exists.'

/**
 * One RFQ in the vendor's portal (`/vendor/rfqs/{rfqId}`), opened from its inbox: the same view
 * and answer form as the e-mailed link, sent with the vendor's session. Opening it marks the RFQ
 * viewed for the buyer. Without a vendor session it leads to the portal's log-in.
 */
export function VendorRfq({ rfqId, className }: VendorRfqProps) {
  const session = useVendorSession()
  const titleId = useId()
  const rfq = useVendorRfq(rfqId, { enabled: session !== null && rfqId !== '' })
  const submit = useSubmitQuoteResponse(rfqId)
  const decline = useDeclineRfq(rfqId)
  const answer = {
    sendQuote: (body: QuoteResponseInput) => submit.mutateAsync({ params: { rfqId }, body }),
    decline: (reason: string | undefined) =>
      decline.mutateAsync({ params: { rfqId }, body: { reason } }),
  }
  const backToPortal = (
    <AllyLink
      className="ally-VendorButton"
      data-variant="secondary"
      to={ROUTES.vendorRegistrationSuccess}
    >
      Back to your requests
    </AllyLink>
  )

  let content: ReactNode
  if (!session) {
    content = (
      <div className="ally-VendorRfq-state">
        <h1 id={titleId}>Log in to answer this request</h1>
        <p>Requests in your portal open with your vendor account.</p>
        <AllyLink className="ally-VendorButton" to={routeTo.vendorLogin()}>
          Log in
        </AllyLink>
      </div>
    )
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
        <h1 id={titleId}>{missing ? 'Request not found' : 'Could not load this request'}</h1>
        <p>{missing ? VENDOR_RFQ_NOT_FOUND : getErrorMessage(rfq.error)}</p>
        {missing ? (
          backToPortal
        ) : (
          <Button className="ally-VendorButton" onPress={() => void rfq.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    content = (
      <RfqDetails rfq={rfq.data.data} titleId={titleId} actions={backToPortal} answer={answer} />
    )
  }

  const loading = session !== null && rfq.isPending
  return (
    <main
      className={cx('ally-VendorRfq', className)}
      aria-labelledby={loading ? undefined : titleId}
      aria-label={loading ? 'Request for quotation' : undefined}
      aria-busy={loading || undefined}
    >
      {content}
    </main>
  )
}
