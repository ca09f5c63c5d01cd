export { ContactForm, type ContactFormProps } from './ContactForm/ContactForm'
export { HotDeals, type HotDealsProps } from './HotDeals/HotDeals'
export type { ApiSource, FormWidgetOptions } from './internal/apiSource'
export {
  CHECK_INBOX,
  NewsletterSignup,
  type NewsletterSignupProps,
} from './NewsletterSignup/NewsletterSignup'
export * from './website-api'
