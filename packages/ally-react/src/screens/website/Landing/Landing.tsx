import { ROUTES } from '@ally/sdk'
import type { ReactNode } from 'react'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllySession } from '../../../session/useAllySession'
import { PublicPage } from '../PublicPage'
import './Landing.css'

export interface LandingProps {
  /**
   * The website's widgets, from `@ally/website-widgets` (this package does not depend on it):
   * each section shows only when its widget is given. The deals widget brings its own heading.
   */
  deals?: ReactNode
  newsletter?: ReactNode
  contact?: ReactNode
  className?: string
}

const BUYER_STEPS = [
  {
    title: 'Ask several vendors at once',
    text: 'One request for quotation, with its lines, delivery place and deadline, goes to every vendor you pick.',
  },
  {
    title: 'Compare answers line by line',
    text: 'Prices in one currency, lead times and terms side by side; award the whole round or split it.',
  },
  {
    title: 'Order and follow the goods',
    text: 'Send the purchase order as a PDF, see it accepted, and record what arrived from each shipment.',
  },
]

/**
 * `/`: what Ally does for buyers and for vendors, the way in (sign up, log in, or back to the
 * dashboard for a logged-in user), and the website's widgets — hot deals, the newsletter and the
 * contact form — passed in by the app.
 *
 * @example
 * <Landing deals={<HotDeals api={site} />} newsletter={<NewsletterSignup api={site} />} />
 */
export function Landing({ deals, newsletter, contact, className }: LandingProps) {
  const session = useAllySession()
  return (
    <PublicPage
      className={['ally-Landing', className].filter(Boolean).join(' ')}
      width="wide"
      title="Procurement your vendors can answer from their inbox"
      intro="Ally keeps your vendors, requests for quotation, purchase orders and shipments in one place, and lets every vendor answer straight from the e-mail, without an account."
    >
      <div className="ally-Landing-actions">
        {session ? (
          <AllyLink to={ROUTES.dashboard} className="ally-PublicPage-button">
            Open your dashboard
          </AllyLink>
        ) : (
          <>
            <AllyLink to={ROUTES.register} className="ally-PublicPage-button">
              Create a buyer account
            </AllyLink>
            <AllyLink to={ROUTES.login} className="ally-PublicPage-button" data-variant="secondary">
              Log in
            </AllyLink>
          </>
        )}
      </div>

      <section aria-labelledby="ally-landing-buyers" className="ally-Landing-section">
        <h2 id="ally-landing-buyers">For buyers</h2>
        <ol className="ally-Landing-steps">
          {BUYER_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="ally-landing-vendors" className="ally-Landing-section">
        <h2 id="ally-landing-vendors">For vendors</h2>
        <p>
          Answer a request for quotation or accept a purchase order from the link in the buyer's
          e-mail. Register once to see every buyer's requests and orders in your own portal.
        </p>
        <p>
          <AllyLink to={ROUTES.vendorRegister}>Register as a vendor</AllyLink> or{' '}
          <AllyLink to={`${ROUTES.faqs}#vendor-link`}>read what vendors ask</AllyLink>.
        </p>
      </section>

      {/* The deals widget brings its own heading ("Hot deals", level 2). */}
      {deals && <div className="ally-Landing-section">{deals}</div>}

      {(newsletter || contact) && (
        <div className="ally-Landing-columns">
          {newsletter && (
            <section aria-labelledby="ally-landing-newsletter" className="ally-Landing-section">
              <h2 id="ally-landing-newsletter">The newsletter</h2>
              <p className="ally-Landing-lead">
                What changed in Ally and a procurement tip, once a month. Unsubscribe with one
                click.
              </p>
              {newsletter}
            </section>
          )}
          {contact && (
            <section aria-labelledby="ally-landing-contact" className="ally-Landing-section">
              <h2 id="ally-landing-contact">Talk to us</h2>
              <p className="ally-Landing-lead">
                A question about Ally, embedding it, or a demo for your team: we answer within a
                working day.
              </p>
              {contact}
            </section>
          )}
        </div>
      )}
    </PublicPage>
  )
}
