// The vendor portal's pages, one chunk. Vendors use their own session (`ally-vendor`).
import {
  NotFound,
  VendorChangeEmail,
  VendorOnboarding,
  VendorPurchaseOrder,
  VendorPurchaseOrderLink,
  VendorRegister,
  VendorRegistrationSuccess,
  VendorRfq,
  VendorRfqLink,
  VendorVerify,
  VendorVerifyEmail,
} from '@ally/react'
import { getVendorRegistrationToken } from '@ally/sdk'
import { useParams, useSearch } from 'wouter'

/**
 * docs/product-rules.md#routes-and-layout: the verify routes keep `token` as the registration
 * token; without it, 404.
 */
function useRegistrationToken(): string | null {
  return getVendorRegistrationToken(useSearch())
}

export function VendorRegisterPage() {
  const search = new URLSearchParams(useSearch())
  return (
    <VendorRegister
      inviteToken={search.get('token') ?? undefined}
      initialMode={search.get('mode') === 'login' ? 'login' : 'register'}
    />
  )
}

export function VendorVerifyEmailPage() {
  const token = useRegistrationToken()
  return token ? <VendorVerifyEmail token={token} /> : <NotFound />
}

export function VendorVerifyPage() {
  const token = useRegistrationToken()
  return token ? <VendorVerify token={token} /> : <NotFound />
}

export function VendorChangeEmailPage() {
  const token = useRegistrationToken()
  return token ? <VendorChangeEmail token={token} /> : <NotFound />
}

export function VendorOnboardingPage() {
  return <VendorOnboarding />
}

export function VendorRegistrationSuccessPage() {
  return <VendorRegistrationSuccess />
}

/** The RFQ e-mail's link: `token` is the link's own token (not a registration token); without it, 404. */
export function VendorRfqLinkPage() {
  const token = new URLSearchParams(useSearch()).get('token')
  return token ? <VendorRfqLink token={token} /> : <NotFound />
}

/** An RFQ in the vendor's portal, by its id in the path. */
export function VendorRfqPage() {
  const { rfqId = '' } = useParams<{ rfqId: string }>()
  return <VendorRfq rfqId={rfqId} />
}

/** The purchase order e-mail's link: `token` is the link's own token; without it, 404. */
export function VendorPurchaseOrderLinkPage() {
  const token = new URLSearchParams(useSearch()).get('token')
  return token ? <VendorPurchaseOrderLink token={token} /> : <NotFound />
}

/** A purchase order in the vendor's portal, by its id in the path. */
export function VendorPurchaseOrderPage() {
  const { poId = '' } = useParams<{ poId: string }>()
  return <VendorPurchaseOrder poId={poId} />
}
