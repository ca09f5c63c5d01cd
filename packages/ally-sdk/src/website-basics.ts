// `@ally/sdk/website-basics`: what `@ally/website-widgets` needs at run time — the website's
// paths, its fixed texts, the deals query and the money format — without zod or the app's route
// table. From `@ally/sdk` the same four pieces also pull in `APP_ROUTES` (module-level `.map()`
// calls a bundler keeps): 1.35 kB min+gzip instead of 0.65 kB.
export { WEBSITE_PATHS } from './contract/website-paths'
export { DEALS_QUERY, LOCALE, MESSAGES } from './rules/constants'
export { CURRENCY_SYMBOLS, currencySymbol, formatMoney } from './rules/format'
