import { getErrorMessage, isAllyApiError, ROUTES } from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { AllyLink } from '../../../provider/AllyLink'
import { useConfirmNewsletter, useUnsubscribeNewsletter } from '../../../queries/website'
import { Spinner } from '../../../ui/Spinner'
import { PublicPage } from '../PublicPage'
import './NewsletterLink.css'

export interface NewsletterLinkProps {
  /** What the e-mail's link does: confirm a sign-up, or unsubscribe. */
  action: 'confirm' | 'unsubscribe'
  /** The link's `?token=`; null when the link lost it (a mail client cut the URL). */
  token: string | null
  className?: string
}

const TEXTS = {
  confirm: {
    title: 'Newsletter',
    working: 'Confirming your subscription…',
    done: (email: string) =>
      `${email} is subscribed. The next issue arrives at the start of the month.`,
    doneTitle: 'Subscription confirmed',
  },
  unsubscribe: {
    title: 'Newsletter',
    working: 'Unsubscribing…',
    done: (email: string) => `${email} will get no more newsletters from us.`,
    doneTitle: 'You are unsubscribed',
  },
}

export const NEWSLETTER_LINK_INVALID =
  'This link is not valid or has expired. Sign up again on the home page to get a new one.'

/**
 * Where the newsletter e-mails' links land (`/newsletter/confirm?token=…`,
 * `/newsletter/unsubscribe?token=…`): the link's action runs once as the page opens, then the page
 * says what happened — or, for a broken or expired link, what to do instead.
 */
export function NewsletterLink({ action, token, className }: NewsletterLinkProps) {
  const confirm = useConfirmNewsletter()
  const unsubscribe = useUnsubscribeNewsletter()
  const mutation = action === 'confirm' ? confirm : unsubscribe
  const texts = TEXTS[action]
  // Once per page and token, whatever React re-runs: a second call would only repeat the answer.
  const sent = useRef<string | null>(null)
  const { mutate } = mutation
  useEffect(() => {
    if (!token || sent.current === token) return
    sent.current = token
    mutate({ body: { token } })
  }, [token, mutate])

  const invalid =
    !token || (mutation.isError && isAllyApiError(mutation.error) && mutation.error.status === 400)
  const title = mutation.isSuccess
    ? texts.doneTitle
    : invalid
      ? 'Link not valid'
      : mutation.isError
        ? 'Something went wrong'
        : texts.title

  return (
    <PublicPage className={className} title={title}>
      <div aria-live="polite" className="ally-NewsletterLink">
        {mutation.isSuccess ? (
          <p>{texts.done(mutation.data.data.email)}</p>
        ) : invalid ? (
          <p>{NEWSLETTER_LINK_INVALID}</p>
        ) : mutation.isError ? (
          <>
            <p>{getErrorMessage(mutation.error)}</p>
            <p>
              <Button
                className="ally-PublicPage-button"
                data-variant="secondary"
                onPress={() => token && mutate({ body: { token } })}
              >
                Try again
              </Button>
            </p>
          </>
        ) : (
          <div className="ally-NewsletterLink-working">
            <Spinner size="small" /> {texts.working}
          </div>
        )}
      </div>
      <p>
        <AllyLink to={ROUTES.landing}>Back to the home page</AllyLink>
      </p>
    </PublicPage>
  )
}
