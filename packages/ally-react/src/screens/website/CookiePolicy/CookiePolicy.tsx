import { SESSION_KEY, VENDOR_SESSION_KEY } from '@ally/sdk'
import { PublicPage } from '../PublicPage'

export interface CookiePolicyProps {
  className?: string
}

/**
 * `/cookie-policy`: what Ally keeps in the browser — true to the code, since the key names are
 * the SDK's own (`SESSION_KEY`, `VENDOR_SESSION_KEY`): the signed-in session and nothing else.
 */
export function CookiePolicy({ className }: CookiePolicyProps) {
  return (
    <PublicPage
      className={className}
      title="Cookie policy"
      intro="Ally sets no cookies and uses no trackers. It keeps only what signing in needs, in your browser's storage."
    >
      <h2>What is stored</h2>
      <ul>
        <li>
          <code>{SESSION_KEY}</code>: a buyer's session (a signed token and the profile shown on the
          dashboard). With "Remember me" it is kept in local storage until you log out or it expires
          after 30 days; otherwise in session storage, gone when the tab closes.
        </li>
        <li>
          <code>{VENDOR_SESSION_KEY}</code>: the same for a vendor signed in to the vendor portal,
          kept in session storage unless the vendor asked to be remembered.
        </li>
      </ul>
      <h2>What is not</h2>
      <p>
        No advertising, analytics or third-party cookies, and no fingerprinting. Tabs of the same
        browser tell each other about a log-in or log-out so that they agree; nothing of it leaves
        your browser.
      </p>
      <h2>How to remove it</h2>
      <p>
        Log out, which ends the session on the server too, or clear this site's data in your
        browser's settings.
      </p>
    </PublicPage>
  )
}
