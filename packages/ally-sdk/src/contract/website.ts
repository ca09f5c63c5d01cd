import * as z from 'zod/mini'
import {
  Amount,
  Currency,
  Email,
  Empty,
  Id,
  nullable,
  optional,
  PageQuery,
  Pagination,
  Timestamp,
  text,
} from './common'
import { defineEndpoint } from './define'

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
  path: '/api/v1/website/blog/newsletter',
  summary: 'Subscribe an address to the newsletter (subscribing twice is not an error)',
  auth: 'optional',
  body: z.object({ email: Email, name: optional(text(120)) }),
  response: Empty,
})

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/v1/website/blog/contact',
  summary: 'Send a message to the Ally team',
  auth: 'optional',
  body: z.object({
    name: text(120),
    email: Email,
    company: optional(text(120)),
    subject: optional(text(200)),
    message: text(5000),
  }),
  response: Empty,
})

export const listDeals = defineEndpoint({
  method: 'GET',
  path: '/api/v1/website/deals',
  summary: 'Hot deals for the website (the widget asks for limit 4, page 1)',
  auth: 'optional',
  query: PageQuery,
  response: z.object({ deals: z.array(Deal), pagination: Pagination }),
})

export const websiteEndpoints = { subscribeNewsletter, sendContactMessage, listDeals }
