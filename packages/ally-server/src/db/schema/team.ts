import { ROLES } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { businesses, users } from './accounts'
import { at, createdAt, id, ownedBy } from './columns'

// Invitations to join a business, until their link is used (then the person is a user and the
// row is gone), revoked or replaced by a resend. Only the link token's hash is kept
// (docs/product-rules.md, "Team and roles").

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Who sent it (last); their name stays on the invitation if they leave. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_key').on(t.tokenHash),
    // One open invitation per address in a business: inviting again is a resend.
    uniqueIndex('team_invitations_business_email_key').on(t.businessId, sql`lower(${t.email})`),
  ],
)
