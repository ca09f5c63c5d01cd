import { CURRENCIES } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, id, money } from './columns'

// The public website's data (docs/website.md): newsletter sign-ups, messages from its contact
// form, and the hot deals it shows. The website is the operator's, not a business's: unlike every
// other table, these rows carry no business_id and no business can read or change them.

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/**
 * One row per address, whatever its casing: signing up again finds the same row (the unique index
 * on lower(email)). `pending` until the e-mailed link confirms it (double opt-in).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    /** As the person typed it (trimmed); compared in lower case. */
    email: text('email').notNull(),
    name: text('name'),
    /** Where the sign-up came from (`landing`, `blog`, a partner's site). */
    source: text('source'),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`)],
)

/** What the contact form sent: kept even when no operator address is configured to mail it to. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

/** The website's hot deals, edited by the operator; shown until `expires_at` (never when null). */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    vendorName: text('vendor_name').notNull(),
    price: money('price').notNull(),
    /** The price before the deal, shown struck through; null when there is none to show. */
    originalPrice: money('original_price'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    imageUrl: text('image_url'),
    url: text('url'),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // Both lists read newest first; the public one skips the expired rows as it walks this index.
  (t) => [index('deals_newest_idx').on(t.createdAt.desc(), t.id.desc())],
)
