import type { QuoteResponseInput } from '@ally/sdk'
import {
  useDeclineRfqByLink,
  useRfqByLink,
  useSubmitQuoteByLink,
  useUploadFileByLink,
} from '../../../queries/sourcing'
import { LINK_NOT_VALID_TITLE, uploadWithToken, usePortalLinkAction } from '../shared/linkPage'
import { RfqPage } from '../shared/RfqPage'

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
 * deliver, the currency and the lines, and the answer form while the RFQ is open. After an award
 * it names the purchase order once sent, and points to its own e-mail: this link opens the RFQ
 * only. Opening it marks the RFQ viewed for the buyer.
 */
export function VendorRfqLink({ token, className }: VendorRfqLinkProps) {
  const rfq = useRfqByLink(token)
  const submit = useSubmitQuoteByLink(token)
  const decline = useDeclineRfqByLink(token)
  const upload = useUploadFileByLink()

  const portalLink = usePortalLinkAction()

  return (
    <RfqPage
      className={className}
      rfq={rfq}
      notFound={{ title: LINK_NOT_VALID_TITLE, text: RFQ_LINK_INVALID, action: portalLink }}
      actions={portalLink}
      answer={{
        sendQuote: (body: QuoteResponseInput) => submit.mutateAsync({ query: { token }, body }),
        decline: (reason) => decline.mutateAsync({ query: { token }, body: { reason } }),
        upload: uploadWithToken(upload, token),
      }}
    />
  )
}
