/**
 * The website's paths, on their own so that `@ally/website-widgets` can call them without the
 * schemas (its widgets stay a few kB); the endpoint declarations in `website.ts` use the same
 * constants, so the two cannot drift.
 */
export const WEBSITE_PATHS = {
  newsletter: '/api/v1/website/blog/newsletter',
  newsletterConfirm: '/api/v1/website/blog/newsletter/confirm',
  newsletterUnsubscribe: '/api/v1/website/blog/newsletter/unsubscribe',
  contact: '/api/v1/website/blog/contact',
  deals: '/api/v1/website/deals',
  operatorDeals: '/api/v1/website/deals/all',
} as const
