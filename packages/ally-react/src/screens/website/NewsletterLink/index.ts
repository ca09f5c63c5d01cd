export { NEWSLETTER_LINK_INVALID, NewsletterLink, type NewsletterLinkProps } from './NewsletterLink'
