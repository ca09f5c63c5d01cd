import { getErrorMessage, isAllyApiError, type QuoteResponseInput, ROUTES } from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { AllyLink } from '../../../provider/AllyLink'
import { useDeclineRfqByLink, useRfqByLink, useSubmitQuoteByLink } from '../../../queries/sourcing'
import { useVendorSession } from '../../../session/useVendorSession'
import { cx } from '../../../ui/internal/cx'
import { Spinner } from '../../../ui/Spinner'
import { RfqDetails } from '../shared/RfqDetails'
import '../../shared/vendors.css'

export interface VendorRfqLinkProps {
  /** The link token from `?token=` of the RFQ e-mail; it is the only credential. */
  token: string
  className?: string
}

/** What a wrong, used-up or expired link says (the server answers 404). */
export const RFQ_LINK_INVALID =
  'This link is not valid or has expired. Ask the buyer to send it again.'

/**
 * The RFQ a vendor opens from the buyer's e-mail (`/vendor/rfq?token=…`), without an account: who
 * asks, the reference and title, the status, the deadline (closed once past), where and when to
 * deliver, the currency and the lines. Opening it marks the RFQ viewed for the buyer.
 */
export function VendorRfqLink({ token, className }: VendorRfqLinkProps) {
  const rfq = useRfqByLink(token)
  const session = useVendorSession()
  const titleId = useId()
  const submit = useSubmitQuoteByLink(token)
  const decline = useDeclineRfqByLink(token)
  const answer = {
    sendQuote: (body: QuoteResponseInput) => submit.mutateAsync({ query: { token }, body }),
    decline: (reason: string | undefined) =>
      decline.mutateAsync({ query: { token }, body: { reason } }),
  }

  const portalLink = session ? (
    <AllyLink
      className="ally-VendorButton"
      data-variant="secondary"
      to={ROUTES.vendorRegistrationSuccess}
    >
      Open your vendor portal
    </AllyLink>
  ) : null

  let content: ReactNode
  if (rfq.isPending) {
    content = (
      <div className="ally-VendorRfq-state">
        <Spinner size="large" aria-label="Loading the request for quotation" />
      </div>
    )
  } else if (rfq.isError) {
    const invalid = isAllyApiError(rfq.error) && rfq.error.status === 404
    content = (
      <div className="ally-VendorRfq-state" role="alert">
        <h1 id={titleId}>{invalid ? 'Link not valid' : 'Could not load this request'}</h1>
        <p>{invalid ? RFQ_LINK_INVALID : getErrorMessage(rfq.error)}</p>
        {invalid ? (
          portalLink
        ) : (
          <Button className="ally-VendorButton" onPress={() => void rfq.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    content = (
      <RfqDetails rfq={rfq.data.data} titleId={titleId} actions={portalLink} answer={answer} />
    )
  }

  return (
    <main
      className={cx('ally-VendorRfq', className)}
      aria-labelledby={rfq.isPending ? undefined : titleId}
      aria-label={rfq.isPending ? 'Request for quotation' : undefined}
      aria-busy={rfq.isPending || undefined}
    >
      {content}
    </main>
  )
}
