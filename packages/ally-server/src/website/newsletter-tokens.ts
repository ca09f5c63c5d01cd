import { createHmac } from 'node:crypto'
import { isUuid } from '../db/ids'
import { sameSecret } from '../services/secrets'

// The tokens of the newsletter e-mail's two links (docs/website.md#newsletter). Nothing is stored
// for them: a token is the subscription's id signed with a key derived from the server secret for
// one purpose, so a confirm token can never unsubscribe and an unsubscribe token never confirms.

/** A confirm link works this long; a sign-up left unconfirmed asks for a new one. */
export const CONFIRM_LIFETIME_MS = 7 * 24 * 3_600_000

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe'

export interface ValidNewsletterToken {
  outcome: 'valid'
  subscriptionId: string
  /** When it was signed (confirm tokens). */
  issuedAt?: Date
}

export type NewsletterTokenCheck = ValidNewsletterToken | { outcome: 'expired' | 'invalid' }

const INVALID = { outcome: 'invalid' } as const

/**
 * Confirm tokens are `<id>.<expires ms>.<signature>` and expire after CONFIRM_LIFETIME_MS;
 * unsubscribe tokens are `<id>.<signature>` and never expire (an old newsletter's link must
 * still unsubscribe).
 */
export function createNewsletterTokens(secret: string, now: () => Date) {
  const keyFor = (purpose: NewsletterTokenPurpose) =>
    createHmac('sha256', secret).update(`ally newsletter ${purpose} links`).digest()
  const keys = { confirm: keyFor('confirm'), unsubscribe: keyFor('unsubscribe') }
  const signature = (purpose: NewsletterTokenPurpose, payload: string) =>
    createHmac('sha256', keys[purpose]).update(payload).digest('base64url')

  return {
    confirm(subscriptionId: string): string {
      const payload = `${subscriptionId}.${now().getTime() + CONFIRM_LIFETIME_MS}`
      return `${payload}.${signature('confirm', payload)}`
    },
    unsubscribe(subscriptionId: string): string {
      return `${subscriptionId}.${signature('unsubscribe', subscriptionId)}`
    },
    check(purpose: NewsletterTokenPurpose, token: string): NewsletterTokenCheck {
      const parts = token.trim().split('.')
      const id = parts[0] ?? ''
      if (!isUuid(id)) return INVALID
      if (purpose === 'unsubscribe') {
        const [, given] = parts
        if (parts.length !== 2 || !given || !sameSecret(signature('unsubscribe', id), given))
          return INVALID
        return { outcome: 'valid', subscriptionId: id.toLowerCase() }
      }
      const [, expires, given] = parts
      if (parts.length !== 3 || !expires || !given || !/^\d{1,15}$/.test(expires)) return INVALID
      if (!sameSecret(signature('confirm', `${id}.${expires}`), given)) return INVALID
      const expiresAt = Number(expires)
      if (expiresAt <= now().getTime()) return { outcome: 'expired' }
      return {
        outcome: 'valid',
        subscriptionId: id.toLowerCase(),
        issuedAt: new Date(expiresAt - CONFIRM_LIFETIME_MS),
      }
    },
  }
}

export type NewsletterTokens = ReturnType<typeof createNewsletterTokens>
