import {
  type AllyClientConfig,
  createAllyRequest,
  DEALS_QUERY,
  type Deal,
  listDeals,
  MESSAGES,
  sendContactMessage,
  subscribeNewsletter,
} from '@ally/sdk'

/**
 * What a widget shows after an action: the fixed texts of
 * docs/product-rules.md#messages-and-errors.
 */
export type WidgetResult = { ok: true; message: string } | { ok: false; message: string }

export type ContactInput = {
  name: string
  email: string
  message: string
  company?: string
  subject?: string
}

/**
 * The website's three calls with the outcomes the widgets show: 'Subscribed' or 'error' for the
 * newsletter, 'Message sent' or 'An error occurred' for the contact form, and the hot deals
 * (limit 4, page 1). Failures resolve rather than throw, so a widget can never break a page.
 *
 * @example
 * const site = createWebsiteApi({ baseUrl: 'https://api.example.com', accessKey: 'pk_live_…' })
 * const { message } = await site.subscribe('ada@example.com')
 */
export function createWebsiteApi(config: AllyClientConfig) {
  const request = createAllyRequest(config)
  return {
    async subscribe(email: string): Promise<WidgetResult> {
      try {
        await request(subscribeNewsletter, { body: { email } })
        return { ok: true, message: MESSAGES.subscribed }
      } catch {
        return { ok: false, message: MESSAGES.newsletterFailed }
      }
    },
    async contact(input: ContactInput): Promise<WidgetResult> {
      try {
        await request(sendContactMessage, { body: input })
        return { ok: true, message: MESSAGES.messageSent }
      } catch {
        return { ok: false, message: MESSAGES.contactFailed }
      }
    },
    /** The hot deals, or an empty list when they cannot be loaded. */
    async hotDeals(): Promise<Deal[]> {
      try {
        const { data } = await request(listDeals, { query: DEALS_QUERY })
        return data.deals
      } catch {
        return []
      }
    },
  }
}
