import { ROUTES } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { newsletterSubscriptions } from '../db/schema'
import { badRequest } from '../http/errors'
import { accountMustWait } from '../rate-limit/account-limits'
import {
  createNewsletterTokens,
  type NewsletterTokenPurpose,
  type ValidNewsletterToken,
} from './newsletter-tokens'
import { type SubscriptionRow, subscriptionByEmail, subscriptionById } from './queries'
import { newsletterConfirmMail } from './website-mail'

// The newsletter's double opt-in (docs/website.md#newsletter). One row per address: signing up
// again is never an error and never a second row. A new, pending or unsubscribed address gets a
// confirm e-mail; a confirmed one gets nothing. The answer is the same whatever the address's
// state, and is given before any work that depends on it, so the form cannot tell who subscribed.

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Check your inbox to confirm your subscription.',
  tooMany: 'This address was signed up several times in a short time.',
  confirmed: 'Your subscription is confirmed. Thank you!',
  unsubscribed: 'You are unsubscribed and will get no more newsletters.',
  invalidLink: 'This link is not valid. Open it from the e-mail again, with nothing cut off.',
  expiredLink: 'This confirmation link has expired. Sign up again to get a new one.',
  staleLink:
    'This confirmation link is from before you unsubscribed. Sign up again to get a new one.',
} as const

/** A 400 naming the token, with a message the confirm and unsubscribe pages can show as it is. */
const tokenRefused = (message: string) => badRequest(message, [{ path: 'body.token', message }])

export interface SignUp {
  email: string
  name?: string
  source?: string
}

// ~100 lines on purpose: a factory whose length is its methods (sign up, confirm, unsubscribe) and
// the steps they share (token check, status move); each is under 30 lines.
export function createNewsletter({ db, mail, accountLimits, secret, appUrl, now }: AppContext) {
  const tokens = createNewsletterTokens(secret, now)
  const link = (path: string, token: string) =>
    `${appUrl}${path}?token=${encodeURIComponent(token)}`

  /** Stores the sign-up and, unless the address is confirmed already, queues its confirm mail. */
  async function signUp({ email, name, source }: SignUp): Promise<void> {
    await db.transaction(async (tx) => {
      const at = now()
      // Insert first: two sign-ups of one new address at once make one row, never a failure.
      const [created] = await tx
        .insert(newsletterSubscriptions)
        .values({ email, name, source, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning()
      const row = created ?? (await subscriptionByEmail(tx, email, { lock: true }))
      if (!row || row.status === 'confirmed') return
      if (!created) {
        await tx
          .update(newsletterSubscriptions)
          .set({
            status: 'pending',
            name: name ?? row.name,
            source: source ?? row.source,
            updatedAt: at,
          })
          .where(eq(newsletterSubscriptions.id, row.id))
      }
      await mail.queue(
        tx,
        newsletterConfirmMail(row.email, name ?? row.name, {
          confirm: link(ROUTES.newsletterConfirm, tokens.confirm(row.id)),
          unsubscribe: link(ROUTES.newsletterUnsubscribe, tokens.unsubscribe(row.id)),
        }),
      )
    })
  }

  /** A link's token, checked, or the 400 its page shows. */
  function tokenOf(purpose: NewsletterTokenPurpose, token: string): ValidNewsletterToken {
    const checked = tokens.check(purpose, token)
    if (checked.outcome === 'valid') return checked
    throw tokenRefused(
      checked.outcome === 'expired'
        ? NEWSLETTER_MESSAGES.expiredLink
        : NEWSLETTER_MESSAGES.invalidLink,
    )
  }

  /**
   * Moves the subscription a link names to `status` (again: no change) once `check` accepts it,
   * stamping when; answers its address.
   */
  function moveTo(
    subscriptionId: string,
    status: 'confirmed' | 'unsubscribed',
    check: (row: SubscriptionRow) => void = () => {},
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const row = await subscriptionById(tx, subscriptionId, { lock: true })
      if (!row) throw tokenRefused(NEWSLETTER_MESSAGES.invalidLink)
      check(row)
      if (row.status !== status) {
        const at = now()
        const stamp = status === 'confirmed' ? { confirmedAt: at } : { unsubscribedAt: at }
        await tx
          .update(newsletterSubscriptions)
          .set({ status, ...stamp, updatedAt: at })
          .where(eq(newsletterSubscriptions.id, row.id))
      }
      return row.email
    })
  }

  return {
    /**
     * Counts the sign-up against the address (a 429 once it had its share, whatever its state),
     * then answers at once and does the rest after the answer.
     */
    async subscribe(signUpInput: SignUp): Promise<void> {
      const wait = await accountLimits.take('newsletter', signUpInput.email.toLowerCase())
      if (wait) throw accountMustWait(NEWSLETTER_MESSAGES.tooMany, wait)
      mail.later(() => signUp(signUpInput))
    },

    /** Confirms the sign-up a confirm link names (again: no change); answers its address. */
    async confirm(token: string): Promise<string> {
      const checked = tokenOf('confirm', token)
      return moveTo(checked.subscriptionId, 'confirmed', (row) => {
        // A link mailed before an unsubscribe must not sign the address up again.
        const issuedAt = checked.issuedAt?.getTime() ?? 0
        if (row.status === 'unsubscribed' && (row.unsubscribedAt?.getTime() ?? 0) >= issuedAt)
          throw tokenRefused(NEWSLETTER_MESSAGES.staleLink)
      })
    },

    /** Unsubscribes the address an unsubscribe link names (again: no change); answers it. */
    async unsubscribe(token: string): Promise<string> {
      const checked = tokenOf('unsubscribe', token)
      return moveTo(checked.subscriptionId, 'unsubscribed')
    },
  }
}
