import { About, CookiePolicy, Faqs } from '@ally/react'

// The public website's pages (SPEC.md §2), loaded on their own: none of the dashboard's code.

/** `/about` */
export const AboutPage = () => <About />
/** `/faqs`, with `#question` anchors */
export const FaqsPage = () => <Faqs />
/** `/cookie-policy` */
export const CookiePolicyPage = () => <CookiePolicy />
