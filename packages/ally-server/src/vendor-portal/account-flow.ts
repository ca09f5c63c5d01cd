import { routeTo } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import { buyerAddresses } from '../accounts/queries'
import type { AppContext, VendorAccountRow } from '../context'
import type { Db } from '../db/client'
import { badRequest, conflict } from '../http/errors'
import { accountMustWait } from '../rate-limit/account-limits'
import { CODE_LIFETIME_MS } from '../services/codes'
import { registrationToConfirmMail, vendorCodeMail } from '../services/mail-templates'
import { hashCode, newVerificationCode } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { createAccountView } from './account-view'
import { claimVendor, findInvite, linkVendorToAccount, saveAccountCode } from './queries'

// The steps a vendor account's routes share (routes.ts, code-routes.ts): the answer that signs
// the vendor in, taking the buyer's invitation, and the e-mailed code.

export const INVALID_INVITE =
  'This invitation is invalid or has expired. Ask the buyer for a new one.'

/** What the vendor reads when its link to a buyer waits for that buyer. */
export const awaiting = (buyer: string | null) =>
  buyer
    ? ` ${buyer} invited another address, so they confirm your registration before you see their requests.`
    : ''

export const requireUnverified = (account: VendorAccountRow) => {
  if (account.active) throw conflict('Your account is already verified.')
}

/** The shared steps, made once per route module from the app's services. */
export function createVendorAccountFlow(context: AppContext) {
  const { tokens, mail, accountLimits, secret } = context
  const toAccount = createAccountView(context)

  const result = async (row: VendorAccountRow, request: FastifyRequest, lifetime: string) => ({
    user: await toAccount(row, request),
    token: await context.sessions.start(
      { sub: row.id, realm: 'vendor', tv: row.tokenVersion },
      lifetime,
    ),
    // The token the vendor's sign-up links carry, so the session's never goes in a URL.
    ...(row.active
      ? {}
      : {
          registrationToken: await tokens.sign(
            { sub: row.id, realm: 'vendor', tv: row.tokenVersion, purpose: 'registration' },
            TOKEN_LIFETIME.registration,
          ),
        }),
  })

  /**
   * Takes an invite for an account. With the address invited, the vendor is linked at once (and
   * active with an active account); with another, anyone holding the link could be asking, so
   * the buyer is e-mailed and links it from the vendor's page (docs/product-rules.md, "Vendors").
   * Resolves to the name of the buyer still to confirm, or null once linked.
   */
  async function acceptInvite(
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
      const to = await buyerAddresses(tx, vendor.businessId, null)
      await mail.queue(
        tx,
        to.map((address) =>
          registrationToConfirmMail(address, {
            vendorName: vendor.name,
            invitedEmail: vendor.email,
            account,
            link: `${context.appUrl}${routeTo.vendor(vendor.id)}`,
          }),
        ),
      )
    }
    return buyer
  }

  /** A new code and its queued e-mail, in `tx` (flush the outbox after the commit). */
  async function sendCode(account: VendorAccountRow, tx: Pick<Db, 'insert'>): Promise<void> {
    const code = newVerificationCode()
    await saveAccountCode(tx, account.id, {
      codeHash: hashCode(secret, account.id, code),
      expiresAt: new Date(context.now().getTime() + CODE_LIFETIME_MS),
    })
    await mail.queue(tx, vendorCodeMail(account.email, account.contactName, code))
  }

  /** Counts one more code for the account; a 429 once it had its share for now. */
  async function allowAnotherCode(account: VendorAccountRow): Promise<void> {
    const wait = await accountLimits.take('mail', `vendor:${account.id}`)
    if (wait) throw accountMustWait('You asked for several codes in a short time.', wait)
  }

  return { result, acceptInvite, sendCode, allowAnotherCode }
}
