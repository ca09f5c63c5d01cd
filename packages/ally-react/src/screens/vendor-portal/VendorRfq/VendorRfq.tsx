import { type QuoteResponseInput, routeTo } from '@ally/sdk'
import { BackToPortal, portalLoginRequired } from '../../../blocks/portal-frame/PortalPageParts'
import { useDeclineRfq, useSubmitQuoteResponse, useVendorRfq } from '../../../queries/sourcing'
import { useVendorUploadFile } from '../../../queries/vendorAccount'
import { useVendorSession } from '../../../session/useVendorSession'
import { RfqPage } from '../shared/RfqPage'

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
 * and answer form as the e-mailed link, sent with the vendor's session, and once the award's
 * purchase order is sent, a link to it in the portal. Opening it marks the RFQ viewed for the
 * buyer. Without a vendor session it leads to the portal's log-in.
 */
export function VendorRfq({ rfqId, className }: VendorRfqProps) {
  const session = useVendorSession()
  const rfq = useVendorRfq(rfqId, { enabled: session !== null && rfqId !== '' })
  const submit = useSubmitQuoteResponse(rfqId)
  const decline = useDeclineRfq(rfqId)
  const upload = useVendorUploadFile()
  const backToPortal = <BackToPortal>Back to your requests</BackToPortal>

  return (
    <RfqPage
      className={className}
      rfq={rfq}
      blocked={portalLoginRequired(session, {
        title: 'Log in to answer this request',
        text: 'Requests in your portal open with your vendor account.',
      })}
      notFound={{ title: 'Request not found', text: VENDOR_RFQ_NOT_FOUND, action: backToPortal }}
      actions={backToPortal}
      purchaseOrderHref={routeTo.vendorPurchaseOrder}
      answer={{
        sendQuote: (body: QuoteResponseInput) => submit.mutateAsync({ params: { rfqId }, body }),
        decline: (reason) => decline.mutateAsync({ params: { rfqId }, body: { reason } }),
        upload: (file) =>
          upload.mutateAsync({ query: { name: file.name }, body: file }).then(({ data }) => data),
      }}
    />
  )
}
