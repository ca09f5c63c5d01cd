import * as z from 'zod/mini'
import {
  Amount,
  AmountInput,
  Currency,
  Email,
  Empty,
  Id,
  listOf,
  nullable,
  optional,
  PageQuery,
  Pagination,
  Timestamp,
  text,
  WebUrl,
} from './common'
import { defineEndpoint } from './define'
import { WEBSITE_PATHS } from './website-paths'

// The marketing site's calls (newsletter, contact, hot deals) and the operator's deal editing.
// They live in `@ally/sdk/website`, outside the contract an app bundles: a buyer's or vendor's
// app never makes them, and `@ally/website-widgets` calls the same paths without schemas
// (docs/website.md).

export { WEBSITE_PATHS } from './website-paths'

export const Deal = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  imageUrl: nullable(z.string()),
  price: Amount,
  originalPrice: nullable(Amount),
  currency: Currency,
  vendorName: z.string(),
  url: nullable(z.string()),
  expiresAt: nullable(Timestamp),
})
export type Deal = z.infer<typeof Deal>

export const subscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: WEBSITE_PATHS.newsletter,
  summary:
    'Sign an address up for the newsletter; a confirm link is e-mailed (signing up twice is not an error)',
  auth: 'none',
  body: z.object({
    email: Email,
    name: optional(text(120)),
    /** Where the sign-up came from (`landing`, `blog`, a partner's site), for the operator. */
    source: optional(text(60)),
  }),
  response: Empty,
})

/** The token of a newsletter e-mail's link, as the confirm and unsubscribe pages send it. */
const NewsletterToken = z.object({ token: text(1000) })

/** A page of a newsletter e-mail's link: it sends the link's token and learns whose address. */
const newsletterLink = <const P extends string, const S extends string>(path: P, summary: S) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    auth: 'none',
    body: NewsletterToken,
    response: z.object({ email: Email }),
  })

export const confirmNewsletter = newsletterLink(
  WEBSITE_PATHS.newsletterConfirm,
  "Confirm a newsletter sign-up with the token of the confirmation e-mail's link",
)

export const unsubscribeNewsletter = newsletterLink(
  WEBSITE_PATHS.newsletterUnsubscribe,
  "Unsubscribe from the newsletter with the token of an e-mail's unsubscribe link",
)

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: WEBSITE_PATHS.contact,
  summary: 'Send a message to the team that runs the site',
  auth: 'none',
  body: z.object({
    name: text(120),
    email: Email,
    company: optional(text(120)),
    subject: optional(text(200)),
    message: text(5000),
    /**
     * The honeypot: a field the form hides from people, so only a bot fills it. A message with
     * it filled is answered like any other and kept nowhere.
     */
    website: optional(text(2000, 0)),
  }),
  response: Empty,
})

export const listDeals = defineEndpoint({
  method: 'GET',
  path: WEBSITE_PATHS.deals,
  summary: 'Hot deals for the website, expired ones left out (the widget asks for limit 4, page 1)',
  auth: 'none',
  query: PageQuery,
  response: z.object({ deals: z.array(Deal), pagination: Pagination }),
})

/** The public website's calls: the SPEC's three and the newsletter e-mail's two links. */
export const websiteEndpoints = {
  subscribeNewsletter,
  confirmNewsletter,
  unsubscribeNewsletter,
  sendContactMessage,
  listDeals,
}

const dealFields = {
  title: text(120),
  description: optional(text(1000, 0)),
  vendorName: text(120),
  price: AmountInput,
  originalPrice: optional(nullable(AmountInput)),
  currency: Currency,
  imageUrl: optional(nullable(WebUrl)),
  url: optional(nullable(WebUrl)),
  expiresAt: optional(nullable(Timestamp)),
}

/** A new deal; `expiresAt: null` (or left out) runs until removed. */
export const DealInput = z.object(dealFields)
export type DealInput = z.infer<typeof DealInput>

/** The fields to change; the ones left out keep their value. */
export const DealChanges = z.partial(DealInput)
export type DealChanges = z.infer<typeof DealChanges>

/** What the operator sees of a deal: the public fields and when it was made and changed. */
export const OperatorDeal = z.extend(Deal, { createdAt: Timestamp, updatedAt: Timestamp })
export type OperatorDeal = z.infer<typeof OperatorDeal>

export const listOperatorDeals = defineEndpoint({
  method: 'GET',
  path: WEBSITE_PATHS.operatorDeals,
  summary: 'Every deal, expired ones included, newest first (operator key)',
  realm: 'operator',
  query: PageQuery,
  response: listOf(OperatorDeal),
})

export const createDeal = defineEndpoint({
  method: 'POST',
  path: WEBSITE_PATHS.deals,
  summary: 'Add a deal to the website (operator key)',
  realm: 'operator',
  body: DealInput,
  response: OperatorDeal,
})

export const updateDeal = defineEndpoint({
  method: 'PUT',
  path: `${WEBSITE_PATHS.deals}/:id`,
  summary: "Change a deal (operator key); `id` is the deal's id",
  realm: 'operator',
  body: DealChanges,
  response: OperatorDeal,
})

export const deleteDeal = defineEndpoint({
  method: 'DELETE',
  path: `${WEBSITE_PATHS.deals}/:id`,
  summary: "Remove a deal from the website (operator key); `id` is the deal's id",
  realm: 'operator',
  response: Empty,
})

/**
 * The operator's deal editing. The operator key (`ALLY_OPERATOR_KEY`) travels as the bearer
 * token: `request(createDeal, { body }, { token: operatorKey })`.
 */
export const dealOperatorEndpoints = { listOperatorDeals, createDeal, updateDeal, deleteDeal }
