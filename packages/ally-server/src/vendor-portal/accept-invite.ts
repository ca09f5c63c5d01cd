import { routeTo } from '@ally/sdk'
import type { AppContext, VendorAccountRow } from '../context'
import type { Db } from '../db/client'
import { badRequest, conflict } from '../http/errors'
import { mailBuyers } from '../services/buyer-notice'
import { registrationToConfirmMail } from '../services/mail-templates'
import { claimVendor, findInvite, linkVendorToAccount } from './queries'

// Taking a buyer's invitation, at registration or log-in (routes.ts).

export const INVALID_INVITE =
  'This invitation is invalid or has expired. Ask the buyer for a new one.'

/** What the vendor reads when its link to a buyer waits for that buyer. */
export const awaiting = (buyer: string | null) =>
  buyer
    ? ` ${buyer} invited another address, so they confirm your registration before you see their requests.`
    : ''

/**
 * Takes an invite for an account. With the address invited, the vendor is linked at once (and
 * active with an active account); with another, anyone holding the link could be asking, so the
 * buyer is e-mailed and links it from the vendor's page (docs/product-rules.md, "Vendors").
 * Resolves to the name of the buyer still to confirm, or null once linked.
 */
export async function acceptInvite(
  context: Pick<AppContext, 'mail' | 'appUrl' | 'now'>,
  token: string,
  account: VendorAccountRow,
  tx: Db,
): Promise<string | null> {
  const now = context.now()
  const invite = await findInvite(tx, token, now)
  const { vendor } = invite ?? {}
  if (!invite || !vendor || (vendor.vendorAccountId && vendor.vendorAccountId !== account.id)) {
    throw badRequest(INVALID_INVITE)
  }
  if (vendor.email.toLowerCase() === account.email.toLowerCase()) {
    await linkVendorToAccount(tx, vendor.id, account, now)
    return null
  }
  const buyer = invite.businessName ?? 'The buyer'
  if (vendor.claimedByAccountId && vendor.claimedByAccountId !== account.id) {
    throw conflict(
      `Someone registered for this invitation already and ${buyer} has yet to confirm them. Register with the address the invitation went to (${vendor.email}), or ask ${buyer} for a new one.`,
    )
  }
  if (vendor.claimedByAccountId !== account.id) {
    await claimVendor(tx, vendor.id, account.id, now)
    await mailBuyers(tx, context.mail, vendor.businessId, null, 'vendors', (to) =>
      registrationToConfirmMail(to, {
        vendorName: vendor.name,
        invitedEmail: vendor.email,
        account,
        link: `${context.appUrl}${routeTo.vendor(vendor.id)}`,
      }),
    )
  }
  return buyer
}
