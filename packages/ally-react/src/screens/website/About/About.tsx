import { ROUTES } from '@ally/sdk'
import { AllyLink } from '../../../provider/AllyLink'
import { PublicPage } from '../PublicPage'

export interface AboutProps {
  className?: string
}

/** `/about`: what Ally is for, for buyers and for their vendors, and the way in. */
export function About({ className }: AboutProps) {
  return (
    <PublicPage
      className={className}
      title="About Ally"
      intro="Procurement software for business buyers that their vendors can use without signing up."
    >
      <h2>For buyers</h2>
      <p>
        Keep your vendors in one list, send requests for quotation to several at once, compare their
        answers line by line in one currency, award the whole round or split it, and send purchase
        orders as PDFs. Follow every shipment, record what arrived, and see on one page what needs
        you today.
      </p>
      <h2>For vendors</h2>
      <p>
        Answer a request for quotation or accept a purchase order straight from the e-mailed link,
        with no account, or keep everything from every buyer in the vendor portal.
      </p>
      <h2>For partners</h2>
      <p>
        The same screens ship as packages to embed in your own portal, themed with CSS variables, on
        a typed SDK.
      </p>
      <p>
        <AllyLink to={ROUTES.register}>Create a buyer account</AllyLink> or{' '}
        <AllyLink to={ROUTES.login}>log in</AllyLink>.
      </p>
    </PublicPage>
  )
}
