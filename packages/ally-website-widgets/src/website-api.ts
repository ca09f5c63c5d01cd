import type { Pagination } from '@ally/sdk'
import type { Deal } from '@ally/sdk/website'
import { DEALS_QUERY, MESSAGES, WEBSITE_PATHS } from '@ally/sdk/website-basics'

export type { Deal, Pagination }

/** Where the widgets send their calls. */
export interface WebsiteApiConfig {
  /** The API's origin, e.g. `https://api.example.com`; `''` for the page's own origin. */
  baseUrl: string
  /** The public access key, sent as the `access-key` header (no session, no `Authorization`). */
  accessKey: string
  /** Replaces `globalThis.fetch`, e.g. in tests and stories. */
  fetch?: typeof globalThis.fetch
}

/** Field name → the server's message for it, from a 400's `errors` (`body.email` → `email`). */
export type FieldErrors = Partial<Record<string, string>>

/**
 * What a widget shows after a submit: `ok`, one of the product's fixed texts ('Subscribed' or
 * 'error'; 'Message sent' or 'An error occurred'), and the field errors the server named.
 */
export interface WidgetResult {
  ok: boolean
  message: string
  fieldErrors: FieldErrors
  /** The HTTP status (429 when rate limited); absent when the server could not be reached. */
  status?: number
}

export interface NewsletterInput {
  email: string
  name?: string
  /** Where the sign-up came from (`landing`, `blog`, a partner's site), at most 60 characters. */
  source?: string
}

export interface ContactInput {
  name: string
  email: string
  company?: string
  subject?: string
  /** At most {@link CONTACT_MESSAGE_MAX} characters. */
  message: string
  /** The honeypot: people never see it, so it is sent empty unless a bot filled it in. */
  website?: string
}

/** The contract's limit on a contact message. */
export const CONTACT_MESSAGE_MAX = 5000

export interface DealsQuery {
  /** @default 4 */
  limit?: number
  /** @default 1 */
  page?: number
  signal?: AbortSignal
}

/** The deals as a widget shows them: a list, nothing to show, or a failure to offer a retry for. */
export type DealsResult =
  | { state: 'loaded'; deals: Deal[]; pagination: Pagination | undefined }
  | { state: 'empty'; deals: []; pagination: Pagination | undefined }
  | { state: 'error'; deals: []; status?: number }

export interface WebsiteApi {
  subscribe(input: NewsletterInput): Promise<WidgetResult>
  contact(input: ContactInput): Promise<WidgetResult>
  hotDeals(query?: DealsQuery): Promise<DealsResult>
}

type Reply = { status: number; body: unknown } | { status: undefined; body: undefined }

/** `body.email` → `email`; the first message per field wins. */
function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors
  const found: FieldErrors = {}
  if (!Array.isArray(errors)) return found
  for (const issue of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof issue?.path !== 'string' || typeof issue.message !== 'string') continue
    const field = issue.path.replace(/^body\./, '').split('.')[0]
    if (field && !found[field]) found[field] = issue.message
  }
  return found
}

/** Trimmed values, with empty optional ones left out (the server rejects empty strings). */
function compact<T extends object>(input: T): Partial<T> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.trim()) out[key] = value.trim()
  }
  return out as Partial<T>
}

const whole = (value: number | undefined, fallback: number, max: number) =>
  Number.isInteger(value) && (value as number) >= 1 ? Math.min(value as number, max) : fallback

/**
 * The website's three calls, in a few hundred bytes (no schemas): the newsletter, the contact
 * form and the hot deals. Failures resolve rather than throw, so a widget can never break a page.
 *
 * @example
 * const site = createWebsiteApi({ baseUrl: 'https://api.example.com', accessKey: 'pk_live_…' })
 * const { ok, message, fieldErrors } = await site.subscribe({ email: 'ada@example.com' })
 */
export function createWebsiteApi(config: WebsiteApiConfig): WebsiteApi {
  const baseUrl = config.baseUrl.replace(/\/+$/, '')

  async function send(path: string, init: RequestInit = {}): Promise<Reply> {
    const fetchImpl = config.fetch ?? globalThis.fetch
    const headers: Record<string, string> = {
      accept: 'application/json',
      'access-key': config.accessKey,
    }
    if (init.body) headers['content-type'] = 'application/json'
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, { ...init, headers })
      let body: unknown
      try {
        body = await response.json()
      } catch {
        body = undefined
      }
      return { status: response.status, body }
    } catch {
      return { status: undefined, body: undefined }
    }
  }

  async function post(path: string, body: object, success: string, failure: string) {
    const reply = await send(path, { method: 'POST', body: JSON.stringify(body) })
    const ok = reply.status !== undefined && reply.status >= 200 && reply.status < 300
    const result: WidgetResult = {
      ok,
      message: ok ? success : failure,
      fieldErrors: ok ? {} : fieldErrorsOf(reply.body),
    }
    if (reply.status !== undefined) result.status = reply.status
    return result
  }

  return {
    subscribe: ({ email, name, source }) =>
      post(
        WEBSITE_PATHS.newsletter,
        compact({ email, name, source }),
        MESSAGES.subscribed,
        MESSAGES.newsletterFailed,
      ),

    contact: ({ website, ...fields }) =>
      post(
        WEBSITE_PATHS.contact,
        // The honeypot goes as it is, empty for people: trimming or dropping it would hide a bot.
        { ...compact(fields), website: website ?? '' },
        MESSAGES.messageSent,
        MESSAGES.contactFailed,
      ),

    async hotDeals({ limit, page, signal } = {}) {
      const query = `limit=${whole(limit, DEALS_QUERY.limit, 100)}&page=${whole(page, DEALS_QUERY.page, 100_000)}`
      const reply = await send(`${WEBSITE_PATHS.deals}?${query}`, signal ? { signal } : {})
      const data = (reply.body as { data?: { deals?: unknown; pagination?: Pagination } } | null)
        ?.data
      if (reply.status === undefined || reply.status >= 300 || !Array.isArray(data?.deals)) {
        return reply.status === undefined
          ? { state: 'error', deals: [] }
          : { state: 'error', deals: [], status: reply.status }
      }
      const deals = data.deals as Deal[]
      return deals.length
        ? { state: 'loaded', deals, pagination: data.pagination }
        : { state: 'empty', deals: [], pagination: data.pagination }
    },
  }
}
