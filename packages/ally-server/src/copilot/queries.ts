import type { ChatAction } from '@ally/sdk'
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { PageRequest } from '../db/paging'
import { uuidOrNone } from '../db/references'
import { chatMessages, conversations, copilotQuestions } from '../db/schema'
import { searching } from '../db/search'

// Conversations and messages, always of one user within their business: every statement is
// scoped by both, so another user's conversation is "not found" (docs/product-rules.md,
// "Co-pilot").

export type ConversationRow = typeof conversations.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect

/** Whose conversations: the signed-in user, within their business. */
export interface Owner {
  businessId: string
  userId: string
}

/** A new conversation's title until its first question names it. */
export const UNTITLED = 'New conversation'
/** The most messages a conversation answers with: the newest ones, oldest first. */
export const MESSAGES_SHOWN = 500
/** How much of a question becomes the conversation's title. */
const TITLE_LENGTH = 60

const owned = (owner: Owner): SQL =>
  and(eq(conversations.businessId, owner.businessId), eq(conversations.userId, owner.userId)) as SQL

export async function createConversation(
  db: Db,
  owner: Owner,
  title: string | undefined,
  now: Date,
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ ...owner, title: title?.trim() || UNTITLED, createdAt: now, updatedAt: now })
    .returning()
  if (!row) throw new Error('The conversation was not stored')
  return row
}

export async function conversationPage(
  db: Db,
  owner: Owner,
  filters: { search?: string; archived?: boolean },
  page: PageRequest,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const where = and(
    owned(owner),
    eq(conversations.archived, filters.archived ?? false),
    searching(filters.search, [sql`${conversations.title}`, sql`${conversations.lastMessage}`]),
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(conversations).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

export async function findConversation(
  db: Db,
  owner: Owner,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(owned(owner), eq(conversations.id, uuidOrNone(id))))
  return row
}

/** The conversation's newest `count` messages (MESSAGES_SHOWN unless said), oldest first. */
export async function messagesOf(
  db: Db,
  conversationId: string,
  count = MESSAGES_SHOWN,
): Promise<ChatMessageRow[]> {
  const newest = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(count)
  return newest.reverse()
}

export async function updateConversation(
  db: Db,
  owner: Owner,
  id: string,
  changes: { title?: string; archived?: boolean },
  now: Date,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ ...changes, updatedAt: now })
    .where(and(owned(owner), eq(conversations.id, uuidOrNone(id))))
    .returning()
  return row
}

/** Deletes one of the owner's conversations with its messages; false when there is none. */
export async function deleteConversation(db: Db, owner: Owner, id: string): Promise<boolean> {
  const rows = await db
    .delete(conversations)
    .where(and(owned(owner), eq(conversations.id, uuidOrNone(id))))
    .returning({ id: conversations.id })
  return rows.length > 0
}

/** How long a question counts towards the business's quota (copilot/quota.ts). */
export const QUESTION_COUNTS_MS = 3_600_000

/**
 * Stores a question and its reply (the reply a millisecond later, so they sort in order), and
 * moves the conversation to the top of the list; an untitled conversation takes its title from
 * its first question.
 */
export async function storeExchange(
  db: Db,
  conversation: ConversationRow,
  question: string,
  reply: { content: string; actions: ChatAction[] },
  now: Date,
): Promise<[ChatMessageRow, ChatMessageRow]> {
  return db.transaction(async (tx) => {
    const base = { businessId: conversation.businessId, conversationId: conversation.id }
    const [asked, answered] = await tx
      .insert(chatMessages)
      .values([
        { ...base, role: 'user', content: question, createdAt: now },
        {
          ...base,
          role: 'assistant',
          content: reply.content,
          actions: reply.actions,
          createdAt: new Date(now.getTime() + 1),
        },
      ])
      .returning()
    if (!asked || !answered) throw new Error('The messages were not stored')
    // The quota's count, with the questions that no longer count dropped.
    await tx
      .delete(copilotQuestions)
      .where(
        and(
          eq(copilotQuestions.businessId, conversation.businessId),
          lt(copilotQuestions.askedAt, new Date(now.getTime() - QUESTION_COUNTS_MS)),
        ),
      )
    await tx.insert(copilotQuestions).values({ businessId: conversation.businessId, askedAt: now })
    const titled = conversation.title === UNTITLED && !conversation.lastMessage
    await tx
      .update(conversations)
      .set({
        lastMessage: reply.content.slice(0, 200),
        updatedAt: now,
        ...(titled ? { title: titleOf(question) } : {}),
      })
      .where(eq(conversations.id, conversation.id))
    return [asked, answered]
  })
}

/** A question as a title: its first line, cut at a word near TITLE_LENGTH. */
function titleOf(question: string): string {
  const line = question.trim().split('\n')[0] ?? ''
  if (line.length <= TITLE_LENGTH) return line
  const cut = line.slice(0, TITLE_LENGTH)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : TITLE_LENGTH)}…`
}

/** The business's questions since `since`, oldest first (only their times): the quota's count. */
export async function questionsSince(db: Db, businessId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: copilotQuestions.askedAt })
    .from(copilotQuestions)
    .where(and(eq(copilotQuestions.businessId, businessId), gte(copilotQuestions.askedAt, since)))
    .orderBy(asc(copilotQuestions.askedAt))
  return rows.map((row) => row.at)
}
