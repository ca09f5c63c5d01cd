import type { ChatAction } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { businesses, users } from './accounts'
import { at, createdAt, id, ownedBy } from './columns'

// The co-pilot's conversations and their messages (docs/product-rules.md, "Co-pilot"): each
// conversation is one user's, within their business; nobody else reads it. A user who leaves takes
// theirs along (cascade), as a deleted business does.

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    userId: ownedBy('user_id', () => users.id),
    title: text('title').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** The newest message's text, for the list. */
    lastMessage: text('last_message'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The user's list, most recently active first.
    index('conversations_user_updated_idx').on(t.userId, t.updatedAt),
    index('conversations_business_idx').on(t.businessId),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    conversationId: ownedBy('conversation_id', () => conversations.id),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** The cards offered with an assistant's reply; nothing happens until the user clicks one. */
    actions: jsonb('actions').$type<ChatAction[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
)

/**
 * When each of the last hour's questions was asked, per business, for the hourly quota
 * (copilot/quota.ts). Apart from the messages, so deleting a conversation gives no questions back.
 * Pruned as questions are added.
 */
export const copilotQuestions = pgTable(
  'copilot_questions',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    askedAt: at('asked_at').notNull(),
  },
  (t) => [index('copilot_questions_business_asked_idx').on(t.businessId, t.askedAt)],
)
