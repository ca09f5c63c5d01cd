import { About, CookiePolicy, Faqs, Landing, NewsletterLink, toast } from '@ally/react'
import {
  ContactForm,
  createWebsiteApi,
  HotDeals,
  NewsletterSignup,
  type WidgetResult,
} from '@ally/website-widgets'
import '@ally/website-widgets/styles.css'
import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { readConfig } from '../config'

// The public website's pages (docs/product-rules.md#routes-and-layout), loaded on their own: none
// of the dashboard's code.

/** The widgets' results as the app's toasts ('Subscribed', 'error', 'Message sent', …). */
const showResult = (result: WidgetResult) =>
  result.ok ? toast.success(result.message) : toast.error(result.message)

/** `/`: the landing page, with the website's three widgets on the app's own API. */
export function LandingPage() {
  const site = useMemo(() => {
    const { accessKey, apiBaseUrl } = readConfig()
    return createWebsiteApi({ baseUrl: apiBaseUrl, accessKey })
  }, [])
  return (
    <Landing
      deals={<HotDeals api={site} title="Hot deals from vendors on Ally" />}
      newsletter={<NewsletterSignup api={site} source="landing" onResult={showResult} />}
      contact={<ContactForm api={site} onResult={showResult} />}
    />
  )
}
/** `/about` */
export const AboutPage = () => <About />
/** `/faqs`, with `#question` anchors */
export const FaqsPage = () => <Faqs />
/** `/cookie-policy` */
export const CookiePolicyPage = () => <CookiePolicy />

const useToken = () => new URLSearchParams(useSearch()).get('token')

/** `/newsletter/confirm?token=…`, from the sign-up's confirmation e-mail */
export const NewsletterConfirmPage = () => <NewsletterLink action="confirm" token={useToken()} />
/** `/newsletter/unsubscribe?token=…`, from any newsletter e-mail */
export const NewsletterUnsubscribePage = () => (
  <NewsletterLink action="unsubscribe" token={useToken()} />
)
