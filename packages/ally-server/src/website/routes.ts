import {
  confirmNewsletter,
  createDeal,
  deleteDeal,
  listDeals,
  listOperatorDeals,
  sendContactMessage,
  subscribeNewsletter,
  unsubscribeNewsletter,
  updateDeal,
} from '@ally/sdk/website'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { fieldError, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { CONTACT_SENT, isHoneypotFilled, receiveContactMessage } from './contact'
import * as dealWrites from './deals'
import { toDeal, toOperatorDeal } from './mappers'
import { createNewsletter, NEWSLETTER_MESSAGES } from './newsletter'
import { dealPage, deleteDealById } from './queries'

// The public website's calls and the operator's deal editing (docs/website.md). The public ones
// take the access key but no session; the operator's take the operator key as their bearer token
// (http/authenticate.ts).

/** Requests per minute per client address (on top of the per-address newsletter limit). */
export const WEBSITE_RATE_LIMITS = {
  newsletter: 10,
  /** The e-mailed links' pages: a person follows a link a few times at most. */
  newsletterLinks: 20,
  contact: 5,
} as const

export interface WebsiteOptions {
  /** Where contact messages are e-mailed (`ALLY_CONTACT_TO`); null: stored only. */
  contactTo: string | null
  /**
   * One per-address limit for all of WEBSITE_RATE_LIMITS (`ALLY_WEBSITE_RATE_LIMIT`): a site whose
   * visitors share one address (an office, the browser tests) raises it.
   */
  rateLimit?: number
}

const notBlank = (value: string, path: string) => {
  if (!value.trim()) throw fieldError(path, 'must not be blank')
}

export function websiteRoutes(context: AppContext, { contactTo, rateLimit }: WebsiteOptions) {
  const { db, mail, now } = context
  const newsletter = createNewsletter(context)
  const perMinute = (kind: keyof typeof WEBSITE_RATE_LIMITS) =>
    rateLimit ?? WEBSITE_RATE_LIMITS[kind]

  return [
    implement(
      subscribeNewsletter,
      async ({ body }) => {
        const { email, name, source } = body
        await newsletter.subscribe({
          email,
          name: name?.trim() || undefined,
          source: source?.trim() || undefined,
        })
        return { message: NEWSLETTER_MESSAGES.subscribed, data: null }
      },
      { rateLimit: perMinute('newsletter'), trim: ['email'], mendText: true },
    ),

    implement(
      confirmNewsletter,
      async ({ body }) => ({
        message: NEWSLETTER_MESSAGES.confirmed,
        data: { email: await newsletter.confirm(body.token) },
      }),
      { rateLimit: perMinute('newsletterLinks') },
    ),

    implement(
      unsubscribeNewsletter,
      async ({ body }) => ({
        message: NEWSLETTER_MESSAGES.unsubscribed,
        data: { email: await newsletter.unsubscribe(body.token) },
      }),
      { rateLimit: perMinute('newsletterLinks') },
    ),

    implement(
      sendContactMessage,
      async ({ body }) => {
        // Checked first: a bot's message gets the same answer, whatever else it filled in.
        if (isHoneypotFilled(body.website)) return { message: CONTACT_SENT, data: null }
        notBlank(body.name, 'body.name')
        notBlank(body.message, 'body.message')
        await receiveContactMessage({ db, mail, contactTo, now }, body)
        return { message: CONTACT_SENT, data: null }
      },
      { rateLimit: perMinute('contact'), trim: ['email'], mendText: true },
    ),

    implement(listDeals, async ({ query }) => {
      const page = pageOf(query)
      const { rows, total } = await dealPage(db, page, { liveAt: now() })
      const { items, pagination } = paged(
        rows.map((row) => toDeal(row.deal)),
        total,
        page,
      )
      return { message: counted(total, 'deal', 'deals'), data: { deals: items, pagination } }
    }),
  ]
}

export function dealOperatorRoutes({ db, now }: AppContext) {
  return [
    implement(listOperatorDeals, async ({ query }) => {
      const page = pageOf(query)
      const { rows, total } = await dealPage(db, page)
      return {
        message: counted(total, 'deal', 'deals'),
        data: paged(
          rows.map((row) => toOperatorDeal(row.deal)),
          total,
          page,
        ),
      }
    }),
    implement(createDeal, async ({ body }) => ({
      message: 'Deal added',
      data: toOperatorDeal(await dealWrites.createDeal(db, body, now())),
    })),
    implement(updateDeal, async ({ params, body }) => ({
      message: 'Deal updated',
      data: toOperatorDeal(await dealWrites.updateDeal(db, params.id, body, now())),
    })),
    implement(deleteDeal, async ({ params }) => {
      if (!(await deleteDealById(db, params.id))) throw notFound(dealWrites.DEAL_NOT_FOUND)
      return { message: 'Deal removed', data: null }
    }),
  ]
}
